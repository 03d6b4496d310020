import Sobreiro

/// Every state the item list screen can be in.
public enum ItemListViewState: ViewState {
    case loading
    case loaded([Item])
    case failed(message: String)

    /// Equal states are not rendered twice (Sobreiro's default `==` says "never equal").
    public static func == (lhs: ItemListViewState, rhs: ItemListViewState) -> Bool {
        switch (lhs, rhs) {
        case (.loading, .loading):
            return true
        case let (.loaded(lhsItems), .loaded(rhsItems)):
            return lhsItems == rhsItems
        case let (.failed(lhsMessage), .failed(rhsMessage)):
            return lhsMessage == rhsMessage
        default:
            return false
        }
    }

    /// Whether the screen shows the loading indicator.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The items on screen, if any.
    public var items: [Item] {
        if case .loaded(let items) = self { return items }
        return []
    }
}
