import HuddleArch
import Testing
@testable import {{Project}}

@MainActor
struct StartupFlowTests {
    private func run(context: StartupFlowContext, service: SpyItemsService, cache: ItemsCache) async -> Bool {
        let component = StartupFlowComponent(parent: Fixtures.appComponent(itemsService: service, itemsCache: cache))
        let flow = StartupFlow(context: context, component: component)
        var completed = false
        flow.onComplete = { completed = true }
        await flow.run()
        return completed
    }

    @Test func prefetchesItemsIntoTheCache() async {
        let cache = ItemsCache()
        let completed = await run(context: StartupFlowContext(), service: SpyItemsService(.success(Fixtures.items)), cache: cache)
        #expect(completed)
        #expect(cache.items == Fixtures.items)
    }

    @Test func skipsThePrefetchWhenTheContextSaysSo() async {
        let service = SpyItemsService(.success(Fixtures.items))
        let cache = ItemsCache()
        let completed = await run(context: StartupFlowContext(prefetchesItems: false), service: service, cache: cache)
        #expect(completed)
        #expect(cache.items == nil)
        #expect(await service.fetchCount == 0)
    }

    @Test func aFailedPrefetchDoesNotBlockLaunch() async {
        let cache = ItemsCache()
        let completed = await run(context: StartupFlowContext(), service: SpyItemsService(.failure(FetchFailed())), cache: cache)
        #expect(completed)
        #expect(cache.items == nil)
    }
}
