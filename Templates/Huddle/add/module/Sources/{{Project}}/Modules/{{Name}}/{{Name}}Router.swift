#if canImport(SwiftUI)
import SwiftUI
#endif
import HuddleArch

/// Provides the {{name}} screen.
@MainActor
final class {{Name}}Router: Router, {{Name}}Routing {
    private let component: any {{Name}}ViewComponent

    init(component: any {{Name}}ViewComponent) {
        self.component = component
        super.init()
    }

    #if canImport(SwiftUI)
    override func rootView() -> AnyView {
        AnyView({{Name}}View(router: self, module: component.module, viewModel: component.module.viewModel))
    }
    #endif
}

/// What views and other modules may ask of the {{name}} router.
@MainActor
protocol {{Name}}Routing: Router {}

/// What the {{name}} router needs: the module, seen through its supporting protocol.
@MainActor
protocol {{Name}}ViewComponent: ViewComponent {
    var module: any {{Name}}Supporting { get }
}

struct {{Name}}ViewComponentImpl: {{Name}}ViewComponent {
    let module: any {{Name}}Supporting
    weak var moduleHolder: (any ModuleHolding)?
}
