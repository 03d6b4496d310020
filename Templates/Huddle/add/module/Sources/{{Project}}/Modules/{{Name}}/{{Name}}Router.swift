#if canImport(SwiftUI)
import SwiftUI
#endif
import HuddleArch

/// Provides the {{name_words}} screen.
@MainActor
final class {{Name}}Router: Router, {{Name}}Routing {
    private let component: any {{Name}}ViewComponent

    init(component: any {{Name}}ViewComponent) {
        self.component = component
        super.init()
    }

    #if canImport(SwiftUI)
    override func rootView() -> AnyView {
        guard let module = component.module else {
            return AnyView(EmptyView())
        }
        return AnyView({{Name}}View(router: self, module: module, viewModel: module.viewModel))
    }
    #endif
}

/// What views and other modules may ask of the {{name_words}} router.
@MainActor
protocol {{Name}}Routing: Router {}

/// What the {{name_words}} router needs: the module, seen through its supporting protocol.
/// The module owns its router, and the router owns this view component, so the view component
/// holds the module weakly: a strong reference back would be a retain cycle, and the module
/// would never be released (`nil` once the module is gone).
@MainActor
protocol {{Name}}ViewComponent: ViewComponent {
    var module: (any {{Name}}Supporting)? { get }
}

struct {{Name}}ViewComponentImpl: {{Name}}ViewComponent {
    weak var module: (any {{Name}}Supporting)?
    weak var moduleHolder: (any ModuleHolding)?
}
