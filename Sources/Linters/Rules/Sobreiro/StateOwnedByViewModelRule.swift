import ArchModel

/// S4 `state-owned-by-view-model`, its second half: no code calls `render(state:)`: the view
/// model renders its subscribed views itself. (That no code assigns another object's `state` is
/// the generic `assignment-scope` kind under the same id.)
///
/// `super.render(state:)` inside an override is allowed, and so is the file that declares the
/// runtime's generic `ViewModel` class (when it is vendored in the tree).
struct StateOwnedByViewModelRule: RuleChecker {
    func check(_ context: RuleContext) {
        let project = context.project
        let resolver = VariableTypeResolver(project: project)
        for (f, file) in context.checkedFiles {
            // The runtime's own `ViewModel<State>` renders the views: its file is exempt.
            // By index, fields in place: copying every `Declaration` and `Call` retains their arrays.
            let declarations = file.declarations
            let isRuntime = declarations.indices.contains {
                declarations[$0].kind == .class && declarations[$0].name == "ViewModel" && !declarations[$0].genericParameters.isEmpty
            }
            if isRuntime { continue }
            let calls = file.calls
            for c in calls.indices where !calls[c].isInPreview && calls[c].name == "render" && calls[c].labels == ["state"] {
                guard calls[c].receiver != ["super"], !isPlainView(calls[c], file: f, project, resolver) else { continue }
                context.report(file: f, at: calls[c].location, .callsRender)
            }
        }
    }

    /// Whether the call's receiver is known to be no `StatefulView` (a type of the Views layer):
    /// a plain subview with a `render(state:)` of its own, configured by its screen.
    private func isPlainView(_ call: Call, file f: Int, _ project: LintProject, _ resolver: VariableTypeResolver) -> Bool {
        guard !call.receiver.isEmpty, call.receiver != ["self"] else { return false }
        let types = resolver.types(ofChain: Array(call.receiver), before: call.token, file: f, declaration: call.declaration)
        return !types.isEmpty && types.allSatisfy { type in
            switch type.origin {
            case .tree(let key): !project.layers(ofDeclared: key).contains("Views")
            case .named: !project.isTreeType(type.name)
            case .local, .bound: false
            }
        }
    }

    /// Its findings land on calls `render(state: …)`.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        let renders = WordFilter.call("render", label: "state")
        return project.files(files, withCodeIn: .all) { project.mayName(renders, file: $0) }
    }
}

extension String {
    fileprivate static let callsRender = "do not call 'render(state:)' directly; subscribe the view with 'subscribe(view:)' and let the view model render it"
}
