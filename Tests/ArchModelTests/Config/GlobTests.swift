import Testing
@testable import ArchModel

@Suite struct GlobTests {
    @Test(arguments: [
        ("Sources", "Sources/App/A.swift", true),
        ("Sources", "SourcesX/A.swift", false),
        ("Sources/Runtime", "Sources/Runtime/A.swift", true),
        ("**/Scenes/**", "Sources/Views/Scenes/HomeScene.swift", true),
        ("**/Scenes/**", "Scenes/HomeScene.swift", true),
        ("**/Scenes/**", "Sources/HomeScenes/A.swift", false),
        ("*Module.swift", "Sources/Items/ItemsModule.swift", true),
        ("*Module.swift", "Sources/Items/ItemsModuleHolder.swift", false),
        ("Sources/*/A.swift", "Sources/X/A.swift", true),
        ("Sources/*/A.swift", "Sources/X/Y/A.swift", false),
        ("Core/**/*.swift", "Core/Models/Book.swift", true),
        ("a?c", "abc", true),
        // A pattern that matches a folder matches what is inside it, as in .gitignore.
        ("Sources/ViD*", "Sources/ViDRep/A.swift", true),
        ("Sources/ViD*", "Sources/Other/A.swift", false),
        ("**/Generated", "Sources/Generated/Model.swift", true),
        ("**/Generated", "Sources/GeneratedX/Model.swift", false),
        ("Generated*", "Sources/GeneratedCode/Model.swift", true),
        ("*Tests", "Sources/AppTests/A.swift", true),
        ("*Tests", "Sources/App/A.swift", false),
        ("Generated", "Generated/Model.swift", true),
        ("Generated", "Sources/Generated/Model.swift", false),
        ("**/Generated", "Generated/Model.swift", true),
        // `.` and `./` are the project's folder: everything in it.
        (".", "Sources/App/A.swift", true),
        ("./", "A.swift", true),
        ("./Sources", "Sources/App/A.swift", true),
    ])
    func matching(pattern: String, path: String, expected: Bool) throws {
        #expect(try Glob(pattern).matches(path) == expected)
    }

    @Test func invalidPatterns() {
        #expect(throws: Glob.Invalid(reason: "'**' must be a whole path component, as in 'a/**/b'")) { try Glob("a/**b") }
        #expect(throws: Glob.Invalid(reason: "patterns are relative to the project root; remove the leading '/'")) { try Glob("/abs") }
        #expect(throws: Glob.Invalid(reason: "the pattern is empty")) { try Glob("") }
    }
}
