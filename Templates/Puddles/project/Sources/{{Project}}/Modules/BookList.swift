import Models

#if canImport(SwiftUI)
import Puddles
import SwiftUI

/// The book list module: loads the books from the `BookProvider` while it is on screen, shows
/// them with `BookRow` components, and decides what a row's actions mean. It shows a spinner
/// while loading, a message when there are no books, and an error with "Try again" when the
/// load failed; pull to refresh reloads.
struct BookList: View {
    @Environment(BookProvider.self) private var bookProvider
    @State private var content: BookListContent = .loading

    var body: some View {
        List(content.books) { book in
            BookRow(book: book, isFavorite: bookProvider.isFavorite(book.id), interface: .consume { action in
                handle(action, for: book)
            })
        }
        .overlay {
            overlay
        }
        .navigationTitle("Books")
        .refreshable {
            await load()
        }
        .task(id: content.isLoading) {
            // Runs when the list appears and whenever it goes back to `loading` ("Try again");
            // cancelled when the list goes away, and started again when it comes back.
            if content.isLoading {
                await load()
            }
        }
    }

    @ViewBuilder
    private var overlay: some View {
        switch content {
        case .loading:
            ProgressView()
        case .empty:
            ContentUnavailableView("No books yet", systemImage: "books.vertical")
        case .loaded:
            EmptyView()
        case .failed(let message):
            ContentUnavailableView {
                Label("No books", systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            } actions: {
                Button("Try again") {
                    content = .loading
                }
            }
        }
    }

    private func handle(_ action: BookRow.Action, for book: Book) {
        switch action {
        case .didTap:
            Router.shared.show(.bookDetail(book))
        case .didToggleFavorite:
            bookProvider.toggleFavorite(book.id)
        }
    }

    private func load() async {
        content = await BookListContent.load(from: bookProvider)
    }
}

struct BookList_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            BookList()
        }
        .withMockProviders()
    }
}
#endif

/// What the book list shows: each state of the screen, so an empty result or a failure
/// cannot be mistaken for "still loading".
enum BookListContent: Equatable {
    case loading
    case empty
    case loaded([Book])
    case failed(String)

    /// Whether the books are still being loaded.
    var isLoading: Bool {
        self == .loading
    }

    /// The books on screen (none unless loaded).
    var books: [Book] {
        if case .loaded(let books) = self {
            return books
        }
        return []
    }

    /// Loads the books from `provider`: `loaded`, `empty` when there are none, or `failed`
    /// with a message for users. A load that was cancelled (the list went away) stays `loading`,
    /// so it starts again when the list comes back.
    @MainActor
    static func load(from provider: BookProvider) async -> BookListContent {
        do {
            let books = try await provider.books()
            return books.isEmpty ? .empty : .loaded(books)
        } catch is CancellationError {
            return .loading
        } catch {
            return .failed("The books could not be loaded.")
        }
    }
}
