import Models

extension Book {
    /// A few books for previews and tests.
    public static let mockList: [Book] = [
        Book(id: 1, title: "Pride and Prejudice", author: "Jane Austen", year: 1813),
        Book(id: 2, title: "Dune", author: "Frank Herbert", year: 1965),
        Book(id: 3, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969),
    ]

    /// One book for previews and tests.
    public static let mock = mockList[1]
}
