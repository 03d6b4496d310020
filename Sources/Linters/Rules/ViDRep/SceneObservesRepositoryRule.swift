import ArchModel

/// V6 `scene-observes-repository`: a scene's repository property is observed (an observation
/// wrapper, or a `let` or `var` holding an @Observable reference) and its router delegate is `weak`.
/// `@StateObject` (or `@State`, for an @Observable one) observes, but makes the scene own the
/// repository the Resolver hands it.
///
/// The repository property is the one named `…repository`, or typed by a Repository, a
/// `…RepositoryObject` port, or a generic parameter constrained to one. Unobserved: a `var`
/// without an observation wrapper of a type not known to be `@Observable`, or such a `let` (a `let`
/// of an `ObservableObject` does not subscribe to `objectWillChange`; an `@Observable` value
/// needs no wrapper; of a port that is neither, nothing says the scene updates). A property
/// whose type is not known (no annotation, an unconstrained generic parameter, a type alias, a
/// type from outside the tree) is not judged.
struct SceneObservesRepositoryRule: ReadsNoCode {
    static let observing: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "State", "Environment"]

    func check(_ context: RuleContext) {
        let project = context.project
        for type in project.concreteTypes(in: "Scenes") {
            let constraints = project.files[type.file].genericConstraints(of: type.declaration)
            for (file, member) in project.members(ofDeclared: type.declaration.qualifiedName)
            where member.kind == .variable && member.storage == .stored && !member.hasModifier("static") {
                let name = member.name.lowercased()
                let held = SceneRepositoryProperties.heldTypes(member, constraints: constraints, file: file, project)
                let isRepository = SceneRepositoryProperties.isRepository(member, held: held, file: file, project)
                // Owning is judged by the type held (a repository, its port, a parameter constrained
                // to one), not by the name alone (`@State var selectedRepository: String?` is state).
                if SceneRepositoryProperties.holdsRepository(held, file: file, declaration: member.parent, project), let owning = member.attributes.first(where: { $0.isNamed("StateObject") || $0.isNamed("State") }) {
                    // `@State` owns an @Observable repository as `@StateObject` owns an ObservableObject.
                    let instead = owning.isNamed("State") ? "as a 'let' (an @Observable value needs no wrapper)" : "as @ObservedObject"
                    context.report(file: file, at: owning.location,
                                   "hold the repository '\(member.name)' \(instead): @\(TypeIndex.simpleName(owning.name)) makes the scene own it, "
                                       + "and the Resolver hands every scene the app's one repository")
                } else if isRepository, !member.attributes.contains(where: { attribute in Self.observing.contains(where: attribute.isNamed) }) {
                    if member.binding == "var" {
                        // SwiftUI tracks an @Observable value read in `body` whether it is held by
                        // a `let` or a `var` (`var book: Book` in Apple's migration guide).
                        if !Self.isObservable(held, project) {
                            context.report(file: file, at: member.location,
                                           "hold the repository '\(member.name)' as @ObservedObject (or as an @Observable value) so the scene updates")
                        }
                    } else if Self.isObservableObject(held, project) {
                        context.report(file: file, at: member.location,
                                       "hold the repository '\(member.name)' as @ObservedObject: a 'let' of an ObservableObject does not update the scene")
                    } else if held.contains(where: project.isTreeType), !Self.isObservable(held, project) {
                        context.report(file: file, at: member.location,
                                       "hold the repository '\(member.name)' as @ObservedObject, or make its type @Observable: "
                                           + "nothing says a 'let' of '\(held.joined(separator: " & "))' updates the scene")
                    }
                }
                // Named so, or holding a router delegate (`let router: any BooksSceneRouterDelegate`;
                // not a closure that takes or returns one).
                let isDelegate = name.hasSuffix("delegate") || held.contains { $0.hasSuffix("RouterDelegate") }
                if isDelegate, !member.hasModifier("weak"), !member.modifiers.contains(where: { $0.hasPrefix("unowned") }) {
                    context.report(file: file, at: member.location, "hold the router delegate '\(member.name)' weak to avoid a retain cycle")
                }
            }
        }
    }

    /// Known to be `@Observable`: a type marked so or refining `Observable` (by the tree's
    /// conformances), or a generic parameter one of whose constraints is.
    static func isObservable(_ names: [String], _ project: LintProject) -> Bool {
        names.contains { name in
            let supertypes = project.supertypes(of: name)
            // (`@Observable` on a superclass in the tree makes its subclasses observable too.)
            return isMarkedObservable(name, supertypes: supertypes, project)
                || supertypes.contains { project.declarations(of: $0).contains { $0.hasAttribute("Observable") } }
        }
    }

    /// `Observable` itself, refining it, or marked `@Observable` in its own declarations.
    private static func isMarkedObservable(_ name: String, supertypes: Set<String>, _ project: LintProject) -> Bool {
        name == "Observable" || supertypes.contains("Observable") || project.declarations(of: name).contains { $0.hasAttribute("Observable") }
    }

    /// An `ObservableObject` (by the tree's conformances) that is not also `@Observable`: a type,
    /// or a generic parameter by all its constraints (`R: HomeSceneRepositoryObject & ObservableObject`).
    static func isObservableObject(_ names: [String], _ project: LintProject) -> Bool {
        var observableObject = false
        for name in names {
            let supertypes = project.supertypes(of: name)
            if isMarkedObservable(name, supertypes: supertypes, project) { return false }
            if supertypes.contains("ObservableObject") || name == "ObservableObject" { observableObject = true }
        }
        return observableObject
    }
}
