import HuddleArch

/// Builds the items module: its component, the module, its view component and its router.
struct ItemsBuilder: ItemsBuilding {
    static func build(parentComponent: Component, holder: (any ModuleHolding)?, context: RootModuleHolderContext) -> ItemsModule {
        let component = ItemsModuleComponentImpl(parent: parentComponent)
        let module = ItemsModule(holder: holder, context: context, component: component)
        let viewComponent = ItemsViewComponentImpl(module: module, moduleHolder: holder)
        module.router = buildRouter(component: viewComponent)
        return module
    }

    static func buildRouter<C: ViewComponent, R: Routing>(component: C) -> R? {
        guard let component = component as? ItemsViewComponentImpl else {
            return nil
        }
        return ItemsRouter(component: component) as? R
    }
}

protocol ItemsBuilding: ViewBuilding, ModuleBuilder {}
