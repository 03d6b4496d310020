import Observation

/// The navigation state of the `{{Name}}` module.
@MainActor
@Observable
final class {{Name}}Router {
    var isShowingInfo = false

    func showInfo() {
        isShowingInfo = true
    }

    func reset() {
        isShowingInfo = false
    }
}
