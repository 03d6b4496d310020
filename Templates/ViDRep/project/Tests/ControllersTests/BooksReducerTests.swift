import Controllers
import Models
import Testing

struct BooksReducerTests {
    let reducer = BooksReducer()

    @Test func sortsBooksByTitleThenAuthor() {
        let fetched = [
            Book(id: 1, title: "Emma", author: "Jane Austen"),
            Book(id: 2, title: "Dune", author: "Frank Herbert"),
            Book(id: 3, title: "Dune", author: "Brian Herbert"),
        ]
        #expect(reducer.books(from: fetched).map(\.id) == [3, 2, 1])
    }

    @Test func togglingAddsThenRemovesAFavorite() {
        let added = reducer.favorites([1], toggling: 2)
        #expect(added == [1, 2])
        #expect(reducer.favorites(added, toggling: 1) == [2])
    }

    @Test func dropsFavoritesOfBooksThatAreGone() {
        let books = [Book(id: 1, title: "Dune", author: "Frank Herbert")]
        #expect(reducer.favorites([1, 9], keepingOnly: books) == [1])
    }
}
