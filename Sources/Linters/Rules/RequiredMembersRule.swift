import ArchModel

/// Generic kind `required-members`: every concrete type in scope declares these members, in
/// its body or in an extension anywhere in the tree, or inherits them from a superclass in the
/// tree that is itself in scope (a subclass of a Source that declares `initialModel`; a base
/// class out of scope, such as a vendored runtime's, does not count).
struct RequiredMembersRule: ReadsNoCode {
    let scope: Scope
    let members: [MemberRequirement]

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices
            where file.declarations[d].kind.isConcreteType && !file.declarations[d].isInPreview && !file.declarations[d].isLocal {
                let declaration = file.declarations[d]
                guard project.contains(scope, file: f, declaration: d) else { continue }
                // Not types nested in a type in scope, unless in scope by their own layers.
                if let parent = declaration.parent, file.declarations[parent].kind.hasMembers,
                   project.contains(scope, file: f, declaration: parent),
                   !project.isInScopeByOwnLayers(scope, type: declaration.qualifiedName) { continue }
                let declared = (ownMembers(of: declaration, project) + inheritedMembers(of: declaration.qualifiedName, project)).map(\.declaration)
                for requirement in members where !declared.contains(where: { RequiredMembersRule.satisfies($0, requirement) }) {
                    context.report(file: f, at: declaration.location, "'\(declaration.name)' must declare '\(requirement.spelled)'")
                }
            }
        }
    }

    /// The members of the type, in its declarations and extensions. Members are kept by simple
    /// name; when several tree types share it (`ListViewModel.State`, `DetailViewModel.State`),
    /// only those written in this type or in an extension of its qualified name count.
    private func ownMembers(of declaration: Declaration, _ project: LintProject) -> [(file: Int, declaration: Declaration)] {
        guard project.index.entries(named: declaration.name).filter({ $0.kind != nil }).count > 1 else {
            return project.members(ofType: declaration.name)
        }
        let qualified = declaration.qualifiedName
        return project.memberIndices(ofType: declaration.name).compactMap { member in
            let declarations = project.files[member.file].declarations
            guard let owner = declarations[member.index].parent else { return nil }
            // A type's own name, or an extension's extended type (maybe through its module).
            let name = declarations[owner].kind == .extension ? declarations[owner].name : declarations[owner].qualifiedName
            guard name == qualified || name.hasSuffix("." + qualified) else { return nil }
            return (member.file, declarations[member.index])
        }
    }

    /// The members of the type's superclasses in the tree that are themselves in scope.
    private func inheritedMembers(of qualifiedName: String, _ project: LintProject) -> [(file: Int, declaration: Declaration)] {
        var result: [(file: Int, declaration: Declaration)] = []
        // The superclasses the type's own supertypes resolve to, not namesakes of theirs.
        let entries = project.index.entries
        for position in project.index.supertypeEntries(ofDeclared: qualifiedName) where entries[position].kind == .class {
            guard entries[position].declarations.contains(where: { project.contains(scope, file: $0.file, declaration: $0.declaration) })
            else { continue }
            result += project.members(ofDeclared: entries[position].qualifiedName)
        }
        return result
    }

    static func satisfies(_ member: Declaration, _ requirement: MemberRequirement) -> Bool {
        let kindMatches: Bool
        switch requirement.kind {
        case "func": kindMatches = member.kind == .function
        case "var": kindMatches = member.kind == .variable
        case "member": kindMatches = member.kind == .variable || member.kind == .function
        case "init": kindMatches = member.kind == .initializer
        default: kindMatches = member.kind.rawValue == requirement.kind
        }
        guard kindMatches else { return false }
        if requirement.kind != "init", member.name != requirement.name { return false }
        if let labels = requirement.labels, member.labels != labels { return false }
        if !requirement.modifiers.allSatisfy(member.hasModifier) { return false }
        if let attribute = requirement.attribute, !member.hasAttribute(attribute) { return false }
        return true
    }
}
