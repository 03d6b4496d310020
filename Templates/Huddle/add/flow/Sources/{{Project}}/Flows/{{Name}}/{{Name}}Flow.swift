import HuddleArch

/// Runs the {{name_words}} steps in order; `CompositionRoot.start()` runs it at launch.
final class {{Name}}Flow: Flow<{{Name}}FlowContext, {{Name}}FlowComponent, EmptyResult> {
    init(context: {{Name}}FlowContext, component: {{Name}}FlowComponent) {
        super.init(context: context, component: component)
        self.steps = [
            // archtool:insert steps
        ]
    }
}

/// One-off state the {{name_words}} steps read; not part of the dependency graph.
struct {{Name}}FlowContext {}

/// The dependencies of the {{name_words}} steps. Declare each one as a stored property filled in
/// `init(parent:)` from `parent.<name>`, under the name an ancestor component declares.
final class {{Name}}FlowComponent: Component {
    init(parent: Component) {
        super.init(parent: parent)
    }
}
