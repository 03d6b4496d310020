import SourceArchitecture

/// Loads the items from an `ItemsClient` and owns the `ItemListModel` state machine.
final class ItemListSource: SourceOf<ItemListModel> {
    @ActionFromMethod(load) private var loadAction
    @ActionFromMethod(load) private var reloadAction
    @ActionFromMethod(remove) private var removeAction

    private let client: any ItemsClient

    var initialModel: ItemListModel {
        .notLoaded(.init(isLoading: false, errorMessage: nil, load: loadAction))
    }

    init(client: any ItemsClient) {
        self.client = client
        super.init()
    }

    private func load() {
        model = .notLoaded(.init(isLoading: true, errorMessage: nil, load: nil))
        Task { [weak self, client] in
            do {
                let items = try await client.fetchItems()
                self?.didLoad(items)
            } catch {
                self?.didFail("Could not load the items. Check your connection and try again.")  // for people: map `error` to what they can do about it
            }
        }
    }

    private func didLoad(_ items: [Item]) {
        model = .loaded(.init(items: items, reload: reloadAction, remove: removeAction))
    }

    private func didFail(_ message: String) {
        model = .notLoaded(.init(isLoading: false, errorMessage: message, load: loadAction))
    }

    private func remove(_ id: Item.ID) {
        guard case .loaded(let loaded) = model else { return }
        didLoad(loaded.items.filter { $0.id != id })
    }
}
