import ArchModel
import Testing
@testable import Linters

/// P2 `components-own-no-navigation`: navigation modifiers called on an implicit `self`.
@Suite struct ComponentsOwnNoNavigationRuleTests: PresetLinting {
    /// `sheet(…)`, `navigationTitle(…)`, `fullScreenCover(…)` and `toolbar { … }` written
    /// without `.` or `self.`, in a component's methods and in an extension of `View` under
    /// Components/, are reported at the name, as with `self.`.
    @Test func modifiersOnAnImplicitSelfAreReported() {
        let findings = Self.lint("puddles", [
            ("App/Components/BookRow.swift", """
                import SwiftUI
                struct BookRow: View {
                    @Binding var isEditing: Bool
                    var body: some View { Text("Book") }
                    func editable() -> some View {
                        sheet(isPresented: $isEditing) { Text("Edit") }
                    }
                    func titled() -> some View { navigationTitle("Books") }
                    func covered() -> some View { self.fullScreenCover(isPresented: $isEditing) { Text("Edit") } }
                }
                """),
            ("App/Components/View+Sheet.swift", """
                import SwiftUI
                extension View {
                    func bookSheet(_ flag: Binding<Bool>) -> some View { sheet(isPresented: flag) { Text("") } }
                    func bookTools() -> some View { toolbar { EmptyView() } }
                }
                """),
        ], rule: "components-own-no-navigation")
        #expect(findings == [
            "App/Components/BookRow.swift:6:9 components-own-no-navigation '.sheet' is not allowed in Components",
            "App/Components/BookRow.swift:8:34 components-own-no-navigation '.navigationTitle' is not allowed in Components",
            "App/Components/BookRow.swift:9:40 components-own-no-navigation '.fullScreenCover' is not allowed in Components",
            "App/Components/View+Sheet.swift:3:58 components-own-no-navigation '.sheet' is not allowed in Components",
            "App/Components/View+Sheet.swift:4:37 components-own-no-navigation '.toolbar' is not allowed in Components",
        ])
    }

    /// A bare call to a method the component declares of a modifier's name is the component's,
    /// as V11 reads it; an enum case with a payload (`.sheet(id:)`) and a bare call with other
    /// labels are no presentation; outside Components the modifiers are fine.
    @Test func ownMethodsCasesAndModulesAreNotReported() {
        let findings = Self.lint("puddles", [
            ("App/Components/BookCard.swift", """
                import SwiftUI
                struct BookCard: View {
                    enum Action { case sheet(id: Int) }
                    var body: some View { toolbar(title: "Book") }
                    func toolbar(title: String) -> some View { HStack { Text(title) } }
                    func action() -> Action { .sheet(id: 1) }
                    func cover() { _ = fullScreenCover(id: 1) }
                }
                """),
            ("App/Modules/BookList.swift", """
                import SwiftUI
                struct BookList: View {
                    @State private var isEditing = false
                    var body: some View { Text("") }
                    func editable() -> some View { sheet(isPresented: $isEditing) { Text("Edit") } }
                }
                """),
        ], rule: "components-own-no-navigation")
        #expect(findings == [])
    }

    /// P2 and V11 report the same implicit-`self` presentation at the same place.
    @Test func p2AndV11AgreeOnAnImplicitSelfSheet() {
        let source = """
            import SwiftUI
            extension View {
                func helpSheet(_ flag: Binding<Bool>) -> some View { sheet(isPresented: flag) { Text("Help") } }
            }
            """
        let p2 = Self.lint("puddles", [("App/Components/Help.swift", source)], rule: "components-own-no-navigation")
        let v11 = Self.lint("vidrep", [("Views/Components/Help.swift", source)], rule: "navigation-in-routers")
        #expect(p2 == ["App/Components/Help.swift:3:58 components-own-no-navigation '.sheet' is not allowed in Components"])
        #expect(v11 == ["Views/Components/Help.swift:3:58 navigation-in-routers '.sheet' is not allowed in code outside Routers and RoutingModifiers"])
    }
}
