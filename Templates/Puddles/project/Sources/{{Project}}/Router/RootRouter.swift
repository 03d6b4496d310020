import Observation

/// The navigation state of the `Root` module: its navigation stack.
@MainActor
@Observable
final class RootRouter {
    var path: [Router.Destination] = []

    func reset() {
        path.removeAll()
    }
}
