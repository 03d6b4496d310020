import Foundation
import Testing
import ArchModel
@testable import Linters

/// Types of one name declared in two modules of a Swift package are two types: each module's
/// own code, its extensions, and the code of a module that imports one of them see that one.
@Suite struct ModuleNamespacesTests: PresetLinting {
    private static let package = ("Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\")")

    @Test func modulesAreTheFoldersUnderSourcesAndTestsOfAPackage() {
        #expect(ModuleNamespaces.modules(ofPaths: [
            "Package.swift", "Sources/ModuleA/Row.swift", "Sources/ModuleA/Views/Cell.swift", "Tests/ModuleATests/RowTests.swift",
            "Sources/main.swift", "App/Sources/Feature/View.swift", "Scripts/Tool.swift",
        ]) == [nil, "ModuleA", "ModuleA", "ModuleATests", nil, nil, nil])
        #expect(ModuleNamespaces.modules(ofPaths: ["pkg/Package.swift", "pkg/Sources/Core/A.swift", "other/Sources/Core/B.swift"])
            == [nil, "Core", nil])
        // Without a `Package.swift`, a folder is no module.
        #expect(ModuleNamespaces.modules(ofPaths: ["Sources/ModuleA/Row.swift"]) == [nil])
    }

    /// A target whose manifest names its folder (`path:`) has that folder as its module, and
    /// a folder the default layout would call something else is the target's.
    @Test func targetsWithTheirOwnFolderAreModules() {
        let manifest = "let package = Package(name: \"App\", targets: [\n"
            + "    .target(name: \"Core\", path: \"Modules/Core\"),\n"
            + "    .target(name: \"Feature\", path: \"Modules/Feature\"),\n"
            + "    .testTarget(name: \"CoreTests\", path: \"Tests\"),\n"
            + "    .target(name: \"Impl\", path: \"Sources/Plugins/Impl\"),\n"
            + "])"
        let targets = ["": PackageManifest.targetPaths(Array(manifest.utf8))]
        #expect(ModuleNamespaces.modules(ofPaths: [
            "Package.swift", "Modules/Core/Row.swift", "Modules/Core/Views/Cell.swift", "Modules/Feature/Row.swift",
            "Tests/Unit/RowTests.swift", "Sources/Plugins/Impl/A.swift", "Sources/Plugins/B.swift", "Modules/Other/C.swift",
        ], targetPaths: targets) == [nil, "Core", "Core", "Feature", "CoreTests", "Impl", "Plugins", nil])
        // In a package of its own folder (`pkg/`), and only for that package's files.
        #expect(ModuleNamespaces.modules(ofPaths: ["pkg/Package.swift", "pkg/Modules/Core/A.swift", "Modules/Core/B.swift"],
                                         targetPaths: ["pkg/": targets[""]!]) == [nil, "Core", nil])
        // A package nested in a target's folder keeps its own layout; a folder two targets
        // claim (split by `sources:`) is no one's; an excluded folder is not the target's; a
        // target of the whole package (`path: "."`) takes its files at the top too.
        let outer = "let package = Package(name: \"App\", targets: [\n"
            + "    .target(name: \"App\", path: \"App\", exclude: [\"Scripts\"]),\n"
            + "    .target(name: \"A\", path: \"Shared\", sources: [\"A\"]),\n"
            + "    .target(name: \"B\", path: \"Shared\", sources: [\"A\"]),\n"
            + "])"
        #expect(ModuleNamespaces.modules(ofPaths: [
            "Package.swift", "App/Main.swift", "App/Scripts/Tool.swift", "App/Vendor/Lib/Package.swift",
            "App/Vendor/Lib/Sources/LibA/Row.swift", "App/Vendor/Lib/Other/X.swift", "Shared/A/Y.swift",
        ], targetPaths: ["": PackageManifest.targetPaths(Array(outer.utf8))])
            == [nil, "App", nil, nil, "LibA", nil, nil])
        let whole = "let package = Package(name: \"Tool\", targets: [.executableTarget(name: \"Tool\", path: \".\")])"
        #expect(ModuleNamespaces.modules(ofPaths: ["Package.swift", "main.swift", "Sub/Helper.swift"],
                                         targetPaths: ["": PackageManifest.targetPaths(Array(whole.utf8))]) == [nil, "Tool", "Tool"])
        // The same files linted: `Core`'s `Row` is a view, `Feature`'s is not; without the
        // paths in the manifest, the folders are no modules and the two are one type.
        let rows = [
            ("Modules/Core/Row.swift", "import SwiftUI\n\npublic struct Row: View {\n    public var body: some View { Text(\"\") }\n}"),
            ("Modules/Feature/Row.swift", "import Foundation\n\nstruct Row {\n    func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/row\") }\n}"),
            ("Modules/Feature/Row+Log.swift", "import Foundation\n\nextension Row {\n    func log() { _ = UserDefaults.standard }\n}"),
        ]
        #expect(Self.lint("huddle", [("Package.swift", manifest)] + rows).filter { $0.hasSuffix("views-do-no-io") } == [])
        #expect(Self.lint("huddle", [Self.package] + rows).filter { $0.hasSuffix("views-do-no-io") }
            == ["Modules/Feature/Row+Log.swift:4:22 views-do-no-io", "Modules/Feature/Row.swift:4:28 views-do-no-io"])
    }

    private static let rows: [(String, String)] = [
        Self.package,
        ("Sources/ModuleA/Row.swift", "import SwiftUI\n\npublic struct Row: View {\n    public var body: some View { Text(\"\") }\n}"),
        ("Sources/ModuleB/Row.swift", "import Foundation\n\nstruct Row {\n    func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/row\") }\n}"),
    ]

    /// ModuleA's `Row` is a view; ModuleB's is not, and its extensions are its own.
    @Test func aTypeOfOneNameInTwoModulesIsTwoTypes() {
        #expect(Self.lint("huddle", Self.rows + [
            ("Sources/ModuleB/Row+Cache.swift", "import Foundation\n\nextension Row {\n    func cached() -> Data? { UserDefaults.standard.data(forKey: \"row\") }\n}"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == [])
        // The view's own extension in its module, and one in a module that imports it.
        #expect(Self.lint("huddle", Self.rows + [
            ("Sources/ModuleA/Row+Cache.swift", "import Foundation\n\nextension Row {\n    func cached() -> Data? { UserDefaults.standard.data(forKey: \"row\") }\n}"),
            ("Sources/ModuleC/Row+Log.swift", "import Foundation\nimport ModuleA\n\nextension Row {\n    func log() { _ = UserDefaults.standard }\n}"),
        ]).filter { $0.hasSuffix("views-do-no-io") }
            == ["Sources/ModuleA/Row+Cache.swift:4:30 views-do-no-io", "Sources/ModuleC/Row+Log.swift:5:22 views-do-no-io"])
    }

    /// Without a `Package.swift`, the two are one type, as before.
    @Test func outsideAPackageTypesOfOneNameStayOne() {
        #expect(Self.lint("huddle", Array(Self.rows.dropFirst())).filter { $0.hasSuffix("views-do-no-io") }
            == ["Sources/ModuleB/Row.swift:4:28 views-do-no-io"])
    }

    /// A name written in a module stands for its own module's type, else for the one type of
    /// that name among the modules it imports.
    @Test func aNameInCodeStandsForItsModulesType() {
        let sources: [(String, String)] = [
            Self.package,
            ("Sources/ModuleA/Badge.swift", "import UIKit\n\nfinal class Badge: UILabel {}"),
            ("Sources/ModuleB/Badge.swift", "struct Badge { let count: Int }"),
            ("Sources/ModuleB/CartViewModel.swift", "final class CartViewModel: ViewModel<CartViewState> {\n    let badge: Badge? = nil\n}"),
            ("Sources/ModuleA/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {\n    let badge: Badge? = nil\n}"),
            ("Sources/ModuleC/ShopViewModel.swift", "import ModuleA\n\nfinal class ShopViewModel: ViewModel<ShopViewState> {\n    let badge: Badge? = nil\n}"),
        ]
        #expect(Self.lint("sobreiro", sources).filter { $0.hasSuffix("view-models-reference-no-views") }
            == ["Sources/ModuleA/ListViewModel.swift:2:16 view-models-reference-no-views",
                "Sources/ModuleC/ShopViewModel.swift:4:16 view-models-reference-no-views"])
    }

    /// An extension extends the one type of its name its file sees: an app target's extension
    /// the imported module's; a module's the imported module's (the `public` one when it imports
    /// several declaring ones). One that sees none of them keeps the name one type, as before.
    @Test func anExtensionExtendsTheTypeItsFileSees() {
        let views: [(String, String)] = [
            Self.package,
            ("Sources/ModuleA/Row.swift", "import SwiftUI\n\npublic struct Row: View {\n    public var body: some View { Text(\"\") }\n}"),
            ("Sources/ModuleB/Row.swift", "struct Row { var id = 0 }\npublic final class Store {}"),
        ]
        #expect(Self.lint("huddle", views + [
            ("App/Row+IO.swift", "import Foundation\nimport ModuleA\n\nextension Row {\n    func io() { _ = UserDefaults.standard }\n}"),
            ("Sources/ModuleC/Row+Log.swift", "import Foundation\nimport ModuleA\nimport ModuleB\n\nextension Row {\n    func log() { _ = UserDefaults.standard }\n}"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == ["App/Row+IO.swift:5:21 views-do-no-io", "Sources/ModuleC/Row+Log.swift:6:22 views-do-no-io"])
        // Through a module that re-exports ModuleA (`@_exported import`): ModuleA's, and ModuleB's
        // `Row` stays no view.
        #expect(Self.lint("huddle", views + [
            ("Sources/Core/Exports.swift", "@_exported import ModuleA"),
            ("Sources/ModuleB/Row+Load.swift", "import Foundation\n\nextension Row {\n    func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/row\") }\n}"),
            ("Sources/ModuleC/Row+Log.swift", "import Foundation\nimport Core\n\nextension Row {\n    func log() { _ = UserDefaults.standard }\n}"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == ["Sources/ModuleC/Row+Log.swift:5:22 views-do-no-io"])
        // One that sees two modules' `Row`s (both public): the name stays one type, as before.
        #expect(Self.lint("huddle", [
            Self.package,
            ("Sources/ModuleA/Row.swift", "import SwiftUI\n\npublic struct Row: View {\n    public var body: some View { Text(\"\") }\n}"),
            ("Sources/ModuleB/Row.swift", "import Foundation\n\npublic struct Row {\n    func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/row\") }\n}"),
            ("Sources/ModuleC/Row+Log.swift", "import ModuleA\nimport ModuleB\n\nextension Row {}"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == ["Sources/ModuleB/Row.swift:4:28 views-do-no-io"])
    }

    /// A name stands for the type the code sees: an app target's own before an imported
    /// module's; a module's own before an imported one's, also inside an extension of an
    /// imported type; not a `private` type of another file of the module.
    @Test func aNameStandsForTheTypeTheCodeSees() {
        #expect(Self.lint("sobreiro", [
            Self.package,
            ("Sources/ModuleA/Row.swift", "import SwiftUI\n\npublic struct Row: View {\n    public var body: some View { Text(\"\") }\n}"),
            ("App/Row.swift", "struct Row { let id: Int }"),
            ("App/RowViewModel.swift", "import ModuleA\n\nfinal class RowViewModel: ViewModel<RowViewState> {\n    let row: Row? = nil\n}"),
            ("Sources/ModuleC/Helper.swift", "private struct Row { var id = 0 }"),
            ("Sources/ModuleC/ShopViewModel.swift", "import ModuleA\n\nfinal class ShopViewModel: ViewModel<ShopViewState> {\n    let row: Row? = nil\n}"),
        ]).filter { $0.hasSuffix("view-models-reference-no-views") } == ["Sources/ModuleC/ShopViewModel.swift:4:14 view-models-reference-no-views"])
        #expect(Self.lint("sobreiro", [
            Self.package,
            ("Sources/ModuleA/Badge.swift", "import UIKit\npublic final class Badge: UILabel {}"),
            ("Sources/ModuleA/ListViewModel.swift", "public final class ListViewModel: ViewModel<ListViewState> {}"),
            ("Sources/ModuleB/ListViewModel.swift", "final class ListViewModel {}"),
            ("Sources/ModuleC/Badge.swift", "struct Badge { let count: Int }"),
            ("Sources/ModuleC/ListViewModel+Badge.swift", "import ModuleA\n\nextension ListViewModel {\n    var badge: Badge? { nil }\n}"),
        ]).filter { $0.hasSuffix("view-models-reference-no-views") } == [])
        // A type of a framework's name in a module the file does not import is not the one it
        // names: SwiftUI's `Text` is.
        #expect(Self.lint("sobreiro", [
            Self.package,
            ("Sources/ModuleA/Text.swift", "public struct Text { public let raw: String }"),
            ("Sources/ModuleB/ListViewModel.swift", "import ModuleA\n\nfinal class ListViewModel: ViewModel<ListViewState> {\n    func show(_ t: Text) {}\n}"),
            ("Sources/ModuleC/OtherViewModel.swift", "import SwiftUI\n\nfinal class OtherViewModel: ViewModel<OtherViewState> {\n    func show(_ t: Text) {}\n}"),
        ]).filter { $0.hasSuffix("view-models-reference-no-views") } == ["Sources/ModuleC/OtherViewModel.swift:4:20 view-models-reference-no-views"])
    }

    /// A type declared in two `#if` branches looks its supertypes up in its module too.
    @Test func aTypeInIfBranchesLooksItsSupertypesUpInItsModule() {
        #expect(Self.lint("huddle", [
            Self.package,
            ("Sources/ModuleA/Routing.swift", "@MainActor\npublic protocol Routing: AnyObject {}"),
            ("Sources/ModuleB/Routing.swift", "public protocol Routing: AnyObject {}"),
            ("Sources/ModuleC/BadRouter.swift", "import ModuleB\n#if DEBUG\nfinal class BadRouter: Router, Routing {}\n#else\nfinal class BadRouter: Router, Routing {}\n#endif"),
            ("Sources/ModuleC/ShopRouter.swift", "import ModuleA\nfinal class ShopRouter: Router, Routing {}"),
            // A Router of the tree's own, not @MainActor (the runtime's would make every subclass so).
            ("Sources/ModuleC/Router.swift", "open class Router {}"),
        ]).filter { $0.hasSuffix("routers-are-main-actor") }
            == ["Sources/ModuleC/BadRouter.swift:3:13 routers-are-main-actor", "Sources/ModuleC/BadRouter.swift:5:13 routers-are-main-actor"])
    }

    /// `T.x` reads the `T` of its own module: ModB's `static let` is no ModA `static var`.
    @Test func aStaticMemberIsLookedUpInTheTypeItsNameStandsFor() {
        #expect(Self.lint("vidrep", [
            Self.package,
            ("Sources/ModA/Models/PriceConfig.swift", "public enum PriceConfig {\n    public static var taxRate = 0.2\n}"),
            ("Sources/ModB/Models/PriceConfig.swift", "enum PriceConfig {\n    static let taxRate = 0.2\n}"),
            ("Sources/ModB/Reducers/CartReducer.swift", "struct CartReducer {\n    func total(_ amount: Double) -> Double { amount * (1 + PriceConfig.taxRate) }\n}"),
            ("Sources/ModA/Reducers/PriceReducer.swift", "struct PriceReducer {\n    func total(_ amount: Double) -> Double { amount * (1 + PriceConfig.taxRate) }\n}"),
        ]).filter { $0.hasSuffix("reducers-are-pure") } == ["Sources/ModA/Reducers/PriceReducer.swift:2:72 reducers-are-pure"])
    }

    /// From the third review: an app target's own type shadows an imported one for its
    /// extensions too; a module named like a type of the tree keeps its names one type (its
    /// placed `Settings.Row` would be the nested one); a `private` type in a module is no app
    /// code's type.
    @Test func shadowingByTheAppAndModulesNamedLikeTypes() {
        #expect(Self.lint("huddle", [
            ("Packages/Core/Package.swift", "// swift-tools-version:6.0"),
            ("Packages/Core/Sources/Core/Row.swift", "public struct Row { public var id = 0 }"),
            ("Packages/Core/Sources/Other/Row.swift", "public struct Row { public var name = \"\" }"),
            ("App/Row.swift", "import SwiftUI\nstruct Row: View { var body: some View { Text(\"\") } }"),
            ("App/Row+IO.swift", "import Foundation\nimport Core\n\nextension Row {\n    func io() { _ = UserDefaults.standard }\n}"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == ["App/Row+IO.swift:5:21 views-do-no-io"])
        #expect(Self.lint("huddle", [
            Self.package,
            ("Sources/Settings/Settings.swift", "import SwiftUI\npublic enum Settings {\n    public struct Row: View { public var body: some View { Text(\"\") } }\n}"),
            ("Sources/Settings/Row.swift", "import Foundation\nstruct Row {\n    func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/row\") }\n}"),
            ("Sources/Storage/Row.swift", "struct Row { var id = 0 }"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == [])
        #expect(Self.lint("sobreiro", [
            Self.package,
            ("Sources/ModuleA/Row.swift", "import SwiftUI\n\npublic struct Row: View {\n    public var body: some View { Text(\"\") }\n}"),
            ("Sources/ModuleB/Row.swift", "struct Row { var id = 0 }"),
            ("Sources/ModuleC/Helper.swift", "private struct Row { var id = 0 }"),
            ("App/ShopViewModel.swift", "import ModuleA\n\nfinal class ShopViewModel: ViewModel<ShopViewState> {\n    let row: Row? = nil\n}"),
            // In its own file, the private type is the one meant.
            ("Sources/ModuleC/CartViewModel.swift", "import ModuleA\n\nprivate struct Row { var id = 0 }\n\nfinal class CartViewModel: ViewModel<CartViewState> {\n    private let row: Row? = nil\n}"),
        ]).filter { $0.hasSuffix("view-models-reference-no-views") } == ["App/ShopViewModel.swift:4:14 view-models-reference-no-views"])
    }

    /// From the fourth review: a module named like a type keeps its names split unless that
    /// type has a nested one of the name; `@_exported import struct` re-exports one declaration.
    @Test func moduleNamedLikeATypeAndScopedReexports() {
        #expect(Self.lint("huddle", [
            Self.package,
            ("Sources/Settings/Row.swift", "import SwiftUI\n\npublic struct Row: View {\n    public var body: some View { Text(\"\") }\n}"),
            ("Sources/Settings/Settings.swift", "public enum Settings { public static let version = 1 }"),
            ("Sources/Storage/Row.swift", "import Foundation\n\nstruct Row {\n    func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/row\") }\n}"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == [])
        #expect(Self.lint("huddle", [
            Self.package,
            ("Sources/Core/Exports.swift", "@_exported import struct ModuleA.Row"),
            ("Sources/ModuleA/Other.swift", "import SwiftUI\n\npublic struct Other: View {\n    public var body: some View { Text(\"\") }\n}\npublic struct Row {}"),
            ("Sources/ModuleB/Other.swift", "public struct Other {\n    public init() {}\n}"),
            ("Sources/ModuleC/Other+Load.swift", "import Foundation\nimport Core\nimport ModuleB\n\nextension Other {\n    func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/row\") }\n}"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == [])
    }

    /// A package whose `Package.swift` the lint does not read (`"include": ["Sources"]`, as the
    /// skeletons have it) has its modules all the same: the file is looked for on disk.
    @Test func aPackageOnDiskHasModules() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archtool-modules-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [Self.package] + Array(Self.rows.dropFirst())
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        #expect(ModuleNamespaces.packageRoots(root: root, paths: ["Sources/ModuleA/Row.swift", "Other/Sources/X/Y.swift"]) == [root + "/"])
        let preset = Presets.preset(for: Style.named("huddle")!)
        let linted = Linter.lint(root: root, paths: ["Sources/ModuleA/Row.swift", "Sources/ModuleB/Row.swift"], layers: preset.layers,
                                 rules: preset.rules).findings.filter { $0.rule == "views-do-no-io" }
        #expect(linted.isEmpty)
        // Linted from inside the package (`cd Sources && archtool lint .`).
        let inside = Linter.lint(root: root + "/Sources", paths: ["ModuleA/Row.swift", "ModuleB/Row.swift"], layers: preset.layers,
                                 rules: preset.rules).findings.filter { $0.rule == "views-do-no-io" }
        #expect(inside.isEmpty)
        // A package whose targets name their folders, linted from one of them: its manifest is
        // found above and read from the disk.
        let manifest = "let package = Package(name: \"App\", targets: [.target(name: \"Core\", path: \"Modules/Core\"), "
            + ".target(name: \"Feature\", path: \"Modules/Feature\")])"
        let custom = root + "/custom"
        for (path, text) in [("Package.swift", manifest), ("Modules/Core/Row.swift", Self.rows[1].1), ("Modules/Feature/Row.swift", Self.rows[2].1)] {
            let url = URL(fileURLWithPath: custom + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        #expect(ModuleNamespaces.packageRoots(root: custom + "/Modules", paths: ["Core/Row.swift"]) == [custom + "/", root + "/"])
        let fromModules = Linter.lint(root: custom + "/Modules", paths: ["Core/Row.swift", "Feature/Row.swift"], layers: preset.layers,
                                      rules: preset.rules).findings.filter { $0.rule == "views-do-no-io" }
        #expect(fromModules.isEmpty)
    }

    /// The facts of a placed file, patched, are those made from it again: on files with nested
    /// types, members, extensions of nested types and generic supertypes, and on a corpus.
    @Test func placedFactsAreTheFactsOfThePlacedFile() {
        let sources: [(String, String)] = [
            Self.package,
            ("Sources/ModuleA/Row.swift", "public struct Row: View, Hashable {\n    struct Cell: Equatable { var id = 0 }\n    var body: some View { Text(\"\") }\n    @Source var model: Row.Model\n}\nextension Row.Cell: Identifiable { var key: Int { id } }\nfinal class Box: SourceOf<Row> { func f() { struct Local: Row.Cell {} } }"),
            ("Sources/ModuleB/Row.swift", "struct Row {}\nextension Row { struct Model {} }\nenum Box {}"),
            ("Sources/ModuleC/Ext.swift", "import ModuleA\nextension Row: CustomStringConvertible { var description: String { \"\" } }"),
        ]
        #expect(Self.factDifferences(sources.map { SourceFile(path: $0.0, text: $0.1) }) == [])
    }

    /// And for a file's own `private` types put in its namespace (`FileLocalTypeTests`), with
    /// their nested types, members, extensions and supertypes, outside any package.
    @Test func placedFactsOfAFilesOwnPrivateTypes() {
        let sources: [(String, String)] = [
            ("Tests/Fixtures.swift", "private final class Row: Codable {\n    struct Cell: Equatable { var id = 0 }\n    var count = 0\n    @Source var model: Row.Cell\n}\nextension Row.Cell: Identifiable { var key: Int { id } }\nprivate extension Row { func reset() {} }\nfinal class Box: SourceOf<Row> { func f() { struct Local: Row.Cell {} } }"),
            ("Features/Row.swift", "struct Row {}\nextension Row { struct Model {} }"),
        ]
        #expect(Self.factDifferences(sources.map { SourceFile(path: $0.0, text: $0.1) }) == [])
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["ARCHTOOL_CORPUS"] != nil))
    func placedFactsAgreeOnTheCorpus() {
        let root = ProcessInfo.processInfo.environment["ARCHTOOL_CORPUS"]!
        var files: [SourceFile] = []
        let walker = FileManager.default.enumerator(atPath: root)
        while let next = walker?.nextObject() as? String {
            guard next.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + next) else { continue }
            files.append(SourceFile(path: next, bytes: Array(data)))
        }
        let problems = Self.factDifferences(files)
        #expect(problems == [], "\(problems.count) differences; first: \(problems.prefix(10))")
    }

    /// Where the patched facts of each placed file differ from the facts made from it.
    private static func factDifferences(_ files: [SourceFile]) -> [String] {
        let context = FileFacts.Context(layers: Presets.preset(for: Style.named("sourcearch")!).layers)
        let syntaxes = files.map { SyntaxScanner.scan($0, bodies: false) }
        let facts = syntaxes.map { FileFacts($0, context) }
        let namespaces = ModuleNamespaces(files: syntaxes, facts: facts)
        var problems: [String] = []
        var placedFiles = 0
        for f in syntaxes.indices {
            guard let (placed, patched) = namespaces.apply(syntaxes[f], file: f, facts: facts[f]) else { continue }
            placedFiles += 1
            let made = FileFacts(placed, context)
            func text(_ facts: FileFacts) -> [String] {
                facts.contributions.map { "c \($0.declaration) \($0.name) \($0.scope) \($0.supertypes) \($0.supertypePaths) \($0.kind)" }
                    + facts.memberRuns.map { "m \($0.owner) \($0.indices)" }
                    + facts.types.map { "t \($0.index) \($0.name) \($0.key) \($0.isConcrete) \($0.outer)" }
                    + facts.genericArguments.map { "g \($0)" } + facts.wrappedTypes.map { "w \($0)" } + ["p \(facts.parents)", "l \(facts.layers.sorted())"]
            }
            let (a, b) = (text(patched), text(made))
            if a != b { problems.append("\(placed.path): " + zip(a, b).filter { $0 != $1 }.prefix(3).map { "\($0) ≠ \($1)" }.joined(separator: "; ")) }
        }
        if placedFiles == 0 { problems.append("no file placed") }
        return problems
    }

    /// A supertype named in a module is its module's type: ModuleB's `Screen` is no view.
    @Test func aSupertypeIsLookedUpInTheModuleFirst() {
        #expect(Self.lint("huddle", [
            Self.package,
            ("Sources/ModuleA/Screen.swift", "import SwiftUI\n\npublic protocol Screen: View {}"),
            ("Sources/ModuleB/Screen.swift", "protocol Screen {}"),
            ("Sources/ModuleB/Settings.swift", "import Foundation\n\nstruct Settings: Screen {\n    func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/s\") }\n}"),
            ("Sources/ModuleA/Profile.swift", "import Foundation\n\nstruct Profile: Screen {\n    var body: some View { Text(\"\") }\n    func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/p\") }\n}"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == ["Sources/ModuleA/Profile.swift:5:28 views-do-no-io"])
    }

    /// A target whose Swift settings make `MainActor` the default isolation makes its types
    /// `@MainActor` (Swift 6.2), but the `nonisolated` ones; another target's stay as written.
    @Test func aTargetIsolatedToTheMainActorByDefault() {
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "App", targets: [
                .executableTarget(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .target(name: "Kit"),
            ])
            """
        #expect(Self.lint("puddles", [
            ("Package.swift", manifest),
            ("Sources/App/Router/RootRouter.swift", "import Observation\n@Observable\nfinal class RootRouter {}\n"),
            ("Sources/App/Router/DetailRouter.swift", "import Observation\n@Observable\nnonisolated final class DetailRouter {}\n"),
            ("Sources/Kit/Router/KitRouter.swift", "import Observation\n@Observable\nfinal class KitRouter {}\n"),
        ]).filter { $0.hasSuffix("routers-are-main-actor") } == [
            "Sources/App/Router/DetailRouter.swift:3:25 routers-are-main-actor",
            "Sources/Kit/Router/KitRouter.swift:3:13 routers-are-main-actor",
        ])
    }

    /// The manifest SwiftPM reads is the one of the newest tools version: a version-specific one
    /// (`Package@swift-6.2.swift`) newer than `Package.swift` (a package that keeps `Package.swift`
    /// for older toolchains sets the isolation there), never one kept for older toolchains
    /// (review 30d item 1: a 6.0 legacy manifest beside a 6.2 `Package.swift` was read).
    @Test func theManifestOfTheNewestToolsVersionIsRead() {
        let old = "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.executableTarget(name: \"App\")])\n"
        let new = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "App", targets: [
                .executableTarget(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
            ])
            """
        let router = ("Sources/App/Router/RootRouter.swift", "import Observation\n@Observable\nfinal class RootRouter {}\n")
        let error = ["Sources/App/Router/RootRouter.swift:3:13 routers-are-main-actor"]
        #expect(Self.lint("puddles", [("Package.swift", old), ("Package@swift-6.2.swift", new), ("Package@swift-6.swift", old), router])
            .filter { $0.hasSuffix("routers-are-main-actor") }.isEmpty)
        #expect(Self.lint("puddles", [("Package.swift", new), ("Package@swift-6.0.swift", old), router])
            .filter { $0.hasSuffix("routers-are-main-actor") }.isEmpty)
        #expect(Self.lint("puddles", [("Package.swift", old), ("Package@swift-5.8.swift", new.replacingOccurrences(of: "6.2", with: "5.8")), router])
            .filter { $0.hasSuffix("routers-are-main-actor") } == error)
        #expect(ManifestVersion.toolsVersion(Array("// swift-tools-version:5.9.1\n".utf8)) == [5, 9, 1])
        #expect(ManifestVersion.version(ofName: "Package@swift-6.2.1.swift") == [6, 2, 1])
        #expect(ManifestVersion.version(ofName: "Package@swift-x.swift") == nil)
        #expect(ManifestVersion.version(ofName: "Package@swift-.swift") == nil)
    }
}
