import App
import Testing
import Views

@MainActor
struct {{Name}}WiringTests {
    @Test func theDispatcherWritesToTheSharedRepository() {
        let resolver = AppResolver()
        resolver.{{name}}Dispatcher.runAction(.add("First"))
        #expect(resolver.repository.{{name}}.entries == ["First"])
    }

    @Test func theRouterCanShowTheScene() {
        let router = AppRouter()
        router.show(.{{name}})
        #expect(router.path == [.{{name}}])
    }
}
