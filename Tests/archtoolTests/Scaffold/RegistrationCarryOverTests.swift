import Testing
@testable import archtool

/// What `new --force` and `add --force` keep of the registrations in a file they overwrite.
@Suite struct RegistrationCarryOverTests {
    private static let marker = "    // archtool:insert dispatchers"
    private static let registrations = ["    lazy var {{name}}Dispatcher = Dispatcher()\n"]

    private static func file(_ lines: [String]) -> String {
        "struct Resolver {\n" + lines.map { $0 + "\n" }.joined() + marker + "\n}\n"
    }

    /// A registration the fresh file has already, which the user put under `#if`, leaves no
    /// empty `#if … #endif` behind; one the fresh file lacks comes with its `#if`; in a group
    /// holding both, the group stays around the one kept.
    @Test func anIfGroupComesOnlyWithARegistrationItHolds() throws {
        let fresh = Self.file(["    lazy var booksDispatcher = Dispatcher()"])
        let registrations = ["// archtool:insert dispatchers": Self.registrations]
        // The skeleton's own registration under `#if DEBUG`: nothing to carry.
        let wrapped = Self.file(["    #if DEBUG", "    lazy var booksDispatcher = Dispatcher()", "    #endif"])
        #expect(try RegistrationCarryOver.keeping(wrapped, in: fresh, registrations: registrations) == fresh)
        // Nested, with an `#else`: nothing either.
        let nested = Self.file([
            "    #if DEBUG", "    #if os(iOS)", "    lazy var booksDispatcher = Dispatcher()", "    #else",
            "    lazy var booksDispatcher = Dispatcher()", "    #endif", "    #endif",
        ])
        #expect(try RegistrationCarryOver.keeping(nested, in: fresh, registrations: registrations) == fresh)
        // An added item's registration under `#if` beside the skeleton's: the group, with the added one alone.
        let added = Self.file([
            "    lazy var booksDispatcher = Dispatcher()", "    #if DEBUG", "    lazy var booksDispatcher = Dispatcher()",
            "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ])
        #expect(try RegistrationCarryOver.keeping(added, in: fresh, registrations: registrations) == Self.file([
            "    lazy var booksDispatcher = Dispatcher()", "    #if DEBUG", "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ]))
        // An added one in the `#else` branch only: under its `#else`, the branch it was in
        // (review 31b item 6: it came out under the `#if`, the condition turned around).
        let inElse = Self.file([
            "    #if DEBUG", "    // none in debug builds", "    #else", "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ])
        #expect(try RegistrationCarryOver.keeping(inElse, in: fresh, registrations: registrations) == Self.file([
            "    lazy var booksDispatcher = Dispatcher()", "    #if DEBUG", "    #else", "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ]))
        let inElseIf = Self.file([
            "    #if os(macOS)", "    #elseif DEBUG", "    lazy var booksDispatcher = Dispatcher()", "    #else",
            "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ])
        #expect(try RegistrationCarryOver.keeping(inElseIf, in: fresh, registrations: registrations) == Self.file([
            "    lazy var booksDispatcher = Dispatcher()", "    #if os(macOS)", "    #elseif DEBUG", "    #else",
            "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ]))
        // An inner group of the skeleton's one only, in an outer group with an added one: the inner goes.
        let inner = Self.file([
            "    #if DEBUG", "    #if os(iOS)", "    lazy var booksDispatcher = Dispatcher()", "    #endif",
            "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ])
        #expect(try RegistrationCarryOver.keeping(inner, in: fresh, registrations: registrations) == Self.file([
            "    lazy var booksDispatcher = Dispatcher()", "    #if DEBUG", "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ]))
    }
}

extension RegistrationCarryOverTests {
    private static let dispatchers = ["// archtool:insert dispatchers": ["\n    lazy var {{name}}Dispatcher = {{Name}}Dispatcher(\n        reducer: {{Name}}Reducer()\n    )\n"]]

    /// A registration the user edited is kept as they wrote it, known by the name it registers
    /// (review 33d H1: a trailing comment, a formatter's trailing comma or an injected argument
    /// made it one of "the user's other lines", dropped while the item's other wiring stayed).
    /// The fresh file's own registration, edited, is the fresh file's; other lines go.
    @Test func anEditedRegistrationIsKnownByTheNameItRegisters() throws {
        let books = ["", "    lazy var booksDispatcher = BooksDispatcher(", "        reducer: BooksReducer()", "    )"]
        let settings = [
            "    /// Settings, with the store.",
            "    lazy var settingsDispatcher: SettingsDispatcher = SettingsDispatcher(",
            "        reducer: SettingsReducer(), // the default",
            "        store: store,",
            "    )",
        ]
        let old = Self.file([
            "    let analytics = Analytics()", "", "    lazy var booksDispatcher = BooksDispatcher(reducer: BooksReducer(), store: store)", "",
        ] + settings)
        #expect(try RegistrationCarryOver.keeping(old, in: Self.file(books), registrations: Self.dispatchers) == Self.file(books + [""] + settings))
    }

    /// One declaration that registers an item along with one the fresh file registers itself can
    /// be neither kept (that one would be declared twice) nor dropped (the item would lose its
    /// wiring): refused, at its line.
    @Test func aRegistrationSharingADeclarationWithTheFreshFilesIsUnkept() {
        let fresh = Self.file(["", "    lazy var booksDispatcher = BooksDispatcher(reducer: BooksReducer())"])
        let merged = Self.file(["", "    // Both.", "    lazy var booksDispatcher = BooksDispatcher(reducer: BooksReducer(), settings: SettingsReducer())"])
        #expect(throws: RegistrationCarryOver.Unkept(line: 4, marker: "// archtool:insert dispatchers", reason: .shared(names: ["Settings"], with: ["books"]))) {
            try RegistrationCarryOver.keeping(merged, in: fresh, registrations: Self.dispatchers)
        }
    }
}

extension RegistrationCarryOverTests {
    private static let destinations = ["// archtool:insert destinations": ["        case .{{name}}:\n            make{{Name}}Scene()\n"]]

    private static func router(_ cases: [String]) -> String {
        "extension Resolver {\n    func destination(for route: Route) -> some View {\n        switch route {\n        case .book:\n            BookDetail()\n"
            + cases.map { $0 + "\n" }.joined() + "        // archtool:insert destinations\n        }\n    }\n}\n"
    }

    /// A block is found by its brackets, not by indentation (review 33g H1: a line commented out
    /// with Xcode's Cmd-/, at column 0, or a flush-left `#if DEBUG` ended it: the registrations
    /// above it were dropped, and the lines of a `case` below a marker were copied into another
    /// section). A `case`'s body goes on past such a line.
    @Test func aLineAtColumnZeroDoesNotEndABlock() throws {
        let old = Self.router([
            "        case .profile:", "            makeProfileScene()", "//            makeLegacyProfileScene()", "            trackProfile()",
            "#if DEBUG", "        case .debugMenu:", "            makeDebugMenuScene()", "#endif",
            "//        case .settings:", "//            makeSettingsScene()", "        case .help:", "            makeHelpScene()",
        ])
        #expect(try RegistrationCarryOver.keeping(old, in: Self.router([]), registrations: Self.destinations) == old)
        // Below the marker, a `case`'s lines are that `case`'s, not registrations of another section.
        let factories = ["// archtool:insert scene-factories": ["    func make{{Name}}Scene() -> some View {\n        {{Name}}Scene()\n    }\n"]]
        let fresh = "struct Resolver {\n    func makeBookScene() -> some View {\n        BookScene()\n    }\n    // archtool:insert scene-factories\n}\n\n"
            + Self.router([])
        let below = fresh.replacingOccurrences(of: "    // archtool:insert scene-factories\n}\n", with: "    // archtool:insert scene-factories\n\n"
            + "    func route(_ route: Route) -> some View {\n        switch route {\n        case .profile:\n            makeProfileScene()\n"
            + "//        case .settings:\n        case .help:\n            makeHelpScene()\n        }\n    }\n}\n")
        #expect(try RegistrationCarryOver.keeping(below, in: fresh, registrations: factories.merging(Self.destinations) { $1 }) == fresh)
    }

    /// What cannot be read as whole declarations and statements is refused, at its line, rather
    /// than guessed: a registration in another branch of an `#if` the fresh file has around the
    /// marker too would change branch. One around a marker the fresh file does not have comes
    /// with the registrations in it.
    @Test func aRegistrationInAnotherBranchOfTheMarkersIfIsRefused() throws {
        let fresh = "struct Resolver {\n    #if os(iOS)\n    lazy var booksDispatcher = Dispatcher()\n    // archtool:insert dispatchers\n    #endif\n}\n"
        let old = "struct Resolver {\n    #if os(iOS)\n    lazy var booksDispatcher = Dispatcher()\n    // archtool:insert dispatchers\n    #else\n"
            + "    lazy var settingsDispatcher = Dispatcher()\n    #endif\n}\n"
        let unread = RegistrationCarryOver.Unkept(line: 6, marker: "// archtool:insert dispatchers",
                                                  reason: .unread(why: "is a registration in another branch of the '#if' on line 2 than its marker"))
        #expect(throws: unread) {
            try RegistrationCarryOver.keeping(old, in: fresh, registrations: ["// archtool:insert dispatchers": Self.registrations])
        }
        #expect(unread.message(path: "Resolver.swift") == "cannot overwrite 'Resolver.swift' keeping its registrations: line 6, in the block of "
            + "'// archtool:insert dispatchers', is a registration in another branch of the '#if' on line 2 than its marker, so --force cannot "
            + "carry its registrations over without guessing, and could lose or misplace one; nothing was written. Regroup those lines (each "
            + "declaration or statement whole, with the '#if' lines around it) and re-run.")
        let plain = Self.file(["    lazy var booksDispatcher = Dispatcher()"])
        let mine = "struct Resolver {\n    lazy var booksDispatcher = Dispatcher()\n#if DEBUG\n    // archtool:insert dispatchers\n#else\n"
            + "    lazy var settingsDispatcher = Dispatcher()\n#endif\n}\n"
        #expect(try RegistrationCarryOver.keeping(mine, in: plain, registrations: ["// archtool:insert dispatchers": Self.registrations]) == Self.file([
            "    lazy var booksDispatcher = Dispatcher()", "#if DEBUG", "#else", "    lazy var settingsDispatcher = Dispatcher()", "#endif",
        ]))
    }
}

extension RegistrationCarryOverTests {
    /// A registration is what its head declares or calls where the template's does, not a name
    /// passed in its arguments (review 33g M1: a dispatcher injected with another was refused as
    /// "registering 'settings' together with 'books'"; review 33g M4: a view-controller factory
    /// taking its view model was moved into the view models' section).
    @Test func aNameInAnArgumentRegistersNothing() throws {
        let books = ["", "    lazy var booksDispatcher = BooksDispatcher(", "        reducer: BooksReducer()", "    )"]
        let settings = ["", "    lazy var settingsDispatcher = SettingsDispatcher(reducer: SettingsReducer(), books: booksDispatcher)"]
        #expect(try RegistrationCarryOver.keeping(Self.file(books + settings), in: Self.file(books), registrations: Self.dispatchers)
            == Self.file(books + settings))
        // The template's own, injected with an item's: the template's to write (the item's own is kept).
        let injected = ["", "    lazy var booksDispatcher = BooksDispatcher(reducer: BooksReducer(), settings: settingsDispatcher)"]
        #expect(try RegistrationCarryOver.keeping(Self.file(injected + settings), in: Self.file(books), registrations: Self.dispatchers)
            == Self.file(books + settings))
        // Two sections of one block: each registration stays in its own.
        let screens = [
            "// archtool:insert view-models": ["    func make{{Name}}ViewModel() -> {{Name}}ViewModel {\n        {{Name}}ViewModel()\n    }\n\n"],
            "// archtool:insert view-controllers": ["    func make{{Name}}ViewController() -> ViewController {\n        {{Name}}ViewController(viewModel: make{{Name}}ViewModel())\n    }\n\n"],
        ]
        func screensFile(_ models: [String], _ controllers: [String]) -> String {
            "struct Screens {\n" + models.map { $0 + "\n" }.joined() + "    // archtool:insert view-models\n\n    #if os(iOS)\n"
                + controllers.map { $0 + "\n" }.joined() + "    // archtool:insert view-controllers\n    #endif\n}\n"
        }
        let models = ["    func makeSettingsViewModel() -> SettingsViewModel {", "        SettingsViewModel()", "    }", ""]
        let controllers = ["    func makeSettingsViewController(viewModel: SettingsViewModel? = nil) -> ViewController {",
                           "        SettingsViewController(viewModel: viewModel ?? makeSettingsViewModel())", "    }", ""]
        #expect(try RegistrationCarryOver.keeping(screensFile(models, controllers), in: screensFile([], []), registrations: screens)
            == screensFile(models, controllers))
    }

    /// Kept registrations keep their place among the fresh file's own (review 33g M2: a step the
    /// user put before the template's came after it, and steps run in order).
    @Test func keptRegistrationsKeepTheirOrder() throws {
        let steps = ["// archtool:insert steps": ["            {{Name}}Step(flow: self),\n"]]
        func flow(_ lines: [String]) -> String {
            "final class StartupFlow {\n    init() {\n        steps = [\n" + lines.map { "            \($0)\n" }.joined()
                + "            // archtool:insert steps\n        ]\n    }\n}\n"
        }
        let old = flow(["ConsentStep(flow: self),", "PrefetchItemsStep(flow: self), // edited", "TrackStep(flow: self),", "// archtool:insert other",
                        "SummaryStep(flow: self),"])
        #expect(try RegistrationCarryOver.keeping(old, in: flow(["PrefetchItemsStep(flow: self),"]), registrations: steps)
            == flow(["ConsentStep(flow: self),", "PrefetchItemsStep(flow: self),", "TrackStep(flow: self),", "SummaryStep(flow: self),"]))
    }

    /// A statement that holds a registration comes along whole (review 33g H3: `if !onboarded {
    /// await OnboardingFlow(…).run() }` was dropped in silence, while `add` found it); one
    /// elsewhere in the file (a helper method) would be lost: refused, at its line.
    @Test func aStatementHoldingARegistrationComesWholeAndOneElsewhereIsRefused() throws {
        let flows = ["// archtool:insert flows": ["        await {{Name}}Flow(context: {{Name}}FlowContext()).run()\n"]]
        func root(_ start: [String], _ members: [String] = []) -> String {
            "final class Root {\n    func start() async {\n        await StartupFlow(context: StartupFlowContext()).run()\n"
                + start.map { $0 + "\n" }.joined() + "        // archtool:insert flows\n    }\n" + members.map { $0 + "\n" }.joined() + "}\n"
        }
        let wrapped = [
            "        if !onboarded {", "            await OnboardingFlow(context: OnboardingFlowContext()).run()", "        }", "        else {", "            log()", "        }",
            "        Task { await TourFlow(context: TourFlowContext()).run() }",
        ]
        #expect(try RegistrationCarryOver.keeping(root(wrapped + ["        log()"]), in: root([]), registrations: flows) == root(wrapped))
        let helper = root(["        await runOnboarding()"], ["", "    private func runOnboarding() async {", "        await OnboardingFlow(context: OnboardingFlowContext()).run()", "    }"])
        #expect(throws: RegistrationCarryOver.Unkept(line: 9, marker: "// archtool:insert flows", reason: .outside(names: ["Onboarding"], markerKept: true))) {
            try RegistrationCarryOver.keeping(helper, in: root([]), registrations: flows)
        }
    }
}

