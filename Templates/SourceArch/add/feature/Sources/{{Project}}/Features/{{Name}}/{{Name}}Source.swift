import SourceArchitecture

/// Owns the `{{Name}}Model` state machine.
final class {{Name}}Source: SourceOf<{{Name}}Model> {
    @ActionFromMethod(start) private var startAction
    @ActionFromMethod(increment) private var incrementAction
    @ActionFromMethod(stop) private var stopAction

    var initialModel: {{Name}}Model {
        .idle(.init(start: startAction))
    }

    private func start() {
        model = .running(.init(count: 0, increment: incrementAction, stop: stopAction))
    }

    private func increment() {
        guard case .running(let running) = model else { return }
        model = .running(.init(count: running.count + 1, increment: incrementAction, stop: stopAction))
    }

    private func stop() {
        model = .idle(.init(start: startAction))
    }
}
