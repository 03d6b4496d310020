import ArchModel
import Testing
@testable import Linters

/// Construction scope (V10 `resolver-builds-everything`, P6 `providers-come-from-environment`):
/// an initializer passed as a function is construction.
@Suite struct ConstructionScopeRuleTests: PresetLinting {
    /// `ForEach(…, content: BookScene.init)`, `.map(BooksDispatcher.init)` and `let make =
    /// BookScene.init` outside the Resolver are reported at the type's name; a called
    /// `T.init(…)` once, and another type's initializer not at all.
    @Test func anUnappliedInitializerOfAConstructedTypeIsConstruction() {
        let findings = Self.lint("vidrep", [
            ("Views/Components/Rows.swift", """
                import SwiftUI
                struct Rows: View {
                    let ids: [Int]
                    var body: some View { ForEach(ids, id: \\.self, content: BookScene.init) }
                    func dispatchers() -> [BooksDispatcher] { ids.map { _ in () }.map(BooksDispatcher.init) }
                    func maker() -> (Int) -> BookScene { let make = BookScene.init; return make }
                    func called() -> BookScene { BookScene.init(id: 1) }
                    func labels() -> [String] { ids.map(String.init) }
                }
                """),
            ("Views/Scenes/BookScene.swift", """
                import SwiftUI
                enum BookSceneAction { case a }
                protocol BookSceneDispatcherObject {}
                struct BookSceneState {}
                protocol BookSceneRepositoryObject {}
                struct BookScene: View { let id: Int; var body: some View { Text("\\(id)") } }
                """),
            ("Controllers/Dispatchers/BooksDispatcher.swift", "final class BooksDispatcher {}"),
            ("App/AppResolver.swift", "final class AppResolver {\n    func scenes(_ ids: [Int]) -> [BookScene] { ids.map(BookScene.init) }\n}"),
        ], rule: "resolver-builds-everything")
        let message = "which may not be created in code outside Resolvers and App"
        #expect(findings == [
            "Views/Components/Rows.swift:4:61 resolver-builds-everything 'BookScene' belongs to Scenes, \(message)",
            "Views/Components/Rows.swift:5:71 resolver-builds-everything 'BooksDispatcher' belongs to Dispatchers, \(message)",
            "Views/Components/Rows.swift:6:53 resolver-builds-everything 'BookScene' belongs to Scenes, \(message)",
            "Views/Components/Rows.swift:7:34 resolver-builds-everything 'BookScene' belongs to Scenes, \(message)",
        ])
    }

    /// P6: `.map(BookProvider.init)` in a Module makes Providers.
    @Test func aModuleMappingToAProvidersInitializerCreatesProviders() {
        let findings = Self.lint("puddles", [
            ("App/Modules/BookList.swift", """
                import SwiftUI
                struct BookList: View {
                    @State private var provider = [BookProvider.Dependencies()].map(BookProvider.init).first!
                    var body: some View { Text("") }
                }
                """),
            ("App/Providers/BookProvider.swift", """
                import Observation
                @MainActor @Observable final class BookProvider {
                    struct Dependencies {}
                    init(dependencies: Dependencies) {}
                    static let live = BookProvider(dependencies: .init())
                    static let mock = BookProvider(dependencies: .init())
                }
                """),
        ], rule: "providers-come-from-environment")
        #expect(findings == [
            "App/Modules/BookList.swift:3:69 providers-come-from-environment 'BookProvider' belongs to Providers, which may not be created in Modules or Components",
        ])
    }
}
