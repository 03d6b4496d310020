import ArchModel

/// Drops findings that in-code directives suppress, and reports the directives themselves when
/// they are wrong (`invalid-suppression`: unknown rule id, missing reason, malformed) or suppress
/// nothing (`unused-suppression`). A directive without the reason that `require-reason` demands
/// suppresses nothing: the finding stands beside the `invalid-suppression` error.
enum SuppressionFilter {
    static let invalidRule = "invalid-suppression"
    static let unusedRule = "unused-suppression"

    /// `excluded`: findings that the rules' config exceptions (`exclude`, `except-types`) already
    /// dropped. They are not reported either way, but a directive that covers one is not unused:
    /// the rule did find something there.
    static func apply(to findings: [Finding], excluded: [Finding] = [], files: [FileSyntax], rules: [RuleSpec], requireReason: Bool)
        -> (kept: [Finding], suppressed: [(finding: Finding, reason: String?)])
    {
        var suppressed: [(finding: Finding, reason: String?)] = []
        let toolRules = [Linter.unreadableRule, Linter.syntaxErrorRule]
        let known = Set(rules.map(\.id) + toolRules)
        let enabled = Set(rules.filter { $0.severity != .off }.map(\.id) + [Linter.unreadableRule, Linter.syntaxErrorRule])
        var byPath: [String: [Finding]] = [:]
        for finding in findings { byPath[finding.path, default: []].append(finding) }
        var excludedByPath: [String: [Finding]] = [:]
        for finding in excluded { excludedByPath[finding.path, default: []].append(finding) }
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
            func covering(_ finding: Finding) -> Int? {
                suppressions.indices.first {
                    suppressions[$0].lines.contains(finding.line) && suppressions[$0].rules.contains(finding.rule)
                        && !(requireReason && suppressions[$0].reason == nil)
                }
            }
            for finding in excludedByPath[path] ?? [] {
                if let index = covering(finding) { used[index].insert(finding.rule) }
            }
            for finding in own {
                if let index = covering(finding) {
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
                    let hint = UnknownRuleHint.hint(for: rule, rules: rules, otherIDs: toolRules)
                    report(suppression.location, .error, invalidRule, "unknown rule '\(rule)' in a suppression" + (hint.isEmpty ? "" : "." + hint))
                }
                if requireReason, suppression.reason == nil {
                    report(suppression.location, .error, invalidRule,
                           "a suppression needs a reason after '--'; without one it suppresses nothing")
                    continue
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

/// The types a rule's `except-types` names: by simple name, as declarations are matched; an
/// entry named through its module (`App.AReducer`: `App` is no type of the tree) is that simple
/// name too, and one written through the types it is nested in (`Feed.Row`) is that type only.
struct ExceptedTypes {
    private var simple: Set<String> = []
    private var qualified: Set<String> = []

    /// None.
    init() {}

    init(_ entries: [String], project: LintProject) {
        for entry in entries {
            // (The module first, if written: `Shop.Feed.Row` is `Feed.Row`.)
            var components = entry.split(separator: ".").map(String.init)
            while components.count > 1, !project.isTreeType(components[0]) { components.removeFirst() }
            if components.count > 1 {
                qualified.insert(components.joined(separator: "."))
            } else {
                simple.insert(components.first ?? entry)
            }
        }
    }

    var isEmpty: Bool { simple.isEmpty && qualified.isEmpty }

    /// Whether a type or extension declaration is of an excepted type.
    func contains(_ declaration: Declaration) -> Bool {
        simple.contains(TypeIndex.simpleName(declaration.name))
            || (!qualified.isEmpty && (qualified.contains(declaration.qualifiedName) || qualified.contains(declaration.name)))
    }
}

/// Config exceptions of a rule: files its `exclude` globs match, and code of its `except-types`
/// (the lines of those types' declarations and extensions; for `forbidden-imports`, whose
/// findings are on `import` lines, the imports of a file that only its excepted types put in scope).
enum RuleExceptions {
    /// The findings split into those kept and those the exceptions drop.
    static func apply(to findings: [Finding], rules: [RuleSpec], project: LintProject) -> (kept: [Finding], excluded: [Finding]) {
        let withExceptions = rules.filter { !$0.exclude.isEmpty || !$0.exceptTypes.isEmpty }
        guard !withExceptions.isEmpty else { return (findings, []) }
        var globs: [String: [Glob]] = [:]
        var types: [String: ExceptedTypes] = [:]
        // The scopes of a rule's `forbidden-imports` checks (V8 is one beside a forbidden-use).
        func scopesOfImports(_ check: RuleCheck) -> [Scope] {
            switch check {
            case .forbiddenImports(let scope, _): [scope]
            case .all(let checks): checks.flatMap(scopesOfImports)
            default: []
            }
        }
        var importScopes: [String: [Scope]] = [:]
        for rule in withExceptions {
            globs[rule.id] = rule.exclude.compactMap { try? Glob($0) }
            if !rule.exceptTypes.isEmpty { types[rule.id] = ExceptedTypes(rule.exceptTypes, project: project) }
            importScopes[rule.id] = scopesOfImports(rule.check)
        }
        let fileIndex = Dictionary(project.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        var kept: [Finding] = [], excluded: [Finding] = []
        for finding in findings {
            if isExcepted(finding) { excluded.append(finding) } else { kept.append(finding) }
        }
        return (kept, excluded)

        func isExcepted(_ finding: Finding) -> Bool {
            // One about the whole project (a required type missing) is placed at the first file,
            // which an exception of some files or types does not stand for.
            if finding.isAboutTheWholeProject { return false }
            if globs[finding.rule]?.contains(where: { $0.matches(finding.path) }) == true { return true }
            guard let excepted = types[finding.rule], let f = fileIndex[finding.path] else { return false }
            let file = project.files[f]
            if let scopes = importScopes[finding.rule], !scopes.isEmpty, file.imports.contains(where: { $0.location.line == finding.line }) {
                return !scopes.contains { ForbiddenImportsRule.importsInScope(project.scopeMask($0, file: f), file, excepted: excepted) }
            }
            return file.declarations.contains { declaration in
                guard declaration.kind.hasMembers, !declaration.tokenRange.isEmpty, excepted.contains(declaration) else { return false }
                let tokens = file.file.tokens
                let first = file.file.location(of: tokens[declaration.tokenRange.lowerBound]).line
                let last = file.file.location(of: tokens[declaration.tokenRange.upperBound - 1]).line
                return (first...last).contains(finding.line)
            }
        }
    }
}
