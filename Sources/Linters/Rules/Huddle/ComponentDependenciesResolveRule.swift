import ArchModel

/// H4 `component-dependencies-resolve`: every name a child component reads from its parent is
/// declared, with the same name, as a property of another component class of the tree.
///
/// A read is `parent.x` (or `self.parent?.x`, or `p.x` where `p` is an initializer's `parent:`
/// parameter) inside a `Component` subclass, or a stored property without a value in an
/// `@ComponentImpl` class, whose generated `init(parent:)` fills it from the parent by name.
/// Which component is whose parent is decided at run time, so every other component counts as
/// a possible ancestor, but only for the names it declares itself rather than reads from its
/// own parent: the rule finds the names no component provides, the ones upstream's lookup only
/// finds by crashing.
struct ComponentDependenciesResolveRule: RuleChecker {
    /// Members of `Component` itself: reading them is not a dependency lookup.
    static let componentMembers: Set<String> = ["parent", "lookup", "shared", "self", "init"]

    func check(_ context: RuleContext) {
        let project = context.project
        let components = project.concreteTypes(in: "Components").filter { $0.declaration.kind == .class }
        let reads = components.map { self.reads(of: $0.index, in: project.files[$0.file]) }
        // What each component class provides to its descendants: the properties it declares,
        // less those it only passes on from its own parent (a sibling that passes a name on is
        // no source of it).
        var provided: [String: Set<String>] = [:]
        for (component, componentReads) in zip(components, reads) {
            let name = LintProject.simpleName(component.declaration.name)
            let properties = project.members(ofType: name).map(\.declaration)
                .filter { $0.kind == .variable && !$0.hasModifier("static") && !$0.hasModifier("class") }
            provided[name, default: []].formUnion(Set(properties.map(\.name)).subtracting(componentReads.map(\.name)))
        }
        for (component, componentReads) in zip(components, reads) {
            let own = LintProject.simpleName(component.declaration.name)
            var available = Set<String>()
            for (name, properties) in provided where name != own { available.formUnion(properties) }
            for read in componentReads where !available.contains(read.name) {
                context.report(file: component.file, at: read.location,
                               "'\(own)' reads '\(read.name)' from its parent, but no other component provides '\(read.name)'; the lookup crashes at run time")
            }
        }
    }

    /// The dependency names a component class reads from its parent, where each is written.
    private func reads(of index: Int, in file: FileSyntax) -> [(name: String, location: SourceLocation)] {
        let component = file.declarations[index]
        var result: [(String, SourceLocation)] = []
        // The parent is `parent` (the stored property, or an initializer parameter of that name)
        // or the internal name of an initializer's `parent:` parameter.
        var parentNames: Set<String> = ["parent"]
        for member in file.children(of: index) where member.kind == .initializer {
            for parameter in member.parameters where parameter.label == "parent" { parentNames.insert(parameter.name) }
        }
        for access in file.memberAccesses where !access.isInPreview && file.isDeclaration(access.declaration, inside: index) {
            let path = access.path
            var rest = path.dropFirst()
            if path[0] == "self", path.count >= 3, path[1] == "parent" {
                rest = path.dropFirst(2)
            } else if !parentNames.contains(path[0]) {
                continue
            }
            guard let name = rest.first, !Self.componentMembers.contains(name),
                  let location = file.memberLocation(name, after: access.token) else { continue }
            result.append((name, location))
        }
        // `@ComponentImpl` generates `init(parent:)`, which reads every stored property without a value.
        if component.hasAttribute("ComponentImpl") {
            for member in file.children(of: index)
            where member.kind == .variable && member.storage == .stored && member.accessors.isEmpty
                && !member.hasModifier("static") && !member.hasModifier("class") && !member.hasModifier("lazy")
                && !hasInitialValue(member, in: file)
            {
                result.append((member.name, member.location))
            }
        }
        return result
    }

    private func hasInitialValue(_ member: Declaration, in file: FileSyntax) -> Bool {
        let tokens = file.file.tokens
        return (member.nameToken..<member.tokenRange.upperBound).contains { i in
            i < tokens.count && tokens[i].kind == .operator && file.file.token(tokens[i], is: "=")
        }
    }
}
