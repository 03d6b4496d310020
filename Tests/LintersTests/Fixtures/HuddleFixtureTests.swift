import ArchModel
import Testing
@testable import Linters

/// The Huddle skeleton lints clean, and each rule finds its planted violation in it.
@Suite struct HuddleFixtureTests {
    static let style = Style.named("huddle")!

    @Test func theSkeletonHasNoFindings() throws {
        let findings = try TemplateFixture(Self.style).lint()
        #expect(findings == [], "\(findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule) \($0.message)" })")
    }

    static let items = "Sources/Demo/Modules/Items/"

    static let planted: [PlantedViolation] = [
        PlantedViolation(rule: "routers-are-main-actor", file: items + "ItemsRouter.swift",
                         find: "@MainActor\nfinal class ItemsRouter: Router, ItemsRouting {", replace: "final class ItemsRouter: ObservableObject {"),
        PlantedViolation(rule: "builder-shape", file: items + "ItemsBuilder.swift",
                         find: "struct ItemsBuilder: ItemsBuilding {", replace: "final class ItemsBuilder: ItemsBuilding {"),
        PlantedViolation(rule: "component-impl-shape", file: items + "ItemsModule.swift",
                         find: "final class ItemsModuleComponentImpl: Component, ItemsModuleComponent {",
                         replace: "final class ItemsModuleComponentImpl: Component {"),
        PlantedViolation(rule: "component-dependencies-resolve", file: items + "ItemsModule.swift",
                         find: "itemsCache = parent.itemsCache", replace: "itemsCache = parent.itemCache"),
        PlantedViolation(rule: "modules-talk-through-holder", file: items + "ItemsModule.swift",
                         find: "    func refresh() async {\n", replace: "    func refresh() async {\n        _ = holder as? RootModuleHolder\n"),
        PlantedViolation(rule: "builders-called-by-holders", file: items + "ItemsModule.swift",
                         find: "    func refresh() async {\n",
                         replace: "    func refresh() async {\n        _ = ItemsBuilder.build(parentComponent: EmptyComponent(), holder: holder, context: RootModuleHolderContext())\n"),
        PlantedViolation(rule: "views-use-protocols", file: items + "ItemsView.swift",
                         find: "    let module: any ItemsSupporting", replace: "    let module: ItemsModule"),
        PlantedViolation(rule: "views-do-no-io", file: items + "ItemsView.swift",
                         find: "Text(item.title)", replace: "Text(UserDefaults.standard.string(forKey: item.id) ?? item.title)"),
        PlantedViolation(rule: "modules-import-no-ui", file: items + "ItemsModule.swift",
                         find: "import HuddleArch\n", replace: "import SwiftUI\nimport HuddleArch\n"),
        PlantedViolation(rule: "view-model-shape", file: items + "ItemsViewModel.swift",
                         find: "final class ItemsViewModel {", replace: "class ItemsViewModel {"),
        PlantedViolation(rule: "view-components-are-structs", file: items + "ItemsRouter.swift",
                         find: "struct ItemsViewComponentImpl: ItemsViewComponent {", replace: "final class ItemsViewComponentImpl: ItemsViewComponent {"),
        PlantedViolation(rule: "steps-call-on-next", file: "Sources/Demo/Flows/Startup/PrefetchItemsStep.swift",
                         find: "        onNext()\n", replace: "", anywhereInFile: true),
        PlantedViolation(rule: "flow-sets-steps", file: "Sources/Demo/Flows/Startup/StartupFlow.swift",
                         find: "        self.steps = [", replace: "        let pending = [", anywhereInFile: true),
        PlantedViolation(rule: "only-holders-assign-modules", file: "Sources/Demo/App/CompositionRoot.swift",
                         find: "    public func start() async {\n", replace: "    public func start() async {\n        holder.supportedModules = []\n"),
        PlantedViolation(rule: "no-print", file: items + "ItemsModule.swift",
                         find: "    func refresh() async {\n", replace: "    func refresh() async {\n        print(\"refreshing\")\n"),
        PlantedViolation(rule: "file-named-after-type", file: "Sources/Demo/Services/ItemsCache.swift",
                         find: "final class ItemsCache {", replace: "final class ItemCache {"),
    ]

    @Test(arguments: planted)
    func eachPlantedViolationIsFound(_ violation: PlantedViolation) throws {
        violation.check(in: try TemplateFixture(Self.style))
    }

    /// The skeleton's module is made by its builder, which the root module holder calls with the
    /// AppComponent: that is the chain asked.
    @Test func anUnresolvedDependencySaysWhoWasAsked() throws {
        let fixture = try TemplateFixture(Self.style)
        var files = fixture.files
        let path = Self.items + "ItemsModule.swift"
        files[path] = files[path]!.replacingOccurrences(of: "itemsCache = parent.itemsCache", with: "itemsCache = parent.itemCache")
        let messages = fixture.lint(files).filter { $0.rule == "component-dependencies-resolve" }.map(\.message)
        #expect(messages == ["'ItemsModuleComponentImpl' reads 'itemCache' from its parent, but no ancestor (AppComponent) provides it; the lookup crashes at run time"])
    }

