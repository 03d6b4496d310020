/// Data that arrives asynchronously: not asked for yet, on its way, arrived, or failed.
///
/// ViDRep itself is a convention, not a library; this is the one shared value type the
/// skeleton uses, so the Repository can store a request's state as-is.
public enum Loadable<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(String)

    /// The loaded value, or `nil` in every other state.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// Whether a request is on its way.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}

extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Hashable where Value: Hashable {}
extension Loadable: Sendable where Value: Sendable {}
