/// The kind of one lexed piece of a Swift file: a token or a trivia piece.
///
/// Kinds follow swift-syntax's lexer closely enough that the two token streams can be compared
/// boundary for boundary: a string literal is its delimiters, quotes, segments and the tokens of
/// its interpolations; a regex literal is its delimiters, slashes and pattern.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // MARK: Trivia
    case whitespace
    case newline
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    case shebang
    case byteOrderMark

    // MARK: Names
    case identifier
    case keyword

    // MARK: Literals
    case integerLiteral
    case floatLiteral
    case stringQuote
    case multilineStringQuote
    case rawStringDelimiter
    case stringSegment
    case regexSlash
    case regexPoundDelimiter
    case regexPattern

    // MARK: Pound forms and attributes
    /// `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#unavailable`, `#sourceLocation`, `#_hasSymbol`.
    case poundKeyword
    /// A `#` that starts a macro expansion or another pound form (`#selector`, `#Preview`).
    case pound
    case atSign

    // MARK: Operators and punctuation
    case `operator`
    case period
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftSquare
    case rightSquare
    case comma
    case colon
    case semicolon
    case backslash

    // MARK: Errors
    /// Bytes that are not Swift: invalid UTF-8, NUL, control characters, a stray backtick.
    case invalid

    /// True for whitespace, newlines, comments, a shebang line and a byte order mark.
    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.byteOrderMark.rawValue }

    /// True for the comment kinds.
    @inlinable public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
        default: return false
        }
    }

    /// True for the pieces of a string literal other than interpolated code.
    @inlinable public var isStringPiece: Bool {
        switch self {
        case .stringQuote, .multilineStringQuote, .rawStringDelimiter, .stringSegment: return true
        default: return false
        }
    }

    /// The name printed by `archtool inspect tokens`; part of its stable format.
    public var name: String {
        switch self {
        case .whitespace: "whitespace"
        case .newline: "newline"
        case .lineComment: "line-comment"
        case .docLineComment: "doc-line-comment"
        case .blockComment: "block-comment"
        case .docBlockComment: "doc-block-comment"
        case .shebang: "shebang"
        case .byteOrderMark: "byte-order-mark"
        case .identifier: "identifier"
        case .keyword: "keyword"
        case .integerLiteral: "integer"
        case .floatLiteral: "float"
        case .stringQuote: "string-quote"
        case .multilineStringQuote: "multiline-string-quote"
        case .rawStringDelimiter: "raw-string-delimiter"
        case .stringSegment: "string-segment"
        case .regexSlash: "regex-slash"
        case .regexPoundDelimiter: "regex-pound-delimiter"
        case .regexPattern: "regex-pattern"
        case .poundKeyword: "pound-keyword"
        case .pound: "pound"
        case .atSign: "at-sign"
        case .operator: "operator"
        case .period: "period"
        case .leftParen: "left-paren"
        case .rightParen: "right-paren"
        case .leftBrace: "left-brace"
        case .rightBrace: "right-brace"
        case .leftSquare: "left-square"
        case .rightSquare: "right-square"
        case .comma: "comma"
        case .colon: "colon"
        case .semicolon: "semicolon"
        case .backslash: "backslash"
        case .invalid: "invalid"
        }
    }
}
