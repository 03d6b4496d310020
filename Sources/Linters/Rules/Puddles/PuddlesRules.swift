enum PuddlesRules {
    static let all: [String: any RuleChecker] = [:]
}
