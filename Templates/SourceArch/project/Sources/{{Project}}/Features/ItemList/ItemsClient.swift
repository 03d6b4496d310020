/// Where the item list comes from (a backend, a database, a fixture).
public protocol ItemsClient: Sendable {
    func fetchItems() async throws -> [Item]
}
