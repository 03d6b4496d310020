// lexer-oracle DIR... [--min-agreement PERCENT] [--quiet]
//
// Differential test of archtool's lexer against swift-syntax's context-free lexer
// (`SwiftParser.Lexer.tokenize`, SPI Testing). For every .swift file under the arguments it
// compares the non-trivia tokens of both: byte boundaries and coarse kind. Trivia (whitespace,
// newlines, comments, shebang, BOM) is not compared: swift-syntax attaches it to tokens, and
// archtool's trivia boundaries are covered by its own lossless guarantee.
//
// Coarse kinds:
//   name      identifiers, keywords, `$0`, `_`, backticked names, pound keywords (`#if`, `#available`)
//   literal   numbers and the pieces of string and regex literals (quotes, `#` delimiters,
//             segments, slashes, patterns)
//   punct     operators and punctuation, including `@`, `#` of a macro, `\`
//   other     anything the lexer calls invalid or unknown
//
// Normalisation (the two lexers differ only in granularity here; see README.md):
//   - adjacent string segments are merged into one, on both sides. swift-syntax ends a segment
//     after each `\n` or `\r` escape and around a line continuation (`\` before a newline, which it
//     makes trivia between two segments); archtool ends one only at a newline of a multi-line
//     string and at an interpolation. The merged piece spans the first segment's start to the last
//     one's end, so a line continuation's bytes fall inside it on both sides.
//   - swift-syntax's zero-length tokens (end of file, empty segments) are dropped: they have no
//     bytes to compare. An empty segment still merges first, so that a line continuation right
//     after an interpolation (`\(x)\` newline), which swift-syntax lexes as an empty segment plus
//     trivia, starts the merged segment at the `\` on both sides.
//
// Output: one line per file (`ok PATH N tokens`, or `MISMATCH PATH:LINE:COL agreeing/total tokens`
// followed by the first mismatching token of each side; --quiet prints only mismatches), then the
// totals. Exit 1 when the share of agreeing
// files is below --min-agreement (percent, default 100), 2 on a usage error.

import CorpusFiles
import Linters
@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Coarse: String {
    case name, literal, punct, other
}

struct Piece: Equatable {
    var start: Int
    var end: Int
    var coarse: Coarse
    /// The lexer's own kind name, for reports.
    var kind: String
    /// True for a string segment, which merges with an adjacent one.
    var isSegment = false
    static func == (a: Piece, b: Piece) -> Bool {
        a.start == b.start && a.end == b.end && a.coarse == b.coarse
    }
}

/// Appends `piece`, merging a string segment into a string segment just before it.
func appendMerging(_ piece: Piece, to pieces: inout [Piece]) {
    if piece.isSegment, let last = pieces.last, last.isSegment {
        pieces[pieces.count - 1].end = piece.end
        if !last.kind.hasSuffix("+") { pieces[pieces.count - 1].kind += "+" }  // marks a merged piece
    } else {
        pieces.append(piece)
    }
}

// MARK: - archtool

func coarse(_ kind: Linters.TokenKind) -> Coarse? {
    switch kind {
    case .whitespace, .newline, .lineComment, .docLineComment, .blockComment, .docBlockComment,
        .shebang, .byteOrderMark:
        return nil
    case .identifier, .keyword, .poundKeyword:
        return .name
    case .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote, .rawStringDelimiter,
        .stringSegment, .regexSlash, .regexPoundDelimiter, .regexPattern:
        return .literal
    case .pound, .atSign, .operator, .period, .leftParen, .rightParen, .leftBrace, .rightBrace,
        .leftSquare, .rightSquare, .comma, .colon, .semicolon, .backslash:
        return .punct
    case .invalid:
        return .other
    }
}

func archtoolPieces(_ bytes: [UInt8]) -> [Piece] {
    var pieces: [Piece] = []
    for token in Linters.Lexer.tokenize(bytes).tokens {
        guard let c = coarse(token.kind) else { continue }
        appendMerging(
            Piece(start: Int(token.start), end: Int(token.end), coarse: c, kind: token.kind.name,
                  isSegment: token.kind == .stringSegment), to: &pieces)
    }
    return pieces
}

// MARK: - swift-syntax

func coarse(_ kind: RawTokenKind) -> Coarse? {
    switch kind {
    case .endOfFile, .shebang:
        return nil
    case .identifier, .keyword, .dollarIdentifier, .wildcard,
        .poundAvailable, .poundUnavailable, .poundIf, .poundElseif, .poundElse, .poundEndif,
        .poundSourceLocation:
        return .name
    case .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote, .singleQuote,
        .rawStringPoundDelimiter, .stringSegment, .regexSlash, .regexPoundDelimiter,
        .regexLiteralPattern:
        return .literal
    case .arrow, .atSign, .backslash, .binaryOperator, .colon, .comma, .ellipsis, .equal,
        .exclamationMark, .infixQuestionMark, .leftAngle, .rightAngle, .leftBrace, .rightBrace,
        .leftParen, .rightParen, .leftSquare, .rightSquare, .period, .postfixOperator,
        .prefixOperator, .postfixQuestionMark, .prefixAmpersand, .semicolon, .pound:
        return .punct
    case .backtick, .unknown:
        return .other
    }
}

