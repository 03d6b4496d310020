import ArchModel

/// V9 `infrastructure-has-no-dependencies`, the part no generic kind expresses: APIClient and
/// Database initializers take no project types other than ports named `*Object`.
struct InfrastructureHasNoDependenciesRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        let project = context.project
        for layer in ["APIClients", "Databases"] {
            for type in project.concreteTypes(in: layer) {
                for (file, index) in project.memberIndices(ofDeclared: type.declaration.qualifiedName)
                where project.files[file].declarations[index].kind == .initializer {
                    let member = project.files[file].declarations[index]
                    // Not a name that a generic parameter or a type alias binds there (`init<Store>(store: Store)`).
                    let projectTypes = member.parameters.flatMap { identifiers(inType: $0.type) }
                        .filter { project.isTreeType($0) && !$0.hasSuffix("Object") && !project.index.isShadowed($0, file: file, declaration: index) }
                    if let first = projectTypes.first {
                        context.report(file: file, at: member.location,
                                       "'\(type.declaration.name)' takes the project type '\(first)'; infrastructure has no dependencies")
                    }
                }
            }
        }
    }
}
