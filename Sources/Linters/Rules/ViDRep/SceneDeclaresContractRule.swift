import ArchModel

/// V7 `scene-declares-contract`: each scene file declares `XSceneAction`,
/// `XSceneDispatcherObject`, `XSceneState` and `XSceneRepositoryObject`.
struct SceneDeclaresContractRule: ReadsNoCode {
    static let parts = ["Action", "DispatcherObject", "State", "RepositoryObject"]

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            // By index, fields read in place: a copy of each declaration retains all its arrays,
            // and most files declare no scene.
            let declarations = file.declarations
            var declared: Set<String>?
            for d in declarations.indices where declarations[d].kind.isConcreteType && declarations[d].parent == nil
                && !declarations[d].isInPreview && declarations[d].name.hasSuffix("Scene") {
                let name = declarations[d].name
                guard project.layers(ofDeclared: declarations[d].qualifiedName).contains("Scenes") else { continue }
                if declared == nil {
                    // (A type alias of that name is the contract's part too: `typealias
                    // ShelfSceneRepositoryObject = LibraryRepositoryPort` reuses another scene's port.)
                    declared = Set(declarations.indices.lazy.filter { declarations[$0].kind.isNominalType || declarations[$0].kind == .typealias }
                        .map { declarations[$0].name })
                }
                let missing = Self.parts.map { name + $0 }.filter { !declared!.contains($0) }
                if !missing.isEmpty {
                    context.report(file: f, at: declarations[d].location,
                                   "the scene file lacks its contract: \(missing.map { "'\($0)'" }.joined(separator: ", "))")
                }
            }
        }
    }
}
