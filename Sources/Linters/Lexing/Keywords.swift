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
    static let reservedHash = WordHashTable(reserved)
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

/// A set of short ASCII words matched against raw bytes (a `WordTable` of presence).
struct ByteTable: @unchecked Sendable {
    private let words: WordTable<Bool>

    init(_ words: [String]) {
        self.words = WordTable(words.map { ($0, true) })
    }

    @inline(__always)
    func contains(_ start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        words.lookup(start, length) != nil
    }
}

/// A set of ASCII words of 1 to 15 bytes, matched against raw bytes with a fixed sequence of
/// loads and compares: no loop, and no branch that depends on the word. For the lexer's names
/// (one in three is a keyword, in no predictable pattern) this is much cheaper than `ByteTable`.
///
/// A word is held as two little-endian `UInt64`s, bytes 0-7 and 8-15 padded with zeros, in the
/// one slot its first eight bytes hash to (multiplicative hashing; the multiplier is chosen when
/// the table is built so that no two words share a slot). A name is looked up in the same slot.
/// Equal halves mean equal lengths too, because a name never contains a zero byte; a name of 16
/// bytes or more never matches, because every word has a zero in byte 15.
struct WordHashTable: @unchecked Sendable {
    /// 256 slots of two `UInt64`s; an empty slot holds zeros, which no name matches.
    private let slots: UnsafeMutablePointer<UInt64>
    private let multiplier: UInt64
    /// For each length 0...16, the masks that keep that many bytes of two little-endian halves.
    private let masks: UnsafeMutablePointer<UInt64>

    init(_ words: [String]) {
        let halves = words.map { word -> (UInt64, UInt64) in
            let bytes = Array(word.utf8)
            precondition(!bytes.isEmpty && bytes.count < 16 && !bytes.contains(0), "WordHashTable words have 1-15 nonzero bytes")
            var low: UInt64 = 0, high: UInt64 = 0
            for (i, byte) in bytes.enumerated() {
                if i < 8 { low |= UInt64(byte) << (8 * i) } else { high |= UInt64(byte) << (8 * (i - 8)) }
            }
            return (low, high)
        }
        precondition(Set(halves.map(\.0)).count == halves.count, "WordHashTable words differ in their first 8 bytes")
        // Try odd multipliers in a fixed sequence until every word has a slot of its own (for
        // the 54 reserved words, a few hundred tries: microseconds, once per process).
        var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        while Set(halves.map { WordHashTable.slot($0.0, multiplier) }).count != halves.count {
            multiplier &+= 0x9E37_79B9_7F4A_7C16
        }
        let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: 512)
        slots.initialize(repeating: 0, count: 512)
        for (low, high) in halves {
            let slot = WordHashTable.slot(low, multiplier)
            slots[2 * slot] = low
            slots[2 * slot + 1] = high
        }
        self.slots = slots
        self.multiplier = multiplier
        masks = UnsafeMutablePointer<UInt64>.allocate(capacity: 34)
        for length in 0...16 {
            masks[2 * length] = length >= 8 ? .max : (1 << (8 * length)) - 1
            masks[2 * length + 1] = length >= 16 ? .max : length <= 8 ? 0 : (1 << (8 * (length - 8))) - 1
        }
    }

    @inline(__always)
    private static func slot(_ low: UInt64, _ multiplier: UInt64) -> Int {
        Int(truncatingIfNeeded: (low &* multiplier) >> 56)
    }

    /// Whether the `length` bytes at `start` (a name: no zero bytes) are one of the words.
    /// Reads the 16 bytes from `start` whatever `length` is: the caller makes sure they exist.
    @inline(__always)
    func contains(sixteenReadableBytesAt start: UnsafePointer<UInt8>, length: Int) -> Bool {
        let raw = UnsafeRawPointer(start)
        // Keep the name's bytes and zero the rest, with masks from a table: no branch.
        let maskIndex = 2 &* min(length, 16)
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & masks[maskIndex]
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & masks[maskIndex &+ 1]
        let slot = 2 &* WordHashTable.slot(low, multiplier)
        let difference = (slots[slot] ^ low) | (slots[slot &+ 1] ^ high)
        return difference == 0
    }
}
