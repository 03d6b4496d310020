import ArchModel
import Testing
@testable import Linters

/// The Puddles skeleton lints clean, and each rule finds its planted violation in it.
@Suite struct PuddlesFixtureTests {
    static let style = Style.named("puddles")!

    @Test func theSkeletonHasNoFindings() throws {
        let findings = try TemplateFixture(Self.style).lint()
        #expect(findings == [], "\(findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule) \($0.message)" })")
    }

    static let row = "Sources/Demo/Components/BookRow.swift"
    static let provider = "Sources/Demo/Providers/BookProvider.swift"
    static let bookList = "Sources/Demo/Modules/BookList.swift"

    static let planted: [PlantedViolation] = [
        PlantedViolation(rule: "components-use-no-providers", file: row, find: "    var isFavorite: Bool",
                         replace: "    var isFavorite: Bool\n    @Environment(BookProvider.self) private var bookProvider"),
        PlantedViolation(rule: "components-own-no-navigation", file: row, find: "        HStack {", replace: "        NavigationStack {"),
        // Renaming the enum deletes the declaration the property needs: the finding is on the property.
        PlantedViolation(rule: "interface-declares-action", file: row, find: "    enum Action: Hashable {",
                         replace: "    enum Kind: Hashable {", anywhereInFile: true),
        PlantedViolation(rule: "provider-shape", file: provider, find: "final class BookProvider {", replace: "class BookProvider {"),
        PlantedViolation(rule: "providers-use-no-views", file: provider, find: "    private let dependencies: Dependencies",
                         replace: "    private let dependencies: Dependencies\n    private weak var router: Router?"),
        PlantedViolation(rule: "providers-come-from-environment", file: bookList,
                         find: "    @Environment(BookProvider.self) private var bookProvider",
                         replace: "    @State private var bookProvider = BookProvider.live"),
        PlantedViolation(rule: "only-providers-import-core-services", file: bookList, find: "import Models",
                         replace: "import BookstoreAPI\nimport Models"),
        PlantedViolation(rule: "io-stays-in-core", file: "Sources/Demo/Modules/BookDetail.swift", find: "    let book: Book",
                         replace: "    let book: Book\n    let defaults = UserDefaults.standard"),
        PlantedViolation(rule: "core-imports-no-ui", file: "Core/Models/Book.swift", find: "/// A book as the app shows it.",
                         replace: "import SwiftUI\n\n/// A book as the app shows it."),
        PlantedViolation(rule: "routers-are-main-actor", file: "Sources/Demo/Router/RootRouter.swift",
                         find: "final class RootRouter {", replace: "class RootRouter {"),
        PlantedViolation(rule: "router-shared-only-in-modules", file: "Sources/Demo/DemoApp.swift", find: "            Root()",
                         replace: "            Root()\n                .onAppear { Router.shared.reset() }"),
        PlantedViolation(rule: "file-named-after-type", file: row, find: "struct BookRow {",
                         replace: "struct BookRowStyle {}\n\nstruct BookRow {"),
    ]

    @Test(arguments: planted)
    func eachPlantedViolationIsFound(_ violation: PlantedViolation) throws {
        violation.check(in: try TemplateFixture(Self.style))
    }

    @Test func everyRuleHasAPlantedViolation() {
        #expect(Set(Self.planted.map(\.rule)) == Set(Presets.preset(for: Self.style).rules.map(\.id)))
    }
}
