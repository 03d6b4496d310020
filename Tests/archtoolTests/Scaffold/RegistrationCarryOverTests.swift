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
        #expect(throws: RegistrationCarryOver.Unkept(line: 4, marker: "// archtool:insert dispatchers", names: ["Settings"], shared: ["books"])) {
            try RegistrationCarryOver.keeping(merged, in: fresh, registrations: Self.dispatchers)
        }
    }
}
