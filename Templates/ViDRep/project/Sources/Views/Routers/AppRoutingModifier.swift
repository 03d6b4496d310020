#if canImport(SwiftUI)
import SwiftUI

/// The routing view modifier: puts a view at the root of the router's navigation stack.
///
/// The views behind each route come from `destination`, which the Resolver supplies, so
/// neither the Router nor this modifier creates a scene.
public struct AppRoutingModifier<Destination: View>: ViewModifier {
    @Bindable private var router: AppRouter
    private let destination: (AppRouter.Route) -> Destination

    public init(router: AppRouter, @ViewBuilder destination: @escaping (AppRouter.Route) -> Destination) {
        _router = Bindable(router)
        self.destination = destination
    }

    public func body(content: Content) -> some View {
        NavigationStack(path: $router.path) {
            content
                .navigationDestination(for: AppRouter.Route.self) { route in
                    destination(route)
                }
        }
    }
}

extension View {
    /// Hosts this view at the root of `router`'s navigation stack.
    public func routed<Destination: View>(
        by router: AppRouter,
        @ViewBuilder destination: @escaping (AppRouter.Route) -> Destination
    ) -> some View {
        modifier(AppRoutingModifier(router: router, destination: destination))
    }
}
#endif
