import ArchModel

/// H13 `flow-sets-steps`: a `Flow` subclass sets `steps` in its initializer. An initializer
/// that delegates to `self.init(…)` counts as setting them; a flow without an initializer
/// is reported at its name.
struct FlowSetsStepsRule: RuleChecker {
    /// Calls on `steps` that set it as much as an assignment does.
    static let mutations: Set<String> = ["append", "insert"]

    func check(_ context: RuleContext) {
        let project = context.project
        for flow in project.concreteTypes(in: "Flows") where flow.declaration.kind == .class {
            let file = project.files[flow.file]
            let name = LintProject.simpleName(flow.declaration.name)
            let initializers = file.childIndices(of: flow.index).filter { file.declarations[$0].kind == .initializer }
            if initializers.isEmpty {
                context.report(file: flow.file, at: flow.declaration.location, "'\(name)' must set 'steps' in an 'init'")
                continue
            }
            for i in initializers where !setsSteps(i, file) {
                context.report(file: flow.file, at: file.declarations[i].location, "this 'init' of '\(name)' must set 'steps'")
            }
        }
    }

    private func setsSteps(_ initializer: Int, _ file: FileSyntax) -> Bool {
        let isSteps: ([String]) -> Bool = { $0 == ["steps"] || $0 == ["self", "steps"] }
        if file.assignments.contains(where: { isSteps($0.path) && file.isDeclaration($0.declaration, inside: initializer) }) { return true }
        return file.calls.contains { call in
            guard file.isDeclaration(call.declaration, inside: initializer) else { return false }
            return (Self.mutations.contains(call.name) && isSteps(call.receiver)) || (call.name == "init" && call.receiver == ["self"])
        }
    }
}
