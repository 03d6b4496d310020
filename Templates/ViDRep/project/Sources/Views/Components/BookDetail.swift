#if canImport(SwiftUI)
import Models
import SwiftUI

/// The details of one book, or a placeholder when the book is unknown. Owns no data.
public struct BookDetail: View {
    private let book: Book?

    public init(book: Book?) {
        self.book = book
    }

    public var body: some View {
        if let book {
            Form {
                LabeledContent("Title", value: book.title)
                LabeledContent("Author", value: book.author)
            }
            .navigationTitle(book.title)
        } else {
            Text("This book is no longer available.")
        }
    }
}
#endif
