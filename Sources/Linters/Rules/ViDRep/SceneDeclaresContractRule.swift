import ArchModel

/// V7 `scene-declares-contract`: each scene file declares `XSceneAction`,
/// `XSceneDispatcherObject`, `XSceneState` and `XSceneRepositoryObject`.
struct SceneDeclaresContractRule: ReadsNoCode {
    static let parts = ["Action", "DispatcherObject", "State", "RepositoryObject"]

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            let declared = Set(file.declarations.filter { $0.kind.isNominalType }.map(\.name))
            for declaration in file.declarations
            where declaration.kind.isConcreteType && declaration.parent == nil && !declaration.isInPreview && declaration.name.hasSuffix("Scene") {
                guard project.layers(ofDeclared: declaration.qualifiedName).contains("Scenes") else { continue }
                let missing = Self.parts.map { declaration.name + $0 }.filter { !declared.contains($0) }
                if !missing.isEmpty {
                    context.report(file: f, at: declaration.location,
                                   "the scene file lacks its contract: \(missing.map { "'\($0)'" }.joined(separator: ", "))")
                }
            }
        }
    }
}
