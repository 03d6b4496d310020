import HuddleArch

/// Loads the items list, from the cache the start-up flow warmed or from the items service,
/// and publishes it through its view model.
final class ItemsModule: ModuleObject<RootModuleHolderContext, ItemsModuleComponentImpl, ItemsRouter>, ItemsSupporting {
    let viewModel = ItemsViewModel()

    private let itemsService: any ItemsProviding
    private let itemsCache: ItemsCache

    required init(holder: (any ModuleHolding)?, context: RootModuleHolderContext, component: ItemsModuleComponentImpl) {
        itemsService = component.itemsService
        itemsCache = component.itemsCache
        super.init(holder: holder, context: context, component: component)
    }

    func loadItems() async {
        if let cached = itemsCache.items {
            viewModel.show(cached)
            return
        }
        viewModel.showLoading()
        do {
            let items = try await itemsService.fetchItems()
            itemsCache.items = items
            viewModel.show(items)
        } catch {
            viewModel.showFailure(error)
        }
    }

    func refresh() async {
        itemsCache.items = nil
        await loadItems()
    }
}

/// What the rest of the app may ask of the items module.
/// `Sendable` (its conformers are main-actor classes), so a view may call it from the
/// `@Sendable` closure of `.refreshable`.
@MainActor
protocol ItemsSupporting: AnyObject, Sendable {
    var viewModel: ItemsViewModel { get }
    func loadItems() async
    func refresh() async
}

/// The dependencies the items module needs, by the names the root component declares.
protocol ItemsModuleComponent: Component {
    var itemsService: any ItemsProviding { get }
    var itemsCache: ItemsCache { get }
}

final class ItemsModuleComponentImpl: Component, ItemsModuleComponent {
    let itemsService: any ItemsProviding
    let itemsCache: ItemsCache

    init(parent: Component) {
        itemsService = parent.itemsService
        itemsCache = parent.itemsCache
        super.init(parent: parent)
    }
}
