import Models
import Observation

/// The navigation state of the whole app, one sub-router per module.
///
/// Modules reach it through `Router.shared` and observe only the sub-router they present
/// from; Providers, Components and the Core never touch it.
@MainActor
@Observable
final class Router {
    static let shared = Router()

    /// Every screen the root navigation stack can push.
    enum Destination: Hashable {
        case bookDetail(Book)
        // archtool:insert destinations
    }

    /// The root module's navigation stack.
    let root = RootRouter()
    // archtool:insert sub-routers

    /// Pushes `destination` on top of the current screen.
    func show(_ destination: Destination) {
        root.path.append(destination)
    }

    /// Jumps to `destination` from anywhere (e.g. a deep link): resets, then pushes it.
    func navigate(to destination: Destination) {
        reset()
        show(destination)
    }

    /// Back to the root screen with nothing presented.
    func reset() {
        root.reset()
        // archtool:insert sub-router-resets
    }
}
