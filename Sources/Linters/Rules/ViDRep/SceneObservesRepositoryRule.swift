import ArchModel

/// V6 `scene-observes-repository`: a scene's repository property is observed (an observation
/// wrapper, or a `let` holding an @Observable reference) and its router delegate is `weak`.
///
/// The repository property is the one named `…repository`, or typed by a Repository, a
/// `…RepositoryObject` port, or a generic parameter constrained to one. Unobserved: a `var`
/// without an observation wrapper, or a `let` of a type known to be an `ObservableObject` (a
/// `let` does not subscribe to `objectWillChange`; an `@Observable` value needs no wrapper).
struct SceneObservesRepositoryRule: RuleChecker {
    static let observing: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "State", "Environment"]

    func check(_ context: RuleContext) {
        let project = context.project
        for type in project.concreteTypes(in: "Scenes") {
            let constraints = Self.genericConstraints(of: type.declaration, in: project.files[type.file])
            for (file, member) in project.members(ofType: type.declaration.name)
            where member.kind == .variable && member.storage == .stored && !member.hasModifier("static") {
                let name = member.name.lowercased()
                let written = member.typeAnnotation.map { TypeIndex.simpleName($0.hasSuffix("?") ? String($0.dropLast()) : $0) }
                // The type the property holds: a generic parameter stands for its constraint.
                let held = written.map { constraints[$0] ?? $0 }
                let isRepository = name.hasSuffix("repository")
                    || held.map { $0.hasSuffix("Repository") || $0.hasSuffix("RepositoryObject") || project.layersOfReferencedType($0, includeProtocols: true).contains("Repositories") } == true
                if isRepository, !member.attributes.contains(where: { Self.observing.contains($0.name) }) {
                    if member.binding == "var" {
                        context.report(file: file, at: member.location,
                                       "hold the repository '\(member.name)' as @ObservedObject (or as a 'let' @Observable value) so the scene updates")
                    } else if let held, Self.isObservableObject(held, project) {
                        context.report(file: file, at: member.location,
                                       "hold the repository '\(member.name)' as @ObservedObject: a 'let' of an ObservableObject does not update the scene")
                    }
                }
                if name.hasSuffix("delegate"), !member.hasModifier("weak") {
                    context.report(file: file, at: member.location, "hold the router delegate '\(member.name)' weak to avoid a retain cycle")
                }
            }
        }
    }

    /// An `ObservableObject` (by the tree's conformances) that is not also `@Observable`.
    static func isObservableObject(_ name: String, _ project: LintProject) -> Bool {
        let supertypes = project.supertypes(of: name)
        guard supertypes.contains("ObservableObject") || name == "ObservableObject" else { return false }
        let observable = supertypes.contains("Observable") || project.declarations(of: name).contains { $0.hasAttribute("Observable") }
        return !observable
    }

    /// The first constraint of each generic parameter of a type (`<R: HomeSceneRepositoryObject>`
    /// or `where R: …`), read from the tokens of its header.
    static func genericConstraints(of declaration: Declaration, in syntax: FileSyntax) -> [String: String] {
        guard !declaration.genericParameters.isEmpty else { return [:] }
        let parameters = Set(declaration.genericParameters)
        let end = declaration.body?.lowerBound ?? declaration.tokenRange.upperBound
        return syntax.file.withTokens { tokens in
            let file = syntax.file
            var significant: [Int] = []
            for i in declaration.nameToken..<min(end, tokens.count) where !tokens[i].kind.isTrivia { significant.append(i) }
            var constraints: [String: String] = [:]
            for (k, i) in significant.enumerated() where k + 2 < significant.count {
                let name = file.text(of: tokens[i])
                guard parameters.contains(name), constraints[name] == nil, tokens[significant[k + 1]].kind == .colon,
                      tokens[significant[k + 2]].kind == .identifier else { continue }
                constraints[name] = file.text(of: tokens[significant[k + 2]])
            }
            return constraints
        }
    }
}
