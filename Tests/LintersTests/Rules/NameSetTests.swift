import Testing
@testable import Linters

/// `NameSet` answers as `Set<String>` does, whose strings are equal when canonically
/// equivalent: the length mask turns away only ASCII names.
@Suite struct NameSetTests {
    @Test(arguments: [
        (["NavigationLink", "sheet"], "NavigationLink", true),
        (["NavigationLink", "sheet"], "NavigationLinks", false),
        (["NavigationLink", "sheet"], "sheep", false),
        (["Caf\u{E9}"], "Cafe\u{301}", true),        // é as one scalar in the set, two in the code
        (["Cafe\u{301}"], "Caf\u{E9}", true),
        (["Kelvin"], "\u{212A}elvin", true),          // the Kelvin sign is canonically K
        (["\u{212A}elvin"], "Kelvin", true),
        ([], "x", false),
    ])
    func agreesWithSet(names: [String], name: String, expected: Bool) {
        #expect(Set(names).contains(name) == expected)
        #expect(NameSet(names).contains(name) == expected)
        #expect(NameSet(names).contains(name, isASCII: name.utf8.allSatisfy { $0 < 0x80 }) == expected)
    }

    /// The scanner marks each reference's name ASCII or not from the source bytes.
    @Test func referencesKnowWhetherTheyAreASCII() {
        let source = "let a = caf\u{E9}Name + \u{212A}elvin + plainName + aVeryLongPlainIdentifierName"
        let syntax = SyntaxScanner.scan(SourceFile(path: "A.swift", text: source))
        let marks = syntax.references.map { "\($0.name):\($0.isASCII)" }
        #expect(marks == ["caf\u{E9}Name:false", "\u{212A}elvin:false", "plainName:true", "aVeryLongPlainIdentifierName:true"])
    }
}
