import ArchModel

/// V6 `scene-observes-repository`: a scene's repository property is observed (an observation
/// wrapper, or a `let` holding an @Observable reference) and its router delegate is `weak`.
struct SceneObservesRepositoryRule: RuleChecker {
    static let observing: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "State", "Environment"]

    func check(_ context: RuleContext) {
        for type in context.project.concreteTypes(in: "Scenes") {
            for (file, member) in context.project.members(ofType: type.declaration.name)
            where member.kind == .variable && member.storage == .stored && !member.hasModifier("static") {
                let name = member.name.lowercased()
                if name.hasSuffix("repository"), member.binding == "var",
                   !member.attributes.contains(where: { Self.observing.contains($0.name) }) {
                    context.report(file: file, at: member.location,
                                   "hold the repository '\(member.name)' as @ObservedObject (or as a 'let' @Observable value) so the scene updates")
                }
                if name.hasSuffix("delegate"), !member.hasModifier("weak") {
                    context.report(file: file, at: member.location, "hold the router delegate '\(member.name)' weak to avoid a retain cycle")
                }
            }
        }
    }
}
