import ArchModel

/// SA8 `models-are-values`, the part no layer definition reaches: a tree type named only as
/// the type of an `@Source` property (`@Source var model: M`) is a Model too, and must be a
/// struct or an enum. Types of the `Models` layer are checked by the rule's `typeShape` part.
struct ModelsAreValuesRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        let project = context.project
        let models = project.sourcePropertyModelTypes
        guard !models.isEmpty else { return }
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices
            where (file.declarations[d].kind == .class || file.declarations[d].kind == .actor) && !file.declarations[d].isLocal && !file.declarations[d].isInPreview {
                let declaration = file.declarations[d]
                guard models.contains(project.index.canonicalKey(declaration.qualifiedName)),
                      !project.contains(LintProject.models, file: f, declaration: d) else { continue }
                context.report(file: f, at: declaration.location, .notAValue(declaration.name, declaration.kind.rawValue))
            }
        }
    }
}

extension String {
    fileprivate static func notAValue(_ name: String, _ kind: String) -> String {
        "'\(name)' must be a struct or an enum, not \(kind == "actor" ? "an" : "a") \(kind)"
    }
}
