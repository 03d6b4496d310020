/// Runs its `steps` in series. Subclasses set `steps` in `init`.
///
/// `run()` runs every applicable step in order; a step tells the flow it is done by calling
/// `onNext()`. A step that returns without calling `onNext()` stops the flow there, and
/// `onComplete` is called only when every applicable step has finished.
@MainActor
open class Flow<Context, FlowComponent: Component, ResultObject: FlowResult> {
    public typealias FlowStepType = FlowStep<Context, FlowComponent, ResultObject>

    public var result: ResultObject?
    public var steps: [FlowStepType] = []
    public var onComplete: (() -> Void)?
    public let context: Context

    public init(context: Context, component: FlowComponent, result: (@Sendable () -> ResultObject?)? = nil) {
        self.context = context
        self.result = result?()
    }

    open func run() async {
        for step in steps where step.isApplicable(context: context) {
            step.isCompleted = false
            await step.run()
            guard step.isCompleted else {
                return
            }
        }
        onComplete?()
    }

    /// Runs every applicable step with `run(flowResult:)`, each one seeing the result so far.
    open func runResult() async -> ResultObject? {
        var latest: ResultObject?
        for step in steps where step.isApplicable(context: context) {
            latest = await step.run(flowResult: latest)
            result = latest
        }
        return latest
    }
}
