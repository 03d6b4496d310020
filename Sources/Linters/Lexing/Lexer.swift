#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A lossless, context-free lexer for Swift 6 source text.
///
/// It never fails: invalid UTF-8, NUL bytes and unterminated literals or comments become
/// `.invalid` tokens or diagnostics, and lexing continues to the end of the input in linear
/// time. String interpolation is lexed as code, with an explicit stack of string frames:
/// a `)` at parenthesis depth 0 inside an interpolation returns to the string.
public struct Lexer {
    /// The result of lexing one buffer.
    public struct Output: Sendable {
        public var tokens: [Token]
        public var diagnostics: [LexerDiagnostic]
    }

    /// Lexes `bytes` into contiguous pieces that cover it exactly.
    public static func tokenize(_ bytes: [UInt8]) -> Output {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    /// Lexes the bytes of `buffer` into contiguous pieces that cover it exactly.
    public static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> Output {
        guard let base = buffer.baseAddress, buffer.count > 0 else {
            return Output(tokens: [], diagnostics: [])
        }
        // Tokens are written straight into the array's storage, sized for one token per three
        // bytes (real code averages about one per five): a scratch buffer copied into an array
        // of the exact size cost a second write of every token. The slack is never written (in
        // an array large enough to be mapped on its own, its pages are never even handed out),
        // and the linter releases the tokens once a file is scanned.
        // Only an unusually dense file outgrows it: the lexer then moves to storage of its own
        // (`grow`) and the tokens are copied into an array afterwards.
        let capacity = buffer.count / 3 + 16
        var lexer: Lexer?
        var tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, initialized in
            var run = Lexer(base: base, count: buffer.count, slots: storage.baseAddress!, capacity: capacity)
            run.run()
            initialized = run.ownsSlots ? 0 : run.tokenCount
            lexer = run
        }
        guard let lexer else { preconditionFailure("the array initializer runs once") }
        if lexer.ownsSlots {
            tokens = Array(UnsafeBufferPointer(start: lexer.slots, count: lexer.tokenCount))
            lexer.slots.deinitialize(count: lexer.tokenCount)
            lexer.slots.deallocate()
        }
        return Output(tokens: tokens, diagnostics: lexer.diagnostics)
    }

    // MARK: - State

    private struct StringFrame {
        var multiline: Bool
        var pounds: Int
        /// Where the literal starts, where an unterminated one is reported: its first `#` for a
        /// raw string (as swiftc says, and as for an unterminated `#/` regex), else its quote.
        var literalStart: Int
        /// True while lexing the code of a `\( … )` interpolation.
        var inInterpolation = false
        /// Parenthesis depth inside the current interpolation.
        var parenDepth = 0
    }

    private let base: UnsafePointer<UInt8>
    private let count: Int
    private var pos = 0
    /// Where tokens are written, and how many there are.
    private var slots: UnsafeMutablePointer<Token>
    /// False while `slots` is the result array's storage; true once `grow` moved the tokens to
    /// an allocation of the lexer's own.
    private var ownsSlots = false
    private var capacity: Int
    private var tokenCount = 0
    private var diagnostics: [LexerDiagnostic] = []
    private var frames: [StringFrame] = []
    /// The last token that is not trivia, for deciding whether `/` starts a regex literal.
    /// Found by walking back over the trivia rather than tracked on every token: `/` is rare, and
    /// each trivia piece is walked over at most once (the `/` always ends up as a non-trivia token).
    private var previous: Token? {
        var index = tokenCount - 1
        while index >= 0, slots[index].kind.isTrivia { index -= 1 }
        return index >= 0 ? slots[index] : nil
    }

    /// The character-class and keyword tables, read once per file here so the hot loops need no
    /// global access (each global access checks that the global is initialised).
    private let classes: UnsafeMutablePointer<UInt8>
    private let punctuation: UnsafeMutablePointer<TokenKind?>
    private let keywords: ByteTable
    private let keywordHash: WordHashTable

    private init(base: UnsafePointer<UInt8>, count: Int, slots: UnsafeMutablePointer<Token>, capacity: Int) {
        self.base = base
        self.count = count
        self.capacity = capacity
        self.slots = slots
        classes = CharacterClass.table
        punctuation = CharacterClass.punctuationKinds
        keywords = Keywords.reservedTable
        keywordHash = Keywords.reservedHash
    }

    // MARK: - Driver

