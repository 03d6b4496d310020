import HuddleArch

/// Builds the {{name_words}} module: its component, the module, its view component and its router.
struct {{Name}}Builder: {{Name}}Building {
    static func build(parentComponent: Component, holder: (any ModuleHolding)?, context: RootModuleHolderContext) -> {{Name}}Module {
        let component = {{Name}}ModuleComponentImpl(parent: parentComponent)
        let module = {{Name}}Module(holder: holder, context: context, component: component)
        let viewComponent = {{Name}}ViewComponentImpl(module: module, moduleHolder: holder)
        module.router = buildRouter(component: viewComponent)
        return module
    }

    static func buildRouter<C: ViewComponent, R: Routing>(component: C) -> R? {
        guard let component = component as? {{Name}}ViewComponentImpl else {
            return nil
        }
        return {{Name}}Router(component: component) as? R
    }
}

protocol {{Name}}Building: ViewBuilding, ModuleBuilder {}
