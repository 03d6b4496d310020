import ArchModel

/// V2 `repository-has-no-dependencies`, the part no generic kind expresses: the Repository's
/// initializers take no parameters. The Repository is a class of the layer, as V1 counts it; the
/// values it stores, declared beside it in `Repositories/`, are not it.
struct RepositoryHasNoDependenciesRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        for type in context.project.concreteTypes(in: "Repositories") where type.declaration.kind == .class {
            for (file, member) in context.project.members(ofDeclared: type.declaration.qualifiedName)
            where member.kind == .initializer && !member.parameters.isEmpty {
                context.report(file: file, at: member.location,
                               "the Repository '\(type.declaration.name)' takes no initializer parameters; it stores data and has no dependencies")
            }
        }
    }
}
