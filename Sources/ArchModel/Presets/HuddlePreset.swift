/// Huddle: Builders create Modules, Routers and Components; ModuleHolders hold modules and find
/// them for each other; Components look dependencies up by name in their ancestors; Flows run
/// FlowSteps. Rules H1–H16 of STYLES.md.
///
/// Layers (STYLES.md names the roles, not folders): by name suffix and by what a type inherits
/// from the HuddleArch runtime (`Router`, `ModuleObject`, `ModuleHolder`, `Component`, `Flow`,
/// `FlowStep`), and SwiftUI/UIKit/AppKit views by conformance.
enum HuddlePreset {
    /// The labels of `static func build(parentComponent:holder:context:)`.
    static let buildLabels = ["parentComponent", "holder", "context"]

    static let preset = StylePreset(
        style: Style.named("huddle")!,
        layers: [
            LayerDefinition(name: "Routers", suffixes: ["Router"], inherits: ["Router"]),
            LayerDefinition(name: "Builders", suffixes: ["Builder"], inherits: ["ModuleBuilder"]),
            // `@resultBuilder` types are named `*Builder` too; they are not module builders.
            LayerDefinition(name: "ResultBuilders", attributes: ["resultBuilder"]),
            LayerDefinition(name: "Modules", suffixes: ["Module"], inherits: ["ModuleObject", "Module"]),
            LayerDefinition(name: "ModuleHolders", suffixes: ["ModuleHolder"], inherits: ["ModuleHolder", "ModuleHolding"]),
            LayerDefinition(name: "Components", inherits: ["Component"]),
            LayerDefinition(name: "ComponentImpls", suffixes: ["ComponentImpl"]),
            // Those of modules (H3); a root component (`AppComponentImpl: Component, RootComponent`) has no protocol of its own.
            LayerDefinition(name: "ModuleComponentImpls", suffixes: ["ModuleComponentImpl"]),
            LayerDefinition(name: "ViewComponentImpls", suffixes: ["ViewComponentImpl"]),
            LayerDefinition(name: "Views", suffixes: ["View", "ViewController"],
                            inherits: ["View", "UIView", "UIViewController", "NSView", "NSViewController"], kinds: ["struct", "class"]),
            LayerDefinition(name: "ViewModels", suffixes: ["ViewModel"]),
            LayerDefinition(name: "Flows", inherits: ["Flow"]),
            // Steps are also declared through the runtime's `Flow.FlowStepType` alias
            // (`OnboardingFlow.FlowStepType`), which the index cannot follow when the runtime is
            // a package outside the tree.
            LayerDefinition(name: "FlowSteps", inherits: ["FlowStep", "FlowStepType"]),
            LayerDefinition(name: "App", attributes: ["main"]),
        ],
        rules: [
            RuleSpec(
                id: "routers-are-main-actor", code: "H1", severity: .error,
                summary: "Every router class is @MainActor (directly or through a @MainActor protocol) and subclasses Router.",
                rationale: "A router builds and drives views; isolating it to the main actor and to the runtime's Router base keeps every UI change on the main thread and lets holders find it with router(for:).",
                // The runtime's `Router` and `Routing` (outside the tree when the runtime is not linted) are @MainActor.
                check: .typeShape(TypeShape(scope: .layers("Routers"), isMainActor: true, mainActorSupertypes: ["Router", "Routing"] + FrameworkMainActorTypes.classes,
                                            supertypes: ["Router"], appliesTo: ["class"])),
                triggering: [
                    // A Router of the tree's own is judged by what it declares.
                    RuleExample([
                        .init("Core/Router.swift", "open class Router {}"),
                        .init("Modules/Items/ItemsRouter.swift", "final class ↓ItemsRouter: Router {}"),
                    ]),
                    RuleExample("Modules/Items/ItemsRouter.swift", "@MainActor\nfinal class ↓ItemsRouter: ItemsRouting {}"),
                    // A router declared `nonisolated` takes no isolation from `Router` (SE-0449).
                    RuleExample("Modules/Items/ItemsRouter.swift", "nonisolated final class ↓ItemsRouter: Router {}"),
                    RuleExample("Modules/Items/ItemsRouter.swift",
                                "#if DEBUG\n@MainActor\nfinal class ↓ItemsRouter: NSObject {}\n#else\n@MainActor\nfinal class ItemsRouter: Router {}\n#endif"),
                ],
                passing: [
                    RuleExample("Modules/Items/ItemsRouter.swift", "@MainActor\nfinal class ItemsRouter: Router, ItemsRouting {}"),
                    // The runtime's Router is @MainActor: so is a subclass, as Swift infers (a nested one too),
                    // whatever a namesake nested elsewhere is.
                    RuleExample([
                        .init("Modules/Items/ItemsRouter.swift", "final class ItemsRouter: Router {\n    final class TabRouter: Router {}\n}"),
                        .init("Core/Legacy.swift", "enum Legacy {\n    class Router {}\n}"),
                    ]),
                    RuleExample("Modules/Items/ItemsRouter.swift",
                                "final class ItemsRouter: Router, ItemsRouting {}\n\n@MainActor\nprotocol ItemsRouting: Router {}"),
                ]),
            RuleSpec(
                id: "builder-shape", code: "H2", severity: .error,
                summary: "*Builder types are structs conforming to their *Building protocol and declare static func build(parentComponent:holder:context:).",
                rationale: "Holders build every module the same way, through the module's Building protocol; a builder is a namespace of static functions, never an object with state.",
                check: .all([
                    .typeShape(TypeShape(scope: Scope(layers: ["Builders"], except: ["ResultBuilders"]), kinds: ["struct"],
                                         conformsToOwnProtocol: "{base}Building", nameSuffix: "Builder",
                                         appliesTo: ["class", "struct", "enum", "actor"])),
                    .requiredMembers(scope: Scope(layers: ["Builders"], except: ["ResultBuilders"]), members: [
                        MemberRequirement(kind: "func", name: "build", labels: buildLabels, modifiers: ["static"]),
                    ]),
                ]),
                triggering: [
                    RuleExample("Modules/Items/ItemsBuilder.swift", """
                        final class ↓ItemsBuilder: ItemsBuilding {
                            static func build(parentComponent: Component, holder: (any ModuleHolding)?, context: RootModuleHolderContext) -> ItemsModule { fatalError() }
                        }
                        """),
                    RuleExample("Modules/Items/ItemsBuilder.swift", """
                        struct ↓ItemsBuilder: ViewBuilding {
                            static func build(parentComponent: Component, holder: (any ModuleHolding)?, context: RootModuleHolderContext) -> ItemsModule { fatalError() }
                        }
                        """),
                    RuleExample("Modules/Items/ItemsBuilder.swift", """
                        struct ↓ItemsBuilder: ItemsBuilding {
                            func build(parentComponent: Component) -> ItemsModule { fatalError() }
                        }
                        """),
                ],
                passing: [
                    RuleExample("Modules/Items/ItemsBuilder.swift", """
                        struct ItemsBuilder: ItemsBuilding {
                            static func build(parentComponent: Component, holder: (any ModuleHolding)?, context: RootModuleHolderContext) -> ItemsModule {
                                ItemsModule(holder: holder, context: context, component: ItemsModuleComponentImpl(parent: parentComponent))
                            }
                        }

                        protocol ItemsBuilding: ViewBuilding, ModuleBuilder {}
                        """),
                    RuleExample("Flows/StepsBuilder.swift", """
                        @resultBuilder
                        enum StepsBuilder {
                            static func buildBlock(_ steps: Int...) -> [Int] { steps }
                        }
                        """),
                ]),
            RuleSpec(
                id: "component-impl-shape", code: "H3", severity: .error,
                summary: "Module component implementations (*ModuleComponentImpl) subclass Component and conform to their own component protocol (*ModuleComponent).",
                rationale: "The protocol is what the module may ask of its component; the Component base class is what lets the implementation find its dependencies in its ancestors.",
                check: .typeShape(TypeShape(scope: .layers("ModuleComponentImpls"),
                                            supertypes: ["Component"], conformsToOwnProtocol: "{base}", nameSuffix: "Impl")),
                triggering: [
                    RuleExample("Modules/Items/ItemsModule.swift", "final class ↓ItemsModuleComponentImpl: Component {}"),
                    RuleExample("Modules/Items/ItemsModule.swift", "final class ↓ItemsModuleComponentImpl: ItemsModuleComponent {}"),
                ],
                passing: [
                    RuleExample("Modules/Items/ItemsModule.swift", """
                        protocol ItemsModuleComponent: Component {
                            var itemsCache: ItemsCache { get }
                        }

                        final class ItemsModuleComponentImpl: Component, ItemsModuleComponent {
                            let itemsCache: ItemsCache

                            init(parent: Component) {
                                itemsCache = parent.itemsCache
                                super.init(parent: parent)
                            }
                        }
                        """),
                    RuleExample("Modules/Items/ItemsRouter.swift", "struct ItemsViewComponentImpl: ItemsViewComponent {}"),
                    // A root component: no parent, no module protocol.
                    RuleExample("App/AppComponent.swift", "public class AppComponentImpl: Component, RootComponent {\n    public var depA: DepA { DepA() }\n}"),
                ]),
            RuleSpec(
                id: "component-dependencies-resolve", code: "H4", severity: .error,
                summary: "Every dependency a child component reads from its parent is declared, with the same name, by a possible ancestor: the chain of a parent class named in init(parent:) or passed where the component is made (directly or through its builder; each chain, when it is made with several), else any other component that does not itself read it from its parent. So is every name read as c.x, anywhere (a module, flow or flow step, a builder's component or parentComponent, a helper), where c is typed as a component class that declares no x (a lookup from that component up), a protocol of them or Component, and every name a component class reads as self.x without declaring x.",
                rationale: "Components look dependencies up by name at run time and crash when no ancestor declares the name; a misspelled name is found here instead of on a user's device.",
                check: .specific,
                triggering: [
                    // Outside `init`, `parent` is the `Component` property: a lookup, which a computed
                    // property escapes.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    var appVersion: String { \"1.0\" }\n    init() { super.init(parent: nil) }\n}"),
                        .init("Flows/Onboarding/OnboardingFlowComponent.swift", "final class OnboardingFlowComponent: Component {\n    init(parent: AppComponent) {\n        super.init(parent: parent)\n        if let parent = self.parent { _ = parent.↓appVersion }\n        let read = { (parent: Component) in parent.↓appVersion }\n        _ = read\n    }\n    var version: String { parent.↓appVersion }\n}"),
                    ]),
                    // Read through parentheses, the parent is read alike; not when they are a call's arguments.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    let appVersion = \"1.0\"\n    init() { super.init(parent: nil) }\n}"),
                        .init("Flows/Onboarding/OnboardingFlowComponent.swift", """
                            final class OnboardingFlowComponent: Component {
                                init(parent: AppComponent) { super.init(parent: parent) }
                                func reads() {
                                    _ = (parent).↓missingOne
                                    _ = (self.parent)?.↓missingTwo
                                    _ = ((parent!)).↓missingThree
                                    _ = (parent)?.appVersion
                                    _ = (parent).map { _ in 1 }
                                    _ = wrap(parent).count
                                }
                                func wrap(_ c: Component?) -> [Int] { [] }
                            }
                            """),
                    ]),
                    // A local force-unwrapping the parent is the parent.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    var appVersion: String { \"1.0\" }\n    init() { super.init(parent: nil) }\n}"),
                        .init("Flows/Onboarding/OnboardingFlowComponent.swift", """
                            final class OnboardingFlowComponent: Component {
                                func d() -> Int { let parent = self.parent!; return parent.↓missingD }
                                func g() -> Int {
                                    let parent = parent!
                                    return parent.↓missingG
                                }
                            }
                            """),
                    ]),
                    // Made with a parent made right there: that class's chain.
                    RuleExample([
                        .init("Flows/Startup/StartupFlowComponent.swift", """
                            final class StartupFlowComponent: Component {
                                let itemsService: ItemsService
                                init(parent: Component) {
                                    itemsService = parent.↓itemsService
                                    super.init(parent: parent)
                                }
                            }
                            """),
                        .init("App/PreviewComponent.swift", """
                            final class PreviewComponent: Component {
                                let itemsCache = ItemsCache()
                                init() { super.init(parent: nil) }
                            }
                            enum Startup {
                                static func make() -> StartupFlowComponent { StartupFlowComponent(parent: PreviewComponent()) }
                            }
                            final class AppComponent: Component {
                                let itemsService = ItemsService()
                                init() { super.init(parent: nil) }
                            }
                            """),
                    ]),
                    // Made with two parent classes: each chain must provide it (SupportComponent's does not).
                    RuleExample([
                        .init("Modules/Account/AccountComponent.swift", """
                            final class AccountComponent: Component {
                                let accountName: String
                                init(parent: Component) {
                                    accountName = parent.↓accountName
                                    super.init(parent: parent)
                                }
                            }
                            """),
                        .init("Modules/Account/Parents.swift", """
                            final class ProfileComponent: Component {
                                let accountName = "me"
                                init() { super.init(parent: nil) }
                                var account: AccountComponent { AccountComponent(parent: self) }
                            }
                            final class SupportComponent: Component {
                                init() { super.init(parent: nil) }
                                var account: AccountComponent { AccountComponent(parent: self) }
                            }
                            """),
                    ]),
                    RuleExample([
                        .init("App/AppComponent.swift", """
                            final class AppComponent: Component {
                                let itemsCache: ItemsCache
                            }
                            """),
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModuleComponentImpl: Component, ItemsModuleComponent {
                                let itemsCache: ItemsCache
                                let clock: Clock

                                init(parent: Component) {
                                    itemsCache = parent.↓itemCache
                                    self.clock = parent.↓clock
                                    super.init(parent: parent)
                                }
                            }
                            """),
                    ]),
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    let itemsCache: ItemsCache\n}"),
                        .init("Modules/Settings/SettingsModule.swift", """
                            @ComponentImpl
                            final class SettingsModuleComponentImpl: Component, SettingsModuleComponent {
                                let itemsCache: ItemsCache
                                let ↓settingsStore: SettingsStore
                                let title = "Settings"
                            }
                            """),
                    ]),
                    // A parent typed as a component class of the tree: only its chain provides (here up to
                    // the root, which passes `parent: nil`).
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    let itemsCache: ItemsCache\n    init(itemsCache: ItemsCache) {\n        self.itemsCache = itemsCache\n        super.init(parent: nil)\n    }\n}"),
                        .init("Modules/Settings/SettingsModule.swift", "final class SettingsModuleComponentImpl: Component {\n    let settingsStore: SettingsStore\n}"),
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModuleComponentImpl: Component {
                                let itemsCache: ItemsCache
                                let settingsStore: SettingsStore
                                init(parent: AppComponent) {
                                    itemsCache = parent.itemsCache
                                    settingsStore = parent.↓settingsStore
                                    super.init(parent: parent)
                                }
                            }
                            """),
                    ]),
                    // Siblings that only pass a name on from their parents are no source of it.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {}"),
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModuleComponentImpl: Component {
                                let itemsCache: ItemsCache
                                init(parent component: Component) {
                                    itemsCache = component.↓itemsCache
                                    super.init(parent: component)
                                }
                            }
                            """),
                        .init("Flows/Startup/StartupFlow.swift", """
                            final class StartupFlowComponent: Component {
                                let itemsCache: ItemsCache
                                init(parent: Component) {
                                    self.itemsCache = parent.↓itemsCache
                                    super.init(parent: parent)
                                }
                            }
                            """),
                    ]),
                    // The parent where the component is made, through its builder: the holder passes
                    // the AppComponent, so a name only a sibling flow's component declares is missing.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    init() { super.init(parent: nil) }\n}"),
                        .init("App/RootModuleHolder.swift", """
                            final class RootModuleHolder {
                                init(component: AppComponent) {
                                    _ = ItemsBuilder.build(parentComponent: component)
                                }
                            }
                            """),
                        .init("Modules/Items/ItemsBuilder.swift", """
                            enum ItemsBuilder {
                                static func build(parentComponent: Component) -> ItemsModuleComponentImpl {
                                    ItemsModuleComponentImpl(parent: parentComponent)
                                }
                            }
                            """),
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModuleComponentImpl: Component {
                                let analytics: Analytics
                                init(parent: Component) {
                                    analytics = parent.↓analytics
                                    super.init(parent: parent)
                                }
                            }
                            """),
                        .init("Flows/Startup/StartupFlow.swift", "final class StartupFlowComponent: Component {\n    let analytics = Analytics()\n}"),
                    ]),
                    // Only stored properties provide: the lookup reads them by reflection, which sees no
                    // computed property, and a `lazy` or wrapped one under another name. (Through a
                    // `parent:` typed `Component`: one typed as the class reads its members directly.)
                    RuleExample([
                        .init("App/AppComponent.swift", """
                            final class AppComponent: Component {
                                var appName: String { "Shop" }
                                lazy var clock = Clock()
                                @Boxed var analytics = Analytics()
                            }
                            """),
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModuleComponentImpl: Component {
                                let appName: String
                                init(parent: Component) {
                                    appName = parent.↓appName
                                    _ = parent.↓clock
                                    _ = parent.↓analytics
                                    super.init(parent: parent)
                                }
                            }
                            """),
                    ]),
                    // `component.x` in a module or a flow step, where the component's class declares no `x`:
                    // the same lookup, from that component up its ancestors (AppComponent has no `userSession`).
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    let itemsCache = ItemsCache()\n    init() { super.init(parent: nil) }\n}"),
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModule: ModuleObject<RootModuleHolderContext, ItemsModuleComponentImpl, ItemsRouter> {
                                private let component: ItemsModuleComponentImpl
                                required init(holder: (any ModuleHolding)?, context: RootModuleHolderContext, component: ItemsModuleComponentImpl) {
                                    let session: UserSession = component.↓userSession
                                    self.component = component
                                    super.init(holder: holder, context: context, component: component)
                                }
                                func refresh() { _ = self.component.↓userSession }
                            }
                            final class ItemsModuleComponentImpl: Component {
                                let itemsCache: ItemsCache
                                init(parent: AppComponent) {
                                    itemsCache = parent.itemsCache
                                    super.init(parent: parent)
                                }
                            }
                            """),
                        .init("Flows/Startup/PrefetchItemsStep.swift", """
                            final class PrefetchItemsStep: FlowStep<StartupFlowContext, ItemsModuleComponentImpl, EmptyResult> {
                                override init(flow: Flow<StartupFlowContext, ItemsModuleComponentImpl, EmptyResult>, context: StartupFlowContext,
                                              component: ItemsModuleComponentImpl) {
                                    let token: String = component.↓authToken
                                    super.init(flow: flow, context: context, component: component)
                                }
                            }
                            """),
                    ]),
                    // Through a value typed by a protocol of component classes (the lookup starts at the class
                    // it may be), or by `Component` itself (any component: no component declares `authToken`).
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    let itemsCache = ItemsCache()\n    init() { super.init(parent: nil) }\n}"),
                        .init("Modules/Items/ItemsModule.swift", """
                            protocol ItemsModuleComponent: Component {
                                var itemsCache: ItemsCache { get }
                            }
                            final class ItemsModule: ModuleObject<RootModuleHolderContext, ItemsModuleComponentImpl, ItemsRouter> {
                                private let component: any ItemsModuleComponent
                                private let base: Component
                                required init(holder: (any ModuleHolding)?, context: RootModuleHolderContext, component: ItemsModuleComponentImpl) {
                                    self.component = component
                                    base = component
                                    super.init(holder: holder, context: context, component: component)
                                }
                                func refresh() {
                                    _ = component.↓userSession
                                    _ = self.base.↓authToken
                                }
                            }
                            final class ItemsModuleComponentImpl: Component, ItemsModuleComponent {
                                let itemsCache: ItemsCache
                                init(parent: AppComponent) {
                                    itemsCache = parent.itemsCache
                                    super.init(parent: parent)
                                }
                            }
                            """),
                    ]),
                    // Anywhere else too: a builder's component (typed by its initializer, or a property's
                    // annotation) and its `parentComponent: Component`, and `self.x` in a component class
                    // or an extension of it, where the class and its superclasses declare no `x`.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    let itemsCache = ItemsCache()\n    init() { super.init(parent: nil) }\n}"),
                        .init("Modules/Items/ItemsBuilder.swift", """
                            struct ItemsBuilder: ItemsBuilding {
                                static func build(parentComponent: Component, holder: (any ModuleHolding)?) -> ItemsModule {
                                    let component = ItemsModuleComponentImpl(parent: parentComponent)
                                    let tracker: String = component.↓trackerName
                                    let appVersion: String = parentComponent.↓appVersion
                                    print(tracker, appVersion)
                                    return ItemsModule(holder: holder, component: component)
                                }
                            }
                            final class ItemsTitleHelper {
                                let component: ItemsModuleComponentImpl
                                init(component: ItemsModuleComponentImpl) { self.component = component }
                                func title() -> String { component.↓screenTitle }
                            }
                            """),
                        .init("Modules/Items/ItemsModule.swift", """
                            class BaseItemsComponent: Component {
                                let clock = Clock()
                            }
                            final class ItemsModuleComponentImpl: BaseItemsComponent {
                                let itemsCache: ItemsCache
                                var logger: String { self.↓loggerName }
                                init(parent: AppComponent) {
                                    itemsCache = parent.itemsCache
                                    super.init(parent: parent)
                                }
                            }
                            """),
                        .init("Modules/Items/ItemsModuleComponent+Analytics.swift", """
                            extension ItemsModuleComponentImpl {
                                func track() { let a: Analytics = self.↓analytics }
                            }
                            """),
                    ]),
                    // An `@Observable` component's tracked `var` is stored as `_x` (the macro makes `x`
                    // computed), so the lookup does not find `x`; a `let` and an `@ObservationIgnored var`
                    // (no property wrapper) keep their names. A subclass's own properties are its own.
                    RuleExample([
                        .init("App/AppComponent.swift", """
                            @Observable
                            final class AppComponent: Component {
                                var userName = "guest"
                                private(set) var theme = "light"
                                @ObservationIgnored var analytics = Analytics()
                                let clock = Clock()
                                init() { super.init(parent: nil) }
                            }
                            """),
                        .init("Modules/Profile/ProfileComponent.swift", """
                            final class ProfileComponent: Component {
                                let userName: String
                                let analytics: Analytics
                                init(parent: Component) {
                                    userName = parent.↓userName
                                    analytics = parent.analytics
                                    _ = parent.clock as Clock
                                    _ = parent.↓theme as String
                                    super.init(parent: parent)
                                }
                            }
                            """),
                    ]),
                    // The parent under another name: a local bound to it (`let p = self.parent!`, `guard let p =
                    // parent`, `if let p`), the component `map` / `flatMap` of the optional parent pass their
                    // closure (`$0`, `p in`), and a closure's parameter typed `Component` (which any component
                    // may be: no component declares `subtitle`).
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    let title = \"Shop\"\n    init() { super.init(parent: nil) }\n}"),
                        .init("Modules/Profile/ProfileComponent.swift", """
                            final class ProfileComponent: Component {
                                init(parent: AppComponent) { super.init(parent: parent) }
                                func a() -> String { let p = self.parent!; return p.↓subtitle + p.title }
                                func b() -> String { guard let p = parent else { return "" }; return p.↓subtitle }
                                func c() -> String { let read = { (p: Component) -> String in p.↓subtitle }; return read(self) }
                                func d() -> String? { parent.map { $0.↓subtitle } }
                                func e() -> String? { self.parent.flatMap { p in p.↓subtitle as String } }
                                func f() -> String {
                                    let p = parent
                                    if let p { return p.↓subtitle }
                                    return ""
                                }
                            }
                            """),
                    ]),
                    // `map` on a `parent:` parameter that is no optional is a lookup of `map`, and so is
                    // `parent!.map`: the optional unwrapped.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    init() { super.init(parent: nil) }\n}"),
                        .init("Modules/Profile/ProfileComponent.swift", """
                            final class ProfileComponent: Component {
                                let map: MapService
                                init(parent: Component) {
                                    map = parent.↓map
                                    super.init(parent: parent)
                                }
                                var mapService: MapService { parent!.↓map }
                            }
                            """),
                    ]),
                    // Made as an implicit member whose type the code gives (a variable's annotation, a
                    // parameter's type), as by name: the AppComponent is the only ancestor, and the sibling
                    // SettingsComponent's `analytics` does not count.
                    RuleExample([
                        .init("App/AppComponent.swift", """
                            final class AppComponent: Component {
                                init() { super.init(parent: nil) }
                            }
                            final class SettingsComponent: Component {
                                let analytics = Analytics()
                                init(parent: AppComponent) { super.init(parent: parent) }
                            }
                            """),
                        .init("Flows/Onboarding/OnboardingComponent.swift", """
                            final class OnboardingComponent: Component {
                                let analytics: Analytics
                                init(parent: Component) {
                                    analytics = parent.↓analytics
                                    super.init(parent: parent)
                                }
                            }
                            final class TourComponent: Component {
                                init(parent: Component) { super.init(parent: parent) }
                                var analytics: Analytics { parent!.↓analytics }
                            }
                            final class TourFlow {
                                init(component: TourComponent) {}
                            }
                            """),
                        .init("App/CompositionRoot.swift", """
                            final class CompositionRoot {
                                let component = AppComponent()
                                func start() {
                                    let onboarding: OnboardingComponent = .init(parent: component)
                                    _ = TourFlow(component: .init(parent: component))
                                    _ = SettingsComponent(parent: component)
                                }
                            }
                            """),
                    ]),
                ],
                passing: [
                    // Read in `init` through a `parent:` typed as the class that declares it (stored or
                    // not): a member access the compiler checks, no lookup.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    var appVersion: String { \"1.0\" }\n    init() { super.init(parent: nil) }\n}"),
                        .init("Flows/Onboarding/OnboardingFlowComponent.swift", "final class OnboardingFlowComponent: Component {\n    let appVersion: String\n    init(parent: AppComponent) {\n        appVersion = parent.appVersion\n        super.init(parent: parent)\n    }\n}"),
                    ]),
                    // Typed parents: the chain AppComponent (and its superclass) → RootComponent provides both names.
                    RuleExample([
                        .init("App/AppComponent.swift", "class BaseComponent: Component {\n    let clock: Clock\n}\nfinal class AppComponent: BaseComponent {\n    let itemsCache: ItemsCache\n}"),
                        .init("App/RootComponent.swift", """
                            final class RootComponent: Component {
                                let itemsCache: ItemsCache
                                let title = "Root"
                                init(parent: AppComponent) {
                                    itemsCache = parent.itemsCache
                                    super.init(parent: parent)
                                }
                            }
                            """),
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModuleComponentImpl: Component {
                                init(parent: RootComponent) {
                                    let title = parent.title
                                    let cache = parent.itemsCache
                                    let clock = parent.clock
                                    super.init(parent: parent)
                                }
                            }
                            """),
                    ]),
                    RuleExample([
                        .init("App/AppComponent.swift", """
                            final class AppComponent: Component {
                                let itemsCache: ItemsCache

                                init(itemsCache: ItemsCache) {
                                    self.itemsCache = itemsCache
                                    super.init(parent: nil)
                                }
                            }
                            """),
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModuleComponentImpl: Component, ItemsModuleComponent {
                                let itemsCache: ItemsCache

                                init(parent: Component) {
                                    itemsCache = parent.itemsCache
                                    super.init(parent: parent)
                                }
                            }
                            """),
                        .init("Modules/Settings/SettingsModule.swift", """
                            @ComponentImpl
                            final class SettingsModuleComponentImpl: Component, SettingsModuleComponent {
                                let itemsCache: ItemsCache
                            }
                            """),
                    ]),
                    // `component.x` where the component's class declares `x` is a member access; one its
                    // ancestor stores is found by the lookup; the Component's own members are no lookup.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    let userSession = UserSession()\n    init() { super.init(parent: nil) }\n}"),
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModule: ModuleObject<RootModuleHolderContext, ItemsModuleComponentImpl, ItemsRouter> {
                                required init(holder: (any ModuleHolding)?, context: RootModuleHolderContext, component: ItemsModuleComponentImpl) {
                                    let cache = component.itemsCache
                                    let session: UserSession = component.userSession
                                    let parent = component.parent
                                    super.init(holder: holder, context: context, component: component)
                                }
                            }
                            final class ItemsModuleComponentImpl: Component {
                                var itemsCache: ItemsCache { ItemsCache() }
                                init(parent: AppComponent) { super.init(parent: parent) }
                            }
                            """),
                    ]),
                    // Through a protocol that declares the name (a requirement), or refines a framework
                    // protocol; through `Component`, a name some component provides.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    let userSession = UserSession()\n    init() { super.init(parent: nil) }\n}"),
                        .init("Modules/Items/ItemsModule.swift", """
                            protocol ItemsModuleComponent: Component {
                                var itemsCache: ItemsCache { get }
                            }
                            protocol Observing: Component, ObservableObject {}
                            final class ItemsModule: ModuleObject<RootModuleHolderContext, ItemsModuleComponentImpl, ItemsRouter> {
                                required init(holder: (any ModuleHolding)?, context: RootModuleHolderContext, component: ItemsModuleComponentImpl) {
                                    let items: any ItemsModuleComponent = component
                                    let observed: any Observing = component
                                    let base: Component = component
                                    _ = items.itemsCache
                                    _ = observed.objectWillChange
                                    _ = base.userSession
                                    super.init(holder: holder, context: context, component: component)
                                }
                            }
                            final class ItemsModuleComponentImpl: Component, ItemsModuleComponent, Observing {
                                let itemsCache: ItemsCache
                                init(parent: AppComponent) {
                                    itemsCache = ItemsCache()
                                    super.init(parent: parent)
                                }
                            }
                            """),
                    ]),
                    // `self.x` and a builder's `component.x` where the class, a superclass or an extension
                    // (in any file) declares `x` (stored, computed, a method, a nested type), `Component`'s own
                    // API, a framework protocol's member (`ObservableObject`, `CustomStringConvertible`), a
                    // name an ancestor stores, and a generic parameter named like a component class.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    let userSession = UserSession()\n    let itemsCache = ItemsCache()\n    init() { super.init(parent: nil) }\n}"),
                        .init("Modules/Items/ItemsModule.swift", """
                            class BaseItemsComponent: Component {
                                let clock = Clock()
                                func now() -> Date { Date() }
                            }
                            final class ItemsModuleComponentImpl: BaseItemsComponent, ObservableObject, CustomStringConvertible {
                                enum Mode { case list }
                                let itemsCache: ItemsCache
                                var title: String { "Items" }
                                var description: String { self.title }
                                init(parent: AppComponent) {
                                    itemsCache = parent.itemsCache
                                    super.init(parent: parent)
                                }
                                func describe() {
                                    _ = self.itemsCache
                                    _ = self.clock
                                    _ = self.now()
                                    _ = self.analytics
                                    _ = self.userSession
                                    _ = self.parent
                                    _ = self.shared { Clock() }
                                    _ = self.objectWillChange
                                    _ = self.description
                                }
                            }
                            """),
                        .init("Modules/Items/ItemsModuleComponent+Analytics.swift", """
                            extension ItemsModuleComponentImpl {
                                var analytics: Analytics { Analytics(clock: self.clock) }
                            }
                            """),
                        .init("Modules/Items/ItemsBuilder.swift", """
                            struct ItemsBuilder {
                                static func build(parentComponent: Component) -> ItemsModuleComponentImpl {
                                    let component: ItemsModuleComponentImpl = ItemsModuleComponentImpl(parent: parentComponent)
                                    _ = component.analytics
                                    _ = component.userSession
                                    _ = parentComponent.userSession
                                    _ = ItemsModuleComponentImpl.Mode.list
                                    let cached: Cache? = parentComponent.lookup("cache")
                                    return component
                                }
                                static func wire<ItemsModuleComponentImpl: Component>(_ component: ItemsModuleComponentImpl) {
                                    _ = component.anything
                                }
                            }
                            """),
                    ]),
                    // A generic parameter named like a component class is not that class: any component may be the parent.
                    RuleExample("App/Components.swift", """
                        final class RootComponent: Component {
                            init() { super.init(parent: nil) }
                        }
                        final class CacheComponent: Component {
                            let cache = Cache()
                        }
                        final class ItemsComponent<RootComponent: Component>: Component {
                            init(parent: RootComponent) { super.init(parent: parent) }
                            var cache: Cache { parent.cache }
                        }
                        """),
                    // `$x` is a property wrapper's projection and `_x` its storage: members the compiler
                    // checks, not lookups.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    init() { super.init(parent: nil) }\n}"),
                        .init("App/SettingsComponent.swift", """
                            final class SettingsComponent: Component {
                                @Published var isDarkMode = false
                                private var bag = Set<AnyCancellable>()
                                init(parent: AppComponent) {
                                    super.init(parent: parent)
                                    self.$isDarkMode.sink { print($0) }.store(in: &bag)
                                    _ = self._isDarkMode
                                }
                            }
                            """),
                        .init("App/SettingsView.swift", """
                            struct SettingsView {
                                func bind(component: SettingsComponent) { _ = component.$isDarkMode }
                            }
                            """),
                    ]),
                    // And a wrapped property an ancestor declares is found by the lookup as `_x`.
                    RuleExample([
                        .init("App/AppComponent.swift", """
                            final class AppComponent: Component {
                                @Published var theme = "light"
                                init() { super.init(parent: nil) }
                            }
                            """),
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModuleComponentImpl: Component {
                                init(parent: Component) {
                                    super.init(parent: parent)
                                    let t: Published<String> = parent._theme
                                    _ = t
                                }
                            }
                            """),
                    ]),
                    // A member the tree's extension of `Component`'s runtime protocol (or of a supertype of
                    // the class) gives, read through the class, a protocol of components, `Component` or `self`.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    init() { super.init(parent: nil) }\n}"),
                        .init("App/ComponentProviding+Trace.swift", "extension ComponentProviding {\n    func trace() -> String { \"\\(type(of: self))\" }\n}"),
                        .init("App/Labelled.swift", "protocol Labelled: AnyObject {}\nextension Labelled {\n    var label: String { \"\" }\n}"),
                        .init("Modules/Items/ItemsModuleComponent.swift", """
                            protocol ItemsModuleComponent: Component {}
                            final class ItemsModuleComponentImpl: Component, ItemsModuleComponent, Labelled {
                                init(parent: AppComponent) { super.init(parent: parent) }
                            }
                            extension ItemsModuleComponentImpl {
                                var summary: String { self.trace() + self.label }
                            }
                            """),
                        .init("Modules/Items/ItemsTracer.swift", """
                            struct ItemsTracer {
                                func run(component: ItemsModuleComponentImpl) -> String { component.trace() + component.label }
                                func other(_ any: any ItemsModuleComponent, _ parentComponent: Component) -> String {
                                    any.trace() + parentComponent.trace()
                                }
                            }
                            """),
                    ]),
                    // A local named `parent` that is not the component's parent (a method's parameter of
                    // another type, a closure's untyped parameter, a `for` variable) reads no dependency.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    init() { super.init(parent: nil) }\n}"),
                        .init("Services/Category.swift", "struct Category { let title: String }"),
                        .init("Modules/Items/ItemsModuleComponent.swift", """
                            final class ItemsModuleComponentImpl: Component {
                                let categories: [Category] = []
                                init(parent: AppComponent) {
                                    super.init(parent: parent)
                                    for parent in categories { print(parent.title) }
                                    _ = categories.map { parent in parent.title }
                                }
                            }
                            """),
                        .init("Modules/Items/ItemsModuleComponentImpl+Labels.swift", """
                            extension ItemsModuleComponentImpl {
                                func breadcrumb(for child: Category, in parent: Category) -> String {
                                    parent.title + " › " + child.title
                                }
                                func titles(of categories: [Category]) -> [String] {
                                    categories.map { parent in parent.title }
                                }
                            }
                            """),
                    ]),
                    // `Optional`'s own methods on the optional parent (`parent.map`, `self.parent.flatMap`, not
                    // followed by `?` or `!`) are no lookup; nor are reads through names that only look like
                    // the parent (a local bound to a property, a closure of an array's `map`, an optional
                    // that is not the parent); through the parent they find what the ancestors store.
                    RuleExample([
                        .init("App/AppComponent.swift", "final class AppComponent: Component {\n    let title = \"Shop\"\n    init() { super.init(parent: nil) }\n}"),
                        .init("Modules/Profile/ProfileComponent.swift", """
                            final class ProfileComponent: Component {
                                let cache = Cache()
                                init(parent: AppComponent) { super.init(parent: parent) }
                                var hasParent: Bool { parent.map { _ in true } ?? false }
                                var parentTitle: String? { self.parent.flatMap { $0.lookup("title") as String? } }
                                var title: String? { parent.map { $0.title } }
                                func a() -> Int { let p = cache; return p.count }
                                func b(_ items: [Item]) -> [String] { items.map { $0.name } + items.map { p in p.name } }
                                func c(_ item: Item?) -> String? { item.map { $0.name } }
                                func d() -> String? { guard let p = parent else { return nil }; return p.title }
                                func e() -> String? { let p = self.parent; return p.map { $0.title } }
                            }
                            """),
                        // So on any optional component, in a helper (a property, a closure's parameter).
                        .init("Modules/Profile/ProfileTracer.swift", """
                            final class ProfileTracer {
                                let component: Component?
                                init(component: Component?) { self.component = component }
                                var isTracing: Bool { component.map { _ in true } ?? self.component.flatMap { _ in false } ?? false }
                                func trace(_ all: [Component?]) {
                                    all.forEach { (c: Component?) in _ = c.map { _ in 1 } }
                                    all.forEach { c in _ = c.flatMap { _ in 2 } }
                                }
                            }
                            """),
                    ]),
                    // An `@Observable` component's `let` and `@ObservationIgnored var` are stored under their
                    // names, and a tracked `var` under `_x`, which is what a read of `_x` finds. Neither
                    // `@ObservationIgnored` nor SwiftData's `@Transient` is a property wrapper (no `_x`).
                    RuleExample([
                        .init("App/AppComponent.swift", """
                            @Observable
                            final class AppComponent: Component {
                                var userName = "guest"
                                @ObservationIgnored var analytics = Analytics()
                                let clock = Clock()
                                init() { super.init(parent: nil) }
                            }
                            final class StoreComponent: Component {
                                @Transient var cache = Cache()
                                init(parent: AppComponent) { super.init(parent: parent) }
                            }
                            """),
                        .init("Modules/Profile/ProfileComponent.swift", """
                            final class ProfileComponent: Component {
                                init(parent: Component) {
                                    _ = parent.analytics as Analytics
                                    _ = parent.cache as Cache
                                    _ = parent.clock as Clock
                                    _ = parent._userName as String
                                    super.init(parent: parent)
                                }
                                func session(of app: AppComponent) -> String { app.userName }
                            }
                            """),
                    ]),
                    // Made as an implicit member whose type the rule does not work out (an `as`, a closure's
                    // parameter of type `Any`): which component is made is unknown, so no chain is taken from
                    // it; made with a parent whose chain stores the name (annotated), found.
                    RuleExample([
                        .init("App/AppComponent.swift", """
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
                            final class TourComponent: Component {
                                let analytics: Analytics
                                init(parent: Component) {
                                    analytics = parent.analytics
                                    super.init(parent: parent)
                                }
                            }
                            """),
                        .init("App/CompositionRoot.swift", """
                            final class CompositionRoot {
                                let component = AppComponent()
                                func start(keep: (Any) -> Void) {
                                    let settings = SettingsComponent(parent: component)
                                    keep(.init(parent: settings) as OnboardingComponent)
                                    let tour: TourComponent = .init(parent: settings)
                                    _ = tour
                                }
                            }
                            """),
                    ]),
                ]),
            RuleSpec(
                id: "modules-talk-through-holder", code: "H5", severity: .error,
                summary: "No module file names another module's concrete YModule, YRouter or YModuleHolder; modules reach each other through the holder, typed by YSupporting or YRouting.",
                rationale: "A module that names another module's classes cannot be built, tested or replaced without it; asking the holder for a protocol keeps modules independent.",
                check: .specific,
                triggering: [
                    RuleExample([
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModule: ModuleObject<RootModuleHolderContext, ItemsModuleComponentImpl, ItemsRouter> {
                                func openSettings() {
                                    let settings = holder?.module() as ↓SettingsModule?
                                    let root = holder as? ↓RootModuleHolder
                                    let other = holder?.module() as App.↓SettingsModule?
                                    let aliased = holder?.module() as ↓SettingsFeature?
                                }
                            }
                            """),
                        .init("Modules/Settings/SettingsModule.swift", "final class SettingsModule {}"),
                        .init("Services/Aliases.swift", "typealias SettingsFeature = SettingsModule"),
                        .init("App/RootModuleHolder.swift", "final class RootModuleHolder: ModuleHolder {}"),
                        // An extension's file belongs to the extended part's module, wherever it is.
                        .init("Modules/ItemsModule+Settings.swift", "extension ItemsModule {\n    func settings() -> ↓SettingsModule? { nil }\n    func detail() -> ↓SettingsDetailRouter? { nil }\n}"),
                        // A sub-router of another module: its folder says whose it is.
                        .init("Modules/Settings/SettingsDetailRouter.swift", "final class SettingsDetailRouter {}"),
                        // A child module nested in its parent's folder is a module of its own.
                        .init("Modules/Items/Detail/ItemDetailModule.swift", "final class ItemDetailModule {\n    func back() -> ↓ItemsModule? { nil }\n}"),
                    ]),
                    // A module's file that extends another module's part names it, and stays its own module's code.
                    RuleExample([
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModule {
                                func settings() -> ↓SettingsModule? { nil }
                            }
                            extension ↓SettingsModule: ItemsListener {}
                            extension ↓SettingsRouter {}
                            """),
                        .init("Modules/Settings/SettingsModule.swift", "final class SettingsModule {}"),
                        .init("Modules/Settings/SettingsRouter.swift", "final class SettingsRouter {}"),
                    ]),
                ],
                passing: [
                    // A file of a feature folder that declares a helper view and extends its own
                    // module (review 31e item 6): `ItemRowView` is no part of a module "ItemRow".
                    RuleExample([
                        .init("Features/Items/ItemsModule+Rows.swift", """
                            struct ItemRowView: View { var body: some View { Text("row") } }
                            extension ItemsModule {
                                var rowRouter: ItemsRouter? { router }
                            }
                            """),
                        .init("Features/Items/ItemsModule.swift", "final class ItemsModule { var router: ItemsRouter? }\nfinal class ItemsRouter {}"),
                    ]),
                    RuleExample([
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModule: ModuleObject<RootModuleHolderContext, ItemsModuleComponentImpl, ItemsRouter> {
                                func openSettings() {
                                    let settings: (any SettingsSupporting)? = holder?.module()
                                    let router: (any SettingsRouting)? = holder?.router(for: (any SettingsSupporting).self)
                                }
                            }
                            """),
                        .init("Modules/Items/ItemsRouter.swift", "final class ItemsRouter {}"),
                        // Files in a subfolder of a module's folder, of no other module: that module's.
                        .init("Modules/Items/Cells/ItemCell.swift", "struct ItemCell {\n    let router: ItemsRouter\n}"),
                        .init("Modules/Items/Routers/ItemsDetailRouter.swift", "final class ItemsDetailRouter: Router {\n    weak var parent: ItemsRouter?\n}"),
                        .init("Modules/Items/Views/ItemsView.swift", "struct ItemsView {\n    let router: ItemsRouter\n}"),
                        .init("Modules/Settings/SettingsModule.swift", "final class SettingsModule {}\nprotocol SettingsSupporting {}"),
                        .init("App/CompositionRoot.swift", "final class CompositionRoot {\n    let holder: RootModuleHolder\n}"),
                        .init("App/RootModuleHolder.swift", "final class RootModuleHolder: ModuleHolder {}"),
                        // A module's own router extended in a file of its own is that module's code.
                        .init("Modules/Settings/SettingsDetailRouter.swift", "final class SettingsDetailRouter: Router {}"),
                        .init("Modules/Settings/SettingsDetailRouter+Routing.swift", "extension SettingsDetailRouter: SettingsRouting {}"),
                    ]),
                    // A router of no module the tree has: a module's sub-router, a shared base router.
                    RuleExample([
                        .init("Modules/Items/ItemsRouter.swift", "final class ItemsRouter: StackRouter {\n    func detail() -> ItemsDetailRouter { ItemsDetailRouter() }\n}"),
                        .init("Modules/Items/ItemsDetailRouter.swift", "@MainActor final class ItemsDetailRouter: Router {}"),
                        .init("Shared/StackRouter.swift", "@MainActor class StackRouter: Router {}"),
                    ]),
                    // Nor a base module or holder the modules share (generic, or inherited).
                    RuleExample([
                        .init("Shared/FeatureModule.swift", "class FeatureModule<C, R: Routing>: ModuleObject<ModuleHolderContext, C, R> {}"),
                        .init("Shared/FeatureModuleHolder.swift", "class FeatureModuleHolder: ModuleHolder {}"),
                        .init("Modules/Trips/TripsModule.swift", "final class TripsModule: FeatureModule<Component, Router> {}"),
                        .init("Modules/Trips/TripsModuleHolder.swift", "final class TripsModuleHolder: FeatureModuleHolder {}"),
                    ]),
                    // A generic parameter of an extended type, or an associated type of an extended
                    // protocol, shadows the other module's type of the same name.
                    RuleExample([
                        .init("Modules/Items/ItemsView.swift", """
                            struct ItemsView<SettingsRouter: SettingsRouting> {}
                            extension ItemsView {
                                func open(_ router: SettingsRouter) {}
                            }
                            protocol ItemsRouting {
                                associatedtype SettingsModule
                            }
                            extension ItemsRouting {
                                func show(_ module: SettingsModule) {}
                            }
                            """),
                        .init("Modules/Settings/SettingsRouter.swift", "final class SettingsRouter {}\nfinal class SettingsModule {}\nprotocol SettingsRouting {}"),
                    ]),
                ]),
            RuleSpec(
                id: "builders-called-by-holders", code: "H6", severity: .error,
                summary: "YBuilder.build( is called only from module holders and the composition root.",
                rationale: "A holder that builds a module also holds it, so other modules can find it; a module built anywhere else is invisible to holder lookups.",
                check: .specific,
                triggering: [
                    // In an extension of a generic type, through the constraint its declaration writes, or
                    // a same-type requirement of the extension (review 31g item 6).
                    RuleExample([
                        .init("Modules/Items/Opener.swift", """
                            struct Opener<B: SettingsBuilding> {}
                            extension Opener {
                                func open() { _ = B.↓build(parentComponent: EmptyComponent(), holder: nil, context: context) }
                            }
                            extension Opener where B: Sendable {
                                func openSendable() { _ = B.↓build(parentComponent: EmptyComponent(), holder: nil, context: context) }
                            }
                            struct Concrete<B> {}
                            extension Concrete where B == SettingsBuilder {
                                func open() { _ = B.↓build(parentComponent: EmptyComponent(), holder: nil, context: context) }
                            }
                            """),
                        .init("Modules/Settings/SettingsBuilder.swift", "protocol SettingsBuilding: ModuleBuilder {}\nstruct SettingsBuilder: SettingsBuilding {}"),
                    ]),
                    RuleExample([
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModule {
                                func openSettings() {
                                    _ = SettingsBuilder.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                    _ = SettingsFactory.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                }
                            }
                            """),
                        .init("Modules/Settings/SettingsBuilder.swift", "struct SettingsBuilder {}\ntypealias SettingsFactory = SettingsBuilder"),
                    ]),
                    // Through a metatype held in a local or a property, as written or through the alias.
                    RuleExample([
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModule {
                                let settings = SettingsBuilder.self
                                func openSettings() {
                                    let builder = SettingsBuilder.self
                                    _ = builder.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                    let typed: SettingsBuilder.Type = SettingsBuilder.self
                                    _ = typed.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                    let aliased = SettingsFactory.self
                                    _ = aliased.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                    _ = settings.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                    _ = self.settings.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                }
                            }
                            """),
                        .init("Modules/Settings/SettingsBuilder.swift", "struct SettingsBuilder {}\ntypealias SettingsFactory = SettingsBuilder"),
                    ]),
                    // A property set in `init` (by its value, or typed `*.Type` when its value is another
                    // variable), and the branches of a conditional (the first builder).
                    RuleExample([
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModule {
                                let settings: any ModuleBuilding.Type
                                let store: StoreBuilder.Type
                                private let chosen: any ModuleBuilding.Type
                                init(compact: Bool, store: StoreBuilder.Type) {
                                    settings = SettingsBuilder.self
                                    self.store = store
                                    self.chosen = compact ? CartBuilder.self : SettingsBuilder.self
                                }
                                func open(_ compact: Bool) {
                                    _ = settings.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                    _ = self.store.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                    _ = chosen.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                    let builder: any ModuleBuilding.Type = compact
                                        ? SettingsBuilder.self
                                        : CartBuilder.self
                                    _ = builder.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                }
                            }
                            """),
                        .init("Modules/Settings/SettingsBuilder.swift", "struct SettingsBuilder {}\nstruct StoreBuilder {}\nstruct CartBuilder {}\nprotocol ModuleBuilding {}"),
                    ]),
                    // Through a generic parameter constrained to a builder protocol, as its metatype
                    // or in a variable of it, as `any SettingsBuilding.Type` (review 31d D4).
                    RuleExample([
                        .init("Modules/Items/ItemsModule+Settings.swift", """
                            extension ItemsModule {
                                func open<B: SettingsBuilding>(_ builder: B.Type, parent: Component) {
                                    _ = B.↓build(parentComponent: parent, holder: holder, context: context)
                                    _ = builder.↓build(parentComponent: parent, holder: holder, context: context)
                                }
                                func open<B>(_ builder: B.Type) where B: SettingsBuilding {
                                    _ = B.↓build(parentComponent: EmptyComponent(), holder: holder, context: context)
                                }
                            }
                            """),
                        .init("Modules/Items/ItemsModule.swift", "final class ItemsModule {}"),
                        .init("Modules/Settings/SettingsBuilder.swift", "protocol SettingsBuilding: ModuleBuilder {}\nstruct SettingsBuilder: SettingsBuilding {}"),
                    ]),
                ],
                passing: [
                    RuleExample([
                        .init("App/RootModuleHolder.swift", """
                            final class RootModuleHolder: ModuleHolder {
                                init(context: RootModuleHolderContext, component: AppComponent) {
                                    super.init(holder: nil)
                                    supportedModules = [
                                        SettingsBuilder.build(parentComponent: component, holder: self, context: context),
                                    ]
                                }
                            }
                            """),
                        .init("App/CompositionRoot.swift", """
                            final class CompositionRoot {
                                func start() {
                                    _ = SettingsBuilder.build(parentComponent: component, holder: nil, context: context)
                                    let builder = SettingsBuilder.self
                                    _ = builder.build(parentComponent: component, holder: nil, context: context)
                                }
                            }
                            """),
                        .init("Modules/Settings/SettingsBuilder.swift", "struct SettingsBuilder {}"),
                    ]),
                    // A builder value of another kind (a request builder) is no module's metatype, nor is
                    // one of two (a conditional's), nor one a property is given in `init`.
                    RuleExample("Modules/Items/ItemsModule.swift", """
                        final class ItemsModule {
                            let feed: URLRequestBuilder
                            init(feed: URLRequestBuilder) { self.feed = feed }
                            func load(_ all: Bool) {
                                let request = URLRequestBuilder(path: "items")
                                _ = request.build()
                                let builder: URLRequestBuilder = URLRequestBuilder(path: "items")
                                _ = builder.build()
                                let either = all ? URLRequestBuilder(path: "all") : URLRequestBuilder(path: "items")
                                _ = either.build()
                                _ = feed.build()
                            }
                        }
                        """),
                ]),
            RuleSpec(
                id: "views-use-protocols", code: "H7", severity: .error,
                summary: "Views hold XRouting, XSupporting and the view model; they never name a concrete *Module, *ModuleHolder, *Builder or *ComponentImpl.",
                rationale: "A view that names the module or the wiring cannot be previewed or tested without building the whole module graph.",
                // A `@resultBuilder` named `*Builder` is no module builder (as in H2).
                check: .forbiddenUse(ForbiddenUse(scope: .layers("Views"), layers: ["Modules", "ModuleHolders", "Builders", "ComponentImpls"],
                                                  exceptLayers: ["ResultBuilders"])),
                triggering: [
                    RuleExample([
                        .init("Modules/Items/ItemsView.swift", """
                            struct ItemsView: View {
                                let module: ↓ItemsModule
                                let holder: ↓RootModuleHolder?
                                var body: some View { Text("Items") }
                            }
                            """),
                        .init("Modules/Items/ItemsModule.swift", "final class ItemsModule: ItemsSupporting {}"),
                        .init("App/RootModuleHolder.swift", "final class RootModuleHolder: ModuleHolder {}"),
                    ]),
                ],
                passing: [
                    RuleExample([
                        .init("Modules/Items/ItemsView.swift", """
                            struct ItemsView: View {
                                let router: any ItemsRouting
                                let module: any ItemsSupporting
                                let viewModel: ItemsViewModel
                                var body: some View { Text(viewModel.title) }
                            }
                            """),
                        .init("Modules/Items/ItemsModule.swift", "final class ItemsModule: ItemsSupporting {}\nprotocol ItemsSupporting {}"),
                        .init("Modules/Items/ItemsViewModel.swift", "@Observable\nfinal class ItemsViewModel {}"),
                    ]),
                    // A view's own result builder is no module builder.
                    RuleExample([
                        .init("Modules/Settings/SettingsView.swift", """
                            struct SettingsView: View {
                                static let defaultRows = RowsBuilder.buildBlock("Account", "Privacy")
                                let rows: [String]
                                init(@RowsBuilder rows: () -> [String]) { self.rows = rows() }
                                var body: some View { Text(rows.joined()) }
                            }
                            """),
                        .init("Modules/Settings/RowsBuilder.swift",
                              "@resultBuilder\nenum RowsBuilder {\n    static func buildBlock(_ rows: String...) -> [String] { rows }\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "views-do-no-io", code: "H8", severity: .error,
                summary: "Views reference no URLSession, UserDefaults, FileManager, or project *Provider/*Providing services.",
                rationale: "Input and output belong to modules, behind their services; a view that fetches or stores cannot be previewed and bypasses the module's state.",
                check: .forbiddenUse(ForbiddenUse(scope: .layers("Views"), names: ["URLSession", "UserDefaults", "FileManager"],
                                                  projectTypeSuffixes: ["Provider", "Providing"])),
                triggering: [
                    RuleExample([
                        .init("Modules/Items/ItemsView.swift", """
                            struct ItemsView: View {
                                let service: any ↓ItemsProviding
                                var body: some View {
                                    Text(↓UserDefaults.standard.string(forKey: "title") ?? "")
                                }
                            }
                            """),
                        .init("Services/ItemsProviding.swift", "protocol ItemsProviding {}"),
                    ]),
                ],
                passing: [
                    RuleExample([
                        .init("Modules/Items/ItemsView.swift", """
                            struct ItemsView: View {
                                let module: any ItemsSupporting
                                var body: some View { Text("Items") }
                            }
                            """),
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModule {
                                let service: any ItemsProviding
                                let defaults = UserDefaults.standard
                            }
                            """),
                        .init("Services/ItemsProviding.swift", "protocol ItemsProviding {}"),
                    ]),
                    // A widget's timeline provider is WidgetKit's, not a data provider.
                    RuleExample([
                        .init("Widgets/ItemsWidgetView.swift", "struct ItemsWidgetView: View {\n    var entry: Provider.Entry\n    let weather: WeatherProvider\n    var body: some View { Text(entry.title) }\n}"),
                        .init("Widgets/Provider.swift", "struct Provider: TimelineProvider {}\nstruct WeatherProvider: TimelineProvider {}"),
                    ]),
                ]),
            RuleSpec(
                id: "modules-import-no-ui", code: "H9", severity: .warning,
                summary: "*Module.swift files import no SwiftUI, UIKit or AppKit (module holders may).",
                rationale: "A module is the feature's logic; keeping UI frameworks out of it keeps it testable on any platform and keeps views in the router's files.",
                check: .forbiddenImports(scope: Scope(paths: ["*Module.swift"]), modules: ["SwiftUI", "SwiftUICore", "UIKit", "AppKit"]),
                triggering: [
                    RuleExample("Modules/Items/ItemsModule.swift", """
                        import ↓SwiftUI
                        #if canImport(UIKit)
                        import ↓UIKit
                        #endif
                        import HuddleArch

                        final class ItemsModule {}
                        """),
                ],
                passing: [
                    RuleExample("Modules/Items/ItemsModule.swift", "import Foundation\nimport HuddleArch\n\nfinal class ItemsModule {}"),
                    RuleExample("Modules/Items/ItemsModuleHolder.swift", "import SwiftUI\nimport HuddleArch\n\nfinal class ItemsModuleHolder: ModuleHolder {}"),
                ]),
            RuleSpec(
                id: "view-model-shape", code: "H10", severity: .warning,
                summary: "Each module's view model (XViewModel of a module XModule) is an @Observable (or ObservableObject) final class XViewModel in its own XViewModel.swift.",
                rationale: "Views follow the view model's changes only if it is observable, and one final class per file keeps each screen's state easy to find.",
                // A module's view model: `XViewModel` where the tree declares `XModule`.
                check: .all([
                    .typeShape(TypeShape(scope: .layers("ViewModels"), kinds: ["class"], isFinal: true, anyOf: ["Observable", "ObservableObject"],
                                         nameSuffix: "ViewModel", onlyWithTreeType: "{base}Module")),
                    .specific,
                ]),
                triggering: [
                    RuleExample([
                        .init("Modules/Items/ItemsModule.swift", "final class ItemsModule {}"),
                        .init("Modules/Items/ItemsViewModel.swift", "@Observable\nclass ↓ItemsViewModel {}"),
                    ]),
                    RuleExample([
                        .init("Modules/Items/ItemsModule.swift", "final class ItemsModule {}"),
                        .init("Modules/Items/ItemsViewModel.swift", "final class ↓ItemsViewModel {}"),
                    ]),
                    RuleExample("Modules/Items/ItemsModule.swift", "final class ItemsModule {}\n\n@Observable\nfinal class ↓ItemsViewModel {}"),
                ],
                passing: [
                    RuleExample("Modules/Items/ItemsViewModel.swift", """
                        @MainActor
                        @Observable
                        final class ItemsViewModel {
                            enum State: Equatable {
                                case loading
                            }

                            private(set) var state: State = .loading
                        }
                        """),
                    RuleExample("Modules/Items/ItemsViewModel.swift", "final class ItemsViewModel: ObservableObject {\n    @Published var title = \"\"\n}"),
                    RuleExample("Modules/Items/ItemsViewModel.swift", "@Observation.Observable\nfinal class ItemsViewModel {}"),
                    // The view model of a row or a part of a screen, not of a module, may be a value.
                    RuleExample([
                        .init("Modules/Items/ItemsModule.swift", "final class ItemsModule {}"),
                        .init("Modules/Items/ItemRowViewModel.swift", "struct ItemRowViewModel: Identifiable, Hashable {\n    let id: String\n}"),
                        .init("Modules/Items/ItemsView.swift", "struct ItemsView {}\n\nextension ItemsView {\n    struct RowViewModel {}\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "view-components-are-structs", code: "H11", severity: .error,
                summary: "*ViewComponentImpl types are structs.",
                rationale: "A view component only hands the router its dependencies; as a value it cannot grow into a second dependency graph.",
                check: .typeShape(TypeShape(scope: .layers("ViewComponentImpls"), kinds: ["struct"])),
                triggering: [RuleExample("Modules/Items/ItemsRouter.swift", "final class ↓ItemsViewComponentImpl: ItemsViewComponent {}")],
                passing: [RuleExample("Modules/Items/ItemsRouter.swift", """
                    struct ItemsViewComponentImpl: ItemsViewComponent {
                        let module: any ItemsSupporting
                        weak var moduleHolder: (any ModuleHolding)?
                    }
                    """)]),
            RuleSpec(
                id: "steps-call-on-next", code: "H12", severity: .warning,
                summary: "A FlowStep subclass that overrides run() calls onNext() in it, or in a method of its own that run() calls.",
                rationale: "A flow moves to its next step only when the current one calls onNext(); a step that forgets it silently stops the flow.",
                check: .specific,
                triggering: [
                    RuleExample("Flows/Startup/PrefetchItemsStep.swift", """
                        final class PrefetchItemsStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                            override func ↓run() async {
                                await prefetch()
                            }
                        }
                        """),
                    // Through the runtime's `Flow.FlowStepType` (of a flow of the tree, or written
                    // out), or a type alias of it: the runtime outside the tree.
                    RuleExample([
                        .init("Flows/Onboarding/OnboardingFlow.swift", """
                            final class OnboardingFlow: Flow<OnboardingFlowContext, OnboardingFlowComponent, EmptyResult> {}
                            typealias OnboardingStep = OnboardingFlow.FlowStepType
                            """),
                        .init("Flows/Onboarding/WelcomeStep.swift",
                              "final class WelcomeStep: OnboardingFlow.FlowStepType {\n    override func ↓run() async {\n        await greet()\n    }\n}"),
                        .init("Flows/Onboarding/TourStep.swift",
                              "final class TourStep: OnboardingStep {\n    override func ↓run() async {\n        await tour()\n    }\n}"),
                        .init("Flows/Onboarding/ConsentStep.swift", """
                            final class ConsentStep: Flow<OnboardingFlowContext, OnboardingFlowComponent, EmptyResult>.FlowStepType {
                                override func ↓run() async {
                                    await ask()
                                }
                            }
                            """),
                    ]),
                    // Methods of its own that never call it (calling each other), another object's
                    // `finish()`, the superclass's: none of them is this step's code.
                    RuleExample("Flows/Startup/ConsentStep.swift", """
                        final class ConsentStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                            override func ↓run() async {
                                ask()
                                self.flow.finish()
                                super.finish()
                            }
                            private func ask() { askAgain() }
                            private func askAgain() { ask() }
                            func finish() { onNext() }
                        }
                        """),
                    // An unqualified call of a local function, a local closure or a parameter of
                    // that name is theirs, not the method's.
                    RuleExample([
                        .init("Flows/Startup/ConsentStep.swift", """
                            final class ConsentStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                                override func ↓run() async {
                                    func finish() { _ = context }
                                    finish()
                                }
                                func finish() { onNext() }
                            }
                            """),
                        .init("Flows/Startup/TermsStep.swift", """
                            final class TermsStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                                override func ↓run() async {
                                    let complete = { _ = self.context }
                                    complete()
                                }
                                func complete() { onNext() }
                            }
                            """),
                        .init("Flows/Startup/PrivacyStep.swift", """
                            final class PrivacyStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                                override func ↓run() async { await ask { } }
                                private func ask(_ done: () -> Void) async {
                                    done()
                                }
                                func done() { onNext() }
                            }
                            """),
                    ]),
                    // A trailing closure is one more argument: `finish { }` calls `finish(then:)`,
                    // not `finish()`; `close { }` no method that takes no closure.
                    RuleExample("Flows/Startup/TourStep.swift", """
                        final class TourStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                            override func ↓run() async {
                                finish { }
                                close { }
                            }
                            func finish(then: () -> Void) { then() }
                            func finish() { onNext() }
                            func close(animated: Bool = true) { onNext() }
                        }
                        """),
                ],
                passing: [
                    RuleExample("Flows/Startup/PrefetchItemsStep.swift", """
                        final class PrefetchItemsStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                            override func run() async {
                                await prefetch()
                                onNext()
                            }

                            override func run(flowResult: EmptyResult?) async -> EmptyResult? { nil }
                        }
                        """),
                    RuleExample("Flows/Startup/WelcomeStep.swift", """
                        final class WelcomeStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                            override func run() async {
                                show { [weak self] in self?.onNext() }
                            }
                        }
                        """),
                    // Through a method of its own that `run()` calls, transitively, in an extension too.
                    RuleExample([
                        .init("Flows/Startup/ConsentStep.swift", """
                            final class ConsentStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                                override func run() async { finish() }
                                private func finish() { onNext() }
                            }
                            """),
                        .init("Flows/Startup/TermsStep.swift", """
                            final class TermsStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                                override func run() async { await self.accept(terms: 1) }
                                private func accept(terms: Int) async { complete() }
                            }
                            """),
                        .init("Flows/Startup/TermsStep+Completion.swift", "extension TermsStep {\n    func complete() { self.onNext() }\n}"),
                    ]),
                    // A trailing closure, or a default value, fills a parameter of the method it
                    // calls; `self.` names the method past a local of that name.
                    RuleExample("Flows/Startup/TourStep.swift", """
                        final class TourStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                            override func run() async {
                                let finish = { }
                                finish()
                                show { }
                            }
                            private func show(animated: Bool = true, then: () -> Void) { finish(after: 1) }
                            private func finish(after delay: Int, animated: Bool = false) {
                                let done = { }
                                done()
                                self.done()
                            }
                            func done() { onNext() }
                        }
                        """),
                    // A trailing closure fills a parameter typed by a type alias of the tree for a function type.
                    RuleExample([
                        .init("Flows/Startup/BannerStep.swift", """
                            final class BannerStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                                override func run() async { present { } }
                                private func present(then: Completion) { onNext() }
                            }
                            """),
                        .init("Flows/Startup/Completion.swift", "typealias Completion = () -> Void"),
                    ]),
                    // Also through an alias of such an alias.
                    RuleExample([
                        .init("Flows/Startup/GStep.swift", """
                            typealias Callback = () -> Void
                            typealias Handler = Callback
                            final class GStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                                override func run() async {
                                    finish { }
                                }
                                private func finish(_ done: Handler) { onNext() }
                            }
                            """),
                    ]),
                    // Multiple trailing closures: the first fills the first function-typed parameter,
                    // each labelled one after it the parameter with its label (past defaulted ones).
                    RuleExample([
                        .init("Flows/Startup/LoginStep.swift", """
                            final class LoginStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                                override func run() async {
                                    authenticate { _ in } onFailure: { }
                                }
                                private func authenticate(onSuccess: @escaping (Bool) -> Void, onFailure: @escaping () -> Void) {
                                    onNext()
                                }
                            }
                            """),
                        .init("Flows/Startup/SignInStep.swift", """
                            final class SignInStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                                override func run() async {
                                    signIn(user: "a") { _ in
                                    } onFailure: {
                                    }
                                }
                                private func signIn(user: String, onSuccess: (Bool) -> Void, retries: Int = 1, onFailure: () -> Void, onCancel: (() -> Void)? = nil) {
                                    onNext()
                                }
                            }
                            """),
                    ]),
                    // A default value of a generic type with a comma does not hide a defaulted parameter.
                    RuleExample("Flows/Startup/LogoutStep.swift", """
                        final class LogoutStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                            override func run() async { logOut(reason: "user") }
                            private func logOut(reason: String, headers: [String: String] = Dictionary<String, String>(), retries: Int = 1) {
                                onNext()
                            }
                        }
                        """),
                ]),
            RuleSpec(
                id: "flow-sets-steps", code: "H13", severity: .warning,
                summary: "A Flow subclass sets steps in init, or in a method of its own that init calls before it returns.",
                rationale: "A flow runs the steps it was given at creation; one that sets none, or sets them later, runs nothing or races its own run().",
                check: .assignmentScope(AssignmentScope(scope: .layers("Flows"), names: ["steps"], target: .own,
                                                        mutatingCalls: ["append", "insert"], requiredInInitializers: true)),
                triggering: [
                    RuleExample("Flows/Startup/StartupFlow.swift", """
                        final class StartupFlow: Flow<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                            ↓init(context: StartupFlowContext, component: StartupFlowComponent) {
                                super.init(context: context, component: component)
                            }
                        }
                        """),
                    RuleExample("Flows/Onboarding/OnboardingFlow.swift",
                                "final class ↓OnboardingFlow: Flow<OnboardingFlowContext, OnboardingFlowComponent, EmptyResult> {}"),
                    // Steps set in a closure the initializer starts or stores are set after it returns, if ever.
                    RuleExample("Flows/Login/LoginFlow.swift", """
                        final class LoginFlow: Flow<LoginFlowContext, LoginFlowComponent, EmptyResult> {
                            var configure: () -> Void = {}
                            ↓init(context: LoginFlowContext, component: LoginFlowComponent) {
                                super.init(context: context, component: component)
                                Task { @MainActor in
                                    self.steps = [CheckSessionStep(flow: self, context: context, component: component)]
                                }
                            }
                            ↓init(component: LoginFlowComponent) {
                                super.init(context: LoginFlowContext(), component: component)
                                configure = { [unowned self] in
                                    if steps.isEmpty { steps.append(CheckSessionStep(flow: self, context: context, component: component)) }
                                }
                            }
                            ↓init(context: LoginFlowContext) {
                                super.init(context: context, component: LoginFlowComponent())
                                Task<Void, Never> { self.steps = [] }
                            }
                            ↓init(later context: LoginFlowContext) {
                                super.init(context: context, component: LoginFlowComponent())
                                Task.init { self.steps = [] }
                            }
                        }
                        """),
                    // A method of its own called later, or that sets them later or not at all.
                    RuleExample("Flows/Signup/SignupFlow.swift", """
                        final class SignupFlow: Flow<SignupFlowContext, SignupFlowComponent, EmptyResult> {
                            ↓init(context: SignupFlowContext, component: SignupFlowComponent) {
                                super.init(context: context, component: component)
                                Task { self.configureSteps() }
                            }
                            ↓init(component: SignupFlowComponent) {
                                super.init(context: SignupFlowContext(), component: component)
                                configureLater()
                                log()
                            }
                            private func configureSteps() { steps = [] }
                            private func configureLater() { Task { self.configureSteps() } }
                            private func log() { print(steps) }
                        }
                        """),
                    // A parameter or local `var` of that name is not the flow's: a list built and
                    // dropped, in the initializer or a method it calls, or a copy of a parameter.
                    RuleExample("Flows/Signup/SignupFlow.swift", """
                        final class SignupFlow: Flow<SignupFlowContext, SignupFlowComponent, EmptyResult> {
                            ↓init(context: SignupFlowContext, component: SignupFlowComponent) {
                                super.init(context: context, component: component)
                                makeSteps()
                            }
                            ↓init(component: SignupFlowComponent) {
                                super.init(context: SignupFlowContext(), component: component)
                                log(steps: [])
                            }
                            ↓init(context: SignupFlowContext) {
                                super.init(context: context, component: SignupFlowComponent())
                                var steps: [FlowStepType] = []
                                steps.append(WelcomeStep())
                                _ = steps
                            }
                            @discardableResult
                            private func makeSteps() -> [FlowStepType] {
                                var steps: [FlowStepType] = []
                                steps.append(WelcomeStep(flow: self, context: context, component: component))
                                return steps
                            }
                            private func log(steps: [String]) {
                                var steps = steps
                                steps.append("login")
                                steps = []
                                _ = steps
                            }
                        }
                        """),
                ],
                passing: [
                    // A base flow the app's flows inherit leaves `steps` to them.
                    RuleExample("Flows/AppFlow.swift", """
                        class AppFlow<Context, FlowComponent: Component>: Flow<Context, FlowComponent, EmptyResult> {
                            override func run() async { await super.run() }
                        }
                        final class LoginFlow: AppFlow<LoginFlowContext, LoginFlowComponent> {
                            init(context: LoginFlowContext, component: LoginFlowComponent) {
                                super.init(context: context, component: component)
                                steps = []
                            }
                        }
                        """),
                    RuleExample("Flows/Startup/StartupFlow.swift", """
                        final class StartupFlow: Flow<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                            init(context: StartupFlowContext, component: StartupFlowComponent) {
                                super.init(context: context, component: component)
                                self.steps = [
                                    PrefetchItemsStep(flow: self, context: context, component: component),
                                ]
                            }

                            convenience init() {
                                self.init(context: StartupFlowContext(), component: StartupFlowComponent(parent: EmptyComponent()))
                            }
                        }
                        """),
                    // Through the inherited property, or handed to a base flow's initializer that sets them.
                    RuleExample("Flows/Onboarding/OnboardingFlow.swift", """
                        class StepsFlow: Flow<OnboardingFlowContext, OnboardingFlowComponent, EmptyResult> {
                            init(context: OnboardingFlowContext, component: OnboardingFlowComponent, steps: [FlowStepType]) {
                                super.init(context: context, component: component)
                                super.steps = steps
                            }
                        }

                        final class OnboardingFlow: StepsFlow {
                            init(context: OnboardingFlowContext, component: OnboardingFlowComponent) {
                                super.init(context: context, component: component, steps: [WelcomeStep()])
                            }
                        }
                        """),
                    // In a branch of the initializer, or a closure that runs in place, which run in it.
                    RuleExample("Flows/Login/LoginFlow.swift", """
                        final class LoginFlow: Flow<LoginFlowContext, LoginFlowComponent, EmptyResult> {
                            init(context: LoginFlowContext, component: LoginFlowComponent) {
                                super.init(context: context, component: component)
                                if context.isReturning { steps = [WelcomeBackStep()] } else { steps.append(WelcomeStep()) }
                            }
                            init(component: LoginFlowComponent, kinds: [Int]) {
                                super.init(context: LoginFlowContext(), component: component)
                                kinds.forEach { _ in steps.append(WelcomeStep()) }
                            }
                            init(component: LoginFlowComponent, order: [Int]) {
                                super.init(context: LoginFlowContext(), component: component)
                                _ = order.sorted(by: { a, b in steps.append(WelcomeStep()); return a < b })
                            }
                        }
                        """),
                    // In a method of its own that the initializer calls, transitively, in an extension too.
                    RuleExample([
                        .init("Flows/Signup/SignupFlow.swift", """
                            final class SignupFlow: Flow<SignupFlowContext, SignupFlowComponent, EmptyResult> {
                                init(context: SignupFlowContext, component: SignupFlowComponent) {
                                    super.init(context: context, component: component)
                                    configureSteps(component: component)
                                }
                                init(component: SignupFlowComponent) {
                                    super.init(context: SignupFlowContext(), component: component)
                                    self.prepare()
                                }
                                private func configureSteps(component: SignupFlowComponent) {
                                    steps = [ConsentStep(flow: self, context: context, component: component)]
                                }
                            }
                            """),
                        .init("Flows/Signup/SignupFlow+Steps.swift", "extension SignupFlow {\n    func prepare() { [1].forEach { _ in addSteps() } }\n    func addSteps() { steps.append(WelcomeStep()) }\n}"),
                    ]),
                    // Multiple trailing closures: the first fills the first function-typed parameter,
                    // each labelled one after it the parameter with its label.
                    RuleExample("Flows/Setup/SetupFlow.swift", """
                        final class SetupFlow: Flow<SetupFlowContext, SetupFlowComponent, EmptyResult> {
                            init(context: SetupFlowContext, component: SetupFlowComponent) {
                                super.init(context: context, component: component)
                                configure { } onFailure: { }
                            }
                            private func configure(onSuccess: () -> Void, onFailure: () -> Void) {
                                steps = [WelcomeStep()]
                            }
                        }
                        """),
                    // A default value of a generic type with a comma does not hide a defaulted parameter.
                    RuleExample("Flows/Logout/LogoutFlow.swift", """
                        final class LogoutFlow: Flow<LogoutFlowContext, LogoutFlowComponent, EmptyResult> {
                            init(context: LogoutFlowContext, component: LogoutFlowComponent) {
                                super.init(context: context, component: component)
                                configure(reason: "user")
                            }
                            private func configure(reason: String, headers: [String: String] = Dictionary<String, String>(), retries: Int = 1) {
                                steps = [WelcomeStep()]
                            }
                        }
                        """),
                ]),
            RuleSpec(
                id: "only-holders-assign-modules", code: "H14", severity: .error,
                summary: "Only ModuleHolder subclasses assign supportedModules.",
                rationale: "The holder that builds its modules is the one that owns them; modules assigned from outside skip the holder's activation and lookups.",
                check: .assignmentScope(AssignmentScope(
                    scope: .all, names: ["supportedModules"],
                    mutatingCalls: AssignmentScope.standardMutatingMethods, allowedInLayers: ["ModuleHolders"])),
                triggering: [
                    RuleExample("App/CompositionRoot.swift", """
                        final class CompositionRoot {
                            func start() {
                                holder.↓supportedModules = []
                                holder.↓supportedModules.append(module)
                                _ = holder.↓supportedModules.popLast()
                            }
                        }
                        """),
                    RuleExample("Modules/Items/ItemsModule.swift", """
                        final class ItemsModule: ModuleObject<ItemsModuleContext, ItemsModuleComponentImpl, ItemsRouter> {
                            var supportedModules: [any Module] = []
                            func attach(_ module: any Module) {
                                ↓supportedModules.append(module)
                                self.↓supportedModules += [module]
                            }
                        }
                        """),
                ],
                passing: [
                    RuleExample("App/RootModuleHolder.swift", """
                        final class RootModuleHolder: ModuleHolder {
                            init(context: RootModuleHolderContext, component: AppComponent) {
                                super.init(holder: nil)
                                supportedModules = [ItemsBuilder.build(parentComponent: component, holder: self, context: context)]
                                self.supportedModules += []
                            }
                        }
                        """),
                    RuleExample("App/CompositionRoot.swift", "final class CompositionRoot {\n    func count() -> Int { holder.supportedModules.count }\n}"),
                ]),
            RuleSpec(
                id: "no-print", code: "H15", severity: .warning,
                summary: "Modules and flow steps do not call print(…).",
                rationale: "print output is lost on devices and floods the console in tests; log through a service the component provides.",
                check: .forbiddenUse(ForbiddenUse(scope: .layers("Modules", "FlowSteps"), calls: ["print"])),
                triggering: [
                    RuleExample("Modules/Items/ItemsModule.swift", """
                        final class ItemsModule: ModuleObject<RootModuleHolderContext, ItemsModuleComponentImpl, ItemsRouter> {
                            func refresh() async {
                                ↓print("refreshing")
                            }
                        }
                        """),
                    RuleExample("Flows/Startup/PrefetchItemsStep.swift", """
                        final class PrefetchItemsStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
                            override func run() async {
                                ↓print("prefetching")
                                onNext()
                            }
                        }
                        """),
                    // A type nested in a module is module code, in an extension of it in another file too.
                    RuleExample([
                        .init("Modules/Items/ItemsModule.swift", """
                            final class ItemsModule: ModuleObject<RootModuleHolderContext, ItemsModuleComponentImpl, ItemsRouter> {
                                struct Loader {}
                            }
                            """),
                        .init("Modules/Items/ItemsModule+Loader.swift", """
                            extension ItemsModule.Loader {
                                func load() {
                                    ↓print("loading")
                                }
                            }
                            """),
                    ]),
                    // A step declared through the runtime's `Flow.FlowStepType`, or a type alias of it.
                    RuleExample([
                        .init("Flows/Onboarding/OnboardingFlow.swift", """
                            final class OnboardingFlow: Flow<OnboardingFlowContext, OnboardingFlowComponent, EmptyResult> {
                                typealias Step = FlowStepType
                            }
                            """),
                        .init("Flows/Onboarding/WelcomeStep.swift",
                              "final class WelcomeStep: OnboardingFlow.FlowStepType {\n    override func run() async {\n        ↓print(\"welcome\")\n        onNext()\n    }\n}"),
                        .init("Flows/Onboarding/TourStep.swift",
                              "final class TourStep: OnboardingFlow.Step {\n    override func run() async {\n        ↓print(\"tour\")\n        onNext()\n    }\n}"),
                    ]),
                ],
                passing: [
                    RuleExample("Modules/Items/ItemsModule.swift", """
                        final class ItemsModule: ModuleObject<RootModuleHolderContext, ItemsModuleComponentImpl, ItemsRouter> {
                            func refresh() async {
                                logger.debug("refreshing")
                            }
                        }
                        """),
                ]),
            RuleSpec(
                id: "file-named-after-type", code: "H16", severity: .warning,
                summary: "A file's name matches a type it declares at top level or in an extension, which may follow the module's protocols (Home+Detail.swift for extensions is fine).",
                rationale: "Builders, modules, routers and view models are found by their file names; a file named after something else hides its type.",
                // Files list a module's contract before its type (`XRouter.swift`: XViewComponent,
                // XViewComponentImpl, XRouting, XRouter): the file's type may come after others.
                check: .fileNamedAfterType(anyType: true),
                triggering: [
                    RuleExample("Services/ItemsCache.swift", "struct ↓CacheKey {}\n\nfinal class ItemCache {}"),
                    // At the file's type, after the protocols that may come first.
                    RuleExample("Modules/Items/ItemsRouter.swift", "protocol ItemsRouting {}\n\nfinal class ↓ItemRouter: ItemsRouting {}"),
                    // A `+` file that extends another type, with a type others may use, is that type's.
                    RuleExample("Services/ItemsCache+Environment.swift", "struct ↓ItemsCacheKey: EnvironmentKey {}\n\nextension EnvironmentValues {}"),
                    // A type declared in an extension's body is one the file declares.
                    RuleExample("Services/Cursor.swift", "extension Lexer {\n    struct ↓Cursr {}\n}"),
                ],
                passing: [
                    RuleExample("Services/ItemsCache.swift", "final class ItemsCache {}\n\nstruct CacheKey {}"),
                    // A namespace's type, declared in an extension of it (swift-syntax's `extension Lexer { struct Cursor }`).
                    RuleExample("Services/Cursor.swift", "enum DereferenceDepth { case one }\n\nextension Lexer {\n    struct Cursor {}\n}"),
                    // STYLES.md's order of a router file: the contract first, the router last.
                    RuleExample("Modules/Items/ItemsRouter.swift", """
                        protocol ItemsViewComponent: ViewComponent {}
                        struct ItemsViewComponentImpl: ItemsViewComponent {}
                        protocol ItemsRouting: Router {}
                        @MainActor
                        final class ItemsRouter: Router, ItemsRouting {}
                        """),
                    RuleExample("Modules/Items/ItemsView+Rows.swift", "extension ItemsView {\n    struct Row {}\n}"),
                    // An extension file with a helper type of its own.
                    RuleExample("Modules/Items/ItemsView+Rows.swift", "extension ItemsView {\n    var rows: some View { EmptyView() }\n}\n\nprivate struct RowStyle {}"),
                    // A `+` file of extensions and private helper types declares no type of its own.
                    RuleExample("Services/ItemsCache+Environment.swift", """
                        private struct ItemsCacheKey: EnvironmentKey {
                            static let defaultValue = ItemsCache()
                        }
                        extension EnvironmentValues {
                            var itemsCache: ItemsCache { self[ItemsCacheKey.self] }
                        }
                        """),
                ]),
        ])
}
