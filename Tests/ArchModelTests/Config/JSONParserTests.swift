import Testing
@testable import ArchModel

@Suite struct JSONParserTests {
    @Test func acceptsCommentsAndTrailingCommas() throws {
        let value = try JSONParser.parse("""
            {
              // a comment
              "a": [1, "x", true, null, /* inline */ ],
              "b": { "c": "d\\n\\u00e9", },
            }
            """)
        guard case .object(let members) = value.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key.value) == ["a", "b"])
        #expect(members[0].key.line == 3 && members[0].key.column == 3)
        guard case .object(let inner) = members[1].value.value else { Issue.record("b is not an object"); return }
        #expect(inner[0].value.value == .string("d\né"))
    }

    @Test(arguments: [
        ("{\"a\": 1,, }", "1:9: expected a quoted key or '}'"),
        ("{\"a\" 1}", "1:6: expected ':' after key 'a'"),
        ("[1 2]", "1:4: expected ',' or ']' in array"),
        ("{\"a\": \"x}", "1:7: unterminated string"),
        ("/* open", "1:1: unterminated comment"),
        ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key 'a'"),
        ("{}\n x", "2:2: unexpected text after the JSON value"),
        // A lone CR and CRLF end lines too, and a line comment.
        ("{\r  \"a\": 1, // c\r\n  \"a\": 2}", "3:3: duplicate key 'a'"),
        ("", "1:1: expected a value, found the end of the file"),
        (String(repeating: "[", count: 300), "1:257: arrays and objects nested deeper than 256 levels"),
        ("[\"\\ud83d\"]", "1:3: a lone surrogate in a \\u escape"),
        ("[\"a\tb\"]", "1:4: a control character in a string; write it as an escape such as \\t or \\u0000"),
    ])
    func errorsNameLineAndColumn(text: String, expected: String) {
        #expect(throws: (any Error).self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.description == expected)
        }
    }

    /// An object of many keys is read in linear time (a duplicate was looked for among the keys
    /// before, for each key): the first key written again after 50,000 is still found where it is.
    @Test func aDuplicateAfterManyKeysIsFound() throws {
        let keys = (0..<50_000).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n")
        #expect(throws: JSONParser.Failure(line: 50_001, column: 3, message: "duplicate key 'k0'")) {
            try JSONParser.parse("{" + keys + ",\n  \"k0\": 0 }")
        }
    }

    /// Characters beyond U+FFFF written as surrogate pairs, as JSON encoders write them.
    @Test func surrogatePairsDecode() throws {
        #expect(try JSONParser.parse("[\"\\ud83d\\ude00 \\u00e9\"]").value == .array([Located(.string("😀 é"), line: 1, column: 2)]))
    }

    /// Nesting far beyond the limit is an error, not a stack overflow; the limit itself parses.
    @Test func deepNestingIsAnErrorNotACrash() throws {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(repeating: UInt8(ascii: "["), count: 100_000)) }
        _ = try JSONParser.parse(String(repeating: "[", count: 256) + String(repeating: "]", count: 256))
    }

    /// Bytes that are not UTF-8 (here a Latin-1 `é` in a string) are refused where they are,
    /// instead of turning into U+FFFD in a glob or a name.
    @Test(arguments: [([0x7B, 0x0A, 0x20, 0x22, 0x63, 0x61, 0x66, 0xE9, 0x22, 0x3A, 0x31, 0x7D], "2:6"),
                      ([0x5B, 0xED, 0xA0, 0x80, 0x5D], "1:2"), ([0x5B, 0xC0, 0xAF, 0x5D], "1:2"), ([0x22, 0xE2, 0x82], "1:2")])
    func invalidUTF8IsAnError(bytes: [UInt8], place: String) {
        do {
            _ = try JSONParser.parse(bytes)
            Issue.record("parsed")
        } catch {
            #expect(error.description == "\(place): invalid UTF-8: the file must be UTF-8 text")
        }
        #expect(JSONParser.firstInvalidUTF8(Array("{\"a\": \"é€😀\"}".utf8)) == nil)
    }
}
