import SourceArchitecture

/// The composition root: conforms to every dependency protocol and is the one place that
/// creates concrete Sources. An app target creates one and hands its Sources to Renderers.
@MainActor
public final class AppDependencies: ItemListDependency {
    private let itemsClient: any ItemsClient

    public init(itemsClient: any ItemsClient = InMemoryItemsClient.sample) {
        self.itemsClient = itemsClient
    }

    public var itemListSource: Source<ItemListModel> {
        ItemListSource(client: itemsClient).eraseToSource()
    }
}

// archtool:insert feature-dependencies
