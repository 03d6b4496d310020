import Foundation

/// A validated name for a project or an added item, in the three casings templates use.
struct ProjectName: Equatable {
    /// `MyShop`: the type and module name.
    let upperCamel: String
    /// `myShop`.
    let lowerCamel: String
    /// `my_shop`.
    let snake: String

    /// Why a name was refused, with a name to try instead when one can be made.
    struct Invalid: Error, Equatable {
        var reason: String
        var suggestion: String?
    }

    /// Names that would clash with a Swift keyword or a module every generated package imports.
    static let reserved: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Swift", "Foundation", "SwiftUI", "UIKit", "AppKit", "Combine",
        "Observation", "Testing", "XCTest", "Dispatch", "Glibc", "Darwin",
    ]

    /// Why a name with a `/` is refused (`new` adds where the folder is chosen instead).
    static let pathSeparatorReason = "a name cannot contain a path separator"

    /// The longest name taken, in characters (ASCII): the longest file name made of it must stay
    /// within 255 bytes.
    static let maximumLength = 80

    /// Validates `raw` (any casing: `my_shop`, `my-shop`, `myShop`, `MyShop`) and removes one
    /// trailing `suffix` (so `SettingsModule` with suffix `Module` gives `Settings`).
    /// `isItem`: a name `add` gives an item, whose lowerCamelCase form templates write as a
    /// property or a case (`case settings`), so that it may not be a keyword; a project's is not
    /// written so (`new --name Where` is fine).
    init(_ raw: String, removingSuffix suffix: String? = nil, isItem: Bool = true) throws(Invalid) {
        let trimmed = raw.trimmingSpaces
        if trimmed.isEmpty { throw Invalid(reason: "the name is empty", suggestion: nil) }
        if trimmed.contains("/") {
            throw Invalid(reason: ProjectName.pathSeparatorReason, suggestion: ProjectName.suggest(trimmed))
        }
        if let bad = trimmed.unicodeScalars.first(where: { !($0.properties.isASCIIHexDigit || $0.isASCIILetter || $0 == "_" || $0 == "-" || $0 == " ") }) {
            throw Invalid(reason: "'\(bad)' is not allowed; use ASCII letters, digits, '_', '-' or spaces",
                          suggestion: ProjectName.suggest(trimmed))
        }
        var words = ProjectName.words(trimmed)
        // Only separators (`_`, `-`, `__`) split into no words: as empty as "".
        if words.isEmpty { throw Invalid(reason: "the name is empty", suggestion: nil) }
        if let first = words.first?.unicodeScalars.first, first.properties.numericType != nil {
            throw Invalid(reason: "a Swift name cannot start with a digit", suggestion: ProjectName.suggest("App" + trimmed))
        }
        var upper = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let suffix, upper.hasSuffix(suffix), upper.count > suffix.count {
            upper.removeLast(suffix.count)
            words = ProjectName.words(upper)
        }
        if ProjectName.reserved.contains(upper) || Keywords.swift.contains(upper) {
            throw Invalid(reason: "'\(upper)' is a Swift keyword or a system module name", suggestion: upper + "App")
        }
        // File names are made of it (`…ViewModelTests.swift`), within a file system's 255 bytes.
        if upper.utf8.count > ProjectName.maximumLength {
            throw Invalid(reason: "the name is \(upper.utf8.count) characters long; use at most \(ProjectName.maximumLength)", suggestion: nil)
        }
        let lower = words.enumerated().map { index, word in
            index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        // Templates name properties, cases and parameters with it (`case class`, `let default`).
        if isItem, Keywords.lowercase.contains(lower) {
            throw Invalid(reason: "'\(lower)', its lowerCamelCase form that names properties and cases, is a Swift keyword",
                          suggestion: upper + "Item")
        }
        upperCamel = upper
        lowerCamel = lower
        snake = words.map { $0.lowercased() }.joined(separator: "_")
    }

    /// Splits on `_`, `-`, spaces and camel-case boundaries; an acronym stays one word (`HTTPClient` → HTTP, Client).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            if character.isUppercase, let last = current.last {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if last.isLowercase || last.isNumber || (last.isUppercase && nextIsLower) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func suggest(_ raw: String) -> String? {
        // Accents folded first (`café` → `cafe`, `Ünïcode` → `Unicode`), rather than dropped.
        let folded = raw.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        let cleaned = String(folded.unicodeScalars.map { $0.isASCIILetter || $0.properties.isASCIIHexDigit ? Character($0) : " " })
        return try? ProjectName(cleaned).upperCamel
    }
}

private enum Keywords {
    static let swift: Set<String> = ["Any", "Self", "Type", "Protocol"]
    /// Swift's reserved words that a lowerCamelCase name can spell (contextual keywords such as
    /// `open` or `get` are fine as names).
    static let lowercase: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
