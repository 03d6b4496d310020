import HuddleArch
import Testing
@testable import {{Project}}

@MainActor
struct {{Name}}ModuleTests {
    @Test func theBuilderGivesTheModuleItsRouter() {
        let module = {{Name}}Builder.build(parentComponent: Fixtures.appComponent(), holder: nil, context: RootModuleHolderContext())
        #expect(module.router != nil)
        #expect(module.viewModel.isReady == false)
    }

    @Test func aBuiltModuleIsReleasedWithItsLastOwner() {
        weak var releasedModule: {{Name}}Module?
        weak var releasedRouter: {{Name}}Router?
        do {
            let module = {{Name}}Builder.build(parentComponent: Fixtures.appComponent(), holder: nil, context: RootModuleHolderContext())
            releasedModule = module
            releasedRouter = module.router
            #expect(releasedRouter != nil)
        }
        #expect(releasedModule == nil)
        #expect(releasedRouter == nil)
    }

    @Test func theRootHolderRegistersAndActivatesTheModule() {
        let holder = RootModuleHolder(context: RootModuleHolderContext(), component: Fixtures.appComponent())
        let module: (any {{Name}}Supporting)? = holder.module()
        let router: (any {{Name}}Routing)? = holder.router(for: (any {{Name}}Supporting).self)
        #expect(module?.viewModel.isReady == true)
        #expect(router != nil)
    }
}
