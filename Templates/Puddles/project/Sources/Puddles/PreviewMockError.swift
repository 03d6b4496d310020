/// An error for mock dependencies that should fail, e.g. to preview an error state.
public struct PreviewMockError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String = "A mock error for previews.") {
        self.description = description
    }
}
