import HuddleArch

/// Holds the app's top-level modules. Modules find each other through it
/// (`holder?.module()`, `holder?.router(for:)`), never by naming each other.
final class RootModuleHolder: ModuleHolder {
    init(holder: (any ModuleHolding)? = nil, context: RootModuleHolderContext, component: AppComponent) {
        super.init(holder: holder)
        supportedModules = [
            ItemsBuilder.build(parentComponent: component, holder: self, context: context),
            // archtool:insert modules
        ]
    }
}
