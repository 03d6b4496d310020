import ArchModel

/// S4 `state-owned-by-view-model`: no code assigns another object's `state`
/// (`viewModel.state = …`, `self.viewModel.state.x += …`), and no code calls
/// `render(state:)`: the view model renders its subscribed views itself.
///
/// `state = …` and `self.state = …` are an object's own state (a view model's is checked by
/// `state-written-in-write`); `super.render(state:)` inside an override is allowed, and so is
/// the file that declares the runtime's generic `ViewModel` class (when it is vendored in the tree).
struct StateOwnedByViewModelRule: RuleChecker {
    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in project.files.enumerated() {
            for assignment in file.assignments where !assignment.isInPreview {
                let path = assignment.path
                guard let index = path.indices.dropFirst().first(where: { path[$0] == "state" }),
                      !(index == 1 && (path[0] == "self" || path[0] == "super")) else { continue }
                // The `state` member's own position: the `index`-th named component of the chain.
                let location = file.references.filter {
                    $0.name == "state" && $0.isMember && $0.token < assignment.token && !($0.location < assignment.location)
                }.first?.location ?? assignment.location
                let owner = path[(path[0] == "self" ? 1 : 0)..<index].joined(separator: ".")
                context.report(file: f, at: location, .assignsState(owner))
            }
            // The runtime's own `ViewModel<State>` renders the views: its file is exempt.
            let isRuntime = file.declarations.contains { $0.kind == .class && $0.name == "ViewModel" && !$0.genericParameters.isEmpty }
            for call in file.calls where !isRuntime && !call.isInPreview && call.name == "render" && call.labels == ["state"] {
                guard call.receiver != ["super"] else { continue }
                context.report(file: f, at: call.location, .callsRender)
            }
        }
    }
}

extension String {
    fileprivate static func assignsState(_ owner: String) -> String {
        "only the view model assigns its state; call a command of '\(owner)' instead of assigning '\(owner).state'"
    }

    fileprivate static let callsRender = "do not call 'render(state:)' directly; subscribe the view with 'subscribe(view:)' and let the view model render it"
}
