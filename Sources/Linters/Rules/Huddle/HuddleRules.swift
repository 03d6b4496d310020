enum HuddleRules {
    static let all: [String: any RuleChecker] = [:]
}
