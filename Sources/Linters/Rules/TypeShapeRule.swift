import Foundation
import ArchModel

/// Generic kind `type-shape`: every type in scope has the required kind, `final`, `@MainActor`,
/// attributes or supertypes.
struct TypeShapeRule: ReadsNoCode {
    let shape: TypeShape

    /// A scope of paths or of every file judges the types of no layer of a file it covers.
    func judgesTypesInNoLayer(file f: Int, in project: LintProject) -> Bool {
        project.coversCodeInNoLayer(shape.scope, file: f)
    }

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices where file.declarations[d].kind.isNominalType && !file.declarations[d].isInPreview && !file.declarations[d].isLocal {
                // Tested in place first: copying every type's `Declaration` retains all its arrays.
                let kind = file.declarations[d].kind
                let applies = shape.appliesTo.isEmpty ? kind.isConcreteType : shape.appliesTo.contains(kind.rawValue)
                guard applies, project.contains(shape.scope, file: f, declaration: d) else { continue }
                let declaration = file.declarations[d]
                let name = declaration.name
                if let suffix = shape.nameSuffix, !name.hasSuffix(suffix) { continue }
                if let pattern = shape.onlyWithTreeType, !project.isTreeType(shape.named(pattern, from: LintProject.simpleName(name))) { continue }
                // Only the type that is itself in scope, not types nested in it, unless a nested
                // type is in scope by its own layers (a sub-router nested in `Router`).
                if let parent = declaration.parent, project.contains(shape.scope, file: f, declaration: parent),
                   file.declarations[parent].kind.hasMembers, !project.isInScopeByOwnLayers(shape.scope, type: declaration.qualifiedName) { continue }
                for problem in problems(declaration, file: f, project) {
                    context.report(file: f, at: declaration.location, problem)
                }
            }
        }
    }

    private func problems(_ declaration: Declaration, file f: Int, _ project: LintProject) -> [String] {
        let name = LintProject.simpleName(declaration.name)
        let (isMainActor, supertypes, treeSupertypes) = isolationAndSupertypes(of: declaration, named: name, file: f, project)
        var problems: [String] = []
        if !shape.kinds.isEmpty, !shape.kinds.contains(declaration.kind.rawValue) {
            problems.append("'\(name)' must be \(alternatives(shape.kinds)), not \(article(declaration.kind.rawValue))")
        }
        if shape.isFinal, declaration.kind == .class, !declaration.hasModifier("final") {
            problems.append("'\(name)' must be a final class")
        }
        // A supertype from outside the tree known to be `@MainActor` (the style's runtime base)
        // counts, unless the tree declares a top-level type of that name (in one module or in
        // several: judged by what it declares) or the type names a tree type's nested one (`Home.Routing`); a namesake
        // nested elsewhere (`Ns.Router`) changes nothing.
        let entries = project.index.entries
        // A module whose target makes `MainActor` the default isolation makes its types so, but
        // the `nonisolated` ones.
        let isolatedByDefault = project.moduleNamespaces.isMainActorByDefault(file: f) && !declaration.hasModifier("nonisolated")
        // A type declared `nonisolated` takes no isolation from its supertypes either (SE-0449).
        let optsOut = declaration.hasModifier("nonisolated") && !declaration.hasAttribute("MainActor")
        if shape.isMainActor, optsOut || !isMainActor, !isolatedByDefault, optsOut || !shape.mainActorSupertypes.contains(where: { known in
            supertypes.contains(known) && project.moduleNamespaces.declaringModules[known] == nil
                && !project.index.entries(named: known).contains { $0.kind != nil && $0.qualifiedName == known }
                && !declaration.inheritance.contains { written in
                    written.name == known && written.baseName != known && project.isTreeType(TypeIndex.firstComponent(written.baseName))
                }
        }) {
            problems.append("'\(name)' must be @MainActor")
        }
        // An attribute of a superclass in the tree counts too: `@Observable class BaseRouter`
        // conforms to `Observable`, and so do its subclasses (the superclasses the type's own
        // resolve to, not namesakes of them).
        if !shape.anyOf.isEmpty, !shape.anyOf.contains(where: { wanted in
            declaration.hasAttribute(wanted) || supertypes.contains(wanted) || treeSupertypes.contains { position in
                entries[position].kind == .class
                    && entries[position].declarations.contains { project.index.declaration($0).hasAttribute(wanted) }
            }
        }) {
            problems.append("'\(name)' must be \(shape.anyOf.map { "'\($0)'" }.joined(separator: " or "))")
        }
        // (The base itself, `open class BaseViewModel` in the layer of its subclasses, inherits nothing of its own.)
        for supertype in shape.supertypes where !supertypes.contains(supertype) && TypeIndex.simpleName(supertype) != TypeIndex.simpleName(name) {
            problems.append("'\(name)' must inherit '\(supertype)'")
        }
        if let pattern = shape.conformsToOwnProtocol {
            let expected = shape.named(pattern, from: name)
            if !supertypes.contains(expected) { problems.append("'\(name)' must conform to '\(expected)'") }
        }
        return problems
    }

    /// Whether the type is `@MainActor`, its supertypes, and the tree types among them
    /// (positions in the index). The index answers by qualified name, merging every declaration
    /// of the type; a type declared more than once (in the branches of an `#if`) is judged by
    /// this declaration alone, with its extensions: the other branch's attribute or superclass
    /// does not count for this one.
    private func isolationAndSupertypes(of declaration: Declaration, named name: String, file f: Int, _ project: LintProject)
        -> (isMainActor: Bool, supertypes: Set<String>, treeSupertypes: [Int]) {
        let index = project.index
        let qualifiedName = declaration.qualifiedName
        let entries = index.entries(declared: qualifiedName).filter { $0.kind != nil }
        guard entries.count == 1, let entry = entries.first, entry.declarations.count > 1 else {
            return (index.isMainActor(declared: qualifiedName), index.supertypes(ofDeclared: qualifiedName),
                    index.supertypeEntries(ofDeclared: qualifiedName))
        }
        // Each supertype looked up where it is written: this declaration's, and its extensions'.
        // (With the module hint of the file each is written in.)
        let hints = project.moduleNamespaces.hints
        var direct = declaration.inheritance.map { ($0, declaration.path, hints[f]) }
        for location in entry.extensions {
            let declarations = project.files[location.file].declarations
            let scope = TypeIndex.lookupScope(of: location.declaration, in: declarations)
            direct += declarations[location.declaration].inheritance.map { ($0, scope, hints[location.file]) }
        }
        var supertypes: Set<String> = []
        var treeSupertypes: [Int] = []
        var isMainActor = declaration.hasAttribute("MainActor")
        for (inherited, scope, hint) in direct where !inherited.isSuppressed {
            supertypes.insert(inherited.name)
            guard inherited.name != name else { continue }
            let positions = index.resolve(inherited.baseName, simpleName: inherited.name, scope: scope, module: hint)
            let reached = index.closure(of: positions, simpleName: inherited.name)
            supertypes.formUnion(reached.supertypes)
            if reached.isMainActor { isMainActor = true }
            for position in positions {
                treeSupertypes.append(position)
                treeSupertypes += index.supertypeEntries(ofDeclared: index.entries[position].qualifiedName)
            }
        }
        return (isMainActor, supertypes, treeSupertypes)
    }

    private func article(_ kind: String) -> String { (kind.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + kind }
    private func alternatives(_ kinds: [String]) -> String { kinds.map(article).joined(separator: " or ") }
}

extension TypeShape {
    /// A type name made from `pattern` and a checked type's simple name: `{base}` is the name
    /// without `nameSuffix`.
    func named(_ pattern: String, from name: String) -> String {
        var base = name
        if let suffix = nameSuffix, base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        return pattern.replacingOccurrences(of: "{base}", with: base)
    }
}
