import HuddleArch
import Testing
@testable import {{Project}}

@MainActor
struct ItemsModuleTests {
    private func makeModule(service: SpyItemsService, cache: ItemsCache = ItemsCache()) -> ItemsModule {
        let component = Fixtures.appComponent(itemsService: service, itemsCache: cache)
        return ItemsBuilder.build(parentComponent: component, holder: nil, context: RootModuleHolderContext())
    }

    @Test func loadingShowsTheFetchedItemsAndCachesThem() async {
        let service = SpyItemsService(.success(Fixtures.items))
        let cache = ItemsCache()
        let module = makeModule(service: service, cache: cache)
        await module.loadItems()
        #expect(module.viewModel.state == .loaded(Fixtures.items))
        #expect(cache.items == Fixtures.items)
        #expect(await service.fetchCount == 1)
    }

    @Test func aWarmCacheIsShownWithoutFetching() async {
        let service = SpyItemsService(.success([]))
        let module = makeModule(service: service, cache: ItemsCache(items: Fixtures.items))
        await module.loadItems()
        #expect(module.viewModel.state == .loaded(Fixtures.items))
        #expect(await service.fetchCount == 0)
    }

    @Test func anEmptyListShowsTheEmptyState() async {
        let module = makeModule(service: SpyItemsService(.success([])))
        await module.loadItems()
        #expect(module.viewModel.state == .empty)
    }

    @Test func aFailedFetchShowsTheError() async {
        let module = makeModule(service: SpyItemsService(.failure(FetchFailed())))
        await module.loadItems()
        // A message for people, not the error's description ("offline").
        #expect(module.viewModel.state == .failed("Could not load the items. Check your connection and try again."))
    }

    @Test func refreshIgnoresTheCache() async {
        let service = SpyItemsService(.success(Fixtures.items))
        let module = makeModule(service: service, cache: ItemsCache(items: []))
        await module.refresh()
        #expect(module.viewModel.state == .loaded(Fixtures.items))
        #expect(await service.fetchCount == 1)
    }

    @Test func theBuilderGivesTheModuleItsRouter() {
        let module = makeModule(service: SpyItemsService(.success([])))
        #expect(module.router != nil)
    }

    @Test func aBuiltModuleIsReleasedWithItsLastOwner() {
        weak var releasedModule: ItemsModule?
        weak var releasedRouter: ItemsRouter?
        do {
            let module = makeModule(service: SpyItemsService(.success([])))
            releasedModule = module
            releasedRouter = module.router
            #expect(releasedRouter != nil)
        }
        #expect(releasedModule == nil)
        #expect(releasedRouter == nil)
    }

    @Test func theRootHolderRegistersTheModule() {
        let holder = RootModuleHolder(context: RootModuleHolderContext(), component: Fixtures.appComponent())
        let module: (any ItemsSupporting)? = holder.module()
        let router: (any ItemsRouting)? = holder.router(for: (any ItemsSupporting).self)
        #expect(module != nil)
        #expect(router != nil)
    }
}
