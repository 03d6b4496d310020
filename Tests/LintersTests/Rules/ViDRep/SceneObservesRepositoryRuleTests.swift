import Testing
@testable import Linters

/// V6 `scene-observes-repository`: a repository held through a generic parameter that a
/// same-type requirement makes the repository type.
@Suite struct SceneObservesRepositoryRuleTests: PresetLinting {
    func lint(_ sources: [(String, String)]) -> [String] { Self.lint("vidrep", sources, rule: "scene-observes-repository") }

    /// `where Store == AppRepository` makes `let store: Store` a `let` of the `ObservableObject`
    /// repository, as `let store: AppRepository` is (the constraint reader H6 shares, review 31g
    /// item 6).
    @Test func aParameterASameTypeRequirementMakesTheRepositoryHoldsIt() {
        let findings = lint([
            ("Repositories/AppRepository.swift", "final class AppRepository: ObservableObject {}"),
            ("Scenes/HomeScene.swift", "struct HomeScene<Store>: View where Store == AppRepository {\n    let store: Store\n    var body: some View { EmptyView() }\n}"),
        ])
        #expect(findings == [
            "Scenes/HomeScene.swift:2:9 scene-observes-repository hold the repository 'store' as @ObservedObject: "
                + "a 'let' of an ObservableObject does not update the scene",
        ])
    }
}
