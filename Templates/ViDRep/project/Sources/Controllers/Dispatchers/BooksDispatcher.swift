import Models
import ViDRep
import Views

// MARK: - Ports
// The dispatcher declares what it needs; the Resolver plugs in the real objects.

/// Where the books dispatcher stores its results.
@MainActor
public protocol BooksDispatcherRepositoryObject: AnyObject {
    var books: Loadable<[Book]> { get set }
    var favoriteBookIDs: Set<Book.ID> { get set }
}

/// Where the books come from.
public protocol BooksDispatcherAPIClientObject: Sendable {
    func fetchBooks() async throws -> [Book]
}

/// Where the favorites are kept between launches.
@MainActor
public protocol BooksDispatcherDatabaseObject: AnyObject {
    func favoriteBookIDs() -> Set<Book.ID>
    func saveFavoriteBookIDs(_ ids: Set<Book.ID>)
}

// MARK: - Dispatcher

/// Handles the books scene's actions: asks the reducer for new data, talks to the API
/// client and the database, and stores the results in the repository.
@MainActor
public final class BooksDispatcher {
    private let repository: any BooksDispatcherRepositoryObject
    private let apiClient: any BooksDispatcherAPIClientObject
    private let database: any BooksDispatcherDatabaseObject
    private let reducer: BooksReducer

    public init(
        repository: any BooksDispatcherRepositoryObject,
        apiClient: any BooksDispatcherAPIClientObject,
        database: any BooksDispatcherDatabaseObject,
        reducer: BooksReducer
    ) {
        self.repository = repository
        self.apiClient = apiClient
        self.database = database
        self.reducer = reducer
    }

    /// Handles `action` to completion (tests await this; the scene goes through `runAction`).
    public func handle(_ action: BooksSceneAction) async {
        switch action {
        case .load:
            repository.books = .loading
            do {
                let books = reducer.books(from: try await apiClient.fetchBooks())
                repository.books = .loaded(books)
                repository.favoriteBookIDs = reducer.favorites(database.favoriteBookIDs(), keepingOnly: books)
            } catch {
                repository.books = .failed(reducer.message(for: error))
            }
        case .toggleFavorite(let id):
            let favorites = reducer.favorites(repository.favoriteBookIDs, toggling: id)
            repository.favoriteBookIDs = favorites
            database.saveFavoriteBookIDs(favorites)
        }
    }
}

extension BooksDispatcher: BooksSceneDispatcherObject {
    public func runAction(_ action: BooksSceneAction) {
        Task {
            await handle(action)
        }
    }
}
