import ArchModel

/// S4 `state-owned-by-view-model`, its second half: no code calls `render(state:)`: the view
/// model renders its subscribed views itself. (That no code assigns another object's `state` is
/// the generic `assignment-scope` kind under the same id.)
///
/// `super.render(state:)` inside an override is allowed, and so is the file that declares the
/// runtime's generic `ViewModel` class (when it is vendored in the tree).
struct StateOwnedByViewModelRule: RuleChecker {
    func check(_ context: RuleContext) {
        for (f, file) in context.checkedFiles {
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
    fileprivate static let callsRender = "do not call 'render(state:)' directly; subscribe the view with 'subscribe(view:)' and let the view model render it"
}
