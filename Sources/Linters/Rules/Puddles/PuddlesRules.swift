/// The Puddles checks that no generic kind expresses, by rule id.
enum PuddlesRules {
    static let all: [String: any RuleChecker] = [
        "components-own-no-navigation": ComponentsOwnNoNavigationRule(),
        "interface-declares-action": InterfaceDeclaresActionRule(),
        "only-providers-import-core-services": OnlyProvidersImportCoreServicesRule(),
        "router-shared-only-in-modules": RouterSharedOnlyInModulesRule(),
    ]
}
