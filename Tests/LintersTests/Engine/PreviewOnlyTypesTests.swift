import ArchModel
import Foundation
import Testing
@testable import Linters

/// A type only previews use (a fake beside a scene's `#Preview`) is preview code for every rule
/// (`PreviewOnlyTypes`), and a file's findings are the same whether it is linted in the whole
/// tree or alone with the rest of the tree as context (`lint --staged`, `lint <paths>`).
@Suite struct PreviewOnlyTypesTests {
    static let vidrep = Style.named("vidrep")!

    /// The fakes a team writes at the end of a ViDRep scene file for its `#Preview`.
    static let fakes = """

        #if DEBUG
        @MainActor @Observable
        final class PreviewBooksRepository: BooksSceneRepositoryObject {
            var books: Loadable<[Book]> = .loaded([])
            var favoriteBookIDs: Set<Book.ID> = []
        }
        @MainActor
        final class PreviewBooksDispatcher: BooksSceneDispatcherObject { func runAction(_ action: BooksSceneAction) {} }
        @MainActor
        final class PreviewRouterDelegate: BooksSceneRouterDelegate { func route(_ route: BooksSceneRoute) {} }
        #if canImport(SwiftUI)
        #Preview {
            BooksScene(dispatcher: PreviewBooksDispatcher(), repository: PreviewBooksRepository(), routerDelegate: PreviewRouterDelegate())
        }
        #endif
        #endif

        """

    static let scene = "Sources/Views/BooksScene.swift"