func swiftSyntaxPieces(_ bytes: [UInt8]) -> [Piece] {
    var pieces: [Piece] = []
    let tracker = UnsafeMutablePointer<LookaheadTracker>.allocate(capacity: 1)
    tracker.initialize(to: LookaheadTracker())
    defer { tracker.deinitialize(count: 1); tracker.deallocate() }
    bytes.withUnsafeBufferPointer { buffer in
        var offset = 0
        for lexeme in SwiftParser.Lexer.tokenize(buffer, from: 0, lookaheadTracker: tracker) {
            let start = offset + lexeme.leadingTriviaText.count
            let end = start + lexeme.tokenText.count
            offset += lexeme.byteLength
            if lexeme.rawTokenKind == .endOfFile { break }
            // Zero-length segments take part in merging (one stands before a line continuation
            // that directly follows an interpolation); zero-length pieces are dropped below.
            guard end > start || lexeme.rawTokenKind == .stringSegment, let c = coarse(lexeme.rawTokenKind) else {
                continue
            }
            appendMerging(
                Piece(start: start, end: end, coarse: c, kind: "\(lexeme.rawTokenKind)",
                      isSegment: lexeme.rawTokenKind == .stringSegment), to: &pieces)
        }
    }
    return pieces.filter { $0.end > $0.start }
}

// MARK: - Comparison

/// 1-based line and UTF-8 column of `offset`; CR, LF and CRLF each end one line.
func lineColumn(_ bytes: [UInt8], _ offset: Int) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    var i = 0
    while i < offset && i < bytes.count {
        if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
            line += 1
            lineStart = i + 1
        }
        i += 1
    }
    return (line, offset - lineStart + 1)
}

func lineColumnText(_ bytes: [UInt8], _ piece: Piece) -> String {
    let (line, column) = lineColumn(bytes, piece.start)
    return "\(line):\(column)"
}

func describe(_ piece: Piece?, _ bytes: [UInt8]) -> String {
    guard let piece else { return "<none>" }
    var text = String(decoding: bytes[piece.start..<min(piece.end, piece.start + 60)], as: UTF8.self)
    if piece.end - piece.start > 60 { text += "…" }
    let escaped = text.unicodeScalars.map { $0.escaped(asASCII: false) }.joined()
    return "\(piece.kind)/\(piece.coarse.rawValue) [\(piece.start),\(piece.end)) \"\(escaped)\""
}

struct FileResult {
    var oracleTokens: Int
    var agreeingTokens: Int
    var firstMismatch: (ours: Piece?, theirs: Piece?)?
    /// Every token of either side without an identical counterpart (for --all).
    var unmatchedOurs: [Piece] = []
    var unmatchedTheirs: [Piece] = []
}

func compare(ours: [Piece], theirs: [Piece]) -> FileResult {
    // Tokens agreeing: oracle tokens that archtool produced identically (same bytes, same coarse
    // kind). Both lists are sorted by start and non-overlapping, so a merge walk finds them.
    var agreeing = 0
    var i = 0
    var j = 0
    var unmatchedOurs: [Piece] = []
    var unmatchedTheirs: [Piece] = []
    while i < ours.count && j < theirs.count {
        if ours[i] == theirs[j] {
            agreeing += 1; i += 1; j += 1
        } else if ours[i].start < theirs[j].start || (ours[i].start == theirs[j].start && ours[i].end < theirs[j].end) {
            unmatchedOurs.append(ours[i]); i += 1
        } else {
            unmatchedTheirs.append(theirs[j]); j += 1
        }
    }
    unmatchedOurs += ours[i...]
    unmatchedTheirs += theirs[j...]
    var first: (Piece?, Piece?)?
    if agreeing != theirs.count || ours.count != theirs.count {
        var k = 0
        while k < ours.count && k < theirs.count && ours[k] == theirs[k] { k += 1 }
        first = (k < ours.count ? ours[k] : nil, k < theirs.count ? theirs[k] : nil)
    }
    return FileResult(
        oracleTokens: theirs.count, agreeingTokens: agreeing, firstMismatch: first,
        unmatchedOurs: unmatchedOurs, unmatchedTheirs: unmatchedTheirs)
}

// MARK: - Main

