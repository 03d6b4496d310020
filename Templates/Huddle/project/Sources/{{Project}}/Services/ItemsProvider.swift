/// The items service the app ships with: a fixed list. Replace it with a client of your
/// backend; modules and flows only see `ItemsProviding`.
struct ItemsProvider: ItemsProviding {
    let items: [Item]

    func fetchItems() async throws -> [Item] {
        items
    }

    static let sample = ItemsProvider(items: [
        Item(id: "1", title: "Milk"),
        Item(id: "2", title: "Bread"),
        Item(id: "3", title: "Coffee"),
    ])
}
