/// The SourceArch checks that no generic kind expresses, by rule id.
enum SourceArchRules {
    static let all: [String: any RuleChecker] = [
        "class-renderer-renders": ClassRendererRendersRule(),
        "actions-are-private": ActionsArePrivateRule(),
        "models-are-values": ModelsAreValuesRule(),
        "model-properties-immutable": ModelPropertiesImmutableRule(),
        "renderers-create-no-sources": RenderersOwnNoObservableStateRule(),
    ]
}
