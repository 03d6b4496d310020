#if canImport(SwiftUI)
import SwiftUI
#endif

/// Provides the UI of a module.
@MainActor
public protocol Routing: AnyObject {
    #if canImport(SwiftUI)
    func rootView() -> AnyView
    #endif
}

/// The base class of every router. Subclasses are `@MainActor` and override `rootView()`.
@MainActor
open class Router: Routing {
    public init() {}

    #if canImport(SwiftUI)
    open func rootView() -> AnyView {
        AnyView(EmptyView())
    }
    #endif
}
