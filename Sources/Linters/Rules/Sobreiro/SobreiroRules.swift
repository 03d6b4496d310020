/// The Sobreiro checks that no generic kind expresses, by rule id.
enum SobreiroRules {
    static let all: [String: any RuleChecker] = [
        "view-model-naming": ViewModelStateNamingRule(),
        "state-owned-by-view-model": StateOwnedByViewModelRule(),
        "stateful-views-subscribe": StatefulViewsSubscribeRule(),
    ]
}
