/// SourceArchitecture: each Source owns one value Model and changes it only through its own
/// Actions; Renderers hold an injected `@Source var model` and render it. Rules SA1–SA15 of STYLES.md.
enum SourceArchPreset {
    /// Both kinds of Source class: state machines (`SourceOf`) and wiring (`ComposedSource`).
    static let sourceLayers = ["Sources", "ComposedSources"]

    static let preset = StylePreset(
        style: Style.named("sourcearch")!,
        layers: [
            // Models are the `M` of `SourceOf<M>` / `ComposedSource<M>` and of `@Source var model: M`.
            LayerDefinition(name: "Models", genericArgumentOf: ["SourceOf", "ComposedSource"], wrappedBy: ["Source"]),
            LayerDefinition(name: "Sources", inherits: ["SourceOf"]),
            LayerDefinition(name: "ComposedSources", inherits: ["ComposedSource"]),
            LayerDefinition(name: "Renderers", inherits: ["Renderer"]),
            LayerDefinition(name: "Dependencies", suffixes: ["Dependency"], kinds: ["protocol"]),
            LayerDefinition(name: "CompositionRoot", suffixes: ["Dependencies"], kinds: ["class", "struct"]),
        ],
        rules: [
            RuleSpec(
                id: "renderer-model-property", code: "SA1", severity: .error,
                summary: "A Renderer declares a property named 'model' with the @Source attribute.",
                rationale: "The Renderer protocol is fulfilled by '@Source var model': it is what subscribes the view to its Source, so the same Source can drive a SwiftUI view and a UIKit controller alike.",
                check: .requiredMembers(scope: .layers("Renderers"), members: [MemberRequirement(kind: "var", name: "model", attribute: "Source")]),
                triggering: [
                    RuleExample("Features/StatusView.swift", "struct ↓StatusView: View, Renderer {\n    var model: CoworkerStatus\n    var body: some View { Text(model.name) }\n}"),
                    RuleExample([
                        .init("Features/StatusViewController.swift", "final class ↓StatusViewController: UIViewController {\n    @Source var status: CoworkerStatus\n    func render() {}\n}"),
                        .init("Features/StatusViewController+Renderer.swift", "extension StatusViewController: Renderer {}"),
                    ]),
                    // Two screens' nested `Row`s: one's '@Source var model' is not the other's.
                    RuleExample("Features/Rows.swift", "enum Inbox {\n    struct Row: View, Renderer {\n        @Source var model: MessageModel\n    }\n}\nenum Outbox {\n    struct ↓Row: View, Renderer {\n        var model: MessageModel\n    }\n}"),
                ],
                passing: [
                    RuleExample("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: CoworkerStatus\n    var body: some View { Text(model.name) }\n}"),
                    RuleExample("Features/BadgeView.swift", "struct BadgeView: View {\n    let count: Int\n    var body: some View { Text(\"\\(count)\") }\n}"),
                    // The attribute written through its module.
                    RuleExample("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @SourceArchitecture.Source var model: CoworkerStatus\n    var body: some View { Text(model.name) }\n}"),
                ]),
            RuleSpec(
                id: "class-renderer-renders", code: "SA2", severity: .error,
                summary: "A class conforming to Renderer (a UIKit/AppKit view or controller) declares 'func render()'.",
                rationale: "A class Renderer is redrawn only through 'render()', which runs on every change of its model; SwiftUI views get it for free, classes must write it.",
                check: .specific,
                triggering: [
                    RuleExample("Features/StatusViewController.swift", "final class ↓StatusViewController: UIViewController, Renderer {\n    @Source var model: CoworkerStatus\n    func redraw() {}\n    func render(animated: Bool) {}\n}"),
                    // A class nested in an extension of a Renderer that is a Renderer itself.
                    RuleExample("Features/ListViewController.swift", "final class ListViewController: UIViewController, Renderer {\n    @Source var model: ListModel\n    func render() {}\n}\nextension ListViewController {\n    final class ↓HeaderView: UIView, Renderer {\n        @Source var model: HeaderModel\n    }\n}"),
                ],
                passing: [
                    RuleExample("Features/StatusViewController.swift", "final class StatusViewController: UIViewController, Renderer {\n    @Source var model: CoworkerStatus\n    func render() { title = model.name }\n}"),
                    RuleExample("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: CoworkerStatus\n    var body: some View { Text(model.name) }\n}"),
                    RuleExample([
                        .init("Features/BaseViewController.swift", "class BaseViewController: UIViewController, Renderer {\n    @Source var model: CoworkerStatus\n    func render() {}\n}"),
                        .init("Features/StatusViewController.swift", "final class StatusViewController: BaseViewController {}"),
                    ]),
                    // A class nested in a Renderer's extension (a table's data source, a SwiftUI
                    // `Coordinator`) is no Renderer, as it is none in the Renderer's body.
                    RuleExample([
                        .init("Features/ListViewController.swift", "final class ListViewController: UIViewController, Renderer {\n    @Source var model: ListModel\n    func render() {}\n}\nextension ListViewController {\n    final class DataSource: NSObject, UITableViewDataSource {}\n}"),
                        .init("Features/MapView.swift", "struct MapView: UIViewRepresentable, Renderer {\n    @Source var model: MapModel\n}"),
                        .init("Features/MapView+Coordinator.swift", "extension MapView {\n    final class Coordinator: NSObject {}\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "renderer-writes-no-model", code: "SA3", severity: .error,
                summary: "A Renderer never assigns 'model', and rebinds a Source's storage ('_model = …') only inside 'init'.",
                rationale: "Only the Source changes its model, through the Actions it puts in it; a Renderer that writes or swaps its model outside 'init' creates state no Source owns and no test drives.",
                check: .all([
                    .assignmentScope(AssignmentScope(scope: .layers("Renderers"), names: ["model"], target: .own)),
                    .assignmentScope(AssignmentScope(scope: .layers("Renderers"), names: ["_model"], storageOfAttributes: ["Source"],
                                                     target: .own, allowedInInitializers: true)),
                ]),
                triggering: [
                    RuleExample("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: CoworkerStatus\n    @Source var avatar: AvatarModel\n    func goOffline() {\n        ↓model = CoworkerStatus(name: \"\", isOnline: false)\n        self.↓model.isOnline = false\n        self.↓_model = Source(model: .offline)\n        ↓_avatar = Source(model: .empty)\n    }\n}"),
                ],
                passing: [
                    RuleExample("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: CoworkerStatus\n    private var _cache: [String] = []\n    init(source: Source<CoworkerStatus>) {\n        _model = source\n    }\n    mutating func refresh() {\n        var model = Status()\n        model = Status()\n        _cache = []\n        title = model.name\n    }\n}"),
                    // A type nested in a Renderer has its own 'model'; a parameter shadows the property.
                    RuleExample("Features/StatusViewController.swift", "final class StatusViewController: UIViewController, Renderer {\n    @Source var model: CoworkerStatus\n    @Source var avatar: AvatarModel\n    init(model: Source<CoworkerStatus>, avatar: Source<AvatarModel>) {\n        _model = model\n        self._avatar = avatar\n        super.init(nibName: nil, bundle: nil)\n    }\n    func render() {\n        var draft = Draft()\n        draft.model = model.name\n    }\n    func show(_ model: inout CoworkerStatus) { model = .offline }\n    struct Draft {\n        var model = \"\"\n        mutating func clear() { model = \"\" }\n    }\n}"),
                ]),
            RuleSpec(
                id: "source-wrappers-in-sources", code: "SA4", severity: .error,
                summary: "@ActionFromMethod and @Threadsafe appear only inside subclasses of SourceOf.",
                rationale: "Both wrappers reach into the enclosing Source's state; anywhere else they have no Source to bind to and fail at run time.",
                check: .forbiddenUse(ForbiddenUse(scope: Scope(except: ["Sources"]), attributes: ["ActionFromMethod", "Threadsafe"])),
                triggering: [
                    RuleExample("App/AppDependencies.swift", "final class AppDependencies {\n    @↓Threadsafe var cache: [String: Int] = [:]\n}"),
                    RuleExample("Features/StatusView.swift", "struct StatusView: View {\n    @↓ActionFromMethod(refresh) private var refreshAction\n    private func refresh() {}\n}"),
                    // A local property wrapper.
                    RuleExample("App/AppDependencies.swift", "final class AppDependencies {\n    func makeCache() -> Int {\n        @↓Threadsafe var cache: [String: Int] = [:]\n        return cache.count\n    }\n}"),
                    // A type nested in a Source, or declared in one of its methods, is no Source.
                    RuleExample("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {\n    struct Session {\n        @↓Threadsafe var token: String?\n    }\n    func retry() {\n        final class Attempt {\n            @↓Threadsafe var count = 0\n            func bump() {\n                @↓Threadsafe var step = 1\n                step += 1\n            }\n        }\n    }\n}"),
                ],
                passing: [
                    RuleExample("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {\n    @ActionFromMethod(logOut) private var logOutAction\n    @Threadsafe private var token: String?\n    private func logOut() {}\n}"),
                    RuleExample("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {\n    func retry() {\n        @Threadsafe var attempts = 0\n        attempts += 1\n    }\n}"),
                ],
                message: "@ActionFromMethod and @Threadsafe work only inside a subclass of SourceOf"),
            RuleSpec(
                id: "actions-are-private", code: "SA5", severity: .warning,
                summary: "@ActionFromMethod properties, and the methods they wrap, are private.",
                rationale: "An Action is the only way in: if the property or its method is visible, other code can trigger the transition directly, bypassing the model's current state.",
                check: .specific,
                triggering: [
                    RuleExample("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {\n    @ActionFromMethod(logOut) var ↓logOutAction\n    @ActionFromMethod(Self.logIn) private var logInAction\n    var initialModel: AuthModel { .signedOut(logIn: logInAction) }\n    func ↓logOut() {}\n    fileprivate func ↓logIn(_ credentials: Credentials) {}\n}"),
                    RuleExample([
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {\n    @ActionFromMethod(logOut) private var logOutAction\n}"),
                        .init("Features/AuthSource+Methods.swift", "extension AuthSource {\n    func ↓logOut() {}\n}"),
                    ]),
                    // The same method in two `#if` branches: each branch must keep it private.
                    RuleExample("Features/AuthSource.swift",
                                "final class AuthSource: SourceOf<AuthModel> {\n    @ActionFromMethod(logOut) private var logOutAction\n    #if DEBUG\n    private func logOut() {}\n    #else\n    func ↓logOut() {}\n    #endif\n}"),
                    // A member of a `private extension` is fileprivate.
                    RuleExample("Features/TimerSource.swift",
                                "final class TimerSource: SourceOf<TimerModel> {\n    @ActionFromMethod(reset) private var resetAction\n}\nprivate extension TimerSource {\n    func ↓reset() {}\n}"),
                ],
                passing: [
                    RuleExample("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {\n    @ActionFromMethod(logOut) private var logOutAction\n    var initialModel: AuthModel { .signedIn(logOut: logOutAction) }\n    private func logOut() {}\n    func logOut(reason: String) {}\n}"),
                    RuleExample("Features/TimerSource.swift",
                                "final class TimerSource: SourceOf<TimerModel> {\n    @ActionFromMethod(reset) private var resetAction\n}\nprivate extension TimerSource {\n    private func reset() {}\n}"),
                ]),
            RuleSpec(
                id: "source-declares-initial-model", code: "SA6", severity: .error,
                summary: "Every subclass of SourceOf declares 'initialModel'.",
                rationale: "A Source is a state machine; 'initialModel' is its first state and the one requirement of SourceOf.",
                check: .requiredMembers(scope: .layers("Sources"), members: [MemberRequirement(kind: "var", name: "initialModel")]),
                triggering: [
                    RuleExample("Features/AuthSource.swift", "final class ↓AuthSource: SourceOf<AuthModel> {\n    var firstModel: AuthModel { .signedOut }\n}"),
                    RuleExample("Features/AuthSource.swift", "class ↓BaseSource: SourceOf<AuthModel> {}\nfinal class ↓AuthSource: BaseSource {}"),
                    RuleExample("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {\n    var initialModel: AuthModel { .signedOut }\n    final class ↓RetrySource: SourceOf<RetryModel> {}\n}"),
                    // The runtime's own base class is no Source: what it declares is not inherited.
                    RuleExample([
                        .init("SourceArchitecture/SourceOf.swift", "open class SourceOf<Model> {\n    open var initialModel: Model { fatalError() }\n}"),
                        .init("Features/AuthSource.swift", "final class ↓AuthSource: SourceOf<AuthModel> {}"),
                    ]),
                ],
                passing: [
                    RuleExample("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {\n    lazy var initialModel: AuthModel = .signedOut\n}"),
                    // Inherited from a Source superclass, declared in it or in an extension of it.
                    RuleExample([
                        .init("Features/BaseSource.swift", "class BaseSource: SourceOf<AuthModel> {}\nextension BaseSource {\n    var initialModel: AuthModel { .signedOut }\n}"),
                        .init("Features/AuthSource.swift", "class MiddleSource: BaseSource {}\nfinal class AuthSource: MiddleSource {}"),
                    ]),
                    RuleExample("Features/ProfileSource.swift", "final class ProfileSource: ComposedSource<ProfileModel> {\n    init(auth: Source<AuthModel>) { super.init { auth.map(ProfileModel.init) } }\n}"),
                    // A source fake that only the renderer's preview uses is preview code.
                    RuleExample("Features/AuthView.swift", """
                        struct AuthView: View, Renderer {
                            @Source var model: AuthModel
                            var body: some View { Text("Auth") }
                        }
                        private final class StubAuthSource: SourceOf<AuthModel> {}
                        #Preview {
                            AuthView(source: StubAuthSource().eraseToSource())
                        }
                        """),
                ]),
            RuleSpec(
                id: "sources-are-final", code: "SA7", severity: .error,
                summary: "Source classes (subclasses of SourceOf or ComposedSource) are final.",
                rationale: "A Source owns its model's transitions; a subclass could add or change them behind the Actions the model exposes.",
                check: .typeShape(TypeShape(scope: Scope(layers: sourceLayers), isFinal: true, appliesTo: ["class"])),
                triggering: [
                    RuleExample("Features/AuthSource.swift", "class ↓AuthSource: SourceOf<AuthModel> {\n    var initialModel: AuthModel { .signedOut }\n}"),
                    RuleExample("Features/ProfileSource.swift", "open class ↓ProfileSource: ComposedSource<ProfileModel> {}"),
                    // A Source nested in another Source is a Source of its own.
                    RuleExample("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {\n    var initialModel: AuthModel { .signedOut }\n    class ↓RetrySource: SourceOf<RetryModel> {\n        var initialModel: RetryModel { .idle }\n    }\n}"),
                ],
                passing: [
                    RuleExample("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {\n    var initialModel: AuthModel { .signedOut }\n}\nclass Helper {}"),
                ]),
            RuleSpec(
                id: "models-are-values", code: "SA8", severity: .error,
                summary: "Model types (the 'M' of 'SourceOf<M>', 'ComposedSource<M>' or '@Source var model: M') are structs or enums, never classes.",
                rationale: "A model is a snapshot of state plus Actions; a reference type could be changed behind the Source's back and would not trigger a render.",
                check: .all([.typeShape(TypeShape(scope: .layers("Models"), kinds: ["struct", "enum"])), .specific]),
                triggering: [
                    RuleExample([
                        .init("Features/AuthModel.swift", "final class ↓AuthModel {\n    let token: String?\n}"),
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {}"),
                    ]),
                    RuleExample([
                        .init("Features/StatusModel.swift", "final class ↓StatusModel {}\nactor ↓BadgeModel {}"),
                        .init("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: StatusModel\n    @Source var badge: BadgeModel\n}"),
                    ]),
                    // Through a generic base Source that passes its parameter on.
                    RuleExample([
                        .init("Features/NewsModel.swift", "final class ↓NewsModel {}"),
                        .init("Features/NewsSource.swift", "class LoadingSource<Model>: SourceOf<Model> {}\nfinal class NewsSource: LoadingSource<NewsModel> {}"),
                    ]),
                    // An optional or an array of models, in a Source's argument as in '@Source var model'.
                    RuleExample([
                        .init("Features/Models.swift", "final class ↓SelectionModel {}\nfinal class ↓DraftModel {}\nfinal class ↓ItemModel {}\nfinal class ↓TagModel {}"),
                        .init("Features/Sources.swift", "final class SelectionSource: SourceOf<SelectionModel?> {}\nfinal class DraftSource: SourceOf<Optional<DraftModel>> {}\nfinal class ItemsSource: ComposedSource<[ItemModel]> {}"),
                        .init("Features/TagsView.swift", "struct TagsView: View, Renderer {\n    @Source var model: Optional<TagModel>\n}"),
                    ]),
                    // Through a type alias.
                    RuleExample("Features/ChatSource.swift",
                                "public final class ↓ChatModel {}\ntypealias ChatState = ChatModel\nfinal class ChatSource: SourceOf<ChatState> {}"),
                    // A file's `private` type is the one its file names, not another file's namesake
                    // (a `private` type of a name no other file has is as any other).
                    RuleExample([
                        .init("Tests/Fixtures.swift", "private final class ↓CounterModel {}\nfinal class FixtureSource: SourceOf<CounterModel> {}"),
                        .init("Features/CounterModel.swift", "final class CounterModel {\n    var count = 0\n}"),
                        .init("Features/Local.swift", "private final class ↓LocalModel {}\nfinal class LocalSource: SourceOf<LocalModel> {}"),
                    ]),
                ],
                passing: [
                    // A generic class named like a forwarding Source elsewhere passes nothing on.
                    RuleExample([
                        .init("Features/News.swift", "enum News {\n    class Loader<Model>: SourceOf<Model> {}\n}"),
                        .init("Features/ImageLoader.swift", "class Loader<Value> {\n    var cached: Value?\n}\nfinal class ImageBox {\n    var bytes: [UInt8] = []\n}\nfinal class ThumbnailLoader: Loader<ImageBox> {}"),
                    ]),
                    RuleExample([
                        .init("Features/AuthModel.swift", "enum AuthModel {\n    case signedOut(SignedOut)\n    struct SignedOut { let logIn: Action<Credentials> }\n}"),
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {}"),
                        .init("Features/AuthView.swift", "struct AuthView: View, Renderer {\n    @Source var model: AuthModel\n    let store: Store\n}\nfinal class Store {}"),
                        .init("Features/AnyView.swift", "struct PlainView<Model>: View, Renderer {\n    @Source var model: Model\n}\nfinal class Model {}"),
                    ]),
                    // A `private` type is its file's alone: not the model another file names (review 30b item 4).
                    RuleExample([
                        .init("Features/Counter.swift", "struct CounterModel { let count: Int }\nfinal class CounterSource: SourceOf<CounterModel> {\n    let initialModel = CounterModel(count: 0)\n}"),
                        .init("Tests/Fixtures.swift", "private final class CounterModel {\n    var count = 0\n}\nextension CounterModel {\n    func reset() { count = 0 }\n}"),
                    ]),
                    // A generic parameter of an extended type shadows the tree class of the same name.
                    RuleExample("Features/ItemList.swift", "struct ItemList<Item> {}\nextension ItemList {\n    struct Row: View, Renderer {\n        @Source var model: Item\n    }\n}\nfinal class Item {}"),
                    // So does a Source's own generic parameter.
                    RuleExample("Features/PagedSource.swift", "final class PagedSource<Page>: SourceOf<Page> {}\nfinal class Paged<Page>: ComposedSource<Page> {}\nfinal class Page {}"),
                ]),
            RuleSpec(
                id: "model-properties-immutable", code: "SA9", severity: .warning,
                summary: "A model's stored properties are 'let'; no @Binding, no closure-typed properties (use Action).",
                rationale: "Models are immutable snapshots: a 'var' or a binding lets a Renderer change state without the Source, and a closure escapes the Action's guarantee that it only runs in the state that created it.",
                check: .specific,
                triggering: [
                    RuleExample([
                        .init("Features/AuthModel.swift", "struct AuthModel {\n    var ↓token: String?\n    @↓Binding var isOn: Bool\n    let ↓remembers: Binding<Bool>?\n    let ↓onLogOut: () -> Void\n    let ↓onFail: nonisolated(nonsending) () async -> Void\n    struct Failed {\n        var ↓message: String\n    }\n    static var shared = 0\n    var isSignedIn: Bool { token != nil }\n}"),
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {}"),
                    ]),
                    RuleExample([
                        .init("Features/StatusModel.swift", "enum StatusModel {\n    case ↓online(onTap: (Int) -> Void)\n    case offline\n}"),
                        .init("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: StatusModel\n}"),
                    ]),
                    // The model of an optional one.
                    RuleExample([
                        .init("Features/SelectionModel.swift", "struct SelectionModel {\n    var ↓selectedID: Int?\n    let select: Action<Int>\n}"),
                        .init("Features/SelectionSource.swift", "final class SelectionSource: SourceOf<SelectionModel?> {}"),
                    ]),
                    // A closure or binding type behind a type alias, in the model or another file.
                    RuleExample([
                        .init("Features/AuthModel.swift", "struct AuthModel {\n    typealias Tap = (Int) -> Void\n    typealias Flag = Binding<Bool>\n    typealias Toggle = Flag\n    let ↓onTap: Tap\n    let ↓onClose: Handler?\n    let ↓staysSignedIn: Flag\n    let ↓toggles: [Binding<Bool>]\n    let ↓remembers: Toggle\n}"),
                        .init("Features/Handler.swift", "typealias Handler = () -> Void"),
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {}"),
                    ]),
                ],
                passing: [
                    RuleExample([
                        .init("Features/AuthModel.swift", "struct AuthModel {\n    let token: String?\n    let logOut: Action<Void>\n    var isSignedIn: Bool { token != nil }\n    func describe() -> String {\n        var text = \"\"\n        text += token ?? \"\"\n        return text\n    }\n}"),
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {\n    private var attempts = 0\n}"),
                    ]),
                    // A generic parameter or a local type alias named like a closure alias of the tree is not it.
                    RuleExample([
                        .init("Features/ListModel.swift", "struct ListModel<Tap> {\n    let onTap: Tap\n}\nstruct RowModel {\n    typealias Tap = Int\n    let onTap: Tap\n}"),
                        .init("Features/Tap.swift", "typealias Tap = () -> Void"),
                        .init("Features/ListSource.swift", "final class ListSource: SourceOf<ListModel<Int>> {}\nfinal class RowSource: SourceOf<RowModel> {}"),
                    ]),
                    // A `private` type is its file's alone: not the model another file names (review 30b item 4).
                    RuleExample([
                        .init("Features/Counter.swift", "struct CounterModel { let count: Int }\nfinal class CounterSource: SourceOf<CounterModel> {}"),
                        .init("Tests/Fixtures.swift", "private struct CounterModel {\n    var count = 0\n    let onTap: () -> Void\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "renderers-do-no-io", code: "SA10", severity: .error,
                summary: "Renderers reference none of URLSession, URLRequest, FileManager, UserDefaults, JSONDecoder, JSONEncoder, or project types named '*Persistence'.",
                rationale: "Renderers only render a model and call its Actions; loading and saving belong to Sources, where they can be tested without a view.",
                check: .forbiddenUse(ForbiddenUse(
                    scope: .layers("Renderers"),
                    names: ["URLSession", "URLRequest", "FileManager", "UserDefaults", "JSONDecoder", "JSONEncoder"],
                    projectTypeSuffixes: ["Persistence"])),
                triggering: [
                    RuleExample([
                        .init("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: StatusModel\n    let session = ↓URLSession.shared\n    let store: any ↓StatusPersistence\n    func save() throws { try ↓JSONEncoder().encode(model.name) }\n}"),
                        .init("Features/StatusPersistence.swift", "protocol StatusPersistence {}"),
                    ]),
                    // Through Foundation's name, which SwiftUI makes visible without its own import.
                    RuleExample("Features/StatusView.swift", "import SwiftUI\n\nstruct StatusView: View, Renderer {\n    @Source var model: StatusModel\n    let defaults = Foundation.↓UserDefaults.standard\n}"),
                    // Through a type alias of the tree.
                    RuleExample([
                        .init("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: StatusModel\n    let session: ↓Session = .shared\n}"),
                        .init("Support/Aliases.swift", "typealias Session = URLSession"),
                    ]),
                ],
                passing: [
                    // A generic parameter or a function's own type alias of that name is not the tree's alias.
                    RuleExample([
                        .init("Features/StatusView.swift", """
                            struct StatusView<Session>: View, Renderer {
                                @Source var model: StatusModel
                                let session: Session
                                func cached<Cache>(_ c: Cache) -> Cache { c }
                                func defaults() { typealias Defaults = LocalDefaults; _ = Defaults() }
                            }
                            """),
                        .init("Support/Aliases.swift", "typealias Session = URLSession\ntypealias Cache = FileManager\ntypealias Defaults = UserDefaults"),
                    ]),
                    RuleExample([
                        .init("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: StatusModel\n    var body: some View { Button(\"Save\") { model.save() } }\n}"),
                        .init("Features/StatusSource.swift", "final class StatusSource: SourceOf<StatusModel> {\n    private let session = URLSession.shared\n    private let decoder = JSONDecoder()\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "renderers-create-no-sources", code: "SA11", severity: .error,
                summary: "Renderers construct no Source class and own no observable state (@StateObject, @ObservedObject, @Published, ObservableObject, @Observable, or an @Observable class in @State or @Bindable); a placeholder 'Source(model:)' is allowed.",
                rationale: "Sources are injected, so the same Renderer can show live data, a test model or a preview; a Renderer that creates its state cannot be driven from outside.",
                check: .all([
                    .constructionScope(ConstructionScope(constructed: sourceLayers, forbiddenIn: .layers("Renderers"), allowedTypes: ["Source"])),
                    .forbiddenUse(ForbiddenUse(scope: .layers("Renderers"), names: ["ObservableObject"],
                                               attributes: ["StateObject", "ObservedObject", "Published", "Observable"])),
                    // `@State` / `@Bindable` holding an `@Observable` class: the `@StateObject` /
                    // `@ObservedObject` of Observation.
                    .specific,
                ]),
                triggering: [
                    RuleExample([
                        .init("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: StatusModel\n    @↓StateObject private var store = Store()\n    @SwiftUI.↓StateObject private var other = Store()\n    init() {\n        _model = ↓StatusSource().eraseToSource()\n    }\n}"),
                        .init("Features/StatusSource.swift", "final class StatusSource: SourceOf<StatusModel> {}"),
                    ]),
                    // The same with Observation: an @Observable class in @State or @Bindable, or the Renderer itself @Observable.
                    RuleExample([
                        .init("Features/CounterView.swift", "struct CounterView: View, Renderer {\n    @Source var model: CounterModel\n    @↓State private var store = CounterStore()\n    @↓State private var other: CounterStore\n    @↓Bindable var bound: CounterStore\n    @SwiftUI.↓Bindable var qualified: CounterStore\n    @↓State private var shared = CounterStore.shared\n    @↓State private var made = CounterStore.make()\n    @State private var isExpanded = false\n    var body: some View {\n        @↓Bindable var store = store\n        EmptyView()\n    }\n}\n@↓Observable final class CounterTicker: Renderer {\n    @Source var model: CounterModel\n    func render() {}\n}"),
                        .init("Features/CounterStore.swift", "@Observable final class CounterStore {\n    static let shared = CounterStore()\n    static func make() -> CounterStore { CounterStore() }\n    var count = 0\n}"),
                    ]),
                    RuleExample("Features/StatusViewController.swift", "final class StatusViewController: UIViewController, Renderer, ↓ObservableObject {\n    @Source var model: StatusModel\n    @↓Published var count = 0\n    func render() {}\n}"),
                    // Through a type alias of the tree.
                    RuleExample([
                        .init("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: StatusModel\n    init() {\n        _model = ↓LiveStatus().eraseToSource()\n    }\n}"),
                        .init("Features/StatusSource.swift", "final class StatusSource: SourceOf<StatusModel> {}\ntypealias LiveStatus = StatusSource"),
                    ]),
                    // A Source whose name another module gives a type alias: the file sees its own
                    // module's class, and an imported module's when its own declares neither.
                    RuleExample([
                        .init("Package.swift", """
                            let package = Package(name: "Feed", targets: [
                                .target(name: "Feed", dependencies: ["Cells"]),
                                .target(name: "Cells"),
                                .target(name: "App", dependencies: ["Feed"]),
                            ])
                            """),
                        .init("Sources/Feed/Thing.swift", "public final class Thing: SourceOf<FeedModel> {}"),
                        .init("Sources/Feed/FeedView.swift", "import Cells\nstruct FeedView: View, Renderer {\n    @Source var model: FeedModel\n    init() { _model = ↓Thing().eraseToSource() }\n}"),
                        .init("Sources/App/AppView.swift", "import Feed\nstruct AppView: View, Renderer {\n    @Source var model: FeedModel\n    init() { _model = ↓Thing().eraseToSource() }\n}"),
                        .init("Sources/Cells/Thing.swift", "public typealias Thing = CellView\npublic struct CellView {}"),
                    ]),
                    // An `ObservableObject` through a protocol that refines it.
                    RuleExample([
                        .init("Features/LiveUpdating.swift", "import Combine\nprotocol LiveUpdating: ObservableObject {}"),
                        .init("Features/NoteViewController.swift", "final class NoteViewController: UIViewController, Renderer, ↓LiveUpdating {\n    @Source var model: NoteModel\n}"),
                    ]),
                ],
                passing: [
                    RuleExample([
                        .init("Features/StatusView.swift", "struct StatusView: View, Renderer {\n    @Source var model: StatusModel\n    init(source: Source<StatusModel> = Source(model: .placeholder)) {\n        _model = source\n    }\n}"),
                        .init("App/AppDependencies.swift", "final class AppDependencies: StatusDependency {\n    var statusSource: Source<StatusModel> { StatusSource().eraseToSource() }\n}"),
                        .init("Features/StatusSource.swift", "final class StatusSource: SourceOf<StatusModel> {}"),
                    ]),
                    // A module's own type alias, named like a Source of a module it imports: the alias is meant.
                    RuleExample([
                        .init("Package.swift", """
                            let package = Package(name: "Feed", targets: [
                                .target(name: "Feed"),
                                .target(name: "Cells", dependencies: ["Feed"]),
                            ])
                            """),
                        .init("Sources/Feed/Thing.swift", "public final class Thing: SourceOf<FeedModel> {}"),
                        .init("Sources/Cells/Thing.swift", "public typealias Thing = CellView\npublic struct CellView {}"),
                        .init("Sources/Cells/CellsView.swift", "import Feed\nstruct CellsView: View, Renderer {\n    @Source var model: FeedModel\n    let thing = Thing()\n}"),
                    ]),
                    // A module's own value, named like a Source of another module.
                    RuleExample([
                        .init("Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Feed\"), .target(name: \"Cells\")])"),
                        .init("Sources/Feed/Loader.swift", "public final class Loader: SourceOf<FeedModel> {}"),
                        .init("Sources/Cells/Loader.swift", "public struct Loader {}"),
                        .init("Sources/Cells/BadgeView.swift", "struct BadgeView: View, Renderer {\n    @Source var model: BadgeModel\n    let loader = Loader()\n}"),
                    ]),
                    // A value read from an @Observable class (`CounterStore().count`), or made by its static
                    // function that returns another type, is no observable class in @State.
                    RuleExample([
                        .init("Features/CounterView.swift", "struct CounterView: View, Renderer {\n    @Source var model: CounterModel\n    @State private var start = CounterStore().count\n    @State private var label = CounterStore()?.title ?? \"\"\n    @State private var initial = CounterStore.initialCount()\n}"),
                        .init("Features/CounterStore.swift", "@Observable final class CounterStore {\n    var count = 0\n    var title = \"\"\n    init?() {}\n    static func initialCount() -> Int { 0 }\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "subscribe-with-method", code: "SA12", severity: .warning,
                summary: "App code observes sources with 'subscribe(_:method:)', not Combine '.sink { … }'.",
                rationale: "'subscribe(_:method:)' holds the subscriber weakly and needs no cancellable; a 'sink' closure easily captures 'self' strongly and leaks or outlives its owner.",
                // A pipeline that starts at a framework publisher (a request, a notification, a
                // timer, a subject made there) observes no Source: Combine is the runtime's, and
                // a Source may do its I/O with it.
                check: .forbiddenUse(ForbiddenUse(scope: .all, members: ["sink"], memberExceptChainHeads: [
                    "URLSession", "NotificationCenter", "Timer", "Just", "Future", "PassthroughSubject", "CurrentValueSubject",
                ], projectionsForbiddenIn: sourceLayers)),
                triggering: [
                    RuleExample("Features/ProfileSource.swift", "final class ProfileSource: SourceOf<ProfileModel> {\n    init(auth: Source<AuthModel>) {\n        super.init()\n        cancellable = auth.publisher.↓sink { [weak self] in self?.update($0) }\n    }\n}"),
                    // Named and not called, on another line, with an enum case `sink` in the tree.
                    RuleExample([
                        .init("Features/AudioRoute.swift", "enum AudioRoute { case speaker, sink }"),
                        .init("Features/ProfileSource.swift", "final class ProfileSource: SourceOf<ProfileModel> {\n    init(auth: Source<AuthModel>) {\n        super.init()\n        let subscribe = auth.publisher\n            .↓sink\n        let sink = auth.publisher.↓sink\n    }\n}"),
                    ]),
                    // A chain that starts at a value (of no framework head's type, or of a type of the tree
                    // named like one), or at a type of the tree named like a framework one.
                    RuleExample([
                        .init("Features/Timer.swift", "final class Timer: SourceOf<TimerModel> {\n    static let shared = Timer()\n}"),
                        .init("Features/URLSession.swift", "final class URLSession: SourceOf<SessionModel> {}"),
                        .init("Features/ClockSource.swift", """
                            final class ClockSource: SourceOf<ClockModel> {
                                init(session: URLSession, feed: FeedClient, ticker: Timer) {
                                    super.init()
                                    cancellable = Timer.shared.publisher.map { $0 }.↓sink { [weak self] in self?.update($0) }
                                    other = session.dataTaskPublisher(for: request).↓sink(receiveCompletion: { _ in }, receiveValue: { _ in })
                                    more = feed.updates.↓sink { _ in }
                                    ticks = ticker.publisher.↓sink { _ in }
                                }
                            }
                            """),
                    ]),
                    // The projection of a Source's `@Published` property (its own, or another Source's),
                    // or of a property that is not `@Published` (a Renderer's `@Source var model`).
                    RuleExample([
                        .init("Features/SearchSource.swift", """
                            final class SearchSource: SourceOf<SearchModel> {
                                @Published var query = ""
                                init(other: SearchSource) {
                                    super.init()
                                    a = $query.↓sink { _ in }
                                    b = self.$query.debounce(for: .seconds(1), scheduler: RunLoop.main).↓sink { _ in }
                                    c = other.$query.↓sink { _ in }
                                }
                            }
                            """),
                        .init("Features/SearchView.swift", """
                            struct SearchView: View, Renderer {
                                @Source var model: SearchModel
                                let client: SearchClient
                                var body: some View { Text("").onAppear { token = $model.↓sink { _ in }; more = client.$query.↓sink { _ in } } }
                            }
                            final class SearchClient {
                                var query = ""
                            }
                            """),
                    ]),
                    // A framework publisher that carries a source's (a projected `$model` in its
                    // arguments or closures) observes it; a type alias of the tree is the tree's.
                    RuleExample([
                        .init("Features/Clock.swift", "typealias Clock = CounterSource"),
                        .init("Features/TickSource.swift", """
                            final class TickSource: SourceOf<TickModel> {
                                init(counter: CounterSource) {
                                    super.init()
                                    a = Timer.publish(every: 1, on: .main, in: .common).flatMap { _ in counter.$model }.↓sink { _ in }
                                    b = Just(()).combineLatest(counter.$model).↓sink { _ in }
                                }
                            }
                            """),
                        .init("Features/Just.swift", "typealias Just = CounterSource"),
                        .init("Features/Later.swift", "final class Later {\n    func run() { c = Just.shared.publisher.↓sink { _ in } }\n}"),
                    ]),
                    // A stored value is a framework pipeline by its values only (not its type): a declared
                    // `AnyPublisher` may hold a Source's, and so may a pipeline that carries a
                    // `$model`, a source's projected value, or a parameter.
                    RuleExample([
                        .init("Features/ClockSource.swift", """
                            final class ClockSource: SourceOf<ClockModel> {
                                private let ticks: AnyPublisher<Date, Never>
                                init(counter: CounterSource, updates: AnyPublisher<Int, Never>) {
                                    ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect().eraseToAnyPublisher()
                                    super.init()
                                    a = ticks.↓sink { _ in }
                                    let combined = Timer.publish(every: 1, on: .main, in: .common).flatMap { _ in counter.$model }
                                    b = combined.↓sink { _ in }
                                    let model = counter.$model
                                    c = model.↓sink { _ in }
                                    d = counter.$model.↓sink { _ in }
                                    e = updates.↓sink { _ in }
                                    let ticks = counter.$model
                                    f = ticks.↓sink { _ in }
                                }
                            }
                            """),
                        .init("Features/CounterSource.swift", "final class CounterSource: SourceOf<CounterModel> {}"),
                    ]),
                    // A `var` that the type's code (or, for a local, the code before) assigns a Source's
                    // publisher later holds it too, whatever its initial value.
                    RuleExample([
                        .init("Features/ClockObserver.swift", """
                            final class ClockObserver {
                                private var updates: AnyPublisher<Date, Never> = Timer.publish(every: 1, on: .main, in: .common)
                                    .autoconnect().eraseToAnyPublisher()
                                private var ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                                func observe(_ counter: CounterSource) {
                                    updates = counter.$model.map { _ in Date() }.eraseToAnyPublisher()
                                    var latest = Timer.publish(every: 1, on: .main, in: .common).autoconnect().eraseToAnyPublisher()
                                    latest = counter.$model.map { _ in Date() }.eraseToAnyPublisher()
                                    c = latest.↓sink { _ in }
                                }
                                func start() {
                                    a = updates.↓sink { _ in }
                                    b = self.ticks.↓sink { _ in }
                                }
                            }
                            extension ClockObserver {
                                func follow(_ counter: CounterSource) { self.ticks = counter.$model.map { _ in Date() } }
                            }
                            """),
                        .init("Features/CounterSource.swift", "final class CounterSource: SourceOf<CounterModel> {}"),
                    ]),
                    // So does one that an extension of the type in another file assigns one.
                    RuleExample([
                        .init("Features/ClockObserver.swift", """
                            final class ClockObserver {
                                var ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                                func start() { a = ticks.↓sink { _ in } }
                            }
                            """),
                        .init("Extensions/ClockObserver+Counter.swift", """
                            extension ClockObserver {
                                func follow(_ counter: CounterSource) { ticks = counter.$model.map { _ in Date() } }
                            }
                            """),
                        .init("Features/CounterSource.swift", "final class CounterSource: SourceOf<CounterModel> {}"),
                    ]),
                ],
                passing: [
                    RuleExample("Features/ProfileSource.swift", "final class ProfileSource: SourceOf<ProfileModel> {\n    init(auth: Source<AuthModel>) {\n        super.init()\n        auth.subscribe(self, method: ProfileSource.update)\n    }\n    private func update(_ auth: AuthModel) {}\n    func sink() {}\n}"),
                    // A project method of that name, called on a value of the project's type.
                    RuleExample("Features/AuditLog.swift", "final class AuditLog {\n    func sink(_ event: String) {}\n}\nfinal class ProfileSource: SourceOf<ProfileModel> {\n    let log = AuditLog()\n    func record(with other: AuditLog) {\n        log.sink(\"opened\")\n        other.sink(\"opened\")\n    }\n}"),
                    // A property named `sink` (swift-nio's writers): declared on the receiver's type, or
                    // written where only a property can stand (assigned, optional, unwrapped).
                    RuleExample("Features/Writer.swift", """
                        struct Sink { func finish() {} }
                        final class Writer {
                            private var sink: Sink?
                            func attach(to other: Writer, channel: Channel) {
                                self.sink = other.sink
                                if let sink = self.sink { sink.finish() }
                                channel.sink?.finish()
                                channel.sink = nil
                                let made = Writer.make()
                                channel.sink = made.sink
                                _ = [other].map(\\.sink) + [other].map(\\Writer.sink)
                            }
                        }
                        """),
                    // An enum case of that name, named and not called.
                    RuleExample("Features/AudioRoute.swift", "enum AudioRoute { case speaker, sink(String) }\nfinal class AudioRouter {\n    var route = AudioRoute.speaker\n    var isSink: Bool { if case .sink(let name) = route { !name.isEmpty } else { false } }\n    func pick(_ ok: Bool) -> AudioRoute { ok ? .speaker : .speaker }\n}"),
                    RuleExample("Features/AudioPick.swift", "enum AudioPick { case speaker, sink }\nfinal class AudioPicker {\n    var pick = AudioPick.sink\n    var isSink: Bool { pick == .sink }\n    func choose(_ ok: Bool) -> AudioPick { ok ? .sink : .speaker }\n}"),
                    // Pipelines that start at a framework publisher observe no Source.
                    RuleExample("Features/AuthManager.swift", """
                        final class AuthManager: SourceOf<AuthenticationModel> {
                            private func logIn(_ request: URLRequest) {
                                URLSession.shared.dataTaskPublisher(for: request)
                                    .map { String(decoding: $0.data, as: UTF8.self) }
                                    .receive(on: DispatchQueue.main)
                                    .sink(receiveCompletion: { [weak self] _ in self?.fail() }, receiveValue: { [weak self] in self?.succeed($0) })
                                    .store(in: &cancellables)
                            }
                        }
                        """),
                    RuleExample("Features/KeyboardObserver.swift", """
                        final class KeyboardObserver {
                            init() {
                                cancellable = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                                    .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height }
                                    .sink { [weak self] height in self?.onHeightChange(height) }
                                ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in self?.tick() }
                                values = PassthroughSubject<Int, Never>().sink { _ in }
                                first = Just(1).map { $0 }.sink { _ in }
                                later = Future<Int, Never> { promise in promise(.success(1)) }.sink { _ in }
                            }
                        }
                        """),
                    // So are those stored first, in a property of the type or a local, by their
                    // initial value (whatever type is declared for it).
                    RuleExample("Features/ClockObserver.swift", """
                        final class ClockObserver {
                            private let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                            private lazy var typed: AnyPublisher<Date, Never> = Timer.publish(every: 1, on: .main, in: .common)
                                .autoconnect()
                                .eraseToAnyPublisher()
                            func start() {
                                a = ticks.sink { [weak self] in self?.tick($0) }
                                b = self.ticks.map { $0 }.sink { _ in }
                                c = typed.sink { _ in }
                                let publisher = NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
                                d = publisher.sink { [weak self] _ in self?.refresh() }
                                let subject = PassthroughSubject<Int, Never>()
                                e = subject.sink { _ in }
                            }
                        }
                        """),
                    // A `var` assigned only framework pipelines stays one; a local read before it is
                    // given a Source's publisher holds the pipeline still; a namesake's assignment
                    // (another type's, or a local of another function) is not this one's.
                    RuleExample([
                        .init("Features/ClockObserver.swift", """
                            final class ClockObserver {
                                private var ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                                func restart(_ counter: CounterSource) {
                                    ticks = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
                                    var latest = Timer.publish(every: 1, on: .main, in: .common).autoconnect().eraseToAnyPublisher()
                                    a = latest.sink { _ in }
                                    latest = counter.$model.map { _ in Date() }.eraseToAnyPublisher()
                                    b = ticks.sink { _ in }
                                }
                                func other(_ counter: CounterSource) {
                                    var ticks = counter.$model
                                    ticks = counter.$model
                                }
                            }
                            final class Other {
                                var ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                                func follow(_ counter: CounterSource) { ticks = counter.$model.map { _ in Date() } }
                            }
                            """),
                        .init("Features/CounterSource.swift", "final class CounterSource: SourceOf<CounterModel> {}"),
                    ]),
                    // A value declared as a framework head's type (a parameter, a property, a local: by its
                    // annotation, `.shared`/`.default` included, or made `URLSession(configuration:)`),
                    // and the projection of a `@Published` property of a type that is no Source (its own,
                    // inherited, or of a value typed by such a class).
                    RuleExample([
                        .init("Features/ItemList/RemoteItemsClient.swift", """
                            class BaseClient {
                                @Published var isOnline = true
                            }
                            final class RemoteItemsClient: BaseClient {
                                private let session: URLSession
                                private let center: NotificationCenter = .default
                                private var bag = Set<AnyCancellable>()
                                @Published var query = ""
                                init(session: URLSession = .shared, center: NotificationCenter = .default) {
                                    self.session = session
                                    center.publisher(for: .NSCalendarDayChanged).sink { [weak self] _ in self?.bag.removeAll() }.store(in: &bag)
                                    $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { print($0) }.store(in: &bag)
                                    self.$query.sink { print($0) }.store(in: &bag)
                                    let typed = $query.removeDuplicates()
                                    typed.sink { print($0) }.store(in: &bag)
                                    $isOnline.sink { print($0) }.store(in: &bag)
                                }
                                func ping(_ url: URL) {
                                    session.dataTaskPublisher(for: url).sink(receiveCompletion: { _ in }, receiveValue: { _ in }).store(in: &bag)
                                    self.center.publisher(for: .NSCalendarDayChanged).sink { _ in }.store(in: &bag)
                                    let ephemeral = URLSession(configuration: .ephemeral)
                                    ephemeral.dataTaskPublisher(for: url).sink(receiveCompletion: { _ in }, receiveValue: { _ in }).store(in: &bag)
                                    URLSession.shared.dataTaskPublisher(for: url).sink(receiveCompletion: { _ in }, receiveValue: { _ in }).store(in: &bag)
                                }
                            }
                            final class ItemsScreenModel {
                                let client: RemoteItemsClient
                                init(client: RemoteItemsClient) {
                                    self.client = client
                                    token = client.$query.sink { _ in }
                                }
                            }
                            """),
                    ]),
                    // An extension of the type in another file that assigns it only framework pipelines.
                    RuleExample([
                        .init("Features/ClockObserver.swift", """
                            final class ClockObserver {
                                var ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                                func start() { a = ticks.sink { _ in } }
                            }
                            """),
                        .init("Extensions/ClockObserver+Restart.swift", """
                            extension ClockObserver {
                                func restart(_ counter: CounterSource) { ticks = Timer.publish(every: 2, on: .main, in: .common).autoconnect() }
                            }
                            """),
                        .init("Features/CounterSource.swift", "final class CounterSource: SourceOf<CounterModel> {}"),
                    ]),
                ],
                // The rule's point, in place of "'.sink' is not allowed in this project".
                message: "observe sources with 'subscribe(_:method:)', not '.sink'"),
            RuleSpec(
                id: "erase-concrete-sources", code: "SA13", severity: .error,
                summary: "Dependency protocols and Renderers refer to sources only as 'Source<…>', never as a concrete Source class.",
                rationale: "A 'Source<Model>' can be backed by any Source, a composed one or a constant for tests and previews; naming the concrete class ties every consumer to one implementation.",
                // A Renderer that creates a concrete Source is SA11's finding, reported once (this
                // rule's when a configuration turns SA11 off).
                // With the vocabulary's own classes: `SourceOf<M>`, which every Source subclasses, and
                // `ComposedSource<M>` are no `Source<M>` either.
                check: .forbiddenUse(ForbiddenUse(scope: .layers("Dependencies", "Renderers"), layers: sourceLayers, names: ["SourceOf", "ComposedSource"],
                                                  exceptConstructionsIn: .layers("Renderers"), constructionsRule: "renderers-create-no-sources")),
                triggering: [
                    RuleExample([
                        .init("Features/AuthDependency.swift", "protocol AuthDependency {\n    var authSource: ↓AuthSource { get }\n}"),
                        .init("Features/AuthView.swift", "struct AuthView: View, Renderer {\n    @Source var model: AuthModel\n    init(source: ↓AuthSource) { _model = source.eraseToSource() }\n}"),
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {}"),
                    ]),
                    // Named as a type where a Renderer creates it (the creation is SA11's); created
                    // in a dependency protocol's extension, where no other rule reports it.
                    RuleExample([
                        .init("Features/AuthView.swift", "struct AuthView: View, Renderer {\n    @Source var model: AuthModel\n    init() {\n        let source: ↓AuthSource = AuthSource()\n        _model = source.eraseToSource()\n    }\n}"),
                        .init("Features/AuthDependency.swift", "protocol AuthDependency {}\nextension AuthDependency {\n    var authSource: Source<AuthModel> { ↓AuthSource().eraseToSource() }\n}"),
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {}"),
                    ]),
                    // The vocabulary's classes are concrete too.
                    RuleExample([
                        .init("Features/ProfileDependency.swift",
                              "protocol ProfileDependency {\n    var profileSource: ↓SourceOf<ProfileModel> { get }\n    var composedProfile: ↓ComposedSource<ProfileModel> { get }\n}"),
                        .init("Features/ProfileView.swift", "struct ProfileView: View, Renderer {\n    @Source var model: ProfileModel\n    init(source: ↓SourceOf<ProfileModel>) { _model = source.eraseToSource() }\n}"),
                    ]),
                ],
                passing: [
                    // A Renderer that creates a concrete Source is SA11's finding (`renderers-create-no-sources`),
                    // not this rule's too: one fact, one finding.
                    RuleExample([
                        .init("Features/AuthView.swift", "struct AuthView: View, Renderer {\n    @Source var model: AuthModel\n    init() {\n        _model = AuthSource().eraseToSource()\n        _model = AuthSource.init().eraseToSource()\n    }\n}"),
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {}"),
                    ]),
                    RuleExample([
                        .init("Features/AuthDependency.swift", "protocol AuthDependency {\n    var authSource: Source<AuthModel> { get }\n}"),
                        .init("App/AppDependencies.swift", "final class AppDependencies: AuthDependency {\n    var authSource: Source<AuthModel> { AuthSource().eraseToSource() }\n}"),
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {}"),
                    ]),
                    // A Source nested in another type, named `Source`, is not the runtime's `Source<…>`
                    // written elsewhere: Swift finds it only inside `Feed`.
                    RuleExample([
                        .init("Features/Feed.swift", "enum Feed {\n    final class Source: SourceOf<FeedModel> {}\n}"),
                        .init("Features/FeedView.swift", "struct FeedView: View, Renderer {\n    @Source var model: FeedModel\n    let other: Source<AuthModel>\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "models-create-no-sources", code: "SA14", severity: .warning,
                summary: "Model types construct no Sources.",
                rationale: "A model is a value that a Source produces; a model that creates Sources inverts ownership and hides state inside data.",
                check: .constructionScope(ConstructionScope(constructed: sourceLayers, forbiddenIn: .layers("Models"))),
                triggering: [
                    RuleExample([
                        .init("Features/AuthModel.swift", "struct AuthModel {\n    let token: String?\n    static let preview = ↓AuthSource().eraseToSource()\n}"),
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {}"),
                    ]),
                ],
                passing: [
                    RuleExample([
                        .init("Features/AuthModel.swift", "struct AuthModel {\n    let token: String?\n    static let preview = AuthModel(token: nil)\n}"),
                        .init("Features/AuthSource.swift", "final class AuthSource: SourceOf<AuthModel> {}"),
                    ]),
                ]),
            RuleSpec(
                id: "sources-import-no-ui", code: "SA15", severity: .warning,
                summary: "Files that declare Sources or Models import no UI framework (SwiftUI, UIKit, AppKit).",
                rationale: "Sources and Models are the testable core that UIKit and SwiftUI Renderers share; a UI import ties them to one platform and invites view code in.",
                check: .forbiddenImports(scope: Scope(layers: sourceLayers + ["Models"]), modules: ["SwiftUI", "SwiftUICore", "UIKit", "AppKit"]),
                triggering: [
                    RuleExample([
                        .init("Features/AuthSource.swift", "import ↓SwiftUI\nfinal class AuthSource: SourceOf<AuthModel> {}"),
                        .init("Features/AuthModel.swift", "import Foundation\nimport ↓UIKit\nstruct AuthModel {}"),
                    ]),
                    // A Model only a Renderer names, as its `@Source var model`, is a Model too.
                    RuleExample([
                        .init("Features/BadgeView.swift", "import SwiftUI\nstruct BadgeView: View, Renderer {\n    @Source var model: BadgeModel\n}"),
                        .init("Features/BadgeModel.swift", "import ↓SwiftUI\nstruct BadgeModel {\n    let count: Int\n}"),
                    ]),
                    // A view file that declares its Model (as seed 000 writes StatusView.swift) declares a Model.
                    RuleExample("Features/StatusView.swift",
                                "import ↓SwiftUI\nstruct CoworkerStatus {\n    let name: String\n}\nstruct StatusView: View, Renderer {\n    @Source var model: CoworkerStatus\n}"),
                ],
                passing: [
                    RuleExample([
                        .init("Features/AuthSource.swift", "import Foundation\nfinal class AuthSource: SourceOf<AuthModel> {}"),
                        .init("Features/AuthView.swift", "import SwiftUI\nstruct AuthView: View, Renderer {\n    @Source var model: AuthModel\n}"),
                        .init("Features/AuthModel.swift", "struct AuthModel {}"),
                        // A file that extends a Model, with what a view shows of it, declares none.
                        .init("Features/AuthModel+Presentation.swift", "import SwiftUI\nextension AuthModel {\n    var tint: Color { .primary }\n}"),
                    ]),
                ]),
        ])
}
