import Observation

/// Gives the modules access to the {{name_words}} entries, through the SwiftUI environment
/// (`@Environment({{Name}}Provider.self)`).
@MainActor
@Observable
final class {{Name}}Provider {
    /// Everything the provider needs from the outside world, as closures.
    struct Dependencies {
        var fetchEntries: @Sendable () async throws -> [String]
    }

    private let dependencies: Dependencies

    /// The entries fetched last; empty until `reload()`.
    private(set) var entries: [String] = []

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// Fetches the entries again.
    func reload() async throws {
        entries = try await dependencies.fetchEntries()
    }
}

extension {{Name}}Provider {
    /// The provider the app runs with. Plug a Core service target in here: only Providers
    /// import Core services.
    static let live = {{Name}}Provider(dependencies: Dependencies(fetchEntries: { [] }))

    /// A provider serving mock data, for previews and tests.
    static var mock: {{Name}}Provider {
        {{Name}}Provider(dependencies: Dependencies(fetchEntries: { ["First", "Second", "Third"] }))
    }
}
