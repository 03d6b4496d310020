import ArchModel
import Testing
@testable import Linters

/// The ViDRep skeleton lints clean, and each rule finds its planted violation in it.
@Suite struct ViDRepFixtureTests {
    static let style = Style.named("vidrep")!

    @Test func theSkeletonHasNoFindings() throws {
        let findings = try TemplateFixture(Self.style).lint()
        #expect(findings == [], "\(findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule) \($0.message)" })")
    }

    static let planted: [PlantedViolation] = [
        PlantedViolation(rule: "single-repository", file: "Sources/Models/Repositories/AppRepository.swift",
                         find: "public final class AppRepository {",
                         replace: "public final class CacheRepository {}\n\n@MainActor\n@Observable\npublic final class AppRepository {"),
        PlantedViolation(rule: "repository-has-no-dependencies", file: "Sources/Models/Repositories/AppRepository.swift",
                         find: "    public init() {}", replace: "    public init(initialBooks: [Book] = []) {}"),
        PlantedViolation(rule: "reducers-are-pure", file: "Sources/Controllers/Reducers/BooksReducer.swift",
                         find: "    public init() {}", replace: "    public var callCount = 0\n\n    public init() {}"),
        PlantedViolation(rule: "scenes-depend-on-ports", file: "Sources/Views/BooksScene.swift",
                         find: "    private let repository: Repository", replace: "    private let repository: AppRepository"),
        PlantedViolation(rule: "scenes-mutate-nothing", file: "Sources/Views/BooksScene.swift",
                         find: "                Button(\"Retry\") {", replace: "                Button(\"Retry\") {\n                    repository.books = .idle"),
        PlantedViolation(rule: "scene-observes-repository", file: "Sources/Views/BooksScene.swift",
                         find: "    private weak var routerDelegate: RouterDelegate?", replace: "    private var routerDelegate: RouterDelegate?"),
        PlantedViolation(rule: "scene-declares-contract", file: "Sources/Views/BooksScene.swift",
                         find: "public struct BooksSceneState: Equatable, Sendable {", replace: "public struct BooksState: Equatable, Sendable {",
                         anywhereInFile: true),
        PlantedViolation(rule: "dispatchers-use-no-views", file: "Sources/Controllers/Dispatchers/BooksDispatcher.swift",
                         find: "import Models", replace: "import Models\nimport SwiftUI"),
        PlantedViolation(rule: "infrastructure-has-no-dependencies", file: "Sources/Infrastructures/AppDatabase.swift",
                         find: "    private let defaults: UserDefaults", replace: "    private let defaults: UserDefaults\n    private var repository: AppRepository?"),
        PlantedViolation(rule: "resolver-builds-everything", file: "Sources/Controllers/Dispatchers/BooksDispatcher.swift",
                         find: "            let favorites = reducer.favorites(repository.favoriteBookIDs, toggling: id)",
                         replace: "            let favorites = BooksReducer().favorites(repository.favoriteBookIDs, toggling: id)"),
        PlantedViolation(rule: "navigation-in-routers", file: "Sources/Views/BooksScene.swift",
                         find: "            .navigationTitle(\"Books\")",
                         replace: "            .sheet(isPresented: $state.showsFavoritesOnly) { Text(\"Favorites\") }\n            .navigationTitle(\"Books\")"),
        PlantedViolation(rule: "routers-are-main-actor", file: "Sources/Views/Routers/AppRouter.swift",
                         find: "extension AppRouter: BooksSceneRouterDelegate {",
                         replace: "@Observable\npublic final class TabRouter {}\n\nextension AppRouter: BooksSceneRouterDelegate {"),
        PlantedViolation(rule: "router-is-observable", file: "Sources/Views/Routers/AppRouter.swift",
                         find: "@Observable\n", replace: "", anywhereInFile: true),
        PlantedViolation(rule: "models-are-deterministic", file: "Sources/Models/Book.swift",
                         find: "    public let author: String", replace: "    public let author: String\n    public let fetchedAt = Date()"),
    ]

    @Test(arguments: planted)
    func eachPlantedViolationIsFound(_ violation: PlantedViolation) throws {
        violation.check(in: try TemplateFixture(Self.style))
    }

    @Test func everyRuleHasAPlantedViolation() {
        #expect(Set(Self.planted.map(\.rule)) == Set(Presets.preset(for: Self.style).rules.map(\.id)))
    }
}
