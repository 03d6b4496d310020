import HuddleArch
import Testing
@testable import {{Project}}

@MainActor
struct {{Name}}FlowTests {
    @Test func runsEveryApplicableStepThenCompletes() async {
        let flow = {{Name}}Flow(context: {{Name}}FlowContext(), component: {{Name}}FlowComponent(parent: Fixtures.appComponent()))
        var completed = false
        flow.onComplete = { completed = true }
        await flow.run()
        #expect(completed)
        #expect(flow.steps.allSatisfy { $0.isCompleted || !$0.isApplicable(context: flow.context) })
    }
}
