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

    /// `matchesAny(of:)`, which tries only the paths with a component the pattern's most
    /// selective name matches, answers as `matches` tried on every path: wildcards at either
    /// end of a name, `?`, `**` anywhere, brackets (no character class: `[` is a character),
    /// a trailing `/`, `./`, `.`, literal paths (which match from the root), names repeated in
    /// a path, and names that begin many components.
    @Test func matchesAnyAsMatchesOnEachPath() throws {
        let paths = [
            "Sources/App/Scenes/HomeScene.swift", "Sources/App/Scenes/Home/Row.swift", "Sources/Core/Scenes/Model.swift",
            "Packages/Core/Sources/Core/Store.swift", "Tests/AppTests/HomeTests.swift", "Sources/[Gen]/A.swift",
            "Generated/Model.swift", "Sources/Generated/Sub/Generated/X.swift", "A.swift", "Sources/App/a?c/B.swift",
            "Sources/Legacy.swift", "Sources/LegacyKit/Old.swift", "abc.swift", "Sources/Gen1/A.swift", "Sources/Gen10/A.swift",
        ]
        let patterns = [
            "Sources", "Sources/", "./Sources", ".", "./", "**", "**/", "Sources/**", "**/Scenes/**", "**/Scenes", "**/Scenes/",
            "**/Core/**/*.swift", "Core", "Packages/Core", "Packages/**/Core/*.swift", "*Scene.swift", "*Tests", "*Tests/", "Home*",
            "Sources/*/Scenes/*.swift", "Sources/*/Scenes/*/*.swift", "Sources/App/**/Row.swift", "Sources/App/**/R?w.swift",
            "a?c", "a?c.swift", "Sources/App/a?c", "Sources/[Gen]", "[Gen]", "**/[Gen]/**", "Sources/[G]en]", "Sources/Legacy*",
            "Sources/Legacy", "Sources/Legacy.swift", "**/Generated", "**/Generated/**", "Generated/**/X.swift",
            "Sources/Gen1", "Sources/Gen1*", "Sources/Gen?", "Sources/Gen??", "Sources/Gen", "**/Gen*/A.swift", "*.swift",
            "*", "?", "**/?.swift", "**/Missing/**", "Missing*", "Sources/**/Missing", "*Missing", "A.swift", "a.swift",
            "Sources/App/Scenes/HomeScene.swift/", "Sources/App/Scenes/HomeScene.swift/More",
        ]
        let set = Glob.PathSet(paths)
        for pattern in patterns {
            let glob = try Glob(pattern)
            #expect(glob.matchesAny(of: set) == paths.contains(where: glob.matches), "\(pattern)")
            #expect(glob.matchesAny(of: Glob.PathSet([])) == false, "\(pattern)")
            for path in paths {
                #expect(glob.matchesAny(of: Glob.PathSet([path])) == glob.matches(path), "\(pattern) on \(path)")
            }
        }
    }

    /// The patterns read over their bytes (ASCII) and by `Character` (any other) are refused
    /// for the same reasons, in the same order, and match alike.
    @Test func invalidPatternsASCIIOrNot() throws {
        let reasons: [(String, String)] = [
            ("a/***", "'***' is not a wildcard; use '**' for any folders"),
            ("***/a", "'***' is not a wildcard; use '**' for any folders"),
            ("a/../***", "patterns are relative to the project root and cannot leave it; remove '..'"),
            ("a/**b/***", "'***' is not a wildcard; use '**' for any folders"),
            ("a/b**", "'**' must be a whole path component, as in 'a/**/b'"),
            ("**x", "'**' must be a whole path component, as in 'a/**/b'"),
            ("x/../y", "patterns are relative to the project root and cannot leave it; remove '..'"),
            ("./../y", "patterns are relative to the project root and cannot leave it; remove '..'"),
        ]
        for (pattern, reason) in reasons {
            #expect(throws: Glob.Invalid(reason: reason)) { try Glob(pattern) }
            // The same pattern with a non-ASCII name in front.
            #expect(throws: Glob.Invalid(reason: reason)) { try Glob("Caf\u{E9}/" + pattern) }
        }
        for pattern in ["a/*/b", "a/**/b", "a..b/c", "...", "a/.../b", "*.*", "?*?"] {
            #expect((try? Glob(pattern)) != nil, "\(pattern)")
            #expect((try? Glob("Caf\u{E9}/" + pattern)) != nil, "\(pattern)")
        }
        #expect(try Glob("Caf\u{E9}/*/x?.swift").matches("Caf\u{E9}/Sources/x1.swift"))
        #expect(try !Glob("Caf\u{E9}/*/x?.swift").matches("Cafe/Sources/x1.swift"))
    }
}
