import ArchModel

/// V9 `infrastructure-has-no-dependencies`, the part no generic kind expresses: APIClient and
/// Database initializers take no project types other than ports named `*Object`.
struct InfrastructureHasNoDependenciesRule: RuleChecker {
    func check(_ context: RuleContext) {
        let project = context.project
        for layer in ["APIClients", "Databases"] {
            for type in project.concreteTypes(in: layer) {
                for (file, member) in project.members(ofType: type.declaration.name) where member.kind == .initializer {
                    let projectTypes = member.parameters.flatMap { identifiers(inType: $0.type) }
                        .filter { project.isTreeType($0) && !$0.hasSuffix("Object") }
                    if let first = projectTypes.first {
                        context.report(file: file, at: member.location,
                                       "'\(type.declaration.name)' takes the project type '\(first)'; infrastructure has no dependencies")
                    }
                }
            }
        }
    }
}
