/// The bytes of one Swift file with its tokens and line table.
public struct SourceFile: Sendable {
    public let path: String
    public let diagnostics: [LexerDiagnostic]
    public let lines: LineTable
    private let storage: TokenStorage
    private let content: FileContent

    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: bytes, content: FileContent(bytes))
    }

    /// Bytes read from `location` (a path to open: absolute, or relative to the working
    /// directory), which `releaseBytes()` may drop, to be read from there again when asked for.
    public init(path: String, bytes: [UInt8], readFrom location: String) {
        self.init(path: path, bytes: bytes, content: FileContent(bytes, readFrom: location))
    }

    private init(path: String, bytes: [UInt8], content: FileContent) {
        self.path = path
        self.content = content
        let output = Lexer.tokenize(bytes)
        storage = TokenStorage(output.tokens)
        diagnostics = output.diagnostics
        lines = LineTable(bytes)
    }

    /// The file's bytes: after `releaseBytes()`, read again from disk (once, and kept) and
    /// checked against the ones first read. Read them once into a local in a loop.
    public var bytes: [UInt8] { content.bytes }

    /// Frees the bytes of a file read from disk (`init(path:bytes:readFrom:)`; others keep
    /// theirs); the next read of `bytes`, `tokens` or a token's text reads the file again. The
    /// linter calls it once it has skimmed a file: after that it needs the bytes of few of them.
    /// Should the file read again differ from the first read, it reads as spaces of the first
    /// length (and as many one-byte whitespace tokens as it first had), and `contentProblem`
    /// says why.
    public func releaseBytes() {
        content.release(mentionsMarker: Suppression.mentionsMarker)
    }

    /// Why the bytes read again after `releaseBytes()` were not those first read; nil when they
    /// were, or were never read again.
    public var contentProblem: String? { content.problem }

    /// Whether the bytes mention the suppression marker (`Suppression.mentionsMarker`), known
    /// without reading released bytes again.
    var mentionsSuppressionMarker: Bool { content.mentionsMarker(Suppression.mentionsMarker) }

    /// The file's tokens, contiguous and covering `bytes` exactly. Read them once into a local
    /// in a loop: after `releaseTokens()` each read takes a lock (and the first one lexes again).
    public var tokens: [Token] { storage.tokens(lexing: content) }

    /// Frees the tokens; the next read of `tokens` (by this value or any copy) lexes the bytes
    /// again, which gives the same tokens. The linter calls it once a file is scanned: rules
    /// need the tokens of few files, and holding those of a whole tree (8 bytes a token, about
    /// 1.7 bytes per byte of source) cost more in memory than lexing a few files twice.
    public func releaseTokens() { storage.release() }

    /// Calls `body` with the tokens: the kept ones, or after `releaseTokens()` the bytes lexed
    /// again, not kept by the file, so that one look at a file does not keep its tokens alive.
    /// Inside `sharingRelexedTokens` (a rule's check) the few files last lexed so are kept for
    /// the next looks: a rule that looks once per scene, type or reference lexed a file of
    /// thousands of them as many times.
    public func withTokens<Result>(_ body: ([Token]) -> Result) -> Result {
        if let kept = storage.keptTokens { return body(kept) }
        guard let shared = SourceFile.relexed else { return body(storage.lex(content)) }
        return body(shared.tokens(of: storage, lexing: content))
    }

    /// Runs `body` (on this thread) with the tokens `withTokens` lexes again shared between
    /// its calls: those of the last few files (`RelexedTokens`), dropped when `body` returns.
    public static func sharingRelexedTokens<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $relexed.withValue(RelexedTokens()) { try body() }
    }

    /// The tokens shared by `sharingRelexedTokens` (a task-local value: outside any task, this
    /// thread's).
    @TaskLocal private static var relexed: RelexedTokens?

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
        return bytes.withUnsafeBufferPointer { bytes in bytes.baseAddress.map { token.spells(word, in: $0) } ?? false }
    }

    public func location(of token: Token) -> SourceLocation {
        lines.location(of: Int(token.start))
    }
}

/// The tokens of the files `SourceFile.withTokens` lexed again last, for the next looks at
/// them while one rule checks: at most `maximumFiles`, and of those past the newest at most
/// `maximumTokens` in all (8 bytes a token), so that a rule that looks at every file holds a
/// few of them, not the tree's tokens.
private final class RelexedTokens: @unchecked Sendable {
    static let maximumFiles = 8
    static let maximumTokens = 1 << 20

    /// Newest first. (The storage is held, so that no other file's takes its identity.)
    private var entries: [(storage: TokenStorage, tokens: [Token])] = []
    private let lock = PthreadLock()

    func tokens(of storage: TokenStorage, lexing content: FileContent) -> [Token] {
        lock.lock()
        defer { lock.unlock() }
        if let k = entries.firstIndex(where: { $0.storage === storage }) {
            let entry = entries.remove(at: k)
            entries.insert(entry, at: 0)
            return entry.tokens
        }
        let tokens = storage.lex(content)
        entries.insert((storage, tokens), at: 0)
        var total = 0
        var keep = 1
        while keep < entries.count, keep < RelexedTokens.maximumFiles, total + entries[keep].tokens.count <= RelexedTokens.maximumTokens {
            total += entries[keep].tokens.count
            keep += 1
        }
        entries.removeSubrange(keep...)
        return tokens
    }
}

/// A file's tokens, shared by the copies of its `SourceFile`: kept, or released and lexed again
/// on demand. Rules running side by side may ask at the same time, hence the lock.
private final class TokenStorage: @unchecked Sendable {
    private var kept: [Token]?
    /// How many tokens were released (the count a file read as spaces is given again).
    private var releasedCount = 0
    private let lock = PthreadLock()

    init(_ tokens: [Token]) {
        kept = tokens
    }

    func tokens(lexing content: FileContent) -> [Token] {
        lock.lock()
        defer { lock.unlock() }
        if let kept { return kept }
        let tokens = lexWithLock(content)
        kept = tokens
        return tokens
    }

    /// The tokens of the bytes, not kept.
    func lex(_ content: FileContent) -> [Token] {
        lock.lock()
        defer { lock.unlock() }
        return lexWithLock(content)
    }

    /// Bytes read again as spaces (`FileContent`) give as many one-byte whitespace tokens as
    /// were released, so that no token index recorded from the first read is out of range.
    private func lexWithLock(_ content: FileContent) -> [Token] {
        let bytes = content.bytes
        if content.problem != nil {
            return (0..<min(releasedCount, bytes.count)).map { Token(kind: .whitespace, start: $0, end: $0 + 1) }
        }
        return Lexer.tokenize(bytes).tokens
    }

    /// The tokens if kept (not released, or lexed again and kept since).
    var keptTokens: [Token]? {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }

    func release() {
        lock.lock()
        if let kept { releasedCount = kept.count }
        kept = nil
        lock.unlock()
    }
}
