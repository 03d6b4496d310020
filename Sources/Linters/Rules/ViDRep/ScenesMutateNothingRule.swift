import ArchModel

/// V5 `scenes-mutate-nothing`: scenes assign nothing through their repository.
struct ScenesMutateNothingRule: RuleChecker {
    static let scenes = Scope.layers("Scenes")

    func check(_ context: RuleContext) {
        let project = context.project
        // The repository properties of each scene type, by the type's simple name.
        var repositories: [String: Set<String>] = [:]
        for scene in project.concreteTypes(in: "Scenes") {
            let names = SceneRepositoryProperties.names(ofScene: scene.declaration, file: scene.file, project)
            repositories[LintProject.simpleName(scene.declaration.name), default: []].formUnion(names)
        }
        for (f, file) in context.checkedFiles {
            for assignment in file.assignments where !assignment.isInPreview {
                // The path first: it is cheap, and rules out nearly every assignment.
                var path = assignment.path[...]
                if path.first == "self" { path = path.dropFirst() }
                guard path.count >= 2, let first = path.first else { continue }
                let isRepository = SceneRepositoryProperties.isRepositoryName(first)
                    || (!repositories.isEmpty && file.enclosingType(of: assignment.declaration).map { t in
                        repositories[LintProject.simpleName(file.declarations[t].name)]?.contains(first) == true } == true)
                guard isRepository, project.contains(Self.scenes, file: f, declaration: assignment.declaration) else { continue }
                context.report(file: f, at: assignment.location,
                               "scenes mutate nothing: send an action to the dispatcher instead of assigning '\(path.joined(separator: "."))'")
            }
        }
    }
}
