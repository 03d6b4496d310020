import ArchModel
import Foundation
import Testing
@testable import Linters

/// The SourceArch skeleton, rendered as `Demo`, lints clean; one planted violation per rule is found.
@Suite struct SourceArchFixtureTests {
    static let feature = "Sources/Demo/Features/ItemList/"

    static let planted: [PlantedViolation] = [
        PlantedViolation(rule: "renderer-model-property", file: feature + "ItemListView.swift",
                         find: "    @Source public var model: ItemListModel", replace: "    public var model: ItemListModel",
                         anywhereInFile: true),
        PlantedViolation(rule: "class-renderer-renders", file: feature + "ItemListViewController.swift",
                         find: "    public func render() {", replace: "    public func redraw() {", anywhereInFile: true),
        PlantedViolation(rule: "renderer-writes-no-model", file: feature + "ItemListViewController.swift",
                         find: "        title = \"Items\"",
                         replace: "        title = \"Items\"\n        _model = Source(model: .notLoaded(.init(isLoading: false, errorMessage: nil, load: nil)))"),
        PlantedViolation(rule: "source-wrappers-in-sources", file: "Sources/Demo/App/AppDependencies.swift",
                         find: "    private let itemsClient: any ItemsClient", replace: "    @Threadsafe private var itemsClient: any ItemsClient"),
        PlantedViolation(rule: "actions-are-private", file: feature + "ItemListSource.swift",
                         find: "    @ActionFromMethod(remove) private var removeAction", replace: "    @ActionFromMethod(remove) var removeAction"),
        PlantedViolation(rule: "source-declares-initial-model", file: feature + "ItemListSource.swift",
                         find: "    var initialModel: ItemListModel {", replace: "    var firstModel: ItemListModel {", anywhereInFile: true),
        PlantedViolation(rule: "sources-are-final", file: feature + "ItemListSource.swift",
                         find: "final class ItemListSource: SourceOf<ItemListModel> {", replace: "class ItemListSource: SourceOf<ItemListModel> {"),
        PlantedViolation(rule: "models-are-values", file: feature + "ItemListModel.swift",
                         find: "public enum ItemListModel {", replace: "public final class ItemListModel {"),
        PlantedViolation(rule: "model-properties-immutable", file: feature + "ItemListModel.swift",
                         find: "        public let isLoading: Bool", replace: "        public var isLoading: Bool"),
        PlantedViolation(rule: "renderers-do-no-io", file: feature + "ItemListView.swift",
                         find: "    public var body: some View {", replace: "    private let decoder = JSONDecoder()\n\n    public var body: some View {"),
        PlantedViolation(rule: "renderers-create-no-sources", file: feature + "ItemListView.swift",
                         find: "    @Source public var model: ItemListModel",
                         replace: "    @Source public var model: ItemListModel\n    @StateObject private var store = ItemStore()"),
        PlantedViolation(rule: "subscribe-with-method", file: feature + "ItemListSource.swift",
                         find: "        super.init()", replace: "        super.init()\n        _ = client.updates.sink { _ in }"),
        PlantedViolation(rule: "erase-concrete-sources", file: feature + "ItemListDependency.swift",
                         find: "    var itemListSource: Source<ItemListModel> { get }", replace: "    var itemListSource: ItemListSource { get }"),
        PlantedViolation(rule: "models-create-no-sources", file: feature + "ItemListModel.swift",
                         find: "    case loaded(Loaded)",
                         replace: "    case loaded(Loaded)\n\n    static let preview = ItemListSource(client: InMemoryItemsClient.sample)"),
        PlantedViolation(rule: "sources-import-no-ui", file: feature + "ItemListSource.swift",
                         find: "import SourceArchitecture", replace: "import SourceArchitecture\nimport SwiftUI"),
    ]

    @Test func theCleanSkeletonHasNoFindings() throws {
        let fixture = try TemplateFixture(Style.named("sourcearch")!)
        #expect(!fixture.files.isEmpty)
        let findings = fixture.lint()
        #expect(findings.isEmpty, "\(findings.map { "\($0.path):\($0.line):\($0.column): \($0.message) [\($0.rule)]" })")
    }

    @Test func aFeatureAddedToTheSkeletonKeepsItClean() throws {
        let fixture = try TemplateFixture(Style.named("sourcearch")!)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates/SourceArch/add/feature")
        let variables = ["{{Project}}": "Demo", "{{Name}}": "Profile", "{{name}}": "profile"]
        func render(_ text: String) -> String { variables.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) } }
        var files = fixture.files
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let next = walker?.nextObject() as? String {
            guard next.hasPrefix("Sources/"), next.hasSuffix(".swift"),
                  let data = FileManager.default.contents(atPath: folder.path + "/" + next) else { continue }
            files[render(next)] = render(String(decoding: data, as: UTF8.self))
        }
        // The registration `add feature` writes into the composition root.
        let root = "Sources/Demo/App/AppDependencies.swift"
        let marker = "// archtool:insert feature-dependencies"
        files[root] = files[root]?.replacingOccurrences(of: marker, with: """
            extension AppDependencies: ProfileDependency {
                public var profileSource: Source<ProfileModel> {
                    ProfileSource().eraseToSource()
                }
            }

            \(marker)
            """)
        #expect(files.count == fixture.files.count + 4)
        let findings = fixture.lint(files)
        #expect(findings.isEmpty, "\(findings.map { "\($0.path):\($0.line):\($0.column): \($0.message) [\($0.rule)]" })")
    }

    @Test func everyRuleOfTheStyleHasAPlantedViolation() {
        let ids = Set(Presets.preset(for: Style.named("sourcearch")!).rules.map(\.id))
        #expect(Set(Self.planted.map(\.rule)) == ids)
    }

    @Test(arguments: planted)
    func eachPlantedViolationIsReported(_ violation: PlantedViolation) throws {
        violation.check(in: try TemplateFixture(Style.named("sourcearch")!))
    }
}
