/// ViDRep: Scenes send actions to Dispatchers, pure Reducers compute, one Repository stores,
/// a Resolver creates everything. Rules V1–V14 of STYLES.md.
enum ViDRepPreset {
    static let concreteLayers = ["Repositories", "Dispatchers", "Reducers", "APIClients", "Databases", "Routers", "Resolvers"]

    static let preset = StylePreset(
        style: Style.named("vidrep")!,
        layers: [
            // By suffix only: a scene file also holds its contract (XSceneAction, XSceneState, …),
            // which Dispatchers and the Resolver use; a folder glob would make those Scene types.
            // A `Scenes/` folder holds scenes and, at the top of each scene file, its contract,
            // which is not scene code: dispatchers use it. A feature folder under `Scenes/` may
            // also hold the scene's dispatcher, reducer and so on: their names say what they are.
            // A SwiftUI `Scene` conformer (`struct LibraryWindowScene: Scene`) is the App's, not a scene.
            LayerDefinition(name: "Scenes", paths: ["**/Scenes/**"], suffixes: ["Scene"],
                            pathExceptSuffixes: ["Action", "State", "DispatcherObject", "RepositoryObject", "Route", "RouterDelegate",
                                                 "Dispatcher", "Reducer", "Repository", "Router", "APIClient", "Database", "Resolver"],
                            // The contract's payload types (`enum SearchSceneFilter`, carried by an action) are no scenes.
                            // Nor are SpriteKit's, SceneKit's and GameplayKit's scenes (Xcode's Game template's `GameScene: SKScene`).
                            exceptInheritors: ["Scene", "SKScene", "SCNScene", "GKScene"], pathRequiresInheriting: FrameworkViewTypes.all),
            LayerDefinition(name: "Dispatchers", paths: ["**/Dispatchers/**"], suffixes: ["Dispatcher"]),
            LayerDefinition(name: "Reducers", paths: ["**/Reducers/**"], suffixes: ["Reducer"]),
            // By folder, observable types only (the one observable object): a storage helper of the
            // repository beside it is no second one.
            LayerDefinition(name: "Repositories", paths: ["**/Repositories/**"], suffixes: ["Repository"],
                            pathRequiresInheriting: PuddlesPreset.observableTypes),
            LayerDefinition(name: "APIClients", suffixes: ["APIClient"]),
            LayerDefinition(name: "Databases", suffixes: ["Database"]),
            LayerDefinition(name: "Routers", paths: ["**/Routers/**"], suffixes: ["Router"]),
            // Where SwiftUI presentation is attached outside a Router (V11 allows it there): view
            // modifiers that route, by name, with the file that declares them (its helper views).
            LayerDefinition(name: "RoutingModifiers", inherits: ["ViewModifier"], inheritorNameContains: ["Rout", "Navigat", "Present"],
                            coversDeclaringFiles: true),
            LayerDefinition(name: "Resolvers", suffixes: ["Resolver"]),
            LayerDefinition(name: "Models", paths: ["**/Models/**"]),
            LayerDefinition(name: "App", attributes: ["main"]),
        ],
        rules: [
            RuleSpec(
                id: "single-repository", code: "V1", severity: .error,
                summary: "Exactly one class in the tree is a Repository (protocols named *Repository… don't count).",
                rationale: "The Repository is the single source of truth; a second one splits the data and the views that observe it. A tree with none is reported at line 1 of its first file by path (a lint of some paths in a project reads the rest of it, so it is told too). When there are two, the second by path is reported, unless the team set it aside as the extra one (a suppression at it, except-types or exclude): then the other.",
                check: .singleInstance(layer: "Repositories", kinds: ["class"], required: true),
                triggering: [
                    RuleExample([
                        .init("Repositories/AppRepository.swift", "final class AppRepository {}"),
                        .init("Repositories/CacheRepository.swift", "final class ↓CacheRepository {}"),
                    ]),
                    // A fake beside a scene's preview that app code uses too (here, the Resolver) is a Repository.
                    RuleExample([
                        .init("Repositories/AppRepository.swift", "final class AppRepository {}"),
                        .init("Views/HomeScene.swift", """
                            struct HomeScene<Repository: HomeSceneRepositoryObject>: View {
                                let repository: Repository
                                var body: some View { Text("Home") }
                            }
                            final class ↓PreviewHomeRepository: HomeSceneRepositoryObject {}
                            #Preview {
                                HomeScene(repository: PreviewHomeRepository())
                            }
                            """),
                        .init("App/AppResolver.swift", "final class AppResolver {\n    let repository = PreviewHomeRepository()\n}"),
                    ]),
                    // A Repository in `Repositories/` is app code, even when only its own preview
                    // names it (its users may be in a folder the configuration excludes); so is
                    // an Objective-C class, which a storyboard may make by name.
                    RuleExample([
                        .init("Repositories/AppRepository.swift", "final class AppRepository {}"),
                        .init("Repositories/CacheRepository.swift", """
                            final class ↓CacheRepository {}
                            #Preview {
                                Text(String(describing: CacheRepository()))
                            }
                            """),
                        .init("Views/LegacyViewController.swift", """
                            final class ↓LegacyRepository: NSObject {}
                            #Preview {
                                Text(String(describing: LegacyRepository()))
                            }
                            """),
                    ]),
                ],
                passing: [
                    RuleExample([
                        .init("Repositories/AppRepository.swift", "final class AppRepository {}"),
                        .init("Scenes/HomeScene.swift", "protocol HomeSceneRepositoryObject: AnyObject {}"),
                    ]),
                    // Fakes at file level that only a scene's previews use are preview code, private or
                    // not, with the fakes they hold and their extensions; in a scene's folder or not.
                    RuleExample([
                        .init("Repositories/AppRepository.swift", "@Observable final class AppRepository {}"),
                        .init("Views/HomeScene.swift", """
                            struct HomeScene<Repository: HomeSceneRepositoryObject>: View {
                                let repository: Repository
                                var body: some View { Text("Home") }
                            }
                            #if DEBUG
                            @Observable final class PreviewHomeRepository: HomeSceneRepositoryObject {
                                var books: [String] = []
                            }
                            extension PreviewHomeRepository {
                                static let sample = PreviewHomeRepository()
                            }
                            private final class EmptyRepository: HomeSceneRepositoryObject {}
                            #Preview {
                                HomeScene(repository: PreviewHomeRepository.sample)
                            }
                            #Preview("Empty") {
                                HomeScene(repository: EmptyRepository())
                            }
                            #endif
                            """),
                        .init("Scenes/CartScene.swift", """
                            struct CartScene<Dispatcher: CartSceneDispatcherObject>: View {
                                let dispatcher: Dispatcher
                                var body: some View { Text("Cart") }
                            }
                            final class FakeCartRepository {}
                            final class FakeCartDispatcher: CartSceneDispatcherObject {
                                let repository = FakeCartRepository()
                            }
                            #Preview {
                                CartScene(dispatcher: FakeCartDispatcher())
                            }
                            """),
                    ]),
                    // Xcode's development assets folder holds preview code only: its types are in no layer.
                    RuleExample([
                        .init("Repositories/AppRepository.swift", "final class AppRepository {}"),
                        .init("Shop/Preview Content/MockBooksRepository.swift", "@Observable\nfinal class MockBooksRepository: BooksSceneRepositoryObject {}"),
                    ]),
                    // One class, declared for each platform.
                    RuleExample("Repositories/AppRepository.swift",
                                "#if canImport(Combine)\nfinal class AppRepository: ObservableObject {}\n#else\nfinal class AppRepository {}\n#endif"),
                ]),
            RuleSpec(
                id: "repository-has-no-dependencies", code: "V2", severity: .error,
                summary: "The Repository has no initializer parameters and references no Dispatcher, Reducer, APIClient, Database, Router or Resolver, nor URLSession or UserDefaults.",
                rationale: "The Repository stores data as it is; fetching and deciding belong to Dispatchers.",
                check: .all([
                    .forbiddenUse(ForbiddenUse(scope: .layers("Repositories"),
                                               layers: ["Dispatchers", "Reducers", "APIClients", "Databases", "Routers", "Resolvers"],
                                               names: ["URLSession", "UserDefaults"])),
                    .specific,
                ]),
                triggering: [
                    RuleExample("Repositories/AppRepository.swift", "final class AppRepository {\n    ↓init(books: [String]) {}\n}"),
                    RuleExample([
                        .init("Repositories/AppRepository.swift", "final class AppRepository {\n    let client: ↓AppAPIClient\n    let session = ↓URLSession.shared\n}"),
                        .init("Infrastructures/AppAPIClient.swift", "final class AppAPIClient {}"),
                    ]),
                ],
                passing: [
                    RuleExample("Repositories/AppRepository.swift", "final class AppRepository {\n    init() {}\n    var books: [String] = []\n}"),
                    // A value the Repository stores, declared beside it, is no Repository: only the class is (V1).
                    RuleExample([
                        .init("Repositories/AppRepository.swift", "final class AppRepository {\n    var records: [BookRecord] = []\n}"),
                        .init("Repositories/BookRecord.swift", "struct BookRecord {\n    let id: Int\n    init(id: Int) { self.id = id }\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "reducers-are-pure", code: "V3", severity: .error,
                summary: "Reducers hold no stored var and touch no Repository, APIClient, Database, Dispatcher, URLSession, UserDefaults, FileManager, DispatchQueue, Task, Date(), Date.now, UUID(), .random, .randomElement(), .shuffled(), .shuffle(), print, async/await, @Published, global or static mutable state.",
                rationale: "A reducer computes new data from data and an action; anything else makes it impossible to test by value.",
                check: .all([
                    .forbiddenUse(ForbiddenUse(
                        scope: .layers("Reducers"), layers: ["Repositories", "APIClients", "Databases", "Dispatchers"],
                        names: ["URLSession", "UserDefaults", "FileManager", "DispatchQueue", "Task", "async", "await"],
                        calls: ["print"], attributes: ["Published"])),
                    // The standard library's `.random(in:)`, `.random(using:)` and `.random()`, and a
                    // collection's `randomElement()`, `shuffled()` and `shuffle()` (with or without
                    // `using:`); not a project's enum case or property of those names, nor a method
                    // of theirs called with other labels, nor one the tree declares on the receiver's
                    // type (`self`'s, or the enclosing type's with no receiver, included).
                    .forbiddenUse(ForbiddenUse(scope: .layers("Reducers"), members: ["random", "randomElement", "shuffled", "shuffle"],
                                               memberCallLabels: ["in", "using", ""])),
                    // `Date()` and `UUID()` (and `Date(timeIntervalSinceNow:)`), not the values made
                    // from given data (`Date(timeIntervalSince1970:)`, `UUID(uuidString:)`).
                    .forbiddenUse(ForbiddenUse(scope: .layers("Reducers"), calls: ["Date", "UUID"], callFirstLabels: ["timeIntervalSinceNow"])),
                    .specific,
                ]),
                triggering: [
                    RuleExample("Reducers/BooksReducer.swift", "struct BooksReducer {\n    var ↓count = 0\n    static var ↓cache: [Int] = []\n    func sorted(_ b: [Int]) -> [Int] { b }\n}"),
                    RuleExample("Reducers/BooksReducer.swift", "struct BooksReducer {\n    func stamp() -> Double { ↓Date().timeIntervalSince1970 + Double(Int.↓random(in: 0...1)) }\n    func log() { ↓print(\"x\") }\n    func trace() { Swift.↓print(\"y\") }\n}"),
                    RuleExample("Reducers/BooksReducer.swift", "struct BooksReducer {\n    func load() ↓async -> Int { ↓await f() }\n}"),
                    // Through a module the file sees: one Foundation re-exports, or one the module re-exports.
                    RuleExample([
                        .init("Reducers/QueueReducer.swift", "import Foundation\n\nstruct QueueReducer {\n    func later() { Dispatch.↓DispatchQueue.main.async {} }\n}"),
                        .init("Reducers/SessionReducer.swift", "struct SessionReducer {\n    func load() { _ = Foundation.↓URLSession.shared }\n}"),
                        .init("Exports.swift", "@_exported import Foundation"),
                    ]),
                    RuleExample("Reducers/DiceReducer.swift", "struct DiceReducer {\n    func roll() -> Bool { Bool.↓random() }\n    func pick(_ g: inout SystemRandomNumberGenerator) -> Int { Int.↓random(in: 1...6, using: &g) }\n}"),
                    // A collection's random picks and orders.
                    RuleExample("Reducers/DealsReducer.swift", """
                        struct DealsReducer {
                            func featured(_ books: [Book]) -> Book? { books.↓randomElement() }
                            func shelf(_ books: [Book]) -> [Book] { books.↓shuffled() }
                            func reorder(_ books: [Book], _ g: inout SystemRandomNumberGenerator) -> [Book] {
                                var copy = books
                                copy.↓shuffle(using: &g)
                                return copy.↓shuffled(using: &g) + [books.↓randomElement(using: &g)].compactMap { $0 }
                            }
                        }
                        """),
                    // The clock's `now`, wherever a Date is expected or the type is not told; an
                    // instance property named `now` elsewhere is no implicit member.
                    RuleExample("Reducers/TimeReducer.swift", "protocol Clock { var now: Date { get } }\ntypealias Timestamp = Date\nstruct TimeReducer {\n    func isPast(_ d: Date) -> Bool { d < ↓.now }\n    func today() -> Date { return ↓.now }\n    func stamp() -> Timestamp { let t: Timestamp = ↓.now; return t }\n}"),
                    // Not called but used: `Date.init` or `UUID.init` where a function of no arguments is
                    // expected (it makes a `Date()` whenever it is called), and `print` as a value.
                    RuleExample("Reducers/NotesReducer.swift", """
                        struct NotesReducer {
                            let now: @Sendable () -> Date = ↓Date.init
                            let newID: () -> UUID
                            init(newID: @escaping () -> UUID = ↓UUID.init) { self.newID = newID }
                            func clock() -> () -> Date { return ↓Date.init }
                            func log(_ notes: [String]) { notes.forEach(↓print) }
                            func trace(_ notes: [String]) { notes.forEach(Swift.↓print) }
                            func logger() -> Any { let log = ↓print; return log }
                            func run() { schedule(every: 1, action: ↓print) }
                            func schedule(every: Int, action: (String) -> Void) {}
                        }
                        """),
                    // Types nested in a reducer or declared in a Reducer file, in an extension too, are
                    // Reducer code, as for the checks above: their stored `var`s are state (reported where
                    // declared, not again where used).
                    RuleExample([
                        .init("Reducers/RemoveDuplicates.swift", """
                            extension ValueReducers {
                                struct RemoveDuplicates {
                                    private var ↓previousValue: Int?
                                    let isEqual: (Int, Int) -> Bool
                                }
                            }
                            """),
                        .init("Reducers/BooksReducer.swift", """
                            struct BooksReducer {
                                struct Cache {
                                    var ↓hits = 0
                                    static var ↓shared = Cache()
                                    var isEmpty: Bool { hits == 0 }
                                }
                                func count() -> Int { Cache.shared.hits }
                            }
                            """),
                        .init("Models/ValueReducers.swift", "enum ValueReducers {}\nextension BooksReducer.Cache {\n    static var ↓misses = 0\n}"),
                    ]),
                    // Global and static mutable state declared elsewhere in the tree.
                    RuleExample([
                        .init("Reducers/CartReducer.swift", """
                            struct CartReducer {
                                func total(_ amount: Double) -> Double {
                                    ↓requestCount += 1
                                    return amount * (1 + PriceConfig.↓taxRate)
                                }
                            }
                            """),
                        .init("Models/Config.swift", "var requestCount = 0\nenum PriceConfig {\n    static var taxRate = 0.2\n    static let currency = \"EUR\"\n}"),
                    ]),
                ],
                passing: [
                    RuleExample("Reducers/BooksReducer.swift", "struct BooksReducer {\n    func sorted(_ books: [String]) -> [String] {\n        var copy = books\n        copy.sort()\n        return copy\n    }\n    func at(_ date: Date) -> Date { date }\n}"),
                    // Xcode 26's `#Playground` runs in the canvas, as a preview does: exempt.
                    RuleExample("Reducers/CartReducer.swift", "struct CartReducer {\n    func total(_ prices: [Int]) -> Int { prices.reduce(0, +) }\n}\n\n#Playground {\n    print(CartReducer().total([1, 2]), Date())\n}"),
                    // A project's enum case or property named `random` is no randomness.
                    RuleExample("Reducers/PlayerReducer.swift", "struct PlayerReducer {\n    func isShuffling(_ m: ShuffleMode) -> Bool { m == .random }\n    func value(_ s: Seed) -> Int { s.random }\n    func mode() -> ShuffleMode { .random(seed: 1) }\n}"),
                    // Nor one named `shuffle`, `shuffled` or `randomElement`, or a method of theirs called with other labels.
                    RuleExample("Reducers/QueueReducer.swift", """
                        enum QueueMode { case shuffle, repeatAll }
                        struct QueueReducer {
                            func isShuffling(_ m: QueueMode) -> Bool { m == .shuffle }
                            func order(_ q: Queue) -> [Int] { q.shuffled + [q.randomElement] }
                            func shuffled(by seed: Int, _ items: [Int]) -> [Int] { items }
                            func next(_ items: [Int]) -> [Int] { shuffled(by: 1, items) }
                        }
                        """),
                    // Nor a method of those names the tree declares on the receiver's type: a model's, the
                    // reducer's own (through `self`, `Self` or no receiver), an implicit member's type's.
                    RuleExample([
                        .init("Models/Playlist.swift", """
                            struct Playlist: Equatable {
                                var tracks: [Int]
                                var seed: Int
                                func shuffled() -> Playlist { Playlist(tracks: tracks.sorted { ($0 ^ seed) < ($1 ^ seed) }, seed: seed) }
                            }
                            enum Mode: Equatable {
                                case ordered, seeded
                                static func random() -> Mode { .seeded }
                            }
                            """),
                        .init("Reducers/PlaylistReducer.swift", """
                            struct PlaylistReducer {
                                let seed: Int
                                func shuffled(_ tracks: [Int] = []) -> [Int] { tracks.sorted { ($0 ^ seed) < ($1 ^ seed) } }
                                func random() -> Int { seed % 6 }
                                static func randomElement() -> Int { 4 }
                                func start(_ playlist: Playlist) -> Playlist { playlist.shuffled() }
                                func empty() -> [Int] { self.shuffled() }
                                func roll() -> Int { random() + self.random() + Self.randomElement() }
                                func mode() -> Mode { .random() }
                            }
                            """),
                    ]),
                    // Initializers from given data as values (`UUID.init` where a `String` is passed is
                    // `UUID(uuidString:)`), and `print` where it is another name: the reducer's property, a
                    // parameter, a key path's member.
                    RuleExample("Reducers/ImportReducer.swift", """
                        struct ImportReducer {
                            let print: (String) -> Void
                            func ids(_ texts: [String]) -> [UUID] { texts.compactMap(UUID.init) }
                            func stamps(_ seconds: [Double]) -> [Date] { seconds.map(Date.init(timeIntervalSince1970:)) }
                            let parse: (String) -> UUID? = UUID.init
                            func log(_ notes: [String]) { notes.forEach(print) }
                            func each(_ notes: [String], trace print: (String) -> Void) { notes.forEach(print) }
                            func flags(_ loggers: [Logger]) -> [Bool] { loggers.map(\\.print) }
                        }
                        """),
                    RuleExample("Reducers/EchoReducer.swift", "struct EchoReducer {\n    func echo(_ lines: [String]) { let print = { (s: String) in _ = s }; lines.forEach(print) }\n}"),
                    // A project's case named `now` is no clock.
                    RuleExample("Reducers/ScheduleReducer.swift", "enum Schedule { case now, later }\nstruct ScheduleReducer {\n    func isUrgent(_ s: Schedule) -> Bool { s == .now }\n}"),
                    // Values made from given data are as pure as the data.
                    RuleExample("Reducers/BooksReducer.swift", "struct BooksReducer {\n    func stamp(_ s: Double) -> Date { Date(timeIntervalSince1970: s) }\n    func id(_ text: String) -> UUID? { UUID(uuidString: text) }\n}"),
                    // Names that mean something else where they are used: parameters, locals,
                    // loop and closure variables, members; and constants.
                    RuleExample([
                        .init("Reducers/CartReducer.swift", """
                            struct CartReducer {
                                let taxRate = 0.1
                                func total(_ requestCount: Int) -> Int { requestCount + 1 }
                                func sum(_ items: [Int]) -> Int {
                                    let (requestCount, other) = (items.count, 0)
                                    for taxRate in items { _ = taxRate }
                                    return items.map { requestCount in requestCount * 2 }.count + requestCount + other
                                }
                                func currency() -> String { PriceConfig.currency + String(taxRate) }
                                func log(_ sink: Any) { (sink as? Logger)?.print("total") }
                                func reduce(_ action: Action) -> Int {
                                    switch action {
                                    case let .add(requestCount): return requestCount
                                    case .scale(let taxRate): return Int(taxRate)
                                    }
                                }
                                let apply = { (requestCount: Int) throws -> Int in requestCount }
                            }
                            """),
                        .init("Models/Config.swift", "var requestCount = 0\nvar taxRate = 0.2\nenum PriceConfig {\n    static var taxRate = 0.2\n    static let currency = \"EUR\"\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "scenes-depend-on-ports", code: "V4", severity: .error,
                summary: "Scenes name no concrete Repository, Dispatcher, Reducer, APIClient, Database, Router or Resolver, nor URLSession, UserDefaults or DispatchQueue; they depend on ports through generic parameters.",
                rationale: "A scene generic over its ports can be previewed and tested with fakes, and the Resolver decides what it gets.",
                check: .forbiddenUse(ForbiddenUse(scope: .layers("Scenes"), layers: concreteLayers,
                                                  names: ["URLSession", "UserDefaults", "DispatchQueue"])),
                triggering: [
                    RuleExample([
                        .init("Scenes/HomeScene.swift", "struct HomeScene {\n    let repository: ↓AppRepository\n    let queue = ↓DispatchQueue.main\n}"),
                        // A scene (a view) by its folder, whatever its name; its contract types are no scene code.
                        .init("Views/Scenes/FavoritePage.swift",
                              "enum FavoritePageAction {}\nstruct FavoritePageState {\n    var cached: AppRepository?\n}\nstruct FavoritePage: View {\n    let repository: ↓AppRepository\n}"),
                        .init("Repositories/AppRepository.swift", "final class AppRepository {}"),
                    ]),
                    // A type nested in a scene is scene code, and so is an extension of it in any file.
                    RuleExample([
                        .init("Views/BooksScene.swift", "struct BooksScene: View {\n    struct Row: View {\n        var body: some View { EmptyView() }\n    }\n    var body: some View { Row() }\n}"),
                        .init("Views/BooksScene+Row.swift", "extension BooksScene.Row {\n    func cached(_ repository: ↓AppRepository) {}\n}"),
                        .init("Repositories/AppRepository.swift", "final class AppRepository {}"),
                    ]),
                ],
                passing: [
                    RuleExample([
                        .init("Scenes/HomeScene.swift", "struct HomeScene<Dispatcher: HomeSceneDispatcherObject, Repository: HomeSceneRepositoryObject> {\n    let dispatcher: Dispatcher\n    let repository: Repository\n}"),
                        .init("Dispatchers/Dispatcher.swift", "final class Dispatcher {}"),
                        .init("Repositories/Repository.swift", "final class Repository {}"),
                    ]),
                    // A SwiftUI Scene of the App (a window), by its name or in Scenes/, is no ViDRep scene.
                    RuleExample([
                        .init("App/LibraryWindowScene.swift",
                              "struct LibraryWindowScene: Scene {\n    let resolver: AppResolver\n    var body: some Scene { WindowGroup { resolver.booksScene() } }\n}"),
                        .init("Scenes/SettingsWindow.swift", "struct SettingsWindow: SwiftUI.Scene {\n    let resolver: AppResolver\n    var body: some Scene { Settings { EmptyView() } }\n}"),
                        .init("App/AppResolver.swift", "final class AppResolver {}"),
                    ]),
                ]),
            RuleSpec(
                id: "scenes-mutate-nothing", code: "V5", severity: .error,
                summary: "Scenes assign nothing through their repository (nor change its properties in place, as with append or toggle, or bind to them, as $repository.query); they send actions to the dispatcher and routes to the router delegate.",
                rationale: "Writes from views bypass the dispatcher, so the repository changes without an action anyone can test or log.",
                check: .specific,
                triggering: [
                    RuleExample("Scenes/HomeScene.swift", "struct HomeScene {\n    func tap() {\n        ↓repository.count = 1\n        ↓self.repository.items += [1]\n        repository.items.↓append(2)\n        self.repository.isOn.↓toggle()\n    }\n}"),
                    // A `mutating` method the tree declares changes the value too.
                    RuleExample("Scenes/HomeScene.swift", "struct Basket {\n    var ids: [Int] = []\n    mutating func add(_ id: Int) { ids.append(id) }\n}\nstruct HomeScene {\n    func tap() {\n        repository.basket.↓add(1)\n    }\n}"),
                    // The repository held under another name, typed by the scene's repository port.
                    RuleExample("Scenes/HomeScene.swift",
                                "struct HomeScene<Store: HomeSceneRepositoryObject> {\n    @ObservedObject var store: Store\n    func tap() {\n        ↓store.count = 1\n    }\n}"),
                    // Through a parameter or local typed as the scene's repository.
                    RuleExample("Scenes/BooksScene.swift", "struct BooksScene<Repository: BooksSceneRepositoryObject>: View {\n    let repository: Repository\n    private func clear(in repo: Repository) { ↓repo.favorites = [] }\n    private func clearAll() { let store: Repository = repository; ↓store.favorites = [] }\n}"),
                    // Through a local or a capture that holds it under another name.
                    RuleExample("Scenes/BooksScene.swift", """
                        struct BooksScene<Repository: BooksSceneRepositoryObject>: View {
                            let repository: Repository
                            private func clearAll() {
                                let store = repository
                                ↓store.favorites = []
                                let again = self.repository
                                again.favorites.↓removeAll()
                                let action = { [held = repository] in ↓held.favorites = [] }
                                action()
                                let repository = repository
                                ↓repository.favorites = []
                            }
                        }
                        """),
                    // A local of that name is the scene's repository again after its block.
                    RuleExample("Scenes/HomeScene.swift", "struct HomeScene: View {\n    var body: some View {\n        Button(\"a\") {\n            do { var repository = Draft(); repository.query = \"\" }\n            ↓repository.query = \"1\"\n        }\n    }\n}"),
                    // Through a property typed by a type alias of the tree for the repository.
                    RuleExample([
                        .init("Scenes/HomeScene.swift", "struct HomeScene: View {\n    @ObservedObject var aliased: Store\n    func tap() {\n        ↓aliased.count = 2\n        ↓aliased.count += 1\n    }\n}"),
                        .init("Repositories/AppRepository.swift", "final class AppRepository: ObservableObject {}\ntypealias Store = AppRepository"),
                    ]),
                    // The repository of the module the scene's file imports, where another module declares a type of its name.
                    RuleExample([
                        .init("Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Store\"), .target(name: \"Search\"), .target(name: \"Browse\")])"),
                        .init("Sources/Store/Repositories/Catalog.swift", "@Observable public final class Catalog {\n    public var query = \"\"\n}"),
                        .init("Sources/Search/Catalog.swift", "final class Catalog {}"),
                        .init("Sources/Browse/Scenes/BrowseScene.swift", "import Store\nstruct BrowseScene: View {\n    let catalog: Catalog\n    func reset() { ↓catalog.query = \"\" }\n    func clear(_ other: Catalog) { ↓other.query = \"\" }\n}"),
                    ]),
                    // A binding to a property writes it as the user types.
                    RuleExample("Scenes/SearchScene.swift", "struct SearchScene: View {\n    @Bindable var repository: AppRepository\n    var body: some View {\n        TextField(\"\", text: ↓$repository.query)\n        Toggle(\"All\", isOn: ↓$repository.showsAll)\n        Toggle(\"Mine\", isOn: self.↓$repository.showsMine)\n        TextField(\"\", text: ↓Bindable(repository).query)\n        TextField(\"\", text: SwiftUI.↓Bindable(wrappedValue: self.repository).query)\n        let store = Bindable(repository).wrappedValue\n        let same = $repository.wrappedValue\n        let again = $repository.projectedValue\n        let read = $repository.projectedValue.wrappedValue.query\n        TextField(\"\", text: ↓$repository.projectedValue.query)\n        List(items) { Text($0.title) }\n    }\n}"),
                ],
                passing: [
                    RuleExample("Scenes/HomeScene.swift", "struct HomeScene {\n    func tap() {\n        dispatcher.runAction(.tap)\n        let count = repository.count\n        let sorted = repository.items.sorted()\n        var copy = repository.items\n        copy.append(1)\n    }\n}"),
                    // A value copied out of the repository, on one line or continued on the next.
                    RuleExample("Scenes/HomeScene.swift", "struct HomeScene {\n    func tap() {\n        var filter = repository\n            .filter\n        filter.query = \"\"\n        filter.tags.append(1)\n    }\n}"),
                    // A parameter or local named `repository` is not the scene's.
                    RuleExample("Scenes/HomeScene.swift", "struct HomeScene: View {\n    var body: some View { Button(\"x\") { var repository = Draft(); repository.count = 2 } }\n    func edit(repository: inout Draft) { repository.count = 3; repository.items.append(1) }\n}"),
                    // A scene's own type named like another module's repository is not the repository.
                    RuleExample([
                        .init("Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Store\"), .target(name: \"Search\")])"),
                        .init("Sources/Store/Repositories/Catalog.swift", "@Observable public final class Catalog {\n    public var query = \"\"\n}"),
                        .init("Sources/Search/Scenes/SearchScene.swift", "@Observable final class Catalog {\n    var query = \"\"\n}\nstruct SearchScene: View {\n    @State private var catalog: Catalog = Catalog()\n    func reset() { catalog.query = \"\" }\n    func clear(_ other: Catalog) { other.query = \"\" }\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "scene-observes-repository", code: "V6", severity: .warning,
                summary: "A scene holds its repository as @ObservedObject (or an @Observable value) and its router delegate weak.",
                rationale: "Without observation the scene does not update; a strong router delegate creates a retain cycle.",
                check: .specific,
                triggering: [
                    RuleExample("Scenes/HomeScene.swift", "final class HomeScene {\n    var ↓repository: Repository\n    var ↓routerDelegate: RouterDelegate?\n}"),
                    // `@StateObject` makes the scene own the app's one repository.
                    RuleExample("Scenes/HomeScene.swift", "struct HomeScene<Repository: HomeSceneRepositoryObject>: View {\n    @↓StateObject var repository: Repository\n    var body: some View { EmptyView() }\n}"),
                    RuleExample("Scenes/ListScene.swift", "struct ListScene<Repository: ListSceneRepositoryObject>: View {\n    @↓State private var repository: Repository\n    var body: some View { EmptyView() }\n}"),
                    // A router delegate by its type, whatever the property's name.
                    RuleExample("Scenes/BooksScene.swift", "final class BooksScene {\n    let ↓router: any BooksSceneRouterDelegate\n    var ↓nav: BooksSceneRouterDelegate?\n    weak var next: (any BooksSceneRouterDelegate)?\n    unowned(unsafe) let other: any BooksSceneRouterDelegate\n    let onRoute: (any BooksSceneRouterDelegate) -> Void\n}"),
                    // A `let` of an ObservableObject port, whatever the property's name, is not observed.
                    RuleExample("Scenes/HomeScene.swift",
                                "protocol HomeSceneRepositoryObject: ObservableObject {}\n\nstruct HomeScene<Store: HomeSceneRepositoryObject>: View {\n    let ↓store: Store\n    var body: some View { EmptyView() }\n}"),
                    // A local type alias stands for what it aliases.
                    RuleExample("Scenes/HomeScene.swift",
                                "protocol HomeSceneRepositoryObject: ObservableObject {}\n\nstruct HomeScene: View {\n    typealias Store = any HomeSceneRepositoryObject\n    var ↓store: Store\n    var body: some View { EmptyView() }\n}"),
                    // A type alias of the tree stands for what it aliases.
                    RuleExample([
                        .init("Scenes/HomeScene.swift", "struct HomeScene: View {\n    let ↓aliased: Store\n    var body: some View { EmptyView() }\n}"),
                        .init("Repositories/AppRepository.swift", "final class AppRepository: ObservableObject {}\ntypealias Store = AppRepository"),
                    ]),
                    // Every constraint of the port counts: a composition, or several `where` requirements.
                    RuleExample("Scenes/HomeScene.swift",
                                "struct HomeScene<Store: AnyObject & HomeSceneRepositoryObject & ObservableObject>: View {\n    let ↓store: Store\n}\n"
                                    + "struct ListScene<Store>: View where Store: ListSceneRepositoryObject, Store: ObservableObject {\n    let ↓store: Store\n}"),
                    // A `let` of a port that is neither observable kind: nothing says the scene updates.
                    RuleExample("Scenes/HomeScene.swift",
                                "protocol HomeSceneRepositoryObject: AnyObject {}\n\nstruct HomeScene<Repository: HomeSceneRepositoryObject>: View {\n"
                                    + "    let ↓repository: Repository\n    var body: some View { EmptyView() }\n}\n"
                                    + "final class ListScene {\n    let ↓repository: any HomeSceneRepositoryObject\n}"),
                ],
                passing: [
                    RuleExample("Scenes/HomeScene.swift", "final class HomeScene<Repository: HomeSceneRepositoryObject> {\n    @ObservedObject var repository: Repository\n    weak var routerDelegate: RouterDelegate?\n}"),
                    // State named after a repository is no repository owned.
                    RuleExample("Scenes/PickerScene.swift", "struct PickerScene: View {\n    @State private var selectedRepository: String?\n    var body: some View { EmptyView() }\n}"),
                    // An @Observable port needs no wrapper, held by a `let` or a `var`.
                    RuleExample("Scenes/HomeScene.swift",
                                "protocol HomeSceneRepositoryObject: AnyObject, Observable {}\n\nstruct HomeScene<Repository: HomeSceneRepositoryObject>: View {\n    let repository: Repository\n    var body: some View { EmptyView() }\n}\n"
                                    + "struct ListScene<Repository: HomeSceneRepositoryObject>: View {\n    var repository: Repository\n    var body: some View { EmptyView() }\n}"),
                    // A subclass of an @Observable class is observable; a type from outside the tree is not judged.
                    RuleExample([
                        .init("Scenes/HomeScene.swift", "struct HomeScene: View {\n    let repository: AppRepository\n    let shared: SharedRepository\n    var body: some View { EmptyView() }\n}"),
                        .init("Repositories/AppRepository.swift", "@Observable\nclass BaseRepository {}\n\nfinal class AppRepository: BaseRepository {}"),
                    ]),
                    // A scene's own @Observable type named like another module's repository is state it owns.
                    RuleExample([
                        .init("Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Store\"), .target(name: \"Search\")])"),
                        .init("Sources/Store/Repositories/Catalog.swift", "@Observable public final class Catalog {}"),
                        .init("Sources/Search/Scenes/SearchScene.swift", "@Observable final class Catalog {}\nstruct SearchScene: View {\n    @State private var catalog: Catalog = Catalog()\n}"),
                    ]),
                    // A generic parameter or a local type alias named like the project's repository is not it.
                    RuleExample([
                        .init("Scenes/HomeScene.swift",
                              "struct HomeScene<AppRepository>: View {\n    let store: AppRepository\n    var body: some View { EmptyView() }\n}\n"
                                  + "struct ListScene: View {\n    typealias AppRepository = Int\n    let store: AppRepository\n    var body: some View { EmptyView() }\n}"),
                        .init("Repositories/AppRepository.swift", "final class AppRepository: ObservableObject {}"),
                    ]),
                ]),
            RuleSpec(
                id: "scene-declares-contract", code: "V7", severity: .warning,
                summary: "Each scene file declares XSceneAction, XSceneDispatcherObject, XSceneState and XSceneRepositoryObject with those exact names.",
                rationale: "The contract at the top of the scene file is what Dispatchers and the Repository implement; fixed names make it findable.",
                check: .specific,
                triggering: [RuleExample("Scenes/HomeScene.swift", "enum HomeSceneAction {}\nprotocol HomeSceneDispatcherObject {}\nstruct HomeState {}\nstruct ↓HomeScene {}")],
                passing: [
                    RuleExample("Scenes/HomeScene.swift", "enum HomeSceneAction {}\nprotocol HomeSceneDispatcherObject {}\nstruct HomeSceneState {}\nprotocol HomeSceneRepositoryObject {}\nstruct HomeScene {}"),
                    // A part may be a type alias (the shelf reads the library's data through its port).
                    RuleExample("Scenes/ShelfScene.swift",
                                "enum ShelfSceneAction {}\nprotocol ShelfSceneDispatcherObject {}\nstruct ShelfSceneState {}\ntypealias ShelfSceneRepositoryObject = LibraryRepositoryPort\nstruct ShelfScene {}"),
                    // SpriteKit's, SceneKit's and GameplayKit's scenes (Xcode's Game template) are no ViDRep scenes.
                    RuleExample([
                        .init("Game/GameScene.swift", "import SpriteKit\nclass GameScene: SKScene {}"),
                        .init("Game/LevelScene.swift", "import SceneKit\nfinal class LevelScene: SCNScene {}\nclass BaseScene: SKScene {}\nfinal class MenuScene: BaseScene {}"),
                    ]),
                ]),
            RuleSpec(
                id: "dispatchers-use-no-views", code: "V8", severity: .error,
                summary: "Dispatchers import no SwiftUI and reference no Scene type or View.",
                rationale: "Dispatchers are controllers: they run without a UI, so they can be tested and reused by any scene.",
                check: .all([
                    .forbiddenImports(scope: .layers("Dispatchers"), modules: ["SwiftUI", "SwiftUICore"]),
                    .forbiddenUse(ForbiddenUse(scope: .layers("Dispatchers"), layers: ["Scenes"], names: ["View"], subtypesOfNames: true)),
                ]),
                triggering: [
                    RuleExample([
                        .init("Dispatchers/HomeDispatcher.swift",
                              "import ↓SwiftUI\nfinal class HomeDispatcher {\n    var scene: ↓HomeScene?\n    var view: (any ↓View)?\n    var row: ↓BookRow?\n}"),
                        .init("Scenes/HomeScene.swift", "struct HomeScene {}"),
                        .init("Components/BookRow.swift", "struct BookRow: View {}"),
                    ]),
                    // A dispatcher beside a scene that app code uses too (here, another file) is a Dispatcher, previews or not.
                    RuleExample([
                        .init("Scenes/HomeScene.swift", """
                            import ↓SwiftUI
                            struct HomeScene<Dispatcher: HomeSceneDispatcherObject>: View {
                                let dispatcher: Dispatcher
                                var body: some View { Text("Home") }
                            }
                            final class LocalDispatcher: HomeSceneDispatcherObject {
                                func runAction(_ action: HomeSceneAction) {}
                            }
                            #Preview {
                                HomeScene(dispatcher: LocalDispatcher())
                            }
                            """),
                        .init("App/Resolver.swift", "struct Resolver {\n    func dispatcher() -> LocalDispatcher { LocalDispatcher() }\n}"),
                    ]),
                ],
                passing: [
                    RuleExample([
                        .init("Dispatchers/HomeDispatcher.swift", "import Foundation\nfinal class HomeDispatcher: HomeSceneDispatcherObject {\n    func runAction(_ action: HomeSceneAction) {}\n}"),
                        .init("Scenes/HomeScene.swift", "enum HomeSceneAction {}\nprotocol HomeSceneDispatcherObject {}\nstruct HomeScene {}"),
                    ]),
                    // A value an action carries, declared with the contract in the scene file, is no scene.
                    RuleExample([
                        .init("Dispatchers/SearchDispatcher.swift",
                              "final class SearchDispatcher {\n    var filter: SearchSceneFilter = .all\n    func runAction(_ action: SearchSceneAction) {}\n}"),
                        .init("Views/Scenes/SearchScene.swift",
                              "enum SearchSceneFilter: Equatable { case all, catsOnly }\nenum SearchSceneAction { case setFilter(SearchSceneFilter) }\n"
                                  + "struct SearchScene: View {\n    var body: some View { EmptyView() }\n}"),
                    ]),
                    // A feature folder under Scenes/: the dispatcher and reducer there are not scenes.
                    RuleExample([
                        .init("Scenes/Home/HomeDispatcher.swift",
                              "final class HomeDispatcher: HomeSceneDispatcherObject {\n    let reducer = HomeReducer()\n    func runAction(_ action: HomeSceneAction) {}\n}"),
                        .init("Scenes/Home/HomeReducer.swift", "struct HomeReducer {}"),
                        .init("Scenes/Home/HomeScene.swift", "enum HomeSceneAction {}\nprotocol HomeSceneDispatcherObject {}\nstruct HomeScene {}"),
                    ]),
                    // A test double nested in a preview puts no file among the Dispatchers.
                    RuleExample([
                        .init("Scenes/HomeScene.swift", """
                            import SwiftUI
                            enum HomeSceneAction {}
                            protocol HomeSceneDispatcherObject {}
                            struct HomeScene: View {
                                var body: some View { Text("Home") }
                            }
                            struct HomeScene_Previews: PreviewProvider {
                                final class PreviewDispatcher: HomeSceneDispatcherObject {
                                    func runAction(_ action: HomeSceneAction) {}
                                }
                                static var previews: some View { HomeScene() }
                            }
                            """),
                    ]),
                    // Nor does a fake at file scope that only preview code uses, private or not.
                    RuleExample([
                        .init("Scenes/HomeScene.swift", """
                            import SwiftUI
                            struct HomeScene<Dispatcher: HomeSceneDispatcherObject>: View {
                                let dispatcher: Dispatcher
                                var body: some View { Text("Home") }
                            }
                            #if DEBUG
                            final class PreviewDispatcher: HomeSceneDispatcherObject {
                                func runAction(_ action: HomeSceneAction) {}
                            }
                            private final class FailingDispatcher: HomeSceneDispatcherObject {
                                func runAction(_ action: HomeSceneAction) {}
                            }
                            #Preview {
                                HomeScene(dispatcher: PreviewDispatcher())
                            }
                            #Preview("Failing") {
                                HomeScene(dispatcher: FailingDispatcher())
                            }
                            #endif
                            """),
                    ]),
                    // Nor does a fake in Xcode's development assets folder, `Preview Content`: preview code throughout.
                    RuleExample("Shop/Preview Content/PreviewDispatcher.swift", """
                        import SwiftUI
                        final class PreviewDispatcher: HomeSceneDispatcherObject {
                            func runAction(_ action: HomeSceneAction) {}
                        }
                        """),
                ]),
            RuleSpec(
                id: "infrastructure-has-no-dependencies", code: "V9", severity: .error,
                summary: "APIClients and Databases take no project types in their initializers and reference no Repository, Dispatcher, Reducer, Scene or Router (ports named *Object are fine).",
                rationale: "Infrastructure is the edge of the app; if it reaches back into controllers or views, the layers form a cycle.",
                check: .all([
                    .forbiddenUse(ForbiddenUse(scope: .layers("APIClients", "Databases"),
                                               layers: ["Repositories", "Dispatchers", "Reducers", "Scenes", "Routers"])),
                    .specific,
                ]),
                triggering: [RuleExample([
                    .init("Infrastructures/AppAPIClient.swift", "final class AppAPIClient {\n    ↓init(cache: BookCache) {}\n    var repository: ↓AppRepository?\n}"),
                    .init("Repositories/AppRepository.swift", "final class AppRepository {}"),
                    .init("Models/BookCache.swift", "final class BookCache {}"),
                    // A struct's memberwise initializer takes its stored properties without a value.
                    .init("Infrastructures/KeychainDatabase.swift", "struct KeychainDatabase {\n    let service: String\n    let ↓cache: BookCache\n}"),
                    // A wrapper without arguments and an `Optional<…>` spelled out are parameters too (review 31g item 4).
                    .init("Infrastructures/BoxedDatabase.swift", "struct BoxedDatabase {\n    @Boxed var ↓cache: BookCache\n}\nstruct SpareDatabase {\n    var ↓spare: Optional<BookCache>\n}"),
                    // A type alias of the client stands for the type it aliases (review 31g item 4).
                    .init("Infrastructures/AliasAPIClient.swift",
                          "struct AliasAPIClient {\n    typealias Cache = BookCache\n    let ↓cache: Cache\n}\nfinal class AliasDatabase {\n    typealias Cache = BookCache\n    ↓init(cache: Cache) {}\n}"),
                ])],
                passing: [
                    // Memberwise: a wrapped property, an optional `var` (nil) and a type nested in the
                    // client are no parameters of project types (review 31e item 7).
                    RuleExample([
                        .init("Infrastructures/SettingsDatabase.swift", """
                            struct SettingsDatabase {
                                let name: String
                                @UserDefault(key: "theme", defaultValue: .light) var theme: Theme
                                var lastTheme: Theme?
                                let configuration: Configuration
                                struct Configuration { let suite: String }
                            }
                            """),
                        .init("Models/Theme.swift", "enum Theme { case light, dark }\nstruct Configuration {}"),
                    ]),
                    RuleExample([
                        .init("Infrastructures/AppDatabase.swift", "final class AppDatabase: BooksDatabaseObject {\n    init(defaults: UserDefaults = .standard) {}\n}"),
                        // No memberwise initializer (one is declared), or no parameter (a value, static).
                        .init("Infrastructures/KeychainDatabase.swift", "struct KeychainDatabase {\n    let cache: BookCache\n    init() { cache = BookCache() }\n}"),
                        .init("Infrastructures/CacheAPIClient.swift",
                              "struct CacheAPIClient {\n    var cache = BookCache()\n    static var shared: BookCache?\n    var current: BookCache { cache }\n    let store: any BooksDatabaseObject\n}"),
                        .init("Models/BookCache.swift", "final class BookCache {}"),
                        .init("Dispatchers/BooksDispatcher.swift", "protocol BooksDatabaseObject {}"),
                    ]),
                    // A generic parameter (of the type or of the initializer) or a local type alias named like a project type is not it.
                    RuleExample([
                        .init("Infrastructures/AppAPIClient.swift",
                              "final class AppAPIClient<AppRepository> {\n    init(store: AppRepository) {}\n    init<AppRouter>(router: AppRouter) {}\n}\n"
                                  + "final class AppDatabase {\n    typealias AppRouter = String\n    init(name: AppRouter) {}\n}"),
                        .init("Repositories/AppRepository.swift", "final class AppRepository {}"),
                        .init("Routers/AppRouter.swift", "final class AppRouter {}"),
                    ]),
                ]),
            RuleSpec(
                id: "resolver-builds-everything", code: "V10", severity: .error,
                summary: "Only the Resolver (and the @main App) constructs Repository, Dispatcher, Reducer, APIClient, Database, Router or Scene instances.",
                rationale: "One place that creates everything keeps the object graph visible and lets tests swap any piece.",
                check: .constructionScope(ConstructionScope(
                    constructed: concreteLayers.filter { $0 != "Resolvers" } + ["Scenes"],
                    forbiddenIn: Scope(except: ["Resolvers", "App"]), allowedWithinLayer: true)),
                triggering: [
                    RuleExample([
                        .init("Dispatchers/BooksDispatcher.swift", """
                            final class BooksDispatcher {
                                private let reducer: BooksReducer = ↓.init()
                                init(other: BooksReducer = ↓.init()) {}
                                func run() { _ = ↓BooksReducer().sorted([]) + ↓BooksReducer.init().sorted([]) }
                            }
                            """),
                        .init("Dispatchers/CartDispatcher.swift", """
                            final class CartDispatcher {
                                private let reducer: BooksReducer
                                init(reducer: BooksReducer?, fresh: Bool) {
                                    self.reducer = reducer ?? ↓.init()
                                    let spare: BooksReducer = fresh ? ↓.init() : ↓.init()
                                    let chosen: BooksReducer = if fresh { ↓.init() } else if reducer == nil { ↓.init() } else { ↓.init() }
                                    let picked: BooksReducer = switch fresh {
                                    case true: ↓.init()
                                    default:
                                        ↓.init()
                                    }
                                    let nested: BooksReducer = switch fresh {
                                    case true: if reducer == nil { ↓.init() } else { ↓.init() }
                                    case false: switch reducer == nil { case true: ↓.init(); default: ↓.init() }
                                    }
                                    _ = (spare, chosen, picked, nested)
                                }
                                var fallback: BooksReducer {
                                    if Bool.random() { ↓.init() } else { ↓.init() }
                                }
                                func made(_ fresh: Bool) -> BooksReducer {
                                    return if fresh { ↓.init() } else { ↓.init() }
                                }
                                func makeReducer() -> BooksReducer {
                                    let sorted = [3, 1].sorted()
                                    _ = sorted
                                    return ↓.init()
                                }
                                func reset(_ again: Bool, ids: [Int]) -> BooksReducer {
                                    if again
                                    {
                                        return ↓.init()
                                    }
                                    for id in ids
                                        where id > 0 {
                                        return ↓.init()
                                    }
                                    return ↓.init()
                                }
                                func reducers() -> [BooksReducer] { [1, 2].map { _ in BooksReducer.sample } }
                            }
                            """),
                        .init("Reducers/BooksReducer.swift", "struct BooksReducer {}"),
                    ]),
                    // Within a layer too: one Router, Scene, Reducer or Repository creating another (or itself).
                    RuleExample([
                        .init("Views/Routers/AppRouter.swift", "final class AppRouter {\n    let tabs = ↓TabRouter()\n}\nfinal class TabRouter {}"),
                        .init("Views/Scenes/HomeScene.swift", "struct HomeScene: View {\n    var body: some View { ↓DetailScene() }\n}"),
                        .init("Views/Scenes/DetailScene.swift", "struct DetailScene: View {\n    var body: some View { Text(\"\") }\n}"),
                        .init("Controllers/Reducers/CartReducer.swift", "struct CartReducer {\n    func books() -> BooksReducer { ↓BooksReducer() }\n}\nstruct BooksReducer {}"),
                        .init("Models/Repositories/AppRepository.swift", "final class AppRepository {\n    static let shared = ↓AppRepository()\n}\nextension AppRepository {\n    static let other = ↓Self()\n    static let third: Self = ↓.init()\n}"),
                    ]),
                    // Through the dynamic type of `self`, which is the enclosing type (or a subclass of it).
                    RuleExample([
                        .init("Controllers/Reducers/CartReducer.swift", "struct CartReducer {\n    func reset() -> CartReducer { ↓type(of: self).init() }\n}"),
                        .init("Models/Repositories/AppRepository.swift", """
                            class AppRepository {
                                required init() {}
                            }
                            extension AppRepository {
                                func copy() -> AppRepository { ↓Swift.type(of: self).init() }
                                func fresh() -> Self { ↓type( of: self )
                                    .init() }
                            }
                            """),
                    ]),
                    // Through `self` in a static factory (an initializer's `self.init(…)` delegates), a
                    // metatype held in a local, a parameter or a property, and the dynamic type of a
                    // value whose type the code names.
                    RuleExample([
                        .init("Controllers/Reducers/CartReducer.swift", """
                            struct CartReducer {
                                init() {}
                                init(fresh: Bool) { self.init() }
                                static func make() -> CartReducer { ↓self.init() }
                                static var empty: CartReducer { ↓self.init(fresh: true) }
                                func copy() -> CartReducer {
                                    let kind = type(of: self)
                                    return ↓kind.init()
                                }
                            }
                            """),
                        .init("Controllers/Dispatchers/BooksDispatcher.swift", """
                            final class BooksDispatcher {
                                let reducer: BooksReducer
                                let kind = BooksReducer.self
                                init(reducer: BooksReducer) { self.reducer = reducer }
                                func fresh(_ made: BooksReducer.Type) -> [BooksReducer] {
                                    let held: BooksReducer.Type = made
                                    return [↓type(of: reducer).init(), ↓Swift.type(of: self.reducer).init(), ↓kind.init(), ↓self.kind.init(),
                                            ↓made.init(), ↓held.init()]
                                }
                            }
                            """),
                        .init("Controllers/Reducers/BooksReducer.swift", "struct BooksReducer {}"),
                    ]),
                    // An implicit `.init()` passed to a parameter the tree types as a layer's type (labelled
                    // or not, of a method, a static method or an initializer), or an element of a literal
                    // whose variable is a collection of one (in a file of no layer too).
                    RuleExample([
                        .init("Dispatchers/BooksDispatcher.swift", """
                            final class BooksDispatcher {
                                private var reducers: [BooksReducer] = []
                                private var byName: [String: BooksReducer] = [:]
                                init(first: BooksReducer) {}
                                func a() { use(↓.init()) }
                                func b() { reducers = [↓.init(), ↓.init()] }
                                func c() { self.byName = ["main": ↓.init()] }
                                func d() { Pipeline.start(with: ↓.init(), count: 1) }
                                static func make() -> BooksDispatcher { ↓BooksDispatcher(first: ↓.init()) }
                                func use(_ reducer: BooksReducer) { reducers.append(reducer) }
                            }
                            enum Pipeline {
                                static func start(with reducer: BooksReducer, count: Int) {}
                            }
                            func prepare(_ reducer: BooksReducer) {}
                            """),
                        .init("Support/Warmup.swift", "func warm() {\n    prepare(↓.init())\n}"),
                        .init("Support/Seeds.swift", """
                            struct Seeds {
                                var reducers: [BooksReducer] = []
                                mutating func fill() {
                                    reducers = [
                                        ↓.init(),
                                        ↓.init(),
                                        ↓.init(),
                                        ↓.init(),
                                    ]
                                }
                            }
                            """),
                        .init("Reducers/BooksReducer.swift", "struct BooksReducer {}"),
                    ]),
                    // An initializer passed as a function, not called: each call of it makes one.
                    RuleExample([
                        .init("Views/Components/Rows.swift", """
                            struct Rows: View {
                                let ids: [Int]
                                var body: some View { ForEach(ids, id: \\.self, content: ↓BookScene.init) }
                                func dispatchers() -> [BooksDispatcher] { ids.map { _ in () }.map(↓BooksDispatcher.init) }
                            }
                            """),
                        .init("Views/Scenes/BookScene.swift", "struct BookScene: View {\n    let id: Int\n    var body: some View { Text(\"\\(id)\") }\n}"),
                        .init("Controllers/Dispatchers/BooksDispatcher.swift", "final class BooksDispatcher {}"),
                    ]),
                    // Where another module declares a model of its name, a Dispatcher's name stands for
                    // it in its own module and in one that imports that module alone, or through its module.
                    RuleExample([
                        .init("Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Core\"), .target(name: \"List\"), .target(name: \"Feed\")])"),
                        .init("Sources/Core/Models/Paging.swift", "public struct Paging {}"),
                        .init("Sources/List/Dispatchers/Paging.swift", "public final class Paging {}"),
                        .init("Sources/List/Reducers/ListReducer.swift", "import Core\nstruct ListReducer {\n    let paging = ↓Paging()\n}"),
                        .init("Sources/Feed/Reducers/FeedReducer.swift", "import List\nstruct FeedReducer {\n    let paging = ↓Paging()\n    let named = List.↓Paging()\n}"),
                    ]),
                ],
                passing: [
                    // The Resolver passes initializers as functions; others pass those of other types.
                    RuleExample([
                        .init("App/AppResolver.swift", "final class AppResolver {\n    func scenes(_ ids: [Int]) -> [BookScene] { ids.map(BookScene.init) }\n}"),
                        .init("Views/Components/Labels.swift", "struct Labels {\n    func texts(_ ids: [Int]) -> [String] { ids.map(String.init) }\n}"),
                        .init("Views/Scenes/BookScene.swift", "struct BookScene: View {\n    let id: Int\n    var body: some View { Text(\"\") }\n}"),
                    ]),
                    // `.init()` where the tree does not say a layer's type is made: overloads that
                    // disagree, a collection's own method, a collection of another type, a function
                    // the tree does not declare.
                    RuleExample([
                        .init("Dispatchers/BooksDispatcher.swift", """
                            final class BooksDispatcher {
                                private var reducers: [BooksReducer] = []
                                private var counts: [Int] = []
                                func a() { use(.init()) }
                                func b() { reducers.append(.init()); counts = [.init(), .init()] }
                                func c() { print(.init()) }
                                func use(_ reducer: BooksReducer) {}
                                func use(_ count: Int) {}
                            }
                            """),
                        .init("Reducers/BooksReducer.swift", "struct BooksReducer {}"),
                    ]),
                    // A Router creates its own parts: its routing modifier.
                    RuleExample("Views/Routers/BooksRouter.swift", """
                        final class BooksRouter: ObservableObject {
                            func modifier() -> BooksRoutingModifier { BooksRoutingModifier(router: self) }
                        }
                        struct BooksRoutingModifier: ViewModifier {
                            let router: BooksRouter
                            func body(content: Content) -> some View { content }
                            func copy() -> BooksRoutingModifier { type(of: self).init(router: router) }
                        }
                        """),
                    // The dynamic type of something else, or of a type of no constructed layer.
                    RuleExample([
                        .init("Dispatchers/BooksDispatcher.swift", """
                            final class BooksDispatcher {
                                func copy(_ book: Book) -> Book { type(of: book).init() }
                            }
                            """),
                        .init("Models/Book.swift", "struct Book {\n    func copy() -> Book { type(of: self).init() }\n}"),
                    ]),
                    // A generic parameter's metatype, a value of no constructed layer's type, and the Resolver's own.
                    RuleExample([
                        .init("Dispatchers/BooksDispatcher.swift", """
                            final class BooksDispatcher {
                                func make<R: BooksReducing>(_ kind: R.Type) -> R { kind.init() }
                                func count(_ n: Int) -> Int { type(of: n).init() }
                            }
                            """),
                        .init("Reducers/BooksReducer.swift", "struct BooksReducer: BooksReducing {}\nprotocol BooksReducing { init() }"),
                        .init("App/AppResolver.swift", """
                            final class AppResolver {
                                func reducer() -> BooksReducer {
                                    let kind = BooksReducer.self
                                    return kind.init()
                                }
                            }
                            """),
                    ]),
                    // A `.init()` a closure returns is of the closure's type, not its function's.
                    RuleExample([
                        .init("Dispatchers/BooksDispatcher.swift", """
                            final class BooksDispatcher {
                                func warmed(_ reducer: BooksReducer, ids: [Int]) -> BooksReducer {
                                    let warm = Task<Set<Int>, Never> {
                                        guard !ids.isEmpty else { return .init() }
                                        return Set(ids)
                                    }
                                    let decode: () -> [Int] = ids.isEmpty ? { return .init() } : { [] }
                                    let empty: () -> Set<Int> = { if ids.isEmpty { .init() } else { Set(ids) } }
                                    if ids.isEmpty { _ = [Int].init() }
                                    _ = (warm, decode, empty, try? { () throws -> [Int] in return .init() }())
                                    return reducer
                                }
                            }
                            """),
                        .init("Reducers/BooksReducer.swift", "struct BooksReducer {}"),
                    ]),
                    RuleExample([
                        .init("App/AppResolver.swift", "final class AppResolver {\n    lazy var dispatcher = BooksDispatcher(reducer: BooksReducer())\n    let reducer: BooksReducer = .init()\n}"),
                        .init("Reducers/BooksReducer.swift", "struct BooksReducer {}"),
                        .init("Dispatchers/BooksDispatcher.swift", "final class BooksDispatcher {}"),
                    ]),
                    // A type nested in the Resolver is the Resolver's code, in an extension of it too.
                    RuleExample([
                        .init("App/AppResolver.swift", "final class AppResolver {\n    struct Scenes {}\n}"),
                        .init("App/Wiring/BooksWiring.swift", "extension AppResolver.Scenes {\n    func books() -> BooksScene { BooksScene() }\n}"),
                        .init("Views/BooksScene.swift", "struct BooksScene {}"),
                    ]),
                    // A model named like a Dispatcher of another module is another type: its own module's,
                    // an importing module's, or named through its module where the Dispatcher's module names both.
                    RuleExample([
                        .init("Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Core\"), .target(name: \"List\"), .target(name: \"Feed\")])"),
                        .init("Sources/Core/Models/Paging.swift", "public struct Paging {}"),
                        .init("Sources/Core/Repositories/AppRepository.swift", "public final class AppRepository {\n    var paging = Paging()\n}"),
                        .init("Sources/List/Dispatchers/Paging.swift", "final class Paging {}"),
                        .init("Sources/List/Reducers/ListReducer.swift", "import Core\nstruct ListReducer {\n    let paging = Core.Paging()\n}"),
                        .init("Sources/Feed/Scenes/FeedScene.swift", "import Core\nstruct FeedState {\n    var paging = Paging()\n    var next: Paging = .init()\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "navigation-in-routers", code: "V11", severity: .error,
                summary: "NavigationLink, NavigationView, NavigationStack, .sheet, .fullScreenCover and .popover (and iOS 16's NavigationSplitView and .navigationDestination(isPresented:/item:)) appear only in Routers and routing view modifiers (ViewModifier conformers named …Routing…, …Navigation… or …Presentation…, with their files).",
                rationale: "The Router owns navigation; a scene that presents by itself hides a route the Router cannot drive or restore.",
                // The presentation modifiers are called with `isPresented:` or `item:` first; a route
                // the scene sends (`.sheet(id:)`) or a property of that name is no presentation.
                check: .forbiddenUse(ForbiddenUse(scope: Scope(except: ["Routers", "RoutingModifiers"]),
                                                  names: ["NavigationLink", "NavigationView", "NavigationStack", "NavigationSplitView"],
                                                  members: ["sheet", "fullScreenCover", "popover", "navigationDestination"],
                                                  memberCallLabels: ["isPresented", "item"])),
                triggering: [
                    RuleExample("Scenes/HomeScene.swift", "struct HomeScene {\n    var body: some View {\n        ↓NavigationStack { list }\n            .↓sheet(isPresented: $x) { Text(\"\") }\n    }\n}"),
                    // The iOS 16 ways a scene would navigate by itself (review 32e item 4).
                    RuleExample("Scenes/WishlistScene.swift", """
                        struct WishlistScene {
                            var body: some View {
                                ↓NavigationSplitView { list } detail: { Text("") }
                                    .↓navigationDestination(isPresented: $showsDetail) { Text("") }
                                    .↓navigationDestination(item: $selected) { Text($0.title) }
                            }
                        }
                        """),
                    // A preview type is the one its extension names (`Storage.Row`), not a namesake.
                    RuleExample("Scenes/Rows.swift", """
                        enum Settings { struct Row { static var previews: some View { ↓NavigationStack { Text("") } } } }
                        enum Storage { struct Row { static var previews: some View { NavigationStack { Text("") } } } }
                        extension Storage.Row: PreviewProvider {}
                        """),
                    // A routing modifier in a scene's file covers its own code, not the scene's.
                    RuleExample("Scenes/HomeScene.swift", """
                        struct HomeScene: View {
                            var body: some View { ↓NavigationStack { Text("") }.modifier(HomePresentationModifier()) }
                        }
                        private struct HomePresentationModifier: ViewModifier {
                            func body(content: Content) -> some View { content.sheet(isPresented: .constant(true)) { Text("") } }
                        }
                        """),
                    // An app type that a preview conformance is added to stays app code elsewhere.
                    RuleExample([
                        .init("Scenes/HomeScene.swift", "struct HomeScene: View {\n    var body: some View { EmptyView() }\n}\nextension HomeScene: PreviewProvider {\n    static var previews: some View { NavigationStack { HomeScene() } }\n}"),
                        .init("Scenes/HomeScene+Routes.swift", "extension HomeScene {\n    var routes: some View { ↓NavigationStack { EmptyView() } }\n}"),
                    ]),
                    // A view modifier that does not route (by its name) is no routing modifier.
                    RuleExample("Views/Modifiers/LoadingOverlayModifier.swift",
                                "struct LoadingOverlayModifier: ViewModifier {\n    func body(content: Content) -> some View {\n        content.↓sheet(isPresented: .constant(true)) { ProgressView() }\n    }\n}"),
                    // A presentation in an extension of View, on its implicit self.
                    RuleExample("Views/BooksScene.swift", """
                        struct BooksScene: View {
                            @State private var showsFilter = false
                            var body: some View { List {}.filterSheet($showsFilter) }
                        }
                        extension View {
                            func filterSheet(_ isPresented: Binding<Bool>) -> some View {
                                ↓sheet(isPresented: isPresented) { EmptyView() }
                            }
                        }
                        """),
                ],
                passing: [
                    RuleExample("Routers/AppRouter.swift", "final class AppRouter {\n    func root() -> some View {\n        NavigationStack { list }.sheet(item: $route) { _ in EmptyView() }\n    }\n}"),
                    // A scene sends its routes to the router delegate, whatever the cases are called;
                    // a property named like a presentation is none.
                    RuleExample("Views/BooksScene.swift", """
                        enum BooksSceneRoute { case sheet(id: Int), popover }
                        struct BooksScene: View {
                            weak var routerDelegate: (any BooksSceneRouterDelegate)?
                            let workbook: Workbook
                            var body: some View {
                                Button(workbook.sheet.title) { routerDelegate?.route(.sheet(id: 1)) }
                                Button("More") { routerDelegate?.route(BooksSceneRoute.popover) }
                            }
                        }
                        """),
                    // A routing view modifier, wherever its file is.
                    RuleExample("Views/Modifiers/HomeRoutingModifier.swift",
                                "struct HomeRoutingModifier: ViewModifier {\n    @ObservedObject var router: AppRouter\n    func body(content: Content) -> some View {\n        content.sheet(isPresented: $router.isPresented) { EmptyView() }\n    }\n}"),
                    // The private helper view a routing modifier draws, in its file.
                    RuleExample("Views/RoutingModifier.swift", """
                        struct RoutingModifier: ViewModifier {
                            @ObservedObject var router: AppRouter
                            func body(content: Content) -> some View {
                                content.background(EmptyNavigationLink(destination: router.destination))
                            }
                        }
                        private struct EmptyNavigationLink<Destination: View>: View {
                            let destination: Destination
                            var body: some View { NavigationLink(destination: destination) { EmptyView() } }
                        }
                        """),
                    // Preview code, in an extension of a PreviewProvider type too (in any file).
                    RuleExample([
                        .init("Scenes/HomeScene.swift", """
                            struct HomeScene_Previews: PreviewProvider {
                                static var previews: some View { sample }
                            }
                            extension HomeScene_Previews {
                                static var sample: some View { Text("").popover(isPresented: .constant(true)) { Text("") } }
                            }
                            """),
                        .init("Scenes/HomeScene+Samples.swift",
                              "extension HomeScene_Previews {\n    static var other: some View { NavigationStack { Text(\"\") } }\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "routers-are-main-actor", code: "V12", severity: .warning,
                summary: "Router classes are @MainActor.",
                rationale: "Routers drive UI state; isolating them to the main actor makes every navigation change safe.",
                check: .typeShape(TypeShape(scope: .layers("Routers"), isMainActor: true, mainActorSupertypes: FrameworkMainActorTypes.classes,
                                            appliesTo: ["class"])),
                triggering: [
                    RuleExample("Routers/AppRouter.swift", "final class ↓AppRouter {}"),
                    // A nested type does not take the global actor of the type around it.
                    RuleExample("Routers/AppRouter.swift", "@MainActor final class AppRouter {\n    final class ↓TabRouter {}\n}\nenum Flows {\n    final class ↓CheckoutRouter {}\n}"),
                    // Each branch of an `#if` declares the type on its own: one's attribute does not cover the other.
                    RuleExample("Routers/AppRouter.swift", "#if DEBUG\nfinal class ↓AppRouter {}\n#else\n@MainActor final class AppRouter {}\n#endif"),
                ],
                passing: [
                    RuleExample("Routers/AppRouter.swift", "@MainActor final class AppRouter {}"),
                    // A router fake that only a scene's preview uses is preview code.
                    RuleExample("Scenes/HomeScene.swift", """
                        struct HomeScene: View {
                            let router: any HomeSceneRouterDelegate
                            var body: some View { Text("Home") }
                        }
                        final class PreviewRouter: HomeSceneRouterDelegate {
                            func route(_ route: HomeSceneRoute) {}
                        }
                        #Preview {
                            HomeScene(router: PreviewRouter())
                        }
                        """),
                    // A UIKit navigation controller that routes is `@MainActor` by its superclass.
                    RuleExample("Routers/AppRouter.swift", "final class AppRouter: UINavigationController {}"),
                    RuleExample("Routers/AppRouter.swift", "#if DEBUG\n@MainActor final class AppRouter {}\n#else\nfinal class AppRouter: RouterObject {}\n#endif\n\n@MainActor protocol RouterObject: AnyObject {}"),
                    RuleExample([
                        .init("Routers/AppRouter.swift", "final class AppRouter: RouterObject {}"),
                        .init("Routers/RouterObject.swift", "@MainActor protocol RouterObject: AnyObject {}"),
                    ]),
                ]),
            RuleSpec(
                id: "router-is-observable", code: "V13", severity: .error,
                summary: "The Router is observable (ObservableObject directly or through a refined protocol, or @Observable) and references no Dispatcher or Repository.",
                rationale: "Views follow the Router's state; a Router that reaches into data would become a second controller.",
                check: .all([
                    .typeShape(TypeShape(scope: .layers("Routers"), anyOf: ["ObservableObject", "Observable"], appliesTo: ["class"])),
                    .forbiddenUse(ForbiddenUse(scope: .layers("Routers"), layers: ["Dispatchers", "Repositories"])),
                ]),
                triggering: [
                    RuleExample("Routers/AppRouter.swift", "final class ↓AppRouter {}"),
                    RuleExample([
                        .init("Routers/AppRouter.swift", "@Observable final class AppRouter {\n    let dispatcher: ↓BooksDispatcher\n}"),
                        .init("Dispatchers/BooksDispatcher.swift", "final class BooksDispatcher {}"),
                    ]),
                ],
                passing: [
                    RuleExample([
                        .init("Routers/AppRouter.swift", "final class AppRouter: RouterObject {}"),
                        .init("Routers/RouterObject.swift", "protocol RouterObject: ObservableObject {}"),
                    ]),
                    // A subclass of an @Observable class is Observable.
                    RuleExample([
                        .init("Routers/AppRouter.swift", "@MainActor\nfinal class AppRouter: StackRouter {}"),
                        .init("Routers/StackRouter.swift", "@MainActor\n@Observable\nclass StackRouter {\n    var path: [Int] = []\n}"),
                    ]),
                ]),
            RuleSpec(
                id: "models-are-deterministic", code: "V14", severity: .warning,
                summary: "Model and data types call no UUID() or Date() (nor read Date.now, the same).",
                rationale: "Models built from fresh UUIDs and dates differ on every run, so equality and tests become flaky.",
                check: .forbiddenUse(ForbiddenUse(scope: .layers("Models"), calls: ["UUID", "Date"],
                                                  callFirstLabels: ["timeIntervalSinceNow"])),
                triggering: [RuleExample("Models/Book.swift", "struct Book {\n    let id = ↓UUID()\n    let fetchedAt = ↓Date()\n    let other = ↓Date.init()\n    let expiresAt = ↓Date(timeIntervalSinceNow: 3600)\n    var createdAt: Date = ↓.init()\n    var token: UUID = ↓.init()\n    var seenAt: Date = ↓.now\n    var age: Double { ↓Date.now.timeIntervalSince(seenAt) }\n    var isPast: Bool { seenAt < ↓.now }\n}"),
                             // An argument whose parameter is a UUID or a Date (a memberwise initializer's).
                             RuleExample("Models/Coupon.swift", "struct Coupon {\n    let id: UUID\n    let issuedAt: Date\n    static func make() -> Coupon { Coupon(id: ↓.init(), issuedAt: ↓.init()) }\n    static func fixed() -> Coupon { Coupon(id: .init(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!, issuedAt: .init(timeIntervalSince1970: 0)) }\n}"),
                             // The tree's extension of Date makes no type of the tree named Date.
                             RuleExample([
                                 .init("Models/Visit.swift", "struct Visit {\n    var at: Date?\n    mutating func stamp() { at = ↓Date() }\n}"),
                                 .init("Models/Date+Days.swift", "import Foundation\nextension Date {\n    func adding(days: Int) -> Date { addingTimeInterval(Double(days) * 86_400) }\n}"),
                             ]),
                             // An argument to a method of an element read by subscript (`sections[0]`).
                             RuleExample("Models/Schedule.swift", "import Foundation\nstruct Section {\n    var items: [UUID] = []\n    mutating func add(_ id: UUID) { items.append(id) }\n}\nstruct Schedule {\n    var sections: [Section] = []\n    mutating func today() { sections[0].add(↓.init()) }\n}"),
                             // An argument or a value whose type is a type alias of the tree that stands for UUID or Date.
                             RuleExample("Models/Ticket.swift", "import Foundation\nstruct Ticket: Identifiable {\n    typealias ID = UUID\n    let id: ID\n    let issuedAt: Timestamp\n    var seenAt: Timestamp = ↓.init()\n    static func make() -> Ticket { Ticket(id: ↓.init(), issuedAt: ↓.init()) }\n}\ntypealias Timestamp = Date"),
                             // `UUID.init` or `Date.init` not called, where a function of no arguments is expected; an
                             // element of a literal assigned to a collection of UUID or Date.
                             RuleExample("Models/Draft.swift", "import Foundation\nstruct Draft {\n    let makeID: () -> UUID = ↓UUID.init\n    var stamps: [Date] = []\n    mutating func reset() { stamps = [↓.init(), ↓.init()] }\n}"),
                             // An alias to `Foundation.Date` (whatever the tree names `Date`), one written through its
                             // owner (`Pass.ID`), and a call of an alias (`Moment()`), are the framework's types.
                             RuleExample([
                                 .init("Models/Stay.swift", "import Foundation\nstruct Stay {\n    typealias Stamp = Foundation.Date\n    var at: Stamp = ↓.init()\n    var left: Stamp = ↓Stamp()\n}\nstruct Pass { typealias ID = UUID }\nstruct Order {\n    var pass: Pass.ID = ↓.init()\n    let made = ↓Moment()\n}\ntypealias Moment = Date"),
                                 .init("Models/Feed.swift", "enum Feed {\n    typealias Date = String\n}"),
                             ]),
                             // A model's `private` namesake in a test keeps the model's findings its own; one in
                             // Models is a model by its own path.
                             RuleExample([
                                 .init("Models/Player.swift", "import Foundation\nstruct Player {\n    var createdAt: Date?\n    mutating func stamp() { createdAt = ↓Date() }\n}"),
                                 .init("Tests/PlayerTests.swift", "import Foundation\nprivate struct Player {\n    var createdAt: Date?\n    mutating func stamp() { createdAt = Date() }\n}"),
                                 .init("Models/Fixtures.swift", "import Foundation\nprivate struct Player {\n    let createdAt = ↓Date()\n}"),
                             ])],
                passing: [
                    RuleExample("Models/Book.swift", "struct Book {\n    let id: UUID\n    let fetchedAt: Date\n}"),
                    // A `private` type is its file's alone, and so are its extensions there: not the
                    // model of that name (review 30b item 4, GRDB's `MutablePersistableRecordChangesTests`).
                    RuleExample([
                        .init("Models/Player.swift", "struct Player {\n    let id: Int\n}"),
                        .init("Tests/PlayerTests.swift", "import Foundation\nprivate struct Player {\n    var createdAt: Date?\n    mutating func stamp() {\n        createdAt = Date()\n    }\n}\nextension Player {\n    mutating func touch() { createdAt = .now }\n}"),
                    ]),
                    // Values made from given data are deterministic.
                    RuleExample("Models/Book.swift", """
                        struct Book {
                            static let sampleID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
                            let publishedAt: Date
                            init(published seconds: Double) { publishedAt = Date(timeIntervalSince1970: seconds) }
                            var epoch: Date = .init(timeIntervalSince1970: 0)
                        }
                        """),
                    // `.init()` to a method of a receiver of known type (a collection's `append`), not
                    // to the tree's method of that name that takes a Date.
                    RuleExample([
                        .init("Models/Form.swift", "struct Field: Equatable { var name = \"\" }\nstruct Form {\n    var fields: [Field] = []\n    mutating func addBlankField() { fields.append(.init()) }\n}"),
                        .init("Models/VisitLog.swift", "import Foundation\nstruct VisitLog {\n    private(set) var dates: [Date] = []\n    mutating func append(_ date: Date) { dates.append(date) }\n}"),
                    ]),
                    // `.init()` to a parameter typed by a generic parameter named `UUID` or `Date` (bound
                    // to `Seat` here), and `Date()` of the tree's own `Date`, are not Foundation's.
                    RuleExample("Models/Tagged.swift", """
                        struct Tagged<UUID: Hashable> {
                            let id: UUID
                        }
                        struct Seat: Hashable { var row = 0 }
                        enum Seats {
                            static func first() -> Tagged<Seat> { Tagged(id: .init()) }
                            static func wrap<Date>(_ value: Date) -> Date { value }
                            static func second() -> Seat { wrap(.init()) }
                        }
                        struct Event {
                            struct Date: Equatable { var day = 0 }
                            var date: Date
                            static func make() -> Event { Event(date: .init()) }
                            static func copy() -> Event { Event(date: Date()) }
                            static func blank() -> Event { let date: Date = .init(); return Event(date: date) }
                        }
                        """),
                    // Initializers from given data as values: `UUID.init` where a String is passed.
                    RuleExample("Models/Import.swift", "import Foundation\nstruct Import {\n    let texts: [String]\n    var ids: [UUID] { texts.compactMap(UUID.init) }\n    let parse: (String) -> UUID? = UUID.init\n}"),
                    // An alias whose target names a tree type where the alias is declared (`Feed.Date`).
                    RuleExample("Models/Feed.swift", "enum Feed {\n    typealias Date = String\n    typealias Stamp = Date\n    static func blank() -> Stamp { Stamp() }\n}\nstruct Entry {\n    var at: Feed.Stamp = .init()\n}\nstruct Person { typealias ID = String; var id: ID = .init() }"),
                ]),
        ])
}
