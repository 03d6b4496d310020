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

    static let reservedTable = ByteTable(reserved)
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
///
/// The tables live in one allocation made once per process and never freed, so a lookup in the
/// lexer's hot loop touches no reference-counted storage.
struct ByteTable: @unchecked Sendable {
    private let maxLength: Int
    /// `bucketStart[b]..<bucketStart[b + 1]` are the words of bucket `b = length * 128 + firstByte`.
    private let bucketStart: UnsafeMutablePointer<Int32>
    /// Offset of each word in `bytes`, bucket by bucket.
    private let wordOffsets: UnsafeMutablePointer<Int32>
    private let bytes: UnsafeMutablePointer<UInt8>

    init(_ words: [String]) {
        let maxLength = words.map(\.utf8.count).max() ?? 0
        let bucketCount = (maxLength + 1) * 128
        var buckets = [[[UInt8]]](repeating: [], count: bucketCount)
        for word in words {
            let bytes = Array(word.utf8)
            buckets[bytes.count * 128 + Int(bytes[0])].append(bytes)
        }
        let starts = UnsafeMutablePointer<Int32>.allocate(capacity: bucketCount + 1)
        let offsets = UnsafeMutablePointer<Int32>.allocate(capacity: max(words.count, 1))
        let flat = UnsafeMutablePointer<UInt8>.allocate(capacity: max(words.reduce(0) { $0 + $1.utf8.count }, 1))
        var wordIndex = 0, byteIndex = 0
        for (bucket, list) in buckets.enumerated() {
            starts[bucket] = Int32(wordIndex)
            for word in list {
                offsets[wordIndex] = Int32(byteIndex)
                for byte in word { flat[byteIndex] = byte; byteIndex += 1 }
                wordIndex += 1
            }
        }
        starts[bucketCount] = Int32(wordIndex)
        self.maxLength = maxLength
        bucketStart = starts
        wordOffsets = offsets
        bytes = flat
    }

    @inline(__always)
    func contains(_ start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        guard length > 0, length <= maxLength, start[0] < 128 else { return false }
        let bucket = length &* 128 &+ Int(start[0])
        var word = Int(bucketStart[bucket])
        let end = Int(bucketStart[bucket &+ 1])
        while word < end {
            let candidate = bytes + Int(wordOffsets[word])
            var i = 1
            while i < length, candidate[i] == start[i] { i &+= 1 }
            if i == length { return true }
            word &+= 1
        }
        return false
    }
}
