/// The bytes of one Swift file with its tokens and line table.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let diagnostics: [LexerDiagnostic]
    public let lines: LineTable
    private let storage: TokenStorage

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let output = Lexer.tokenize(bytes)
        storage = TokenStorage(output.tokens)
        diagnostics = output.diagnostics
        lines = LineTable(bytes)
    }

    /// The file's tokens, contiguous and covering `bytes` exactly. Read them once into a local
    /// in a loop: after `releaseTokens()` each read takes a lock (and the first one lexes again).
    public var tokens: [Token] { storage.tokens(lexing: bytes) }

    /// Frees the tokens; the next read of `tokens` (by this value or any copy) lexes the bytes
    /// again, which gives the same tokens. The linter calls it once a file is scanned: rules
    /// need the tokens of few files, and holding those of a whole tree (8 bytes a token, about
    /// 1.7 bytes per byte of source) cost more in memory than lexing a few files twice.
    public func releaseTokens() { storage.release() }

    /// Calls `body` with the tokens: the kept ones, or after `releaseTokens()` the bytes lexed
    /// again for this call only, so that one look at a file does not keep its tokens alive.
    public func withTokens<Result>(_ body: ([Token]) -> Result) -> Result {
        if let kept = storage.keptTokens { return body(kept) }
        return body(Lexer.tokenize(bytes).tokens)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The token's text. Invalid UTF-8 is repaired with U+FFFD; use `bytes` for the exact bytes.
    public func text(of token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// Whether the token's bytes equal `word` (compared byte by byte, no String made).
    public func token(_ token: Token, is word: StaticString) -> Bool {
        guard token.length == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { wordBytes in
            var i = 0
            let start = Int(token.start)
            while i < wordBytes.count {
                if bytes[start + i] != wordBytes[i] { return false }
                i += 1
            }
            return true
        }
    }

    public func location(of token: Token) -> SourceLocation {
        lines.location(of: Int(token.start))
    }
}

/// A file's tokens, shared by the copies of its `SourceFile`: kept, or released and lexed again
/// on demand. Rules running side by side may ask at the same time, hence the lock.
private final class TokenStorage: @unchecked Sendable {
    private var kept: [Token]?
    private let lock = PthreadLock()

    init(_ tokens: [Token]) {
        kept = tokens
    }

    func tokens(lexing bytes: [UInt8]) -> [Token] {
        lock.lock()
        defer { lock.unlock() }
        if let kept { return kept }
        let tokens = Lexer.tokenize(bytes).tokens
        kept = tokens
        return tokens
    }

    /// The tokens if kept (not released, or lexed again and kept since).
    var keptTokens: [Token]? {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }

    func release() {
        lock.lock()
        kept = nil
        lock.unlock()
    }
}
