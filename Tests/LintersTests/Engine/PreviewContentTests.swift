import ArchModel
import Foundation
import Testing
@testable import Linters

/// Xcode's development assets folder, `Preview Content` (a folder of exactly that name, at any
/// depth), holds preview fakes and sample data: preview code throughout, its types in no layer.
@Suite struct PreviewContentTests {
    @Test(arguments: [
        ("Shop/Preview Content/PreviewData.swift", true),
        ("Preview Content/PreviewData.swift", true),
        ("/Users/me/Shop/Shop/Preview Content/Fakes/MockBooksRepository.swift", true),
        ("Shop/Preview Contents/PreviewData.swift", false),
        ("Shop/My Preview Content/PreviewData.swift", false),
        ("Shop/preview content/PreviewData.swift", false),
        ("Shop/Preview Content.swift", false),
        ("Shop/PreviewContent/PreviewData.swift", false),
    ])
    func theFolderIsMatchedByItsExactName(path: String, matches: Bool) {
        #expect(SyntaxScanner.isPreviewContent(path: path) == matches)
    }

    /// Everything in such a file is preview code, in a full scan and in a skim alike: its
    /// imports, declarations and code facts, in one region that covers the file.
    @Test func aFileThereIsPreviewCodeThroughout() {
        let text = """
            import SwiftUI
            @Observable
            final class MockBooksRepository: BooksSceneRepositoryObject {
                var books: [Book] = [Book(title: "Dune")]
                func reload() { books = Book.samples }
            }
            extension Book {
                static let samples = [Book(title: "Emma")]
            }

            """
        let file = SourceFile(path: "Shop/Preview Content/MockBooksRepository.swift", text: text)
        for bodies in [true, false] {
            let syntax = SyntaxScanner.scan(file, bodies: bodies)
            #expect(syntax.isPreviewContent)
            #expect(!syntax.declarations.isEmpty && syntax.declarations.allSatisfy { $0.isInPreview })
            #expect(syntax.imports.allSatisfy { $0.isInPreview })
            #expect(syntax.previewRegions.first?.tokenRange == 0..<file.tokens.count)
            #expect(syntax.references.allSatisfy { $0.isInPreview } && syntax.calls.allSatisfy { $0.isInPreview }
                    && syntax.assignments.allSatisfy { $0.isInPreview })
            if bodies { #expect(!syntax.references.isEmpty && !syntax.assignments.isEmpty) }
        }
        let elsewhere = SyntaxScanner.scan(SourceFile(path: "Shop/Preview Contents/MockBooksRepository.swift", text: text))
        #expect(!elsewhere.isPreviewContent && elsewhere.previewRegions.isEmpty && !elsewhere.declarations.contains { $0.isInPreview })
    }

    static let vidrep = Style.named("vidrep")!

    static let mockRepository = """
        import Models
        import Observation
        import SwiftUI

        @MainActor @Observable
        final class MockBooksRepository: BooksSceneRepositoryObject {
            var books: Loadable<[Book]> = .loaded(PreviewData.books)
            var favoriteBookIDs: Set<Book.ID> = []
        }

        @MainActor
        final class MockBooksDispatcher: BooksSceneDispatcherObject {
            let repository = MockBooksRepository()
            func runAction(_ action: BooksSceneAction) { NavigationStack { Text("") } }
        }

        """

    static let previewData = """
        import Models

        enum PreviewData {
            static let books: [Book] = []
        }

        """

    /// The template app with Xcode's folder of preview fakes: no second Repository, no
    /// Dispatcher importing SwiftUI, no navigation outside a Router; in the whole tree and in
    /// each file linted alone. The same files in a folder of another name are app code.
    @Test func theTemplateWithPreviewContentLintsClean() throws {
        var fixture = try TemplateFixture(Self.vidrep)
        fixture.files["Sources/ShopApp/Preview Content/MockBooksRepository.swift"] = Self.mockRepository
        fixture.files["Sources/ShopApp/Preview Content/PreviewData.swift"] = Self.previewData
        #expect(PreviewOnlyTypesTests.described(fixture.lint()) == [])
        PreviewOnlyTypesTests.expectSameAlone(PreviewOnlyTypesTests.sorted(fixture.files), Presets.preset(for: Self.vidrep))

        var other = try TemplateFixture(Self.vidrep)
        other.files["Sources/ShopApp/Preview Contents/MockBooksRepository.swift"] = Self.mockRepository
        other.files["Sources/ShopApp/Preview Contents/PreviewData.swift"] = Self.previewData
        #expect(PreviewOnlyTypesTests.described(other.lint()) == [
            "Sources/ShopApp/Preview Contents/MockBooksRepository.swift:3:8 dispatchers-use-no-views",
            "Sources/ShopApp/Preview Contents/MockBooksRepository.swift:6:13 single-repository",
            "Sources/ShopApp/Preview Contents/MockBooksRepository.swift:13:22 resolver-builds-everything",
            "Sources/ShopApp/Preview Contents/MockBooksRepository.swift:14:50 navigation-in-routers",
        ])
    }

    /// A type there is in no layer: app code that uses it uses no Repository.
    @Test func itsTypesAreInNoLayer() {
        let preset = Presets.preset(for: Self.vidrep)
        let sources = [
            (path: "Repositories/AppRepository.swift", text: "final class AppRepository {}\n"),
            (path: "Scenes/HomeScene.swift", text: "struct HomeScene: View {\n    let repository = MockBooksRepository()\n    var body: some View { Text(\"\") }\n}\n"),
            (path: "Shop/Preview Content/MockBooksRepository.swift", text: "@Observable\nfinal class MockBooksRepository {}\n"),
        ]
        let result = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules)
        #expect(result.project?.layers(ofDeclared: "MockBooksRepository") == [])
        #expect(result.project?.concreteTypeIndices(in: "Repositories").count == 1)
        #expect(PreviewOnlyTypesTests.described(result.findings.filter { $0.rule == "single-repository" || $0.rule == "scenes-depend-on-ports" }) == [])
    }
}
