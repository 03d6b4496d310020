import BookstoreAPI
import Extensions
import Foundation
import Models
import Testing

struct BookstoreClientTests {
    @Test func decodesTheBackendsBookList() throws {
        let json = Data(#"[{"id": 1, "title": "Dune", "author": "Frank Herbert", "year": 1965}]"#.utf8)
        #expect(try BookstoreClient.decodeBooks(from: json) == [Book(id: 1, title: "Dune", author: "Frank Herbert", year: 1965)])
    }

    @Test func sortsOnAKeyPath() {
        #expect([3, 1, 2].sorted(on: \.self) == [1, 2, 3])
        #expect(["bb", "a", "ccc"].sorted(on: \.count) == ["a", "bb", "ccc"])
    }
}
