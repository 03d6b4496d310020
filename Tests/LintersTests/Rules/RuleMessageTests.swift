import ArchModel
import Testing
@testable import Linters

/// Messages that say more than the rule's summary, in the words a finding prints.
@Suite struct RuleMessageTests {
    func lint(_ style: String, _ sources: [(String, String)]) -> [String] {
        let preset = Presets.preset(for: Style.named(style)!)
        return Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules)
            .findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule) \($0.message)" }
    }

    /// SA5: a method of a `private extension` is fileprivate, and the message says so.
    @Test func actionMethodInPrivateExtension() {
        let findings = lint("sourcearch", [("Features/TimerSource.swift", """
            final class TimerSource: SourceOf<TimerModel> {
                @ActionFromMethod(reset) private var resetAction
                @ActionFromMethod(stop) private var stopAction
                lazy var initialModel = TimerModel(seconds: 0, reset: resetAction, stop: stopAction)
            }
            private extension TimerSource {
                func reset() {}
                fileprivate func stop() {}
            }
            """)])
        #expect(findings == [
            "Features/TimerSource.swift:7:10 actions-are-private 'reset' is wrapped by '@ActionFromMethod' and must be private; "
                + "a member of a 'private extension' is fileprivate: write 'private func reset'",
            "Features/TimerSource.swift:8:22 actions-are-private 'stop' is wrapped by '@ActionFromMethod' and must be private",
        ])
    }

    /// H6: the message says how the composition root is recognised, by name or `@main`.
    @Test func builderCalledOutsideHoldersSaysWhatTheCompositionRootIs() {
        let findings = lint("huddle", [
            ("App/SceneDelegate.swift", """
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        _ = StoreBuilder.build(parentComponent: component, holder: nil, context: RootModuleHolderContext())
                        _ = StoreFactory.build(parentComponent: component, holder: nil, context: RootModuleHolderContext())
                    }
                }
                """),
            ("Modules/Store/StoreBuilder.swift", "struct StoreBuilder {}\ntypealias StoreFactory = StoreBuilder"),
        ]).filter { $0.contains(" builders-called-by-holders ") }
        #expect(findings == [
            "App/SceneDelegate.swift:3:26 builders-called-by-holders 'StoreBuilder.build(…)' may be called only by module holders "
                + "and the composition root (a '*CompositionRoot' type or the @main type)",
            "App/SceneDelegate.swift:4:26 builders-called-by-holders 'StoreBuilder.build(…)' may be called only by module holders "
                + "and the composition root (a '*CompositionRoot' type or the @main type) (through the type alias 'StoreFactory')",
        ])
    }

    /// H6: a builder's metatype held in a local (or a parameter typed `*.Type`) and then called
    /// is reported as the direct call is, at `build`, through a type alias too.
    @Test func builderCalledThroughItsMetatypeIsReportedAsTheDirectCall() {
        let findings = lint("huddle", [
            ("Modules/Items/ItemsModule.swift", """
                final class ItemsModule {
                    func openStore(_ factory: StoreBuilder.Type) {
                        let b = StoreBuilder.self
                        _ = b.build(parentComponent: component, holder: nil, context: RootModuleHolderContext())
                        let typed: StoreBuilder.Type = StoreFactory.self
                        _ = typed.build(parentComponent: component, holder: nil, context: RootModuleHolderContext())
                        _ = factory.build(parentComponent: component, holder: nil, context: RootModuleHolderContext())
                    }
                }
                """),
            ("Modules/Store/StoreBuilder.swift", "struct StoreBuilder {}\ntypealias StoreFactory = StoreBuilder"),
        ]).filter { $0.contains(" builders-called-by-holders ") }
        #expect(findings == [
            "Modules/Items/ItemsModule.swift:4:15 builders-called-by-holders 'StoreBuilder.build(…)' may be called only by module holders "
                + "and the composition root (a '*CompositionRoot' type or the @main type)",
            "Modules/Items/ItemsModule.swift:6:19 builders-called-by-holders 'StoreBuilder.build(…)' may be called only by module holders "
                + "and the composition root (a '*CompositionRoot' type or the @main type) (through the type alias 'StoreFactory')",
            "Modules/Items/ItemsModule.swift:7:21 builders-called-by-holders 'StoreBuilder.build(…)' may be called only by module holders "
                + "and the composition root (a '*CompositionRoot' type or the @main type)",
        ])
    }

    /// H6: a builder's metatype stored in `init`, or one of a conditional's, is reported as the
    /// direct call of the first builder it may hold.
    @Test func builderHeldByAPropertySetInInitOrByAConditionalIsNamed() {
        let findings = lint("huddle", [
            ("Modules/Items/ItemsModule.swift", """
                final class ItemsModule {
                    private let store: StoreBuilder.Type
                    init() { self.store = StoreBuilder.self }
                    func open(_ compact: Bool) {
                        _ = store.build(parentComponent: component, holder: nil, context: RootModuleHolderContext())
                        let b = compact ? CartBuilder.self : StoreFactory.self
                        _ = b.build(parentComponent: component, holder: nil, context: RootModuleHolderContext())
                    }
                }
                """),
            ("Modules/Store/StoreBuilder.swift", "struct StoreBuilder {}\ntypealias StoreFactory = StoreBuilder\nstruct CartBuilder {}"),
        ]).filter { $0.contains(" builders-called-by-holders ") }
        #expect(findings == [
            "Modules/Items/ItemsModule.swift:5:19 builders-called-by-holders 'StoreBuilder.build(…)' may be called only by module holders "
                + "and the composition root (a '*CompositionRoot' type or the @main type)",
            "Modules/Items/ItemsModule.swift:7:15 builders-called-by-holders 'CartBuilder.build(…)' may be called only by module holders "
                + "and the composition root (a '*CompositionRoot' type or the @main type)",
        ])
    }

    /// V10: `type(of: self).init()` in a layer type is reported as constructing the enclosing
    /// type, in the words of a `Self()` or `.init()` construction.
    @Test func dynamicTypeOfSelfConstructsTheEnclosingType() {
        let findings = lint("vidrep", [
            ("Controllers/Reducers/CartReducer.swift", """
                struct CartReducer {
                    func reset() -> CartReducer { type(of: self).init() }
                    func again() -> CartReducer { Self() }
                }
                """),
        ]).filter { $0.contains(" resolver-builds-everything ") }
        #expect(findings == [
            "Controllers/Reducers/CartReducer.swift:2:35 resolver-builds-everything 'CartReducer' belongs to Reducers, "
                + "which may not be created in code outside Resolvers and App",
            "Controllers/Reducers/CartReducer.swift:3:35 resolver-builds-everything 'CartReducer' belongs to Reducers, "
                + "which may not be created in code outside Resolvers and App",
        ])
    }

    /// H12, H15: a step declared through the runtime's `Flow.FlowStepType`, or a type alias of
    /// it, is a step as one declared `FlowStep<…>` is (the runtime a package outside the tree).
    @Test func stepsDeclaredThroughFlowStepTypeAreSteps() {
        let findings = lint("huddle", [
            ("Flows/Onboarding/OnboardingFlow.swift", """
                final class OnboardingFlow: Flow<OnboardingFlowContext, OnboardingFlowComponent, EmptyResult> {
                    init(context: OnboardingFlowContext, component: OnboardingFlowComponent) {
                        super.init(context: context, component: component)
                        steps = [WelcomeStep(flow: self, context: context, component: component)]
                    }
                }
                typealias OnboardingStep = OnboardingFlow.FlowStepType
                """),
            ("Flows/Onboarding/WelcomeStep.swift", "final class WelcomeStep: OnboardingFlow.FlowStepType {\n    override func run() async {}\n}"),
            ("Flows/Onboarding/TourStep.swift", "final class TourStep: OnboardingStep {\n    override func run() async {\n        print(\"tour\")\n        onNext()\n    }\n}"),
        ])
        #expect(findings == [
            "Flows/Onboarding/TourStep.swift:3:9 no-print 'print(…)' is not allowed in Modules or FlowSteps",
            "Flows/Onboarding/WelcomeStep.swift:2:19 steps-call-on-next 'WelcomeStep.run()' must call 'onNext()', or the flow stops after this step",
        ])
    }

    /// V10: `self.init(…)` in a static factory and a metatype held in a local are reported as
    /// constructing the type, in the same words; a delegating `self.init(…)` is not.
    @Test func staticFactoryAndHeldMetatypeConstructTheType() {
        let findings = lint("vidrep", [
            ("Controllers/Reducers/CartReducer.swift", """
                struct CartReducer {
                    init() {}
                    init(seed: Int) { self.init() }
                    static func make() -> CartReducer { self.init(seed: 1) }
                    func copy() -> CartReducer {
                        let kind = type(of: self)
                        return kind.init()
                    }
                }
                """),
        ]).filter { $0.contains(" resolver-builds-everything ") }
        #expect(findings == [
            "Controllers/Reducers/CartReducer.swift:4:41 resolver-builds-everything 'CartReducer' belongs to Reducers, "
                + "which may not be created in code outside Resolvers and App",
            "Controllers/Reducers/CartReducer.swift:7:16 resolver-builds-everything 'CartReducer' belongs to Reducers, "
                + "which may not be created in code outside Resolvers and App",
        ])
    }

    /// H5: the advice names the protocol the tree declares for the other module's part: seed
    /// 004's `StoreModuleSupporting` and `StoreModuleRouting`; `ItemsSupporting` when the tree
    /// declares none.
    @Test func moduleAdviceNamesTheProtocolTheTreeDeclares() {
        let findings = lint("huddle", [
            ("Modules/Settings/SettingsModule.swift", """
                final class SettingsModule {
                    func open() {
                        let store = holder?.module() as StoreModule?
                        let router = holder?.router(for: StoreModuleSupporting.self) as StoreModuleRouter?
                        let items = holder?.module() as ItemsModule?
                        let itemsRouter = holder?.router(for: ItemsSupporting.self) as ItemsRouter?
                    }
                }
                """),
            ("Modules/Store/StoreModule.swift", "protocol StoreModuleSupporting: AnyObject {}\nfinal class StoreModule: StoreModuleSupporting {}"),
            ("Modules/Store/StoreModuleRouter.swift", "protocol StoreModuleRouting: Router {}\nfinal class StoreModuleRouter: StoreModuleRouting {}"),
            ("Modules/Items/ItemsModule.swift", "final class ItemsModule {}"),
            ("Modules/Items/ItemsRouter.swift", "final class ItemsRouter {}"),
        ]).filter { $0.contains(" modules-talk-through-holder ") }
        #expect(findings == [
            "Modules/Settings/SettingsModule.swift:3:41 modules-talk-through-holder 'StoreModule' is a concrete type of another module; "
                + "use 'holder?.module()' typed as 'StoreModuleSupporting'",
            "Modules/Settings/SettingsModule.swift:4:73 modules-talk-through-holder 'StoreModuleRouter' is a concrete type of another module; "
                + "use 'holder?.router(for:)' typed as 'StoreModuleRouting'",
            "Modules/Settings/SettingsModule.swift:5:41 modules-talk-through-holder 'ItemsModule' is a concrete type of another module; "
                + "use 'holder?.module()' typed as 'ItemsSupporting'",
            "Modules/Settings/SettingsModule.swift:6:72 modules-talk-through-holder 'ItemsRouter' is a concrete type of another module; "
                + "use 'holder?.router(for:)' typed as 'ItemsRouting'",
        ])
    }

    /// forbidden-imports names the type that puts the file in scope and its layer, and says to
    /// move it when the file declares other types (a SwiftUI view file that declares its Model);
    /// a file in scope by its path only, the scope.
    @Test func forbiddenImportNamesTheTypeThatPutsTheFileInScope() {
        let sourcearch = lint("sourcearch", [
            ("Features/StatusView.swift", """
                import SwiftUI
                struct CoworkerStatus {
                    let name: String
                }
                struct StatusView: View, Renderer {
                    @Source var model: CoworkerStatus
                    var body: some View { Text(model.name) }
                }
                """),
            ("Features/AuthSource.swift", "import UIKit\nfinal class AuthSource: SourceOf<AuthModel> {}"),
            ("Features/AuthModel.swift", "struct AuthModel {}"),
        ]).filter { $0.contains(" sources-import-no-ui ") }
        #expect(sourcearch == [
            "Features/AuthSource.swift:1:8 sources-import-no-ui this file declares 'AuthSource', which belongs to Sources, so it may not import 'UIKit'",
            "Features/StatusView.swift:1:8 sources-import-no-ui this file declares 'CoworkerStatus', which belongs to Models, "
                + "so it may not import 'SwiftUI': move 'CoworkerStatus' to a file of its own",
        ])
        let vidrep = lint("vidrep", [
            ("Features/Checkout.swift", "import SwiftUI\nenum Checkout {\n    final class PaymentDispatcher {}\n}"),
            // The dispatcher, not the port before it (both are Dispatchers by their folder).
            ("Dispatchers/HomeDispatcher.swift", "import SwiftUI\nprotocol HomeDispatcherRepositoryObject {}\nfinal class HomeDispatcher {}"),
        ]).filter { $0.contains(" dispatchers-use-no-views ") }
        #expect(vidrep == [
            "Dispatchers/HomeDispatcher.swift:1:8 dispatchers-use-no-views this file declares 'HomeDispatcher', which belongs to Dispatchers, "
                + "so it may not import 'SwiftUI'",
            "Features/Checkout.swift:1:8 dispatchers-use-no-views this file declares 'Checkout.PaymentDispatcher', which belongs to Dispatchers, "
                + "so it may not import 'SwiftUI'",
        ])
        let huddle = lint("huddle", [
            ("Modules/Items/ItemsModule.swift", "import SwiftUI\nfinal class ItemsModule {}"),
        ]).filter { $0.contains(" import") }
        #expect(huddle == [
            "Modules/Items/ItemsModule.swift:1:8 modules-import-no-ui files matching *Module.swift may not import 'SwiftUI'",
        ])
    }

    /// forbidden-imports advises moving every type that puts the file in scope, not only the
    /// first (following the advice would only move the finding to the next one), and a type
    /// nested in a view out of it (a view file cannot move itself to a file of its own).
    @Test func forbiddenImportAdviceNamesEveryTypeToMove() {
        let findings = lint("sourcearch", [
            ("Features/Counter.swift", """
                import SwiftUI
                struct CounterModel { let count: Int }
                final class CounterSource: SourceOf<CounterModel> {
                    override var initialModel: CounterModel { CounterModel(count: 0) }
                }
                struct CounterView: View, Renderer {
                    @Source var model: CounterModel
                    var body: some View { Text(model.count.formatted()) }
                }
                """),
            ("Features/Status.swift", """
                import SwiftUI
                struct StatusView: View, Renderer {
                    struct Model { let name: String }
                    @Source var model: Model
                    var body: some View { Text(model.name) }
                }
                """),
            ("Features/Badge.swift", """
                import SwiftUI
                struct BadgeCount { let value: Int }
                struct BadgeView: View, Renderer {
                    struct Model { let title: String }
                    @Source var model: Model
                    var body: some View { Text(model.title) }
                }
                struct BadgeRow: View, Renderer {
                    @Source var model: BadgeCount
                    var body: some View { Text(model.value.formatted()) }
                }
                """),
        ]).filter { $0.contains(" sources-import-no-ui ") }
        #expect(findings == [
            "Features/Badge.swift:1:8 sources-import-no-ui this file declares 'BadgeCount', which belongs to Models, so it may not import 'SwiftUI': "
                + "move 'BadgeCount' to a file of its own, and 'Model' out of 'BadgeView' to a file of its own",
            "Features/Counter.swift:1:8 sources-import-no-ui this file declares 'CounterModel', which belongs to Models, so it may not import 'SwiftUI': "
                + "move 'CounterModel' and 'CounterSource' to files of their own",
            "Features/Status.swift:1:8 sources-import-no-ui this file declares 'StatusView.Model', which belongs to Models, so it may not import 'SwiftUI': "
                + "move 'Model' out of 'StatusView' to a file of its own",
        ])
    }

    /// S4 shows the assigned chain as written: with its `?` and `!` (`all.first?.state`, not
    /// `all.first.state`), a call's or a subscript's arguments as `(…)` and `[…]`, across lines
    /// without the line break, and without a leading `self`.
    @Test func assignedChainIsShownAsWritten() {
        let findings = lint("sobreiro", [
            ("App/AppCoordinator.swift", """
                final class AppCoordinator {
                    func reset(all: [ListViewModel]) {
                        all.first?.state = .loading
                        all.first!.state = .loading
                        all.first(where: { $0.isVisible })?.state = .idle
                        all[0].state = .idle
                        makeModel().state = .idle
                        self.list?.state = .idle
                        all.first?
                            .state = .idle
                        all.first?.state.items.append(item)
                        (children.first as? ListViewModel)?.state = .idle
                    }
                }
                """),
            ("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {}"),
        ]).filter { $0.contains(" state-owned-by-view-model ") }
        #expect(findings == [
            "App/AppCoordinator.swift:3:20 state-owned-by-view-model 'all.first?.state' may not be assigned",
            "App/AppCoordinator.swift:4:20 state-owned-by-view-model 'all.first!.state' may not be assigned",
            "App/AppCoordinator.swift:5:45 state-owned-by-view-model 'all.first(…)?.state' may not be assigned",
            "App/AppCoordinator.swift:6:16 state-owned-by-view-model 'all[…].state' may not be assigned",
            "App/AppCoordinator.swift:7:21 state-owned-by-view-model 'makeModel().state' may not be assigned",
            "App/AppCoordinator.swift:8:20 state-owned-by-view-model 'list?.state' may not be assigned",
            "App/AppCoordinator.swift:10:14 state-owned-by-view-model 'all.first?.state' may not be assigned",
            "App/AppCoordinator.swift:11:20 state-owned-by-view-model 'all.first?.state' may not be assigned",
            "App/AppCoordinator.swift:12:45 state-owned-by-view-model '(…)?.state' may not be assigned",
        ])
    }

    /// S4 reports each element of a tuple assignment, an optional-chained one as written (of
    /// `(a.state, b?.state) = …` only `a.state` was reported, of `(a?.state, b.state)` only
    /// `b.state`).
    @Test func eachElementOfATupleAssignmentIsReported() {
        let findings = lint("sobreiro", [
            ("App/AppCoordinator.swift", """
                final class AppCoordinator {
                    func reset(a: ListViewModel, b: ListViewModel?, all: [ListViewModel]) {
                        (a.state, b?.state) = (.idle, .idle)
                        (b?.state, a.state) = (.idle, .idle)
                        (a.state, b!.state, all[0].state) = (.idle, .idle, .idle)
                        // (a.state, b?.state) = (.idle, .idle)
                        let text = "(a.state, b?.state) = (.idle, .idle)"
                    }
                }
                """),
            ("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {}"),
        ]).filter { $0.contains(" state-owned-by-view-model ") }
        #expect(findings == [
            "App/AppCoordinator.swift:3:12 state-owned-by-view-model 'a.state' may not be assigned",
            "App/AppCoordinator.swift:3:22 state-owned-by-view-model 'b?.state' may not be assigned",
            "App/AppCoordinator.swift:4:13 state-owned-by-view-model 'b?.state' may not be assigned",
            "App/AppCoordinator.swift:4:22 state-owned-by-view-model 'a.state' may not be assigned",
            "App/AppCoordinator.swift:5:12 state-owned-by-view-model 'a.state' may not be assigned",
            "App/AppCoordinator.swift:5:22 state-owned-by-view-model 'b!.state' may not be assigned",
            "App/AppCoordinator.swift:5:36 state-owned-by-view-model 'all[…].state' may not be assigned",
        ])
    }

    /// SA12 says what the rule is about, and leaves alone a pipeline that starts at a framework
    /// publisher (here a request's, across lines).
    @Test func sinkMessageSaysToSubscribe() {
        let findings = lint("sourcearch", [("Features/ProfileSource.swift", """
            final class ProfileSource: SourceOf<ProfileModel> {
                init(auth: Source<AuthModel>, request: URLRequest) {
                    super.init()
                    cancellable = auth.publisher.sink { [weak self] in self?.update($0) }
                    other = URLSession.shared.dataTaskPublisher(for: request)
                        .map(\\.data)
                        .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.load($0) })
                }
            }
            """)]).filter { $0.contains(" subscribe-with-method ") }
        #expect(findings == [
            "Features/ProfileSource.swift:4:38 subscribe-with-method observe sources with 'subscribe(_:method:)', not '.sink'",
        ])
    }

    /// V6: a scene that owns its repository says which wrapper does, and what to write instead.
    @Test func sceneOwningItsRepository() {
        let findings = lint("vidrep", [
            ("Scenes/HomeScene.swift", """
                struct HomeScene<Repository: HomeSceneRepositoryObject>: View {
                    @StateObject var repository: Repository
                    var body: some View { EmptyView() }
                }
                struct ListScene<Repository: ListSceneRepositoryObject>: View {
                    @State private var repository: Repository
                    var body: some View { EmptyView() }
                }
                """),
            ("Repositories/AppRepository.swift", "@Observable final class AppRepository {}\n"),
        ]).filter { $0.contains("scene-observes-repository") }
        #expect(findings == [
            "Scenes/HomeScene.swift:2:6 scene-observes-repository hold the repository 'repository' as @ObservedObject: "
                + "@StateObject makes the scene own it, and the Resolver hands every scene the app's one repository",
            "Scenes/HomeScene.swift:6:6 scene-observes-repository hold the repository 'repository' as a 'let' (an @Observable value needs no wrapper): "
                + "@State makes the scene own it, and the Resolver hands every scene the app's one repository",
        ])
    }
}
