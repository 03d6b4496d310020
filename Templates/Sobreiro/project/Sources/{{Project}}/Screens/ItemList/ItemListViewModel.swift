import Sobreiro

/// Loads the items from an `ItemsClient` and holds the item list screen's state.
public final class ItemListViewModel: ViewModel<ItemListViewState> {
    private let client: any ItemsClient

    public init(client: any ItemsClient) {
        self.client = client
        super.init(initialState: .loading)
    }

    /// Fetches the items: renders `loading`, then `loaded` or `failed`.
    @MainActor
    public func load() async {
        startLoading()
        do {
            let items = try await client.fetchItems()
            didLoad(items: items)
        } catch {
            didFail(message: "Could not load the items. Check your connection and try again.")  // for people: map `error` to what they can do about it
        }
    }

    // MARK: - Commands

    public func startLoading() {
        write {
            state = .loading
        }
    }

    public func didLoad(items: [Item]) {
        write {
            state = .loaded(items)
        }
    }

    public func didFail(message: String) {
        write {
            state = .failed(message: message)
        }
    }

    /// Removes one item from a loaded list; does nothing in any other state.
    public func remove(itemID: Item.ID) {
        write {
            guard case .loaded(let items) = state else { return }
            state = .loaded(items.filter { $0.id != itemID })
        }
    }
}
