import Models
import Puddles

/// A row showing one book, with a favorite button.
///
/// A component: it gets its data and an `Interface` from the module that uses it, owns no
/// data, and knows nothing about what its actions do.
struct BookRow {
    var book: Book
    var isFavorite: Bool
    var interface: Interface<Action>

    /// The line under the title.
    var subtitle: String {
        "\(book.author), \(book.year)"
    }
}

extension BookRow {
    enum Action: Hashable {
        case didTap
        case didToggleFavorite
    }
}

#if canImport(SwiftUI)
import SwiftUI

extension BookRow: View {
    var body: some View {
        HStack {
            Button {
                interface.send(.didTap)
            } label: {
                VStack(alignment: .leading) {
                    Text(book.title)
                        .font(.headline)
                    Text(subtitle)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .buttonStyle(.plain)
            Spacer()
            Button {
                interface.send(.didToggleFavorite)
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
        StateHosting(false) { $isFavorite in
            List {
                BookRow(book: Book(id: 1, title: "Dune", author: "Frank Herbert", year: 1965), isFavorite: isFavorite, interface: .ignore)
                Section {
                    Toggle("Favorite", isOn: $isFavorite)
                }
            }
        }
    }
}
#endif
