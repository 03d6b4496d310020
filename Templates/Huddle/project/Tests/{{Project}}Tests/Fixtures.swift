@testable import {{Project}}

/// Test doubles and graphs shared by the app's tests (and by the tests `archtool add` writes).
enum Fixtures {
    static let items = [Item(id: "a", title: "Apples"), Item(id: "b", title: "Pears")]

    static func appComponent(
        itemsService: any ItemsProviding = ItemsProvider(items: Fixtures.items),
        itemsCache: ItemsCache = ItemsCache()
    ) -> AppComponent {
        AppComponent(itemsService: itemsService, itemsCache: itemsCache)
    }
}

/// An items service that counts its calls and answers with a fixed result.
actor SpyItemsService: ItemsProviding {
    private(set) var fetchCount = 0
    private let result: Result<[Item], any Error>

    init(_ result: Result<[Item], any Error>) {
        self.result = result
    }

    func fetchItems() async throws -> [Item] {
        fetchCount += 1
        return try result.get()
    }
}

struct FetchFailed: Error, CustomStringConvertible {
    var description: String { "offline" }
}
