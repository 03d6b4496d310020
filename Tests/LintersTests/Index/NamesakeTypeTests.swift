import ArchModel
import Testing
@testable import Linters

/// Types that share a last component (`Settings.Row`, `Storage.Row`) are different types: each
/// keeps its own supertypes, isolation, members and layers, and a supertype is looked up where
/// it is written, innermost enclosing type first.
@Suite struct NamesakeTypeTests {
    private static func index(_ sources: [String]) -> TypeIndex {
        TypeIndex(files: sources.enumerated().map { SyntaxScanner.scan(SourceFile(path: "f\($0.offset).swift", text: $0.element)) })
    }

    @Test func nestedNamesakesKeepTheirOwnSupertypes() {
        let types = Self.index([
            "enum Settings {\n    struct Row: View {}\n}",
            "enum Storage {\n    struct Row: Codable {}\n}\nextension Storage.Row: Hashable {}",
        ])
        #expect(types.supertypes(ofDeclared: "Settings.Row") == ["View"])
        #expect(types.supertypes(ofDeclared: "Storage.Row") == ["Codable", "Hashable"])
        // A name as code writes it stands for every type with that last component.
        #expect(types.supertypes(of: "Row") == ["View", "Codable", "Hashable"])
        #expect(types.entries(reaching: ["View"]).map { types.entries[$0].qualifiedName } == ["Settings.Row"])
    }

    @Test func supertypesAreLookedUpInnermostFirst() {
        let types = Self.index([
            """
            @MainActor protocol Screen {}
            protocol Base {}
            enum Feature {
                protocol Base: Screen {}
                final class Model: Base {}
            }
            final class Model: Base {}
            extension Feature.Model: Sendable {}
            """,
        ])
        #expect(types.supertypes(ofDeclared: "Feature.Model") == ["Base", "Screen", "Sendable"])
        #expect(types.supertypes(ofDeclared: "Model") == ["Base"])
        #expect(types.isMainActor(declared: "Feature.Model"))
        #expect(!types.isMainActor(declared: "Model"))
        #expect(types.isMainActor("Model"))
    }

    @Test func moduleQualifiedSupertypesResolveWithoutTheirModule() {
        let types = Self.index([
            "protocol Router: ObservableObject {}\nenum Other { protocol Router {} }",
            "final class AppRouter: App.Router {}",
        ])
        #expect(types.supertypes(ofDeclared: "AppRouter") == ["Router", "ObservableObject"])
    }

    /// The Huddle `Views` layer takes types that inherit `View`: `Settings.Row` is a view,
    /// `Storage.Row` is not, so only the view's `UserDefaults` is a finding.
    @Test func aNamesakeOfALayerTypeIsNotInTheLayer() {
        let preset = Presets.preset(for: Style.named("huddle")!)
        let sources = [
            (path: "Sources/App/Settings.swift", text: """
                import SwiftUI

                enum Settings {
                    struct Row: View {
                        var body: some View { Text(UserDefaults.standard.string(forKey: "title") ?? "") }
                    }
                }
                """),
            (path: "Sources/App/Storage.swift", text: """
                import Foundation

                enum Storage {
                    struct Row {
                        func load() -> Int { UserDefaults.standard.integer(forKey: "row") }
                    }
                }
                extension Storage.Row {
                    func save() { UserDefaults.standard.set(1, forKey: "row") }
                }
                """),
        ]
        let findings = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules).findings
        #expect(findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule)" }
            == ["Sources/App/Settings.swift:5:36 views-do-no-io"])
        let project = LintProject(files: sources.map { SyntaxScanner.scan(SourceFile(path: $0.path, text: $0.text)) },
                                  layers: preset.layers)
        #expect(project.layers(ofDeclared: "Settings.Row") == ["Views"])
        #expect(project.layers(ofDeclared: "Storage.Row") == [])
        #expect(project.typeLayers["Row"] == ["Views"])
        #expect(project.memberIndices(ofDeclared: "Storage.Row").map { project.files[$0.file].declarations[$0.index].name }
            == ["load", "save"])
        #expect(project.memberIndices(ofType: "Row").count == 3)
    }
}

