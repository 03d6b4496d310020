import MockData
import Models
import Puddles
import Testing
@testable import {{Project}}

@MainActor
struct BookRowTests {
    @Test func showsAuthorAndYearUnderTheTitle() {
        let row = BookRow(book: Book(id: 1, title: "Dune", author: "Frank Herbert", year: 1965), isFavorite: false, interface: .ignore)
        #expect(row.subtitle == "Frank Herbert, 1965")
    }

    @Test func sendsItsActionsThroughTheInterface() {
        let received = ActionLog<BookRow.Action>()
        let row = BookRow(book: Book.mock, isFavorite: false, interface: .consume { received.actions.append($0) })
        row.interface.send(.didTap)
        row.interface.send(.didToggleFavorite)
        #expect(received.actions == [.didTap, .didToggleFavorite])
    }
}

/// Collects the actions an interface received.
@MainActor
final class ActionLog<Action> {
    var actions: [Action] = []
}
