import SourceArchitecture
import Testing
@testable import {{Project}}

@MainActor
struct {{Name}}SourceTests {
    @Test func startsIdle() {
        let source = {{Name}}Source().eraseToSource()

        guard case .idle = source.model else {
            Issue.record("expected idle, got \(source.model)")
            return
        }
    }

    @Test func startIncrementAndStopDriveTheStates() {
        let source = {{Name}}Source().eraseToSource()

        if case .idle(let idle) = source.model { idle.start() }
        if case .running(let running) = source.model { running.increment() }
        if case .running(let running) = source.model { running.increment() }

        guard case .running(let running) = source.model else {
            Issue.record("expected running, got \(source.model)")
            return
        }
        #expect(running.count == 2)

        running.stop()
        guard case .idle = source.model else {
            Issue.record("expected idle, got \(source.model)")
            return
        }
    }

    @Test func anActionFromAnEarlierStateHasExpired() {
        let source = {{Name}}Source().eraseToSource()
        if case .idle(let idle) = source.model { idle.start() }
        guard case .running(let running) = source.model else {
            Issue.record("expected running, got \(source.model)")
            return
        }

        running.stop()
        running.increment()

        guard case .idle = source.model else {
            Issue.record("expected idle, got \(source.model)")
            return
        }
    }

    @Test func theCompositionRootVendsTheSource() {
        let source = AppDependencies().{{name}}Source

        guard case .idle = source.model else {
            Issue.record("expected idle, got \(source.model)")
            return
        }
    }
}