    /// `component.x` in the module and in the flow step, where the component's class declares
    /// no `x`: looked up from that component through its ancestors (the AppComponent, made by the
    /// holder and the composition root), which do not store it. Once the AppComponent stores it,
    /// the lookup finds it.
    @Test func aComponentReadInAModuleOrAStepIsLookedUp() throws {
        let fixture = try TemplateFixture(Self.style)
        var files = fixture.files
        let module = Self.items + "ItemsModule.swift", step = "Sources/Demo/Flows/Startup/PrefetchItemsStep.swift"
        files[module] = files[module]!.replacingOccurrences(of: "        itemsCache = component.itemsCache\n",
                                                            with: "        itemsCache = component.itemsCache\n        _ = component.userSession as String\n")
        files[step] = files[step]!.replacingOccurrences(of: "        itemsCache = component.itemsCache\n",
                                                        with: "        itemsCache = component.itemsCache\n        _ = component.userSession as String\n")
        func findings(_ files: [String: String]) -> [String] {
            fixture.lint(files).filter { $0.rule == "component-dependencies-resolve" }.map { "\($0.path):\($0.line):\($0.column) \($0.message)" }
        }
        #expect(findings(files) == [
            step + ":11:23 'StartupFlowComponent' declares no 'userSession', so 'component.userSession' looks it up in its ancestors, "
                + "but no ancestor (AppComponent) provides it; the lookup crashes at run time",
            module + ":14:23 'ItemsModuleComponentImpl' declares no 'userSession', so 'component.userSession' looks it up in its ancestors, "
                + "but no ancestor (AppComponent) provides it; the lookup crashes at run time",
        ])
        let root = "Sources/Demo/App/AppComponent.swift"
        files[root] = files[root]!.replacingOccurrences(of: "    let itemsCache: ItemsCache\n", with: "    let itemsCache: ItemsCache\n    let userSession = \"guest\"\n")
        #expect(findings(files) == [])
    }

    /// What an ancestor declares under the name but the lookup does not see, the message says:
    /// a tracked `var` of an `@Observable` class (stored as `_x`), a computed, a `lazy` and a
    /// wrapped one. `@ObservationIgnored` keeps the name: no finding for `analytics`.
    @Test func anAncestorsPropertyTheLookupDoesNotSeeIsExplained() {
        let preset = Presets.preset(for: Self.style)
        let sources = [
            (path: "Sources/App/Root/AppComponent.swift", text: """
                import Observation

                @Observable
                final class AppComponent: Component {
                    var userName = "guest"
                    @ObservationIgnored var analytics = Analytics()
                    @ObservationIgnored lazy var clock = Clock()
                    @ObservationIgnored @Boxed var theme = "light"
                    var appName: String { "Shop" }
                    init() { super.init(parent: nil) }
                    var profile: ProfileComponent { ProfileComponent(parent: self) }
                }
                """),
            (path: "Sources/App/Modules/Profile/ProfileComponent.swift", text: """
                final class ProfileComponent: Component {
                    init(parent: Component) {
                        _ = parent.userName as String
                        _ = parent.analytics as Analytics
                        _ = parent.clock as Clock
                        _ = parent.theme as String
                        _ = parent.appName as String
                        super.init(parent: parent)
                    }
                }
                """),
        ]
        let findings = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules).findings
            .filter { $0.rule == "component-dependencies-resolve" }
        let path = "Sources/App/Modules/Profile/ProfileComponent.swift"
        let start = "'ProfileComponent' reads", end = "; the lookup crashes at run time"
        #expect(findings.map { "\($0.path):\($0.line):\($0.column) \($0.message)" } == [
            "\(path):3:20 \(start) 'userName' from its parent, but no ancestor (AppComponent) provides it ('AppComponent.userName' is tracked by "
                + "@Observable, which stores it as '_userName': mark it @ObservationIgnored to keep the name)\(end)",
            "\(path):5:20 \(start) 'clock' from its parent, but no ancestor (AppComponent) provides it ('AppComponent.clock' is lazy, stored under another name)\(end)",
            "\(path):6:20 \(start) 'theme' from its parent, but no ancestor (AppComponent) provides it ('AppComponent.theme' is wrapped, stored as '_theme')\(end)",
            "\(path):7:20 \(start) 'appName' from its parent, but no ancestor (AppComponent) provides it "
                + "('AppComponent.appName' is computed: the lookup sees stored properties only)\(end)",
        ])
    }

    /// A chain known to its root: only the ancestors count, and the message names them.
    @Test func anUnresolvedDependencyOfAKnownChainNamesTheAncestors() {
        let preset = Presets.preset(for: Self.style)
        let sources = [
            (path: "Sources/App/Modules/Chat/ChatModule.swift", text: """
                protocol ChatModuleComponent: Component {}
                final class ChatModuleComponentImpl: Component, ChatModuleComponent {
                    let clock: Clock
                    init(parent: AppComponent) {
                        clock = parent.clock
                        super.init(parent: parent)
                    }
                }
                """),
            // A read in an extension, in another file, counts as the class's own.
            (path: "Sources/App/Modules/Chat/ChatModule+Clock.swift", text: """
                extension ChatModuleComponentImpl {
                    var clock2: Clock { parent.clok }
                }
                """),
            (path: "Sources/App/Root/AppComponent.swift", text: """
                final class OtherComponent: Component {
                    let clock = Clock()
                }
                final class AppComponent: Component {
                    init() { super.init(parent: nil) }
                }
                final class Clock {}
                """),
        ]
        let findings = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules).findings
            .filter { $0.rule == "component-dependencies-resolve" }
        #expect(findings.map { "\($0.path):\($0.line):\($0.column) \($0.message)" } == [
            "Sources/App/Modules/Chat/ChatModule+Clock.swift:2:32 'ChatModuleComponentImpl' reads 'clok' from its parent, but no ancestor (AppComponent) provides it; the lookup crashes at run time",
            "Sources/App/Modules/Chat/ChatModule.swift:5:24 'ChatModuleComponentImpl' reads 'clock' from its parent, but no ancestor (AppComponent) provides it; the lookup crashes at run time",
        ])
    }

    /// A construction's `parent:` passed on from a parameter: only the calls that can reach the
    /// function count. A local or `private` function of one file is not called from another file,
    /// whatever that file calls by the same name.
    @Test func callersOfALocalFunctionAreInItsFile() {
        let preset = Presets.preset(for: Self.style)
        let child = (path: "Sources/App/Modules/Chat/ChatModule.swift", text: """
            final class ChatModuleComponentImpl: Component {
                let clock: Clock
                init(parent: Component) {
                    clock = parent.clock
                    super.init(parent: parent)
                }
            }
            func wireChat() {
                func make(parentComponent: Component) -> ChatModuleComponentImpl {
                    ChatModuleComponentImpl(parent: parentComponent)
                }
                let settings = SettingsComponent()
                _ = make(parentComponent: settings)
            }
            """)
        let root = (path: "Sources/App/Root/AppComponent.swift", text: """
            final class ClockComponent: Component {
                let clock = Clock()
                init() { super.init(parent: nil) }
            }
            final class SettingsComponent: Component {
                init() { super.init(parent: nil) }
            }
            final class Clock {}
            """)
        // Other files' own `make`s (local, private), called with a component that has a clock.
        let other = (path: "Sources/App/Modules/Settings/SettingsWiring.swift", text: """
            func wireSettings() {
                func make(parentComponent: Component) -> Int { 0 }
                let clock = ClockComponent()
                _ = make(parentComponent: clock)
            }
            private func make(parentComponent: Component) -> Int { 1 }
            func wireMore() {
                let clock = ClockComponent()
                _ = make(parentComponent: clock)
            }
            """)
        func findings(_ sources: [(path: String, text: String)]) -> [String] {
            Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules).findings
                .filter { $0.rule == "component-dependencies-resolve" }.map { "\($0.path):\($0.line):\($0.column) \($0.message)" }
        }
        #expect(findings([child, root, other]) == [
            "Sources/App/Modules/Chat/ChatModule.swift:4:24 'ChatModuleComponentImpl' reads 'clock' from its parent, but no ancestor (SettingsComponent) provides it; the lookup crashes at run time",
        ])
        // Made with a component that has a clock, it resolves.
        var clocked = child
        clocked.text = child.text.replacingOccurrences(of: "let settings = SettingsComponent()", with: "let settings = ClockComponent()")
        #expect(findings([clocked, root, other]) == [])
        // A second call in the function's own file counts: two parents, each a chain the lookup
        // may walk, and the one through SettingsComponent finds no clock.
        var twoCalls = clocked
        twoCalls.text = clocked.text.replacingOccurrences(of: "    _ = make(parentComponent: settings)",
                                                          with: "    _ = make(parentComponent: settings)\n    let bare = SettingsComponent()\n    _ = make(parentComponent: bare)")
        #expect(findings([twoCalls, root, other]) == [
            "Sources/App/Modules/Chat/ChatModule.swift:4:24 'ChatModuleComponentImpl' reads 'clock' from its parent, but no ancestor (SettingsComponent) provides it; the lookup crashes at run time",
        ])
    }

    @Test func everyRuleHasAPlantedViolation() {
        #expect(Set(Self.planted.map(\.rule)) == Set(Presets.preset(for: Self.style).rules.map(\.id)))
    }
}
