/// The bytes of one Swift file with its tokens and line table.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let diagnostics: [LexerDiagnostic]
    public let lines: LineTable

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let output = Lexer.tokenize(bytes)
        tokens = output.tokens
        diagnostics = output.diagnostics
        lines = LineTable(bytes)
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
