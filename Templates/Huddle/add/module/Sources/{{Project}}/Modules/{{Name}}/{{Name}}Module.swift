import HuddleArch

/// The {{name_words}} feature's logic. Other modules reach it through `{{Name}}Supporting`.
final class {{Name}}Module: ModuleObject<RootModuleHolderContext, {{Name}}ModuleComponentImpl, {{Name}}Router>, {{Name}}Supporting {
    let viewModel = {{Name}}ViewModel()

    required init(holder: (any ModuleHolding)?, context: RootModuleHolderContext, component: {{Name}}ModuleComponentImpl) {
        super.init(holder: holder, context: context, component: component)
    }

    override func onActive() {
        viewModel.markReady()
    }
}

/// What the rest of the app may ask of the {{name_words}} module.
/// `Sendable` (its conformers are main-actor classes), so a view may call it from the
/// `@Sendable` closure of `.refreshable`.
@MainActor
protocol {{Name}}Supporting: AnyObject, Sendable {
    var viewModel: {{Name}}ViewModel { get }
}

/// The dependencies the {{name_words}} module needs. Declare each one here and as a stored property
/// below, filled in `init(parent:)` from `parent.<name>`, under the name an ancestor
/// component (e.g. `AppComponent`) declares.
protocol {{Name}}ModuleComponent: Component {}

final class {{Name}}ModuleComponentImpl: Component, {{Name}}ModuleComponent {
    init(parent: Component) {
        super.init(parent: parent)
    }
}
