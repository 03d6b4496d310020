/// A value that steps of a flow build up together with `Flow.runResult()`.
public protocol FlowResult: Sendable {
    func updating(_ with: Self) -> Self
}

/// The result of flows that produce none.
public struct EmptyResult: FlowResult, Equatable {
    public init() {}

    public func updating(_ with: EmptyResult) -> EmptyResult {
        EmptyResult()
    }
}
