import ArchModel

/// V9 `infrastructure-has-no-dependencies`, the part no generic kind expresses: APIClient and
/// Database initializers take no project types other than ports named `*Object`.
///
/// A struct that declares no initializer in its body has the memberwise one, whose parameters
/// are its stored instance properties without an initial value (`let config: KeychainConfig`):
/// those count as the parameters of an `init` written out would. (A property with a value is
/// state the struct makes for itself, and so is a `var` of an optional type written `T?` or `T!`
/// (`nil`; not `Optional<T>`, which Swift does not start at `nil`) and one whose wrapper's
/// attribute takes arguments (`@UserDefault(key: "theme", defaultValue: .light) var theme: Theme`);
/// an `init` in an extension keeps the memberwise one.) A type nested in the client or database
/// itself (`BooksAPIClient.Configuration`) is its own, no dependency.
struct InfrastructureHasNoDependenciesRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        let project = context.project
        for layer in ["APIClients", "Databases"] {
            for type in project.concreteTypes(in: layer) {
                for (file, index) in project.memberIndices(ofDeclared: type.declaration.qualifiedName)
                where project.files[file].declarations[index].kind == .initializer {
                    let member = project.files[file].declarations[index]
                    if let first = projectTypes(member.parameters.map(\.type), file: file, declaration: index, of: type.declaration, project).first {
                        context.report(file: file, at: member.location,
                                       "'\(type.declaration.name)' takes the project type '\(first)'; infrastructure has no dependencies")
                    }
                }
                if type.declaration.kind == .struct, let (property, first) = memberwiseDependency(of: type.index, file: type.file, project) {
                    let name = project.files[type.file].declarations[property].name
                    context.report(file: type.file, at: project.files[type.file].declarations[property].location,
                                   "'\(type.declaration.name)' takes the project type '\(first)' through its memberwise initializer's '\(name)'; "
                                       + "infrastructure has no dependencies")
                }
            }
        }
    }

    /// The project types named in `types`, written in declaration `index`: not a port named
    /// `*Object`, nor a name that a generic parameter or a type alias binds there
    /// (`init<Store>(store: Store)`).
    private func projectTypes(_ types: [String], file: Int, declaration index: Int, of owner: Declaration, _ project: LintProject) -> [String] {
        let found = types.flatMap { identifiers(inType: $0) }
            .filter { project.isTreeType($0) && !$0.hasSuffix("Object") && !project.index.isShadowed($0, file: file, declaration: index) }
        guard !found.isEmpty else { return [] }
        // (Not a type nested in the client or database itself, in its body or an extension.)
        let nested = Set(project.members(ofDeclared: owner.qualifiedName).lazy.filter { $0.declaration.kind.isNominalType || $0.declaration.kind == .typealias }
            .map(\.declaration.name))
        return found.filter { !nested.contains($0) }
    }

    /// The first stored property of the struct at `index` that makes its memberwise initializer
    /// take a project type, with that type; nil when the struct declares an initializer in its
    /// body (then it has no memberwise one) or no such property.
    private func memberwiseDependency(of index: Int, file: Int, _ project: LintProject) -> (Int, String)? {
        let syntax = project.files[file]
        let children = syntax.childIndices(of: index)
        guard !children.contains(where: { syntax.declarations[$0].kind == .initializer }) else { return nil }
        for d in children where syntax.declarations[d].kind == .variable && syntax.declarations[d].storage == .stored {
            let property = syntax.declarations[d]
            guard !property.hasModifier("static"), !property.hasModifier("class"), !property.hasModifier("lazy"),
                  !property.attributes.contains(where: { $0.arguments != nil }), let annotation = property.typeAnnotation,
                  !(property.binding == "var" && (annotation.hasSuffix("?") || annotation.hasSuffix("!"))),
                  VariableTypeResolver.initialValue(afterName: property.nameToken, syntax) == nil else { continue }
            if let first = projectTypes([annotation], file: file, declaration: d, of: syntax.declarations[index], project).first { return (d, first) }
        }
        return nil
    }
}
