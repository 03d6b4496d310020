import Testing
@testable import Linters

/// The nominal type a written type names, by simple name, as the rules resolve annotations.
@Suite struct VariableTypeResolverTests {
    @Test(arguments: [
        ("ListViewModel", "ListViewModel"), ("ListViewModel?", "ListViewModel"), ("Int!", "Int"), ("_Storage", "_Storage"),
        ("any BookProviding", "BookProviding"), ("some View", "View"), ("App.ListViewModel", "ListViewModel"),
        ("ViewModel<S>", "ViewModel"), (" Book ", "Book"), ("Café", "Café"), ("inout Store", "Store"), ("Box<Int>.Row?", "Row"),
        ("Café<Int>.Row", "Row"), ("Dictionary<String, Int>", "Dictionary"),
    ])
    func namedTypes(written: String, nominal: String) {
        #expect(VariableTypeResolver.nominalType(written) == nominal)
    }

    @Test(arguments: ["[Int]", "Optional", "Optional<Int>", "Optional?", "(Int, Int)", "() -> Void", "9x", "?", "", "A B", "A..B", ".A", "A.",
                      "Swift.Optional<Int>", "Box<Int", "Box<[Int]>", "Café B", "Ca$h"])
    func noNominalType(written: String) {
        #expect(VariableTypeResolver.nominalType(written) == nil)
    }

    /// The qualification as written, generic arguments left out (ASCII over the bytes, the
    /// rest by `Character`: the same answers).
    @Test(arguments: [("App.ListViewModel?", "App.ListViewModel"), ("Box<Int>.Row", "Box.Row"), ("some  Store", nil),
                      ("Caf\u{E9}<Int>.Row", "Caf\u{E9}.Row"), ("Cafe\u{301}.Row!", "Cafe\u{301}.Row")])
    func nominalPaths(written: String, path: String?) {
        #expect(VariableTypeResolver.nominalPath(written) == path)
    }

    /// The function types of no parameters that an unapplied `Date.init` is the `Date()` of, as
    /// written with blanks or read back from tokens without them.
    @Test(arguments: [("() -> Date", true), ("@Sendable () -> Date", true), ("@Sendable()->Date", true), ("@escaping () async throws -> UUID", true),
                      ("(() -> Date)?", true), ("@MainActor @Sendable () throws(Failure) -> Date", true), ("() -> (Date)", true),
                      ("(String) -> UUID?", false), ("(Double) -> Date", false), ("Date", false), ("(Date, Int)", false), ("()", false),
                      ("((String) -> UUID)?", false), ("[() -> Date]", false)])
    func functionTypesWithoutParameters(written: String, takesNone: Bool) {
        #expect(VariableTypeResolver.isFunctionTypeWithoutParameters(written) == takesNone)
    }
}
