import ArchModel
import Foundation
import Testing
@testable import Linters

/// Whole-tree `lint` skims the files in no layer and scans in full only those whose code a rule
/// reads (`RuleChecker.filesWhoseCodeIsRead`): it must report exactly what scanning every file
/// in full reports. The rule examples and fixtures run through the same path; this compares the
/// two on a real corpus.
@Suite struct LintCodeDemandTests {
    /// A skimmed file whose code names a forbidden name is scanned again; one that does not is
    /// not, and a name in a comment or a string does not count as code.
    @Test func onlyTheFilesARuleReadsAreScannedAgain() {
        let preset = Presets.preset(for: Style.named("vidrep")!)
        let sources = [
            (path: "Views/Home.swift", text: "struct Home {\n    var body: some View { NavigationStack { Text(\"x\") } }\n}\n"),
            (path: "Views/Other.swift", text: "struct Other {\n    // NavigationStack\n    let s = \"NavigationStack\"\n}\n"),
        ]
        let result = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules.filter { $0.id == "navigation-in-routers" })
        #expect(result.findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule)" } == ["Views/Home.swift:2:27 navigation-in-routers"])
        #expect(result.timings.map(\.stage).contains("code read in 1 of 2 skimmed files"))
    }

    /// `lint --timings` lists the model's stages under "model", in the order they run, with
    /// the number of names two modules declare (here `Row`, in ModuleA and ModuleB).
    @Test func timingsListTheModelsStages() {
        let preset = Presets.preset(for: Style.named("vidrep")!)
        let sources = [
            (path: "Package.swift", text: "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\")\n"),
            (path: "Sources/ModuleA/Row.swift", text: "struct Row {}\n"),
            (path: "Sources/ModuleB/Row.swift", text: "struct Row {}\n"),
        ]
        let stages = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules).timings.map(\.stage)
        let model = stages.firstIndex(of: "model") ?? stages.endIndex
        #expect(Array(stages[model...].prefix(8)) == [
            "model", "  preview extensions", "  module namespaces (1 name in two modules)", "  type index and members", "  supertypes",
            "  type aliases, layer inputs", "  type layers", "  declaration layers",
        ])
    }

    /// V10 reads a skimmed file that makes a layer type through `type(of: x).init(…)`, directly
    /// or through a local, where it names neither the type nor a property annotated with it
    /// (`x` is the Resolver's property, declared by its value); a file without the call
    /// `type(of:` or without `.init` is not read (`Other.swift` names `type` and `.init`). (The Resolver's file, in no layer folder, is read: it names the type.)
    @Test func dynamicTypeConstructionsAreReadInSkimmedFiles() {
        let preset = Presets.preset(for: Style.named("vidrep")!)
        let sources = [
            (path: "Resolvers/AppResolver.swift", text: "final class AppResolver {\n    let reducer = BooksReducer()\n}\n"),
            (path: "Reducers/BooksReducer.swift", text: "struct BooksReducer {}\n"),
            (path: "Sources/Copier.swift", text: """
                struct Copier {
                    let resolver: AppResolver
                    func copy() -> Any { type(of: resolver.reducer).init() }
                    func again() -> Any {
                        let kind = type(of: resolver.reducer)
                        return kind.init()
                    }
                }

                """),
            (path: "Sources/Other.swift", text: "struct Other {\n    let type = 1\n    let other: Other = .init()\n}\n"),
        ]
        let result = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules.filter { $0.id == "resolver-builds-everything" })
        #expect(result.findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule)" }
            == ["Sources/Copier.swift:3:26 resolver-builds-everything", "Sources/Copier.swift:6:16 resolver-builds-everything"])
        #expect(result.timings.map(\.stage).contains("code read in 2 of 3 skimmed files"))
    }

    /// H4 follows a component made with a builder's parameter as `parent:` to the builder's
    /// callers: a skimmed file that names no component class but the builder is read for it; a
    /// file that names neither is not.
    @Test func componentParentsAreFollowedToSkimmedCallers() {
        let preset = Presets.preset(for: Style.named("huddle")!)
        let sources = [
            (path: "Sources/AppComponent.swift", text: """
                class AppComponent: Component {
                    let network = Network()
                    init() { super.init(parent: nil) }
                }

                """),
            (path: "Sources/ItemsComponent.swift", text: """
                class ItemsComponent: Component {
                    init(parent: Component) { super.init(parent: parent) }
                    var network: Network { parent.network }
                    var database: Database { parent.database }
                }

                """),
            (path: "Sources/ItemsBuilder.swift", text: """
                enum ItemsBuilder {
                    static func build(parentComponent: Component) -> ItemsComponent { ItemsComponent(parent: parentComponent) }
                }

                """),
            (path: "Sources/Root.swift", text: "final class Root {\n    let app: AppComponent\n    init(app: AppComponent) { self.app = app }\n}\n"),
            (path: "Sources/Start.swift", text: "func start(root: Root) { _ = ItemsBuilder.build(parentComponent: root.app) }\n"),
            (path: "Sources/Other.swift", text: "struct Other {\n    let type = 1\n    let other: Other = .init()\n}\n"),
        ]
        let result = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules.filter { $0.id == "component-dependencies-resolve" })
        #expect(result.findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule)" } == ["Sources/ItemsComponent.swift:4:37 component-dependencies-resolve"])
        // Known from `Start.swift` alone: the parent is an `AppComponent`, which provides `network` only.
        #expect(result.findings.map(\.message) == [
            "'ItemsComponent' reads 'database' from its parent, but no ancestor (AppComponent) provides it; the lookup crashes at run time",
        ])
        #expect(result.timings.map(\.stage).contains("code read in 5 of 6 skimmed files"))
    }

    /// H4 reads a skimmed file that makes a component as an implicit `.init(parent:)` for a
    /// parameter typed as its class, though the file names no component class nor a type of a
    /// file that does (`Starter`'s file names aliases only; the label `parent` is the word): the
    /// argument gives the chain, as `OnboardingComponent(parent:)` would, so the sibling's
    /// `analytics` does not count. A file without the word is not read.
    @Test func implicitComponentConstructionsAreReadInSkimmedFiles() {
        let preset = Presets.preset(for: Style.named("huddle")!)
        let sources = [
            (path: "Sources/Components.swift", text: """
                final class AppComponent: Component {
                    init() { super.init(parent: nil) }
                }
                final class SettingsComponent: Component {
                    let analytics = Analytics()
                    init(parent: AppComponent) { super.init(parent: parent) }
                }
                final class OnboardingComponent: Component {
                    let analytics: Analytics
                    init(parent: Component) {
                        analytics = parent.analytics
                        super.init(parent: parent)
                    }
                }

                """),
            (path: "Sources/OnboardingFlow.swift", text: "final class OnboardingFlow {\n    func begin(component: OnboardingComponent) {}\n}\n"),
            (path: "Sources/Aliases.swift", text: "typealias Root = AppComponent\ntypealias Flow = OnboardingFlow\n"),
            (path: "Sources/Starter.swift", text: "final class Starter {\n    let flow: Flow\n    let root: Root\n}\n"),
            (path: "Sources/Starter+Go.swift", text: "extension Starter {\n    func go() { self.flow.begin(component: .init(parent: self.root)) }\n}\n"),
            (path: "Sources/Other.swift", text: "struct Other {\n    let other: Other = .init()\n}\n"),
        ]
        let result = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules.filter { $0.id == "component-dependencies-resolve" })
        #expect(result.findings.map { "\($0.path):\($0.line):\($0.column) \($0.message)" } == [
            "Sources/Components.swift:11:28 'OnboardingComponent' reads 'analytics' from its parent, but no ancestor (AppComponent) provides it; "
                + "the lookup crashes at run time",
        ])
        #expect(result.timings.map(\.stage).contains("code read in 5 of 6 skimmed files"))
    }

    /// H4 follows a construction's `parent:` to the callers of the function it is in by that
    /// function's type or, where no type encloses it, its name: local functions and local types
    /// included, so the skim reads the files that name them and reports what a full scan reports
    /// (cases found by review, where the two differed).
    @Test(arguments: [
        ("func setUpItems() {\n    func make(parentComponent: Component) -> ItemsComponent { ItemsComponent(parent: parentComponent) }\n    _ = 1\n}\n",
         "final class Host {\n    let root: RootParent\n    let helper: Helper\n    init(root: RootParent, helper: Helper) { self.root = root; self.helper = helper }\n    func go() { _ = helper.make(parentComponent: root) }\n}\nfinal class Helper {\n    func make(parentComponent: Any) -> Any { parentComponent }\n}\n"),
        ("func setUpItems() {\n    enum Maker {\n        static func make(parentComponent: Component) -> ItemsComponent { ItemsComponent(parent: parentComponent) }\n    }\n    _ = Maker.self\n}\n",
         "enum Maker { static func make(parentComponent: Any) -> Any { parentComponent } }\nfinal class Host {\n    let root: RootParent\n    init(root: RootParent) { self.root = root }\n    func go() { _ = Maker.make(parentComponent: root) }\n}\n"),
    ])
    func localCalleesAreFollowedAsInAFullScan(setup: String, host: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archtool-demand-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            ("Sources/Components.swift", """
                final class ItemsComponent: Component {
                    var store: String { parent.store }
                }
                final class AppComponent: Component {
                    init() { super.init(parent: nil) }
                    var title: String { "t" }
                }

                """),
            ("Sources/Aliases.swift", "typealias RootParent = AppComponent\n"),
            ("Sources/Setup.swift", setup),
            ("Sources/Host.swift", host),
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let preset = Presets.preset(for: Style.named("huddle")!)
        let rules = preset.rules.filter { $0.id == "component-dependencies-resolve" }
        func lint(_ codeDemand: Bool) -> [String] {
            Linter.lint(root: root, paths: files.map(\.0), layers: preset.layers, rules: rules, codeDemand: codeDemand)
                .findings.map { "\($0.path):\($0.line):\($0.column) \($0.message)" }
        }
        let full = lint(false)
        #expect(full.count == 1)
        #expect(lint(true) == full)
    }

    /// H12 reads the files that declare a step's `override func run()`, and not one whose `run()`
    /// is no step's: a passing step skimmed and not read would lack its `onNext()` call.
    @Test func stepsAreReadAndOtherRunsAreNot() {
        let preset = Presets.preset(for: Style.named("huddle")!)
        let sources = [
            (path: "Sources/WelcomeStep.swift", text: """
                final class WelcomeStep: FlowStep<Context, StartupComponent, EmptyResult> {
                    override func run() async {
                        show { [weak self] in self?.onNext() }
                    }
                }

                """),
            (path: "Sources/PrefetchStep.swift", text: "final class PrefetchStep: FlowStep<Context, StartupComponent, EmptyResult> {\n    override func run() async { await prefetch() }\n}\n"),
            (path: "Sources/Job.swift", text: "final class Job: Operation {\n    override func run() { work() }\n}\n"),
        ]
        let result = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules.filter { $0.id == "steps-call-on-next" })
        #expect(result.findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule)" } == ["Sources/PrefetchStep.swift:2:19 steps-call-on-next"])
        #expect(result.timings.map(\.stage).contains("code read in 2 of 3 skimmed files"))
    }

    /// On a real corpus when `ARCHTOOL_CORPUS` names one (CI sets it): every style's findings,
    /// with and without the skim.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ARCHTOOL_CORPUS"] != nil), arguments: Style.all)
    func sameFindingsOnTheCorpus(style: Style) throws {
        let root = ProcessInfo.processInfo.environment["ARCHTOOL_CORPUS"]!
        let paths = try FileDiscovery(root: root).discover(["."])
        let preset = Presets.preset(for: style)
        func lint(_ codeDemand: Bool) -> [Finding] {
            Linter.lint(root: root, paths: paths, layers: preset.layers, rules: preset.rules, annotates: false, codeDemand: codeDemand).findings
        }
        let demanded = lint(true), full = lint(false)
        #expect(demanded.count == full.count)
        #expect(demanded == full, "first difference: \(zip(demanded, full).first { $0 != $1 }.map { "\($0) / \($1)" } ?? "in the count")")
    }
}

