import ArchModel

/// S3 `state-written-in-write`: inside a `ViewModel` subclass (its body or its extensions) every
/// assignment to `state` (`state = …`, `self.state = …`, `state.x += …`) is lexically inside a
/// `write { … }` closure, and no `update { … }` closure assigns `state`.
///
/// The innermost enclosing `write` or `update` call decides (trailing closure or closure
/// argument, on `self` or unqualified). Types nested in a view model have their own `state`,
/// and a local `state` (a parameter, a `let`/`var`) shadows the view model's, so neither
/// counts.
struct StateWrittenInWriteRule: RuleChecker {
    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in project.files.enumerated() {
            for assignment in file.assignments where !assignment.isInPreview {
                let path = assignment.path
                let isState = path.first == "state" || (path.count >= 2 && (path[0] == "self" || path[0] == "super") && path[1] == "state")
                guard isState, let owner = assignment.declaration,
                      let type = file.enclosingType(of: owner),
                      project.typeLayers[LintProject.simpleName(file.declarations[type].name)]?.contains("ViewModels") == true
                else { continue }
                if path.first == "state", Self.isShadowed("state", before: assignment.token, in: owner, file) { continue }
                let location = file.references.first {
                    $0.name == "state" && $0.token < assignment.token && !($0.location < assignment.location)
                }?.location ?? assignment.location
                switch Self.transaction(around: assignment.token, in: file) {
                case "write": continue
                case "update": context.report(file: f, at: location, .assignedInUpdate)
                default: context.report(file: f, at: location, .assignedOutsideWrite)
                }
            }
        }
    }

    /// The name of the innermost `write` or `update` call whose closure holds `token`, if any.
    static func transaction(around token: Int, in file: FileSyntax) -> String? {
        var best: (start: Int, name: String)?
        for call in file.calls where call.name == "write" || call.name == "update" {
            guard call.receiver.isEmpty || call.receiver == ["self"] else { continue }
            for range in [call.trailingClosure, call.arguments].compactMap({ $0 }) where range.contains(token) {
                if best == nil || range.lowerBound > best!.start { best = (range.lowerBound, call.name) }
            }
        }
        return best?.name
    }

    /// Whether `name` is bound locally before `token` in the function `owner`: a parameter of
    /// it or of an enclosing function (`inout state`), or a local `let`/`var` (closure
    /// parameters cannot be assigned).
    static func isShadowed(_ name: String, before token: Int, in owner: Int, _ file: FileSyntax) -> Bool {
        var current: Int? = owner
        var bodyStart: Int?
        while let c = current, !file.declarations[c].kind.hasMembers {
            if file.declarations[c].parameters.contains(where: { $0.name == name }) { return true }
            if let body = file.declarations[c].body { bodyStart = body.lowerBound }
            current = file.declarations[c].parent
        }
        guard let start = bodyStart else { return false }
        let source = file.file
        var previous: Token?
        for t in source.tokens[start..<token] where !t.kind.isTrivia {
            if t.kind == .identifier, let p = previous, source.text(of: t) == name,
               source.token(p, is: "var") || source.token(p, is: "let") { return true }
            previous = t
        }
        return false
    }
}

extension String {
    fileprivate static let assignedOutsideWrite = "assign 'state' only inside 'write { … }', which changes it atomically and renders the views"
    fileprivate static let assignedInUpdate = "'update { … }' returns the new state; do not assign 'state' inside it"
}
