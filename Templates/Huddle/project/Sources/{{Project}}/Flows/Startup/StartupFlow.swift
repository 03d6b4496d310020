import HuddleArch

/// Runs once at launch, before the first screen appears.
final class StartupFlow: Flow<StartupFlowContext, StartupFlowComponent, EmptyResult> {
    init(context: StartupFlowContext, component: StartupFlowComponent) {
        super.init(context: context, component: component)
        self.steps = [
            PrefetchItemsStep(flow: self, context: context, component: component),
            // archtool:insert steps
        ]
    }
}

/// One-off launch state the steps read; not part of the dependency graph.
struct StartupFlowContext {
    var prefetchesItems = true
}

/// The flow's dependencies, by the names the root component declares.
final class StartupFlowComponent: Component {
    let itemsService: any ItemsProviding
    let itemsCache: ItemsCache

    init(parent: Component) {
        itemsService = parent.itemsService
        itemsCache = parent.itemsCache
        super.init(parent: parent)
    }
}
