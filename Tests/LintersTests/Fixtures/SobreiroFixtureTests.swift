import ArchModel
import Testing
@testable import Linters

/// The Sobreiro skeleton (`Templates/Sobreiro/project` rendered as `Demo`) lints clean, and each
/// violation planted in it is reported by its rule, in the file and on the line planted.
@Suite struct SobreiroFixtureTests {
    static let screen = "Sources/Demo/Screens/ItemList/"

    static let planted: [PlantedViolation] = [
        PlantedViolation(
            rule: "view-states-are-values", file: screen + "ItemListViewState.swift",
            find: "public enum ItemListViewState: ViewState {",
            replace: "public final class ItemListViewState: ViewState {"),
        PlantedViolation(
            rule: "view-model-naming", file: screen + "ItemListViewModel.swift",
            find: "public final class ItemListViewModel: ViewModel<ItemListViewState> {",
            replace: "public final class ItemListPresenter: ViewModel<ItemListViewState> {"),
        PlantedViolation(
            rule: "state-written-in-write", file: screen + "ItemListViewModel.swift",
            find: "        write {\n            state = .loaded(items)\n        }",
            replace: "        state = .loaded(items)"),
        PlantedViolation(
            rule: "state-owned-by-view-model", file: screen + "ItemListViewController.swift",
            find: "        title = \"Items\"",
            replace: "        title = \"Items\"\n        viewModel.state = .loading"),
        // Made by deleting the call: the finding is on the view's name.
        PlantedViolation(
            rule: "stateful-views-subscribe", file: screen + "ItemListViewController.swift",
            find: "        viewModel.subscribe(view: self)\n",
            replace: "", anywhereInFile: true),
        PlantedViolation(
            rule: "view-models-reference-no-views", file: screen + "ItemListViewModel.swift",
            find: "    private let client: any ItemsClient",
            replace: "    private let client: any ItemsClient\n    private weak var view: ItemListViewController?"),
        PlantedViolation(
            rule: "view-models-compose-by-subscription", file: screen + "ItemListViewModel.swift",
            find: "        super.init(initialState: .loading)",
            replace: "        super.init(initialState: .loading)\n        NotificationCenter.default.addObserver(forName: .init(\"reload\"), object: nil, queue: nil) { _ in }"),
        // Made by deleting `==` (renamed away): the finding is on the state type's name.
        PlantedViolation(
            rule: "view-state-defines-equality", file: screen + "ItemListViewState.swift",
            find: "    public static func == (lhs: ItemListViewState, rhs: ItemListViewState) -> Bool {",
            replace: "    public static func isSame(lhs: ItemListViewState, rhs: ItemListViewState) -> Bool {",
            anywhereInFile: true),
    ]

    @Test func theCleanSkeletonHasNoFindings() throws {
        let fixture = try TemplateFixture(Style.named("sobreiro")!)
        #expect(!fixture.files.isEmpty)
        let findings = fixture.lint()
        #expect(findings.isEmpty, "\(findings.map { "\($0.path):\($0.line):\($0.column): \($0.message) [\($0.rule)]" })")
    }

    @Test func everyRuleHasAPlantedViolation() {
        let rules = Presets.preset(for: Style.named("sobreiro")!).rules.map(\.id)
        #expect(Set(Self.planted.map(\.rule)) == Set(rules))
    }

    @Test(arguments: planted)
    func aPlantedViolationIsReported(_ violation: PlantedViolation) throws {
        violation.check(in: try TemplateFixture(Style.named("sobreiro")!))
    }
}
