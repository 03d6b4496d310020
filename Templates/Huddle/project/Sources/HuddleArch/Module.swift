/// A feature's logic. Other modules see it only through its `*Supporting` protocol.
@MainActor
public protocol Module: AnyObject {
    associatedtype Context: ModuleHoldingContext
    associatedtype Component
    associatedtype Router: Routing

    var holder: (any ModuleHolding)? { get }
    var router: Router? { get }

    init(holder: (any ModuleHolding)?, context: Context, component: Component)

    /// Called when the holder that owns the module has registered it.
    func onActive()
}

/// The base class of every module.
///
/// Ownership runs one way, down the tree: a holder owns its modules (`supportedModules`), a
/// module owns its router (`router`), a router owns its view component. References back up
/// are weak: a module's `holder`, and the view component's `module` and `moduleHolder`. So a
/// module, its router and its view model are released with the module's last owner.
@MainActor
open class ModuleObject<Context: ModuleHoldingContext, Component, Router: Routing>: Module {
    open weak var holder: (any ModuleHolding)?
    open var router: Router?

    public required init(holder: (any ModuleHolding)?, context: Context, component: Component) {
        self.holder = holder
    }

    open func onActive() {
        // Override to act once the holder is ready.
    }
}
