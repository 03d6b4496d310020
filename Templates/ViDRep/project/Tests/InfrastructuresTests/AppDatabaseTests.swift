import Foundation
import Infrastructures
import Models
import Testing

@MainActor
struct AppDatabaseTests {
    @Test func savedFavoritesSurviveANewDatabase() throws {
        let suite = "AppDatabaseTests.\(#line)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }

        AppDatabase(defaults: defaults).saveFavoriteBookIDs([3, 1])

        #expect(AppDatabase(defaults: defaults).favoriteBookIDs() == [1, 3])
    }

    @Test func decodesTheBackendsBookList() throws {
        let json = Data(#"[{"id": 1, "title": "Dune", "author": "Frank Herbert"}]"#.utf8)
        #expect(try AppAPIClient.decodeBooks(from: json) == [Book(id: 1, title: "Dune", author: "Frank Herbert")])
    }
}
