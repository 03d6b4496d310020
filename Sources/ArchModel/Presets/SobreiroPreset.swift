/// Sobreiro: value `ViewState`s owned by `ViewModel<State>` subclasses that change them only in
/// `write { … }` transactions, rendered into class-bound `StatefulView`s that subscribe to them.
/// Rules S1–S8 of STYLES.md.
enum SobreiroPreset {
    static let preset = StylePreset(
        style: Style.named("sobreiro")!,
        layers: [
            LayerDefinition(name: "ViewStates", inherits: ["ViewState"]),
            LayerDefinition(name: "ViewModels", inherits: ["ViewModel"]),
            LayerDefinition(name: "Views", inherits: ["StatefulView"]),
        ],
        rules: [
            RuleSpec(
                id: "view-states-are-values", code: "S1", severity: .error,
                summary: "Every type conforming to ViewState is a struct or an enum.",
                rationale: "The view model learns of a change only when its state is replaced; a class state can be mutated "
                    + "behind its back, so views render stale data.",
                check: .typeShape(TypeShape(scope: .layers("ViewStates"), kinds: ["struct", "enum"])),
                triggering: [
                    RuleExample("Screens/ListViewState.swift", "final class ↓ListViewState: ViewState {\n    var items: [String] = []\n}"),
                    RuleExample([
                        .init("Screens/ProfileViewState.swift", "final class ↓ProfileViewState {}\nextension ProfileViewState: ScreenState {}"),
                        .init("Screens/ScreenState.swift", "protocol ScreenState: ViewState {}"),
                    ]),
                    // A ViewState nested in another one is a ViewState of its own.
                    RuleExample("Screens/ListViewState.swift", "enum ListViewState: ViewState {\n    case loaded(Page)\n    final class ↓Page: ViewState {}\n}"),
                ],
                passing: [
                    RuleExample("Screens/ListViewState.swift", "enum ListViewState: ViewState {\n    case loading\n    case loaded([String])\n    final class Cache {}\n}"),
                    RuleExample("Screens/UserViewState.swift", "struct UserViewState: ViewState {\n    let name: String\n}\nfinal class UserCache {}\nextension UserViewState {\n    final class Formatter {}\n}"),
                ]),
            RuleSpec(
                id: "view-model-naming", code: "S2", severity: .warning,
                summary: "A ViewModel<S> subclass is named *ViewModel and S is named *ViewState.",
                rationale: "Paired names (ListViewModel, ListViewState, ListViewController) make the three parts of a screen "
                    + "easy to find and tell apart from other classes.",
                check: .all([.naming(scope: .layers("ViewModels"), suffixes: ["ViewModel"]), .specific]),
                triggering: [
                    RuleExample("Screens/ListPresenter.swift", "final class ↓ListPresenter: ViewModel<ListViewState> {}"),
                    // Namespaced in a type or an extension.
                    RuleExample("Screens/Feature.swift", "enum Feature {\n    final class ↓ListPresenter: ViewModel<ListViewState> {}\n}\nextension Feature {\n    final class ↓FormPresenter: ViewModel<FormViewState> {}\n}\nstruct Outer {\n    final class ↓RowPresenter: ViewModel<RowViewState> {}\n}"),
                    RuleExample("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<↓ListState> {}"),
                    // Through a generic base class that passes its parameter on.
                    RuleExample("Screens/SettingsViewModel.swift", "class BaseViewModel<S: ViewState>: ViewModel<S> {}\nfinal class SettingsViewModel: BaseViewModel<↓SettingsState> {}"),
                ],
                passing: [
                    RuleExample("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {\n    struct Loader {}\n}"),
                    RuleExample("Screens/PagedViewModel.swift", "class PagedViewModel<State: ViewState>: ViewModel<State> {}\nfinal class FeedViewModel: PagedViewModel<FeedViewState> {}"),
                    // A generic parameter of an extended type shadows a tree type of the same name.
                    RuleExample("Screens/Screen.swift", "struct Screen<Content: ViewState> {}\nextension Screen {\n    final class ListViewModel: ViewModel<Content> {}\n}\nstruct Content {}"),
                ]),
            RuleSpec(
                id: "state-written-in-write", code: "S3", severity: .error,
                summary: "Inside a ViewModel subclass every assignment to state is lexically inside a write { … } closure, "
                    + "and update { … } closures assign no state.",
                rationale: "write runs the change atomically and renders the views once at its end; an assignment outside it "
                    + "races other writers and is never rendered (the upstream setter traps).",
                // A mutating call on the state (`state.items.append(x)`) goes through its setter too,
                // which traps outside `write`.
                check: .assignmentScope(AssignmentScope(scope: .layers("ViewModels"), names: ["state"], target: .own,
                                                        mutatingCalls: AssignmentScope.standardMutatingMethods,
                                                        allowedInClosures: ["write"], forbiddenInClosures: ["update"])),
                triggering: [
                    // The state's own `insert` is `mutating`: a change, in `update` as anywhere.
                    RuleExample("Screens/TagsViewModel.swift", "struct TagsViewState: ViewState {\n    var tags: [String] = []\n    mutating func insert(_ tag: String) { tags.append(tag) }\n}\nfinal class TagsViewModel: ViewModel<TagsViewState> {\n    func preview(_ tag: String) {\n        update { ↓state.insert(tag) }\n        update { ↓state.tags.append(tag) }\n    }\n}"),
                    RuleExample("Screens/ListViewModel.swift", """
                        final class ListViewModel: ViewModel<ListViewState> {
                            func didLoad(_ items: [String]) {
                                ↓state = .loaded(items)
                                self.↓state = .loading
                                (↓state, count) = (.loading, 0)
                                (↓state.from, ↓state.to) = (state.to, state.from)
                            }
                            func reset() {
                                update {
                                    ↓state = .loading
                                    return .loading
                                }
                            }
                        }
                        """),
                    RuleExample([
                        .init("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {}"),
                        .init("Screens/ListViewModel+Loading.swift", "extension ListViewModel {\n    func fail() {\n        DispatchQueue.main.async { ↓state = .failed }\n    }\n}"),
                    ]),
                    // A mutating call changes the state as an assignment does.
                    RuleExample("Screens/EditorViewModel.swift", "final class EditorViewModel: ViewModel<EditorViewState> {\n    func add(_ item: String) {\n        ↓state.items.append(item)\n        self.↓state.isDirty.toggle()\n        update {\n            ↓state.items.removeAll()\n            return .empty\n        }\n        write { state.items.append(item) }\n        var state = EditorViewState.empty\n        state.items.append(item)\n    }\n}"),
                    // Every mutating method of the standard library.
                    RuleExample("Screens/EditorViewModel.swift", "final class EditorViewModel: ViewModel<EditorViewState> {\n    func shake() {\n        ↓state.items.reverse()\n        ↓state.items.shuffle()\n        _ = ↓state.items.popLast()\n        ↓state.counts.merge([:]) { a, _ in a }\n        ↓state.tags.formUnion([\"a\"])\n        ↓state.n.negate()\n    }\n}"),
                    // And every `mutating` method the tree declares; a class's method of that name changes nothing.
                    RuleExample([
                        .init("Screens/CartViewModel.swift", "struct CartViewState: ViewState {\n    var items: [String] = []\n    mutating func clear() { items = [] }\n}\nfinal class Basket {\n    func clear() {}\n}\nfinal class CartViewModel: ViewModel<CartViewState> {\n    let basket = Basket()\n    func empty() {\n        ↓state.clear()\n        basket.clear()\n        write { state.clear() }\n    }\n}\nclass BaseViewModel<S: ViewState>: ViewModel<S> {}\nfinal class OrderViewModel: BaseViewModel<CartViewState> {\n    func empty() { ↓state.clear() }\n}"),
                        // (The runtime's `state` is typed `S`: the subclass's argument, `CartViewState`, tells its `clear`.)
                        .init("Sobreiro/ViewModel.swift", "open class ViewModel<S: ViewState> {\n    public internal(set) var state: S\n    public init(initialState: S) { state = initialState }\n}"),
                    ]),
                    // After a closure whose parameter is named `state`, `state` is the view model's again.
                    RuleExample("Screens/CounterViewModel.swift", "final class CounterViewModel: ViewModel<CounterViewState> {\n    func increment() {\n        mutate { state in state.count += 1 }\n        ↓state.count = 0\n    }\n}"),
                    // A pattern's name in `if case` is seen in its block only; in a `switch`, in its
                    // case; in `for case`, in the loop.
                    RuleExample("Screens/FeedViewModel.swift", """
                        final class FeedViewModel: ViewModel<FeedViewState> {
                            func apply(_ fetch: Fetch, _ all: [Fetch], ok: Bool) {
                                if ok, case var .loaded(state) = fetch { state.count += 1 }
                                ↓state = .idle
                                switch fetch {
                                case var .loaded(state): state.count += 1
                                case .idle: ↓state = .idle
                                }
                                for case var .loaded(state) in all { state.count += 1 }
                                ↓state = .idle
                                if case .loaded(var state) = fetch { state.count += 1 }
                                ↓state = .idle
                            }
                        }
                        """),
                    // So does passing it in-out (`&` bound to the state, not `a & b`).
                    RuleExample("Screens/EditorViewModel.swift", "final class EditorViewModel: ViewModel<EditorViewState> {\n    func normalize(mask: Int) -> Int {\n        swap(&↓state.draft, &↓state.saved)\n        EditorViewState.reset(&self.↓state)\n        write { EditorViewState.reset(&state) }\n        return mask & state.flags\n    }\n}"),
                ],
                passing: [
                    // A method of the state's own that mutates nothing, though another type has a
                    // `mutating func` of that name.
                    RuleExample("Screens/ProbeViewModel.swift", "struct Counter {\n    var n = 0\n    mutating func refresh() { n += 1 }\n}\nenum ProbeViewState: ViewState {\n    case idle\n    func refresh() -> ProbeViewState { self }\n}\nfinal class ProbeViewModel: ViewModel<ProbeViewState> {\n    func look() -> ProbeViewState { state.refresh() }\n}"),
                    // A method of the state's own named like a standard mutating one (`insert`), declared
                    // without `mutating`: it returns a new state, in `update` too.
                    RuleExample("Screens/TagsViewModel.swift", "struct TagsViewState: ViewState {\n    var tags: [String] = []\n    func insert(_ tag: String) -> TagsViewState { self }\n}\nfinal class TagsViewModel: ViewModel<TagsViewState> {\n    func preview(_ tag: String) {\n        update { _ = state.insert(tag) }\n    }\n}"),
                    RuleExample("Screens/ListViewModel.swift", """
                        final class ListViewModel: ViewModel<ListViewState> {
                            func didLoad(_ items: [String]) {
                                write {
                                    guard case .loading = state else { return }
                                    state = .loaded(items)
                                }
                                self.write { self.state = .loaded(items.sorted()) }
                                write { (state, count) = (.idle, 0) }
                            }
                            func reset() {
                                update { .loading }
                            }
                            struct Draft {
                                var state = 0
                                mutating func bump() { state = 1 }
                            }
                        }
                        """),
                    RuleExample("Screens/Counter.swift", "final class Counter {\n    var state = 0\n    func bump() { state += 1 }\n}"),
                    // `super.write` is the same transaction; so is `self?.write` in a weak closure.
                    RuleExample("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {\n    func reload() {\n        super.write { state = .loading }\n        client.fetch { [weak self] items in self?.write { self?.state = .loaded(items) } }\n    }\n}"),
                    // A name a pattern binds is a local copy; so is a capture list's.
                    RuleExample("Screens/FeedViewModel.swift", """
                        final class FeedViewModel: ViewModel<FeedViewState> {
                            func apply(_ fetch: Fetch, _ pair: (FeedViewState, Int)) {
                                if case var .loaded(state) = fetch, [1].contains(where: { $0 > 0 }) {
                                    state.count += 1
                                    write { self.state = state }
                                }
                                var (state, extra) = pair
                                state.count += extra
                                let save = { [state = self.state] in print(state) }
                            }
                        }
                        """),
                    // A closure's parameter of that name is its own, up to the closure's end.
                    RuleExample("Screens/CounterViewModel.swift", """
                        final class CounterViewModel: ViewModel<CounterViewState> {
                            private func mutate(_ change: (inout CounterViewState) -> Void) { write { change(&state) } }
                            func increment() {
                                mutate { state in state.count += 1 }
                                mutate { [weak self] (state: inout CounterViewState) -> Void in state.count -= 1 }
                                apply { (count: Int, state: inout Dictionary<String, Int>) in state["a"] = count }
                                mutate { state -> Void in state.count += 1 }
                                each { _, state in state.count = 1 }
                            }
                        }
                        """),
                ]),
            RuleSpec(
                id: "state-owned-by-view-model", code: "S4", severity: .error,
                summary: "No code outside the view model assigns ….state, and no code calls render(state:) directly.",
                rationale: "Only the view model changes its state and renders its views; a view or a coordinator that does it "
                    + "skips the transaction and the other subscribed views.",
                // Assigning is the generic kind (a receiver whose declared type is resolved counts only
                // if it is a view model); calling render(state:) is the specific part.
                check: .all([
                    .assignmentScope(AssignmentScope(scope: .all, names: ["state"], target: .other,
                                                     mutatingCalls: AssignmentScope.standardMutatingMethods, receiverLayers: ["ViewModels"])),
                    .specific,
                ]),
                triggering: [
                    RuleExample([
                        .init("Screens/ListViewController.swift", """
                            final class ListViewController: UIViewController, StatefulView {
                                let viewModel: ListViewModel
                                override func viewDidLoad() {
                                    viewModel.↓state = .loading
                                    self.viewModel.↓state = .loading
                                    viewModel.↓state.items.append("x")
                                    ↓render(state: .loading)
                                }
                                func render(state: ListViewState) {}
                            }
                            """),
                        .init("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {}"),
                    ]),
                    RuleExample([
                        .init("App/AppCoordinator.swift", "final class AppCoordinator {\n    func start(_ controller: ListViewController, _ model: ListViewModel) {\n        controller.↓render(state: model.state)\n    }\n}"),
                        .init("Screens/ListViewController.swift", "final class ListViewController: UIViewController, StatefulView {\n    func render(state: ListViewState) {}\n}"),
                    ]),
                    // Receivers are resolved through parameters, locals, properties and the elements of
                    // arrays they hold (`all.forEach { $0 … }`, `all.first`); one that cannot be resolved
                    // (another closure's parameter, an untyped chain) counts.
                    RuleExample([
                        .init("App/AppCoordinator.swift", """
                            final class AppCoordinator {
                                func reset(_ list: ViewModel<ListViewState>, all: [ListViewModel]) {
                                    list.↓state = .loading
                                    let other = ViewModel<ListViewState>(initialState: .loading)
                                    other.↓state = .loading
                                    all.forEach { $0.↓state = .loading }
                                    all.forEach { viewModel in viewModel.↓state = .loading }
                                    all.first?.↓state = .loading
                                    children.first?.↓state = .loading
                                    (children.first as? ViewModel<ListViewState>)?.↓state = .idle
                                    ListViewModel.shared.↓state = .idle
                                    refresh { $0.↓state = .idle }
                                    (list.↓state, all.first?.↓state) = (.idle, .idle)
                                }
                            }
                            """),
                        .init("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {\n    static let shared = ListViewModel()\n}"),
                    ]),
                ],
                passing: [
                    RuleExample("Screens/ListViewController.swift", """
                        final class ListViewController: UIViewController, StatefulView {
                            let viewModel: ListViewModel
                            private var state: ListViewState?
                            override func viewDidLoad() {
                                viewModel.subscribe(view: self)
                                let current = viewModel.state
                                self.state = current
                            }
                            func render(state: ListViewState) {
                                self.state = state
                            }
                        }
                        """),
                    RuleExample("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {\n    func reset() {\n        write { self.state = .loading }\n    }\n}"),
                    // A plain subview (no StatefulView) configured by its screen has a `render(state:)` of its own.
                    RuleExample("Screens/ItemListHeader.swift", """
                        final class ItemCountBadge: UILabel {
                            func render(state: ItemListViewState) { text = "\\(state.items.count)" }
                        }
                        final class ItemListHeader: UIView {
                            private let badge = ItemCountBadge()
                            func show(_ state: ItemListViewState) { badge.render(state: state) }
                        }
                        """),
                    // Nor the elements of an array of framework objects (menu items checked in `render(state:)`).
                    RuleExample("Screens/SortMenu.swift", """
                        final class SortMenu {
                            let actions: [UIAction] = []
                            func select(_ index: Int) {
                                actions.forEach { $0.state = .off }
                                actions.forEach { action in action.state = .off }
                                actions.first?.state = .on
                                for action in actions { action.state = .on }
                            }
                        }
                        """),
                    // Nor a chain headed by a type that is no view model (`Player.shared`).
                    RuleExample("App/Player.swift", """
                        final class Player {
                            static let shared = Player()
                            var state = 0
                        }
                        func stop() {
                            Player.shared.state = 0
                        }
                        """),
                    // A receiver whose declared type is known and is no view model has a `state` of its own.
                    RuleExample([
                        .init("Screens/ListViewController.swift", """
                            final class ListViewController: NSViewController, StatefulView {
                                let toggle: NSButton
                                var draft = Draft()
                                override func viewDidLoad() {
                                    toggle.state = .on
                                    self.draft.state = 1
                                    var local: Draft = Draft()
                                    local.state = 2
                                    // A loop over an array of buttons, and a cast.
                                    for checkbox in checkboxes { checkbox.state = .off }
                                    if let button = view.subviews.first as? NSButton { button.state = .on }
                                    viewModel.subscribe(view: self)
                                    (view.subviews.last as? NSButton)?.state = .off
                                }
                                var checkboxes: [NSButton] = []
                                func render(state: ListViewState) {}
                            }
                            """),
                        .init("Screens/Draft.swift", "struct Draft {\n    var state = 0\n}"),
                    ]),
                    // The runtime's own view model renders, when it is vendored in the tree.
                    RuleExample("Sobreiro/ViewModel.swift", "open class ViewModel<State: ViewState> {\n    func renderAll(_ views: [AnyView<State>], _ state: State) {\n        for view in views { view.render(state: state) }\n    }\n}"),
                ]),
            RuleSpec(
                id: "stateful-views-subscribe", code: "S5", severity: .error,
                summary: "A StatefulView is a class, declares render(state:), and calls subscribe(view: self) somewhere.",
                rationale: "The view model holds its views weakly and renders only the subscribed ones; a view that never "
                    + "subscribes, or cannot be rendered, shows nothing.",
                check: .all([
                    .typeShape(TypeShape(scope: .layers("Views"), kinds: ["class"])),
                    .requiredMembers(scope: .layers("Views"), members: [MemberRequirement(kind: "func", name: "render", labels: ["state"])]),
                    .specific,
                ]),
                triggering: [
                    RuleExample("Screens/ListViewController.swift", """
                        final class ↓ListViewController: UIViewController, StatefulView {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                viewModel.subscribe(view: other)
                            }
                            func render(state: ListViewState) {}
                        }
                        """),
                    RuleExample("Screens/BadgeView.swift", "final class ↓BadgeView: UIView, StatefulView {\n    func show(state: BadgeViewState) {}\n    func attach(to model: BadgeViewModel) { model.subscribe(view: self) }\n}"),
                    RuleExample("Screens/BadgeView.swift", "struct ↓BadgeView: StatefulView {\n    func render(state: BadgeViewState) {}\n    func attach(to model: BadgeViewModel) { model.subscribe(view: self) }\n}"),
                    // `self` itself, not one of its properties; an instance `render(state:)`, not a static one.
                    RuleExample("Screens/HostView.swift", "final class ↓HostView: UIView, StatefulView {\n    let child = ChildView()\n    func render(state: HostViewState) {}\n    func attach(to model: HostViewModel) { model.subscribe(view: self.child) }\n}"),
                    RuleExample("Screens/HostView.swift", "final class ↓HostView: UIView, StatefulView {\n    static func render(state: HostViewState) {}\n    func attach(to model: HostViewModel) { model.subscribe(view: self) }\n}"),
                    // One declaration per platform: each must subscribe.
                    RuleExample("Screens/PhotoView.swift", """
                        #if os(macOS)
                        final class ↓PhotoView: NSView {
                            func attach(to model: PhotoViewModel) {}
                        }
                        #else
                        final class PhotoView: UIView {
                            func attach(to model: PhotoViewModel) { model.subscribe(view: self) }
                        }
                        #endif
                        extension PhotoView: StatefulView {
                            func render(state: PhotoViewState) {}
                        }
                        """),
                ],
                passing: [
                    // Declared per platform and subscribed in an extension every declaration has.
                    RuleExample("Screens/PhotoView.swift", """
                        #if os(macOS)
                        final class PhotoView: NSView {}
                        #else
                        final class PhotoView: UIView {}
                        #endif
                        extension PhotoView: StatefulView {
                            func render(state: PhotoViewState) {}
                            func attach(to model: PhotoViewModel) { model.subscribe(view: self) }
                        }
                        """),
                    RuleExample("Screens/ListViewController.swift", """
                        final class ListViewController: UIViewController, StatefulView {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                viewModel.subscribe(view: self)
                            }
                        }
                        extension ListViewController {
                            func render(state: ListViewState) {}
                            enum Section { case main }
                        }
                        """),
                    RuleExample([
                        .init("Screens/ScreenViewController.swift", "class ScreenViewController<Model: AnyObject>: UIViewController {\n    override func viewDidLoad() {\n        model.subscribe(view: self)\n    }\n}"),
                        .init("Screens/ListViewController.swift", "final class ListViewController: ScreenViewController<ListViewModel>, StatefulView {\n    func render(state: ListViewState) {}\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "view-models-reference-no-views", code: "S6", severity: .error,
                summary: "View models reference no UIKit, AppKit or SwiftUI view types and no project StatefulView types.",
                rationale: "Views subscribe to the view model, never the reverse; a view model that knows its views cannot be "
                    + "tested without them or shared between them.",
                check: .forbiddenUse(ForbiddenUse(scope: .layers("ViewModels"), layers: ["Views"], includeProtocols: true,
                                                  names: FrameworkViewTypes.all, subtypesOfNames: true)),
                triggering: [
                    RuleExample([
                        .init("Screens/ListViewModel.swift", """
                            import UIKit
                            final class ListViewModel: ViewModel<ListViewState> {
                                private weak var controller: ↓ListViewController?
                                private weak var display: (any ↓ListDisplaying)?
                                private let spinner = ↓UIActivityIndicatorView()
                                private let picker = ↓UIDatePicker()
                                private let label = UIKit.↓UILabel()
                                private let badge = ↓BadgeLabel()
                                func badge() -> some ↓View { ↓Text("3") }
                                func row() -> ↓ItemRow { ↓ItemRow() }
                            }
                            """),
                        .init("Screens/ListViewController.swift", "final class ListViewController: ListDisplaying {}\nprotocol ListDisplaying: StatefulView {}"),
                        .init("Screens/ListParts.swift", "final class BadgeLabel: UILabel {}\nstruct ItemRow: Row {}\nprotocol Row: View {}"),
                    ]),
                    // A project type of that name nested in another type is not the one named here.
                    RuleExample([
                        .init("Screens/Doc.swift", "enum Doc {\n    struct Text { let raw: String }\n    func show(_ t: Text) {}\n}"),
                        .init("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {\n    func show(_ t: ↓Text) {}\n}"),
                    ]),
                    // Images, shapes and layout containers are views too; through SwiftUI, `Image` is
                    // SwiftUI's even where the tree calls `UIImage` so.
                    RuleExample([
                        .init("Screens/BadgeViewModel.swift", """
                            import SwiftUI
                            final class BadgeViewModel: ViewModel<BadgeViewState> {
                                func icon() -> SwiftUI.↓Image { SwiftUI.↓Image(systemName: "bell") }
                                func dot() -> some ↓Shape { ↓Circle() }
                                var frame: ↓RoundedRectangle?
                                var layout: ↓ViewThatFits<↓EmptyView>?
                                var labeled: ↓LabeledContent<Int, Int>?
                            }
                            """),
                        .init("Screens/Platform.swift", "import UIKit\ntypealias Image = UIImage"),
                    ]),
                    RuleExample("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {\n    func icon() -> ↓Image { ↓Image(systemName: \"star\") }\n}"),
                ],
                passing: [
                    // A database library's `Table` (GRDB's, SQLite.swift's) is no SwiftUI view (review 31e item 4).
                    RuleExample("Screens/BooksViewModel.swift", """
                        import GRDB
                        final class BooksViewModel: ViewModel<BooksViewState> {
                            let books = Table<Book>("book")
                        }
                        """),
                    RuleExample([
                        .init("Screens/ListViewModel.swift", """
                            final class ListViewModel: ViewModel<ListViewState> {
                                private let client: any ItemsClient
                                func select(_ view: ListView) {}
                            }
                            """),
                        .init("Screens/ItemsClient.swift", "protocol ItemsClient {}\nstruct ListView {}"),
                        // The project's own `Section` (a model), not SwiftUI's.
                        .init("Screens/ListSections.swift", "extension ListViewModel {\n    var sections: [Section] { [Section(title: \"All\")] }\n}\nstruct Section { let title: String }"),
                    ]),
                    // A view type's name through another module is that module's type.
                    RuleExample("Screens/ArticleViewModel.swift", "import Markdown\nfinal class ArticleViewModel: ViewModel<ArticleViewState> {\n    func runs(_ d: Document) -> [Markdown.Text] { d.children.compactMap { $0 as? Markdown.Text } }\n}"),
                    // The tree's own `Image`, here a type alias of `UIImage` (a value, not a view).
                    RuleExample([
                        .init("Screens/Platform.swift", "import UIKit\ntypealias Image = UIImage"),
                        .init("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewState> {\n    var icon: Image?\n}"),
                    ]),
                    // A type nested in the view model (or declared in a function) is its own.
                    RuleExample("Screens/FormViewModel.swift", """
                        final class FormViewModel: ViewModel<FormViewState> {
                            struct Label { let text: String }
                            func label() -> Label { Label(text: "") }
                            func toggle() { struct Toggle {}; _ = Toggle() }
                        }
                        """),
                ]),
            RuleSpec(
                id: "view-models-compose-by-subscription", code: "S7", severity: .warning,
                summary: "View models use no NotificationCenter and no Combine .sink; they compose with subscribe(to:onChange:).",
                rationale: "subscribe(to:onChange:) delivers another view model's state now and on every change inside its "
                    + "transaction; notifications and sinks miss the current state and outlive their owner.",
                check: .forbiddenUse(ForbiddenUse(scope: .layers("ViewModels"), names: ["NotificationCenter"], members: ["sink"])),
                triggering: [RuleExample("Screens/BadgeViewModel.swift", """
                    final class BadgeViewModel: ViewModel<BadgeViewState> {
                        init(list: ListViewModel, publisher: AnyPublisher<Int, Never>) {
                            super.init(initialState: .empty)
                            ↓NotificationCenter.default.addObserver(forName: .init("reload"), object: nil, queue: nil) { _ in }
                            cancellable = publisher.↓sink { _ in }
                        }
                    }
                    """)],
                passing: [
                    RuleExample("Screens/BadgeViewModel.swift", """
                    final class BadgeViewModel: ViewModel<BadgeViewState> {
                        init(list: ListViewModel) {
                            super.init(initialState: .empty)
                            subscribe(to: list) { [weak self] listState in
                                self?.update { .count(listState.items.count) }
                            }
                        }
                    }
                    """),
                    // A property named `sink`, not Combine's method.
                    RuleExample("Screens/LogViewModel.swift", """
                        final class LogViewModel: ViewModel<LogViewState> {
                            var sink: LogSink?
                            func close() {
                                self.sink?.flush()
                                self.sink = nil
                            }
                        }
                        """),
                ]),
            RuleSpec(
                id: "view-state-defines-equality", code: "S8", severity: .warning,
                summary: "Each ViewState declares static func ==.",
                rationale: "The upstream default == treats all states as different, so without an own == every write "
                    + "re-renders the views, even when nothing changed.",
                check: .requiredMembers(scope: .layers("ViewStates"), members: [MemberRequirement(kind: "func", name: "==", modifiers: ["static"])]),
                triggering: [
                    RuleExample("Screens/ListViewState.swift", "enum ↓ListViewState: ViewState {\n    case loading\n    static func isSame(lhs: ListViewState, rhs: ListViewState) -> Bool { true }\n}"),
                    // Two view models' nested `State`s: one's `==` is not the other's.
                    RuleExample([
                        .init("Screens/ListViewModel.swift", "final class ListViewModel: ViewModel<ListViewModel.State> {\n    enum State: ViewState {\n        case loading\n        static func == (lhs: Self, rhs: Self) -> Bool { true }\n    }\n}"),
                        .init("Screens/DetailViewModel.swift", "final class DetailViewModel: ViewModel<DetailViewModel.State> {\n    enum ↓State: ViewState {\n        case loading\n    }\n}"),
                    ]),
                ],
                passing: [
                    RuleExample("Screens/ListViewState.swift", "enum ListViewState: ViewState {\n    case loading\n    static func == (lhs: ListViewState, rhs: ListViewState) -> Bool { true }\n}"),
                    RuleExample("Screens/UserViewState.swift", "struct UserViewState: ViewState {\n    let name: String\n}\nextension UserViewState {\n    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }\n    struct Row: Equatable {}\n}"),
                ]),
        ])
}
