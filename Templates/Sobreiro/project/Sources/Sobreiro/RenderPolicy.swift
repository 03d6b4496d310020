/// Whether a `StatefulView` can be rendered right now.
public enum RenderPolicy: Sendable {
    case possible
    case notPossible(RenderError)

    /// Why a view cannot be rendered.
    public enum RenderError: Sendable {
        /// The view is not ready (its view is not loaded, or it is not on screen yet).
        case viewNotReady
        /// The view is gone; the view model forgets it.
        case viewDeallocated
    }
}
