import Testing
@testable import HuddleArch

@MainActor
private protocol GreetingSupporting: AnyObject {
    var greeting: String { get }
}

@MainActor
private protocol GreetingRouting: Router {}

@MainActor
private protocol FarewellSupporting: AnyObject {}

@MainActor
private final class GreetingRouter: Router, GreetingRouting {}

private final class GreetingModule: ModuleObject<ModuleHolderContext, EmptyComponent, GreetingRouter>, GreetingSupporting {
    let greeting: String
    private(set) var activations = 0

    required init(holder: (any ModuleHolding)?, context: ModuleHolderContext, component: EmptyComponent) {
        greeting = "hello"
        super.init(holder: holder, context: context, component: component)
        router = GreetingRouter()
    }

    override func onActive() {
        activations += 1
    }
}

@MainActor
struct ModuleHolderTests {
    private func makeRoot() -> (ModuleHolder, GreetingModule) {
        let root = ModuleHolder()
        let module = GreetingModule(holder: root, context: ModuleHolderContext(), component: EmptyComponent())
        root.supportedModules = [module]
        return (root, module)
    }

    @Test func findsAModuleByItsSupportingProtocol() {
        let (root, module) = makeRoot()
        let found: (any GreetingSupporting)? = root.module()
        #expect(found === module)
        #expect(found?.greeting == "hello")
    }

    @Test func searchesUpTheHolderChain() {
        let (root, module) = makeRoot()
        let child = ModuleHolder(holder: root)
        let grandchild = ModuleHolder(holder: child)
        let found: (any GreetingSupporting)? = grandchild.module()
        #expect(found === module)
    }

    @Test func returnsNilWhenNoHolderHasTheModule() {
        let (root, _) = makeRoot()
        let child = ModuleHolder(holder: root)
        let found: (any FarewellSupporting)? = child.module()
        #expect(found == nil)
    }

    @Test func findsAModulesRouterByItsRoutingProtocol() {
        let (root, module) = makeRoot()
        let router: (any GreetingRouting)? = ModuleHolder(holder: root).router(for: (any GreetingSupporting).self)
        #expect(router === module.router)
    }

    @Test func activatesModulesWhenTheyAreRegistered() {
        let (_, module) = makeRoot()
        #expect(module.activations == 1)
    }

    @Test func contextsFindAnAncestorByType() {
        final class AppContext: ModuleHolderContext {}
        let app = AppContext()
        let nested = ModuleHolderContext(parent: ModuleHolderContext(parent: app))
        let found: AppContext? = nested.parentAs()
        #expect(found === app)
    }
}
