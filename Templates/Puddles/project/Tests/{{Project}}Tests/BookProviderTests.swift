import MockData
import Models
import Puddles
import Testing
@testable import {{Project}}

@MainActor
struct BookProviderTests {
    @Test func servesTheBooksOrderedByTitle() async throws {
        let provider = BookProvider(dependencies: .init(fetchBooks: {
            [Book(id: 1, title: "Emma", author: "Jane Austen", year: 1815), Book(id: 2, title: "Dune", author: "Frank Herbert", year: 1965)]
        }))
        #expect(try await provider.books().map(\.title) == ["Dune", "Emma"])
    }

    @Test func passesOnTheDependencysError() async {
        await #expect(throws: PreviewMockError.self) {
            try await BookProvider.mockFailing.books()
        }
    }

    @Test func togglesFavorites() {
        let provider = BookProvider.mock
        provider.toggleFavorite(2)
        #expect(provider.isFavorite(2))
        provider.toggleFavorite(2)
        #expect(!provider.isFavorite(2))
    }

    @Test func theMockServesTheMockData() async throws {
        #expect(try await BookProvider.mock.books().count == Book.mockList.count)
    }
}
