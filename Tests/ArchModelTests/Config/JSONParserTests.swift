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
        ("", "1:1: expected a value, found the end of the file"),
    ])
    func errorsNameLineAndColumn(text: String, expected: String) {
        #expect(throws: (any Error).self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.description == expected)
        }
    }
}