/// An extension written through a module of the tree (a folder of its paths), or with generic
/// arguments, extends the declared type; a framework's type or nested type of the same name does not.
@Suite struct ExtensionKeyTests {
    @Test func moduleQualifiedAndSpecializedExtensionsMergeIntoTheDeclaredType() {
        let files = [
            ("Sources/App/Types.swift", "enum Settings {\n    struct Row {}\n}\nstruct Box<T> {}\nfinal class AppRouter {}\nstruct Configuration {}\nstruct Image {}"),
            ("Sources/MyApp/Extensions.swift", "import App\nimport SwiftUI\n\nextension App.Settings.Row: View {\n    var title: String { \"\" }\n}\nextension Box<Int>: Sendable {}\nextension MyApp.AppRouter: RouterObject {}\nextension UIButton.Configuration: Hashable {}\nextension SwiftUI.Image: Equatable {}"),
        ].map { SyntaxScanner.scan(SourceFile(path: $0.0, text: $0.1)) }
        let index = TypeIndex(files: files)
        #expect(index.canonicalKey("App.Settings.Row") == "Settings.Row")
        #expect(index.canonicalKey("App.Settings") == "Settings")
        #expect(index.canonicalKey("MyApp.AppRouter") == "AppRouter")
        #expect(index.canonicalKey("UIButton.Configuration") == "UIButton.Configuration")
        #expect(index.supertypes(ofDeclared: "Settings.Row") == ["View"])
        #expect(index.supertypes(ofDeclared: "Box") == ["Sendable"])
        #expect(index.supertypes(ofDeclared: "AppRouter") == ["RouterObject"])
        #expect(index.supertypes(ofDeclared: "Configuration") == [])
        #expect(index.supertypes(ofDeclared: "Image") == [])
        #expect(index.entries(declared: "Settings.Row").first?.extensions.count == 1)
        let preset = Presets.preset(for: Style.named("huddle")!)
        let project = LintProject(files: files, layers: preset.layers)
        #expect(project.layers(ofDeclared: "Settings.Row") == ["Views"])
        #expect(project.layers(ofDeclared: "App.Settings.Row") == ["Views"])
        #expect(project.memberIndices(ofDeclared: "Settings.Row").map { project.files[$0.file].declarations[$0.index].name } == ["title"])
        // The extension's own code is in the view's layer.
        #expect(project.layers(file: 1, declaration: 0) == ["Views"])
    }
}

