/// The ViDRep checks that no generic kind expresses, by rule id.
enum ViDRepRules {
    static let all: [String: any RuleChecker] = [
        "repository-has-no-dependencies": RepositoryHasNoDependenciesRule(),
        "reducers-are-pure": ReducersArePureRule(),
        "scenes-mutate-nothing": ScenesMutateNothingRule(),
        "scene-observes-repository": SceneObservesRepositoryRule(),
        "scene-declares-contract": SceneDeclaresContractRule(),
        "infrastructure-has-no-dependencies": InfrastructureHasNoDependenciesRule(),
    ]
}
