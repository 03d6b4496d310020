import HuddleArch
import Testing
@testable import {{Project}}

@MainActor
struct {{Name}}StepTests {
    private func makeFlow() -> {{Flow}}Flow {
        {{Flow}}Flow(context: {{Flow}}FlowContext(), component: {{Flow}}FlowComponent(parent: Fixtures.appComponent()))
    }

    @Test func isOneOfTheStepsOfItsFlow() {
        #expect(makeFlow().steps.contains { $0 is {{Name}}Step })
    }

    @Test func callsOnNextWhenDone() async throws {
        let flow = makeFlow()
        let step = try #require(flow.steps.first { $0 is {{Name}}Step })
        await step.run()
        #expect(step.isCompleted)
    }
}
