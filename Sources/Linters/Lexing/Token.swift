/// One lexed piece: a kind and a half-open byte range `start..<end` into the file's UTF-8 bytes.
///
/// Tokens never copy text. The pieces of a file are contiguous and cover it exactly, so
/// concatenating their bytes reproduces the input (the lexer's lossless guarantee).
public struct Token: Sendable, Equatable, Hashable {
    public var kind: TokenKind
    public var start: UInt32
    public var end: UInt32

    @inlinable public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
    @inlinable public var length: Int { Int(end &- start) }
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
