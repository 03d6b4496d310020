/// An `ItemsClient` serving a fixed list; replace it with a real client in the composition root.
public struct InMemoryItemsClient: ItemsClient {
    public let items: [Item]

    public init(items: [Item]) {
        self.items = items
    }

    public func fetchItems() async throws -> [Item] {
        items
    }

    /// A few items to start with.
    public static let sample = InMemoryItemsClient(items: [
        Item(id: "1", title: "Notebook"),
        Item(id: "2", title: "Pencil"),
        Item(id: "3", title: "Eraser"),
    ])
}
