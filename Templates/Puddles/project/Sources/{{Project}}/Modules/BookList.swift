#if canImport(SwiftUI)
import Models
import Puddles
import SwiftUI

/// The book list module: loads the books from the `BookProvider` once, shows them with
/// `BookRow` components, and decides what a row's actions mean.
struct BookList: View {
    @Environment(BookProvider.self) private var bookProvider
    @State private var books: [Book] = []
    @State private var errorMessage: String?

    var body: some View {
        List(books) { book in
            BookRow(book: book, isFavorite: bookProvider.isFavorite(book.id), interface: .consume { action in
                handle(action, for: book)
            })
        }
        .overlay {
            if let errorMessage {
                Text(errorMessage)
                    .foregroundStyle(.secondary)
            } else if books.isEmpty {
                ProgressView()
            }
        }
        .navigationTitle("Books")
        .onFirstAppear {
            Task {
                await load()
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
        do {
            books = try await bookProvider.books()
            errorMessage = nil
        } catch {
            errorMessage = "The books could not be loaded."
        }
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
