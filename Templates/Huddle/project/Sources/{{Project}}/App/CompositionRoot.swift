#if canImport(SwiftUI)
import SwiftUI
#endif
import HuddleArch

/// Creates the dependency graph and the root holder, and runs the start-up flows.
@MainActor
public final class CompositionRoot {
    let component: AppComponent
    let holder: RootModuleHolder

    public init(component: AppComponent) {
        self.component = component
        self.holder = RootModuleHolder(context: RootModuleHolderContext(), component: component)
    }

    /// Runs the launch flows in order; call it once, before the first screen appears.
    public func start() async {
        await StartupFlow(context: StartupFlowContext(), component: StartupFlowComponent(parent: component)).run()
        // archtool:insert flows
    }

    #if canImport(SwiftUI)
    /// The first screen: the items module's router, found through the holder.
    func rootView() -> AnyView {
        let router: (any ItemsRouting)? = holder.router(for: (any ItemsSupporting).self)
        return router?.rootView() ?? AnyView(EmptyView())
    }
    #endif
}
