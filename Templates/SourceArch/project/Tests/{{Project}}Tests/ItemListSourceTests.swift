import SourceArchitecture
import Testing
@testable import {{Project}}

/// Counts fetches, and fails when told to.
actor CountingItemsClient: ItemsClient {
    struct Unavailable: Error {}

    let items: [Item]
    let fails: Bool
    private(set) var fetchCount = 0

    init(items: [Item], fails: Bool = false) {
        self.items = items
        self.fails = fails
    }

    func fetchItems() async throws -> [Item] {
        fetchCount += 1
        if fails {
            throw Unavailable()
        }
        return items
    }
}

/// Waits (up to five seconds) until `condition` holds.
@MainActor
func waitUntil(_ condition: () -> Bool) async {
    let deadline = ContinuousClock.now.advanced(by: .seconds(5))
    while !condition(), ContinuousClock.now < deadline {
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
}

extension ItemListModel {
    var notLoaded: NotLoaded? {
        if case .notLoaded(let notLoaded) = self { return notLoaded }
        return nil
    }

    var loaded: Loaded? {
        if case .loaded(let loaded) = self { return loaded }
        return nil
    }
}

/// A class Renderer, as a UIKit view controller would be.
@MainActor
final class SpyItemListRenderer: Renderer {
    @Source var model: ItemListModel
    private(set) var renderCount = 0

    init(source: Source<ItemListModel>) {
        _model = source
    }

    func render() {
        renderCount += 1
    }
}

@MainActor
struct ItemListSourceTests {
    let items = [Item(id: "a", title: "Alpha"), Item(id: "b", title: "Beta")]

    @Test func startsNotLoadedWithALoadAction() {
        let source = ItemListSource(client: CountingItemsClient(items: items)).eraseToSource()

        let notLoaded = source.model.notLoaded
        #expect(notLoaded?.isLoading == false)
        #expect(notLoaded?.errorMessage == nil)
        #expect(notLoaded?.load != nil)
    }

    @Test func loadShowsLoadingThenTheItems() async {
        let source = ItemListSource(client: CountingItemsClient(items: items)).eraseToSource()

        source.model.notLoaded?.load?()

        #expect(source.model.notLoaded?.isLoading == true)
        #expect(source.model.notLoaded?.load == nil)
        await waitUntil { source.model.loaded != nil }
        #expect(source.model.loaded?.items == items)
    }

    @Test func aFailureOffersToLoadAgain() async {
        let source = ItemListSource(client: CountingItemsClient(items: items, fails: true)).eraseToSource()

        source.model.notLoaded?.load?()
        await waitUntil { source.model.notLoaded?.errorMessage != nil }

        let notLoaded = source.model.notLoaded
        #expect(notLoaded?.isLoading == false)
        // A message for people, not the error's debug description (`Unavailable()`).
        #expect(notLoaded?.errorMessage == "Could not load the items. Check your connection and try again.")
        #expect(notLoaded?.load != nil)
    }

    @Test func aLoadActionKeptFromBeforeLoadingHasExpired() async {
        let client = CountingItemsClient(items: items)
        let source = ItemListSource(client: client).eraseToSource()
        let load = source.model.notLoaded?.load

        load?()
        load?()
        await waitUntil { source.model.loaded != nil }

        #expect(await client.fetchCount == 1)
    }

    @Test func removeDropsTheItem() async {
        let source = ItemListSource(client: CountingItemsClient(items: items)).eraseToSource()
        source.model.notLoaded?.load?()
        await waitUntil { source.model.loaded != nil }

        source.model.loaded?.remove("a")

        #expect(source.model.loaded?.items == [items[1]])
    }

    @Test func reloadFetchesAgain() async {
        let client = CountingItemsClient(items: items)
        let source = ItemListSource(client: client).eraseToSource()
        source.model.notLoaded?.load?()
        await waitUntil { source.model.loaded != nil }
        let remove = source.model.loaded?.remove

        source.model.loaded?.reload()
        #expect(source.model.notLoaded?.isLoading == true)
        remove?("a")
        await waitUntil { source.model.loaded != nil }

        #expect(await client.fetchCount == 2)
        #expect(source.model.loaded?.items == items)
    }

    @Test func aClassRendererRendersOnEveryChange() async {
        let source = ItemListSource(client: CountingItemsClient(items: items)).eraseToSource()
        let renderer = SpyItemListRenderer(source: source)
        #expect(renderer.model.notLoaded != nil)
        #expect(renderer.renderCount == 0)

        renderer.model.notLoaded?.load?()
        await waitUntil { renderer.model.loaded != nil }

        #expect(renderer.renderCount == 2)
    }

    @Test func theCompositionRootVendsAWorkingSource() async {
        let source = AppDependencies(itemsClient: CountingItemsClient(items: items)).itemListSource

        source.model.notLoaded?.load?()
        await waitUntil { source.model.loaded != nil }

        #expect(source.model.loaded?.items == items)
    }

    @Test func anotherSourceObservesWithSubscribe() async {
        let list = ItemListSource(client: CountingItemsClient(items: items)).eraseToSource()
        let count = ItemCountSource(list: list).eraseToSource()
        #expect(count.model == 0)

        list.model.notLoaded?.load?()
        await waitUntil { count.model == 2 }

        #expect(count.model == 2)
    }
}

/// Composes the item list into a count, the way Sources observe each other.
final class ItemCountSource: SourceOf<Int> {
    private let list: Source<ItemListModel>

    var initialModel: Int { 0 }

    init(list: Source<ItemListModel>) {
        self.list = list
        super.init()
        list.subscribe(self, method: ItemCountSource.listChanged)
    }

    private func listChanged(_ list: ItemListModel) {
        model = list.loaded?.items.count ?? 0
    }
}
