import ArchModel

/// Which stored properties of a scene hold its repository (V5, V6): one named `…repository`, or
/// typed by a Repository, a `…RepositoryObject` port, or a generic parameter constrained to one.
enum SceneRepositoryProperties {
    /// The nominal types a property of a scene in `file` holds (`VariableTypeResolver.nominalType`):
    /// a generic parameter standing for its constraints (`R: AnyObject & P`, `where R: Q`), a local
    /// type alias for what it aliases (`typealias Store = any HomeSceneRepositoryObject`), a type
    /// alias of the tree for itself and what it aliases. Empty
    /// when unknown: no annotation, or a name that an unconstrained generic parameter or an
    /// associated type binds there (`struct S<AppRepository>`), which is not the project type of
    /// that name.
    static func heldTypes(_ member: Declaration, constraints: [String: [String]], file: Int, _ project: LintProject) -> [String] {
        guard var nominal = member.typeAnnotation.flatMap(VariableTypeResolver.nominalType) else { return [] }
        if let constraint = constraints[nominal] { return constraint }
        // A local alias names another type, which may be an alias too (a few steps at most).
        for _ in 0..<8 {
            guard project.index.isShadowed(nominal, file: file, declaration: member.parent) else {
                // A type alias of the tree (`typealias Store = AppRepository` at file scope) holds
                // what it aliases too, through aliases of aliases.
                var held = [nominal]
                var next = [nominal]
                for _ in 0..<4 where !next.isEmpty {
                    next = next.flatMap { project.typeAliasTargets(of: $0, file: file, declaration: member.parent) }.filter { !held.contains($0) }
                    held += next
                }
                return held
            }
            guard case .typeAlias(let alias)? = project.index.binder(of: nominal, file: file, declaration: member.parent),
                  let aliased = alias.aliasedType.flatMap(VariableTypeResolver.nominalType), aliased != nominal else { return [] }
            nominal = aliased
        }
        return []
    }

    /// A name that says it is the repository (`repository`, `booksRepository`).
    static func isRepositoryName(_ name: String) -> Bool { name.lowercased().hasSuffix("repository") }

    /// `file`: the file that declares `member`.
    static func isRepository(_ member: Declaration, held: [String], file: Int, _ project: LintProject) -> Bool {
        isRepositoryName(member.name) || holdsRepository(held, file: file, declaration: member.parent, project)
    }

    /// Whether one of the types a property (or a parameter or local) holds is a repository: named
    /// so, a `…RepositoryObject` port, or a type of the Repositories layer: the type the name
    /// stands for where it is written (`declaration` of `file`), not a namesake of another
    /// module (a scene module's own `Catalog` is not the Store module's repository `Catalog`).
    static func holdsRepository(_ held: [String], file: Int, declaration: Int?, _ project: LintProject) -> Bool {
        held.contains { held in
            held.hasSuffix("Repository") || held.hasSuffix("RepositoryObject")
                || project.layersOfEachReferencedType(held, file: file, declaration: declaration, includeProtocols: true)
                    .contains { $0.contains("Repositories") }
        }
    }

    /// The names of the repository properties of a scene type (its members and its extensions').
    static func names(ofScene scene: Declaration, file: Int, _ project: LintProject) -> Set<String> {
        let constraints = project.files[file].genericConstraints(of: scene)
        var names: Set<String> = []
        for (memberFile, member) in project.members(ofDeclared: scene.qualifiedName)
        where member.kind == .variable && member.storage == .stored && !member.hasModifier("static")
            && isRepository(member, held: heldTypes(member, constraints: constraints, file: memberFile, project), file: memberFile, project) {
            names.insert(member.name)
        }
        return names
    }
}
