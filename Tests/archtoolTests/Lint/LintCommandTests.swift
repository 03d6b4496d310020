import Foundation
import Testing

/// `archtool lint` end to end on small trees: output formats, exit codes, configuration errors,
/// file discovery and unreadable files.
@Suite struct LintCommandTests {
    /// A ViDRep tree with one error (a scene naming a concrete repository, @Observable) and one warning.
    private func makeTree() throws -> TemporaryDirectory {
        let work = TemporaryDirectory("lint")
        try work.write(".archtool.json", """
            {
              // ViDRep, sources only
              "style": "vidrep",
              "include": ["Sources"],
            }
            """)
        try work.write("Sources/Views/HomeScene.swift", """
            // A comment naming AppRepository never triggers.
            enum HomeSceneAction {}
            protocol HomeSceneDispatcherObject {}
            struct HomeSceneState {}
            protocol HomeSceneRepositoryObject {}
            struct HomeScene {
                let repository: AppRepository
                let text = "AppRepository in a string"
            }
            """)
        try work.write("Sources/Models/AppRepository.swift", "@Observable final class AppRepository {}\n")
        try work.write("Sources/Models/Book.swift", "struct Book {\n    let id = UUID()\n}\n")
        try work.write("Sources/.hidden/Ignored.swift", "struct IgnoredScene { let r: AppRepository }\n")
        try work.write(".build/Ignored.swift", "struct BuildScene { let r: AppRepository }\n")
        try work.write("Sources/SourcePackages/checkouts/Lib/Views/LibScene.swift", "struct LibScene { let r: AppRepository }\n")
        try work.write("Sources/Pods/Lib/Views/PodScene.swift", "struct PodScene { let r: AppRepository }\n")
        try work.write("Other/Outside.swift", "struct OutsideScene { let r: AppRepository }\n")
        return work
    }

