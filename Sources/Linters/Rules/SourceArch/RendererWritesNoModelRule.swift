import ArchModel

/// SA3 `renderer-writes-no-model`: code in a Renderer never assigns `model` (nor a member of
/// it), and rebinds the storage of an `@Source` property (`_model = …`, `_x = …`) only inside
/// an initializer.
///
/// The finding lands on the assigned name. A local variable named `model` shadows the property
/// unless the assignment goes through `self`.
struct RendererWritesNoModelRule: RuleChecker {
    func check(_ context: RuleContext) {
        let project = context.project
        let scope = Scope.layers("Renderers")
        for (f, file) in project.files.enumerated() where project.fileTouches(scope, file: f) {
            for assignment in file.assignments where !assignment.isInPreview {
                guard project.contains(scope, file: f, declaration: assignment.declaration) else { continue }
                let throughSelf = assignment.path.first == "self"
                let path = throughSelf ? Array(assignment.path.dropFirst()) : assignment.path
                guard let name = path.first else { continue }
                if name == "model" {
                    if !throughSelf, isLocalVariable(name, at: assignment.declaration, before: assignment.token, in: file) { continue }
                    context.report(file: f, at: location(of: name, in: assignment, file), .assignsModel)
                } else if name.hasPrefix("_"), !isInInitializer(assignment.declaration, in: file),
                          sourceStorageNames(around: assignment.declaration, in: file, project).contains(name) {
                    context.report(file: f, at: location(of: name, in: assignment, file), .rebindsStorage(name))
                }
            }
        }
    }

    /// `_model` and `_x` for every `@Source var x` of the enclosing type (any of its declarations).
    private func sourceStorageNames(around declaration: Int?, in file: FileSyntax, _ project: LintProject) -> Set<String> {
        var names: Set<String> = ["_model"]
        guard let type = file.enclosingType(of: declaration) else { return names }
        for member in project.memberIndices(ofType: file.declarations[type].name) {
            let candidate = project.files[member.file].declarations[member.index]
            if candidate.kind == .variable, candidate.hasAttribute("Source") { names.insert("_" + candidate.name) }
        }
        return names
    }

    private func isInInitializer(_ declaration: Int?, in file: FileSyntax) -> Bool {
        var current = declaration
        while let c = current {
            switch file.declarations[c].kind {
            case .initializer: return true
            case .function, .variable, .subscript, .deinitializer: if !file.declarations[c].isLocal { return false }
            default: if file.declarations[c].kind.hasMembers { return false }
            }
            current = file.declarations[c].parent
        }
        return false
    }

    /// Whether `name` is a parameter of the enclosing function or bound by a `let`/`var` in its
    /// body before `token` (the scanner records no local variables, so the tokens are read).
    private func isLocalVariable(_ name: String, at declaration: Int?, before token: Int, in file: FileSyntax) -> Bool {
        guard let declaration else { return false }
        let function = file.declarations[declaration]
        if function.parameters.contains(where: { $0.name == name }) { return true }
        guard let body = function.body else { return false }
        let tokens = file.file.tokens
        var k = body.lowerBound
        while k < min(token, body.upperBound) {
            if tokens[k].kind == .keyword, file.file.token(tokens[k], is: "var") || file.file.token(tokens[k], is: "let") {
                var n = k + 1
                while n < tokens.count, tokens[n].kind.isTrivia { n += 1 }
                if n < tokens.count, tokens[n].kind == .identifier, file.file.text(of: tokens[n]) == name { return true }
            }
            k += 1
        }
        return false
    }

    /// Where the assigned name is written: its reference inside the left-hand side.
    private func location(of name: String, in assignment: Assignment, _ file: FileSyntax) -> SourceLocation {
        file.references.first { $0.name == name && $0.token < assignment.token && $0.location >= assignment.location }?.location
            ?? assignment.location
    }
}

extension String {
    fileprivate static let assignsModel = "a Renderer never assigns 'model'; call one of the model's Actions instead"

    fileprivate static func rebindsStorage(_ name: String) -> String {
        "'\(name)' may be rebound only inside 'init'"
    }
}