/// The names a file may contain: every identifier of its code, interpolations included, with
/// backticks dropped and `$x` also as `x`; never a word only in a comment or a string. A
/// reserved word (not hashed) may be in any file.
@Suite struct WordFilterTests {
    static let source = """
        struct `Default` { let value = "\\(Interpolated) text Literal"; var body: some View { $state } }
        // Commented
        let last = NavigationStack
        """

    @Test(arguments: ["Default", "value", "Interpolated", "body", "View", "state", "$state", "struct", "let", "NavigationStack", "last"])
    func namesInCodeMayBeThere(word: String) {
        let filter = WordFilter(SourceFile(path: "a.swift", text: Self.source))
        #expect(filter.mayContain(anyOf: WordFilter.Query([word])))
    }

    @Test func namesNotInCodeAreNot() {
        let filter = WordFilter(SourceFile(path: "a.swift", text: Self.source))
        for word in ["Commented", "text", "Literal", "`Default`", "NavigationLink", "Navigation", "Stack", "valu", "values"] {
            #expect(!filter.mayContain(anyOf: WordFilter.Query([word])), "\(word)")
        }
        // A word with non-ASCII characters may be anywhere (canonical equivalence).
        #expect(filter.mayContain(anyOf: WordFilter.Query(["Café"])))
        // So may a reserved word, which is not hashed (`defer` is not in the file).
        #expect(filter.mayContain(anyOf: WordFilter.Query(["defer"])))
        #expect(filter.mayContain(anyOf: WordFilter.Query(["NavigationLink", "init"])))
        #expect(!filter.mayContain(anyOf: WordFilter.Query([])))
    }

