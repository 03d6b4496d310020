import MockData
import Models
import Puddles
import Testing
@testable import {{Project}}

@MainActor
struct BookListContentTests {
    @Test func showsTheProvidersBooks() async throws {
        let content = await BookListContent.load(from: .mock)
        #expect(content == .loaded(try await BookProvider.mock.books()))
        #expect(content.books.count == Book.mockList.count)
    }

    @Test func anEmptyResultIsEmptyNotStillLoading() async {
        let provider = BookProvider(dependencies: .init(fetchBooks: { [] }))
        let content = await BookListContent.load(from: provider)
        #expect(content == .empty)
        #expect(!content.isLoading)
        #expect(content.books.isEmpty)
    }

    @Test func aFailureShowsAMessageForUsers() async {
        let content = await BookListContent.load(from: .mockFailing)
        #expect(content == .failed("The books could not be loaded."))
    }

    @Test func tryingAgainAfterAFailureLoadsTheBooks() async {
        let backend = FailsOnceBackend()
        let provider = BookProvider(dependencies: .init(fetchBooks: { try await backend.books() }))
        #expect(await BookListContent.load(from: provider) == .failed("The books could not be loaded."))
        #expect(await BookListContent.load(from: provider) == .loaded([Book.mock]))
    }

    @Test func aCancelledLoadStaysLoading() async {
        let provider = BookProvider(dependencies: .init(fetchBooks: { throw CancellationError() }))
        let content = await BookListContent.load(from: provider)
        #expect(content == .loading)
        #expect(content.isLoading)
    }
}

/// A backend that fails its first request and answers the next ones.
actor FailsOnceBackend {
    private var requests = 0

    func books() throws -> [Book] {
        requests += 1
        if requests == 1 {
            throw PreviewMockError()
        }
        return [Book.mock]
    }
}
