/// Whether a `StatefulView` can be rendered right now.
public enum RenderPolicy: Sendable {
    case possible
    case notPossible(RenderError)

    /// Why a view cannot be rendered.
    public enum RenderError: Sendable {
        /// The view is not ready (its view is not loaded, or it has no superview yet). It is
        /// skipped, and rendered with the latest state once it is ready: on the next change
        /// of state or when it subscribes again.
        case viewNotReady
        /// The view is gone; the view model forgets it.
        case viewDeallocated
    }
}
