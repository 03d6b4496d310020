import ArchModel

/// H14 `only-holders-assign-modules`: only `ModuleHolder` subclasses assign (or append to)
/// `supportedModules`.
struct OnlyHoldersAssignModulesRule: RuleChecker {
    /// Calls on `supportedModules` that change it as much as an assignment does.
    static let mutations: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast"]

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in project.files.enumerated() {
            func isHolder(_ declaration: Int?) -> Bool {
                project.layers(file: f, declaration: declaration).contains("ModuleHolders")
            }
            for assignment in file.assignments
            where assignment.path.last == "supportedModules" && !assignment.isInPreview && !isHolder(assignment.declaration) {
                let location = assignment.path.count == 1
                    ? assignment.location : file.memberLocation("supportedModules", before: assignment.token) ?? assignment.location
                report(context, f, location)
            }
            for call in file.calls
            where call.receiver.last == "supportedModules" && Self.mutations.contains(call.name) && !call.isInPreview && !isHolder(call.declaration) {
                report(context, f, call.receiver.count == 1
                       ? file.location(ofToken: call.token) : file.memberLocation("supportedModules", before: call.token) ?? call.location)
            }
        }
    }

    private func report(_ context: RuleContext, _ file: Int, _ location: SourceLocation) {
        context.report(file: file, at: location, "only module holders assign 'supportedModules'; build and hold modules in a 'ModuleHolder' subclass")
    }
}
