/// One step of a `Flow`. Overrides `run()` and calls `onNext()` when its work is done.
@MainActor
open class FlowStep<FlowContext, FlowComponent: Component, FlowResultObject: FlowResult> {
    public weak var flow: Flow<FlowContext, FlowComponent, FlowResultObject>?
    public let context: FlowContext
    /// Whether the step called `onNext()` during its last run.
    public internal(set) var isCompleted = false

    private var disposables: [() -> Void] = []

    public init(flow: Flow<FlowContext, FlowComponent, FlowResultObject>, context: FlowContext, component: FlowComponent) {
        self.flow = flow
        self.context = context
    }

    open func isApplicable(context: FlowContext) -> Bool {
        true
    }

    open func run() async {}

    open func run(flowResult: FlowResultObject? = nil) async -> FlowResultObject? {
        guard let flowResult else {
            return flow?.result
        }
        return flow?.result?.updating(flowResult) ?? flowResult
    }

    /// Marks the step done, releases what it registered with `disposeOnNext(_:)`, and lets the
    /// flow move on.
    open func onNext() {
        isCompleted = true
        let cleanups = disposables
        disposables = []
        cleanups.forEach { $0() }
    }

    /// Registers work to undo when the step finishes (upstream stores Combine cancellables).
    public func disposeOnNext(_ cleanup: @escaping () -> Void) {
        disposables.append(cleanup)
    }
}
