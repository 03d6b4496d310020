/// The style-specific checks, by rule id: one registration list per style.
enum SpecificRules {
    static func checker(for id: String) -> (any RuleChecker)? {
        registry[id]
    }

    private static let registry: [String: any RuleChecker] = {
        var all: [String: any RuleChecker] = [:]
        // One line per style; each list lives beside its rules.
        for list in [SourceArchRules.all, PuddlesRules.all, SobreiroRules.all, ViDRepRules.all, HuddleRules.all] {
            all.merge(list) { first, _ in first }
        }
        return all
    }()
}
