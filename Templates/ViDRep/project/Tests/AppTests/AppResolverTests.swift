import App
import Foundation
import Testing
import Views

@MainActor
struct AppResolverTests {
    @Test func dispatchersWriteToTheSharedRepository() async throws {
        let suite = "AppResolverTests.\(#line)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let resolver = AppResolver(defaults: defaults)

        await resolver.booksDispatcher.handle(.toggleFavorite(4))

        #expect(resolver.repository.favoriteBookIDs == [4])
    }

    @Test func theRouterIsTheBooksScenesRouterDelegate() {
        let resolver = AppResolver()
        let delegate: any BooksSceneRouterDelegate = resolver.router
        delegate.route(.book(2))
        #expect(resolver.router.path == [.book(2)])
    }
}
