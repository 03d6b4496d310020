#if canImport(UIKit) && os(iOS)
import UIKit
#endif

/// The composition root: the one place that builds view models (and, on iOS, the view
/// controllers that subscribe to them). An app target creates one and asks it for screens.
public struct AppScreens: Sendable {
    private let itemsClient: any ItemsClient

    public init(itemsClient: any ItemsClient = InMemoryItemsClient.sample) {
        self.itemsClient = itemsClient
    }

    // MARK: - View models

    public func makeItemListViewModel() -> ItemListViewModel {
        ItemListViewModel(client: itemsClient)
    }

    // archtool:insert screen-view-models

    #if canImport(UIKit) && os(iOS)
    // MARK: - View controllers

    @MainActor
    public func makeItemListViewController() -> UIViewController {
        ItemListViewController(viewModel: makeItemListViewModel())
    }

    // archtool:insert screen-view-controllers
    #endif
}
