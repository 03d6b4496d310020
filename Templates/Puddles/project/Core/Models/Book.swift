/// A book as the app shows it.
public struct Book: Identifiable, Hashable, Sendable, Codable {
    public let id: Int
    public let title: String
    public let author: String
    public let year: Int

    public init(id: Int, title: String, author: String, year: Int) {
        self.id = id
        self.title = title
        self.author = author
        self.year = year
    }
}
