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

    /// U+1FEF is canonically a backtick, the separator: lists still compare name by name.
    @Test func comparesNameByNameNotByJoinedText() {
        let a = NameList(["a\u{1FEF}b", "c"]), b = NameList(["a", "b\u{1FEF}c"])
        #expect(["a\u{1FEF}b", "c"] != ["a", "b\u{1FEF}c"])
        #expect(a != b && Set([a, b]).count == 2)
        #expect(NameList(["Caf\u{E9}", "x"]) == NameList(["Cafe\u{301}", "x"]))   // é in one scalar or two
        #expect(Set([NameList(["Caf\u{E9}"]), NameList(["Cafe\u{301}"])]).count == 1)
        let combining = NameList(["a", "\u{301}x", "b"])                           // a name starting with a combining mark
        #expect(combining.count == 3 && Array(combining) == ["a", "\u{301}x", "b"] && combining[1] == "\u{301}x")
    }

    @Test func mirrorsItsNames() {
        #expect(Mirror(reflecting: NameList(["self", "state"])).children.map { $0.value as? String } == ["self", "state"])
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