    private mutating func run() {
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            emit(.byteOrderMark, 0, 3)
            pos = 3
        }
        if pos + 1 < count, base[pos] == UInt8(ascii: "#"), base[pos + 1] == UInt8(ascii: "!") {
            let start = pos
            skipToEndOfLine()
            emit(.shebang, start, pos)
        }
        while pos < count {
            if let top = frames.last, !top.inInterpolation {
                lexStringContent()
            } else {
                lexCode()
            }
        }
        for frame in frames.reversed() {
            diagnose(frame.literalStart, "unterminated string literal")
        }
    }

    @inline(__always)
    private mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        precondition(end > start, "a token must cover at least one byte")
        if end - start > Token.maximumLength { return emitPieces(kind, start, end) }
        if tokenCount == capacity { grow() }
        (slots + tokenCount).initialize(to: Token(kind: kind, start: start, end: end))
        tokenCount += 1
    }

    /// Emits a run longer than a token can describe as several tokens of the same kind.
    @inline(never)
    private mutating func emitPieces(_ kind: TokenKind, _ start: Int, _ end: Int) {
        var pieceStart = start
        while pieceStart < end {
            let pieceEnd = min(end, pieceStart + Token.maximumLength)
            emit(kind, pieceStart, pieceEnd)
            pieceStart = pieceEnd
        }
    }

    /// Doubles the token storage (rare: only for unusually dense files).
    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: slots, count: tokenCount)
        // The array's storage is the array's to free.
        if ownsSlots { slots.deallocate() }
        slots = larger
        ownsSlots = true
        capacity *= 2
    }

    private mutating func diagnose(_ offset: Int, _ message: String) {
        diagnostics.append(LexerDiagnostic(offset: offset, message: message))
    }

    @inline(__always) private func peek(_ offset: Int = 0) -> UInt8 {
        let index = pos + offset
        return index < count ? base[index] : 0
    }

    @inline(__always) private func byte(at index: Int) -> UInt8 {
        index < count ? base[index] : 0
    }

    /// Moves to the next CR or LF (or the end), with `memchr`: comments are a large share of real code.
    private mutating func skipToEndOfLine() {
        let remaining = count - pos
        guard remaining > 0 else { return }
        let start = UnsafeRawPointer(base + pos)
        let limit = memchr(start, 0x0A, remaining).map { UnsafeRawPointer($0) - start } ?? remaining
        let carriageReturn = limit > 0 ? memchr(start, 0x0D, limit).map { UnsafeRawPointer($0) - start } : nil
        pos += carriageReturn ?? limit
    }

    // MARK: - Code

    /// Lexes code tokens until the input ends or the lexer leaves code (a string starts, or an
    /// interpolation ends): one call for a whole run of tokens, not one per token.
    ///
    /// The commonest tokens (whitespace, newlines, names and keywords, one-byte punctuation, a
    /// lone `.`; together about 90% of real code) are lexed right here, with the position and
    /// the token storage in local variables. `self` is `inout` in a mutating method, so the
    /// compiler writes `self.pos` back to memory on every byte of a loop and reloads the fields
    /// after every token store; locals stay in registers. Every other token goes through
    /// `lexCodeToken`, with the state written back to `self` before and read again after.
    private mutating func lexCode() {
        let depth = frames.count
        let base = self.base, count = self.count, classes = self.classes, punctuation = self.punctuation
        let keywords = self.keywords, keywordHash = self.keywordHash
        let longest = Token.maximumLength
        var p = pos
        var slots = self.slots, written = tokenCount, capacity = self.capacity
        while p < count {
            if written == capacity {
                tokenCount = written
                grow()
                slots = self.slots
                capacity = self.capacity
            }
            let start = p
            let c = base[p]
            let cls = classes[Int(c)]
            let kind: TokenKind
            if cls & CharacterClass.whitespace != 0 {
                p += 1
                if p < count, classes[Int(base[p])] & CharacterClass.whitespace != 0 {
                    // Indentation: longer runs, mostly spaces.
                    p = Lexer.endOfWhitespace(base, from: p, count, classes)
                }
                kind = .whitespace
            } else if cls & CharacterClass.identifierHead != 0 {
                p += 1
                while true {
                    p = Lexer.endOfASCIIIdentifierCharacters(base, from: p, count, classes)
                    guard p < count, base[p] >= 0x80, let width = Lexer.nonASCIIIdentifierWidth(base, p, count) else { break }
                    p += width
                }
                if start + 16 <= count {
                    // Branch-free: whether a name is a keyword follows no pattern a predictor could learn.
                    let isKeyword = keywordHash.contains(sixteenReadableBytesAt: base + start, length: p - start)
                    kind = isKeyword ? .keyword : .identifier
                } else {
                    kind = keywords.contains(base + start, p - start) ? .keyword : .identifier
                }
            } else if let single = punctuation[Int(c)], depth == 0 || (c != UInt8(ascii: "(") && c != UInt8(ascii: ")")) {
                // Inside an interpolation, parentheses count towards its end: `lexCodeToken`.
                p += 1
                kind = single
            } else if c == UInt8(ascii: "."), p + 1 == count
                        || (base[p + 1] < 0x80 && classes[Int(base[p + 1])] & CharacterClass.operatorOrPeriod == 0) {
                // A `.` not followed by an operator character or `.` is a period, as `lexOperator` finds.
                p += 1
                kind = .period
            } else if depth == 0, c == 0x0A || c == 0x0D {
                // (Inside an interpolation, a newline may end a single-line string: `lexCodeToken`.)
                p += (c == 0x0D && p + 1 < count && base[p + 1] == 0x0A) ? 2 : 1
                kind = .newline
            } else {
                pos = p
                tokenCount = written
                lexCodeToken()
                p = pos
                slots = self.slots
                written = tokenCount
                capacity = self.capacity
                if frames.count != depth || (depth > 0 && !frames[depth - 1].inInterpolation) { return }
                continue
            }
            // Each branch above consumed at least one byte.
            if p &- start > longest {
                // Only a run of whitespace or a name of over 16 MiB gets here.
                tokenCount = written
                emitPieces(kind, start, p)
                slots = self.slots
                written = tokenCount
                capacity = self.capacity
                continue
            }
            (slots + written).initialize(to: Token(kind: kind, start: start, checkedEnd: p))
            written += 1
        }
        pos = p
        tokenCount = written
    }

    /// Lexes one token of code. It handles every kind of token, so it is correct on its own, but
    /// `lexCode` calls it only for those it does not lex itself; out of line, so that `lexCode`'s
    /// loop stays small.
    @inline(never)
    private mutating func lexCodeToken() {
        let start = pos
        let c = base[pos]
        switch c {
        case 0x20, 0x09, 0x0B, 0x0C:
            pos += 1
            while pos < count, classes[Int(base[pos])] & CharacterClass.whitespace != 0 { pos += 1 }
            emit(.whitespace, start, pos)
        case 0x0A, 0x0D:
            pos += (c == 0x0D && peek(1) == 0x0A) ? 2 : 1
            emit(.newline, start, pos)
            // A single-line string's interpolation cannot span lines.
            if let top = frames.last, top.inInterpolation, !top.multiline {
                diagnose(top.literalStart, "unterminated string literal")
                frames.removeLast()
            }
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexStringStart(pounds: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"):
            pos += 1
            emit(.atSign, start, pos)
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            pos += 1
            while pos < count, let width = identifierContinuationWidth(at: pos) { pos += width }
            emit(.identifier, start, pos)
        case UInt8(ascii: "("):
            if frames.last?.inInterpolation == true { frames[frames.count - 1].parenDepth += 1 }
            pos += 1
            emit(.leftParen, start, pos)
        case UInt8(ascii: ")"):
            pos += 1
            emit(.rightParen, start, pos)
            if let top = frames.last, top.inInterpolation {
                if top.parenDepth == 0 {
                    frames[frames.count - 1].inInterpolation = false
                } else {
                    frames[frames.count - 1].parenDepth -= 1
                }
            }
        case UInt8(ascii: "{"): pos += 1; emit(.leftBrace, start, pos)
        case UInt8(ascii: "}"): pos += 1; emit(.rightBrace, start, pos)
        case UInt8(ascii: "["): pos += 1; emit(.leftSquare, start, pos)
        case UInt8(ascii: "]"): pos += 1; emit(.rightSquare, start, pos)
        case UInt8(ascii: ","): pos += 1; emit(.comma, start, pos)
        case UInt8(ascii: ":"): pos += 1; emit(.colon, start, pos)
        case UInt8(ascii: ";"): pos += 1; emit(.semicolon, start, pos)
        case UInt8(ascii: "\\"): pos += 1; emit(.backslash, start, pos)
        case UInt8(ascii: "/"):
            let next = peek(1)
            if next == UInt8(ascii: "/") {
                lexLineComment()
            } else if next == UInt8(ascii: "*") {
                lexBlockComment()
            } else if !lexBareRegex() {
                lexOperator()
            }
        case UInt8(ascii: "!") where isLeftBound(start), UInt8(ascii: "?") where isLeftBound(start):
            // A left-bound `!` or `?` is a postfix operator on its own, as in swift-syntax:
            // `Int?>` is `?` `>`, `a!=b` is `!` `=`.
            pos += 1
            emit(.operator, start, pos)
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
             UInt8(ascii: "?"), UInt8(ascii: "."):
            lexOperator()
        case 0x80...0xFF:
            lexNonASCII()
        default:
            // NUL, other control characters, `'`: not Swift.
            lexInvalid(start, width: 1, message: invalidMessage(for: c))
        }
    }

    /// Whether the byte before `index` binds an operator on its left (swift-syntax's rule):
    /// not at the start of the file, nor after whitespace, `(`, `[`, `{`, `,`, `;`, `:`, NUL,
    /// the end of a block comment or a no-break space.
    private func isLeftBound(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        switch base[index - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(index >= 2 && base[index - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(index >= 2 && base[index - 2] == 0xC2)
        default:
            return true
        }
    }

    private func invalidMessage(for c: UInt8) -> String {
        switch c {
        case 0: return "nul character in source"
        case UInt8(ascii: "'"): return "single-quoted string literal is not Swift"
        default: return "invalid character in source"
        }
    }

    /// Emits `width` bytes as `.invalid`, merging with an `.invalid` token just before it.
    private mutating func lexInvalid(_ start: Int, width: Int, message: String) {
        pos = start + width
        if tokenCount > 0, slots[tokenCount - 1].kind == .invalid, Int(slots[tokenCount - 1].end) == start {
            // One run, one diagnostic: a run longer than a token can describe goes on in a new
            // `.invalid` token without a second diagnostic.
            if pos - Int(slots[tokenCount - 1].start) <= Token.maximumLength {
                slots[tokenCount - 1].end = UInt32(truncatingIfNeeded: pos)
            } else {
                emit(.invalid, start, pos)
            }
            return
        }
        diagnose(start, message)
        emit(.invalid, start, pos)
    }

    // MARK: Identifiers and keywords

    @inline(__always)
    private mutating func lexIdentifier() {
        let start = pos
        pos += 1
        while pos < count {
            let d = base[pos]
            if isASCIIIdentifierContinuation(d) {
                pos += 1
            } else if d >= 0x80, let width = identifierContinuationWidth(at: pos) {
                pos += width
            } else {
                break
            }
        }
        emit(keywords.contains(base + start, pos - start) ? .keyword : .identifier, start, pos)
    }

    @inline(__always)
    private func isASCIIIdentifierContinuation(_ d: UInt8) -> Bool {
        classes[Int(d)] & CharacterClass.identifier != 0
    }

    /// The first index from `index` on (or `count`) that is not an ASCII identifier character
    /// `[A-Za-z0-9_]`.
    ///
    /// Eight bytes at a time while eight remain: the end of a name is then found by arithmetic,
    /// not by a loop branch that mispredicts once per name (names average ten bytes).
    @inline(__always)
    private static func endOfASCIIIdentifierCharacters(
        _ base: UnsafePointer<UInt8>, from index: Int, _ count: Int, _ classes: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var p = index
        while p &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
            let others = ~SWAR.asciiIdentifierBytes(word) & SWAR.high
            if others != 0 { return p &+ others.trailingZeroBitCount >> 3 }
            p &+= 8
        }
        while p < count, classes[Int(base[p])] & CharacterClass.identifier != 0 { p &+= 1 }
        return p
    }

    /// The first index from `index` on (or `count`) that is not whitespace other than a newline.
    /// Runs of spaces are skipped eight bytes at a time while eight remain, as names are.
    @inline(__always)
    private static func endOfWhitespace(
        _ base: UnsafePointer<UInt8>, from index: Int, _ count: Int, _ classes: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var p = index
        while p &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
            let others = SWAR.bytes(of: word, otherThan: 0x20)
            if others != 0 {
                p &+= others.trailingZeroBitCount >> 3
                break
            }
            p &+= 8
        }
        // The rest of the input, or tabs and other whitespace after the spaces.
        while p < count, classes[Int(base[p])] & CharacterClass.whitespace != 0 { p &+= 1 }
        return p
    }

    /// The byte width of the identifier character at `index`, or nil if there is none.
    private func identifierContinuationWidth(at index: Int) -> Int? {
        let d = base[index]
        if d < 0x80 { return isASCIIIdentifierContinuation(d) ? 1 : nil }
        return Lexer.nonASCIIIdentifierWidth(base, index, count)
    }

    /// The byte width of the non-ASCII identifier character at `index`, or nil if there is none.
    /// Static, and out of line: called from `lexCode`'s loop, a method would copy `self` first.
    @inline(never)
    private static func nonASCIIIdentifierWidth(_ base: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> Int? {
        guard let (scalar, width) = UTF8Decoding.decode(base, index, count) else { return nil }
        return UnicodeClasses.isIdentifierCharacter(scalar) ? width : nil
    }

    private mutating func lexBacktickIdentifier() {
        let start = pos
        var scan = pos + 1
        while scan < count, base[scan] != UInt8(ascii: "`"), base[scan] != 0x0A, base[scan] != 0x0D { scan += 1 }
        if scan < count, base[scan] == UInt8(ascii: "`"), scan > start + 1 {
            pos = scan + 1
            emit(.identifier, start, pos)
        } else {
            lexInvalid(start, width: 1, message: "unterminated backtick identifier")
        }
    }

    private mutating func lexNonASCII() {
        let start = pos
        guard let (scalar, width) = UTF8Decoding.decode(base, pos, count) else {
            lexInvalid(start, width: 1, message: "invalid UTF-8 in source")
            return
        }
        if scalar == 0xA0 {
            // A no-break space (U+00A0, Option-Space, pasted text): whitespace, as swiftc reads it
            // (with a warning) and swift-syntax (trivia); a run of them is one token.
            pos += width
            while pos + 1 < count, base[pos] == 0xC2, base[pos + 1] == 0xA0 { pos += 2 }
            emit(.whitespace, start, pos)
        } else if UnicodeClasses.isOperatorHead(scalar) {
            lexOperator()
        } else if UnicodeClasses.isIdentifierHead(scalar) {
            pos += width
            while pos < count, let w = identifierContinuationWidth(at: pos) { pos += w }
            emit(.identifier, start, pos)
        } else {
            lexInvalid(start, width: width, message: "invalid character in source")
        }
    }

    // MARK: Numbers

    private mutating func lexNumber() {
        let start = pos
        var kind = TokenKind.integerLiteral
        let c1 = peek(1)
        if base[pos] == UInt8(ascii: "0"), c1 == UInt8(ascii: "x") || c1 == UInt8(ascii: "X") {
            pos += 2
            skip(while: Lexer.isHexDigitOrUnderscore)
            if peek() == UInt8(ascii: "."), Lexer.isHexDigit(peek(1)) {
                // A hex fraction only counts when a `p` exponent follows; otherwise `.` is a member access.
                let save = pos
                pos += 1
                skip(while: Lexer.isHexDigitOrUnderscore)
                if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") {
                    kind = .floatLiteral
                    lexExponent()
                } else {
                    pos = save
                }
            } else if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") {
                kind = .floatLiteral
                lexExponent()
            }
        } else if base[pos] == UInt8(ascii: "0"),
                  c1 == UInt8(ascii: "b") || c1 == UInt8(ascii: "o") {
            pos += 2
            skip(while: Lexer.isDecimalDigitOrUnderscore)
        } else {
            skip(while: Lexer.isDecimalDigitOrUnderscore)
            if peek() == UInt8(ascii: "."), Lexer.isDecimalDigit(peek(1)) {
                kind = .floatLiteral
                pos += 1
                skip(while: Lexer.isDecimalDigitOrUnderscore)
            }
            let e = peek()
            if e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                let sign = peek(1)
                if Lexer.isDecimalDigit(sign)
                    || ((sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")) && Lexer.isDecimalDigit(peek(2))) {
                    kind = .floatLiteral
                    lexExponent()
                }
            }
        }
        // Trailing identifier characters (`1abc`, `0b102`) stay part of the (invalid) literal.
        while pos < count, let width = identifierContinuationWidth(at: pos) { pos += width }
        emit(kind, start, pos)
    }

    /// Lexes `e`/`p`, an optional sign, and digits.
    private mutating func lexExponent() {
        pos += 1
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
        skip(while: Lexer.isDecimalDigitOrUnderscore)
    }

    @inline(__always) private mutating func skip(while predicate: (UInt8) -> Bool) {
        while pos < count, predicate(base[pos]) { pos += 1 }
    }

    private static func isDecimalDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private static func isDecimalDigitOrUnderscore(_ c: UInt8) -> Bool { isDecimalDigit(c) || c == UInt8(ascii: "_") }
    private static func isHexDigit(_ c: UInt8) -> Bool {
        isDecimalDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }
    private static func isHexDigitOrUnderscore(_ c: UInt8) -> Bool { isHexDigit(c) || c == UInt8(ascii: "_") }

    // MARK: Comments

    private mutating func lexLineComment() {
        let start = pos
        skipToEndOfLine()
        let isDoc = pos - start >= 3 && base[start + 2] == UInt8(ascii: "/") && (pos - start == 3 || base[start + 3] != UInt8(ascii: "/"))
        emit(isDoc ? .docLineComment : .lineComment, start, pos)
    }

    private mutating func lexBlockComment() {
        let start = pos
        pos += 2
        var depth = 1
        while pos < count {
            let c = base[pos]
            if c == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if c == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else {
                pos += 1
            }
        }
        if depth > 0 { diagnose(start, "unterminated block comment") }
        let isDoc = pos - start >= 5 && base[start + 2] == UInt8(ascii: "*") && base[start + 3] != UInt8(ascii: "*")
            && base[start + 3] != UInt8(ascii: "/")
        emit(isDoc ? .docBlockComment : .blockComment, start, pos)
    }

    // MARK: Operators

    private mutating func lexOperator() {
        let start = pos
        let dotted = base[pos] == UInt8(ascii: ".")
        while pos < count {
            let c = base[pos]
            if c == UInt8(ascii: "/"), pos > start, peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") {
                break  // a comment starts inside the operator
            }
            if c == UInt8(ascii: ".") {
                if !dotted { break }
                pos += 1
            } else if Lexer.isASCIIOperatorCharacter(c) {
                pos += 1
            } else if c >= 0x80, let (scalar, width) = UTF8Decoding.decode(base, pos, count),
                      pos == start ? UnicodeClasses.isOperatorHead(scalar) : UnicodeClasses.isOperatorCharacter(scalar) {
                pos += width
            } else {
                break
            }
        }
        emit(pos - start == 1 && dotted ? .period : .operator, start, pos)
    }

    private static func isASCIIOperatorCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    // MARK: Pound forms, raw strings, extended regexes

    private mutating func lexPound() {
        let start = pos
        var scan = pos
        while scan < count, base[scan] == UInt8(ascii: "#") { scan += 1 }
        let pounds = scan - start
        let next = byte(at: scan)
        if next == UInt8(ascii: "\"") {
            emit(.rawStringDelimiter, start, scan)
            pos = scan
            lexStringStart(pounds: pounds)
            return
        }
        if next == UInt8(ascii: "/") {
            if lexExtendedRegex(pounds: pounds) { return }
            // `#/` always opens an extended regex literal: one that is not closed (on its line,
            // or anywhere for a multi-line one) is not Swift. Lexed on as code, and said so.
            diagnose(start, "unterminated regex literal")
        }
        pos = start + 1
        if Lexer.isIdentifierHeadASCII(next) && pounds == 1 {
            var end = scan + 1
            while end < count, isASCIIIdentifierContinuation(base[end]) { end += 1 }
            if Keywords.isPoundKeyword(base + scan, end - scan) {
                pos = end
                emit(.poundKeyword, start, pos)
                return
            }
        }
        emit(.pound, start, pos)
    }

    private static func isIdentifierHeadASCII(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
    }

    // MARK: Regex literals

    /// Whether the last token lets an expression start here, so that `/` may open a regex.
    private func regexMayStart() -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote,
             .rawStringDelimiter, .regexSlash, .regexPoundDelimiter, .rightParen, .rightBrace, .rightSquare,
             .invalid:
            return false
        case .keyword:
            // After `func` or `operator` a `/` starts an operator's name, never a regex:
            // `static func /(lhs: V, rhs: Double) -> V { V(x: lhs.x/rhs) }`, `infix operator /^/`
            // (swift-syntax's lexer decides the same way).
            let start = base + Int(previous.start)
            if previous.length == 4, memcmp(start, "func", 4) == 0 { return false }
            if previous.length == 8, memcmp(start, "operator", 8) == 0 { return false }
            return !Keywords.isExpressionKeyword(start, previous.length)
        case .identifier:
            // `await /re/.firstMatch(in: s)`: `await` starts an expression (as in Swift 6, whose
            // parser reads the `/` there in context).
            // (Not a member named `await`: `job.await / 2`.)
            let start = Int(previous.start)
            return previous.length == 5 && memcmp(base + start, "await", 5) == 0 && (start == 0 || base[start - 1] != UInt8(ascii: "."))
        case .operator:
            // A postfix `!` or `?` ends an expression (`x! / 2`); any other operator expects one,
            // and so do a ternary `?` (not bound to what is before it: `c ? /a/ : /b/`) and the
            // `?` or `!` of `try?` and `try!`.
            let start = Int(previous.start), last = base[Int(previous.end) - 1]
            guard previous.length == 1, last == UInt8(ascii: "!") || last == UInt8(ascii: "?") else { return true }
            if !isLeftBound(start) { return true }
            return start >= 3 && memcmp(base + start - 3, "try", 3) == 0
                && (start == 3 || !(isASCIIIdentifierContinuation(base[start - 4]) || base[start - 4] >= 0x80))
        default:
            return true
        }
    }

    /// Lexes `/pattern/` if one starts here; returns false (consuming nothing) otherwise.
    private mutating func lexBareRegex() -> Bool {
        guard regexMayStart() else { return false }
        let start = pos
        let first = peek(1)
        // A bare regex may not start with whitespace, and `/=`-style operators stay operators.
        if first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D || first == 0 || first == UInt8(ascii: "=")
            || first == UInt8(ascii: ")") {
            return false
        }
        var scan = start + 1
        var inClass = 0
        while scan < count {
            let c = base[scan]
            if c == 0x0A || c == 0x0D { return false }
            if c == UInt8(ascii: "\\") {
                scan += 2
                continue
            }
            if c == UInt8(ascii: "[") { inClass += 1 }
            if c == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            if c == UInt8(ascii: "/"), inClass == 0 { break }
            scan += 1
        }
        guard scan < count, base[scan] == UInt8(ascii: "/") else { return false }
        let before = base[scan - 1]
        if before == 0x20 || before == 0x09 { return false }
        emit(.regexSlash, start, start + 1)
        emit(.regexPattern, start + 1, scan)
        emit(.regexSlash, scan, scan + 1)
        pos = scan + 1
        return true
    }

    /// Lexes `#/pattern/#` (any number of `#`); a newline right after the opening allows a
    /// multi-line pattern. Returns false (consuming nothing) if the literal is not closed.
    private mutating func lexExtendedRegex(pounds: Int) -> Bool {
        let start = pos
        let slash = start + pounds
        let multiline = byte(at: slash + 1) == 0x0A || byte(at: slash + 1) == 0x0D
        var scan = slash + 1
        while scan < count {
            let c = base[scan]
            if (c == 0x0A || c == 0x0D) && !multiline { return false }
            if c == UInt8(ascii: "\\") {
                scan += 2
                continue
            }
            if c == UInt8(ascii: "/") {
                var closing = 0
                while closing < pounds, byte(at: scan + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
                if closing == pounds { break }
            }
            scan += 1
        }
        guard scan < count else { return false }
        emit(.regexPoundDelimiter, start, slash)
        emit(.regexSlash, slash, slash + 1)
        if scan > slash + 1 { emit(.regexPattern, slash + 1, scan) }
        emit(.regexSlash, scan, scan + 1)
        emit(.regexPoundDelimiter, scan + 1, scan + 1 + pounds)
        pos = scan + 1 + pounds
        return true
    }

    // MARK: Strings

    private mutating func lexStringStart(pounds: Int) {
        let start = pos
        var multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        if multiline && pounds > 0 && rawStringClosesOnLine(from: pos + 3, pounds: pounds) {
            // `#"""#`, `#""""a""#`: a raw string closed on its own line is single-line.
            multiline = false
        }
        pos += multiline ? 3 : 1
        emit(multiline ? .multilineStringQuote : .stringQuote, start, pos)
        frames.append(StringFrame(multiline: multiline, pounds: pounds, literalStart: start - pounds))
        if multiline, pos < count, base[pos] == 0x0A || base[pos] == 0x0D {
            // The newline that must follow an opening `"""` is not part of the string: trivia,
            // as in swift-syntax.
            let newlineStart = pos
            pos += (base[pos] == 0x0D && peek(1) == 0x0A) ? 2 : 1
            emit(.newline, newlineStart, pos)
        }
    }

    /// Whether, from `index` to the end of the line, the pounds of a raw string close it: they
    /// follow `index` directly, or a `"` (swift-syntax's rule for `#"""`).
    private func rawStringClosesOnLine(from index: Int, pounds: Int) -> Bool {
        if hasPounds(from: index, pounds) { return true }
        var scan = index
        while scan < count, base[scan] != 0x0A, base[scan] != 0x0D {
            scan += 1
            if base[scan - 1] == UInt8(ascii: "\""), hasPounds(from: scan, pounds) { return true }
        }
        return false
    }

    /// Lexes string text up to an interpolation, the closing quote, or (single-line) the line end.
    private mutating func lexStringContent() {
        let frame = frames[frames.count - 1]
        var segmentStart = pos
        while pos < count {
            pos = Lexer.nextSpecialStringByte(base, from: pos, count)
            guard pos < count else { break }
            let c = base[pos]
            if c == UInt8(ascii: "\\") {
                let afterPounds = pos + 1 + frame.pounds
                if hasPounds(from: pos + 1, frame.pounds) {
                    if byte(at: afterPounds) == UInt8(ascii: "(") {
                        emitSegment(segmentStart, pos)
                        emit(.backslash, pos, pos + 1)
                        if frame.pounds > 0 { emit(.rawStringDelimiter, pos + 1, afterPounds) }
                        emit(.leftParen, afterPounds, afterPounds + 1)
                        pos = afterPounds + 1
                        frames[frames.count - 1].inInterpolation = true
                        frames[frames.count - 1].parenDepth = 0
                        return
                    }
                    pos = afterPounds
                    skipEscapedCharacter()
                } else {
                    pos += 1
                }
            } else if c == UInt8(ascii: "\"") {
                if frame.multiline {
                    if byte(at: pos + 1) == UInt8(ascii: "\""), byte(at: pos + 2) == UInt8(ascii: "\""),
                       hasPounds(from: pos + 3, frame.pounds) {
                        emitSegment(segmentStart, pos)
                        emit(.multilineStringQuote, pos, pos + 3)
                        closeString(pounds: frame.pounds, at: pos + 3)
                        return
                    }
                } else if hasPounds(from: pos + 1, frame.pounds) {
                    emitSegment(segmentStart, pos)
                    emit(.stringQuote, pos, pos + 1)
                    closeString(pounds: frame.pounds, at: pos + 1)
                    return
                }
                pos += 1
            } else if c == 0x0A || c == 0x0D {
                if !frame.multiline {
                    emitSegment(segmentStart, pos)
                    diagnose(frame.literalStart, "unterminated string literal")
                    frames.removeLast()
                    return
                }
                pos += (c == 0x0D && peek(1) == 0x0A) ? 2 : 1
                // Like swift-syntax, a multi-line string's segments end after each newline.
                emitSegment(segmentStart, pos)
                segmentStart = pos
            } else if c >= 0x80 {
                if let (_, width) = UTF8Decoding.decode(base, pos, count) {
                    pos += width
                } else {
                    emitSegment(segmentStart, pos)
                    lexInvalid(pos, width: 1, message: "invalid UTF-8 in string literal")
                    segmentStart = pos
                }
            } else if c == 0 {
                emitSegment(segmentStart, pos)
                lexInvalid(pos, width: 1, message: "nul character in string literal")
                segmentStart = pos
            } else {
                pos += 1
            }
        }
        emitSegment(segmentStart, pos)
    }

    /// From `index` on, the first byte that string text must look at (`\\`, `"`, CR, LF, NUL or a
    /// non-ASCII byte), or the index of the last few bytes, or `count`. Plain text is skipped
    /// eight bytes at a time; the caller's byte loop handles whatever is left.
    @inline(__always)
    private static func nextSpecialStringByte(_ base: UnsafePointer<UInt8>, from index: Int, _ count: Int) -> Int {
        var p = index
        while p &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
            let special = (word | SWAR.bytes(of: word, equalTo: UInt8(ascii: "\\")) | SWAR.bytes(of: word, equalTo: UInt8(ascii: "\""))
                | SWAR.bytes(of: word, equalTo: 0x0A) | SWAR.bytes(of: word, equalTo: 0x0D) | SWAR.bytes(of: word, equalTo: 0))
                & SWAR.high
            if special != 0 { return p &+ special.trailingZeroBitCount >> 3 }
            p &+= 8
        }
        return p
    }

    @inline(__always) private mutating func emitSegment(_ start: Int, _ end: Int) {
        if end > start { emit(.stringSegment, start, end) }
    }

    private func hasPounds(from index: Int, _ pounds: Int) -> Bool {
        var i = 0
        while i < pounds {
            if byte(at: index + i) != UInt8(ascii: "#") { return false }
            i += 1
        }
        return true
    }

    private mutating func closeString(pounds: Int, at index: Int) {
        if pounds > 0 { emit(.rawStringDelimiter, index, index + pounds) }
        pos = index + pounds
        frames.removeLast()
    }

    /// Skips the character after a backslash: one byte, or `u{…}`.
    private mutating func skipEscapedCharacter() {
        guard pos < count else { return }
        let c = base[pos]
        if c == UInt8(ascii: "u"), peek(1) == UInt8(ascii: "{") {
            var scan = pos + 2
            while scan < count, Lexer.isHexDigit(base[scan]) { scan += 1 }
            pos = (scan < count && base[scan] == UInt8(ascii: "}")) ? scan + 1 : scan
        } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c < 0x80 && c != 0x0A && c != 0x0D {
            pos += 1
        }
        // A line break after a backslash (LF, CR or CRLF alike) is left for the segment loop: it
        // ends a single-line string (unterminated) and continues a multi-line one.
    }
}

