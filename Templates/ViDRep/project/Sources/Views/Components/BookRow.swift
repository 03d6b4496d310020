#if canImport(SwiftUI)
import Models
import SwiftUI

/// One row of a book list: title, author and a favorite button. Owns no data.
public struct BookRow: View {
    private let book: Book
    private let isFavorite: Bool
    private let onSelect: () -> Void
    private let onToggleFavorite: () -> Void

    public init(book: Book, isFavorite: Bool, onSelect: @escaping () -> Void, onToggleFavorite: @escaping () -> Void) {
        self.book = book
        self.isFavorite = isFavorite
        self.onSelect = onSelect
        self.onToggleFavorite = onToggleFavorite
    }

    public var body: some View {
        HStack {
            Button {
                onSelect()
            } label: {
                VStack(alignment: .leading) {
                    Text(book.title)
                        .font(.headline)
                    Text(book.author)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .buttonStyle(.plain)
            Spacer()
            Button {
                onToggleFavorite()
            } label: {
                Image(systemName: isFavorite ? "star.fill" : "star")
            }
            .buttonStyle(.borderless)
            .accessibilityLabel(isFavorite ? "Remove from favorites" : "Add to favorites")
        }
    }
}

struct BookRow_Previews: PreviewProvider {
    static var previews: some View {
        List {
            BookRow(book: Book(id: 1, title: "Dune", author: "Frank Herbert"), isFavorite: true, onSelect: {}, onToggleFavorite: {})
            BookRow(book: Book(id: 2, title: "Emma", author: "Jane Austen"), isFavorite: false, onSelect: {}, onToggleFavorite: {})
        }
    }
}
#endif
