import HuddleArch

/// One step of the {{flow}} flow.
final class {{Name}}Step: FlowStep<{{Flow}}FlowContext, {{Flow}}FlowComponent, EmptyResult> {
    override func isApplicable(context: {{Flow}}FlowContext) -> Bool {
        true
    }

    override func run() async {
        // Do the step's work here; calling onNext() lets the flow move on.
        onNext()
    }
}
