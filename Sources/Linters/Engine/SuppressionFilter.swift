import ArchModel

/// Drops findings that in-code directives suppress, and reports the directives themselves when
/// they are wrong (`invalid-suppression`: unknown rule id, missing reason, malformed) or suppress
/// nothing (`unused-suppression`).
enum SuppressionFilter {
    static let invalidRule = "invalid-suppression"
    static let unusedRule = "unused-suppression"

    static func apply(to findings: [Finding], files: [FileSyntax], rules: [RuleSpec], requireReason: Bool)
        -> (kept: [Finding], suppressed: [(finding: Finding, reason: String?)])
    {
        var suppressed: [(finding: Finding, reason: String?)] = []
        let known = Set(rules.map(\.id) + [Linter.unreadableRule, Linter.syntaxErrorRule])
        let enabled = Set(rules.filter { $0.severity != .off }.map(\.id) + [Linter.unreadableRule, Linter.syntaxErrorRule])
        var byPath: [String: [Finding]] = [:]
        for finding in findings { byPath[finding.path, default: []].append(finding) }
        var result: [Finding] = []
        var handled: Set<String> = []
        let parsed = parseAll(files)
        for (f, syntax) in files.enumerated() {
            let path = syntax.path
            handled.insert(path)
            let own = byPath[path] ?? []
            let (suppressions, problems) = parsed[f]
            if suppressions.isEmpty && problems.isEmpty {
                result += own
                continue
            }
            var used = Array(repeating: Set<String>(), count: suppressions.count)
            for finding in own {
                let index = suppressions.indices.first {
                    suppressions[$0].lines.contains(finding.line) && (suppressions[$0].rules.contains(finding.rule))
                }
                if let index {
                    used[index].insert(finding.rule)
                    suppressed.append((finding, suppressions[index].reason))
                } else {
                    result.append(finding)
                }
            }
            func report(_ location: SourceLocation, _ severity: Severity, _ rule: String, _ message: String) {
                result.append(Finding(path: path, line: location.line, column: location.column, severity: severity, rule: rule, message: message))
            }
            for (location, message) in problems { report(location, .error, invalidRule, message) }
            for (index, suppression) in suppressions.enumerated() {
                for rule in suppression.rules where !known.contains(rule) {
                    report(suppression.location, .error, invalidRule, "unknown rule '\(rule)' in a suppression")
                }
                if requireReason, suppression.reason == nil {
                    report(suppression.location, .error, invalidRule, "a suppression needs a reason after '--'")
                }
                for rule in suppression.rules where known.contains(rule) && enabled.contains(rule) && !used[index].contains(rule) {
                    report(suppression.location, .warning, unusedRule, "the suppression of '\(rule)' suppresses nothing; remove it")
                }
            }
        }
        for (path, own) in byPath where !handled.contains(path) { result += own }
        return (result, suppressed)
    }

    /// Every file's directives, read in parallel.
    static func parseAll(_ files: [FileSyntax]) -> [(suppressions: [Suppression], problems: [(SourceLocation, String)])] {
        Parallel.map(files.count) { Suppression.parse(files[$0].file) }
    }
}

/// Config exceptions of a rule: files its `exclude` globs match, and code of its `except-types`.
enum RuleExceptions {
    static func apply(to findings: [Finding], rules: [RuleSpec], project: LintProject) -> [Finding] {
        let withExceptions = rules.filter { !$0.exclude.isEmpty || !$0.exceptTypes.isEmpty }
        guard !withExceptions.isEmpty else { return findings }
        var globs: [String: [Glob]] = [:]
        var types: [String: Set<String>] = [:]
        for rule in withExceptions {
            globs[rule.id] = rule.exclude.compactMap { try? Glob($0) }
            types[rule.id] = Set(rule.exceptTypes)
        }
        let fileIndex = Dictionary(project.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        return findings.filter { finding in
            if globs[finding.rule]?.contains(where: { $0.matches(finding.path) }) == true { return false }
            guard let exempt = types[finding.rule], !exempt.isEmpty, let f = fileIndex[finding.path] else { return true }
            let file = project.files[f]
            return !file.declarations.contains { declaration in
                guard declaration.kind.hasMembers, exempt.contains(TypeIndex.simpleName(declaration.name)),
                      !declaration.tokenRange.isEmpty else { return false }
                let tokens = file.file.tokens
                let first = file.file.location(of: tokens[declaration.tokenRange.lowerBound]).line
                let last = file.file.location(of: tokens[declaration.tokenRange.upperBound - 1]).line
                return (first...last).contains(finding.line)
            }
        }
    }
}
