import Testing
@testable import HuddleArch

private final class RootTestComponent: Component {
    let apiBaseURL = "https://example.com"
    let retryCount = 3

    init() {
        super.init(parent: nil)
    }
}

private final class MiddleTestComponent: Component {
    let retryCount = 5
}

private final class Counter {}

struct ComponentTests {
    @Test func childFindsADependencyDeclaredByAnAncestor() {
        let child = Component(parent: MiddleTestComponent(parent: RootTestComponent()))
        let url: String = child.apiBaseURL
        #expect(url == "https://example.com")
    }

    @Test func theNearestDeclarationWins() {
        let child = Component(parent: MiddleTestComponent(parent: RootTestComponent()))
        let retries: Int = child.retryCount
        #expect(retries == 5)
    }

    @Test func aNameMustMatchItsTypeToo() {
        let child = Component(parent: RootTestComponent())
        let wrongType: Int? = child.lookup("apiBaseURL")
        #expect(wrongType == nil)
    }

    @Test func aMissingNameIsNotFound() {
        let child = Component(parent: RootTestComponent())
        let missing: String? = child.lookup("apiBaseUrl")
        #expect(missing == nil)
    }

    #if compiler(>=6.2) && (os(macOS) || os(Linux))
    @Test func readingAMissingNameStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let child = Component(parent: EmptyComponent())
            let _: String = child.notDeclaredAnywhere
        }
    }
    #endif

    @Test func sharedBuildsADependencyOnce() {
        let component = EmptyComponent()
        let first = component.shared { Counter() }
        let second = component.shared { Counter() }
        #expect(first === second)
    }
}
