/// Byte-level keyword tables for the lexer: no `String` is made while lexing.
enum Keywords {
    /// Reserved words lexed as `.keyword`. Contextual keywords (`actor`, `final`, `some`, …)
    /// stay identifiers; the scanner reads them by text.
    static let reserved: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Keywords that end an expression, so a `/` after them is division, not a regex.
    static let expressionKeywords: [String] = ["self", "Self", "super", "true", "false", "nil", "init"]

    static let pound: [String] = [
        "if", "elseif", "else", "endif", "available", "unavailable", "sourceLocation", "_hasSymbol",
    ]

    private static let reservedTable = ByteTable(reserved)
    private static let expressionTable = ByteTable(expressionKeywords)
    private static let poundTable = ByteTable(pound)

    static func isKeyword(_ start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        reservedTable.contains(start, length)
    }

    static func isExpressionKeyword(_ start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        expressionTable.contains(start, length)
    }

    static func isPoundKeyword(_ start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        poundTable.contains(start, length)
    }
}

/// A set of short ASCII words, bucketed by length and first byte, matched against raw bytes.
struct ByteTable: Sendable {
    private let maxLength: Int
    /// `buckets[length * 128 + firstByte]` lists the words of that length and first byte.
    private let buckets: [[[UInt8]]]

    init(_ words: [String]) {
        let maxLength = words.map(\.utf8.count).max() ?? 0
        var buckets = [[[UInt8]]](repeating: [], count: (maxLength + 1) * 128)
        for word in words {
            let bytes = Array(word.utf8)
            buckets[bytes.count * 128 + Int(bytes[0])].append(bytes)
        }
        self.maxLength = maxLength
        self.buckets = buckets
    }

    @inline(__always)
    func contains(_ start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        guard length > 0, length <= maxLength, start[0] < 128 else { return false }
        let bucket = buckets[length &* 128 &+ Int(start[0])]
        if bucket.isEmpty { return false }
        for word in bucket {
            var i = 1
            while i < length, word[i] == start[i] { i += 1 }
            if i == length { return true }
        }
        return false
    }
}
