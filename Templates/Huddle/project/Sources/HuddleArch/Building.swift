/// The dependencies a router needs; no graph, no lookup.
@MainActor
public protocol ViewComponent {
    var moduleHolder: (any ModuleHolding)? { get }
}

/// Builds a module's router from its view component.
@MainActor
public protocol ViewBuilding {
    static func buildRouter<C: ViewComponent, R: Routing>(component: C) -> R?
}

/// Builds a module: its component (child of `parentComponent`), the module, its view
/// component and its router. Called only by module holders and the composition root.
@MainActor
public protocol ModuleBuilder {
    associatedtype M: Module
    static func build(parentComponent: Component, holder: (any ModuleHolding)?, context: M.Context) -> M
}
