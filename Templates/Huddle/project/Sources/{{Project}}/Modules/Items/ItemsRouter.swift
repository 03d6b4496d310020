#if canImport(SwiftUI)
import SwiftUI
#endif
import HuddleArch

/// Provides the items screen.
@MainActor
final class ItemsRouter: Router, ItemsRouting {
    private let component: any ItemsViewComponent

    init(component: any ItemsViewComponent) {
        self.component = component
        super.init()
    }

    #if canImport(SwiftUI)
    override func rootView() -> AnyView {
        AnyView(ItemsView(router: self, module: component.module, viewModel: component.module.viewModel))
    }
    #endif
}

/// What views and other modules may ask of the items router.
@MainActor
protocol ItemsRouting: Router {}

/// What the items router needs: the module, seen through its supporting protocol.
@MainActor
protocol ItemsViewComponent: ViewComponent {
    var module: any ItemsSupporting { get }
}

struct ItemsViewComponentImpl: ItemsViewComponent {
    let module: any ItemsSupporting
    weak var moduleHolder: (any ModuleHolding)?
}
