import BookstoreAPI
import Extensions
import MockData
import Models
import Observation
import Puddles

/// Gives the modules access to the books and the user's favorites.
///
/// The modules only see this interface; where the data comes from is decided by the
/// `Dependencies` it was created with (`live`, `mock`), never by the modules.
@MainActor
@Observable
final class BookProvider {
    /// Everything the provider needs from the outside world, as closures.
    struct Dependencies {
        var fetchBooks: @Sendable () async throws -> [Book]
    }

    private let dependencies: Dependencies

    /// The ids of the books the user marked as favorites.
    private(set) var favoriteIDs: Set<Book.ID> = []

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The books, ordered by title.
    func books() async throws -> [Book] {
        try await dependencies.fetchBooks().sorted(on: \.title)
    }

    func isFavorite(_ id: Book.ID) -> Bool {
        favoriteIDs.contains(id)
    }

    func toggleFavorite(_ id: Book.ID) {
        if favoriteIDs.contains(id) {
            favoriteIDs.remove(id)
        } else {
            favoriteIDs.insert(id)
        }
    }
}

extension BookProvider {
    /// The provider the app runs with, backed by the bookstore backend.
    static let live: BookProvider = {
        let client = BookstoreClient()
        return BookProvider(dependencies: Dependencies(fetchBooks: { try await client.books() }))
    }()

    /// A provider serving mock data, for previews and tests.
    static var mock: BookProvider {
        BookProvider(dependencies: Dependencies(fetchBooks: { Book.mockList }))
    }

    /// A provider whose requests fail, to preview error states.
    static var mockFailing: BookProvider {
        BookProvider(dependencies: Dependencies(fetchBooks: { throw PreviewMockError() }))
    }
}
