#if canImport(SwiftUI)
import Models
import SwiftUI

/// The details of one book, with a button to mark it as a favorite.
struct BookDetail: View {
    @Environment(BookProvider.self) private var bookProvider
    let book: Book

    var body: some View {
        Form {
            LabeledContent("Title", value: book.title)
            LabeledContent("Author", value: book.author)
            LabeledContent("Published", value: String(book.year))
            Button(bookProvider.isFavorite(book.id) ? "Remove from Favorites" : "Add to Favorites") {
                bookProvider.toggleFavorite(book.id)
            }
        }
        .navigationTitle(book.title)
    }
}
#endif