/// Byte-parallel tests on the eight bytes of a `UInt64` ("SIMD within a register"): each test
/// sets the high bit of every byte that passes it and clears all other bits. Additions never
/// carry from one byte into the next, because the high bits are cleared first.
enum SWAR {
    static let high: UInt64 = 0x8080_8080_8080_8080

    /// Whether the bytes are all below 0x80, eight at a time.
    @inline(__always) static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(start)
        let count = bytes.count
        var i = 0
        while i + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & high != 0 { return false }
            i += 8
        }
        while i < count {
            if start[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }

    /// Whether a string's UTF-8 is all ASCII, on its contiguous bytes: walking `utf8` through
    /// its index costs several times more.
    @inline(__always) static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isASCII) ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Every byte of the word set to `byte`.
    @inline(__always) static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

    /// Bytes in `low...high`, of a word whose bytes are all below 0x80.
    @inline(__always) static func bytes(of word: UInt64, in low: UInt8, _ high: UInt8) -> UInt64 {
        let atLeastLow = word &+ repeated(0x80 &- low)        // high bit set iff byte >= low
        let aboveHigh = word &+ repeated(0x7F &- high)        // high bit set iff byte > high
        return atLeastLow & ~aboveHigh & SWAR.high
    }

    /// Bytes other than `byte`, of any word.
    @inline(__always) static func bytes(of word: UInt64, otherThan byte: UInt8) -> UInt64 {
        let difference = word ^ repeated(byte)                // zero exactly where the byte matches
        return ((difference & ~high) &+ ~high | difference) & high
    }

    /// Bytes equal to `byte`, of any word.
    @inline(__always) static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        ~bytes(of: word, otherThan: byte) & high
    }

    /// The bytes `[A-Za-z0-9_]`.
    @inline(__always) static func asciiIdentifierBytes(_ word: UInt64) -> UInt64 {
        let ascii = ~word & high
        let low7 = word & ~high
        let letters = bytes(of: low7 | repeated(0x20), in: UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digits = bytes(of: low7, in: UInt8(ascii: "0"), UInt8(ascii: "9"))
        let underscores = bytes(of: low7, in: UInt8(ascii: "_"), UInt8(ascii: "_"))
        return (letters | digits | underscores) & ascii
    }
}