/// Each type's supertypes, members and layers are looked up where it is written, with
/// Swift's shadowing: through type aliases, superclasses' nested types, qualified generic
/// arguments, and by the resolved superclass (not a namesake of it). Findings of the presets.
@Suite struct NamesakeLintTests: PresetLinting {
    @Test func anExtensionThroughATypeAliasExtendsTheAliasedType() {
        #expect(Self.lint("huddle", [
            ("A/Settings.swift", "enum Settings { struct Row { func f() { _ = UserDefaults.standard } } }\ntypealias Row = Settings.Row"),
            ("A/Storage.swift", "enum Storage { struct Row { func f() { _ = UserDefaults.standard } } }"),
            ("A/Row+View.swift", "extension Row: View {}"),
        ]) == ["A/Settings.swift:1:45 views-do-no-io"])
    }

    @Test func aTypeNestedInASuperclassShadowsATopLevelNamesake() {
        #expect(Self.lint("huddle", [
            ("A/Screen.swift", "protocol Screen {}"),
            ("A/BaseScreen.swift", "class BaseScreen { protocol Screen: View {} }\nclass ListScreen: BaseScreen { struct Row: Screen { func f() { _ = UserDefaults.standard } } }"),
        ]) == ["A/BaseScreen.swift:2:68 views-do-no-io"])
    }

    @Test func anExtensionOfAFrameworksNestedTypeIsNoTreeType() {
        #expect(Self.lint("huddle", [
            ("A/Configuration.swift", "struct Configuration: View { var body: some View { Text(\"\") } }"),
            ("A/UIButton+Style.swift", "import UIKit\n\nextension UIButton.Configuration {\n    static func primary() -> Self { _ = UserDefaults.standard; return .filled() }\n}"),
        ]) == [])
    }

    /// A type declared in two `#if` branches is judged by its own supertypes, resolved.
    @Test func isolationOfATypeInIfBranchesFollowsItsResolvedProtocols() {
        #expect(Self.lint("huddle", [
            ("Routers/HomeRouter.swift", "#if os(iOS)\nfinal class HomeRouter: Router, Home.Routing {}\n#else\nfinal class HomeRouter: Router, Home.Routing {}\n#endif"),
            ("Home/Home.swift", "enum Home { protocol Routing {} }"),
            ("Other/Other.swift", "enum Other { @MainActor protocol Routing {} }"),
            // A Router of the tree's own, not @MainActor (the runtime's would make every subclass so).
            ("Core/Router.swift", "open class Router {}"),
        ]) == ["Routers/HomeRouter.swift:2:13 routers-are-main-actor", "Routers/HomeRouter.swift:4:13 routers-are-main-actor"])
    }

    @Test func qualifiedGenericArgumentsAndWrappedTypesNameTheNestedType() {
        #expect(Self.lint("sourcearch", [
            ("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthSource.Model> {\n    final class Model {}\n    let initialModel = Model()\n}"),
            ("Features/Status.swift", "enum Status { final class Model {} }"),
            ("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: Status.Model\n    var body: some View { Text(\"\") }\n}"),
            ("Features/Model.swift", "struct Model {}"),
            ("Features/Other.swift", "enum Other { final class Model {} }"),
        ]) == ["Features/AuthSource.swift:2:17 models-are-values", "Features/Status.swift:1:27 models-are-values"])
    }

    @Test func inheritedMembersComeFromTheResolvedSuperclass() {
        #expect(Self.lint("sourcearch", [
            ("Features/StatusViewController.swift", "final class StatusViewController: Settings.Base, Renderer {\n    @Source var model: CoworkerStatus\n}"),
            ("Features/Storage.swift", "enum Storage { class Base { func render() {} } }"),
            ("Features/Settings.swift", "enum Settings { class Base: UIViewController {} }"),
        ]) == ["Features/StatusViewController.swift:1:13 class-renderer-renders"])
        #expect(Self.lint("sourcearch", [
            ("Features/Storage.swift", "enum Storage { final class BaseSource: SourceOf<Model> { let initialModel = Model() } }"),
            ("Features/Settings.swift", "enum Settings { class BaseSource: SourceOf<Model> {} }"),
            ("Features/FeatureSource.swift", "final class FeatureSource: Settings.BaseSource {}"),
        ]).filter { $0.hasSuffix("source-declares-initial-model") }
            == ["Features/FeatureSource.swift:1:13 source-declares-initial-model", "Features/Settings.swift:1:23 source-declares-initial-model"])
    }

    /// A name in code stands for the type it names there: the top-level `Row`, not the label
    /// `Settings.Row`; inside `Settings`, the label.
    @Test func aReferenceIsJudgedByTheTypeItNamesWhereItIsWritten() {
        #expect(Self.lint("sobreiro", [
            ("Screens/EditorViewModel.swift", "final class EditorViewModel: ViewModel<EditorViewState> {\n    let rows: [Row] = []\n}"),
            ("Screens/Row.swift", "struct Row {}"),
            ("Screens/Settings.swift", "enum Settings {\n    final class Row: UILabel {}\n    final class SettingsViewModel: ViewModel<SettingsViewState> {\n        let rows: [Row] = []\n    }\n}"),
        ]).filter { $0.hasSuffix("view-models-reference-no-views") } == ["Screens/Settings.swift:4:20 view-models-reference-no-views"])
    }

    /// A receiver's type is found among the enclosing type's own members, not a namesake's.
    @Test func aReceiverIsTypedByTheEnclosingTypesOwnMembers() {
        #expect(Self.lint("sobreiro", [
            ("Screens/A.swift", "enum A {\n    final class Coordinator {\n        let viewModel: ListViewModel\n        func reset() { viewModel.state = .loading }\n    }\n}"),
            ("Screens/B.swift", "enum B {\n    final class Coordinator {\n        let viewModel: Helper\n        func reset() { viewModel.state = .loading }\n    }\n}\nfinal class Helper { var state = 0 }"),
            ("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {}"),
        ]).filter { $0.hasSuffix("state-owned-by-view-model") } == ["Screens/A.swift:4:34 state-owned-by-view-model"])
    }

    /// A type declared in the function is the one its code names.
    @Test func aLocalTypeShadowsATreeTypeOfItsName() {
        #expect(Self.lint("sobreiro", [
            ("Screens/ExportViewModel.swift", "final class ExportViewModel: ViewModel<ExportViewState> {\n    func export() -> Int {\n        struct Row: Encodable { let id: Int }\n        let rows = [Row(id: 1)]\n        return rows.count\n    }\n}"),
            ("Screens/Row.swift", "import UIKit\nfinal class Row: UILabel {}"),
        ]).filter { $0.hasSuffix("view-models-reference-no-views") } == [])
    }

    @Test func aNamesakesSubscriptionDoesNotCount() {
        #expect(Self.lint("sobreiro", [
            ("Screens/Storage.swift", "enum Storage {\n    final class Cell: UIView, StatefulView {\n        func render(state: ListViewState) {}\n    }\n}"),
            ("Screens/Settings.swift", "enum Settings {\n    final class Cell: UIView, StatefulView {\n        func bind(_ vm: ListViewModel) { vm.subscribe(view: self) }\n        func render(state: ListViewState) {}\n    }\n}"),
        ]) == ["Screens/Storage.swift:2:17 stateful-views-subscribe"])
    }

    /// A type declared in an extension written through a module or a type alias is the one
    /// other files extend by its declared name.
    @Test func typesDeclaredThroughAModuleOrAliasAreTheDeclaredOnes() {
        for (declaringFile, extended) in [("Sources/ModuleB/SettingsRow.swift", "ModuleA.Settings"), ("Sources/ModuleA/SettingsRow.swift", "S")] {
            #expect(Self.lint("sobreiro", [
                ("Sources/ModuleA/Settings.swift", "public enum Settings {}\ntypealias S = Settings"),
                ("Sources/ModuleB/SettingsRow+Bind.swift", "import ModuleA\nextension Settings.Row {\n    func bind(_ vm: ListViewModel) { vm.subscribe(view: self) }\n}"),
                (declaringFile, "import UIKit\nimport ModuleA\nextension \(extended) {\n    final class Row: UITableViewCell, StatefulView {\n        func render(state: ListViewState) {}\n    }\n}"),
            ]) == [], "through \(extended)")
        }
    }

    @Test func aSuperclassesNestedTypesCountAtAnyDepth() {
        #expect(Self.lint("huddle", [
            ("Screens/BaseScreen.swift", "import SwiftUI\nclass BaseScreen {\n    class Row: View { var body: some View { Text(\"\") } }\n}\nclass MidScreen: BaseScreen {}\nfinal class ListScreen: MidScreen {\n    final class Cell: Row {\n        func load() -> String? { UserDefaults.standard.string(forKey: \"k\") }\n    }\n}"),
            ("Screens/Row.swift", "struct Row { let id: Int }"),
        ]) == ["Screens/BaseScreen.swift:8:34 views-do-no-io"])
    }

    /// `SwiftUI.Image` is the framework's (SwiftUI is no folder of the tree), not the tree's `Image`.
    @Test func aFrameworkQualifiedExtensionIsNotATreeType() {
        #expect(Self.lint("puddles", [
            ("Core/Models/Image.swift", "import Foundation\npublic struct Image: Hashable {\n    public let url: URL\n}"),
            ("Modules/ImageExtras.swift", "import SwiftUI\n\nextension SwiftUI.Image {\n    init(cached name: String) {\n        let data = FileManager.default.contents(atPath: name)\n        self.init(systemName: name)\n    }\n}"),
        ]) == ["Modules/ImageExtras.swift:5:20 io-stays-in-core"])
    }

    /// Aliases through a module, in chains, and file-private ones of the same name in two files.
    @Test func extensionsThroughTypeAliases() {
        #expect(Self.lint("huddle", [
            ("Sources/ModuleA/Settings.swift", "public enum Settings {\n    public struct Row { public init() {} }\n}"),
            ("Sources/ModuleB/Aliases.swift", "import ModuleA\ntypealias SettingsRow = ModuleA.Settings.Row\ntypealias R1 = SettingsRow\ntypealias R2 = R1\ntypealias R3 = R2\ntypealias R4 = R3\ntypealias R5 = R4"),
            ("Sources/ModuleB/SettingsRow+View.swift", "import SwiftUI\nimport ModuleA\n\nextension SettingsRow: View {\n    public var body: some View { Text(\"\") }\n}\nextension R5 {\n    func title() -> String? { UserDefaults.standard.string(forKey: \"x\") }\n}"),
        ]) == ["Sources/ModuleB/SettingsRow+View.swift:8:31 views-do-no-io"])
        #expect(Self.lint("huddle", [
            ("A/SettingsRow+View.swift", "import SwiftUI\nprivate typealias Row = Settings.Row\nextension Row: View {\n    var body: some View { Text(\"row\") }\n}"),
            ("A/StorageRow+Load.swift", "import Foundation\nprivate typealias Row = Storage.Row\nextension Row {\n    func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/x\") }\n}"),
            ("A/Types.swift", "enum Settings { struct Row {} }\nenum Storage { struct Row {} }"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == [])
    }

    /// Each step of a receiver chain is typed by the member of the type the step before
    /// resolved to (`B.Coordinator`'s `list`), not by a namesake's member of that name.
    @Test func eachStepOfAReceiverChainIsTypedByTheResolvedType() {
        let types: [(String, String)] = [
            ("Screens/A.swift", "enum A {\n    final class Coordinator { let list: ListViewModel }\n}"),
            ("Screens/B.swift", "enum B {\n    final class Coordinator { let list: Helper }\n}\nfinal class Helper { var state = 0 }"),
            ("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {}"),
        ]
        #expect(Self.lint("sobreiro", types + [
            ("Screens/Screen.swift", "final class Screen {\n    let coordinator: B.Coordinator\n    func reset() {\n        coordinator.list.state = 1\n        self.coordinator.list.state = 2\n    }\n}"),
            ("Screens/Other.swift", "final class Other {\n    let coordinator: A.Coordinator\n    func reset() { self.coordinator.list.state = .loading }\n}"),
        ]).filter { $0.hasSuffix("state-owned-by-view-model") } == ["Screens/Other.swift:3:42 state-owned-by-view-model"])
    }

    /// A receiver's layers are its resolved type's: `Detail.Model` is no view model because
    /// `List.Model` is one.
    @Test func aReceiversLayersAreItsResolvedTypes() {
        #expect(Self.lint("sobreiro", [
            ("Screens/List.swift", "enum List {\n    final class Model: ViewModel<ListViewState> {}\n}"),
            ("Screens/Detail.swift", "enum Detail {\n    final class Model { var state = 0 }\n}"),
            ("Screens/DetailScreen.swift", "final class DetailScreen {\n    let model: Detail.Model\n    let list: List.Model\n    func reset() {\n        model.state = 1\n        list.state = .idle\n    }\n}"),
        ]).filter { $0.hasSuffix("state-owned-by-view-model") } == ["Screens/DetailScreen.swift:6:14 state-owned-by-view-model"])
    }

    /// A property declared in two `#if` branches with different types has both: a write through
    /// it counts when either is a view model (every branch counts), in either order.
    @Test func aPropertyOfTwoIfBranchesHasBothTypes() {
        let models = ("Screens/Models.swift", "final class ListModel: ViewModel<ListViewState> {}\nfinal class PlainModel { var state = 0 }")
        #expect(Self.lint("sobreiro", [models,
            ("Screens/DetailScreen.swift", "final class DetailScreen {\n#if os(iOS)\n    let model: PlainModel\n#else\n    let model: ListModel\n#endif\n"
                + "    let plain: PlainModel\n    func reset() {\n        model.state = .idle\n        plain.state = 1\n    }\n}"),
            ("Screens/OtherScreen.swift", "final class OtherScreen {\n#if DEBUG\n    var model: ListModel? = nil\n#else\n    var model: PlainModel? = nil\n#endif\n"
                + "    func reset() { model?.state = .idle }\n}"),
        ]).filter { $0.hasSuffix("state-owned-by-view-model") }
            == ["Screens/DetailScreen.swift:9:15 state-owned-by-view-model", "Screens/OtherScreen.swift:7:27 state-owned-by-view-model"])
    }

    /// A class declared in the function is the type its code makes, not a tree type of its name;
    /// its members type the steps after it.
    @Test func aLocalClassTypesItsVariables() {
        #expect(Self.lint("sobreiro", [
            ("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {}"),
            ("Tools/Exporter.swift", "final class Exporter {\n    func run() {\n        final class ListViewModel { var state = 0; let inner = Inner() }\n        final class Inner { var state = 0 }\n        let vm = ListViewModel()\n        vm.state = 1\n        vm.inner.state = 2\n    }\n}"),
        ]).filter { $0.hasSuffix("state-owned-by-view-model") } == [])
    }

    /// A nested type named through the type it is nested in (`Settings.Row`) is judged as
    /// that type, in annotations, generic arguments and calls.
    @Test func aQualifiedNestedTypeIsJudgedAsTheNestedType() {
        #expect(Self.lint("sobreiro", [
            ("Screens/Settings.swift", "import UIKit\nenum Settings {\n    final class Row: UILabel {}\n}\nenum Storage {\n    struct Row {}\n}"),
            ("Screens/SettingsViewModel.swift", "final class SettingsViewModel: ViewModel<SettingsViewState> {\n    let rows: [Settings.Row] = []\n    let saved: [Storage.Row] = []\n    func make() -> Any { Settings.Row() }\n    // Settings.Row in a comment\n    let title = \"Settings.Row\"\n    let header: Banner.Title? = nil\n}"),
            // A view named first is reported once, not again for its nested view.
            ("Screens/Banner.swift", "import UIKit\nfinal class Banner: UILabel {\n    final class Title: UILabel {}\n}"),
        ]).filter { $0.hasSuffix("view-models-reference-no-views") }
            == ["Screens/SettingsViewModel.swift:2:25 view-models-reference-no-views", "Screens/SettingsViewModel.swift:4:35 view-models-reference-no-views",
                "Screens/SettingsViewModel.swift:7:17 view-models-reference-no-views"])
    }

    /// A nested type named through a generic type (`Boxes<Int>.Tile`) is the nested type, as
    /// `Settings.Row` is; a generic view named first is reported once, not again for its
    /// nested view; a comparison is no generic clause; comments and strings never count.
    @Test func aNestedTypeNamedThroughAGenericTypeIsTheNestedType() {
        #expect(Self.lint("sobreiro", [
            ("App/Screens/Boxes.swift", "import UIKit\nenum Boxes<T> {\n    final class Tile: UILabel {}\n}\nfinal class Grid<T>: UILabel {\n    final class Cell: UILabel {}\n}"),
            ("App/Screens/SettingsViewModel.swift", "final class SettingsViewModel: ViewModel<SettingsViewState> {\n"
                + "    let t: Boxes<Int>.Tile? = nil\n    let g: Grid<String>.Cell? = nil\n    func make() -> Any { Boxes<[Int: String]>.Tile() }\n"
                + "    // Boxes<Int>.Tile in a comment\n    let title = \"Boxes<Int>.Tile\"\n    func less(_ a: Int, _ b: Int) -> Bool { a < b }\n}"),
        ]).filter { $0.hasSuffix("view-models-reference-no-views") }
            == ["App/Screens/SettingsViewModel.swift:2:23 view-models-reference-no-views", "App/Screens/SettingsViewModel.swift:3:12 view-models-reference-no-views",
                "App/Screens/SettingsViewModel.swift:4:47 view-models-reference-no-views"])
    }

    /// A nested type named through a subclass of the type it is nested in (`ListScreen.Row` for
    /// `BaseScreen.Row`, at any depth) is that nested type; a subclass's own type of the name
    /// shadows it.
    @Test func aNestedTypeNamedThroughASubclassIsTheInheritedOne() {
        #expect(Self.lint("sobreiro", [
            ("App/Screens/BaseScreen.swift", "import UIKit\nclass BaseScreen {\n    class Row: UILabel {}\n}\nclass MidScreen: BaseScreen {}\n"
                + "final class ListScreen: MidScreen {}\nfinal class GridScreen: MidScreen {\n    struct Row {}\n}"),
            ("App/Screens/SettingsViewModel.swift", "final class SettingsViewModel: ViewModel<SettingsViewState> {\n"
                + "    let list: ListScreen.Row? = nil\n    let grid: GridScreen.Row? = nil\n    let other: ListScreen.Other? = nil\n"
                + "    // ListScreen.Row in a comment\n    let title = \"ListScreen.Row\"\n}"),
        ]).filter { $0.hasSuffix("view-models-reference-no-views") } == ["App/Screens/SettingsViewModel.swift:2:26 view-models-reference-no-views"])
    }

    /// The attribute of a superclass counts when it is the resolved superclass, not a namesake.
    @Test func aSuperclassAttributeCountsOnlyForTheResolvedSuperclass() {
        #expect(Self.lint("vidrep", [
            ("Routers/AppRouter.swift", "final class AppRouter: Settings.Base {}\nfinal class TabRouter: Storage.Base {}"),
            ("Routers/Bases.swift", "enum Settings { class Base {} }\nenum Storage { @Observable class Base {} }"),
        ]).filter { $0.hasSuffix("router-is-observable") } == ["Routers/AppRouter.swift:1:13 router-is-observable"])
    }

    /// What a receiver's written type stands for: a generic parameter of the type declaring the
    /// property is unknown (not a view model); a type alias is followed to its type, nested or
    /// top-level; generic arguments inside a path are left out (`Box<Int>.Row`); a local class
    /// is a view model by what it inherits, and only inside the block that declares it.
    @Test func aReceiversTypeIsFollowedThroughAliasesAndGenericsAsWritten() {
        let findings = Self.lint("sobreiro", [
            ("Screens/Base.swift", "class BaseController<Model> {\n    let model: Model\n    init(model: Model) { self.model = model }\n}\nfinal class ListViewModel: ViewModel<ListViewState> {}\nfinal class Counter { var state = 0 }\ntypealias TopVM = ListViewModel"),
            ("Screens/Controllers.swift", "final class SettingsController: BaseController<Counter> {\n    func reset() { model.state = 1 }\n}"),
            ("Screens/Other.swift", "final class Other {\n    typealias Box = Counter\n    typealias Nested = ListViewModel\n    let counter: Box = Counter()\n    let nested: Nested = ListViewModel()\n    let top: TopVM = ListViewModel()\n}"),
            ("Screens/Screen.swift", "final class Screen {\n    let other = Other()\n    let row: Boxes<Int>.Row\n    func reset() {\n        other.counter.state = 1\n        other.nested.state = .idle\n        other.top.state = .idle\n        row.state = 1\n    }\n}"),
            ("Screens/Boxes.swift", "final class Boxes<T>: ViewModel<BoxesViewState> {\n    final class Row { var state = 0 }\n}"),
            ("Tools/Exporter.swift", "final class Exporter {\n    func run(make: () -> ListViewModel) {\n        do {\n            final class ListViewModel { var state = 0 }\n            let local = ListViewModel()\n            local.state = 1\n            final class Derived: ViewModel<DerivedViewState> {}\n            let derived = Derived()\n            derived.state = .idle\n        }\n        let vm: ListViewModel = make()\n        vm.state = .idle\n    }\n}"),
        ]).filter { $0.hasSuffix("state-owned-by-view-model") }
        #expect(findings == ["Screens/Screen.swift:6:22 state-owned-by-view-model", "Screens/Screen.swift:7:19 state-owned-by-view-model",
                             "Tools/Exporter.swift:9:21 state-owned-by-view-model", "Tools/Exporter.swift:12:12 state-owned-by-view-model"])
    }

    /// A local type is seen in its own `case` of a `switch` only, and in itself; a local class
    /// is a view model through a tree view model it inherits.
    @Test func aLocalTypeIsSeenWhereSwiftSeesIt() {
        #expect(Self.lint("sobreiro", [
            ("Screens/ListViewModel.swift", "class ListViewModel: ViewModel<ListViewState> {}"),
            ("Tools/Exporter.swift", "final class Exporter {\n    func run(x: Int) {\n        switch x {\n        case 1:\n            final class ListViewModel {\n                var state = 0\n                func copy(from other: ListViewModel) { other.state = 1 }\n            }\n            let a = ListViewModel()\n            a.state = 1\n        default:\n            let b = ListViewModel()\n            b.state = .idle\n        }\n        final class Mock: ListViewModel {}\n        let mock = Mock()\n        mock.state = .idle\n    }\n}"),
        ]).filter { $0.hasSuffix("state-owned-by-view-model") }
            == ["Tools/Exporter.swift:13:15 state-owned-by-view-model", "Tools/Exporter.swift:17:14 state-owned-by-view-model"])
    }

    /// From the third review: a local class is no view model by a project protocol it conforms
    /// to; `@unknown default:` is a label, a `case` continuing a condition is not; a static
    /// member named through a nested type (`Config.Price.tax`) is that type's.
    @Test func localScopesAndConformancesAndQualifiedStatics() {
        #expect(Self.lint("sobreiro", [
            ("Screens/ListViewModel.swift", "class ListViewModel: ViewModel<ListViewState> {}"),
            ("Core/Resettable.swift", "protocol Resettable: AnyObject { func reset() }"),
            ("Tools/Exporter.swift", "final class Exporter {\n    func run(flag: Bool, value: Int?) {\n        final class Recorder: Resettable { var state = 0; func reset() {} }\n        let recorder = Recorder()\n        recorder.state = 1\n        final class ListViewModel { var state = 0 }\n        let model = ListViewModel()\n        if flag,\n           case .some = value {\n            model.state = 1\n        }\n    }\n    func sort(order: ComparisonResult) {\n        switch order {\n        case .orderedAscending:\n            final class ListViewModel { var state = 0 }\n            _ = ListViewModel()\n        @unknown default:\n            let b = ListViewModel()\n            b.state = .idle\n        }\n    }\n}"),
        ]).filter { $0.hasSuffix("state-owned-by-view-model") } == ["Tools/Exporter.swift:20:15 state-owned-by-view-model"])
        #expect(Self.lint("vidrep", [
            ("Models/Config.swift", "enum Config { enum Price { static var tax = 0.2 } }"),
            ("Models/Price.swift", "struct Price { let amount: Double }"),
            ("Reducers/CartReducer.swift", "struct CartReducer {\n    func total(_ amount: Double) -> Double {\n        amount * (1 + Config.Price.tax)\n    }\n}"),
        ]).filter { $0.hasSuffix("reducers-are-pure") } == ["Reducers/CartReducer.swift:3:36 reducers-are-pure"])
    }

    /// From the fourth review: a local class inheriting a view model's base through a type
    /// alias is one; a comment before a `case` label does not hide it; a static member named
    /// through a local type is that type's.
    @Test func aliasedBasesCommentedLabelsAndLocalHeads() {
        #expect(Self.lint("sobreiro", [
            ("Screens/ListViewModel.swift", "class ListViewModel: ViewModel<ListViewState> {}\ntypealias ListModelBase = ViewModel<ListViewState>"),
            ("Tools/Exporter.swift", "final class Exporter {\n    func a(order: ComparisonResult) {\n        final class Model: ListModelBase {}\n        let m = Model()\n        m.state = .idle\n        switch order {\n        case .orderedAscending:\n            final class ListViewModel { var state = 0 }\n            _ = ListViewModel()\n        /* legacy */ case .orderedSame:\n            let n = ListViewModel()\n            n.state = .idle\n        default:\n            break\n        }\n    }\n}"),
        ]).filter { $0.hasSuffix("state-owned-by-view-model") }
            == ["Tools/Exporter.swift:5:11 state-owned-by-view-model", "Tools/Exporter.swift:12:15 state-owned-by-view-model"])
        #expect(Self.lint("vidrep", [
            ("Models/Config.swift", "enum Config { enum Price { static var tax = 0.2 } }"),
            ("Reducers/CartReducer.swift", "struct CartReducer {\n    func total(_ amount: Double) -> Double {\n        enum Config { enum Price { static let tax = 0.1 } }\n        return amount * (1 + Config.Price.tax)\n    }\n}"),
        ]).filter { $0.hasSuffix("reducers-are-pure") } == [])
    }

    /// A path through a local type names that type; a path through a reported type (or a
    /// module) is reported once, at its first forbidden name.
    @Test func aQualifiedPathIsReportedOnceAndNotThroughALocalType() {
        #expect(Self.lint("sobreiro", [
            ("App/Screens/Banner.swift", "import UIKit\nfinal class Banner: UILabel {\n    final class Title: UILabel {}\n}\nenum Outer {\n    final class Badge: UILabel {\n        final class Dot: UILabel {}\n    }\n}"),
            ("App/Screens/SettingsViewModel.swift", "final class SettingsViewModel: ViewModel<SettingsViewState> {\n    let b: App.Banner.Title? = nil\n    let c: Outer.Badge.Dot? = nil\n    func make() -> Any {\n        enum Banner { struct Title {} }\n        return Banner.Title()\n    }\n}"),
        ]).filter { $0.hasSuffix("view-models-reference-no-views") }
            == ["App/Screens/SettingsViewModel.swift:2:16 view-models-reference-no-views", "App/Screens/SettingsViewModel.swift:3:18 view-models-reference-no-views"])
    }

    /// A name of 40,000 components (generated or hostile) is keyed as written, in linear time.
    @Test func aVeryLongExtendedNameIsTakenAsWritten() {
        let long = Array(repeating: "A", count: 40_000).joined(separator: ".")
        #expect(Self.lint("huddle", [
            ("A/A.swift", "enum A {}\nclass P {}\nextension \(long): P {}"),
            ("B/B.swift", "enum B { class P {} }"),
        ]) == [])
    }
}
