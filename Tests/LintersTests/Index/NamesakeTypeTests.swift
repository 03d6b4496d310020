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

/// An extension written through its module, or with generic arguments, extends the declared type.
@Suite struct ExtensionKeyTests {
    @Test func moduleQualifiedAndSpecializedExtensionsMergeIntoTheDeclaredType() {
        let files = [
            "enum Settings {\n    struct Row {}\n}\nstruct Box<T> {}\nfinal class AppRouter {}",
            "extension App.Settings.Row: View {\n    var title: String { \"\" }\n}\nextension Box<Int>: Sendable {}\nextension MyApp.AppRouter: RouterObject {}",
        ].enumerated().map { SyntaxScanner.scan(SourceFile(path: "f\($0.offset).swift", text: $0.element)) }
        let index = TypeIndex(files: files)
        #expect(index.canonicalKey("App.Settings.Row") == "Settings.Row")
        #expect(index.canonicalKey("Box<Int>") == "Box")
        #expect(index.canonicalKey("JSONDecoder.DateDecodingStrategy") == "JSONDecoder.DateDecodingStrategy")
        #expect(index.supertypes(ofDeclared: "Settings.Row") == ["View"])
        #expect(index.supertypes(ofDeclared: "Box") == ["Sendable"])
        #expect(index.supertypes(ofDeclared: "AppRouter") == ["RouterObject"])
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
