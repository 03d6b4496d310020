import Controllers
import Models
import Testing
import Views

struct {{Name}}ReducerTests {
    let reducer = {{Name}}Reducer()

    @Test func addsATrimmedEntryOnce() {
        let once = reducer.reduce({{Name}}Data(), .add("  First "))
        #expect(once.entries == ["First"])
        #expect(reducer.reduce(once, .add("First")) == once)
    }

    @Test func ignoresABlankEntry() {
        #expect(reducer.reduce({{Name}}Data(), .add("   ")).entries.isEmpty)
    }

    @Test func removesAnEntry() {
        let data = {{Name}}Data(entries: ["First", "Second"])
        #expect(reducer.reduce(data, .remove("First")).entries == ["Second"])
    }
}

@MainActor
struct {{Name}}DispatcherTests {
    @Test func storesTheReducedDataInTheRepository() {
        let repository = Fake{{Name}}Repository()
        let dispatcher = {{Name}}Dispatcher(repository: repository, reducer: {{Name}}Reducer())

        dispatcher.runAction(.add("First"))
        dispatcher.runAction(.add("Second"))
        dispatcher.runAction(.remove("First"))

        #expect(repository.{{name}}.entries == ["Second"])
    }
}

@MainActor
private final class Fake{{Name}}Repository: {{Name}}DispatcherRepositoryObject {
    var {{name}} = {{Name}}Data()
}
