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

    @Test func theRootHolderRegistersAndActivatesTheModule() {
        let holder = RootModuleHolder(context: RootModuleHolderContext(), component: Fixtures.appComponent())
        let module: (any {{Name}}Supporting)? = holder.module()
        let router: (any {{Name}}Routing)? = holder.router(for: (any {{Name}}Supporting).self)
        #expect(module?.viewModel.isReady == true)
        #expect(router != nil)
    }
}
