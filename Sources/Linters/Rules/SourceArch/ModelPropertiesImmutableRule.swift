import ArchModel

/// SA9 `model-properties-immutable`: the stored instance properties of Model types (and of the
/// types nested in them) are `let`, none is `@Binding` (or a `Binding<…>`), and none holds a closure; an enum case
/// carries no closure either. Closures belong in an `Action`.
struct ModelPropertiesImmutableRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        let project = context.project
        let extraModels = project.sourcePropertyModelTypes
        for (f, file) in context.checkedFiles {
            let models = project.scopeMask(LintProject.models, file: f)
            for d in file.declarations.indices where !file.declarations[d].isLocal && !file.declarations[d].isInPreview
                && (file.declarations[d].kind == .variable || file.declarations[d].kind == .enumCase) {
                // Tested in place first: copying every member's `Declaration` retains all its arrays.
                guard let parent = file.declarations[d].parent, file.declarations[parent].kind.hasMembers,
                      project.isModelCode(file: f, declaration: d, extraModels: extraModels, models: models) else { continue }
                let declaration = file.declarations[d]
                if declaration.kind == .enumCase {
                    if declaration.parameters.contains(where: { isClosure($0.type, file: f, declaration: d, project) }) {
                        context.report(file: f, at: declaration.location, .caseCarriesClosure(declaration.name))
                    }
                    continue
                }
                guard declaration.storage == .stored, !declaration.hasModifier("static"), !declaration.hasModifier("class") else { continue }
                if let binding = declaration.attribute("Binding") {
                    context.report(file: f, at: binding.location, .binding(declaration.name))
                } else if declaration.binding == "var" {
                    context.report(file: f, at: declaration.location, .mutable(declaration.name))
                } else if let type = declaration.typeAnnotation, isBinding(type, file: f, declaration: d, project) {
                    context.report(file: f, at: declaration.location, .holdsBinding(declaration.name))
                } else if let type = declaration.typeAnnotation, isClosure(type, file: f, declaration: d, project) {
                    context.report(file: f, at: declaration.location, .holdsClosure(declaration.name))
                }
            }
        }
    }

    /// A function type anywhere in the type (`() -> Void`, `((Int) -> Void)?`, `[() -> Void]`), or
    /// a type alias of the tree for one (`typealias Tap = (Int) -> Void`, in any file), as written
    /// in declaration `d` of file `f`: a name that a generic parameter, an associated type or a
    /// type alias of the enclosing code binds is that one (`struct M<Tap> { let onTap: Tap }`).
    private func isClosure(_ type: String, file f: Int, declaration d: Int, _ project: LintProject) -> Bool {
        if type.contains("->") { return true }
        return identifiers(inType: type).contains { name in
            if let bound = boundInScope(name, file: f, declaration: d, project) { return bound }
            return project.index.entries(named: name).contains { entry in
                entry.kind == .typealias
                    && entry.declarations.contains { project.index.declaration($0).aliasedType?.contains("->") == true }
            }
        }
    }

    /// SwiftUI's `Binding<…>` anywhere in the type (`let isOn: Binding<Bool>`, `[Binding<Int>]`,
    /// optional or qualified): a binding as `@Binding` is, in the spelling a model struct uses;
    /// not a tree type or a name bound there of that name. A type alias of the tree for one counts
    /// (`typealias Flag = Binding<Bool>`, and an alias of that), as for closures.
    private func isBinding(_ type: String, file f: Int, declaration d: Int, _ project: LintProject, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        return identifiers(inType: type).contains { name in
            if name == "Binding" {
                return boundInScope("Binding", file: f, declaration: d, project) == nil && !project.isTreeType("Binding")
            }
            switch project.index.binder(of: name, file: f, declaration: d) {
            case .typeAlias(let alias): return alias.aliasedType.map { isBinding($0, file: f, declaration: d, project, depth: depth + 1) } ?? false
            case .genericParameter, .associatedType: return false
            case nil:
                return project.index.entries(named: name).contains { entry in
                    entry.kind == .typealias && entry.declarations.contains { id in
                        project.index.declaration(id).aliasedType.map { isBinding($0, file: f, declaration: d, project, depth: depth + 1) } ?? false
                    }
                }
            }
        }
    }

    /// For a name bound around declaration `d` (innermost first): whether it is a closure, i.e. a
    /// type alias for one; nil when nothing there binds it.
    private func boundInScope(_ name: String, file f: Int, declaration d: Int, _ project: LintProject) -> Bool? {
        switch project.index.binder(of: name, file: f, declaration: d) {
        case nil: nil
        case .typeAlias(let alias): alias.aliasedType?.contains("->") == true
        case .genericParameter, .associatedType: false
        }
    }
}

extension String {
    fileprivate static func mutable(_ name: String) -> String {
        "model property '\(name)' must be 'let'"
    }

    fileprivate static func binding(_ name: String) -> String {
        "model property '\(name)' may not be a '@Binding'; expose an 'Action' instead"
    }

    fileprivate static func holdsBinding(_ name: String) -> String {
        "model property '\(name)' holds a 'Binding'; expose an 'Action' instead"
    }

    fileprivate static func holdsClosure(_ name: String) -> String {
        "model property '\(name)' holds a closure; use an 'Action' instead"
    }

    fileprivate static func caseCarriesClosure(_ name: String) -> String {
        "model case '\(name)' carries a closure; use an 'Action' instead"
    }
}
