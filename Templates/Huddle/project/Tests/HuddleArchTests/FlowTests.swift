import Testing
@testable import HuddleArch

private struct TestContext {
    var skipped: Set<String> = []
}

private struct Names: FlowResult, Equatable {
    var values: [String] = []

    func updating(_ with: Names) -> Names {
        Names(values: values + with.values)
    }
}

@MainActor
private final class Log {
    var entries: [String] = []
}

private final class RecordingStep: FlowStep<TestContext, EmptyComponent, Names> {
    let name: String
    let log: Log
    let finishes: Bool

    init(_ name: String, log: Log, finishes: Bool = true, flow: Flow<TestContext, EmptyComponent, Names>, context: TestContext) {
        self.name = name
        self.log = log
        self.finishes = finishes
        super.init(flow: flow, context: context, component: EmptyComponent())
    }

    override func isApplicable(context: TestContext) -> Bool {
        !context.skipped.contains(name)
    }

    override func run() async {
        log.entries.append(name)
        disposeOnNext { [log, name] in log.entries.append("dispose \(name)") }
        if finishes {
            onNext()
        }
    }

    override func run(flowResult: Names? = nil) async -> Names? {
        (flowResult ?? Names()).updating(Names(values: [name]))
    }
}

private final class TestFlow: Flow<TestContext, EmptyComponent, Names> {
    init(context: TestContext, log: Log, unfinished: String? = nil) {
        super.init(context: context, component: EmptyComponent())
        self.steps = ["first", "second", "third"].map { name in
            RecordingStep(name, log: log, finishes: name != unfinished, flow: self, context: context)
        }
    }
}

@MainActor
struct FlowTests {
    @Test func runsStepsInOrderThenCompletes() async {
        let log = Log()
        let flow = TestFlow(context: TestContext(), log: log)
        var completed = false
        flow.onComplete = { completed = true }
        await flow.run()
        #expect(log.entries == ["first", "dispose first", "second", "dispose second", "third", "dispose third"])
        #expect(completed)
    }

    @Test func skipsStepsThatAreNotApplicable() async {
        let log = Log()
        let flow = TestFlow(context: TestContext(skipped: ["second"]), log: log)
        await flow.run()
        #expect(log.entries.filter { !$0.hasPrefix("dispose") } == ["first", "third"])
    }

    @Test func stopsAtAStepThatNeverCallsOnNext() async {
        let log = Log()
        let flow = TestFlow(context: TestContext(), log: log, unfinished: "second")
        var completed = false
        flow.onComplete = { completed = true }
        await flow.run()
        #expect(log.entries == ["first", "dispose first", "second"])
        #expect(!completed)
    }

    @Test func runResultBuildsTheResultAcrossSteps() async {
        let flow = TestFlow(context: TestContext(skipped: ["first"]), log: Log())
        let result = await flow.runResult()
        #expect(result == Names(values: ["second", "third"]))
        #expect(flow.result == result)
    }
}
