import Testing
@testable import Linters

/// SA11 `renderers-create-no-sources`, its `@State` half: an `@Observable` class made by one of
/// its static factory functions.
@Suite struct RenderersOwnNoObservableStateRuleTests: PresetLinting {
    func lint(_ sources: [(String, String)]) -> [String] { Self.lint("sourcearch", sources, rule: "renderers-create-no-sources") }

    static let model = ("Features/CounterModel.swift", "struct CounterModel { let count: Int }")

    /// `= CounterStore.make()` holds what `= CounterStore()` does: a static function of the class
    /// whose declared result is the class (or `Self`, or an optional of it), in the class or an
    /// extension, with the arguments it takes (review 31e item 8: only `= CounterStore.shared` was
    /// reported).
    @Test func aStaticFactoryOfAnObservableClassInStateIsOwnedState() {
        let findings = lint([
            Self.model,
            ("Features/CounterStore.swift", """
                @Observable final class CounterStore {
                    static func make() -> CounterStore { CounterStore() }
                    class func preview(count: Int = 0) -> Self { fatalError() }
                    var count = 0
                }
                extension CounterStore {
                    static func restored(from data: [UInt8]) -> CounterStore? { nil }
                }
                """),
            ("Features/CounterView.swift", """
                import SwiftUI
                struct CounterView: View, Renderer {
                    @Source var model: CounterModel
                    @State private var made = CounterStore.make()
                    @State private var preview = CounterStore.preview()
                    @State private var counted = CounterStore.preview(count: 2)
                    @Bindable var restored = CounterStore.restored(from: [])
                    var body: some View { EmptyView() }
                }
                """),
        ])
        let message = "renderers-create-no-sources a Renderer owns no observable state: 'CounterStore' is an observable class; inject the state through a Source"
        #expect(findings == [
            "Features/CounterView.swift:4:6 " + message,
            "Features/CounterView.swift:5:6 " + message,
            "Features/CounterView.swift:6:6 " + message,
            "Features/CounterView.swift:7:6 renderers-create-no-sources a Renderer holds no observable state: '@Bindable' observes 'CounterStore', "
                + "an observable class; inject the state through a Source",
        ])
    }

    /// A static function that returns another type (a value, another class), one the call's
    /// arguments do not fit, a member of what it returns, an instance method's call and a class
    /// that is not observable own no observable state.
    @Test func aStaticFunctionReturningAnotherTypeIsNoOwnedState() {
        let findings = lint([
            Self.model,
            ("Features/CounterStore.swift", """
                @Observable final class CounterStore {
                    static func initialCount() -> Int { 0 }
                    static func plain() -> PlainCounter { PlainCounter() }
                    static func make(seed: Int) -> CounterStore { CounterStore() }
                    static func child() -> CounterStore { CounterStore() }
                    func copy() -> CounterStore { self }
                    var count = 0
                }
                final class PlainCounter {
                    static func make() -> PlainCounter { PlainCounter() }
                }
                """),
            ("Features/CounterView.swift", """
                import SwiftUI
                struct CounterView: View, Renderer {
                    @Source var model: CounterModel
                    @State private var start = CounterStore.initialCount()
                    @State private var plain = CounterStore.plain()
                    @State private var unfit = CounterStore.make()
                    @State private var count = CounterStore.child().count
                    @State private var counter = PlainCounter.make()
                    var body: some View { EmptyView() }
                }
                """),
        ])
        #expect(findings == [])
    }

    /// A factory a subclass inherits from its superclass (`class func make() -> Self`), and one
    /// that returns another observable class, make observable state (review 32c item 8).
    @Test func anInheritedFactoryOrOneMakingAnotherObservableClassIsOwnedState() {
        let findings = lint([
            Self.model,
            ("Features/Stores.swift", """
                @Observable class BaseStore {
                    class func make() -> Self { fatalError() }
                }
                final class CounterStore: BaseStore {}
                @Observable final class HistoryStore {}
                final class Factory {
                    static func history() -> HistoryStore { HistoryStore() }
                }
                """),
            ("Features/CounterView.swift", """
                import SwiftUI
                struct CounterView: View, Renderer {
                    @Source var model: CounterModel
                    @State private var counter = CounterStore.make()
                    @State private var history = Factory.history()
                    var body: some View { EmptyView() }
                }
                """),
        ])
        func owns(_ type: String) -> String {
            "renderers-create-no-sources a Renderer owns no observable state: '\(type)' is an observable class; inject the state through a Source"
        }
        #expect(findings == ["Features/CounterView.swift:4:6 " + owns("CounterStore"), "Features/CounterView.swift:5:6 " + owns("HistoryStore")])
    }
}
