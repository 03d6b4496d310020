import MockData
import Models
import Testing
@testable import {{Project}}

@MainActor
struct RouterTests {
    @Test func showPushesOnTheRootStack() {
        let router = Router()
        router.show(.bookDetail(Book.mockList[0]))
        router.show(.bookDetail(Book.mockList[1]))
        #expect(router.root.path == [.bookDetail(Book.mockList[0]), .bookDetail(Book.mockList[1])])
    }

    @Test func navigateResetsBeforeShowing() {
        let router = Router()
        router.show(.bookDetail(Book.mockList[0]))
        router.navigate(to: .bookDetail(Book.mockList[2]))
        #expect(router.root.path == [.bookDetail(Book.mockList[2])])
    }

    @Test func resetGoesBackToTheRoot() {
        let router = Router()
        router.show(.bookDetail(Book.mock))
        router.reset()
        #expect(router.root.path.isEmpty)
    }

    @Test func sharedIsOneInstance() {
        #expect(Router.shared === Router.shared)
    }
}
