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
        guard let module = component.module else {
            return AnyView(EmptyView())
        }
        return AnyView(ItemsView(router: self, module: module, viewModel: module.viewModel))
    }
    #endif
}

/// What views and other modules may ask of the items router.
@MainActor
protocol ItemsRouting: Router {}

/// What the items router needs: the module, seen through its supporting protocol.
/// The module owns its router, and the router owns this view component, so the view component
/// holds the module weakly: a strong reference back would be a retain cycle, and the module
/// would never be released (`nil` once the module is gone).
@MainActor
protocol ItemsViewComponent: ViewComponent {
    var module: (any ItemsSupporting)? { get }
}

struct ItemsViewComponentImpl: ItemsViewComponent {
    weak var module: (any ItemsSupporting)?
    weak var moduleHolder: (any ModuleHolding)?
}
