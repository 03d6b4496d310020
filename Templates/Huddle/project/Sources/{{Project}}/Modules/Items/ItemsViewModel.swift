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

    /// A message for people, not the error's debug description (`URLError`'s domain and code):
    /// map the errors your service throws to what the user can do about them here.
    func showFailure(_ error: any Error) {
        state = .failed("Could not load the items. Check your connection and try again.")
    }
}
