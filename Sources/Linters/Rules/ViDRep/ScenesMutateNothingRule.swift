import ArchModel

/// V5 `scenes-mutate-nothing`: scenes assign nothing through their repository.
struct ScenesMutateNothingRule: RuleChecker {
    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            for assignment in file.assignments where !assignment.isInPreview {
                guard project.contains(.layers("Scenes"), file: f, declaration: assignment.declaration) else { continue }
                var path = assignment.path[...]
                if path.first == "self" { path = path.dropFirst() }
                guard path.count >= 2, let first = path.first, first.lowercased().hasSuffix("repository") else { continue }
                context.report(file: f, at: assignment.location,
                               "scenes mutate nothing: send an action to the dispatcher instead of assigning '\(path.joined(separator: "."))'")
            }
        }
    }
}
