/// The Huddle checks that no generic kind expresses, by rule id.
enum HuddleRules {
    static let all: [String: any RuleChecker] = [
        "component-dependencies-resolve": ComponentDependenciesResolveRule(),
        "modules-talk-through-holder": ModulesTalkThroughHolderRule(),
        "builders-called-by-holders": BuildersCalledByHoldersRule(),
        "view-model-shape": ViewModelInOwnFileRule(),
        "steps-call-on-next": StepsCallOnNextRule(),
    ]
}

// MARK: - Queries the Huddle rules share

extension FileSyntax {
    /// Where the member `name` of a chain starting at token `start` is written: the first
    /// member reference named `name` from `start` on.
    func memberLocation(_ name: String, after start: Int) -> SourceLocation? {
        references.first { $0.isMember && $0.name == name && $0.token > start }?.location
    }

    /// The top-level declaration that encloses `index` (itself when it is top level).
    func topLevelDeclaration(of index: Int?) -> Int? {
        var current = index
        while let c = current, let parent = declarations[c].parent { current = parent }
        return current
    }
}
