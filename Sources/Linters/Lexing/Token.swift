/// One lexed piece: a kind and a half-open byte range `start..<end` into the file's UTF-8 bytes.
///
/// Tokens never copy text. The pieces of a file are contiguous and cover it exactly, so
/// concatenating their bytes reproduces the input (the lexer's lossless guarantee).
public struct Token: Sendable, Equatable, Hashable {
    /// The longest token one `Token` can describe: 16 MiB - 1 bytes. The lexer cuts a longer
    /// run (a giant comment or string) into several tokens of the same kind.
    public static let maximumLength = (1 << 24) - 1

    public var start: UInt32
    /// The length in the high 24 bits and the kind's raw value in the low 8: a file of tens of
    /// millions of tokens takes 8 bytes a token rather than 12.
    @usableFromInline var lengthAndKind: UInt32

    @inlinable public init(kind: TokenKind, start: Int, end: Int) {
        precondition(end - start <= Token.maximumLength, "a token covers at most Token.maximumLength bytes")
        self.start = UInt32(truncatingIfNeeded: start)
        lengthAndKind = UInt32(truncatingIfNeeded: end - start) << 8 | UInt32(kind.rawValue)
    }

    /// For a range already known to be at most `maximumLength` long (the lexer's loop checks it).
    @inline(__always) init(kind: TokenKind, start: Int, checkedEnd end: Int) {
        self.start = UInt32(truncatingIfNeeded: start)
        lengthAndKind = UInt32(truncatingIfNeeded: end &- start) << 8 | UInt32(kind.rawValue)
    }

    @inlinable public var kind: TokenKind {
        // Only valid raw values are ever stored.
        get { unsafeBitCast(UInt8(truncatingIfNeeded: lengthAndKind), to: TokenKind.self) }
        set { lengthAndKind = lengthAndKind & ~0xFF | UInt32(newValue.rawValue) }
    }

    /// The end of the byte range (exclusive). Setting it keeps `start`.
    @inlinable public var end: UInt32 {
        get { start &+ lengthAndKind >> 8 }
        set {
            precondition(Int(newValue) - Int(start) <= Token.maximumLength && newValue >= start, "a token covers at most Token.maximumLength bytes")
            lengthAndKind = (newValue &- start) << 8 | lengthAndKind & 0xFF
        }
    }

    /// Whether the token's bytes, in the file whose bytes start at `base`, are `word` (compared
    /// byte by byte, no String made).
    @inline(__always) func spells(_ word: StaticString, in base: UnsafePointer<UInt8>) -> Bool {
        guard length == word.utf8CodeUnitCount else { return false }
        let first = base + Int(start)
        return word.withUTF8Buffer { wordBytes in
            var i = 0
            while i < wordBytes.count {
                if first[i] != wordBytes[i] { return false }
                i += 1
            }
            return true
        }
    }

    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
    @inlinable public var length: Int { Int(lengthAndKind >> 8) }
}

/// A problem the lexer found and recovered from: it names the byte offset where it starts.
public struct LexerDiagnostic: Sendable, Equatable {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
