import Testing
@testable import archtool

@Suite struct ProjectNameTests {
    @Test(arguments: [
        ("my_shop", "MyShop", "myShop", "my_shop"),
        ("my-shop", "MyShop", "myShop", "my_shop"),
        ("myShop", "MyShop", "myShop", "my_shop"),
        ("MyShop", "MyShop", "myShop", "my_shop"),
        ("HTTPClient", "HTTPClient", "httpClient", "http_client"),
        ("demo", "Demo", "demo", "demo"),
        ("shop2go", "Shop2go", "shop2go", "shop2go"),
    ])
    func casings(raw: String, upper: String, lower: String, snake: String) throws {
        let name = try ProjectName(raw)
        #expect([name.upperCamel, name.lowerCamel, name.snake] == [upper, lower, snake])
    }

    /// A project's name is not written as a property or a case: a keyword's spelling is fine.
    @Test func aProjectMayBeNamedLikeAKeyword() throws {
        #expect(try ProjectName("Where", isItem: false).lowerCamel == "where")
    }

    @Test func suffixIsRemovedOnce() throws {
        #expect(try ProjectName("SettingsModule", removingSuffix: "Module").upperCamel == "Settings")
        #expect(try ProjectName("settings", removingSuffix: "Module").upperCamel == "Settings")
        #expect(try ProjectName("Module", removingSuffix: "Module").upperCamel == "Module")
    }

    @Test(arguments: [
        ("", "the name is empty", nil),
        ("_", "the name is empty", nil),
        ("-", "the name is empty", nil),
        ("__", "the name is empty", nil),
        ("- _", "the name is empty", nil),
        ("a/b", "a name cannot contain a path separator", "AB"),
        ("9lives", "a Swift name cannot start with a digit", "App9lives"),
        ("café", "'é' is not allowed; use ASCII letters, digits, '_', '-' or spaces", "Cafe"),
        ("Ünïcode", "'Ü' is not allowed; use ASCII letters, digits, '_', '-' or spaces", "Unicode"),
        ("a\\b", "'\\' is not allowed; use ASCII letters, digits, '_', '-' or spaces", "AB"),
        ("self", "'Self' is a Swift keyword or a system module name", "SelfApp"),
        ("foundation", "'Foundation' is a Swift keyword or a system module name", "FoundationApp"),
        ("Class", "'class', its lowerCamelCase form that names properties and cases, is a Swift keyword", "ClassItem"),
        ("default", "'default', its lowerCamelCase form that names properties and cases, is a Swift keyword", "DefaultItem"),
        (String(repeating: "a", count: 81), "the name is 81 characters long; use at most 80", nil),
    ] as [(String, String, String?)])
    func invalidNames(raw: String, reason: String, suggestion: String?) {
        #expect(throws: ProjectName.Invalid(reason: reason, suggestion: suggestion)) {
            try ProjectName(raw)
        }
    }
}

