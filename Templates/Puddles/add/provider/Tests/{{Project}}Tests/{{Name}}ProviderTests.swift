import Testing
@testable import {{Project}}

@MainActor
struct {{Name}}ProviderTests {
    @Test func startsEmpty() {
        #expect({{Name}}Provider.mock.entries.isEmpty)
    }

    @Test func reloadStoresWhatTheDependencyReturns() async throws {
        let provider = {{Name}}Provider(dependencies: .init(fetchEntries: { ["a", "b"] }))
        try await provider.reload()
        #expect(provider.entries == ["a", "b"])
    }

    @Test func reloadPassesOnTheDependencysError() async {
        let provider = {{Name}}Provider(dependencies: .init(fetchEntries: { throw {{Name}}ProviderTestError() }))
        await #expect(throws: {{Name}}ProviderTestError.self) {
            try await provider.reload()
        }
    }

    @Test func theMockServesMockEntries() async throws {
        let provider = {{Name}}Provider.mock
        try await provider.reload()
        #expect(provider.entries.count == 3)
    }
}

private struct {{Name}}ProviderTestError: Error {}
