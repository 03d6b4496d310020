import ArchModel

/// Generic kind `forbidden-imports`: files with code in scope import none of these modules.
struct ForbiddenImportsRule: RuleChecker {
    let scope: Scope
    let modules: [String]

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles where project.fileTouches(scope, file: f) {
            for declaration in file.imports where modules.contains(declaration.module) && !declaration.isInPreview {
                context.report(file: f, at: declaration.location, "\(scope.phrase) may not import '\(declaration.module)'")
            }
        }
    }
}