    static func described(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule)" }
    }

    /// Each file's findings linted alone (the others skimmed, as `lint <paths>` does; and with the
    /// files that name its types, as `lint --staged` does) are its findings in the whole tree.
    static func expectSameAlone(_ sources: [(path: String, text: String)], _ preset: StylePreset, rules: [RuleSpec]? = nil,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let rules = rules ?? preset.rules
        let whole = Linter.lint(sources: sources, layers: preset.layers, rules: rules).findings
        for (path, _) in sources {
            for users in [false, true] {
                let alone = Linter.lint(sources: sources, layers: preset.layers, rules: rules, reported: [path], reportsUsers: users).findings
                #expect(described(alone.filter { $0.path == path }) == described(whole.filter { $0.path == path }),
                        "\(path), reporting users: \(users)", sourceLocation: sourceLocation)
            }
        }
    }

    static func sorted(_ files: [String: String]) -> [(path: String, text: String)] {
        files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
    }

    /// The fakes of a scene file's `#Preview` make no second Repository, nor any other finding
    /// of the preset, in the whole tree or in any file linted alone.
    @Test func fakesThatOnlyAPreviewUsesArePreviewCode() throws {
        var fixture = try TemplateFixture(Self.vidrep)
        fixture.files[Self.scene, default: ""] += Self.fakes
        #expect(Self.described(fixture.lint()) == [])
        Self.expectSameAlone(Self.sorted(fixture.files), Presets.preset(for: Self.vidrep))
    }

    /// A fake that app code elsewhere uses (here, the Resolver) is a second Repository, at its
    /// name, in the whole tree and when either file is linted alone.
    @Test func aFakeThatAppCodeUsesIsReported() throws {
        var fixture = try TemplateFixture(Self.vidrep)
        fixture.files[Self.scene, default: ""] += Self.fakes
        let resolver = "Sources/App/AppResolver.swift"
        let text = try #require(fixture.files[resolver])
        #expect(text.contains("    public let repository = AppRepository()\n"))
        fixture.files[resolver] = text.replacingOccurrences(
            of: "    public let repository = AppRepository()\n",
            with: "    public let repository = AppRepository()\n    let demoRepository = PreviewBooksRepository()\n")
        let lines = fixture.files[Self.scene]!.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.hasPrefix("final class PreviewBooksRepository") }) + 1
        #expect(Self.described(fixture.lint()) == ["\(Self.scene):\(line):13 single-repository"])
        Self.expectSameAlone(Self.sorted(fixture.files), Presets.preset(for: Self.vidrep))
    }

    /// So is one that app code in its own file uses (outside preview code), and a `public` one
    /// (code outside the tree may use it); a `private` one that a fake holds is not.
    @Test func whatOnlyPreviewsUseIsDecidedInTheFile() {
        let preset = Presets.preset(for: Self.vidrep)
        let rules = preset.rules.filter { $0.id == "single-repository" }
        func findings(_ fake: String) -> [String] {
            let sources = [
                (path: "Repositories/AppRepository.swift", text: "final class AppRepository {}\n"),
                (path: "Views/HomeScene.swift", text: "struct HomeScene: View {\n    var body: some View { Text(\"\") }\n}\n" + fake),
            ]
            Self.expectSameAlone(sources, preset, rules: rules)
            return Self.described(Linter.lint(sources: sources, layers: preset.layers, rules: rules).findings)
        }
        let reported = ["Views/HomeScene.swift:4:13 single-repository"]
        #expect(findings("final class FakeRepository {}\nlet shared = FakeRepository()\n#Preview { HomeScene(r: FakeRepository()) }\n") == reported)
        #expect(findings("public final class FakeRepository {}\n#Preview { HomeScene(r: FakeRepository()) }\n")
            == ["Views/HomeScene.swift:4:20 single-repository"])
        // Named nowhere: no preview uses it either.
        #expect(findings("final class FakeRepository {}\n#Preview { HomeScene() }\n") == reported)
        #expect(findings("private final class FakeRepository {}\nfinal class FakeDispatcher { let r = FakeRepository() }\n#Preview { HomeScene(d: FakeDispatcher()) }\n") == [])
        // A fake that holds it is app code when app code uses it: so is what it holds.
        #expect(findings("final class FakeRepository {}\nfinal class FakeDispatcher { let r = FakeRepository() }\nlet d = FakeDispatcher()\n#Preview { HomeScene(d: FakeDispatcher()) }\n")
            == reported)
    }

    /// A view that only its own `#Preview` shows (a new scene, written with Xcode's template and
    /// not wired into the Resolver yet) is what the preview is of: app code, its violations
    /// reported, in the whole tree and alone (the hook checks the commit that adds it). A view
    /// that a preview wraps the scene in stays preview code with the fake repository it holds
    /// when it is private or named as a preview's (review 32c item 3, 32f item 1).
    @Test func aViewThatOnlyItsPreviewShowsIsAppCode() {
        let preset = Presets.preset(for: Self.vidrep)
        let rules = preset.rules.filter { $0.id == "scenes-depend-on-ports" || $0.id == "single-repository" }
        func findings(host: String, access: String = "") -> [String] {
            let sources = [
                (path: "Repositories/AppRepository.swift", text: "final class AppRepository {}\n"),
                (path: "Views/Shelf/ShelfScene.swift", text: """
                    struct ShelfScene: View {
                        var body: some View { Text("\\(AppRepository())") }
                    }
                    \(access)struct \(host): View {
                        let repository = FakeRepository()
                        var body: some View { ShelfScene() }
                    }
                    final class FakeRepository {}
                    #Preview { \(host)() }

                    """),
            ]
            Self.expectSameAlone(sources, preset, rules: rules)
            return Self.described(Linter.lint(sources: sources, layers: preset.layers, rules: rules).findings)
        }
        // A wrapper named or declared as a preview's is preview code, as the fake it holds;
        // another view is app code, as a screen that shows a row of its file is.
        #expect(findings(host: "ShelfScenePreview") == ["Views/Shelf/ShelfScene.swift:2:35 scenes-depend-on-ports"])
        #expect(findings(host: "ShelfHarness", access: "private ") == ["Views/Shelf/ShelfScene.swift:2:35 scenes-depend-on-ports"])
        #expect(findings(host: "PreviewShelf") == ["Views/Shelf/ShelfScene.swift:2:35 scenes-depend-on-ports"])
        #expect(findings(host: "ShelfPreviewHost") == ["Views/Shelf/ShelfScene.swift:2:35 scenes-depend-on-ports"])
        // A feature's view with the word inside its name is no preview's (32g item 8).
        #expect(findings(host: "LinkPreviewView")
            == ["Views/Shelf/ShelfScene.swift:2:35 scenes-depend-on-ports", "Views/Shelf/ShelfScene.swift:8:13 single-repository"])
        #expect(findings(host: "ShelfHarness")
            == ["Views/Shelf/ShelfScene.swift:2:35 scenes-depend-on-ports", "Views/Shelf/ShelfScene.swift:8:13 single-repository"])
    }

    /// A view's name says it is a preview's by its first or last word, or the words `Preview
    /// Host` (review 32h item 3).
    @Test func aViewNamedAsAPreviewsByItsWords() {
        for name in ["BooksScenePreview", "BooksScene_Previews", "PreviewShelf", "MockRow", "RowMock", "FakeList", "StubView", "ProductBadgePreviewHost"] {
            #expect(PreviewOnlyTypes.isNamedAsFake(name), "\(name)")
        }
        for name in ["LinkPreviewView", "MockupGallery", "ImagePreviewHostingView", "FakeNewsView".replacingOccurrences(of: "Fake", with: "Fakir"), "Preview_"] {
            #expect(!PreviewOnlyTypes.isNamedAsFake(name), "\(name)")
        }
    }

    /// A class a storyboard can make by name (a `UIViewController` heir) is app code whoever
    /// names it; a struct conforming to a `UI…` protocol (a preview's private
    /// `UIViewControllerRepresentable`) is no such class, and may be a preview's fake (review 32e
    /// item 3).
    @Test func onlyAClassIsMadeByNameFromAStoryboard() {
        let preset = Presets.preset(for: Self.vidrep)
        let rules = preset.rules.filter { $0.id == "single-repository" }
        func findings(_ host: String) -> [String] {
            let sources = [
                (path: "Repositories/AppRepository.swift", text: "final class AppRepository {}\n"),
                (path: "Screens/BooksHost.swift", text: host + "\nfinal class FakeRepository {}\n#Preview { BooksHost() }\n"),
            ]
            Self.expectSameAlone(sources, preset, rules: rules)
            return Self.described(Linter.lint(sources: sources, layers: preset.layers, rules: rules).findings)
        }
        #expect(findings("private struct BooksHost: UIViewControllerRepresentable {\n    let repository = FakeRepository()\n}") == [])
        // Not private, a representable is a view like any other: what its preview shows (32g item 3).
        #expect(findings("struct BooksHost: UIViewControllerRepresentable {\n    let repository = FakeRepository()\n}")
            == ["Screens/BooksHost.swift:4:13 single-repository"])
        #expect(findings("final class BooksHost: UIViewController {\n    let repository = FakeRepository()\n}")
            == ["Screens/BooksHost.swift:4:13 single-repository"])
    }

    /// In a folder that gives its layer (Puddles' `Components/`), a top-level type is that
    /// layer's app code, unless it is `private`: no other file can use it, so a preview host
    /// only the file's `#Preview` names is preview code, with what it holds.
    @Test func aPrivatePreviewHostInALayersFolderIsPreviewCode() {
        let preset = Presets.preset(for: Style.named("puddles")!)
        let rules = preset.rules.filter { $0.id == "components-use-no-providers" }
        func findings(_ access: String) -> [String] {
            let sources = [
                (path: "Providers/WishlistProvider.swift", text: "@MainActor final class WishlistProvider {\n    static let mock = WishlistProvider()\n}\n"),
                (path: "Components/ProductBadge.swift", text: """
                    struct ProductBadge: View {
                        let count: Int
                        var body: some View { Text("\\(count)") }
                    }
                    \(access)struct ProductBadgePreviewHost: View {
                        @State private var provider = WishlistProvider.mock
                        var body: some View { ProductBadge(count: 1) }
                    }
                    #Preview { ProductBadgePreviewHost() }

                    """),
            ]
            Self.expectSameAlone(sources, preset, rules: rules)
            return Self.described(Linter.lint(sources: sources, layers: preset.layers, rules: rules).findings)
        }
        #expect(findings("private ") == [])
        #expect(findings("") == ["Components/ProductBadge.swift:6:35 components-use-no-providers"])
    }

    /// A fake that only another file's preview-only fake holds is preview code too (one level),
    /// unless app code, or a type that is not preview-only, names it too; alike when a file is
    /// linted alone.
    @Test func aFakeThatOnlyAnotherFilesFakeHoldsIsPreviewCode() {
        let preset = Presets.preset(for: Self.vidrep)
        let rules = preset.rules.filter { $0.id == "single-repository" }
        func findings(_ extra: [(path: String, text: String)] = [], holder: String = "final class FakeDispatcher {\n    let repository = FakeRepository()\n}\n")
            -> [String] {
            let sources = [
                (path: "Repositories/AppRepository.swift", text: "final class AppRepository {}\n"),
                (path: "Views/HomeScene.swift", text: "struct HomeScene: View {\n    var body: some View { Text(\"\") }\n}\n" + holder
                    + "#Preview { HomeScene(d: FakeDispatcher()) }\n"),
                (path: "Views/FakeRepository.swift", text: "final class FakeRepository {}\n"),
            ] + extra
            Self.expectSameAlone(sources, preset, rules: rules)
            return Self.described(Linter.lint(sources: sources, layers: preset.layers, rules: rules).findings)
        }
        let reported = ["Views/FakeRepository.swift:1:13 single-repository"]
        #expect(findings() == [])
        #expect(findings([(path: "App/Wiring.swift", text: "let repository = FakeRepository()\n")]) == reported)
        // The holder is app code when app code uses it.
        #expect(findings([(path: "App/Wiring.swift", text: "let dispatcher = FakeDispatcher()\n")]) == reported)
        // Named by another type of the holder's file that no preview uses.
        #expect(findings(holder: "final class FakeDispatcher {\n    let repository = FakeRepository()\n}\nfinal class Cache {\n    let r = FakeRepository()\n}\n")
            == reported)
    }

    /// Whole-tree `lint` skims the files in no layer: it reads one with previews whose types
    /// are in a layer (the fake is a Repository), and one that may name the fake in its code,
    /// not one that names it only in a comment or a string, nor one whose preview shows a type
    /// of no layer.
    @Test func skimmedFilesAreReadOnlyWhereItMatters() {
        let preset = Presets.preset(for: Self.vidrep)
        let rules = preset.rules.filter { $0.id == "single-repository" }
        var sources = [
            (path: "Repositories/AppRepository.swift", text: "final class AppRepository {}\n"),
            (path: "Views/HomeScene.swift", text: """
                struct HomeScene: View {
                    var body: some View { Text("") }
                }
                final class PreviewHomeRepository {}
                #Preview { HomeScene(repository: PreviewHomeRepository()) }

                """),
            (path: "Views/Notes.swift", text: "// PreviewHomeRepository\nlet note = \"PreviewHomeRepository\"\n"),
            (path: "Views/Shelf.swift", text: "struct Shelf: View {\n    var body: some View { Text(\"\") }\n}\n#Preview { Shelf() }\n"),
            (path: "Routers/AppRouter.swift", text: "final class AppRouter {\n    func home() -> some View { HomeScene() }\n}\n"),
        ]
        var result = Linter.lint(sources: sources, layers: preset.layers, rules: rules)
        #expect(Self.described(result.findings) == [])
        #expect(result.timings.map(\.stage).contains("1 preview-only type, 1 file read"))
        sources.append((path: "App/Wiring.swift", text: "let repository = PreviewHomeRepository()\n"))
        result = Linter.lint(sources: sources, layers: preset.layers, rules: rules)
        #expect(Self.described(result.findings) == ["Views/HomeScene.swift:4:13 single-repository"])
        #expect(result.timings.map(\.stage).contains("0 preview-only types, 2 files read"))
        Self.expectSameAlone(sources, preset, rules: rules)
    }

    /// A fake in a file before the Repository's by path: linting the Repository's file alone
    /// reads the fake's file (its type counts across files), and reports what the whole tree
    /// does there: nothing, or, when app code uses the fake, the Repository as the second one.
    @Test func aFakeFirstByPathIsReadForTheRepositorysFile() {
        let preset = Presets.preset(for: Self.vidrep)
        let rules = preset.rules.filter { $0.id == "single-repository" }
        let fake = (path: "Features/HomeScene.swift", text: """
            struct HomeScene: View {
                var body: some View { Text("") }
            }
            final class PreviewHomeRepository {}
            #Preview { HomeScene(repository: PreviewHomeRepository()) }

            """)
        let repository = (path: "Repositories/AppRepository.swift", text: "final class AppRepository {}\n")
        let reported: Set<String> = [repository.path]
        var result = Linter.lint(sources: [fake, repository], layers: preset.layers, rules: rules, reported: reported)
        #expect(Self.described(result.findings) == [])
        #expect(result.timings.map(\.stage).contains("1 preview-only type, 1 file read"))
        let user = (path: "App/Wiring.swift", text: "let repository = PreviewHomeRepository()\n")
        result = Linter.lint(sources: [user, fake, repository], layers: preset.layers, rules: rules, reported: reported)
        #expect(Self.described(result.findings) == ["Repositories/AppRepository.swift:1:13 single-repository"])
        #expect(result.findings.first?.message == "'AppRepository' is a second type in layer Repositories; the first is 'PreviewHomeRepository' in Features/HomeScene.swift")
        Self.expectSameAlone([user, fake, repository], preset, rules: rules)
    }

    /// The type a preview shows stays app code: one given `PreviewProvider` by an extension
    /// (`Cart`), a `public` one only its preview names in the tree (a module's API), and one
    /// with Interface Builder's attributes (a storyboard makes it).
    @Test func theTypeAPreviewShowsIsAppCode() {
        let preset = Presets.preset(for: Self.vidrep)
        let rules = preset.rules.filter { $0.id == "routers-are-main-actor" }
        let sources = [
            (path: "Views/Cart.swift", text: """
                final class CartRouter {}
                extension CartRouter: PreviewProvider {
                    static var previews: some View { Text("") }
                }
                public final class ShelfRouter {}
                #Preview { ShelfRouter() }
                final class ProfileRouter: NSObject {
                    @IBAction func close() {}
                }
                #Preview { ProfileRouter() }

                """),
        ]
        #expect(Self.described(Linter.lint(sources: sources, layers: preset.layers, rules: rules).findings)
            == ["Views/Cart.swift:1:13 routers-are-main-actor", "Views/Cart.swift:5:20 routers-are-main-actor",
                "Views/Cart.swift:7:13 routers-are-main-actor"])
        Self.expectSameAlone(sources, preset, rules: rules)
    }
}
