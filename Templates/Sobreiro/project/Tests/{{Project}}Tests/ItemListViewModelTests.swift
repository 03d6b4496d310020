import Foundation
import Sobreiro
import Testing
@testable import {{Project}}

/// A `StatefulView` that records what the view model renders. Set `isReady` to `false` to
/// play a view that cannot be rendered yet (a `UIView` without a superview).
@MainActor
final class ItemListSpyView: StatefulView {
    private(set) var rendered: [ItemListViewState] = []
    var isReady = true

    var renderPolicy: RenderPolicy { isReady ? .possible : .notPossible(.viewNotReady) }

    func render(state: ItemListViewState) {
        rendered.append(state)
    }
}

struct UnavailableItemsClient: ItemsClient {
    struct Unavailable: Error {}

    func fetchItems() async throws -> [Item] {
        throw Unavailable()
    }
}

@MainActor
struct ItemListViewModelTests {
    let items = [Item(id: "a", title: "Alpha"), Item(id: "b", title: "Beta")]

    @Test func subscribingRendersTheCurrentStateAtOnce() {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()

        viewModel.subscribe(view: view)

        #expect(view.rendered == [.loading])
    }

    @Test func loadingRendersTheClientsItems() async {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()
        viewModel.subscribe(view: view)

        await viewModel.load()

        #expect(view.rendered == [.loading, .loaded(items)])
        #expect(viewModel.state.items == items)
    }

    @Test func aFailingClientRendersFailed() async {
        let viewModel = ItemListViewModel(client: UnavailableItemsClient())
        let view = ItemListSpyView()
        viewModel.subscribe(view: view)

        await viewModel.load()

        #expect(view.rendered.count == 2)
        guard case .failed(let message) = view.rendered.last else {
            Issue.record("expected a failed state, got \(String(describing: view.rendered.last))")
            return
        }
        // A message for people, not the error's debug description (`Unavailable()`).
        #expect(message == "Could not load the items. Check your connection and try again.")
    }

    @Test func reloadingAfterAFailureRendersLoadingAgain() async {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()
        viewModel.didFail(message: "offline")
        viewModel.subscribe(view: view)

        await viewModel.load()

        #expect(view.rendered == [.failed(message: "offline"), .loading, .loaded(items)])
    }

    @Test func anEqualStateIsNotRenderedTwice() {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()
        viewModel.subscribe(view: view)

        viewModel.didLoad(items: items)
        viewModel.didLoad(items: items)
        viewModel.startLoading()

        #expect(view.rendered == [.loading, .loaded(items), .loading])
    }

    @Test func removingAnItemRendersTheRest() {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()
        viewModel.didLoad(items: items)
        viewModel.subscribe(view: view)

        viewModel.remove(itemID: "a")

        #expect(view.rendered == [.loaded(items), .loaded([items[1]])])
    }

    @Test func removingWhileLoadingChangesNothing() {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()
        viewModel.subscribe(view: view)

        viewModel.remove(itemID: "a")

        #expect(view.rendered == [.loading])
    }

    @Test func everySubscribedViewIsRenderedAndUnsubscribedOnesAreNot() {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let first = ItemListSpyView()
        let second = ItemListSpyView()
        viewModel.subscribe(view: first)
        viewModel.subscribe(view: second)
        viewModel.unsubscribe(view: second)

        viewModel.didLoad(items: items)

        #expect(first.rendered == [.loading, .loaded(items)])
        #expect(second.rendered == [.loading])
    }

    @Test func aViewModelComposesAnotherBySubscription() {
        let list = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let counter = ItemCountViewModel(list: list)

        list.didLoad(items: items)
        list.remove(itemID: "b")

        #expect(counter.state == ItemCountViewState(count: 1))
    }

    // MARK: Writes from other threads

    @Test func aWriteFromAnotherThreadIsRenderedOnTheMainThread() async {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()
        viewModel.subscribe(view: view)

        onAnotherThread(viewModel) { [items] in $0.didLoad(items: items) }
        await mainQueueDrained()

        #expect(view.rendered == [.loading, .loaded(items)])
    }

    @Test func writesFromAnotherThreadAreRenderedOnceWithTheLatestState() async {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()
        viewModel.subscribe(view: view)

        onAnotherThread(viewModel) { [items] viewModel in
            viewModel.didLoad(items: items)
            viewModel.remove(itemID: "a")
        }
        await mainQueueDrained()

        #expect(view.rendered == [.loading, .loaded([items[1]])])
    }

    @Test func aWriteFromAnotherThreadIsNeverRenderedAfterANewerMainThreadWrite() async {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()
        viewModel.subscribe(view: view)

        onAnotherThread(viewModel) { [items] in $0.didLoad(items: items) }
        viewModel.didFail(message: "offline")
        await mainQueueDrained()

        #expect(view.rendered == [.loading, .failed(message: "offline")])
        #expect(view.rendered.last == viewModel.state)
    }

    @Test func aStateOverwrittenBeforeItIsRenderedDoesNotRenderTheEqualStateAgain() async {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()
        viewModel.subscribe(view: view)

        onAnotherThread(viewModel) { [items] in $0.didLoad(items: items) }
        viewModel.startLoading()
        await mainQueueDrained()

        #expect(view.rendered == [.loading])
    }

    // MARK: Views that are not ready

    @Test func aViewThatIsNotReadyIsSkippedAndRenderedOnTheNextChange() {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()
        view.isReady = false
        viewModel.subscribe(view: view)

        viewModel.didLoad(items: items)
        #expect(view.rendered == [])

        view.isReady = true
        viewModel.remove(itemID: "a")
        #expect(view.rendered == [.loaded([items[1]])])
    }

    @Test func aViewThatIsNotReadyIsRenderedWhenItSubscribesAgainOnceReady() {
        let viewModel = ItemListViewModel(client: InMemoryItemsClient(items: items))
        let view = ItemListSpyView()
        viewModel.subscribe(view: view)
        view.isReady = false

        viewModel.didLoad(items: items)
        view.isReady = true
        viewModel.subscribe(view: view)
        viewModel.subscribe(view: view)

        #expect(view.rendered == [.loading, .loaded(items)])
    }

    @Test func theCompositionRootBuildsAWorkingViewModel() async {
        let viewModel = AppScreens(itemsClient: InMemoryItemsClient(items: items)).makeItemListViewModel()

        await viewModel.load()

        #expect(viewModel.state == .loaded(items))
    }
}

// MARK: - Threading helpers

/// Runs `body` with `viewModel` on a thread other than the main thread, and blocks the caller
/// until it is done, so anything it sends to the main queue runs only after the caller's
/// next statements.
private func onAnotherThread<Model>(_ viewModel: Model, _ body: @escaping @Sendable (Model) -> Void) {
    let handedOver = UncheckedSendable(value: viewModel)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        body(handedOver.value)
        done.signal()
    }
    done.wait()
}

/// Returns once everything already queued on the main queue has run.
private func mainQueueDrained() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// Moves a value that is not `Sendable` to another thread in tests that hand it over and wait.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}

// MARK: - Composition fixture

struct ItemCountViewState: ViewState {
    let count: Int

    static func == (lhs: ItemCountViewState, rhs: ItemCountViewState) -> Bool {
        lhs.count == rhs.count
    }
}

final class ItemCountViewModel: ViewModel<ItemCountViewState> {
    init(list: ItemListViewModel) {
        super.init(initialState: ItemCountViewState(count: 0))
        subscribe(to: list) { [weak self] listState in
            self?.update { ItemCountViewState(count: listState.items.count) }
        }
    }
}
