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
    @Test func anIfGroupComesOnlyWithARegistrationItHolds() {
        let fresh = Self.file(["    lazy var booksDispatcher = Dispatcher()"])
        let registrations = ["// archtool:insert dispatchers": Self.registrations]
        // The skeleton's own registration under `#if DEBUG`: nothing to carry.
        let wrapped = Self.file(["    #if DEBUG", "    lazy var booksDispatcher = Dispatcher()", "    #endif"])
        #expect(RegistrationCarryOver.keeping(wrapped, in: fresh, registrations: registrations) == fresh)
        // Nested, with an `#else`: nothing either.
        let nested = Self.file([
            "    #if DEBUG", "    #if os(iOS)", "    lazy var booksDispatcher = Dispatcher()", "    #else",
            "    lazy var booksDispatcher = Dispatcher()", "    #endif", "    #endif",
        ])
        #expect(RegistrationCarryOver.keeping(nested, in: fresh, registrations: registrations) == fresh)
        // An added item's registration under `#if` beside the skeleton's: the group, with the added one alone.
        let added = Self.file([
            "    lazy var booksDispatcher = Dispatcher()", "    #if DEBUG", "    lazy var booksDispatcher = Dispatcher()",
            "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ])
        #expect(RegistrationCarryOver.keeping(added, in: fresh, registrations: registrations) == Self.file([
            "    lazy var booksDispatcher = Dispatcher()", "    #if DEBUG", "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ]))
        // An added one in the `#else` branch only: under its `#else`, the branch it was in
        // (review 31b item 6: it came out under the `#if`, the condition turned around).
        let inElse = Self.file([
            "    #if DEBUG", "    // none in debug builds", "    #else", "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ])
        #expect(RegistrationCarryOver.keeping(inElse, in: fresh, registrations: registrations) == Self.file([
            "    lazy var booksDispatcher = Dispatcher()", "    #if DEBUG", "    #else", "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ]))
        let inElseIf = Self.file([
            "    #if os(macOS)", "    #elseif DEBUG", "    lazy var booksDispatcher = Dispatcher()", "    #else",
            "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ])
        #expect(RegistrationCarryOver.keeping(inElseIf, in: fresh, registrations: registrations) == Self.file([
            "    lazy var booksDispatcher = Dispatcher()", "    #if os(macOS)", "    #elseif DEBUG", "    #else",
            "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ]))
        // An inner group of the skeleton's one only, in an outer group with an added one: the inner goes.
        let inner = Self.file([
            "    #if DEBUG", "    #if os(iOS)", "    lazy var booksDispatcher = Dispatcher()", "    #endif",
            "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ])
        #expect(RegistrationCarryOver.keeping(inner, in: fresh, registrations: registrations) == Self.file([
            "    lazy var booksDispatcher = Dispatcher()", "    #if DEBUG", "    lazy var settingsDispatcher = Dispatcher()", "    #endif",
        ]))
    }
}