func usage() -> Never {
    printError("""
        usage: lexer-oracle DIR... [--min-agreement PERCENT] [--quiet] [--all]
               lexer-oracle --dump FILE
          --min-agreement P  exit 1 when fewer than P% of files agree (default 100)
          --quiet            print only disagreeing files and the totals
          --all              after each first mismatch, list every unmatched token of both sides
          --dump FILE        print both non-trivia token streams of FILE side by side
        """)
    exit(2)
}

/// Prints both token streams of one file, aligned on matching tokens.
func dump(_ path: String) -> Never {
    guard let bytes = CorpusFiles.read(path) else {
        printError("error: cannot read \(path)")
        exit(2)
    }
    let ours = archtoolPieces(bytes)
    let theirs = swiftSyntaxPieces(bytes)
    var i = 0
    var j = 0
    func pad(_ s: String) -> String { s.count >= 58 ? s + " " : s + String(repeating: " ", count: 58 - s.count) }
    print(pad("   archtool") + "swift-syntax")
    while i < ours.count || j < theirs.count {
        let a = i < ours.count ? ours[i] : nil
        let b = j < theirs.count ? theirs[j] : nil
        if let a, let b, a == b {
            print("   " + pad(describe(a, bytes)) + describe(b, bytes)); i += 1; j += 1
        } else if let a, b == nil || a.start < b!.start || (a.start == b!.start && a.end < b!.end) {
            print("!! " + pad(describe(a, bytes))); i += 1
        } else {
            print("!! " + pad("") + describe(b, bytes)); j += 1
        }
    }
    exit(ours == theirs ? 0 : 1)
}

var roots: [String] = []
var minAgreement = 100.0
var verbose = true
var listAll = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--min-agreement" || argument.hasPrefix("--min-agreement=") {
        let value = argument.contains("=") ? String(argument.split(separator: "=", maxSplits: 1)[1]) : arguments.popFirst()
        guard let value, let number = Double(value.hasSuffix("%") ? String(value.dropLast()) : value),
            (0...100).contains(number)
        else { usage() }
        minAgreement = number
    } else if argument == "--quiet" || argument == "-q" {
        verbose = false
    } else if argument == "--all" {
        listAll = true
    } else if argument == "--dump" {
        guard let path = arguments.popFirst() else { usage() }
        dump(path)
    } else if argument == "--help" || argument == "-h" {
        usage()
    } else if argument.hasPrefix("-") {
        usage()
    } else {
        roots.append(argument)
    }
}
if roots.isEmpty { usage() }

let files = CorpusFiles.requireSwiftFiles(under: roots)

var agreeingFiles = 0
var totalTokens = 0
var totalAgreeing = 0
var unreadable = 0
for path in files {
    guard let bytes = CorpusFiles.read(path) else {
        print("UNREADABLE \(path)")
        unreadable += 1
        continue
    }
    let result = compare(ours: archtoolPieces(bytes), theirs: swiftSyntaxPieces(bytes))
    totalTokens += result.oracleTokens
    totalAgreeing += result.agreeingTokens
    if let (ours, theirs) = result.firstMismatch {
        let offset = min(ours?.start ?? Int.max, theirs?.start ?? Int.max)
        let (line, column) = lineColumn(bytes, offset == Int.max ? bytes.count : offset)
        print("MISMATCH \(path):\(line):\(column)  \(result.agreeingTokens)/\(result.oracleTokens) tokens")
        print("  archtool:     \(describe(ours, bytes))")
        print("  swift-syntax: \(describe(theirs, bytes))")
        if listAll {
            for piece in result.unmatchedOurs { print("  - archtool:     \(lineColumnText(bytes, piece)) \(describe(piece, bytes))") }
            for piece in result.unmatchedTheirs { print("  - swift-syntax: \(lineColumnText(bytes, piece)) \(describe(piece, bytes))") }
        }
    } else {
        agreeingFiles += 1
        if verbose { print("ok \(path)  \(result.oracleTokens) tokens") }
    }
}

let fileShare = Double(agreeingFiles) / Double(files.count) * 100
let tokenShare = totalTokens == 0 ? 100 : Double(totalAgreeing) / Double(totalTokens) * 100
func percent(_ value: Double) -> String {
    let scaled = (value * 1000).rounded(.down) / 1000  // never round 99.9996 up to 100
    return String(scaled) + "%"
}
print("files agreeing:  \(agreeingFiles) / \(files.count) (\(percent(fileShare)))" + (unreadable > 0 ? ", \(unreadable) unreadable" : ""))
print("tokens agreeing: \(totalAgreeing) / \(totalTokens) (\(percent(tokenShare)))")
if fileShare < minAgreement {
    print("FAIL: file agreement \(percent(fileShare)) is below --min-agreement \(minAgreement)%")
    exit(1)
}
