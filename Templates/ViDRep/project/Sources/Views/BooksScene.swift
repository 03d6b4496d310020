import Models
import Observation
import ViDRep

// MARK: - Contract
// A scene declares, at the top of its file, everything it needs from the outside world.
// Dispatchers, the Repository and the Router conform to these ports; the scene never names them.

/// What the books scene asks its dispatcher to do.
public enum BooksSceneAction: Equatable, Sendable {
    /// Fetch the books and restore the saved favorites.
    case load
    /// Add the book to the favorites, or remove it.
    case toggleFavorite(Book.ID)
}

/// The port that handles the books scene's actions.
@MainActor
public protocol BooksSceneDispatcherObject: AnyObject {
    func runAction(_ action: BooksSceneAction)
}

/// The scene's own UI state: what the user set on screen, not app data.
public struct BooksSceneState: Equatable, Sendable {
    /// Whether the list shows only the favorite books.
    public var showsFavoritesOnly = false

    public init(showsFavoritesOnly: Bool = false) {
        self.showsFavoritesOnly = showsFavoritesOnly
    }

    /// The books the list shows, given the favorites filter.
    public func visibleBooks(_ books: [Book], favorites: Set<Book.ID>) -> [Book] {
        showsFavoritesOnly ? books.filter { favorites.contains($0.id) } : books
    }
}

/// The data the books scene reads; the scene observes it and never writes to it.
@MainActor
public protocol BooksSceneRepositoryObject: AnyObject, Observable {
    var books: Loadable<[Book]> { get }
    var favoriteBookIDs: Set<Book.ID> { get }
}

/// Where the books scene can ask to go.
public enum BooksSceneRoute: Hashable, Sendable {
    case book(Book.ID)
}

/// The port that performs the books scene's routes.
@MainActor
public protocol BooksSceneRouterDelegate: AnyObject {
    func route(_ route: BooksSceneRoute)
}

// MARK: - Scene

#if canImport(SwiftUI)
import SwiftUI

/// The list of books, with a favorites filter.
public struct BooksScene<
    Dispatcher: BooksSceneDispatcherObject,
    Repository: BooksSceneRepositoryObject,
    RouterDelegate: BooksSceneRouterDelegate
>: View {
    private let dispatcher: Dispatcher
    private let repository: Repository
    private weak var routerDelegate: RouterDelegate?
    @State private var state = BooksSceneState()

    public init(dispatcher: Dispatcher, repository: Repository, routerDelegate: RouterDelegate) {
        self.dispatcher = dispatcher
        self.repository = repository
        self.routerDelegate = routerDelegate
    }

    public var body: some View {
        content
            .navigationTitle("Books")
            .toolbar {
                Toggle("Favorites only", isOn: $state.showsFavoritesOnly)
            }
            .onAppear {
                if case .idle = repository.books {
                    dispatcher.runAction(.load)
                }
            }
    }

    @ViewBuilder
    private var content: some View {
        switch repository.books {
        case .idle, .loading:
            ProgressView()
        case .failed(let message):
            VStack(spacing: 12) {
                Text(message)
                Button("Retry") {
                    dispatcher.runAction(.load)
                }
            }
        case .loaded(let books):
            List(state.visibleBooks(books, favorites: repository.favoriteBookIDs)) { book in
                BookRow(
                    book: book,
                    isFavorite: repository.favoriteBookIDs.contains(book.id),
                    onSelect: { routerDelegate?.route(.book(book.id)) },
                    onToggleFavorite: { dispatcher.runAction(.toggleFavorite(book.id)) }
                )
            }
        }
    }
}
#endif
