import ArchModel
import Testing
@testable import Linters

/// A `private` or `fileprivate` top-level type is its file's alone: Swift sees it nowhere else,
/// and there before any other type of its name. When another file declares or extends a type
/// of its name, it is a type of its own (keyed in its file's namespace, `#2.CounterModel`),
/// with its own layers, members and supertypes; its extensions in its file extend it, and its
/// name written there means it. One of a name no other file has is keyed as written, as before.
@Suite struct FileLocalTypeTests: PresetLinting {
    private static func project(_ style: String, _ sources: [(String, String)]) -> LintProject {
        LintProject(files: sources.map { SyntaxScanner.scan(SourceFile(path: $0.0, text: $0.1)) },
                    layers: Presets.preset(for: Style.named(style)!).layers)
    }

    private static func memberNames(_ project: LintProject, _ type: String) -> [String] {
        project.memberIndices(ofDeclared: type).map { project.files[$0.file].declarations[$0.index].name }
    }

    /// Review 30b item 4: the test's private class takes neither the layer, the members nor the
    /// supertypes of the model `SourceOf<CounterModel>` names in another file, nor gives its own.
    @Test func aPrivateTypeIsNotAnotherFilesNamesake() {
        let sources = [
            ("Features/Counter.swift", "struct CounterModel: Equatable { let count: Int }\nfinal class CounterSource: SourceOf<CounterModel> {\n    let initialModel = CounterModel(count: 0)\n}"),
            ("Features/CounterModel+Doubled.swift", "extension CounterModel: Hashable {\n    var doubled: Int { count * 2 }\n}"),
            ("Tests/Fixtures.swift", "private final class CounterModel: Codable {\n    var count = 0\n}\nextension CounterModel: Sendable {\n    func reset() { count = 0 }\n}\nfinal class FixtureTests {\n    private let model = CounterModel()\n}"),
        ]
        #expect(Self.lint("sourcearch", sources) == [])
        let project = Self.project("sourcearch", sources)
        let index = project.index
        #expect(index.names == ["#2.CounterModel", "CounterModel", "CounterSource", "FixtureTests"])
        #expect(project.layers(ofDeclared: "CounterModel") == ["Models"])
        #expect(project.layers(ofDeclared: "#2.CounterModel") == [])
        #expect(project.layers(file: 2, declaration: 0) == [])
        #expect(index.supertypes(ofDeclared: "CounterModel") == ["Equatable", "Hashable"])
        #expect(index.supertypes(ofDeclared: "#2.CounterModel") == ["Codable", "Sendable"])
        #expect(Self.memberNames(project, "CounterModel") == ["count", "doubled"])
        #expect(Self.memberNames(project, "#2.CounterModel") == ["count", "reset"])
        // Its name in its file means it (at the file level and in another type), elsewhere the other.
        let fixtures = project.files[2].declarations
        let tests = fixtures.firstIndex { $0.name == "FixtureTests" }
        #expect(project.referencedTypes("CounterModel", file: 2, declaration: nil).map { index.entries[$0].qualifiedName } == ["#2.CounterModel"])
        #expect(project.referencedTypes("CounterModel", file: 2, declaration: tests).map { index.entries[$0].qualifiedName } == ["#2.CounterModel"])
        #expect(project.referencedTypes("CounterModel", file: 1, declaration: 0).map { index.entries[$0].qualifiedName } == ["CounterModel"])
        // The private type used as a model in its own file is the model; the other is not.
        let used = [
            ("Features/CounterModel.swift", "final class CounterModel {\n    var count = 0\n}"),
            ("Tests/Fixtures.swift", "private final class CounterModel {}\nfinal class FixtureSource: SourceOf<CounterModel> {}"),
        ]
        #expect(Self.lint("sourcearch", used).filter { $0.hasSuffix("models-are-values") } == ["Tests/Fixtures.swift:1:21 models-are-values"])
        #expect(Self.project("sourcearch", used).layers(ofDeclared: "CounterModel") == [])
    }