    @Test func textOutputSummaryAndExitCode() throws {
        let work = try makeTree()
        defer { work.remove() }
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Models/Book.swift:2:14: warning: 'UUID(…)' is not allowed in Models [models-are-deterministic]
            Sources/Views/HomeScene.swift:7:21: error: 'AppRepository' belongs to Repositories, which Scenes may not use [scenes-depend-on-ports]

            """, err: "1 error, 1 warning in 3 files\n"))
    }

    /// Without a configuration (a team trying `--style` on its app), findings in test folders
    /// come with a note on leaving tests out; with one, the team has chosen, and no note.
    @Test func findingsInTestFoldersComeWithANoteWithoutAConfiguration() throws {
        let work = TemporaryDirectory("lint-tests")
        defer { work.remove() }
        try work.write("Shop/Repositories/AppRepository.swift", "@Observable final class AppRepository {}\n")
        try work.write("ShopTests/AppRepositoryTests.swift", "// AppRepository() in a comment\nfunc testIt() { _ = AppRepository() }\n")
        try work.write("Tests/UI/FlowTests.swift", "func testFlow() { _ = AppRepository() }\n")
        #expect(runCLI(["lint", "--style", "vidrep"], directory: work.path) == CLIResult(status: 1, out: """
            ShopTests/AppRepositoryTests.swift:2:21: error: 'AppRepository' belongs to Repositories, which may not be created in code outside Resolvers and App [resolver-builds-everything]
            Tests/UI/FlowTests.swift:1:23: error: 'AppRepository' belongs to Repositories, which may not be created in code outside Resolvers and App [resolver-builds-everything]

            """, err: """
            2 errors, 0 warnings in 3 files
            note: both are in test folders (ShopTests, Tests), whose code builds what the rules forbid app code; \
            to leave tests out, write { "style": "vidrep", "exclude": ["*Tests"] } to .archtool.json

            """))
        // From inside a test folder of a repository, its paths are told from the repository's top.
        try work.write(".git/HEAD", "ref: refs/heads/main\n")
        #expect(runCLI(["lint", "--style", "vidrep"], directory: work.path + "/ShopTests").err == """
            1 error, 0 warnings in 1 file
            note: it is in test folders (ShopTests), whose code builds what the rules forbid app code; \
            to leave tests out, write { "style": "vidrep", "exclude": ["*Tests"] } to .archtool.json

            """)
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        #expect(runCLI(["lint"], directory: work.path).err == "2 errors, 0 warnings in 3 files\n")
        #expect(runCLI(["lint", "--style", "vidrep", "--quiet", "Shop"], directory: work.path).err == "")
        try work.write(".archtool.json", #"{ "style": "vidrep", "exclude": ["*Tests"] }"#)
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
    }

    @Test func jsonOutput() throws {
        let work = try makeTree()
        defer { work.remove() }
        #expect(runCLI(["lint", "--format", "json", "--quiet", "Sources/Models"], directory: work.path) == CLIResult(status: 0, out: """
            {
              "version": 1,
              "findings": [
                {"path": "Sources/Models/Book.swift", "line": 2, "column": 14, "severity": "warning", "rule": "models-are-deterministic", "message": "'UUID(…)' is not allowed in Models"}
              ],
              "files": 2
            }

            """, err: ""))
    }

    @Test func strictFailsOnWarnings() throws {
        let work = try makeTree()
        defer { work.remove() }
        #expect(runCLI(["lint", "Sources/Models", "--quiet"], directory: work.path).status == 0)
        #expect(runCLI(["lint", "Sources/Models", "--quiet", "--strict"], directory: work.path).status == 1)
    }

    @Test func ruleSeverityFromConfig() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Sources"], "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": { "severity": "error" } } }"#)
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Models/Book.swift:2:14: error: 'UUID(…)' is not allowed in Models [models-are-deterministic]

            """, err: "1 error, 0 warnings in 3 files\n"))
    }

    @Test func customRuleFromConfig() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"],
              "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": "off" },
              "custom-rules": [
                { "id": "models-import-no-swiftui", "kind": "forbidden-imports", "scope": { "layers": ["Models"] },
                  "modules": ["SwiftUI"], "message": "models stay UI-free" }
              ] }
            """)
        try work.write("Sources/Models/Book.swift", "import SwiftUI\nstruct Book {}\n")
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Models/Book.swift:1:8: error: models stay UI-free [models-import-no-swiftui]

            """, err: ""))
    }

    /// A suffix is the end of a name: a custom rule's may start with a digit, as a layer's may
    /// (`Chart2D`'s `2D`), in `suffixes` and `project-type-suffixes`.
    @Test func aCustomRulesSuffixMayStartWithADigit() throws {
        let work = TemporaryDirectory("digit-suffix")
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "rules": { "single-repository": "off" },
              "layers": { "Charts": { "paths": ["Charts/**"] } },
              "custom-rules": [
                { "id": "charts-are-2d", "kind": "naming", "scope": { "layers": ["Charts"] }, "suffixes": ["2D"] },
                { "id": "no-3d-in-charts", "kind": "forbidden-use", "scope": { "layers": ["Charts"] }, "project-type-suffixes": ["3D"] } ] }
            """)
        try work.write("Charts/Charts.swift", "struct BarChart2D {\n    let scene: Scene3D\n}\nstruct PieChart {}\n")
        try work.write("Models/Scene3D.swift", "struct Scene3D {}\n")
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Charts/Charts.swift:2:16: error: 'Scene3D' is a project '*3D' type, which Charts may not use [no-3d-in-charts]
            Charts/Charts.swift:4:8: error: 'PieChart' should be named '*2D' [charts-are-2d]

            """, err: ""))
    }

    /// A custom `type-shape` that asks for `@MainActor` counts a supertype from outside the tree
    /// named in `main-actor-supertypes` (a team's runtime base), and only that one.
    @Test func customMainActorRuleWithSupertypesFromOutsideTheTree() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources/Coordinators"], "rules": { "single-repository": "off" },
              "layers": { "Coordinators": { "paths": ["Sources/Coordinators/**"] } },
              "custom-rules": [
                { "id": "coordinators-are-main-actor", "kind": "type-shape", "scope": { "layers": ["Coordinators"] },
                  "main-actor": true, "main-actor-supertypes": ["BaseCoordinator"] }
              ] }
            """)
        try work.write("Sources/Coordinators/Coordinators.swift", """
            final class AppCoordinator: BaseCoordinator {}
            final class ShopCoordinator: NSObject {}

            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Coordinators/Coordinators.swift:2:13: error: 'ShopCoordinator' must be @MainActor [coordinators-are-main-actor]

            """, err: ""))
    }

    /// A custom `type-shape` with `supertypes` asks the layer's types to inherit the base; the
    /// base itself, in the layer by its name, inherits nothing of its own.
    @Test func customSupertypesRuleLeavesTheBaseItselfOut() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources/ViewModels"], "rules": { "single-repository": "off" },
              "layers": { "ViewModels": { "suffixes": ["ViewModel"] } },
              "custom-rules": [
                { "id": "view-models-inherit-the-base", "kind": "type-shape", "scope": { "layers": ["ViewModels"] },
                  "supertypes": ["BaseViewModel"] }
              ] }
            """)
        try work.write("Sources/ViewModels/ViewModels.swift", """
            open class BaseViewModel<State> {}
            final class CartViewModel: BaseViewModel<Int> {}
            final class ProfileViewModel {}

            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/ViewModels/ViewModels.swift:3:13: error: 'ProfileViewModel' must inherit 'BaseViewModel' [view-models-inherit-the-base]

            """, err: ""))
    }

    /// A custom `message` replaces a finding's text, but for kinds whose text says what is
    /// missing it comes first and the particular follows: two members missing stay two findings.
    @Test func aCustomMessageKeepsWhatIsMissing() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources/Services"], "rules": { "single-repository": "off" },
              "layers": { "Services": { "suffixes": ["Service"] } },
              "custom-rules": [
                { "id": "services-follow-the-template", "kind": "required-members", "scope": { "layers": ["Services"] },
                  "members": ["func start", "func stop"], "message": "services follow the template" },
                { "id": "services-import-no-ui", "kind": "forbidden-imports", "scope": { "layers": ["Services"] },
                  "modules": ["SwiftUI"], "message": "services stay UI-free" }
              ] }
            """)
        try work.write("Sources/Services/CartService.swift", "import SwiftUI\nfinal class CartService {}\n")
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Services/CartService.swift:1:8: error: services stay UI-free [services-import-no-ui]
            Sources/Services/CartService.swift:2:13: error: services follow the template ('CartService' must declare 'func start') [services-follow-the-template]
            Sources/Services/CartService.swift:2:13: error: services follow the template ('CartService' must declare 'func stop') [services-follow-the-template]

            """, err: ""))
    }

    /// A custom `forbidden-use` with `subtypes-of-names` also forbids the tree's subclasses of a
    /// forbidden name; without it, only the name itself.
    @Test func customForbiddenUseWithSubtypesOfNames() throws {
        let work = try makeTree()
        defer { work.remove() }
        let rule = #"{ "id": "models-use-no-sessions", "kind": "forbidden-use", "scope": { "layers": ["Models"] }, "names": ["URLSession"]"#
        try work.write("Sources/Models/Book.swift", "struct Book {\n    let session: URLSession\n    let cached: CachedSession\n}\n")
        try work.write("Sources/Networking/CachedSession.swift", "final class CachedSession: URLSession {}\n")
        for (extra, expected) in [("", ""), (#", "subtypes-of-names": true"#,
                                             "Sources/Models/Book.swift:3:17: error: 'CachedSession' inherits or conforms to 'URLSession', which is not allowed in Models [models-use-no-sessions]\n")] {
            try work.write(".archtool.json", """
                { "style": "vidrep", "include": ["Sources"], "rules": { "scenes-depend-on-ports": "off" },
                  "custom-rules": [ \(rule)\(extra) } ] }
                """)
            #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
                Sources/Models/Book.swift:2:18: error: 'URLSession' is not allowed in Models [models-use-no-sessions]
                \(expected)
                """, err: ""))
        }
    }

    /// `project-types` forbids types of the tree by name, not in their own declaration, members,
    /// nested types and extensions (of those too: review 32f item 4); `names` are the frameworks' identifiers, never the tree's type of such a
    /// name (review 32a item 1, review 32c items 1 and 2). A name both `names` and `calls` list is
    /// reported once; a `project-types` entry that names no type of the tree is said (32f item 5).
    @Test func projectTypesForbidTreeTypesByName() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"], "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": "off" },
              "custom-rules": [ { "id": "models-do-not-track", "kind": "forbidden-use", "scope": { "layers": ["Models"] },
                                  "project-types": ["AnalyticsTracker", "AnalyticTracker", "Tracker"], "names": ["Task", "URLSession"],
                                  "calls": ["URLSession"] } ] }
            """)
        try work.write("Sources/Models/AnalyticsTracker.swift", """
            final class AnalyticsTracker {
                static let shared = AnalyticsTracker()
                struct Event { let tracker: AnalyticsTracker? }
            }
            extension AnalyticsTracker {
                func copy() -> AnalyticsTracker { self }
            }
            extension AnalyticsTracker.Event {
                static var empty: AnalyticsTracker.Event { .init(tracker: nil) }
            }
            struct Task {}

            """)
        try work.write("Sources/App/Aliases.swift", "typealias Tracker = AnalyticsTracker\n")
        try work.write("Sources/Models/Book.swift", """
            import Foundation
            struct Book {
                let tracker = AnalyticsTracker.shared
                let task: Task
                func copy() { _ = AnalyticsTracker(); _ = URLSession(); _ = Foundation.URLSession() }
            }

            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Models/Book.swift:3:19: error: 'AnalyticsTracker' is not allowed in Models [models-do-not-track]
            Sources/Models/Book.swift:5:23: error: 'AnalyticsTracker' is not allowed in Models [models-do-not-track]
            Sources/Models/Book.swift:5:47: error: 'URLSession' is not allowed in Models [models-do-not-track]
            Sources/Models/Book.swift:5:76: error: 'URLSession' is not allowed in Models [models-do-not-track]

            """, err: """
            warning: .archtool.json:3:61: 'project-types' entry 'AnalyticTracker' of rule 'models-do-not-track' names no type of the tree
            warning: .archtool.json:3:80: 'project-types' entry 'Tracker' of rule 'models-do-not-track' names no type of the tree \
            (it is a type alias: list the type it stands for, 'AnalyticsTracker')

            """))
    }

    /// "Features may not use Features": a type's own name in its declaration, members, nested
    /// types and extensions is no use of another feature; another feature's is.
    @Test func aLayerForbiddenToItselfLetsATypeNameItself() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"], "layers": { "Features": { "suffixes": ["Feature"] } },
              "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": "off" },
              "custom-rules": [ { "id": "features-are-independent", "kind": "forbidden-use", "scope": { "layers": ["Features"] },
                                  "layers": ["Features"] } ] }
            """)
        try work.write("Sources/Features/ProfileFeature.swift", "final class ProfileFeature {}\n")
        try work.write("Sources/Features/CartFeature.swift", """
            final class CartFeature {
                static let shared = CartFeature()
                func copy() -> CartFeature { self }
                struct Row { let owner: CartFeature }
                let profile: ProfileFeature? = nil
            }
            extension CartFeature {
                func reset() -> CartFeature { CartFeature() }
            }

            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Features/CartFeature.swift:5:18: error: 'ProfileFeature' belongs to Features, which Features may not use [features-are-independent]

            """, err: ""))
    }

    /// `except` a layer its types' names define: the file of such a type is exempt, as its
    /// imports serve that type.
    @Test func forbiddenImportsExceptALayerOfSuffixes() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"],
              "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": "off" },
              "layers": { "Views": { "suffixes": ["View"] } },
              "custom-rules": [
                { "id": "only-views-import-swiftui", "kind": "forbidden-imports", "scope": { "except": ["Views"] }, "modules": ["SwiftUI"] }
              ] }
            """)
        try work.write("Sources/Views/HomeView.swift", "import SwiftUI\nstruct HomeView {}\n")
        try work.write("Sources/Models/Shelf.swift", "import SwiftUI\nstruct Shelf {}\n")
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Models/Shelf.swift:1:8: error: code outside Views may not import 'SwiftUI' [only-views-import-swiftui]

            """, err: ""))
    }

    /// `required-in-init` counts an assignment through the storage of a wrapped property
    /// (`_model = source` for `@Source var model`), as the rest of the rule does.
    @Test func requiredInInitCountsTheStorageOfAWrappedProperty() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"],
              "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": "off" },
              "layers": { "Renderers": { "suffixes": ["Renderer"] } },
              "custom-rules": [
                { "id": "renderer-binds-in-init", "kind": "assignment-scope", "scope": { "layers": ["Renderers"] },
                  "names": ["model"], "target": "own", "allowed-in-init": true,
                  "storage-of-attributes": ["Source"], "required-in-init": true } ] }
            """)
        try work.write("Sources/Views/HomeRenderer.swift", """
            final class HomeRenderer {
                @Source var model: Int
                init(source: Source<Int>) {
                    _model = source
                }
                init() {}
                func rebind() {
                    _model = Source(wrappedValue: 2) // "_model = x" in a string never triggers
                }
            }

            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Views/HomeRenderer.swift:6:5: error: this 'init' of 'HomeRenderer' must assign 'model' [renderer-binds-in-init]
            Sources/Views/HomeRenderer.swift:8:9: error: '_model' may be assigned only in 'init' [renderer-binds-in-init]

            """, err: ""))
    }

    /// `required-members` requires functions, nested types and initializers too, and `explain`
    /// lists them as written.
    @Test func requiredMembersOfEveryKind() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"],
              "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": "off" },
              "layers": { "Coordinators": { "suffixes": ["Coordinator"] } },
              "custom-rules": [ { "id": "coordinator-shape", "kind": "required-members", "scope": { "layers": ["Coordinators"] },
                                  "members": ["func start", "struct Dependencies", "init", "id", "static func make"] } ] }
            """)
        try work.write("Sources/Views/Coordinators.swift", """
            final class AppCoordinator {
                struct Dependencies {}
                let id = 1 // "func start()" in a comment or a string declares nothing
                static func start() {}
                func make() {}
            }
            final class BookCoordinator {
                struct Dependencies {}
                let id = 1
                init() {}
                func start() {}
                class func make() {}
            }
            protocol Starting { func start() }
            extension Starting { func start() {} }
            final class ShopCoordinator: Starting {
                struct Dependencies {}
                let id = 1
                init() {}
                static func make() {}
            }

            """)
        // An instance member is asked for unless `static` is written: a type member is no stand-in;
        // nor is a protocol extension's default, which every conformer shares.
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Views/Coordinators.swift:1:13: error: 'AppCoordinator' must declare 'func start' [coordinator-shape]
            Sources/Views/Coordinators.swift:1:13: error: 'AppCoordinator' must declare 'init' [coordinator-shape]
            Sources/Views/Coordinators.swift:1:13: error: 'AppCoordinator' must declare 'static func make' [coordinator-shape]
            Sources/Views/Coordinators.swift:16:13: error: 'ShopCoordinator' must declare 'func start' [coordinator-shape]

            """, err: ""))
        #expect(runCLI(["explain", "coordinator-shape"], directory: work.path).out.contains("""
              required-members of Coordinators
                  requires: func start, struct Dependencies, init, var id, static func make

            """))
    }

    /// The member forms the presets require (`archtool explain provider-shape`) a custom rule
    /// can require too: labels, `static` members of any kind, an attribute.
    @Test func requiredMembersWithLabelsStaticMembersAndAttributes() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"],
              "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": "off" },
              "layers": { "Services": { "suffixes": ["Service"] } },
              "custom-rules": [ { "id": "service-shape", "kind": "required-members", "scope": { "layers": ["Services"] },
                                  "members": ["init(dependencies:)", "static live", "func load(id:)", "@Published var items"] } ] }
            """)
        try work.write("Sources/Views/Services.swift", """
            final class BookService {
                @Published var items: [Int] = []
                init(dependencies: Int) {}
                static var live: BookService { BookService(dependencies: 0) }
                func load(id: Int) {}
            }
            final class ShelfService {
                var items: [Int] = []
                init(other: Int) {}
                static func live() -> ShelfService { ShelfService(other: 0) }
                func load(_ id: Int) {}
            }

            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Views/Services.swift:7:13: error: 'ShelfService' must declare '@Published var items' [service-shape]
            Sources/Views/Services.swift:7:13: error: 'ShelfService' must declare 'func load(id:)' [service-shape]
            Sources/Views/Services.swift:7:13: error: 'ShelfService' must declare 'init(dependencies:)' [service-shape]

            """, err: ""))
    }

    /// A custom `construction-scope` rule: the types it names are created only outside its
    /// scope, but for `allowed-types`.
    @Test func constructionScopeCustomRuleWithAllowedTypes() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"],
              "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": "off" },
              "layers": { "Screens": { "suffixes": ["Screen"] } },
              "custom-rules": [ { "id": "screens-create-no-clients", "kind": "construction-scope", "scope": { "layers": ["Screens"] },
                                  "names": ["HTTPClient", "StubClient"], "allowed-types": ["StubClient"] } ] }
            """)
        try work.write("Sources/Views/Screens.swift", """
            struct HTTPClient {}
            struct StubClient {}
            struct HomeScreen {
                let live = HTTPClient()
                let stub = StubClient()
            }

            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path).out.split(separator: "\n").filter { $0.contains("[screens-create-no-clients]") }
            == ["Sources/Views/Screens.swift:4:16: error: 'HTTPClient' may not be created in Screens [screens-create-no-clients]"])
    }

    /// A rule's `exclude` and `except-types` except what they name; an entry that matches no
    /// file or names no type is said so (a typo would otherwise go unseen).
    /// A configuration whose `exclude` takes away every file `include` selects lints nothing:
    /// said so, not a silent "0 files".
    @Test func anExcludeThatTakesEverythingIsSaid() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Sources"], "exclude": ["Sources"] }"#)
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 0, out: "", err: """
            warning: .archtool.json: its include and exclude select no Swift file: nothing was linted
            0 errors, 0 warnings in 0 files; 1 configuration warning

            """))
    }

    @Test func ruleExceptionsApplyAndThoseThatMatchNothingAreSaid() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"],
              "rules": { "scenes-depend-on-ports": { "exclude": ["Sources/Views/**", "Sources/Legacy/**"] },
                         "models-are-deterministic": { "except-types": ["Book", "Bok"] } } }
            """)
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 0, out: "", err: """
            warning: .archtool.json:2:74: 'exclude' entry 'Sources/Legacy/**' of rule 'scenes-depend-on-ports' matches no Swift file
            warning: .archtool.json:3:69: 'except-types' entry 'Bok' of rule 'models-are-deterministic' names no type of the tree
            0 errors, 0 warnings in 3 files; 2 configuration warnings

            """))
        // A type named through its module or an outer type is that type.
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"], "rules": { "scenes-depend-on-ports": "off",
              "models-are-deterministic": { "except-types": ["App.Book"] } } }
            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path).out == "")
        // Through the type it is nested in, that type only: not a namesake elsewhere.
        try work.write("Sources/Models/Feed.swift", "enum Feed {\n    struct Row {\n        let id = UUID()\n    }\n}\nstruct Row {\n    let id = UUID()\n}\n")
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"], "rules": { "scenes-depend-on-ports": "off",
              "models-are-deterministic": { "except-types": ["Book", "App.Feed.Row"] } } }
            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path).out
            == "Sources/Models/Feed.swift:7:14: warning: 'UUID(…)' is not allowed in Models [models-are-deterministic]\n")
    }

    /// A layer's `paths` entry or a custom rule's `scope.paths` entry that matches no Swift file
    /// puts nothing in the layer or the scope (a typo makes the rule enforce nothing): said so in
    /// a whole-tree lint, as a rule's `exclude` is; the preset's own layer paths are not (vidrep's
    /// `**/Reducers/**` matches nothing here).
    @Test func layerAndScopePathsThatMatchNothingAreSaid() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"], "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": "off" },
              "layers": { "Services": { "paths": ["Sources/Service/**", "Sources/Models/Book.swift"] } },
              "custom-rules": [
                { "id": "services-import-no-swiftui", "kind": "forbidden-imports", "scope": { "layers": ["Services"] }, "modules": ["SwiftUI"] },
                { "id": "views-import-no-uikit", "kind": "forbidden-imports", "scope": { "paths": ["Sources/View/**", "Sources/Views"] }, "modules": ["UIKit"] } ] }
            """)
        let warnings = """
            warning: .archtool.json:2:39: 'paths' entry 'Sources/Service/**' of layer 'Services' matches no Swift file
            warning: .archtool.json:5:88: 'scope.paths' entry 'Sources/View/**' of rule 'views-import-no-uikit' matches no Swift file

            """
        #expect(runCLI(["lint"], directory: work.path)
            == CLIResult(status: 0, out: "", err: warnings + "0 errors, 0 warnings in 3 files; 2 configuration warnings\n"))
        #expect(runCLI(["lint", "--strict"], directory: work.path)
            == CLIResult(status: 1, out: "", err: warnings + "0 errors, 0 warnings in 3 files; 2 configuration warnings (fails --strict)\n"))
        // A lint of some files does not see the whole tree: nothing to say.
        #expect(runCLI(["lint", "--strict", "Sources/Views"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
    }

    /// A project of another style inside this one (its own `.archtool.json`) is linted with this
    /// one's rules: said, with the exclude that leaves it to its own configuration (review 30c
    /// item 3); so is one of the same style with other layers or rules, not a copy of this one's,
    /// nor one excluded.
    @Test func aNestedProjectOfAnotherStyleIsSaid() throws {
        let work = TemporaryDirectory("nested-project")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("App/AppRepository.swift", "final class AppRepository {}\n")
        try work.write("Kit/.archtool.json", #"{ "style": "puddles" }"#)
        try work.write("Kit/Sources/Kit/Shelf.swift", "struct Shelf {}\n")
        let warning = "warning: 'Kit/.archtool.json' makes 'Kit' a project of style puddles inside this one (vidrep), whose rules lint its 1 Swift file "
            + "here: add \"Kit/**\" to the 'exclude' of .archtool.json to leave it to its own configuration\n"
        #expect(runCLI(["lint", "--strict"], directory: work.path)
            == CLIResult(status: 1, out: "", err: warning + "0 errors, 0 warnings in 2 files; 1 configuration warning (fails --strict)\n"))
        try work.write(".archtool.json", #"{ "style": "vidrep", "exclude": ["Kit/**"] }"#)
        #expect(runCLI(["lint", "--strict"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("Kit/.archtool.json", #"{ "style": "ViDRep" }"#)
        #expect(runCLI(["lint", "--strict"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 2 files\n"))
        // One of the same style with rules of its own is as much left aside here (review 32a item 5).
        try work.write("Kit/.archtool.json", #"{ "style": "vidrep", "rules": { "single-repository": "warning" } }"#)
        #expect(runCLI(["lint", "--strict"], directory: work.path) == CLIResult(status: 1, out: "", err: """
            warning: 'Kit/.archtool.json' makes 'Kit' a project of its own inside this one, with other layers, rules or suppression settings; \
            this one's rules lint its 1 Swift file here: add "Kit/**" to the 'exclude' of .archtool.json to leave it to its own configuration
            0 errors, 0 warnings in 2 files; 1 configuration warning (fails --strict)

            """))
    }

    @Test func assignmentScopeCustomRuleFromConfig() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"],
              "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": "off" },
              "layers": { "Stores": { "suffixes": ["Store"] } },
              "custom-rules": [
                { "id": "items-set-in-transactions", "kind": "assignment-scope", "scope": { "layers": ["Stores"] },
                  "names": ["items"], "target": "own", "mutating-calls": ["append"],
                  "allowed-in-closures": ["transaction"], "allowed-in-init": true }
              ] }
            """)
        try work.write("Sources/Models/BookStore.swift", """
            final class BookStore {
                var items: [String] = []
                init() { items = [] }
                func add(_ title: String) {
                    transaction { items.append(title) }
                    items.append(title) // not in a transaction
                    self.items = [] // "items = []" in a string never triggers
                }
                struct Page { var items: [String] = []; mutating func clear() { items = [] } }
            }

            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Models/BookStore.swift:6:9: error: 'items' may be assigned only inside 'transaction { … }' or in 'init' [items-set-in-transactions]
            Sources/Models/BookStore.swift:7:14: error: 'items' may be assigned only inside 'transaction { … }' or in 'init' [items-set-in-transactions]

            """, err: ""))
    }

    /// Paths in a project narrow what is reported; the rest of the project is read for context,
    /// so a file's findings are those of the whole-tree lint: a provider whose `live` and `mock`
    /// are in `BookProvider+Live.swift` is whole when its own file is linted alone.
    @Test func pathsAreLintedWithTheProjectAsContext() throws {
        let work = TemporaryDirectory("paths-context")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "puddles" }"#)
        try work.write("Providers/BookProvider.swift", """
            @MainActor
            final class BookProvider {
                struct Dependencies {}
                init(dependencies: Dependencies) {}
            }

            """)
        try work.write("Providers/BookProvider+Live.swift", """
            extension BookProvider {
                static let live = BookProvider(dependencies: .init())
                static let mock = BookProvider(dependencies: .init())
            }

            """)
        try work.write("Modules/Home.swift", "struct Home {\n    let provider = BookProvider.mock\n}\n")
        let whole = runCLI(["lint", "--quiet"], directory: work.path)
        #expect(whole.out == """
            Modules/Home.swift:2:20: error: 'BookProvider' belongs to Providers, which may not be created in Modules or Components [providers-come-from-environment]

            """)
        #expect(runCLI(["lint", "Providers/BookProvider.swift"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
        #expect(runCLI(["lint", "--quiet", "Modules"], directory: work.path) == whole)
        // What a file breaks in another is reported with it: a member renamed in the extension file.
        try work.write("Providers/BookProvider+Live.swift", "extension BookProvider {\n    static let live = BookProvider(dependencies: .init())\n}\n")
        #expect(runCLI(["lint", "--quiet", "Providers/BookProvider+Live.swift"], directory: work.path) == CLIResult(status: 1, out: """
            Providers/BookProvider.swift:2:13: error: 'BookProvider' must declare 'static member mock' [provider-shape]

            """, err: ""))
        // A path outside the project is its own tree: the project is no context for it, nor the other way.
        let app = TemporaryDirectory("paths-outside")
        defer { app.remove() }
        try app.write("app/.archtool.json", #"{ "style": "vidrep" }"#)
        try app.write("app/Sources/AppRepository.swift", "@Observable final class AppRepository {}\n")
        try app.write("other/ZRepository.swift", "@Observable final class ZRepository {}\n")
        #expect(runCLI(["lint", "../other/ZRepository.swift"], directory: app.path + "/app") == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
        // A path into the project through a link to it is the project's file (it was skipped, exit 0).
        try app.write("app/Sources/Second.swift", "@Observable final class SecondRepository {}\n")
        try FileManager.default.createSymbolicLink(atPath: app.path + "/applink", withDestinationPath: app.path + "/app")
        let direct = runCLI(["lint", "--quiet", "Sources/Second.swift"], directory: app.path + "/app")
        #expect(direct.status == 1 && direct.out.hasSuffix("is a second type in layer Repositories; the first is 'AppRepository' in Sources/AppRepository.swift [single-repository]\n"))
        #expect(runCLI(["lint", "--quiet", app.path + "/applink/Sources/Second.swift"], directory: app.path + "/app") == direct)
        // Without a configuration, the paths are the tree.
        try FileManager.default.removeItem(atPath: work.path + "/.archtool.json")
        #expect(runCLI(["lint", "--quiet", "--style", "puddles", "Providers/BookProvider.swift"], directory: work.path).out.contains(
            "Providers/BookProvider.swift:2:13: error: 'BookProvider' must declare 'static member live' [provider-shape]"))
    }

    @Test func aRequiredSingleInstanceMissingIsReportedAtTheFirstFile() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Sources"],
              "rules": { "scenes-depend-on-ports": "off", "models-are-deterministic": "off" },
              "custom-rules": [ { "id": "one-resolver", "kind": "single-instance", "layer": "Resolvers", "required": true } ] }
            """)
        let missing = CLIResult(status: 1, out: """
            Sources/Models/AppRepository.swift:1:1: error: the tree declares no type in layer Resolvers; it needs exactly one [one-resolver]

            """, err: "")
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == missing)
        // `Sources` selects every file the project lints: still the whole project.
        #expect(runCLI(["lint", "--quiet", "Sources"], directory: work.path) == missing)
        // A folder of it is linted with the whole project for context: the finding, about the
        // whole project, is reported with any folder, where the whole-tree lint puts it.
        #expect(runCLI(["lint", "--quiet", "Sources/Models"], directory: work.path) == missing)
        #expect(runCLI(["lint", "--quiet", "Sources/Views"], directory: work.path) == missing)
        try work.write("Sources/App/AppResolver.swift", "struct AppResolver {}\n")
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 0, out: "", err: ""))
    }

    @Test(arguments: [
        (#"{ "id": "a", "kind": "assignment-scope", "names": ["x"], "target": "mine" }"#, "1:107: unknown target 'mine'; use own, other, any"),
        (#"{ "id": "a", "kind": "assignment-scope", "target": "own" }"#, "1:40: custom rule 'a' needs 'names': the assigned properties"),
        (#"{ "id": "a", "kind": "assignment-scope", "names": ["x"], "allowed-in-layers": ["Holders"] }"#,
         "1:119: unknown layer 'Holders'; layers: APIClients, App, Databases, Dispatchers, Models, Reducers, Repositories, Resolvers, Routers, RoutingModifiers, Scenes"),
        (#"{ "id": "a", "kind": "assignment-scope", "names": ["x"], "allowed-in-init": "yes" }"#, "1:116: 'allowed-in-init' must be true or false, not a string"),
        (#"{ "id": "a", "kind": "assignment-scope", "names": ["x"], "allowed-in-closure": ["write"] }"#,
         "1:97: unknown key 'allowed-in-closure' in custom rule 'a'. Did you mean 'allowed-in-closures'?"),
        (#"{ "id": "a", "kind": "single-instance", "layer": "Scenes", "required": 1 }"#, "1:111: 'required' must be true or false, not a number"),
        (#"{ "id": "single-repository", "kind": "forbidden-imports", "modules": ["UIKit"] }"#,
         "1:48: rule id 'single-repository' is taken by a vidrep rule; give this rule its own id"),
        (#"{ "id": "a", "kind": "forbidden-imports", "modules": ["UIKit"] }, { "id": "a", "kind": "forbidden-imports", "modules": ["AppKit"] }"#,
         "1:114: rule id 'a' is taken by another custom rule; give this rule its own id"),
        // A rule that checks nothing, or an option no check reads, is a mistake too.
        (#"{ "id": "a", "kind": "naming" }"#, "1:40: custom rule 'a' needs 'suffixes': the name endings types in scope must have"),
        (#"{ "id": "a", "kind": "forbidden-use" }"#,
         "1:40: custom rule 'a' forbids nothing: give at least one of layers, names, members, calls, attributes, project-type-suffixes, project-types"),
        (#"{ "id": "a", "kind": "required-members" }"#, "1:40: custom rule 'a' needs 'members': the required members"),
        (#"{ "id": "a", "kind": "required-members", "members": ["id()"] }"#,
         "1:93: 'id()' is not a member the rule can require: write a property's name ('id'), or 'var id', '@Source var model', 'func start', 'func render(state:)', 'static func make', 'static live', 'struct Dependencies', 'class X', 'enum X', 'init', 'init(dependencies:)'"),
        // A reserved word names no member.
        (#"{ "id": "a", "kind": "required-members", "members": ["id", "var"] }"#,
         "1:99: 'var' is not a member the rule can require: write a property's name ('id'), or 'var id', '@Source var model', 'func start', 'func render(state:)', 'static func make', 'static live', 'struct Dependencies', 'class X', 'enum X', 'init', 'init(dependencies:)'"),
        (#"{ "id": "a", "kind": "single-instance", "layer": "Scenes", "scope": { "paths": ["A/**"] } }"#,
         "1:99: unknown key 'scope' in custom rule 'a'. Keys: id, kind, severity, message, summary, layer, kinds, required."),
        (#"{ "id": "a", "kind": "naming", "suffixes": ["View"], "exclude": ["Legacy/**"] }"#,
         "1:93: unknown key 'exclude' in custom rule 'a'. A custom rule's 'exclude' goes under \"rules\": { \"<id>\": { \"exclude\": [...] } }, as a preset rule's does."),
        (#"{ "id": "a", "kind": "type-shape", "kinds": ["klass"] }"#, "1:85: unknown kind 'klass'; kinds: class, struct, enum, protocol, actor"),
        // Rules that check nothing, and names that could never match.
        (#"{ "id": "a", "kind": "forbidden-imports", "modules": [] }"#, "1:93: custom rule 'a' needs 'modules': the modules it forbids"),
        (#"{ "id": "a", "kind": "single-instance", "layer": "Scenes", "kinds": [] }"#,
         "1:108: 'kinds' of custom rule 'a' lists no kind: the rule would find no type; leave it out for the default"),
        (#"{ "id": "a", "kind": "forbidden-imports", "modules": ["UIKit"], "message": "" }"#,
         "1:115: 'message' of custom rule 'a' is empty: leave it out for the default, or write what it says"),
        // An empty scope list would narrow nothing: the rule would apply everywhere.
        (#"{ "id": "a", "kind": "forbidden-imports", "modules": ["UIKit"], "scope": { "layers": [] } }"#,
         "1:125: 'layers' of 'scope' lists no layers: leave it out to apply the rule to the whole project, or name the layers it applies to"),
        (#"{ "id": "a", "kind": "type-shape", "kinds": [] }"#,
         "1:40: custom rule 'a' requires nothing: give at least one of kinds, final, main-actor, any-of, supertypes"),
        (#"{ "id": "a", "kind": "construction-scope" }"#, "1:40: custom rule 'a' restricts nothing: give 'constructed' (layers) or 'names' (types)"),
        (#"{ "id": "a", "kind": "forbidden-imports", "modules": ["import SwiftUI"] }"#,
         "1:94: 'import SwiftUI' in 'modules' is not a module as code writes it, so it would never match (write it as 'SwiftUI')"),
        (#"{ "id": "a", "kind": "forbidden-use", "attributes": ["@Published"] }"#,
         "1:93: '@Published' in 'attributes' is not an attribute as code writes it, so it would never match (write it as 'Published')"),
        (#"{ "id": "a", "kind": "forbidden-use", "names": ["Foundation.Date"] }"#,
         "1:88: 'Foundation.Date' in 'names' is not a name as code writes it, so it would never match (names are matched without their module: write it as 'Date')"),
        (#"{ "id": "a", "kind": "forbidden-use", "calls": ["print()"] }"#,
         "1:88: 'print()' in 'calls' is not a name as code writes it, so it would never match (write it as 'print')"),
        (#"{ "id": "a", "kind": "assignment-scope", "names": ["self.total"] }"#,
         "1:91: 'self.total' in 'names' is not a name as code writes it, so it would never match"),
        // Hints that say why (review 32a item 13): a member's dot, and the '*' archtool prints before a suffix.
        (#"{ "id": "a", "kind": "forbidden-use", "members": [".sink"] }"#,
         "1:90: '.sink' in 'members' is not a name as code writes it, so it would never match (the dot before a member is no part of its name: write it as 'sink')"),
        (#"{ "id": "a", "kind": "naming", "suffixes": ["*Service"] }"#,
         "1:84: '*Service' in 'suffixes' is not a name as code writes it, so it would never match (a suffix is written without the '*' that archtool prints before it: write it as 'Service')"),
        (#"{ "id": "a", "kind": "forbidden-use", "project-type-suffixes": ["*Persistence"] }"#,
         "1:104: '*Persistence' in 'project-type-suffixes' is not a name as code writes it, so it would never match (a suffix is written without the '*' that archtool prints before it: write it as 'Persistence')"),
        // Types are matched by their own names: one through its module or enclosing type would never match (review 32a item 2).
        (#"{ "id": "a", "kind": "type-shape", "supertypes": ["SwiftUI.View"] }"#,
         "1:90: 'SwiftUI.View' in 'supertypes' is not a type as code writes it, so it would never match (names are matched without their module or enclosing type: write it as 'View')"),
        (#"{ "id": "a", "kind": "type-shape", "main-actor": true, "main-actor-supertypes": ["UIKit.UIViewController"] }"#,
         "1:121: 'UIKit.UIViewController' in 'main-actor-supertypes' is not a type as code writes it, so it would never match (names are matched without their module or enclosing type: write it as 'UIViewController')"),
        (#"{ "id": "a", "kind": "type-shape", "any-of": ["Observable", "Observation.Observable"] }"#,
         "1:100: 'Observation.Observable' in 'any-of' is not a type as code writes it, so it would never match (names are matched without their module or enclosing type: write it as 'Observable')"),
        (#"{ "id": "a", "kind": "construction-scope", "names": ["Placeholder"], "allowed-types": ["Screens.Placeholder"] }"#,
         "1:127: 'Screens.Placeholder' in 'allowed-types' is not a type as code writes it, so it would never match (names are matched without their module or enclosing type: write it as 'Placeholder')"),
        (#"{ "id": "syntax-error", "kind": "forbidden-imports", "modules": ["UIKit"] }"#,
         "1:48: rule id 'syntax-error' is taken by archtool's own findings; give this rule its own id"),
        // An empty layer name names no layer (review 32a item 8).
        (#"{ "id": "a", "kind": "forbidden-use", "layers": ["Scenes", ""] }"#,
         "1:99: an entry of 'layers' is empty: name a layer (layers: APIClients, App, Databases, Dispatchers, Models, Reducers, Repositories, Resolvers, Routers, RoutingModifiers, Scenes)"),
        (#"{ "id": "a", "kind": "forbidden-imports", "modules": ["UIKit"], "scope": { "layers": [""] } }"#,
         "1:126: an entry of 'layers' of 'scope' is empty: name a layer (layers: APIClients, App, Databases, Dispatchers, Models, Reducers, Repositories, Resolvers, Routers, RoutingModifiers, Scenes)"),
        (#"{ "id": "a", "kind": "single-instance", "layer": "" }"#,
         "1:89: 'layer' of custom rule 'a' is empty: name a layer (layers: APIClients, App, Databases, Dispatchers, Models, Reducers, Repositories, Resolvers, Routers, RoutingModifiers, Scenes)"),
        (#"{ "id": "a", "kind": "construction-scope", "constructed": [" "] }"#,
         "1:99: an entry of 'constructed' is empty: name a layer (layers: APIClients, App, Databases, Dispatchers, Models, Reducers, Repositories, Resolvers, Routers, RoutingModifiers, Scenes)"),
        // An option its rule cannot use would change nothing (review 32a item 3).
        (#"{ "id": "a", "kind": "type-shape", "final": true, "main-actor-supertypes": ["UIViewController"] }"#,
         "1:90: 'main-actor-supertypes' of custom rule 'a' changes nothing without \"main-actor\": true: it names the supertypes that make a type @MainActor"),
        (#"{ "id": "a", "kind": "forbidden-use", "layers": ["Repositories"], "subtypes-of-names": true }"#,
         "1:106: 'subtypes-of-names' of custom rule 'a' changes nothing without 'names': it forbids the tree's subtypes of those names"),
        (#"{ "id": "a", "kind": "assignment-scope", "names": ["items"], "target": "own", "receiver-layers": ["Repositories"] }"#,
         "1:118: 'receiver-layers' of custom rule 'a' changes nothing with \"target\": \"own\": it narrows the assignments to other values' properties ('store.items') to receivers of those layers"),
        (#"{ "id": "a", "kind": "assignment-scope", "names": ["total"], "target": "other", "storage-of-attributes": ["Tracked"] }"#,
         "1:120: 'storage-of-attributes' of custom rule 'a' changes nothing with \"target\": \"other\": it adds the storage of a type's own properties ('_x' for '@Attr var x')"),
        // A rule's code, of any style, names that rule in `explain` (review 32a item 6).
        (#"{ "id": "v1", "kind": "forbidden-imports", "modules": ["UIKit"] }"#,
         "1:48: rule id 'v1' is taken by V1, the code of vidrep rule 'single-repository'; give this rule its own id"),
        (#"{ "id": "sa11", "kind": "forbidden-imports", "modules": ["UIKit"] }"#,
         "1:48: rule id 'sa11' is taken by SA11, the code of sourcearch rule 'renderers-create-no-sources'; give this rule its own id"),
        (#"{ "id": "V1", "kind": "forbidden-imports", "modules": ["UIKit"] }"#, "1:48: rule id 'V1' must be kebab-case (lowercase words joined by '-')"),
    ])
    func customRuleOptionErrorsAreLocated(rule: String, error: String) throws {
        let work = TemporaryDirectory("config")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "custom-rules": [ "# + rule + #" ] }"#)
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 2, out: "", err: "Error: .archtool.json:" + error + "\n"))
    }

    @Test(arguments: [
        ("{ \"style\": \"vidrep\", \"inclde\": [] }", "Error: .archtool.json:1:22: unknown key 'inclde' in the configuration. Did you mean 'include'?\n"),
        // A pasted text as a key is quoted in part, with no suggestion looked for.
        ("{ \"style\": \"vidrep\", \"" + String(repeating: "x", count: 2_000) + "\": 1 }",
         "Error: .archtool.json:1:22: unknown key '" + String(repeating: "x", count: 77)
            + "…' in the configuration. Keys: style, project, include, exclude, layers, rules, custom-rules, suppressions, baseline.\n"),
        ("{ \"style\": \"vidrep\", \"include\": [] }",
         "Error: .archtool.json:1:33: 'include' lists no paths: leave it out to lint the whole project, or name the folders or globs to lint\n"),
        ("{ \"style\": \"vdrep\" }", "Error: .archtool.json:1:12: unknown style 'vdrep'; styles: sourcearch, puddles, sobreiro, vidrep, huddle\n"),
        // A layer of the project's own that nothing puts a type in.
        ("{ \"style\": \"vidrep\", \"layers\": { \"Coordinators\": { \"kinds\": [\"class\"] } } }",
         "Error: .archtool.json:1:50: layer 'Coordinators' has no 'paths', 'suffixes' or 'inherits': no type would be in it\n"),
        ("{ \"style\": \"vidrep\", \"exclude\": [\"a/**b\"] }", "Error: .archtool.json:1:34: invalid glob 'a/**b': '**' must be a whole path component, as in 'a/**/b'\n"),
        ("{ \"style\": \"vidrep\", \"rules\": { \"no-such-rule\": \"off\" } }", "Error: .archtool.json:1:33: unknown rule 'no-such-rule' for style vidrep.\n"),
        // A catalogue code, which `archtool rules` prints first, gets the id it stands for.
        ("{ \"style\": \"vidrep\", \"rules\": { \"V4\": \"warning\" } }",
         "Error: .archtool.json:1:33: unknown rule 'V4' for style vidrep. V4 is the code of 'scenes-depend-on-ports'; rules are named by id.\n"),
        // archtool's own findings that no configuration sets are named as such, not as unknown.
        ("{ \"style\": \"vidrep\", \"rules\": { \"syntax-error\": \"warning\" } }",
         "Error: .archtool.json:1:33: 'syntax-error' is archtool's own finding that the lint is incomplete or wrong, always an error; "
            + "of archtool's own findings, only 'stale-baseline-entry' and 'unused-suppression' can be set.\n"),
        ("{ \"style\": \"vidrep\", \"rules\": { \"single-repository\": \"loud\" } }", "Error: .archtool.json:1:54: unknown severity 'loud'; use error, warning or off\n"),
        ("{ \"style\": \"vidrep\", \"rules\": { \"single-repository\": { \"options\": { \"kinds\": [] } } } }",
         "Error: .archtool.json:1:78: option 'kinds' of rule 'single-repository' lists no kind: the rule would find no type; leave it out for the default\n"),
        ("{ \"style\": \"vidrep\", \"rules\": { \"reducers-are-pure\": { \"options\": { \"names\": [\"print\", \"\"] } } } }",
         "Error: .archtool.json:1:88: an entry of option 'names' of rule 'reducers-are-pure' is empty\n"),
        // An option replaces the preset's list: an entry that could never match is told as in a custom rule.
        ("{ \"style\": \"vidrep\", \"rules\": { \"reducers-are-pure\": { \"options\": { \"members\": [\".random\"] } } } }",
         "Error: .archtool.json:1:81: '.random' in 'members' is not a name as code writes it, so it would never match (the dot before a member is no part of its name: write it as 'random')\n"),
        ("{ \"style\": \"vidrep\" ", "Error: .archtool.json:1:21: expected ',' or '}' in object\n"),
        ("not json", "Error: .archtool.json:1:1: expected a value (an object, an array, a string, a number, true, false or null), found 'not'\n"),
        ("{ \"style\": \"vidrep\", \"rules\": { \"single-repository\": error } }",
         "Error: .archtool.json:1:54: expected a value (an object, an array, a string, a number, true, false or null), found 'error' (a string is written in double quotes)\n"),
        ("{ \"style\": \"vidrep\", \"rules\": { \"single-repository\": null } }",
         "Error: .archtool.json:1:54: rule 'single-repository' must be a severity (\"error\", \"warning\" or \"off\") or an object, not null\n"),
        ("{ \"style\": \"vid\\rep\" }", "Error: .archtool.json:1:12: unknown style 'vid\u{FFFD}ep'; styles: sourcearch, puddles, sobreiro, vidrep, huddle\n"),
        ("{ \"layers\": {} }", "Error: .archtool.json:1:1: no style: add \"style\": \"<id>\" or pass --style (styles: sourcearch, puddles, sobreiro, vidrep, huddle)\n"),
        // A layer's kinds restrict its suffixes only: with none, they would change nothing (review 32a item 3).
        ("{ \"style\": \"vidrep\", \"layers\": { \"Services\": { \"paths\": [\"Services/**\"], \"kinds\": [\"class\"] } } }",
         "Error: .archtool.json:1:74: 'kinds' of layer 'Services' changes nothing: it restricts the types the layer's 'suffixes' take in to those kinds, and the layer has no suffixes\n"),
        ("{ \"style\": \"vidrep\", \"layers\": { \"Reducers\": { \"suffixes\": [], \"kinds\": [\"struct\"] } } }",
         "Error: .archtool.json:1:64: 'kinds' of layer 'Reducers' changes nothing: it restricts the types the layer's 'suffixes' take in to those kinds, and the layer has no suffixes\n"),
        // An option of a preset rule that its check cannot use (`explain` does not offer it).
        ("{ \"style\": \"vidrep\", \"rules\": { \"router-is-observable\": { \"options\": { \"main-actor-supertypes\": [\"UIViewController\"] } } } }",
         "Error: .archtool.json:1:72: option 'main-actor-supertypes' of rule 'router-is-observable' changes nothing: its type-shape does not ask for @MainActor; "
            + "its options: any-of, attributes, calls, kinds, layers, members, names, project-type-suffixes, project-types, supertypes\n"),
        ("{ \"style\": \"sobreiro\", \"rules\": { \"state-owned-by-view-model\": { \"options\": { \"storage-of-attributes\": [\"Published\"] } } } }",
         "Error: .archtool.json:1:79: option 'storage-of-attributes' of rule 'state-owned-by-view-model' changes nothing: it checks assignments to other values' properties only; "
            + "its options: allowed-in-closures, allowed-in-layers, forbidden-in-closures, mutating-calls, names, receiver-layers\n"),
        // A layer whose name is empty: findings would read "belongs to , which  may not use" (review 32a item 8).
        ("{ \"style\": \"vidrep\", \"layers\": { \"\": { \"suffixes\": [\"Thing\"] } } }",
         "Error: .archtool.json:1:34: a layer's name is empty: findings and rules name a layer by it; give the layer a name\n"),
        ("{ \"style\": \"vidrep\", \"layers\": { \"Reducers\": { \"kinds\": [\"klass\"] } } }",
         "Error: .archtool.json:1:58: unknown kind 'klass'; kinds: class, struct, enum, protocol, actor\n"),
        // A layer's endings and supertypes are names as code writes them.
        ("{ \"style\": \"vidrep\", \"layers\": { \"Routers\": { \"suffixes\": [\"Router?\"] } } }",
         "Error: .archtool.json:1:60: 'Router?' in 'suffixes' is not a name as code writes it, so it would never match\n"),
        ("{ \"style\": \"vidrep\", \"layers\": { \"Routers\": { \"suffixes\": [\"*Router\"] } } }",
         "Error: .archtool.json:1:60: '*Router' in 'suffixes' is not a name as code writes it, so it would never match (a suffix is written without the '*' that archtool prints before it: write it as 'Router')\n"),
        ("{ \"style\": \"vidrep\", \"layers\": { \"Routers\": { \"inherits\": [\"Foo.Bar\"] } } }",
         "Error: .archtool.json:1:60: 'Foo.Bar' in 'inherits' is not a name as code writes it, so it would never match (names are matched without their module or enclosing type: write it as 'Bar')\n"),
        ("{ \"style\": \"vidrep\", \"rules\": { \"resolver-builds-everything\": { \"options\": { \"constructed\": [\"Nope\"] } } } }",
         "Error: .archtool.json:1:94: unknown layer 'Nope'; layers: APIClients, App, Databases, Dispatchers, Models, Reducers, Repositories, Resolvers, Routers, RoutingModifiers, Scenes\n"),
    ])
    func configurationErrorsExitTwoWithLineAndColumn(config: String, error: String) throws {
        let work = TemporaryDirectory("config")
        defer { work.remove() }
        try work.write(".archtool.json", config)
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 2, out: "", err: error))
    }

    /// An option of a rule made of two checks that both have it sets one of them, so the same
    /// code is not reported twice: the first whose list is not empty (the one the option replaces).
    @Test func anOptionOfARuleOfSeveralChecksSetsOneCheck() throws {
        let work = TemporaryDirectory("options")
        defer { work.remove() }
        // `renderers-create-no-sources`: a construction check (no `names`) and a forbidden use of `ObservableObject`.
        try work.write(".archtool.json", #"{ "style": "sourcearch", "rules": { "renderers-create-no-sources": { "options": { "names": ["Timer"] } } } }"#)
        try work.write("Sources/StatusView.swift", """
            struct StatusView: View, Renderer {
                @Source var model: Int
                func a(_ o: any ObservableObject) {
                    let t = Timer()
                }
            }

            """)
        let found = runCLI(["lint", "--quiet"], directory: work.path).out.split(separator: "\n").filter { $0.contains("[renderers-create-no-sources]") }
        #expect(found == ["Sources/StatusView.swift:4:17: error: 'Timer' is not allowed in Renderers [renderers-create-no-sources]"])
        // `reducers-are-pure`: `members` replaces its second check's `random`, the first has none.
        try work.write(".archtool.json", #"{ "style": "vidrep", "rules": { "single-repository": "off", "reducers-are-pure": { "options": { "members": ["randomElement"] } } } }"#)
        try work.write("Sources/StatusView.swift", "struct DiceReducer {\n    func roll() -> Int { Int.random(in: 1...6) }\n    func pick(_ a: [Int]) -> Int? { a.randomElement() }\n}\n")
        #expect(runCLI(["lint", "--quiet"], directory: work.path).out
            == "Sources/StatusView.swift:3:39: error: '.randomElement' is not allowed in Reducers [reducers-are-pure]\n")
    }

    /// SA12: a `.sink` on a stored pipeline that an extension in another file assigns a
    /// Source's `$model` is reported when that file is linted alone too (the extension's file,
    /// only skimmed then, is scanned in full for it), as the whole tree's lint reports it.
    @Test func aPipelineAssignedInAnotherFileIsReadWhenOneFileIsLinted() throws {
        let work = TemporaryDirectory("sa12-partial")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "sourcearch" }"#)
        try work.write("Features/ClockObserver.swift", """
            final class ClockObserver {
                var ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                func start() { a = ticks.sink { _ in } }
            }

            """)
        try work.write("Extensions/ClockObserver+Counter.swift", """
            extension ClockObserver {
                func follow(_ counter: CounterSource) { ticks = counter.$model.map { _ in Date() } }
            }

            """)
        try work.write("Features/CounterSource.swift", "final class CounterSource: SourceOf<CounterModel> {}\n")
        let expected = ["Features/ClockObserver.swift:3:30: warning: observe sources with 'subscribe(_:method:)', not '.sink' [subscribe-with-method]"]
        func found(_ arguments: [String]) -> [String] {
            runCLI(["lint", "--quiet"] + arguments, directory: work.path).out.split(separator: "\n").map(String.init).filter { $0.contains("[subscribe-with-method]") }
        }
        #expect(found([]) == expected)
        #expect(found(["Features/ClockObserver.swift"]) == expected)
        // A partial run's skim leaves out local declarations (a `func` or type in a body), so the
        // full scan has more declarations than the project's (their indices crashed the linter
        // once): they are matched, and a local function's assignment is its function's.
        try work.write("Extensions/ClockObserver+Counter.swift", """
            func helper() {
                func inner() {}
                struct Local {}
                inner()
            }
            extension ClockObserver {
                func follow(_ counter: CounterSource) {
                    func start() { ticks = counter.$model.map { _ in Date() } }
                    start()
                }
            }

            """)
        #expect(found([]) == expected)
        #expect(found(["Features/ClockObserver.swift"]) == expected)
        // A local type's `self.ticks` is its own property's, not the observer's.
        try work.write("Extensions/ClockObserver+Counter.swift", """
            extension ClockObserver {
                func follow(_ counter: CounterSource) {
                    final class Relay { var ticks: Any?; func go(_ counter: CounterSource) { self.ticks = counter.$model } }
                    Relay().go(counter)
                }
            }

            """)
        #expect(found([]) == [])
        #expect(found(["Features/ClockObserver.swift"]) == [])
    }

    /// Package manifests run on the build host: no rule judges them (a conditional dependency
    /// asks `FileManager`), while the same code in the app is reported.
    @Test func packageManifestsAreNotJudged() throws {
        let work = TemporaryDirectory("manifests")
        defer { work.remove() }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            import Foundation
            let hasDesign = FileManager.default.fileExists(atPath: "../DesignSystem")
            let package = Package(name: "App", targets: [.target(name: "App")])

            """
        try work.write("Package.swift", manifest)
        try work.write("Packages/UI/Package@swift-6.0.swift", manifest)
        try work.write("Sources/App/Thing.swift", "import Foundation\nstruct Thing {\n    func f() { _ = FileManager.default }\n}\n")
        // A model named `Package` in a file of that name is no manifest.
        try work.write("Sources/App/Models/Package.swift", "import Foundation\nstruct Package {\n    func f() { _ = FileManager.default }\n}\n")
        try work.write(".archtool.json", #"{ "style": "puddles" }"#)
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(
            status: 1, out: "Sources/App/Models/Package.swift:3:20: error: 'FileManager' is not allowed in code outside Core [io-stays-in-core]\n"
                + "Sources/App/Thing.swift:3:20: error: 'FileManager' is not allowed in code outside Core [io-stays-in-core]\n",
            err: "2 errors, 0 warnings in 4 files\n"))
        // A finding about the whole project lands on the first file that is no manifest.
        #expect(runCLI(["lint", "--style", "vidrep", "--quiet"], directory: work.path).out == """
            Sources/App/Models/Package.swift:1:1: error: the tree declares no class in layer Repositories; it needs exactly one [single-repository]

            """)
    }

    @Test func aByteOrderMarkBeforeTheConfigurationIsSkipped() throws {
        let work = TemporaryDirectory("bom")
        defer { work.remove() }
        try Data([0xEF, 0xBB, 0xBF] + Array(#"{ "style": "vidrep", "rules": { "single-repository": "off" } }"#.utf8))
            .write(to: URL(fileURLWithPath: work.path + "/.archtool.json"))
        try work.write("Models/Book.swift", "struct Book {}\n")
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
    }

    @Test func withoutConfigurationAStyleIsNeeded() throws {
        let work = TemporaryDirectory("noconfig")
        defer { work.remove() }
        try work.write("A.swift", "struct A {}\n")
        let result = runCLI(["lint"], directory: work.path)
        #expect(result.status == 2)
        // (Outside a git repository: the folders above are not searched, and one there is named.)
        #expect(result.err.hasPrefix("Error: No .archtool.json here (outside a git repository, the folders above are not searched): "
            + "pass --style <style> or --config <file>.\nUsage: archtool lint"))
        try work.write("Sub/B.swift", "struct B {}\n")
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        #expect(runCLI(["lint"], directory: work.path + "/Sub").err.hasPrefix(
            "Error: No .archtool.json here; outside a git repository the folders above are not searched, and '../.archtool.json' is above: "
                + "pass --config ../.archtool.json, or --style <style>.\nUsage: archtool lint"))
        try FileManager.default.removeItem(atPath: work.path + "/.archtool.json")
        try FileManager.default.removeItem(atPath: work.path + "/Sub")
        try git(["init", "-q"], in: work.path)
        #expect(runCLI(["lint"], directory: work.path).err.hasPrefix(
            "Error: No .archtool.json here (nor above, in the repository): pass --style <style> or --config <file>.\nUsage: archtool lint"))
        try FileManager.default.removeItem(atPath: work.path + "/.git")
        // A ViDRep tree needs its one Repository (`single-repository`), reported at the first file.
        #expect(runCLI(["lint", "--style", "vidrep"], directory: work.path) == CLIResult(
            status: 1, out: "A.swift:1:1: error: the tree declares no class in layer Repositories; it needs exactly one [single-repository]\n",
            err: "1 error, 0 warnings in 1 file\n"))
        // Paths that select every file of the project are the whole project too.
        #expect(runCLI(["lint", "--style", "vidrep", "A.swift"], directory: work.path).status == 1)
        // A Repository by name that is no class is said (review 30b item 7: "no type" was false).
        try work.write("AppRepository.swift", "struct AppRepository {}\n")
        #expect(runCLI(["lint", "--style", "vidrep"], directory: work.path).out
            == "A.swift:1:1: error: the tree declares no class in layer Repositories ('AppRepository' is a struct); it needs exactly one [single-repository]\n")
        try work.write("AppRepository.swift", "final class AppRepository {}\n")
        #expect(runCLI(["lint", "--style", "vidrep"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 2 files\n"))
        // Without a configuration the paths are the tree, whatever else the folder holds: the
        // repository in another file is not in it.
        #expect(runCLI(["lint", "--style", "vidrep", "A.swift"], directory: work.path) == CLIResult(
            status: 1, out: "A.swift:1:1: error: the tree declares no class in layer Repositories; it needs exactly one [single-repository]\n",
            err: "1 error, 0 warnings in 1 file\n"))
        #expect(runCLI(["lint", "--style", "vidrep", "nope"], directory: work.path).err == "Error: no such file or folder 'nope'\n")
    }

    /// A configuration or baseline that is there but cannot be read is an error that says why,
    /// never taken for "no configuration" (with `--style`, that silently dropped its settings).
    @Test func anUnreadableConfigurationIsAnErrorNotAbsent() throws {
        let work = TemporaryDirectory("config-folder")
        defer { work.remove() }
        try work.write("A.swift", "struct A {}\n")
        try FileManager.default.createDirectory(atPath: work.path + "/.archtool.json", withIntermediateDirectories: true)
        let refused = CLIResult(status: 2, out: "", err: "Error: cannot read the configuration '.archtool.json': is a directory\n")
        #expect(runCLI(["lint"], directory: work.path) == refused)
        #expect(runCLI(["lint", "--style", "vidrep"], directory: work.path) == refused)
        #expect(runCLI(["add", "scene", "Settings"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: cannot read the configuration '.archtool.json': is a directory\n"))
        #expect(runCLI(["lint", "--config", "nope.json"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: cannot read the configuration 'nope.json': No such file or directory\n"))
        #expect(runCLI(["lint", "--style", "vidrep", "--config", "A.swift", "--baseline", "nope.json"], directory: work.path).err
            .hasPrefix("Error: A.swift:1:1: "))
        try FileManager.default.removeItem(atPath: work.path + "/.archtool.json")
        #expect(runCLI(["lint", "--style", "vidrep", "--baseline", "nope.json"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: cannot read the baseline 'nope.json': No such file or directory\n"))
    }

    @Test func unreadableAndBinaryFilesAreFindingsAndTheRestIsLinted() throws {
        let work = try makeTree()
        defer { work.remove() }
        try Data([0x73, 0x74, 0x72, 0x75, 0x63, 0x74, 0x0A, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: work.path + "/Sources/Bad.swift"))
        try Data([0x00, 0x01, 0x02]).write(to: URL(fileURLWithPath: work.path + "/Sources/Binary.swift"))
        try Data([0xFF, 0xFE, 0x73, 0x00, 0x0A, 0x00]).write(to: URL(fileURLWithPath: work.path + "/Sources/Wide.swift"))
        let result = runCLI(["lint", "--quiet"], directory: work.path)
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("""
            Sources/Bad.swift:2:1: error: the file is not Swift text: invalid UTF-8; it was not linted [file-unreadable]
            Sources/Binary.swift:1:1: error: the file is not Swift text: a NUL byte (binary file?); it was not linted [file-unreadable]
            Sources/Models/Book.swift:2:14: warning:
            """))
        #expect(result.out.contains("""
            Sources/Wide.swift:1:1: error: the file is not Swift text: UTF-16 (it starts with a UTF-16 byte order mark: save it as UTF-8); it was not linted [file-unreadable]

            """))
    }

    /// A layer the config adds that no rule names changes nothing: most often a typo for the
    /// preset layer it meant to override. One that a custom rule names is no news.
    @Test func anAddedLayerNoRuleNamesIsNamed() throws {
        let work = try makeTree()
        defer { work.remove() }
        // (Files for the layers' paths: a path that matches none is a warning of its own.)
        try work.write("Sources/Logic/Counter.swift", "struct Counter {}\n")
        try work.write("Sources/Services/BookService.swift", "final class BookService {}\n")
        try work.write(".archtool.json", """
            { "style": "vidrep",
              "layers": { "reducers": { "paths": ["Sources/Logic/**"] }, "Services": { "paths": ["Sources/Services/**"] },
                          "Repositories": { "suffixes": ["Store"] } } }
            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path).err == """
            warning: .archtool.json:2:15: layer 'reducers' is not a layer of vidrep and no rule names it, so it changes nothing. Did you mean 'Reducers'?
            warning: .archtool.json:2:62: layer 'Services' is not a layer of vidrep and no rule names it, so it changes nothing.

            """)
        try work.write(".archtool.json", """
            { "style": "vidrep", "layers": { "Services": { "paths": ["Sources/Services/**"] } },
              "custom-rules": [ { "id": "services-import-no-swiftui", "kind": "forbidden-imports",
                                  "scope": { "layers": ["Services"] }, "modules": ["SwiftUI"] } ] }
            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path).err == "")
    }

    /// The configuration `lint --help` shows is one lint accepts, and does what it says.
    @Test func theHelpsConfigurationExampleIsValid() throws {
        let help = runCLI(["lint", "--help"], directory: NSTemporaryDirectory()).out
        let lines = help.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasSuffix("as in:") }) + 1
        let end = try #require(lines[start...].firstIndex { $0.hasPrefix("'archtool rules' lists") })
        let work = TemporaryDirectory("help-config")
        defer { work.remove() }
        try work.write(".archtool.json", lines[start..<end].joined(separator: "\n"))
        try work.write("Sources/Services/Api.swift", "import SwiftUI\nstruct Api {}\n")
        // Generated code, excluded (it would break V1).
        try work.write("Sources/Generated/CacheRepository.swift", "final class CacheRepository {}\n")
        // Two scenes that name the repository, excepted by path and by type.
        try work.write("Sources/Legacy/OldScene.swift", "struct OldScene {\n    let repository: AppRepository\n}\n")
        try work.write("Sources/Views/DebugScene.swift", "struct DebugScene {\n    let repository: AppRepository\n}\n")
        try work.write("Sources/Repositories/AppRepository.swift", "final class AppRepository {}\n")
        let result = runCLI(["lint", "--quiet"], directory: work.path)
        #expect(result.status == 1 && result.err == "")
        let rules = result.out.split(separator: "\n").map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(rules == ["[scene-declares-contract]", "[scene-observes-repository]", "[services-import-no-swiftui]",
                          "[scene-declares-contract]", "[scene-observes-repository]"])
    }

    @Test func anIncludeEntryThatSelectsNothingIsNamed() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Sources", "Source"] }"#)
        let result = runCLI(["lint", "--quiet"], directory: work.path)
        #expect(result.err == "warning: .archtool.json:1:45: 'include' entry 'Source' selects no Swift file\n")
        // Linting named paths, entries that select nothing there are not news; a path that
        // yields nothing is.
        #expect(runCLI(["lint", "--quiet", "Sources/Models"], directory: work.path).err == "")
        try work.write("Tests/BookTests.swift", "struct BookTests {}\n")
        #expect(runCLI(["lint", "--quiet", "Tests"], directory: work.path) == CLIResult(status: 0, out: "",
            err: "warning: nothing to lint in 'Tests': no Swift file there, or none that .archtool.json's include and exclude select\n"))
        // --strict fails on those of the configuration (a typo in a CI configuration lints nothing
        // and would pass), not on a named path it excludes (a tool passing every changed file).
        #expect(runCLI(["lint", "--quiet", "--strict", "Tests"], directory: work.path).status == 0)
        // A path outside the project, which its include cannot select, is said so and fails
        // --strict (linted as "0 files", a CI job passed an error).
        let outside = TemporaryDirectory("outside")
        defer { outside.remove() }
        try outside.write("BooksReducer.swift", "struct BooksReducer { var count = 0 }\n")
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Sources"] }"#)
        let message = "warning: nothing to lint in '\(outside.path)/BooksReducer.swift': it is outside the project ('.', the folder of "
            + ".archtool.json), whose include selects files inside it; lint it with its own configuration\n"
        #expect(runCLI(["lint", "--quiet", outside.path + "/BooksReducer.swift"], directory: work.path)
            == CLIResult(status: 0, out: "", err: message))
        #expect(runCLI(["lint", "--quiet", "--strict", outside.path + "/BooksReducer.swift"], directory: work.path)
            == CLIResult(status: 1, out: "", err: message))
        // A project named through a link holds its real files: one named by its real path is
        // linted as through the link (it was said to be outside, then to hold no Swift file,
        // and --strict passed with an error in it).
        let link = outside.path + "/project"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: work.path)
        try work.write("Sources/Models/DraftReducer.swift", "struct DraftReducer { var count = 0 }\n")
        let throughLink = runCLI(["lint", "--strict", "--config", link + "/.archtool.json", link + "/Sources/Models/DraftReducer.swift"],
                                 directory: outside.path)
        #expect(throughLink == CLIResult(status: 1, out: """
            project/Sources/Models/DraftReducer.swift:1:27: error: reducers hold no state: 'count' is a stored 'var' [reducers-are-pure]

            """, err: "1 error, 0 warnings in 1 file\n"))
        #expect(runCLI(["lint", "--strict", "--config", link + "/.archtool.json", work.path + "/Sources/Models/DraftReducer.swift"],
                       directory: outside.path) == throughLink)
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Source"] }"#)
        #expect(runCLI(["lint", "--quiet", "--strict"], directory: work.path).status == 1)
        // A configuration elsewhere makes its folder the project: one without Swift files is said so.
        try work.write("ci/archtool.json", #"{ "style": "vidrep" }"#)
        #expect(runCLI(["lint", "--config", "ci/archtool.json", "--strict"], directory: work.path) == CLIResult(status: 1, out: "",
            err: "warning: nothing to lint: no Swift file in 'ci', the folder of ci/archtool.json\n0 errors, 0 warnings in 0 files; 1 configuration warning (fails --strict)\n"))
        #expect(runCLI(["lint", "--config", "ci/archtool.json"], directory: work.path) == CLIResult(status: 0, out: "",
            err: "warning: nothing to lint: no Swift file in 'ci', the folder of ci/archtool.json\n0 errors, 0 warnings in 0 files; 1 configuration warning\n"))
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["../elsewhere"] }"#)
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 2, out: "",
            err: "Error: .archtool.json:1:34: invalid glob '../elsewhere': patterns are relative to the project root and cannot leave it; remove '..'\n"))
    }

    /// An `exclude` entry that matches no Swift file is a typo or a plain name meant at any
    /// depth: said so, with the pattern that would match at any depth, and failing --strict.
    @Test func anExcludeEntryThatMatchesNothingIsNamed() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("Sources/Generated/Cache.swift", "struct Cache {}\n")
        try work.write(".archtool.json", #"{ "style": "vidrep", "exclude": ["Generated", "Sources/Generated/**", "Gen*/x", "./Sources/Nothing"] }"#)
        let result = runCLI(["lint", "--quiet", "--strict"], directory: work.path)
        #expect(result.status == 1)
        #expect(result.err == """
            warning: .archtool.json:1:34: 'exclude' entry 'Generated' matches no Swift file (a plain name matches from the project's folder: '**/Generated' matches it at any depth)
            warning: .archtool.json:1:71: 'exclude' entry 'Gen*/x' matches no Swift file
            warning: .archtool.json:1:81: 'exclude' entry './Sources/Nothing' matches no Swift file

            """)
        // A folder the walk skips anyway matches nothing, and is no news.
        try work.write(".archtool.json", #"{ "style": "vidrep", "exclude": ["**/Generated", "Pods", ".build/**", "*Tests"] }"#)
        try work.write("ShopTests/ShopTests.swift", "struct ShopTests {}\n")
        #expect(runCLI(["lint", "--quiet", "--strict"], directory: work.path).err == "")
    }

    /// A folder that holds the project (`lint ..` from its root) holds its files: linted, and
    /// not said to yield nothing.
    @Test func aFolderAboveTheProjectHoldsItsFiles() throws {
        let work = TemporaryDirectory("lint-above")
        defer { work.remove() }
        try work.write("App/.archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("App/Sources/Book.swift", "struct Book {}\n")
        #expect(runCLI(["lint", ".."], directory: work.path + "/App") == CLIResult(status: 1,
            out: "Sources/Book.swift:1:1: error: the tree declares no class in layer Repositories; it needs exactly one [single-repository]\n",
            err: "1 error, 0 warnings in 1 file\n"))
    }

    @Test func unterminatedCommentsAndStringsAreFindingsAndTheFileIsStillLinted() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("Sources/Open.swift", "struct Open {\n    let a = 1 /* never closed\n    let b = 2\n}\n")
        try work.write("Sources/Quote.swift", "let s = \"unclosed\nlet t = 1\n")
        // A raw string at its first `#`, where the literal starts.
        try work.write("Sources/Raw.swift", "let r = ##\"unclosed\nlet t = 1\n")
        let result = runCLI(["lint", "--quiet"], directory: work.path)
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("""
            Sources/Models/Book.swift:2:14: warning:
            """))
        #expect(result.out.contains("""
            Sources/Open.swift:2:15: error: unterminated block comment: this is not valid Swift, and findings after this place may be missing [syntax-error]
            Sources/Quote.swift:1:9: error: unterminated string literal: this is not valid Swift, and findings after this place may be missing [syntax-error]
            Sources/Raw.swift:1:9: error: unterminated string literal: this is not valid Swift, and findings after this place may be missing [syntax-error]

            """))
        #expect(runCLI(["explain", "syntax-error"]).out.hasPrefix("syntax-error (archtool, error)\n"))
    }

    /// Types nested past the scanner's limit end the read of that file with a `syntax-error`
    /// where it stopped, and a `#if` block without `#endif` is one at the `#if` of the outermost
    /// open block (not at its `#else`), and a `#endif` or `#else` outside any block is one at the
    /// first such; the other files are linted as usual.
    @Test func typesNestedTooDeepAreASyntaxError() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("Sources/Deep.swift", String(repeating: "enum E { ", count: 200) + String(repeating: "}", count: 200) + "\n")
        try work.write("Sources/Open.swift", "#if DEBUG\nstruct A {}\n#else\n#if os(iOS)\nstruct B {}\n#endif\n")
        try work.write("Sources/Stray.swift", "#if DEBUG\nstruct C {}\n#endif\n  #endif\n#else\n")
        let result = runCLI(["lint", "--quiet"], directory: work.path)
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("""
            Sources/Deep.swift:1:1158: error: types nested more than 128 deep: the rest of the file was not read [syntax-error]
            Sources/Models/Book.swift:2:14: warning:
            """))
        #expect(result.out.contains("""
            Sources/Open.swift:1:1: error: no '#endif' closes this conditional block: this is not valid Swift; the rest of the file was read as inside it [syntax-error]
            Sources/Stray.swift:4:3: error: '#endif' outside any '#if' block: this is not valid Swift [syntax-error]

            """))
    }

    @Test func namesThatDifferOnlyInNormalizationAreTwoFilesAndADanglingLinkIsReported() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("Sources/Models/Caf\u{E9}.swift", "struct A {}\n")
        try work.write("Sources/Models/Cafe\u{301}.swift", "struct B {}\n")
        try FileManager.default.createSymbolicLink(atPath: work.path + "/Sources/Gone.swift", withDestinationPath: work.path + "/nowhere.swift")
        let result = runCLI(["lint", "--format", "json", "--quiet"], directory: work.path)
        // A file system that normalizes names (APFS) keeps one of the two: count what is there.
        let kept = try FileManager.default.contentsOfDirectory(atPath: work.path + "/Sources/Models").filter { $0.hasPrefix("Caf") }.count
        #expect(result.out.hasSuffix("\"files\": \(4 + kept)\n}\n"))
        #expect(result.out.contains(#""path": "Sources/Gone.swift", "line": 1, "column": 1, "severity": "error", "rule": "file-unreadable", "message": "cannot read the file: No such file or directory""#))
        // Named on the command line, it is there all the same: reported, not a usage error.
        // (And counted as the file it is.)
        #expect(runCLI(["lint", "Sources/Gone.swift"], directory: work.path) == CLIResult(status: 1,
            out: "Sources/Gone.swift:1:1: error: cannot read the file: No such file or directory [file-unreadable]\n",
            err: "1 error, 0 warnings in 1 file\n"))
        #expect(runCLI(["lint", "--quiet", "Sources/Nothing.swift"], directory: work.path) == CLIResult(status: 2, out: "",
            err: "Error: no such file or folder 'Sources/Nothing.swift'\n"))
    }

    /// Nothing under the linted folders is skipped in silence: a `.swift` name that is not
    /// UTF-8, a FIFO named `.swift`, a folder that cannot be opened (here: its path is longer
    /// than the system allows, which even root cannot open; a locked folder is reported the same
    /// way) are `file-unreadable` findings, and the rest is linted.
    @Test func whatCannotBeLookedIntoIsReported() throws {
        let work = try makeTree()
        defer { work.remove() }
        func cPath(_ bytes: [UInt8]) -> [CChar] { (bytes + [0]).map { CChar(bitPattern: $0) } }
        let latin1 = Array((work.path + "/Sources/Caf").utf8) + [0xE9] + Array("Reducer.swift".utf8)
        #expect(cPath(latin1).withUnsafeBufferPointer { creat($0.baseAddress!, 0o644) } >= 0)
        #expect(mkfifo(work.path + "/Sources/Pipe.swift", 0o644) == 0)
        // Folders nested until their path passes PATH_MAX, made one level at a time from a handle.
        let segment = String(repeating: "d", count: 250)
        var handles = [open(work.path + "/Sources", O_RDONLY | O_DIRECTORY)]
        for _ in 0..<18 {
            #expect(mkdirat(handles.last!, segment, 0o755) == 0)
            handles.append(openat(handles.last!, segment, O_RDONLY | O_DIRECTORY))
        }
        defer {
            // Removed from the deepest up, through the handles: the paths are too long to name.
            for level in stride(from: handles.count - 2, through: 0, by: -1) { unlinkat(handles[level], segment, AT_REMOVEDIR) }
            handles.forEach { close($0) }
        }
        let result = runCLI(["lint", "--quiet"], directory: work.path)
        #expect(result.status == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains("Sources/Caf\u{FFFD}Reducer.swift:1:1: error: the file name is not valid UTF-8; rename the file to lint it [file-unreadable]"))
        #expect(lines.contains("Sources/Pipe.swift:1:1: error: cannot read the file: is not a regular file [file-unreadable]"))
        #expect(lines.contains { $0.hasPrefix("Sources/" + segment + "/") && $0.hasSuffix(
            ":1:1: error: cannot read the folder: File name too long; the Swift files in it were not linted [file-unreadable]") })
        #expect(lines.contains { $0.hasPrefix("Sources/Models/Book.swift:2:14: warning:") })
    }

    @Test func symlinkLoopsEnd() throws {
        let work = try makeTree()
        defer { work.remove() }
        try FileManager.default.createSymbolicLink(atPath: work.path + "/Sources/loop", withDestinationPath: work.path + "/Sources")
        #expect(runCLI(["lint", "--quiet", "--format", "json"], directory: work.path).out.hasSuffix("\"files\": 3\n}\n"))
    }

    /// `--timings` prints each stage on standard error in one column, however long its name
    /// (review 31b item 7: "module namespaces (0 names in two modu" was cut at 40 characters).
    @Test func timingsPrintEveryStageWhole() throws {
        let work = try makeTree()
        defer { work.remove() }
        let result = runCLI(["lint", "--quiet", "--timings"], directory: work.path)
        let lines = result.err.split(separator: "\n").map(String.init)
        let stages = lines.map { line in String(line.dropLast(12)).trimmingCharacters(in: .whitespaces) }
        #expect(stages.first == "discovery" && stages.last == "reporting")
        #expect(stages.contains("model") && stages.contains("module namespaces (0 names in two modules)"))
        #expect(Set(lines.map { $0.count }).count == 1)
        #expect(lines.allSatisfy { $0.hasSuffix(" ms") })
    }

    @Test func suppressionsFromTheCommandLine() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Sources/Models"], "suppressions": { "require-reason": true } }"#)
        try work.write("Sources/Models/Book.swift", """
            struct Book {
                let id = UUID() // archtool:disable:this models-are-deterministic -- ids are random by design
                let other = UUID() // archtool:disable:this models-are-deterministic
            }

            """)
        #expect(runCLI(["lint", "--quiet"], directory: work.path) == CLIResult(status: 1, out: """
            Sources/Models/Book.swift:3:17: warning: 'UUID(…)' is not allowed in Models [models-are-deterministic]
            Sources/Models/Book.swift:3:24: error: a suppression needs a reason after '--'; without one it suppresses nothing [invalid-suppression]

            """, err: ""))
        let sarif = runCLI(["lint", "--quiet", "--format", "sarif"], directory: work.path).out
        #expect(sarif.contains(#""kind": "inSource""#))
        #expect(sarif.contains(#""justification": "ids are random by design""#))
    }

    @Test func outputIsDeterministic() throws {
        let work = try makeTree()
        defer { work.remove() }
        let first = runCLI(["lint", "--format", "json"], directory: work.path)
        for _ in 0..<3 { #expect(runCLI(["lint", "--format", "json"], directory: work.path) == first) }
    }

    /// Findings are sorted by the project's paths, then shown: from a subfolder, the same order
    /// (by the paths as shown, `../Beta/B.swift` came first, and xcode's absolute paths out of order).
    @Test func theOrderIsTheProjectsFromAnyFolder() throws {
        let work = TemporaryDirectory("order")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "puddles" }"#)
        try work.write("Alpha/A.swift", "struct Wrong {}\n")
        try work.write("Beta/B.swift", "struct Wrong2 {}\n")
        let fromRoot = runCLI(["lint", "--quiet", "--format", "xcode"], directory: work.path)
        let fromAlpha = runCLI(["lint", "--quiet", "--format", "xcode", "--config", "../.archtool.json"], directory: work.path + "/Alpha")
        #expect(fromRoot.out.split(separator: "\n").map { $0.split(separator: ":").first ?? "" }
            == [Substring(work.path + "/Alpha/A.swift"), Substring(work.path + "/Beta/B.swift")])
        #expect(fromAlpha == fromRoot)
        #expect(runCLI(["lint", "--quiet", "--config", "../.archtool.json"], directory: work.path + "/Alpha").out
            .split(separator: "\n").map { $0.split(separator: ":").first ?? "" } == ["A.swift", "../Beta/B.swift"])
    }
}
