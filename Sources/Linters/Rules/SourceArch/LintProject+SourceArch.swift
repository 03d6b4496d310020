import ArchModel

/// Queries the SourceArch checks share.
extension LintProject {
    /// The `Models` layer as a scope, made once: a `Scope` holds a set.
    static let models = Scope.layers("Models")

    /// Tree types named as the type of an `@Source` property (`@Source var model: M`), which are
    /// Models too although no `genericArgumentOf` layer definition can name them: by qualified
    /// name, the type the annotation names where it is written (`Status.Model`, not a namesake).
    var sourcePropertyModelTypes: Set<String> {
        var names: Set<String> = []
        let entries = index.entries
        for (f, file) in files.enumerated() {
            for d in file.declarations.indices
            where file.declarations[d].kind == .variable && file.declarations[d].attributes.contains(named: "Source") && !file.declarations[d].isInPreview && !file.declarations[d].isLocal {
                let declaration = file.declarations[d]
                guard let text = declaration.typeAnnotation else { continue }
                // `Status.Model` as written, also as an optional or array (`Model?`, `[Model]`,
                // `Optional<Model>`); the first name of anything else.
                var path = TypeIndex.pathName(FileFacts.element(ofWrapper: text))
                if TypeIndex.topLevelComponents(path) == nil {
                    guard let first = declaration.typeIdentifiers.first else { continue }
                    path = first
                }
                let simple = LintProject.simpleName(path)
                // A generic parameter (`struct V<Model>: Renderer { @Source var model: Model }`, or one
                // of an extended type) or an associated type shadows a tree type.
                guard isTreeType(simple), path.contains(".") || !index.isShadowed(simple, file: f, declaration: d) else { continue }
                for position in index.resolve(path, scope: declaration.path, module: moduleNamespaces.hints[f]) where entries[position].kind != nil {
                    names.insert(entries[position].qualifiedName)
                }
            }
        }
        return names
    }

    /// Whether the code of a declaration belongs to a Model: by the `Models` layer (`models`:
    /// the file's `scopeMask(LintProject.models, file:)`, made once per file by the caller) or as
    /// a type (or a member of a type) named by an `@Source` property.
    func isModelCode(file f: Int, declaration d: Int, extraModels: Set<String>, models: ScopeMask) -> Bool {
        if models.contains(d) { return true }
        if extraModels.isEmpty { return false }
        let declarations = files[f].declarations
        var current: Int? = d
        while let c = current {
            if declarations[c].kind.hasMembers, extraModels.contains(index.canonicalKey(declarations[c].typeKey)) { return true }
            current = declarations[c].parent
        }
        return false
    }
}