    /// ViDRep's case (the corpus's GRDB `MutablePersistableRecordChangesTests`): a test's private
    /// `Player` and its extension there are no model; the model `Player` keeps its findings; a
    /// private namesake in `Models/` is a model by its own path.
    @Test func aPrivateNamesakeKeepsItsOwnLayerByItsOwnPath() {
        let sources = [
            ("Models/Player.swift", "import Foundation\nstruct Player {\n    var createdAt: Date?\n    mutating func stamp() { createdAt = Date() }\n}"),
            ("Models/AppRepository.swift", "final class AppRepository {}"),
            ("Tests/PlayerTests.swift", "import Foundation\n\nprivate struct Player {\n    var createdAt: Date?\n    mutating func stamp() {\n        createdAt = Date()\n    }\n}\nextension Player {\n    mutating func touch() { createdAt = .now }\n}"),
            ("Models/Fixtures.swift", "import Foundation\nfileprivate struct Player {\n    let createdAt = Date()\n}"),
        ]
        #expect(Self.lint("vidrep", sources).filter { $0.hasSuffix("models-are-deterministic") }
            == ["Models/Fixtures.swift:3:21 models-are-deterministic", "Models/Player.swift:4:41 models-are-deterministic"])
        let project = Self.project("vidrep", sources)
        #expect(project.layers(ofDeclared: "Player") == ["Models"])
        #expect(project.layers(ofDeclared: "#2.Player") == [])
        #expect(project.layers(ofDeclared: "#3.Player") == ["Models"])
        #expect(project.typeLayers["Player"] == ["Models"])
    }

    /// Two files' private types of one name are two types; another file's extension of that
    /// name (a framework type's: `os.Logger`) extends neither.
    @Test func privateTypesOfOneNameInTwoFilesAreTwo() {
        let sources = [
            ("A/Logger.swift", "private struct Logger: Equatable { let name: String }"),
            ("B/Logger.swift", "fileprivate enum Logger: Hashable { case on }"),
            ("C/Logger+App.swift", "import os\nextension Logger: @unchecked Sendable {\n    static let app = Logger(subsystem: \"app\", category: \"main\")\n}"),
        ]
        let index = Self.project("vidrep", sources).index
        #expect(index.names == ["#0.Logger", "#1.Logger", "Logger"])
        #expect(index.supertypes(ofDeclared: "#0.Logger") == ["Equatable"])
        #expect(index.supertypes(ofDeclared: "#1.Logger") == ["Hashable"])
        #expect(index.entries(declared: "Logger").map(\.kind) == [nil])
    }

    /// A private type of a name no other file has is keyed as written: the model, by the file's
    /// own `SourceOf<LocalModel>`, as before.
    @Test func aPrivateTypeOfANameNoOtherFileHasIsAsBefore() {
        let sources = [
            ("Features/Local.swift", "private final class LocalModel {}\nextension LocalModel {}\nfinal class LocalSource: SourceOf<LocalModel> {}"),
            ("Features/Other.swift", "struct OtherModel {}\nextension LocalSource {}"),
        ]
        let syntaxes = sources.map { SyntaxScanner.scan(SourceFile(path: $0.0, text: $0.1)) }
        let context = FileFacts.Context(layers: Presets.preset(for: Style.named("sourcearch")!).layers)
        #expect(ModuleNamespaces(files: syntaxes, facts: syntaxes.map { FileFacts($0, context) }).isEmpty)
        #expect(Self.lint("sourcearch", sources).filter { $0.hasSuffix("models-are-values") } == ["Features/Local.swift:1:21 models-are-values"])
        let project = Self.project("sourcearch", sources)
        #expect(project.index.names == ["LocalModel", "LocalSource", "OtherModel"])
        #expect(project.layers(ofDeclared: "LocalModel") == ["Models"])
    }

    /// In a package, a private type of a name another file of its module declares is its own too;
    /// and one of a name two modules declare, with its extension in its file.
    @Test func inAPackageAPrivateTypeIsItsFilesToo() {
        let package = ("Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\")")
        #expect(Self.lint("huddle", [
            package,
            ("Sources/ModuleA/Row.swift", "import SwiftUI\n\nstruct Row: View {\n    var body: some View { Text(\"\") }\n}"),
            ("Sources/ModuleA/Cache.swift", "import Foundation\n\nprivate struct Row {\n    func load() -> Data? { FileManager.default.contents(atPath: \"/tmp/row\") }\n}\nextension Row {\n    func save() { UserDefaults.standard.set(1, forKey: \"row\") }\n}"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == [])
        #expect(Self.lint("huddle", [
            package,
            ("Sources/ModuleA/Row.swift", "import SwiftUI\n\npublic struct Row: View {\n    public var body: some View { Text(\"\") }\n}"),
            ("Sources/ModuleB/Row.swift", "public struct Row { public var id = 0 }"),
            ("Sources/ModuleC/Cache.swift", "import Foundation\nimport ModuleA\n\nprivate struct Row {}\nextension Row {\n    func save() { UserDefaults.standard.set(1, forKey: \"row\") }\n}"),
            ("Sources/ModuleC/Row+IO.swift", "import Foundation\nimport ModuleA\n\nextension Row {\n    func io() { _ = UserDefaults.standard }\n}"),
        ]).filter { $0.hasSuffix("views-do-no-io") } == ["Sources/ModuleC/Row+IO.swift:5:21 views-do-no-io"])
    }

    /// A message that names a private type names it as written, without its file's namespace.
    @Test func aMessageNamesAPrivateTypeAsWritten() {
        let findings = Linter.lint(sources: [
            (path: "Features/Status.swift", text: "import SwiftUI\nprivate enum Status {\n    struct Model { let name: String }\n    static let all = 0\n}\nprivate struct StatusModel { let name: String }\nstruct StatusView: View, Renderer {\n    @Source var model: StatusModel\n    @Source var status: Status.Model\n    var body: some View { Text(model.name) }\n}"),
            (path: "Features/Other.swift", text: "struct StatusModel {}\nenum Status {}"),
        ], layers: Presets.preset(for: Style.named("sourcearch")!).layers, rules: Presets.preset(for: Style.named("sourcearch")!).rules).findings
        #expect(findings.filter { $0.rule == "sources-import-no-ui" }.map { "\($0.path):\($0.line):\($0.column) \($0.message)" } == [
            "Features/Status.swift:1:8 this file declares 'Status.Model', which belongs to Models, so it may not import 'SwiftUI': "
                + "move 'Model' out of 'Status' to a file of its own, and 'StatusModel' to a file of its own",
        ])
    }
}
