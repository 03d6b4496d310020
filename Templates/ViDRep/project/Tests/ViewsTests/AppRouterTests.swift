import Models
import Testing
import Views

@MainActor
struct AppRouterTests {
    @Test func startsAtTheRootScene() {
        #expect(AppRouter().path.isEmpty)
    }

    @Test func aBookRouteFromTheBooksScenePushesThatBook() {
        let router = AppRouter()
        router.route(BooksSceneRoute.book(7))
        #expect(router.path == [.book(7)])
    }

    @Test func popsOneStepOrBackToTheRoot() {
        let router = AppRouter()
        router.show(.book(1))
        router.show(.book(2))
        router.pop()
        #expect(router.path == [.book(1)])
        router.show(.book(3))
        router.popToRoot()
        #expect(router.path.isEmpty)
    }
}

struct BooksSceneStateTests {
    let books = [Book(id: 1, title: "Dune", author: "Frank Herbert"), Book(id: 2, title: "Emma", author: "Jane Austen")]

    @Test func showsEveryBookByDefault() {
        #expect(BooksSceneState().visibleBooks(books, favorites: [2]) == books)
    }

    @Test func showsOnlyFavoritesWhenFiltered() {
        let state = BooksSceneState(showsFavoritesOnly: true)
        #expect(state.visibleBooks(books, favorites: [2]).map(\.id) == [2])
    }
}
