import ArchModel

/// Generic kind `required-members`: every concrete type in scope declares these members, in
/// its body or in an extension anywhere in the tree, or inherits them from a superclass in the
/// tree that is itself in scope (a subclass of a Source that declares `initialModel`; a base
/// class out of scope, such as a vendored runtime's, does not count). A protocol extension's
/// default does not count either: every conformer would have it (the runtime's `extension Renderer
/// where Self: View { func render() }` would excuse every Renderer from declaring its own).
struct RequiredMembersRule: ReadsNoCode {
    let scope: Scope
    let members: [MemberRequirement]

    /// A scope of paths or of every file judges the types of no layer of a file it covers.
    func judgesTypesInNoLayer(file f: Int, in project: LintProject) -> Bool {
        project.coversCodeInNoLayer(scope, file: f)
    }

    /// Every file's types, not only the reported files': under `lint --staged` a member moved or
    /// renamed in a staged extension file (`BookProvider+Live.swift`) breaks the type declared in
    /// another, and the finding names the files of the type's members (`Finding.relatedPaths`).
    /// (Declarations only: a skim has them.)
    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in project.files.enumerated() {
            for d in file.declarations.indices
            where file.declarations[d].kind.isConcreteType && !file.declarations[d].isInPreview && !file.declarations[d].isLocal {
                let declaration = file.declarations[d]
                guard project.contains(scope, file: f, declaration: d) else { continue }
                // Not types nested in a type in scope, unless in scope by their own layers.
                if let parent = declaration.parent, file.declarations[parent].kind.hasMembers,
                   project.contains(scope, file: f, declaration: parent),
                   !project.isInScopeByOwnLayers(scope, type: declaration.qualifiedName) { continue }
                let found = ownMembers(of: declaration, project) + inheritedMembers(of: declaration.qualifiedName, project)
                let declared = found.map(\.declaration)
                // The type's other files: its extensions' (also those that hold none of its members).
                let related = Array(Set(found.map(\.file) + project.index.entries(declared: declaration.qualifiedName).flatMap(\.extensions).map(\.file)))
                for requirement in members where !declared.contains(where: { RequiredMembersRule.satisfies($0, requirement) }) {
                    context.report(file: f, at: declaration.location, "'\(declaration.name)' must declare '\(requirement.spelled)'", relatedFiles: related)
                }
            }
        }
    }

    /// The members of the type, in its declarations and extensions (by the type index's key:
    /// `ListViewModel.State` and `DetailViewModel.State` are two types, and an extension written
    /// through a module extends the declared type).
    private func ownMembers(of declaration: Declaration, _ project: LintProject) -> [(file: Int, declaration: Declaration)] {
        project.members(ofDeclared: declaration.qualifiedName)
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
        // (`class func make` is a type member as `static func make` is.)
        if !requirement.modifiers.allSatisfy({ member.hasModifier($0) || ($0 == "static" && member.hasModifier("class")) }) { return false }
        // An instance member is asked for unless `static` is: a type member does not stand in for it.
        let asksTypeMember = requirement.modifiers.contains("static") || requirement.modifiers.contains("class")
        if !asksTypeMember, member.hasModifier("static") || member.hasModifier("class") { return false }
        if let attribute = requirement.attribute, !member.hasAttribute(attribute) { return false }
        return true
    }
}
