import HuddleArch

/// Warms the items cache so the first screen shows without a spinner.
final class PrefetchItemsStep: FlowStep<StartupFlowContext, StartupFlowComponent, EmptyResult> {
    private let itemsService: any ItemsProviding
    private let itemsCache: ItemsCache

    override init(flow: Flow<StartupFlowContext, StartupFlowComponent, EmptyResult>, context: StartupFlowContext, component: StartupFlowComponent) {
        itemsService = component.itemsService
        itemsCache = component.itemsCache
        super.init(flow: flow, context: context, component: component)
    }

    override func isApplicable(context: StartupFlowContext) -> Bool {
        context.prefetchesItems
    }

    override func run() async {
        // A failed prefetch must not block launch: the items screen fetches again on appear.
        if let items = try? await itemsService.fetchItems() {
            itemsCache.items = items
        }
        onNext()
    }
}
