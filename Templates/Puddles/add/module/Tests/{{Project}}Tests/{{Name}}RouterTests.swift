import Testing
@testable import {{Project}}

@MainActor
struct {{Name}}RouterTests {
    @Test func navigatingToTheModulePushesIt() {
        let router = Router()
        router.navigate(to: .{{name}})
        #expect(router.root.path == [.{{name}}])
    }

    @Test func resettingTheRouterDismissesTheModulesSheet() {
        let router = Router()
        router.{{name}}.showInfo()
        #expect(router.{{name}}.isShowingInfo)
        router.reset()
        #expect(!router.{{name}}.isShowingInfo)
    }
}
