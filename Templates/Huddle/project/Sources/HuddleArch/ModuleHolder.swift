/// Holds the modules of one level of the app and finds modules up the holder chain.
@MainActor
public protocol ModuleHolding: AnyObject {
    var holder: (any ModuleHolding)? { get }
    var supportedModules: [any Module] { get set }
    func module<M>() -> M?
    func router<R, M>(for type: M.Type) -> R?
}

/// State handed from a holder to the modules it builds; contexts chain like holders.
public protocol ModuleHoldingContext: AnyObject {
    var parent: (any ModuleHoldingContext)? { get }
    func parentAs<T: ModuleHoldingContext>() -> T?
}

open class ModuleHolderContext: ModuleHoldingContext {
    public let parent: (any ModuleHoldingContext)?

    public init(parent: (any ModuleHoldingContext)? = nil) {
        self.parent = parent
    }

    public func parentAs<T: ModuleHoldingContext>() -> T? {
        var context = parent
        while let current = context {
            if let match = current as? T {
                return match
            }
            context = current.parent
        }
        return nil
    }
}

/// The base class of module holders. Subclasses assign `supportedModules` in `init`,
/// building each module with its builder.
@MainActor
open class ModuleHolder: ModuleHolding {
    public weak var holder: (any ModuleHolding)?
    public var supportedModules: [any Module] = [] {
        didSet {
            supportedModules.forEach { $0.onActive() }
        }
    }

    public init(holder: (any ModuleHolding)? = nil) {
        self.holder = holder
    }

    /// The closest module conforming to `M` (usually a `*Supporting` protocol), searching this
    /// holder and then each ancestor.
    public func module<M>() -> M? {
        var current: (any ModuleHolding)? = self
        while let holding = current {
            if let match = holding.supportedModules.first(where: { $0 is M }) as? M {
                return match
            }
            current = holding.holder
        }
        return nil
    }

    /// The router, as `R` (usually a `*Routing` protocol), of the closest module conforming to `M`.
    public func router<R, M>(for type: M.Type) -> R? {
        let match: M? = module()
        return (match as? any Module)?.router as? R
    }
}
