import Testing
@testable import Linters

/// `NameList` reads as the `[String]` it replaced: same elements, count, equality (canonical,
/// like `String`), description, and `hasPrefix` agrees with `starts(with:)`.
@Suite struct NameListTests {
    @Test(arguments: [
        [String](), [""], ["self"], ["self", "state"], [".", "sheet"], ["a", "", "b"], ["with space", "x"],
        ["viewModel", "state", "items", "first"], ["caf\u{E9}", "x"],
    ])
    func readsAsTheArray(names: [String]) {
        let list = NameList(names)
        #expect(Array(list) == names)
        #expect(list.count == names.count && list.isEmpty == names.isEmpty)
        #expect(list.first == names.first && list.last == names.last)
        #expect(list.description == names.description)
        #expect(list.joined(separator: ".") == names.joined(separator: "."))
    }

    @Test func emptyListAndEmptyNameDiffer() {
        #expect(NameList([]) != NameList([""]))
        #expect(NameList(["a", "b"]) != NameList(["a"]))
    }

    @Test func equalsAnArrayLiteralAndAppends() {
        var labels = NameList()
        labels.append("_")
        labels.append("action")
        #expect(labels == ["_", "action"])
        #expect(labels != ["_"])
    }

    @Test(arguments: [
        (["Router", "shared"], ["Router", "shared"], true),
        (["Router", "shared", "push"], ["Router", "shared"], true),
        (["Router", "sharedInstance"], ["Router", "shared"], false),
        (["Router"], ["Router", "shared"], false),
        (["MyRouter", "shared"], ["Router", "shared"], false),
        (["\u{212A}ey", "shared"], ["Key", "shared"], true),   // the Kelvin sign is canonically K
        (["x"], [], true),
    ])
    func hasPrefixAgreesWithStartsWith(path: [String], prefix: [String], expected: Bool) {
        #expect(path.starts(with: prefix) == expected)
        #expect(NameList(path).hasPrefix(NameList(prefix)) == expected)
    }
}
