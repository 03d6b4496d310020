import Controllers
import Models
import Testing
import ViDRep

@MainActor
struct BooksDispatcherTests {
    @Test func loadStoresSortedBooksAndRestoresSavedFavorites() async {
        let repository = FakeBooksRepository()
        let database = FakeBooksDatabase(saved: [2, 99])
        let dispatcher = makeDispatcher(repository: repository, apiClient: FakeBooksAPIClient(result: .success(Self.books)), database: database)

        await dispatcher.handle(.load)

        #expect(repository.books.value?.map(\.title) == ["Dune", "Emma"])
        #expect(repository.favoriteBookIDs == [2])
    }

    @Test func loadStoresAFailureWhenTheClientThrows() async {
        let repository = FakeBooksRepository()
        let dispatcher = makeDispatcher(repository: repository, apiClient: FakeBooksAPIClient(result: .failure(FakeError())), database: FakeBooksDatabase(saved: []))

        await dispatcher.handle(.load)

        guard case .failed = repository.books else {
            Issue.record("expected a failure, got \(repository.books)")
            return
        }
    }

    @Test func togglingAFavoriteStoresAndSavesIt() async {
        let repository = FakeBooksRepository()
        let database = FakeBooksDatabase(saved: [])
        let dispatcher = makeDispatcher(repository: repository, apiClient: FakeBooksAPIClient(result: .success([])), database: database)

        await dispatcher.handle(.toggleFavorite(1))

        #expect(repository.favoriteBookIDs == [1])
        #expect(database.saved == [1])
    }

    // MARK: - Fakes

    static let books = [Book(id: 1, title: "Emma", author: "Jane Austen"), Book(id: 2, title: "Dune", author: "Frank Herbert")]

    private func makeDispatcher(repository: FakeBooksRepository, apiClient: FakeBooksAPIClient, database: FakeBooksDatabase) -> BooksDispatcher {
        BooksDispatcher(repository: repository, apiClient: apiClient, database: database, reducer: BooksReducer())
    }
}

private struct FakeError: Error {}

@MainActor
private final class FakeBooksRepository: BooksDispatcherRepositoryObject {
    var books: Loadable<[Book]> = .idle
    var favoriteBookIDs: Set<Book.ID> = []
}

private struct FakeBooksAPIClient: BooksDispatcherAPIClientObject {
    let result: Result<[Book], FakeError>

    func fetchBooks() async throws -> [Book] {
        try result.get()
    }
}

@MainActor
private final class FakeBooksDatabase: BooksDispatcherDatabaseObject {
    var saved: Set<Book.ID>

    init(saved: Set<Book.ID>) {
        self.saved = saved
    }

    func favoriteBookIDs() -> Set<Book.ID> {
        saved
    }

    func saveFavoriteBookIDs(_ ids: Set<Book.ID>) {
        saved = ids
    }
}