/// A 256-entry table of ASCII character classes, allocated once and never freed, so the lexer's
/// inner loops read it without reference counting.
enum CharacterClass {
    static let identifier: UInt8 = 1
    static let whitespace: UInt8 = 2
    static let identifierHead: UInt8 = 4
    /// `/ = - + ! * % < > & | ^ ~ ?` and `.`.
    static let operatorOrPeriod: UInt8 = 8

    nonisolated(unsafe) static let table: UnsafeMutablePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(c)] |= identifier }
        for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(c)] |= identifier }
        for c in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(c)] |= identifier }
        table[Int(UInt8(ascii: "_"))] |= identifier
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(c)] |= identifierHead }
        for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(c)] |= identifierHead }
        table[Int(UInt8(ascii: "_"))] |= identifierHead
        for c: UInt8 in [0x20, 0x09, 0x0B, 0x0C] { table[Int(c)] |= whitespace }
        for c in "/=-+!*%<>&|^~?.".utf8 { table[Int(c)] |= operatorOrPeriod }
        return table
    }()

    /// The kind of each byte that is a token on its own wherever it appears in code, nil for the others.
    nonisolated(unsafe) static let punctuationKinds: UnsafeMutablePointer<TokenKind?> = {
        let table = UnsafeMutablePointer<TokenKind?>.allocate(capacity: 256)
        table.initialize(repeating: nil, count: 256)
        let kinds: [(Character, TokenKind)] = [
            ("(", .leftParen), (")", .rightParen), ("{", .leftBrace), ("}", .rightBrace), ("[", .leftSquare),
            ("]", .rightSquare), (",", .comma), (":", .colon), (";", .semicolon), ("@", .atSign), ("\\", .backslash),
        ]
        for (character, kind) in kinds { table[Int(character.asciiValue!)] = kind }
        return table
    }()
}
