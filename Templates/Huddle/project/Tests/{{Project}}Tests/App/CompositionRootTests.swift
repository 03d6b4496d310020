import HuddleArch
import Testing
@testable import {{Project}}

@MainActor
struct CompositionRootTests {
    @Test func startRunsTheStartupFlowSoTheFirstScreenNeedsNoFetch() async {
        let service = SpyItemsService(.success(Fixtures.items))
        let root = CompositionRoot(component: Fixtures.appComponent(itemsService: service))
        await root.start()
        let items: (any ItemsSupporting)? = root.holder.module()
        await items?.loadItems()
        #expect(items?.viewModel.state == .loaded(Fixtures.items))
        #expect(await service.fetchCount == 1)
    }

    @Test func theLiveGraphDeclaresEveryDependencyTheModulesRead() {
        let root = CompositionRoot(component: .live())
        let items: (any ItemsSupporting)? = root.holder.module()
        #expect(items != nil)
    }
}
