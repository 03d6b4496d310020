import Models

/// The books feature's business rules as pure functions: new data from data and an action.
/// No state, no dependencies, no side effects.
public struct BooksReducer: Sendable {
    public init() {}

    /// The list to store once the backend answered: sorted by title, then by author.
    public func books(from fetched: [Book]) -> [Book] {
        fetched.sorted { ($0.title, $0.author, $0.id) < ($1.title, $1.author, $1.id) }
    }

    /// The favorites after the user toggled `id`.
    public func favorites(_ favorites: Set<Book.ID>, toggling id: Book.ID) -> Set<Book.ID> {
        var result = favorites
        if result.contains(id) {
            result.remove(id)
        } else {
            result.insert(id)
        }
        return result
    }

    /// The saved favorites that still name a book of `books`.
    public func favorites(_ favorites: Set<Book.ID>, keepingOnly books: [Book]) -> Set<Book.ID> {
        favorites.intersection(books.map(\.id))
    }

    /// What the scene shows when loading failed.
    public func message(for error: any Error) -> String {
        "The books could not be loaded. Try again."
    }
}
