/// Items fetched once and shared by the start-up flow and the items module.
final class ItemsCache {
    var items: [Item]?

    init(items: [Item]? = nil) {
        self.items = items
    }
}
