import Observation

/// What the items screen shows.
@MainActor
@Observable
final class ItemsViewModel {
    enum State: Equatable {
        case loading
        case empty
        case loaded([Item])
        case failed(String)
    }

    let title = "Items"
    private(set) var state: State = .loading

    func showLoading() {
        state = .loading
    }

    func show(_ items: [Item]) {
        state = items.isEmpty ? .empty : .loaded(items)
    }

    func showFailure(_ error: any Error) {
        state = .failed(String(describing: error))
    }
}
