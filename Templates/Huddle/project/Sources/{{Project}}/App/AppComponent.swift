import HuddleArch

/// The root of the dependency graph: declares every app-wide dependency as a stored property.
/// Child components read them by name (`parent.itemsService`), so a name declared here is the
/// name every child must use.
public final class AppComponent: Component {
    let itemsService: any ItemsProviding
    let itemsCache: ItemsCache

    init(itemsService: any ItemsProviding, itemsCache: ItemsCache) {
        self.itemsService = itemsService
        self.itemsCache = itemsCache
        super.init(parent: nil)
    }

    /// The dependencies the shipping app runs with.
    public static func live() -> AppComponent {
        AppComponent(itemsService: ItemsProvider.sample, itemsCache: ItemsCache())
    }
}
