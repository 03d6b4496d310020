import ArchModel

/// Maps a rule's data to the code that checks it: one line per generic kind, and the registry
/// of style-specific checks by rule id.
enum RuleFactory {
    static func checker(for rule: RuleSpec) -> (any RuleChecker)? {
        switch rule.check {
        case .forbiddenUse(let use): ForbiddenUseRule(use: use)
        case .forbiddenImports(let scope, let modules): ForbiddenImportsRule(scope: scope, modules: modules)
        case .typeShape(let shape): TypeShapeRule(shape: shape)
        case .requiredMembers(let scope, let members): RequiredMembersRule(scope: scope, members: members)
        case .constructionScope(let construction): ConstructionScopeRule(construction: construction)
        case .assignmentScope(let assignment): AssignmentScopeRule(options: assignment)
        case .singleInstance(let layer, let kinds, let required): SingleInstanceRule(layer: layer, kinds: kinds, required: required)
        case .naming(let scope, let suffixes): NamingRule(scope: scope, suffixes: suffixes)
        case .fileNamedAfterType(let anyType): FileNamedAfterTypeRule(anyType: anyType)
        case .all(let checks): AllOfRule(checkers: checks.compactMap { check in
            var part = rule
            part.check = check
            return checker(for: part)
        })
        case .specific: SpecificRules.checker(for: rule.id)
        }
    }
}

/// A rule made of several checks, reported under the one rule id.
struct AllOfRule: RuleChecker {
    let checkers: [any RuleChecker]

    func check(_ context: RuleContext) {
        for checker in checkers { checker.check(context) }
    }

    var readsOtherFilesFunctionBodies: Bool { checkers.contains { $0.readsOtherFilesFunctionBodies } }

    var readsCodeOfEveryFile: Bool { checkers.contains { $0.readsCodeOfEveryFile } }

    func judgesTypesInNoLayer(file f: Int, in project: LintProject) -> Bool {
        checkers.contains { $0.judgesTypesInNoLayer(file: f, in: project) }
    }

    var layersCountedAcrossFiles: Set<String> { checkers.reduce(into: []) { $0.formUnion($1.layersCountedAcrossFiles) } }

    /// The checks asked side by side: each looks the names it needs up across the tree (the
    /// project's caches are shared and locked, as when the rules run).
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        let parts = Parallel.map(checkers.count) { checkers[$0].filesWhoseCodeIsRead(among: files, in: project) }
        var read = Set<Int>()
        for part in parts {
            guard let part else { return nil }
            read.formUnion(part)
        }
        return files.filter(read.contains)
    }
}
