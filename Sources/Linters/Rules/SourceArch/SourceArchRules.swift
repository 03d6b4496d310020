enum SourceArchRules {
    static let all: [String: any RuleChecker] = [:]
}
