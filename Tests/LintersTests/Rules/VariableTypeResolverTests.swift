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

    /// The innermost argument list around a place, through the index of a file's argument
    /// lists, is the one a walk over every call finds: the one opening last at or before `k`
    /// among those closing after `start`, of those opening at one token the first call. Over
    /// nested lists, siblings, lists opening at one token and lists that cross.
    @Test func innermostArgumentList() {
        let ranges: [Range<Int>?] = [
            0..<40, 2..<10, 3..<5, nil, 6..<9, 12..<30, 12..<20, 12..<25, 14..<16, 22..<24, 26..<29,
            31..<33, 34..<39, 35..<36, 37..<38, 32..<45, 41..<44, 50..<52,
        ]
        let calls = ranges.enumerated().map { c, range in
            Call(name: "f\(c)", receiver: NameList(), labels: NameList(), constructedType: nil, location: SourceLocation(line: 1, column: 1),
                 token: max(0, (range?.lowerBound ?? 0) - 1), arguments: range, trailingClosure: nil, declaration: nil, isInPreview: false)
        }
        let lists = VariableTypeResolver.ArgumentLists(calls)
        for k in 0..<56 {
            for start in k..<56 {
                var expected: Int?
                for (c, range) in ranges.enumerated() {
                    guard let range, range.lowerBound <= k, start < range.upperBound else { continue }
                    if expected.map({ ranges[$0]!.lowerBound < range.lowerBound }) ?? true { expected = c }
                }
                #expect(lists.innermost(openingAtOrBefore: k, closingAfter: start) == expected, "k \(k), start \(start)")
            }
        }
        #expect(VariableTypeResolver.ArgumentLists([]).innermost(openingAtOrBefore: 3, closingAfter: 4) == nil)
    }
}
