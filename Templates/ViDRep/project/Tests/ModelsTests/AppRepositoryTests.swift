import Models
import Testing
import ViDRep

@MainActor
struct AppRepositoryTests {
    @Test func startsWithNothingLoaded() {
        let repository = AppRepository()
        #expect(repository.books == .idle)
        #expect(repository.favoriteBookIDs.isEmpty)
    }

    @Test func storesDataAsIs() {
        let repository = AppRepository()
        let books = [Book(id: 2, title: "Emma", author: "Jane Austen"), Book(id: 1, title: "Dune", author: "Frank Herbert")]
        repository.books = .loaded(books)
        repository.favoriteBookIDs = [2]
        #expect(repository.books.value == books)
        #expect(repository.favoriteBookIDs == [2])
    }

    @Test func loadableExposesItsValueOnlyWhenLoaded() {
        #expect(Loadable<Int>.loading.value == nil)
        #expect(Loadable<Int>.loading.isLoading)
        #expect(Loadable<Int>.failed("offline").value == nil)
        #expect(Loadable.loaded(3).value == 3)
    }
}
