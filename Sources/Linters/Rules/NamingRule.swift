import ArchModel

/// Generic kind `naming`: concrete types in scope are named with one of the suffixes. A type
/// nested in another type or in an extension is judged by its own layers (a `ViewModel`
/// subclass namespaced in an `enum`), not by its enclosing type's (a `Loader` nested in a view
/// model, a type in a file of the layer's folder).
struct NamingRule: ReadsNoCode {
    let scope: Scope
    let suffixes: [String]

    /// A scope of paths or of every file judges the types of no layer of a file it covers.
    func judgesTypesInNoLayer(file f: Int, in project: LintProject) -> Bool {
        project.coversCodeInNoLayer(scope, file: f)
    }

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices
            where file.declarations[d].kind.isConcreteType && !file.declarations[d].isLocal && !file.declarations[d].isInPreview {
                let declaration = file.declarations[d]
                guard !suffixes.contains(where: { declaration.name.hasSuffix($0) }) else { continue }
                if declaration.parent == nil {
                    guard project.contains(scope, file: f, declaration: d) else { continue }
                } else {
                    let own = project.layers(ofDeclared: project.index.canonicalKey(declaration.qualifiedName))
                    guard !own.isDisjoint(with: scope.layers), own.isDisjoint(with: scope.except) else { continue }
                }
                context.report(file: f, at: declaration.location,
                               "'\(declaration.name)' should be named '*\(suffixes.joined(separator: "' or '*"))'")
            }
        }
    }
}