extension RegistrationCarryOverTests {
    /// A registration under `#if` keeps the blank lines it has: the one its template puts after
    /// it stays after the `#endif` (review 33g L1: it moved inside the group, and a second run
    /// put it back, `overwrite` both times for blank lines).
    @Test func aRegistrationUnderIfKeepsItsBlankLines() throws {
        let features = ["// archtool:insert feature-dependencies": ["extension AppDependencies: {{Name}}Dependency {\n    var {{name}}Source: Source {\n        {{Name}}Source()\n    }\n}\n\n"]]
        let fresh = "final class AppDependencies: ItemListDependency {\n}\n\n// archtool:insert feature-dependencies\n"
        let old = "final class AppDependencies: ItemListDependency {\n}\n\n#if DEBUG\nextension AppDependencies: CartDependency {\n    var cartSource: Source {\n"
            + "        DebugCartSource()\n    }\n}\n#else\nextension AppDependencies: CartDependency {\n    var cartSource: Source { CartSource() }\n}\n#endif\n\n"
            + "extension AppDependencies: WishlistDependency {\n    var wishlistSource: Source {\n        WishlistSource()\n    }\n}\n\n"
            + "// archtool:insert feature-dependencies\n"
        #expect(try RegistrationCarryOver.keeping(old, in: fresh, registrations: features) == old)
    }
}
