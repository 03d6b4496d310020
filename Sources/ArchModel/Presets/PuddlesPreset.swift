/// Puddles: SwiftUI Modules compose data-free Components, Providers from the environment hide
/// where data comes from, a `Router.shared` singleton holds navigation, and a Core package holds
/// everything without UI. Rules P1–P12 of STYLES.md.
enum PuddlesPreset {
    /// Provider types, minus Core types that happen to be named `*Provider`, the
    /// `DynamicProperty` containers that hold Providers for views, and conformers of framework
    /// `*Provider` protocols (a widget's `WeatherProvider: TimelineProvider`).
    /// What makes a type observable: conforming, or the `@Observable` macro.
    static let observableTypes = ["ObservableObject", "Observable", "@Observable"]

    static let providers = Scope(layers: ["Providers"], except: ["Core", "ProviderContainers", "FrameworkProviders"])

    static let preset = StylePreset(
        style: Style.named("puddles")!,
        layers: [
            LayerDefinition(name: "Modules", paths: ["**/Modules/**"]),
            LayerDefinition(name: "Components", paths: ["**/Components/**"]),
            // (A SwiftUI key declared beside a Provider, `BookProviderKey` or a `PreferenceKey`, is plumbing.)
            // (Nor a helper on a framework type beside them: `extension View { func withMockProviders() }`.)
            // By folder, observable types only: a data type a Provider hands out (`struct Experiment`)
            // or a helper beside it is none.
            LayerDefinition(name: "Providers", paths: ["**/Providers/**"], suffixes: ["Provider"], pathExceptSuffixes: ["Key"],
                            exceptInheritors: ["PreferenceKey", "FocusedValueKey"], pathExceptsFrameworkExtensions: true,
                            pathRequiresInheriting: observableTypes),
            // `Router` itself by folder; sub-routers also by their `*Router` names.
            LayerDefinition(name: "Router", paths: ["**/Router/**"], suffixes: ["Router"]),
            LayerDefinition(name: "Core", paths: ["**/Core/**"]),
            // `DynamicProperty` structs that hold Providers for views (exempt from P5).
            LayerDefinition(name: "ProviderContainers", inherits: ["DynamicProperty"]),
            // Types named `*Provider` that implement a framework's provider protocol, not Puddles Providers.
            LayerDefinition(name: "FrameworkProviders", inherits: FrameworkProviders.protocols),
        ],
        rules: [
            RuleSpec(
                id: "components-use-no-providers", code: "P1", severity: .error,
                summary: "Components use no @EnvironmentObject, @StateObject or @ObservedObject (nor their Observation spellings), no project *Provider type, and not Router or Router.shared.",
                rationale: "A component gets its data and an Interface from the module that uses it; one that reaches for Providers or the Router "
                    + "is tied to one place in the app and cannot be previewed with plain values.",
                check: .forbiddenUse(ForbiddenUse(
                    scope: .layers("Components"), layers: ["Providers", "Router"], names: ["Router"],
                    attributes: ["EnvironmentObject", "StateObject", "ObservedObject"], projectTypeSuffixes: ["Provider"],
                    // A Core type named `*Router` (a backend's `APIRouter`) is no router, as P10 knows.
                    exceptLayers: ["FrameworkProviders", "Core"], observationSpellings: true)),
                triggering: [RuleExample([
                    .init("Components/BookRow.swift", """
                        struct BookRow {
                            @↓EnvironmentObject var books: ↓BookProvider
                            @Environment(↓BookProvider.self) private var bookProvider
                            var favorites: any ↓FavoritesProvider
                            func tap() { ↓Router.shared.reset() }
                            // Through the app's module name.
                            var other: BooksApp.↓BookProvider?
                        }
                        """),
                    .init("Providers/BookProvider.swift", "@MainActor final class BookProvider {}"),
                    .init("Providers/FavoritesProvider.swift", "protocol FavoritesProvider {}"),
                ]),
                // A Provider named as a Core model is (a Core model alone is not: passing examples).
                RuleExample([
                    .init("Components/PayButton.swift", "struct PayButton {\n    let payments: ↓PaymentProvider\n}"),
                    .init("Providers/PaymentProvider.swift", "@MainActor final class PaymentProvider {}"),
                    .init("Core/Models/PaymentProvider.swift", "public enum PaymentProvider { case card }"),
                ]),
                // Through an environment value of the tree's whose type is a Provider (`@Entry`, or a
                // property over an `EnvironmentKey`): the Provider is used all the same.
                RuleExample([
                    .init("Components/Hearts.swift", "struct Hearts {\n    @↓Environment(\\.bookProvider) private var books\n    @↓Environment(\\.cartProvider) private var cart\n    @Environment(\\.dynamicTypeSize) private var size\n}"),
                    .init("Providers/BookProvider+Environment.swift", """
                        extension EnvironmentValues {
                            @Entry var bookProvider: BookProvider = .mock
                            var cartProvider: CartProvider {
                                get { self[CartProviderKey.self] }
                                set { self[CartProviderKey.self] = newValue }
                            }
                        }
                        """),
                    .init("Providers/BookProvider.swift", "@MainActor final class BookProvider {}"),
                    .init("Providers/CartProvider.swift", "@MainActor final class CartProvider {}"),
                ]),
                // The Observation spellings of the three wrappers, for an observable class of any name: read
                // from the environment, observed, owned.
                RuleExample([
                    .init("Components/CartBadge.swift", """
                        struct CartBadge: View {
                            @↓Environment(CartStore.self) private var cart
                            @↓State private var local = CartStore()
                            @↓State private var legacy: LegacyCartStore = LegacyCartStore()
                            @↓Bindable var bound: CartStore
                            var body: some View {
                                @↓Bindable var cart = cart
                                Text("\\(cart.count)")
                            }
                        }
                        """),
                    .init("Stores/CartStore.swift", "@MainActor @Observable final class CartStore { var count = 0 }"),
                    .init("Stores/LegacyCartStore.swift", "@MainActor final class LegacyCartStore: ObservableObject { @Published var count = 0 }"),
                ])],
                passing: [RuleExample([
                    .init("Components/BookRow.swift", """
                        struct BookRow {
                            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                            @Environment(\\.self) private var environment
                            // Values in @State, and a class that is not observable.
                            @State private var isExpanded = false
                            @State private var draft = Draft()
                            @State private var formatter = RowFormatter()
                            var book: Book
                            var interface: Interface<Action>
                        }
                        struct Draft { var text = "" }
                        final class RowFormatter {}

                        struct BookRow_Previews: PreviewProvider {
                            static var previews: some View {
                                BookRow(book: .mock, interface: .ignore).environment(BookProvider.mock)
                            }
                        }
                        """),
                    .init("Providers/BookProvider.swift", "@MainActor final class BookProvider {}"),
                ]),
                // A widget's timeline provider is a framework provider, not a Provider.
                RuleExample([
                    .init("Components/BooksWidgetView.swift", "struct BooksWidgetView {\n    let entry: BooksTimelineProvider.Entry\n}"),
                    .init("Widgets/BooksTimelineProvider.swift", "struct BooksTimelineProvider: TimelineProvider {}"),
                ]),
                // So are a control widget's value provider and an App Intents options provider.
                RuleExample([
                    .init("Components/TimerControlLabel.swift", "struct TimerControlLabel {\n    let value: TimerValueProvider.Value\n    let genres: GenreOptionsProvider\n}"),
                    .init("Widgets/TimerValueProvider.swift", "struct TimerValueProvider: ControlValueProvider {}"),
                    .init("Intents/GenreOptionsProvider.swift", "struct GenreOptionsProvider: DynamicOptionsProvider {}"),
                ]),
                // A Core service's `*Router` is an endpoint, not a navigation router; a Core model
                // named `*Provider` (a payment method) is no Provider either.
                RuleExample([
                    .init("Components/EndpointRow.swift", "struct EndpointRow {\n    let endpoint: APIRouter\n    let method: PaymentProvider\n}"),
                    .init("Core/BookstoreAPI/APIRouter.swift", "public enum APIRouter { case books }"),
                    .init("Core/Models/PaymentProvider.swift", "public enum PaymentProvider: String { case applePay, card }"),
                ]),
                // A value read from an observable class (`CartStore().draft`, `?.`, `[…]`, an operator
                // after the call) is no observable class in @State.
                RuleExample([
                    .init("Components/NoteField.swift", """
                        struct NoteField: View {
                            @State private var draft = CartStore().draft
                            @State private var firstNote = CartStore().notes[0]
                            @State private var note = CartStore(draft: .init())
                                .draft.note
                            @State private var count = CartStore().count + 1
                            var body: some View { Text(draft.note) }
                        }
                        """),
                    .init("Stores/CartStore.swift", """
                        @Observable final class CartStore {
                            var count = 0
                            var draft = Draft()
                            var notes: [String] = []
                            init(draft: Draft = Draft()) { self.draft = draft }
                        }
                        struct Draft: Equatable { var note = "" }
                        """),
                ])]),
            RuleSpec(
                id: "components-own-no-navigation", code: "P2", severity: .warning,
                summary: "Components contain no NavigationStack, NavigationView, .navigationTitle, .toolbar, .sheet or .fullScreenCover.",
                rationale: "Navigation belongs to the Modules, which have a fixed place in the app; a component that navigates "
                    + "cannot be reused elsewhere in the hierarchy.",
                // The modifiers count only as calls (the specific part): a component's own enum case
                // `.sheet` or a property `theme.toolbar` is no navigation.
                check: .all([
                    .forbiddenUse(ForbiddenUse(scope: .layers("Components"), names: ["NavigationStack", "NavigationView"])),
                    .specific,
                ]),
                triggering: [
                    // A value of the name that cannot be called leaves the modifier (review 31g item 5).
                    RuleExample("Components/Picker.swift", """
                        struct Picker: View {
                            @State private var sheet: Int?
                            @State private var show = false
                            var body: some View { content() }
                            func content() -> some View {
                                ↓sheet(isPresented: $show) { Text("x") }
                            }
                        }
                        """),
                    RuleExample("Components/BookRow.swift", """
                    struct BookRow: View {
                        var body: some View {
                            ↓NavigationStack {
                                Text(title)
                                    .↓navigationTitle("Books")
                                    .↓toolbar { EditButton() }
                            }
                            .↓sheet(isPresented: $isEditing) { Text("Edit") }
                        }
                    }
                    """),
                    // Modifiers called on an implicit `self`: in a view's method, in an extension of View.
                    RuleExample("Components/BookRow.swift", """
                        struct BookRow: View {
                            @Binding var isEditing: Bool
                            var body: some View { Text("Book") }
                            func editable() -> some View {
                                ↓sheet(isPresented: $isEditing) { Text("Edit") }
                            }
                            func titled() -> some View { ↓navigationTitle("Books") }
                            func covered() -> some View { self.↓fullScreenCover(isPresented: $isEditing) { Text("Edit") } }
                        }
                        extension View {
                            func bookSheet(_ isPresented: Binding<Bool>) -> some View {
                                ↓sheet(isPresented: isPresented) { Text("Book") }
                            }
                            func bookToolbar() -> some View { ↓toolbar { EditButton() } }
                        }
                        """),
                ],
                passing: [
                    // A bare call of a value or function named like a modifier: a stored slot, a
                    // parameter, a local function (review 31e item 5).
                    RuleExample("Components/Panel.swift", """
                        struct Panel<Toolbar: View>: View {
                            @ViewBuilder let toolbar: () -> Toolbar
                            var body: some View { VStack { toolbar(); header { Text("x") } } }
                            func header(sheet: () -> some View) -> some View { sheet() }
                            func local() -> some View {
                                func fullScreenCover(isPresented: Bool) -> some View { Text("x") }
                                return fullScreenCover(isPresented: true)
                            }
                        }
                        """),
                    RuleExample("Components/BookRow.swift", """
                        struct BookRow: View {
                            var body: some View {
                                HStack { Text(title) }
                            }
                        }
                        """),
                    // A component's own enum case or property of those names is no navigation.
                    RuleExample("Components/ShareButton.swift", """
                        struct ShareButton: View {
                            enum Presentation { case sheet, fullScreenCover }
                            var presentation: Presentation = .sheet
                            let theme: Theme
                            var body: some View {
                                Button("Share") { interface.send(.share(presentation)) }
                                    .tint(theme.toolbar.tint)
                                if case .fullScreenCover = presentation { Text("Full screen") }
                                Button("Details") { interface.send(.sheet(id: 1)) }
                            }
                        }
                        """),
                    // A method of the component's own of a modifier's name, called on its implicit self.
                    RuleExample("Components/BookCard.swift", """
                        struct BookCard: View {
                            var body: some View { toolbar(title: "Book") }
                            func toolbar(title: String) -> some View { HStack { Text(title) } }
                        }
                        """),
                    RuleExample("Modules/BookList.swift", """
                        struct BookList: View {
                            var body: some View {
                                NavigationStack { List(books) { BookRow(book: $0) } }
                                    .navigationTitle("Books")
                                    .sheet(isPresented: $isEditing) { Text("Edit") }
                            }
                        }
                        """),
                ]),
            RuleSpec(
                id: "interface-declares-action", code: "P3", severity: .warning,
                summary: "A component with an Interface<Action> property declares its enum Action in the same file.",
                rationale: "The Action enum is the component's whole vocabulary towards its module; keeping it beside the "
                    + "component makes the contract readable in one place.",
                check: .specific,
                triggering: [
                    RuleExample("Components/BookRow.swift", """
                        struct BookRow {
                            var book: Book
                            var ↓interface: Interface<Action>
                        }
                        """),
                    // Its own actions, qualified.
                    RuleExample("Components/BookRow.swift", "struct BookRow {\n    var ↓interface: Interface<BookRow.Action>\n}"),
                    RuleExample("Components/BookRow.swift", "struct BookRow {\n    var ↓interface: Interface<Self.Action>\n}"),
                    // Another component's nested enum is not this one's; its own, declared in another
                    // file, is what the name means (before a file-level enum).
                    RuleExample([
                        .init("Components/Chips.swift", "struct Chips {\n    enum Action { case clear }\n    var interface: Interface<Action>\n}\nstruct Chip {\n    var ↓interface: Interface<Action>\n}"),
                        .init("Components/Chip+Action.swift", "extension Chip {\n    enum Action { case tap }\n}"),
                        .init("Components/Tag.swift", "enum Action { case tap }\nstruct Tag {\n    var ↓interface: Interface<Action>\n}"),
                        .init("Components/Tag+Action.swift", "extension Tag {\n    enum Action { case tap }\n}"),
                    ]),
                ],
                passing: [
                    RuleExample("Components/BookRow.swift", """
                        struct BookRow {
                            var book: Book
                            var interface: Interface<Action>
                        }

                        extension BookRow {
                            enum Action: Hashable {
                                case didTap
                            }
                        }
                        """),
                    RuleExample("Components/Picker.swift", "struct Picker<Choice: Hashable> {\n    var interface: Interface<Choice>\n}"),
                    // The enclosing type's actions, or the file's.
                    RuleExample("Components/Chips.swift", "struct Chips {\n    enum Action { case clear }\n    struct Row {\n        var interface: Interface<Action>\n    }\n}"),
                    RuleExample("Components/Chip.swift", "enum Action { case tap }\nstruct Chip {\n    var interface: Interface<Action>\n}"),
                    // A child's interface, held to hand it on: the child's file declares its actions.
                    RuleExample("Components/BookSection.swift", "struct BookSection {\n    var books: [Book]\n    var rowInterface: Interface<BookRow.Action>\n}"),
                    RuleExample("Components/Picker.swift", "struct Picker<Choice: Hashable> {}\nextension Picker {\n    struct Row {\n        var interface: Interface<Choice>\n    }\n}"),
                ]),
            RuleSpec(
                id: "provider-shape", code: "P4", severity: .error,
                summary: "A Provider is a @MainActor final class with a nested Dependencies struct, init(dependencies:), and static live and mock members.",
                rationale: "Providers are shared UI state whose data source is swapped through Dependencies; the fixed shape is what "
                    + "lets the app inject live data and previews and tests inject mocks.",
                check: .all([
                    .typeShape(TypeShape(scope: Scope(layers: ["Providers"], except: ["Core", "ProviderContainers", "FrameworkProviders"]),
                                         kinds: ["class"], isFinal: true, isMainActor: true)),
                    .requiredMembers(scope: Scope(layers: ["Providers"], except: ["Core", "ProviderContainers", "FrameworkProviders"]), members: [
                        MemberRequirement(kind: "struct", name: "Dependencies"),
                        MemberRequirement(kind: "init", name: "", labels: ["dependencies"]),
                        MemberRequirement(kind: "member", name: "live", modifiers: ["static"]),
                        MemberRequirement(kind: "member", name: "mock", modifiers: ["static"]),
                    ]),
                ]),
                triggering: [
                    RuleExample("Providers/BookProvider.swift", """
                        @MainActor
                        class ↓BookProvider {
                            struct Dependencies {}
                            init(dependencies: Dependencies) {}
                            static let live = BookProvider(dependencies: .init())
                            static var mock: BookProvider { BookProvider(dependencies: .init()) }
                        }
                        """),
                    RuleExample("Providers/BookProvider.swift", """
                        final class ↓↓↓BookProvider {
                            init(dependencies: Dependencies) {}
                            static let live = BookProvider(dependencies: .init())
                        }
                        """),
                    // A Provider that is its own environment key is still a Provider.
                    RuleExample("Providers/CartProvider.swift", """
                        @MainActor
                        class ↓CartProvider: EnvironmentKey {
                            struct Dependencies {}
                            init(dependencies: Dependencies) {}
                            static let live = CartProvider(dependencies: .init())
                            static var mock: CartProvider { CartProvider(dependencies: .init()) }
                            nonisolated static var defaultValue: CartProvider? { nil }
                        }
                        """),
                ],
                passing: [
                    RuleExample("Providers/BookProvider.swift", """
                        @MainActor
                        @Observable
                        final class BookProvider {
                            struct Dependencies {
                                var fetchBooks: @Sendable () async throws -> [Book]
                            }
                            private let dependencies: Dependencies
                            init(dependencies: Dependencies) {
                                self.dependencies = dependencies
                            }
                        }

                        extension BookProvider {
                            static let live = BookProvider(dependencies: .init(fetchBooks: { [] }))
                            static var mock: BookProvider { BookProvider(dependencies: .init(fetchBooks: { Book.mockList })) }
                        }
                        """),
                    RuleExample([
                        .init("Providers/NumberProvider.swift", """
                            @MainActor final class NumberProvider: ObservableObject {
                                @Published private(set) var facts: [String] = []
                                init(dependencies: Dependencies) {}
                            }

                            extension NumberProvider {
                                struct Dependencies {
                                    var fact: (Int) async throws -> String
                                }
                                static var mock: NumberProvider = { NumberProvider(dependencies: .init(fact: { "\\($0)" })) }()
                                static func live() -> NumberProvider { NumberProvider(dependencies: .init(fact: { _ in "" })) }
                            }
                            """),
                        .init("Providers/Providers.swift", "struct Providers: DynamicProperty {\n    @StateObject var numbers = NumberProvider.live()\n}"),
                        .init("Widgets/WeatherProvider.swift", "struct WeatherProvider: TimelineProvider {}"),
                        // A share sheet's item provider subclasses UIKit's; an environment key is SwiftUI plumbing.
                        .init("Sharing/BookShareItemProvider.swift", "final class BookShareItemProvider: UIActivityItemProvider {}"),
                        // Xcode's tvOS Top Shelf extension template.
                        .init("TopShelf/ContentProvider.swift", "class ContentProvider: TVTopShelfContentProvider {}"),
                        .init("Providers/BookProvider+Environment.swift", """
                            private struct NumberProviderKey: EnvironmentKey {
                                static let defaultValue: NumberProvider? = nil
                            }
                            struct BookListHeightPreference: PreferenceKey {
                                static let defaultValue: Double = 0
                            }
                            """),
                    ]),
                    // Framework providers of control widgets and App Intents are no Providers either.
                    RuleExample([
                        .init("Widgets/TimerValueProvider.swift", "struct TimerValueProvider: AppIntentControlValueProvider {}"),
                        .init("Intents/GenreOptionsProvider.swift", "struct GenreOptionsProvider: DynamicOptionsProvider {}"),
                    ]),
                ]),
            RuleSpec(
                id: "providers-use-no-views", code: "P5", severity: .error,
                summary: "Providers reference no Router, Module, Component or View; DynamicProperty container structs are exempt.",
                rationale: "A Provider is the stable, UI-free interface to data; once it knows views or navigation it can no longer "
                    + "be tested or shared across screens.",
                check: .forbiddenUse(ForbiddenUse(
                    scope: providers,
                    // And the framework's views (`Text`, `AnyView`, `UIViewController`), not only `View`.
                    layers: ["Router", "Modules", "Components"], names: ["Router"] + FrameworkViewTypes.all, subtypesOfNames: true,
                    // A Core type named `*Router` (a backend's `APIRouter`) is no router: Providers use Core services.
                    // A mock helper written as a function beside the Providers is no Provider code.
                    exceptLayers: ["Core"], exceptsHelperFunctions: true)),
                triggering: [RuleExample([
                    .init("Providers/BookProvider.swift", """
                        @MainActor final class BookProvider {
                            private weak var router: ↓Router?
                            private var home: ↓HomeRouter?
                            func screen() -> some ↓View { ↓BookList() }
                            func caption(for title: String) -> ↓Text { ↓Text(title).italic() }
                            func badge() -> ↓AnyView { ↓AnyView(↓EmptyView()) }
                        }
                        func bookScreen() -> some ↓View { ↓BookList() }
                        """),
                    // A file-level function that hands out no view is the layer's code, beside a
                    // Provider or not.
                    .init("Providers/Navigation.swift", """
                        @MainActor func showBooks(_ router: ↓Router) { router.open() }
                        """),
                    .init("Router/Router.swift", "@MainActor final class Router {}"),
                    .init("Router/HomeRouter.swift", "@MainActor final class HomeRouter {}"),
                    .init("Modules/BookList.swift", "struct BookList {}"),
                ]),
                // A Module named through the app's module is the Module, beside a Core namesake.
                RuleExample([
                    .init("Package.swift", "let package = Package(name: \"Shop\", targets: [.target(name: \"Models\", path: \"Core/Models\"), .executableTarget(name: \"Shop\")])"),
                    .init("Sources/Shop/Providers/CartProvider.swift", "import Models\n\n@MainActor final class CartProvider {\n    func screen() -> Shop.↓Cart { Shop.↓Cart() }\n    func other() -> ↓Cart? { nil }\n}"),
                    .init("Sources/Shop/Modules/Cart.swift", "struct Cart {}"),
                    .init("Core/Models/Cart.swift", "public struct Cart {}"),
                ])],
                passing: [RuleExample([
                    .init("Providers/BookProvider.swift", """
                        @MainActor final class BookProvider {
                            private let dependencies: Dependencies
                            func books() async throws -> [Book] { try await dependencies.fetchBooks() }
                        }
                        """),
                    .init("Providers/Providers.swift", """
                        struct Providers: DynamicProperty {
                            @State var bookProvider = BookProvider.live
                            func inject<Content: View>(into content: Content) -> some View {
                                content.environment(bookProvider)
                            }
                        }
                        """),
                    // A helper on SwiftUI's `View` beside the Providers it injects is no Provider code.
                    .init("Providers/View+MockProviders.swift", """
                        extension View {
                            func withMockProviders() -> some View {
                                environment(BookProvider.mock)
                            }
                        }
                        """),
                    // Nor is the same helper as a function in a file that declares no Provider
                    // (beside a Provider, a file-level function is its file's code, as above).
                    .init("Providers/MockProviders.swift", """
                        @MainActor
                        func withMockProviders<Content: View>(_ content: Content) -> some View {
                            content.environment(BookProvider.mock)
                        }
                        """),
                ]),
                // A Core type named through its module (`Models.Cart`) is Core's, though a Module has its name.
                RuleExample([
                    .init("Package.swift", "let package = Package(name: \"Shop\", targets: [.target(name: \"Models\", path: \"Core/Models\"), .executableTarget(name: \"Shop\")])"),
                    .init("Sources/Shop/Providers/CartProvider.swift", "import Models\n\n@MainActor final class CartProvider {\n    var cart = Models.Cart()\n    func carts() -> [Models.Cart] { [] }\n}"),
                    .init("Sources/Shop/Modules/Cart.swift", "struct Cart {}"),
                    .init("Core/Models/Cart.swift", "public struct Cart {}"),
                ]),
                // A Core service's `*Router` is an endpoint, not a navigation router.
                RuleExample([
                    .init("Providers/BookProvider.swift", "import BookstoreAPI\n\n@MainActor final class BookProvider {\n    func books() async throws -> [Book] { try await client.send(APIRouter.books) }\n}"),
                    .init("Core/BookstoreAPI/APIRouter.swift", "public enum APIRouter { case books }"),
                ])]),
            RuleSpec(
                id: "providers-come-from-environment", code: "P6", severity: .error,
                summary: "Modules and Components never create Providers (XProvider(…), XProvider.live, XProvider.mock, or another static member that returns one); only the App and mock helpers do.",
                rationale: "Providers are distributed through the environment so that one place decides live or mock data; a module "
                    + "that creates its own Provider cannot be previewed or tested with mocks.",
                check: .constructionScope(ConstructionScope(
                    constructed: ["Providers"], staticMembers: ["live", "mock"], forbiddenIn: .layers("Modules", "Components"),
                    // A Core value named `*Provider` (a payment provider) is a model, not a Provider.
                    // A `DynamicProperty` container reads its Providers from the environment itself:
                    // a view makes one as its property (`var facts = SortableNumberFacts()`).
                    allowedInFunctions: ["withMockProviders"], exceptLayers: ["FrameworkProviders", "Core", "ProviderContainers"])),
                triggering: [
                // The app's Provider, though Core has a namesake in its own module.
                RuleExample([
                    .init("Package.swift", "let package = Package(name: \"Shop\", targets: [.target(name: \"Models\", path: \"Core/Models\"), .executableTarget(name: \"Shop\")])"),
                    .init("Sources/Shop/Modules/Checkout.swift", "struct Checkout {\n    let books = ↓BookProvider(dependencies: .init())\n}"),
                    .init("Sources/Shop/Providers/BookProvider.swift", "@MainActor final class BookProvider {\n    struct Dependencies {}\n    init(dependencies: Dependencies) {}\n}"),
                    .init("Core/Models/BookProvider.swift", "public struct BookProvider {}"),
                ]),
                RuleExample([
                    .init("Modules/BookList.swift", """
                        struct BookList {
                            @State private var bookProvider = ↓BookProvider.live
                            private let other = ↓BookProvider(dependencies: .init())
                            private var third: BookProvider = ↓.init(dependencies: .init())
                            private var fourth: BooksApp.BookProvider = ↓.init(dependencies: .init())
                            mutating func reset() { self.third = ↓.init(dependencies: .init()) }
                        }
                        """),
                    .init("Components/BookRow.swift", "struct BookRow {\n    let provider = ↓BookProvider.mock\n    let other = BooksApp.↓BookProvider.live\n}"),
                    .init("Providers/BookProvider.swift", "@MainActor final class BookProvider {}"),
                ]),
                // Any static member of the Provider's that makes one, besides `live` and `mock`.
                RuleExample([
                    .init("Modules/BookList.swift", """
                        struct BookList {
                            let failing = ↓BookProvider.mockFailing
                            let demo = ↓BookProvider.makeDemo()
                            let slow: BookProvider = ↓.mockSlow
                            let count = BookProvider.maximumCount
                            let last = BookProvider.lastUsed
                        }
                        """),
                    .init("Providers/BookProvider.swift", """
                        @MainActor final class BookProvider {
                            static let maximumCount = 10
                            static var lastUsed: BookProvider?
                            static var mockFailing: BookProvider { BookProvider() }
                            static func makeDemo() -> Self { Self() }
                        }
                        extension BookProvider {
                            static var mockSlow: BookProvider { .mock }
                        }
                        """),
                ]),
                // An implicit `.live` / `.mock` where the code names the Provider type.
                RuleExample([
                    .init("Modules/BookList.swift", """
                        struct BookList {
                            @State private var provider: BookProvider = ↓.live
                            private var fallback: BookProvider? { ↓.mock }
                            @State private var chosen: BookProvider = if Bool.random() { ↓.mock } else { ↓.live }
                            @State private var picked: BookProvider = switch 1 { case 1: ↓.mock; default: ↓.live }
                            func make(flag: Bool) -> BookProvider {
                                if flag { ↓.mock } else { ↓.live }
                            }
                            init(provider: BookProvider = ↓.mock) {
                                var local: BookProvider
                                local = ↓.mock
                                self.provider = ↓.live
                            }
                        }
                        """),
                    .init("Providers/BookProvider.swift", "@MainActor final class BookProvider {}"),
                ]),
                // An implicit `.live`, `.mock` or `.init(…)` passed to a parameter the tree types as the
                // Provider (a memberwise initializer's, an initializer's, a method's), or an element of a
                // literal of Providers: created as plainly as `BookProvider.live`. (The `Dependencies`
                // made for it are no Provider.)
                RuleExample([
                    .init("Modules/Shelf.swift", """
                        struct Shelf: View {
                            var body: some View {
                                VStack {
                                    ShelfRow(provider: ↓.live)
                                    ShelfRow(provider: ↓.init(dependencies: .init(fetchTitles: { [] })))
                                    ShelfRow(provider: ↓BookProvider.mock, backup: ↓.mock)
                                    ShelfGrid(↓.mock, others: [↓.live, ↓.init(dependencies: .init())])
                                }
                            }
                            func refresh(_ grid: ShelfGrid) { grid.reload(with: ↓.mock) }
                        }
                        """),
                    .init("Components/ShelfRow.swift", """
                        struct ShelfRow: View {
                            let provider: BookProvider
                            var backup: BookProvider? = nil
                            var body: some View { Text("row") }
                        }
                        struct ShelfGrid: View {
                            init(_ first: BookProvider, others: [BookProvider]) {}
                            func reload(with provider: BookProvider) {}
                            var body: some View { Text("grid") }
                        }
                        """),
                    .init("Providers/BookProvider.swift", """
                        @MainActor final class BookProvider {
                            struct Dependencies { var fetchTitles: () -> [String] = { [] } }
                            init(dependencies: Dependencies) {}
                            static let live = BookProvider(dependencies: .init())
                            static let mock = BookProvider(dependencies: .init())
                        }
                        """),
                ]),
                // An app type given the conformance by an extension that holds its `previews` is
                // app code: only that extension is preview code.
                RuleExample([
                    .init("Modules/Cart.swift", """
                        struct Cart {
                            static var sample: some View { Cart().environment(↓BookProvider.mock) }
                        }
                        extension Cart: PreviewProvider {
                            static var previews: some View { Cart().environment(BookProvider.mock) }
                        }

                        struct Shelf: View {
                            var body: some View { Text("").environment(↓BookProvider.mock) }
                            static var previews: some View { Shelf() }
                        }
                        extension Shelf: PreviewProvider {}

                        // A type alias nested in a type is not the app's protocol of that name.
                        enum DevTools { typealias Sample = PreviewProvider }
                        protocol Sample {}
                        struct CartSample: Sample {
                            static var previews: some View { Cart().environment(↓BookProvider.mock) }
                        }
                        """),
                    .init("Providers/BookProvider.swift", "@MainActor final class BookProvider {}"),
                ]),
                // A widget's preview: every trailing closure of `#Preview` (its `timeline:` too) is
                // preview code, and what follows the last one is not.
                RuleExample([
                    .init("Modules/Shelf.swift", """
                        #Preview(as: .systemSmall) {
                            ShelfWidget()
                        } timeline: {
                            ShelfEntry(date: .now, provider: BookProvider.mock)
                        }
                        struct ShelfEntry {
                            static let sample = ShelfEntry(date: .now, provider: ↓BookProvider.mock)
                        }
                        """),
                    .init("Providers/BookProvider.swift", "@MainActor final class BookProvider {\n    static let mock = BookProvider()\n}"),
                ]),
                // An initializer passed as a function, not called: each call of it makes one.
                RuleExample([
                    .init("Modules/BookList.swift", """
                        struct BookList: View {
                            @State private var provider = [BookProvider.Dependencies()].map(↓BookProvider.init).first!
                            var body: some View { EmptyView() }
                        }
                        """),
                    .init("Providers/BookProvider.swift",
                          "@MainActor final class BookProvider {\n    struct Dependencies {}\n    init(dependencies: Dependencies) {}\n}"),
                ])],
                passing: [
                    // Xcode 16's shared preview context: a `PreviewModifier` only a preview trait takes is preview code.
                    RuleExample([
                        .init("Modules/BookList.swift", """
                            struct BookList: View {
                                var body: some View { EmptyView() }
                            }
                            struct MockBookProviders: PreviewModifier {
                                static func makeSharedContext() async throws -> BookProvider { BookProvider.mock }
                                func body(content: Content, context: BookProvider) -> some View { content.environment(context) }
                            }
                            #Preview(traits: .modifier(MockBookProviders())) { BookList() }
                            """),
                        .init("Providers/BookProvider.swift", "@MainActor @Observable final class BookProvider {\n    static let mock = BookProvider()\n}"),
                    ]),
                    RuleExample([
                        .init("Core/Models/PaymentProvider.swift", "public struct PaymentProvider: Codable {\n    public let id: String\n    public init(id: String) { self.id = id }\n}"),
                        .init("Modules/Checkout.swift", "import Models\n\nstruct Checkout {\n    let cash = PaymentProvider(id: \"cash\")\n}"),
                    ]),
                    // A `DynamicProperty` container, which reads its Provider from the environment.
                    RuleExample([
                        .init("Providers/Container/SortableNumberFacts.swift",
                              "struct SortableNumberFacts: DynamicProperty {\n    @EnvironmentObject private var numberFactProvider: NumberFactProvider\n    @State var facts: [String] = []\n}"),
                        .init("Modules/ContainerExample.swift", "struct ContainerExample: View {\n    var numberFacts = SortableNumberFacts()\n    var body: some View { EmptyView() }\n}"),
                    ]),
                    RuleExample([
                    .init("DemoApp.swift", """
                        @main
                        struct DemoApp: App {
                            var body: some Scene {
                                WindowGroup { Root().environment(BookProvider.live) }
                            }
                        }
                        """),
                    .init("Modules/BookList.swift", """
                        struct BookList {
                            @Environment(BookProvider.self) private var bookProvider
                            private let state: LoadState = .live
                            private let style: [String: Style] = ["row": .mock]
                        }

                        struct BookList_Previews: PreviewProvider {
                            static var previews: some View { BookList().environment(BookProvider.mock) }
                        }

                        // The mock helper, wherever it is written.
                        extension View {
                            func withMockProviders() -> some View { environment(BookProvider.mock) }
                        }
                        """),
                    // A preview type given the conformance by an extension, or through a protocol
                    // refining PreviewProvider or a type alias of it.
                    .init("Modules/Cart.swift", """
                        struct Cart {}

                        struct CartPreviews {
                            static var previews: some View { Cart().environment(BookProvider.mock) }
                        }
                        extension CartPreviews: PreviewProvider {}

                        protocol AppPreviewProvider: PreviewProvider {}
                        struct CartSamples: AppPreviewProvider {
                            static var previews: some View { Cart().environment(BookProvider.mock) }
                        }
                        struct CartRows {
                            static var previews: some View { Cart().environment(BookProvider.mock) }
                        }
                        extension CartRows: AppPreviewProvider {}
                        typealias Preview = PreviewProvider
                        struct CartBadges: Preview {
                            static var previews: some View { Cart().environment(BookProvider.mock) }
                        }
                        typealias SendablePreview = PreviewProvider & Sendable
                        struct CartTotals: SendablePreview {
                            static var previews: some View { Cart().environment(BookProvider.mock) }
                        }

                        // Named as previews are, with `previews` in the extension that conforms.
                        struct Cart_Previews {
                            static let provider = BookProvider.mock
                        }
                        extension Cart_Previews: PreviewProvider {
                            static var previews: some View { Cart().environment(provider) }
                        }
                        """),
                    .init("Providers/BookProvider.swift", "@MainActor final class BookProvider {}"),
                ]),
                // An implicit `.live` or `.mock` passed where the tree's callee does not say it is a
                // Provider: another type's, one of overloads that disagree, a generic parameter named
                // like the Provider, a function the tree does not declare.
                RuleExample([
                    .init("Modules/Shelf.swift", """
                        struct Shelf: View {
                            var body: some View {
                                VStack {
                                    Badge(source: .live)
                                    Status(state: .live)
                                    Text("").environment(.mock)
                                }
                            }
                            func check() -> Int { pick(.mock) }
                            func pick<BookProvider>(_ provider: BookProvider) -> Int { 0 }
                        }
                        struct Badge: View {
                            init(source: BookProvider) {}
                            init(source: SourceKind) {}
                            var body: some View { Text("") }
                        }
                        struct Status: View {
                            let state: LoadState
                            var body: some View { Text("") }
                        }
                        enum SourceKind { case live, mock }
                        enum LoadState { case live, mock }
                        """),
                    .init("Providers/BookProvider.swift", "@MainActor final class BookProvider {\n    static let live = BookProvider()\n    static let mock = BookProvider()\n}"),
                ]),
                // A widget's timeline provider is a framework provider, not a Provider.
                RuleExample([
                    .init("Modules/BooksWidget.swift", "struct BooksWidget {\n    let provider = BooksTimelineProvider()\n}"),
                    .init("Widgets/BooksTimelineProvider.swift", "struct BooksTimelineProvider: TimelineProvider {}"),
                ]),
                RuleExample([
                    .init("Modules/TimerControl.swift", "struct TimerControl {\n    let provider = TimerValueProvider()\n}"),
                    .init("Widgets/TimerValueProvider.swift", "struct TimerValueProvider: ControlValueProvider {}"),
                ])]),
            RuleSpec(
                id: "only-providers-import-core-services", code: "P7", severity: .error,
                summary: "Only Providers import Core service targets (every Core target except Models, Extensions and MockData).",
                rationale: "Providers hide where data comes from; a module or component that talks to a backend or a database "
                    + "directly bypasses the Dependencies that make it mockable.",
                check: .specific,
                triggering: [
                    RuleExample([
                        .init("Sources/App/Modules/BookList.swift", "import ↓BookstoreAPI\nimport Models\n\nstruct BookList {}"),
                        .init("Core/BookstoreAPI/BookstoreClient.swift", "import Models\n\npublic final class BookstoreClient {}"),
                        .init("Core/Models/Book.swift", "public struct Book {}"),
                    ]),
                    RuleExample([
                        .init("App/Components/BookRow.swift", "#if DEBUG\nimport ↓LocalStore\n#endif\nstruct BookRow {}"),
                        .init("Core/Sources/LocalStore/Store.swift", "public final class Store {}"),
                    ]),
                    // A widget's timeline provider is named like a Provider but is none.
                    RuleExample([
                        .init("App/Widgets/BooksWidget.swift", "import WidgetKit\nimport ↓BookstoreAPI\n\nstruct BooksTimelineProvider: TimelineProvider {}"),
                        .init("Core/BookstoreAPI/BookstoreClient.swift", "public final class BookstoreClient {}"),
                    ]),
                    // A target is the module its manifest names, whatever its folder is called.
                    RuleExample([
                        .init("Package.swift", """
                            let package = Package(name: "App", targets: [
                                .target(name: "App", path: "Sources/App"),
                                .target(name: "BookstoreAPI", path: "Core/API"),
                            ])
                            """),
                        .init("Sources/App/Modules/BookList.swift", "import ↓BookstoreAPI\n\nstruct BookList {}"),
                        .init("Core/API/BookstoreClient.swift", "public final class BookstoreClient {}"),
                    ]),
                ],
                passing: [RuleExample([
                    .init("Sources/App/Providers/BookProvider.swift", "import BookstoreAPI\nimport Models\n\n@MainActor final class BookProvider {}"),
                    .init("Sources/App/Modules/BookList.swift", "import Models\nimport MockData\nimport Extensions\n\nstruct BookList {}"),
                    .init("Core/BookstoreAPI/BookstoreClient.swift", "import Models\n\npublic final class BookstoreClient {}"),
                    .init("Core/Models/Book.swift", "public struct Book {}"),
                    .init("Core/MockData/Book+Mock.swift", "import Models\nextension Book {}"),
                    .init("Core/Extensions/Array+Safe.swift", "extension Array {}"),
                ]),
                // Shared targets by folder, whatever their manifest calls them; one Core target holding models too.
                RuleExample([
                    .init("Package.swift", """
                        let package = Package(name: "App", targets: [
                            .target(name: "App", path: "Sources/App"),
                            .target(name: "BookstoreModels", path: "Core/Models"),
                            .target(name: "BookstoreMockData", path: "Core/MockData"),
                        ])
                        """),
                    .init("Sources/App/Modules/BookList.swift", "import BookstoreModels\nimport BookstoreMockData\n\nstruct BookList {}"),
                    .init("Core/Models/Book.swift", "public struct Book {}"),
                    .init("Core/MockData/Book+Mock.swift", "extension Book {}"),
                ]),
                RuleExample([
                    .init("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"App\", path: \"Sources/App\"), .target(name: \"Core\", path: \"Core\")])"),
                    .init("Sources/App/Modules/BookList.swift", "import Core\n\nstruct BookList {}"),
                    .init("Core/Models/Book.swift", "public struct Book {}"),
                    .init("Core/API/BookstoreClient.swift", "public final class BookstoreClient {}"),
                ]),
                // Apple's Network is not the Core target in `Core/Network`, which its manifest names otherwise.
                RuleExample([
                    .init("Package.swift", """
                        let package = Package(name: "App", targets: [
                            .target(name: "App", path: "Sources/App"),
                            .target(name: "BookstoreNetwork", path: "Core/Network"),
                        ])
                        """),
                    .init("Sources/App/Modules/Reachability.swift", "import Network\n\nstruct Reachability {}"),
                    .init("Core/Network/BookstoreClient.swift", "public final class BookstoreClient {}"),
                ])]),
            RuleSpec(
                id: "io-stays-in-core", code: "P8", severity: .error,
                summary: "Outside Core there is no URLSession, FileManager or UserDefaults.",
                rationale: "Input and output belong to the Core's service targets, behind a Provider's Dependencies; "
                    + "everywhere else it cannot be swapped for mock data.",
                check: .forbiddenUse(ForbiddenUse(scope: Scope(except: ["Core"]), names: ["URLSession", "FileManager", "UserDefaults"])),
                triggering: [RuleExample([
                    .init("Modules/BookDetail.swift", """
                        struct BookDetail {
                            let defaults = ↓UserDefaults.standard
                            func files() -> [String] { (try? ↓FileManager.default.contentsOfDirectory(atPath: ".")) ?? [] }
                        }
                        """),
                    .init("Providers/BookProvider.swift", "@MainActor final class BookProvider {\n    let session: ↓URLSession = .shared\n}"),
                ])],
                passing: [RuleExample("Core/BookstoreAPI/BookstoreClient.swift", """
                    public final class BookstoreClient {
                        private let session: URLSession
                        public init(session: URLSession = .shared) { self.session = session }
                    }
                    """)]),
            RuleSpec(
                id: "core-imports-no-ui", code: "P9", severity: .error,
                summary: "Core files import no SwiftUI, UIKit, AppKit or Puddles.",
                rationale: "The Core holds models and services that any app, widget or test can use; UI imports would tie it to one front end.",
                check: .forbiddenImports(scope: .layers("Core"), modules: ["SwiftUI", "SwiftUICore", "UIKit", "AppKit", "Puddles"]),
                triggering: [
                    RuleExample("Core/Models/Book.swift", "import ↓SwiftUI\nimport Foundation\n\npublic struct Book {\n    public var cover: Image?\n}"),
                    // SwiftUI's core module, which SwiftUI re-exports.
                    RuleExample("Core/Models/Shelf.swift", "import ↓SwiftUICore\n\npublic struct Shelf {}"),
                ],
                passing: [
                    RuleExample("Core/Models/Book.swift", "import Foundation\n\npublic struct Book {}"),
                    RuleExample("Sources/App/Modules/BookList.swift", "import SwiftUI\nimport Puddles\n\nstruct BookList: View {}"),
                ]),
            RuleSpec(
                id: "routers-are-main-actor", code: "P10", severity: .error,
                summary: "Router and every sub-router are @MainActor final classes.",
                rationale: "Routers hold the navigation state SwiftUI observes; main-actor isolation keeps every change on the UI "
                    + "thread, and a final class keeps one shared instance of each.",
                check: .all([
                    .typeShape(TypeShape(scope: Scope(layers: ["Router"], except: ["Core"]), isFinal: true, isMainActor: true, appliesTo: ["class"])),
                    .typeShape(TypeShape(scope: Scope(layers: ["Router"], except: ["Core"]), kinds: ["class"], isFinal: true,
                                         isMainActor: true, nameSuffix: "Router")),
                ]),
                triggering: [
                    RuleExample("Router/Router.swift", "final class ↓Router {\n    static let shared = Router()\n}"),
                    RuleExample("Router/HomeRouter.swift", "@MainActor\nclass ↓HomeRouter {}"),
                    RuleExample("Modules/Settings.swift", "@MainActor\nstruct ↓SettingsRouter {}\n\nstruct Settings {}"),
                    // Nor through a `@MainActor` protocol, when the router is declared `nonisolated`.
                    RuleExample([
                        .init("Router/NavigationRouter.swift", "@MainActor protocol NavigationRouter: AnyObject {}"),
                        .init("Router/SettingsRouter.swift", "nonisolated final class ↓SettingsRouter: NavigationRouter {}"),
                    ]),
                    // A sub-router nested in `Router` is checked for itself.
                    RuleExample("Router/Router.swift", "@MainActor\nfinal class Router {\n    static let shared = Router()\n    @MainActor class ↓HomeRouter {}\n    enum Destination: Hashable { case detail }\n}"),
                ],
                passing: [RuleExample([
                    .init("Router/Router.swift", """
                        @MainActor
                        @Observable
                        final class Router {
                            static let shared = Router()
                            enum Destination: Hashable { case detail }
                            let home = HomeRouter()
                        }
                        """),
                    .init("Router/HomeRouter.swift", "final class HomeRouter: NavigationRouter {}"),
                    .init("Router/NavigationRouter.swift", "@MainActor protocol NavigationRouter: AnyObject {}"),
                    .init("Core/BookstoreAPI/APIRouter.swift", "enum APIRouter { case books }"),
                ])]),
            RuleSpec(
                id: "router-shared-only-in-modules", code: "P11", severity: .error,
                summary: "Router.shared appears only in Modules and Router files.",
                rationale: "Modules have a fixed place in the app, so they may navigate through the global Router; anywhere else "
                    + "the singleton hides navigation in code that should not know about it.",
                check: .specific,
                triggering: [RuleExample([
                    .init("DemoApp.swift", "struct DemoApp {\n    var body: some Scene {\n        WindowGroup { Root().onAppear { ↓Router.shared.reset() } }\n    }\n}"),
                    .init("Providers/BookProvider.swift", "@MainActor final class BookProvider {\n    func done() { ↓Router.shared.show(.home) }\n    func other() { BooksApp.↓Router.shared.show(.home) }\n}"),
                    .init("Router/Router.swift", "@MainActor final class Router {\n    static let shared = Router()\n}"),
                    // As an implicit member where a Router is expected, and through a type alias.
                    .init("Helpers/DeepLinkHandler.swift", "@MainActor struct DeepLinkHandler {\n    private let router: Router\n    init(router: Router = ↓.shared) { self.router = router }\n    func open() { ↓Navigation.shared.show(.home) }\n}\ntypealias Navigation = Router\nenum Deep {\n    typealias R = Router\n    static func go() { ↓R.shared.reset() }\n}"),
                    // As an argument to a parameter typed Router of a function or initializer the tree
                    // declares (a struct's memberwise one too), read where the parameter is written.
                    .init("Helpers/Presenter.swift", """
                        @MainActor struct Presenter {
                            let router: Router
                            func show(router: Router, animated: Bool = true) {}
                            static func make(_ router: Navigation, animated: Bool) -> Presenter { Presenter(router: router) }
                        }
                        @MainActor func present(_ router: App.Router) {}
                        @MainActor struct Opener {
                            let presenter = Presenter(router: ↓.shared)
                            func go(fallback: Router?) {
                                presenter.show(router: fallback ?? ↓.shared, animated: false)
                                present(↓.shared)
                                _ = Presenter.make(↓.shared, animated: true)
                            }
                        }
                        """),
                    // As an element of a collection literal or a tuple whose type the code says, as an
                    // argument of an implicit member's call, and to a method of a receiver of unknown
                    // type that every tree method of that name types Router.
                    .init("Helpers/Routes.swift", """
                        @MainActor struct Routes {
                            let all: [Router] = [↓.shared]
                            let byName: [String: Router] = ["main": ↓.shared]
                            let pair: (router: Router, count: Int) = (↓.shared, 1)
                            let presenter: Presenter = .make(↓.shared, animated: true)
                            func add(routers: [Router], to stack: (Router, Int)) {}
                            func go(handler: Handler) {
                                add(routers: [↓.shared, .init()], to: (↓.shared, 2))
                                let routes = makeRoutes()
                                routes.add(routers: [↓.shared], to: (↓.shared, 3))
                            }
                        }
                        """),
                ]),
                // To a method of an element read by subscript from a collection whose type is written
                // (`[Presenter]`, `[String: Presenter]`): the element's type is the tree's.
                RuleExample([
                    .init("Helpers/Presenter.swift", """
                        @MainActor final class Presenter { func show(router: Router) {} }
                        @MainActor struct Opener {
                            let presenters: [Presenter]
                            let byName: [String: Presenter]
                            func go(index: Int) {
                                presenters[index].show(router: ↓.shared)
                                presenters.first?.show(router: ↓.shared)
                                byName["main"]?.show(router: ↓.shared)
                                let local = presenters
                                local[index].show(router: ↓.shared)
                            }
                        }
                        """),
                    .init("Router/Router.swift", "@MainActor final class Router {\n    static let shared = Router()\n}"),
                ]),
                // The element's type finds the method, though another type's method of that name takes
                // another type; an element of an element (`[[Presenter]]`, `[String: [Presenter]]`) too.
                RuleExample([
                    .init("Helpers/Grid.swift", """
                        @MainActor final class Presenter { func show(router: Router) {} }
                        @MainActor struct GridOpener {
                            let presenters: [Presenter]
                            let grid: [[Presenter]]
                            let generic: Array<Presenter>
                            let groups: [String: [Presenter]]
                            func go(i: Int) {
                                presenters[i].show(router: ↓.shared)
                                grid[0][i].show(router: ↓.shared)
                                generic[i].show(router: ↓.shared)
                                groups["a"]?[0].show(router: ↓.shared)
                            }
                        }
                        """),
                    .init("Helpers/Tracker.swift", "@MainActor final class Logger { static let shared = Logger() }\n@MainActor final class Tracker { func show(router: Logger) {} }"),
                    .init("Router/Router.swift", "@MainActor final class Router {\n    static let shared = Router()\n}"),
                ])],
                passing: [RuleExample([
                    .init("Modules/Root.swift", "struct Root {\n    @ObservedObject var router = Router.shared.root\n    func tap() { Router.shared.show(.detail) }\n}"),
                    .init("Router/Router.swift", "@MainActor final class Router {\n    static let shared = Router()\n}"),
                    .init("DemoApp.swift", "struct DemoApp {\n    let session = URLSession.shared\n    let defaults: UserDefaults = .shared\n}"),
                    // A namesake of an alias of Router, or of Router, nested elsewhere is another type.
                    .init("Services/Networking.swift", "typealias Navigation = Router\nfinal class Session {\n    static let shared = Session()\n}\nenum Networking {\n    typealias Navigation = Session\n    static func current() -> Navigation { Navigation.shared }\n}\nenum Payments {\n    final class Router {\n        static let shared = Router()\n    }\n}\nextension Payments {\n    struct Checkout {\n        init(router: Router = .shared) {}\n    }\n}"),
                    // An argument to a parameter of another type, of a generic parameter named Router, of
                    // a nested namesake, or of a function the tree does not declare.
                    .init("Services/Checkout.swift", """
                        struct Checkout {
                            init(session: Session) {}
                            func pay(router: Payments.Router) {}
                            func route<Router: AnyObject>(router: Router) {}
                            func start() {
                                let checkout = Checkout(session: .shared)
                                checkout.pay(router: .shared)
                                checkout.route(router: .shared)
                                URLSession.shared.configure(router: .shared)
                            }
                        }
                        """),
                    // Elements of literals typed otherwise, a subscript's argument, and a receiver of unknown
                    // type whose method the tree declares with parameters of different types.
                    .init("Services/Sessions.swift", """
                        struct Sessions {
                            let all: [URLSession] = [.shared]
                            let pair: (Router, URLSession) = (Router(), .shared)
                            let byName: [Session: Router] = [.shared: Router()]
                            func open(router: Payments.Router) {}
                            func start(cache: [Session: Int], other: Any) {
                                _ = cache[.shared]
                                let sessions = makeSessions()
                                sessions.open(router: .shared)
                            }
                        }
                        struct Gate {
                            func open(router: Router) {}
                        }
                        """),
                ]),
                // A generic parameter of an extended type, or an associated type of an extended protocol,
                // named `Router` is not the app's Router.
                RuleExample([
                    .init("Components/BookRow.swift", "struct BookRow<Router: SharedRouting> {}\nextension BookRow {\n    func open() { Router.shared.show(.detail) }\n}\nprotocol Navigating {\n    associatedtype Router: SharedRouting\n}\nextension Navigating {\n    func back() { Router.shared.pop() }\n}"),
                    .init("Router/Router.swift", "@MainActor final class Router {\n    static let shared = Router()\n}"),
                ]),
                // A receiver whose declared type is a framework's or a collection (a property, `self.`'s,
                // a parameter, an annotated local, one read from those, a call on one) is no receiver of
                // unknown type: a tree method of that name (`Router.contains(_:)`) says nothing of it.
                RuleExample([
                    .init("Components/CacheBadge.swift", """
                        import Foundation
                        struct CacheBadge {
                            var caches: [URLCache]
                            var cache: URLCache
                            var usesSharedCache: Bool { caches.contains(.shared) }
                            func a() -> Bool { self.caches.contains(.shared) }
                            func b(_ more: [URLCache]) -> Bool { more.contains(.shared) }
                            func c() -> Bool { let local: [URLCache] = caches; return local.contains(.shared) }
                            func d() -> Bool { let local = caches; return local.contains(.shared) }
                            func e() -> Bool { caches.filter { _ in true }.contains(.shared) }
                            func f() -> Bool { cache.contains(.shared) }
                            func g() -> Bool { caches[0].contains(.shared) }
                        }
                        """),
                    .init("Router/Router.swift", """
                        @MainActor final class Router {
                            static let shared = Router()
                            private var children: [Router] = []
                            func contains(_ router: Router) -> Bool { children.contains { $0 === router } }
                        }
                        """),
                ])]),
            RuleSpec(
                id: "file-named-after-type", code: "P12", severity: .warning,
                summary: "A file's name matches the first type it declares, at top level or in an extension (a private helper declared before it aside); Home+Detail.swift may hold extensions.",
                rationale: "Modules, Components and Providers are found by name; a file named after its type is where everyone looks first.",
                check: .fileNamedAfterType(anyType: false),
                triggering: [
                    RuleExample("Components/BookRow.swift", "struct ↓BookRowStyle {}\n\nstruct BookRow {}"),
                    // A `+` file that extends another type, with a type others may use, is that type's.
                    RuleExample("Modules/Home+Detail.swift", "struct ↓DetailStyle {}\n\nextension Settings {}"),
                    // A type declared in an extension's body is one the file declares.
                    RuleExample("Modules/Reader.swift", "extension API {\n    struct ↓Document {}\n}\n\nstruct Reader {}"),
                ],
                passing: [
                    RuleExample([
                        .init("Modules/Home.swift", "struct Home {}\n\nextension Home {}"),
                        .init("Modules/Home+Detail.swift", "extension Home {\n    struct Detail {}\n}"),
                    ]),
                    // A namespace's type, declared in an extension of it, is named after its own name.
                    RuleExample([
                        .init("Modules/API.swift", "enum API {}"),
                        .init("Modules/Document.swift", "extension API {\n    struct Document { let title: String }\n}\n\nenum DereferenceDepth { case one }"),
                    ]),
                    // Or by its qualified name, the names it is nested in run together, or the extended
                    // type's. A private one is its extension's detail, and so is any in a `+` file.
                    RuleExample([
                        .init("Modules/BitSet.Counted.swift", "extension BitSet {\n    struct Counted {}\n}"),
                        .init("Modules/ContentEncoding.swift", "extension OpenAPI.Content {\n    struct Encoding {}\n}"),
                        .init("Modules/Response.swift", "extension Response {\n    enum RedirectType {}\n}"),
                        .init("Modules/Calendar.swift", "extension DependencyValues {\n    var calendar: Int { 0 }\n    private enum CalendarKey {}\n}"),
                        .init("Modules/Trie+Resolve.swift", "extension RouterTrie {\n    struct ResolveContext {}\n}"),
                    ]),
                    // A private helper declared first is the file's own detail, in a private extension too.
                    RuleExample("Components/CartView.swift", "private enum Layout {\n    static let spacing = 8.0\n}\n\nstruct CartView {}"),
                    RuleExample("Components/CartView.swift", "private extension CartView {\n    enum Layout {}\n}\n\nstruct CartView {}"),
                    // So is one named after the file, before a type it serves.
                    RuleExample("Components/DateCache.swift", "private final class DateCache {}\n\nstruct DateCacheKey {}"),
                    // A fake that only the file's preview uses is preview code, first or not.
                    RuleExample([
                        .init("Modules/Home.swift", "struct Home: View {\n    var body: some View { BookList() }\n}"),
                        .init("Views/BookList.swift", """
                            final class PreviewBookStore {}
                            struct BookList: View {
                                var body: some View { Text("Books") }
                            }
                            #Preview {
                                BookList().environment(PreviewBookStore())
                            }
                            """),
                    ]),
                    // A `+` file of extensions and private helper types declares no type of its own.
                    RuleExample("Providers/NumberFactProvider+Environment.swift", """
                        private struct NumberFactProviderKey: EnvironmentKey {
                            @MainActor static let defaultValue: NumberFactProvider = .mock
                        }
                        extension EnvironmentValues {
                            var numberFactProvider: NumberFactProvider {
                                get { self[NumberFactProviderKey.self] }
                                set { self[NumberFactProviderKey.self] = newValue }
                            }
                        }
                        """),
                ]),
        ])
}
