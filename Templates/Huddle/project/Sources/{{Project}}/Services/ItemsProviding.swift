/// Loads the items the app shows (a backend, a database, a file).
protocol ItemsProviding: Sendable {
    func fetchItems() async throws -> [Item]
}
