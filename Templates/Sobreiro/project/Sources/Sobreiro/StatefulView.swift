/// A class-bound view (a view controller, a view, a spy in tests) that renders a `ViewState`.
///
/// `render(state:)` is called by the view model only: subscribe with
/// `viewModel.subscribe(view: self)` (a view controller in `viewDidLoad`). Views are
/// main-actor isolated; the view model renders them on the main thread.
///
/// A view that is not ready (`renderPolicy` is `.notPossible(.viewNotReady)`: a view whose
/// controller's view is not loaded, a `UIView`/`NSView` without a superview) is skipped, not
/// an error. The view model renders it with the latest state on the next change once it is
/// ready, or when it calls `subscribe(view: self)` again (e.g. in `didMoveToSuperview()`).
@MainActor
public protocol StatefulView: AnyObject {
    associatedtype State: ViewState

    /// Whether the view can be rendered now; UIKit and AppKit views get a default.
    var renderPolicy: RenderPolicy { get }

    /// Never call directly: the view model calls it now and on every change of state.
    func render(state: State)
}

#if canImport(UIKit) && !os(watchOS)
import UIKit

extension StatefulView where Self: UIViewController {
    public var renderPolicy: RenderPolicy { isViewLoaded ? .possible : .notPossible(.viewNotReady) }
}

extension StatefulView where Self: UIView {
    public var renderPolicy: RenderPolicy { superview != nil ? .possible : .notPossible(.viewNotReady) }
}
#elseif canImport(AppKit)
import AppKit

extension StatefulView where Self: NSViewController {
    public var renderPolicy: RenderPolicy { isViewLoaded ? .possible : .notPossible(.viewNotReady) }
}

extension StatefulView where Self: NSView {
    public var renderPolicy: RenderPolicy { superview != nil ? .possible : .notPossible(.viewNotReady) }
}
#endif
