enum SobreiroRules {
    static let all: [String: any RuleChecker] = [:]
}
