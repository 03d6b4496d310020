import Testing
@testable import Linters

/// The nominal type a written type names, by simple name, as the rules resolve annotations.
@Suite struct VariableTypeResolverTests {
    @Test(arguments: [
        ("ListViewModel", "ListViewModel"), ("ListViewModel?", "ListViewModel"), ("Int!", "Int"), ("_Storage", "_Storage"),
        ("any BookProviding", "BookProviding"), ("some View", "View"), ("App.ListViewModel", "ListViewModel"),
        ("ViewModel<S>", "ViewModel"), (" Book ", "Book"), ("Café", "Café"),
    ])
    func namedTypes(written: String, nominal: String) {
        #expect(VariableTypeResolver.nominalType(written) == nominal)
    }

    @Test(arguments: ["[Int]", "Optional", "Optional<Int>", "Optional?", "(Int, Int)", "() -> Void", "9x", "?", ""])
    func noNominalType(written: String) {
        #expect(VariableTypeResolver.nominalType(written) == nil)
    }
}
