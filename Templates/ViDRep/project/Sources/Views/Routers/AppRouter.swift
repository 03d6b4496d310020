import Models
import Observation

/// Owns the app's navigation: the stack of routes on top of the root scene.
///
/// Scenes never navigate themselves; they send routes to their router delegate, which is
/// this object. It knows no Dispatcher and no Repository.
@MainActor
@Observable
public final class AppRouter {
    /// Every place the navigation stack can show.
    public enum Route: Hashable, Sendable {
        case book(Book.ID)
        // archtool:insert routes
    }

    /// The routes pushed on top of the root scene, in order.
    public var path: [Route] = []

    public init() {}

    /// Pushes `route` on the navigation stack.
    public func show(_ route: Route) {
        path.append(route)
    }

    /// Goes back one step.
    public func pop() {
        _ = path.popLast()
    }

    /// Goes back to the root scene.
    public func popToRoot() {
        path.removeAll()
    }
}

extension AppRouter: BooksSceneRouterDelegate {
    public func route(_ route: BooksSceneRoute) {
        switch route {
        case .book(let id):
            show(.book(id))
        }
    }
}