    /// `.init` is a word of its own: `init` alone (a declaration) is not it, nor is text.
    @Test func memberInitIsRecorded() {
        for (text, has) in [("let a: A = .init()", true), ("let a = A.init(x: 1)", true), ("let a = A. init()", true),
                            ("struct A { init() {} }", false), ("let s = \".init(\" // .init", false)] {
            #expect(WordFilter(SourceFile(path: "a.swift", text: text)).mayContain(anyOf: WordFilter.memberInit) == has, "\(text)")
        }
    }

    /// A call with its first label is a word of its own: `render(state:`, however laid out.
    @Test func callsWithTheirFirstLabelAreRecorded() {
        let renders = WordFilter.call("render", label: "state")
        for (text, has) in [("view.render(state: s)", true), ("render(\n    state: s\n)", true), ("render (state: s)", true),
                            ("render(s)", false), ("render(other: s); let state = 1", false), ("// render(state: s)", false),
                            ("let s = \"render(state: s)\"", false)] {
            #expect(WordFilter(SourceFile(path: "a.swift", text: text)).mayContain(anyOf: renders) == has, "\(text)")
        }
    }

    /// A member of another value than `self` is a word of its own: `model.state`, not
    /// `self.state` or `state` (S4 reads only files that may assign another value's `state`).
    @Test func membersOfOtherValuesAreRecorded() {
        let members = WordFilter.members(["state"])
        for (text, has) in [("model.state = .idle", true), ("self.model.state = .idle", true), ("list?.state.append(1)", true),
                            ("(a as! VM).state = x", true), ("items[0] . state = x", true), ("let s: S = .state", true),
                            ("model.self.state = x", true), ("a?.self\n    .state = x", true),
                            ("self.state = .idle", false), ("self?.state = .idle", false), ("super.state = x", false),
                            ("state = .idle", false), ("let state = 1", false), ("// model.state = x", false),
                            ("let s = \"model.state\"", false)] {
            #expect(WordFilter(SourceFile(path: "a.swift", text: text)).mayContain(anyOf: members) == has, "\(text)")
        }
    }

    /// A file with a non-ASCII name may contain any word: `\u{212A}ey` (Kelvin sign) is `Key`
    /// as Swift compares names.
    @Test func aNonASCIINameMayBeAnyWord() {
        let filter = WordFilter(SourceFile(path: "a.swift", text: "let x = \u{212A}ey()\n"))
        #expect("\u{212A}ey" == "Key")
        #expect(filter.mayContain(anyOf: WordFilter.Query(["Key"])))
        #expect(filter.mayContain(anyOf: WordFilter.Query(["Other"])))
    }
}
