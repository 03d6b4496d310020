/// The data of the {{name_words}} scene, as the Repository stores it.
public struct {{Name}}Data: Equatable, Sendable {
    /// The entries the user added, in order.
    public let entries: [String]

    public init(entries: [String] = []) {
        self.entries = entries
    }
}
