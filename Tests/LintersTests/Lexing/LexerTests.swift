import Foundation
import Testing
@testable import Linters

/// `(kind, text)` of every non-trivia token.
private func lex(_ source: String) -> [String] {
    let file = SourceFile(path: "t.swift", text: source)
    return file.tokens.filter { !$0.kind.isTrivia }.map { "\($0.kind.name) \(file.text(of: $0))" }
}

private func reassembles(_ bytes: [UInt8]) -> Bool {
    let output = Lexer.tokenize(bytes)
    var offset = 0
    for token in output.tokens {
        if Int(token.start) != offset || token.end <= token.start { return false }
        offset = Int(token.end)
    }
    return offset == bytes.count
}

@Suite struct LexerTests {
    @Test func identifiersKeywordsAndAttributes() {
        #expect(lex("@MainActor final class A: B<Int> {}") == [
            "at-sign @", "identifier MainActor", "identifier final", "keyword class", "identifier A",
            "colon :", "identifier B", "operator <", "identifier Int", "operator >", "left-brace {",
            "right-brace }",
        ])
        #expect(lex("`class` $0 $name _ café 😀x") == [
            "identifier `class`", "identifier $0", "identifier $name", "keyword _", "identifier café",
            "identifier 😀x",
        ])
    }

    @Test func poundForms() {
        #expect(lex("#if os(iOS)\n#elseif DEBUG\n#else\n#endif") == [
            "pound-keyword #if", "identifier os", "left-paren (", "identifier iOS", "right-paren )",
            "pound-keyword #elseif", "identifier DEBUG", "pound-keyword #else", "pound-keyword #endif",
        ])
        #expect(lex("#Preview { } #selector(f) #available(iOS 17, *)") == [
            "pound #", "identifier Preview", "left-brace {", "right-brace }", "pound #", "identifier selector",
            "left-paren (", "identifier f", "right-paren )", "pound-keyword #available", "left-paren (",
            "identifier iOS", "integer 17", "comma ,", "operator *", "right-paren )",
        ])
    }

    @Test(arguments: [
        ("0b1010", "integer"), ("0o17", "integer"), ("0xFF_FF", "integer"), ("1_000_000", "integer"),
        ("1.5", "float"), ("1e10", "float"), ("1.5E-3", "float"), ("0x1p-3", "float"), ("0x1.8p3", "float"),
    ])
    func numbers(source: String, kind: String) {
        #expect(lex(source) == ["\(kind) \(source)"])
    }

    @Test func numberFollowedByMemberOrRange() {
        #expect(lex("1..<5") == ["integer 1", "operator ..<", "integer 5"])
        #expect(lex("0xFF.description") == ["integer 0xFF", "period .", "identifier description"])
    }

    @Test func operatorsAndPunctuation() {
        #expect(lex("a?.b!.c ?? d") == [
            "identifier a", "operator ?", "period .", "identifier b", "operator !", "period .",
            "identifier c", "operator ??", "identifier d",
        ])
        #expect(lex("x = -y &+ z ... w") == [
            "identifier x", "operator =", "operator -", "identifier y", "operator &+", "identifier z",
            "operator ...", "identifier w",
        ])
        // A left-bound `?` or `!` is a postfix operator of its own, as in swift-syntax.
        #expect(lex("Array<Int?>") == ["identifier Array", "operator <", "identifier Int", "operator ?", "operator >"])
        #expect(lex("a!=b") == ["identifier a", "operator !", "operator =", "identifier b"])
        #expect(lex("a != b") == ["identifier a", "operator !=", "identifier b"])
        #expect(lex("a+/*c*/b") == ["identifier a", "operator +", "identifier b"])
        #expect(lex("\\Foo.bar") == ["backslash \\", "identifier Foo", "period .", "identifier bar"])
    }

    @Test func stringInterpolationIsCode() {
        #expect(lex(#""a\(b)c""#) == [
            "string-quote \"", "string-segment a", "backslash \\", "left-paren (", "identifier b",
            "right-paren )", "string-segment c", "string-quote \"",
        ])
        // A string inside an interpolation inside a string, and a closure with parentheses.
        #expect(lex(#""\(f("\(x)") { (y) in y })""#) == [
            "string-quote \"", "backslash \\", "left-paren (", "identifier f", "left-paren (",
            "string-quote \"", "backslash \\", "left-paren (", "identifier x", "right-paren )",
            "string-quote \"", "right-paren )", "left-brace {", "left-paren (", "identifier y",
            "right-paren )", "keyword in", "identifier y", "right-brace }", "right-paren )", "string-quote \"",
        ])
    }

    @Test func rawAndMultilineStrings() {
        #expect(lex(##"#"a"b\(c)\#(d)"#"##) == [
            "raw-string-delimiter #", "string-quote \"", "string-segment a\"b\\(c)", "backslash \\",
            "raw-string-delimiter #", "left-paren (", "identifier d", "right-paren )", "string-quote \"",
            "raw-string-delimiter #",
        ])
        #expect(lex("\"\"\"\n  a \"quoted\"\n  \\(x)\n  \"\"\"") == [
            "multiline-string-quote \"\"\"", "string-segment   a \"quoted\"\n",
            "string-segment   ", "backslash \\", "left-paren (", "identifier x", "right-paren )",
            "string-segment \n", "string-segment   ", "multiline-string-quote \"\"\"",
        ])
        // `#"""#` opens a single-line raw string when its closing delimiter is on the same line.
        #expect(lex(##"let q = #"""#"##) == [
            "keyword let", "identifier q", "operator =", "raw-string-delimiter #", "string-quote \"",
            "string-segment \"", "string-quote \"", "raw-string-delimiter #",
        ])
        #expect(lex(#""\u{1F600}\"\\""#) == ["string-quote \"", #"string-segment \u{1F600}\"\\"#, "string-quote \""])
    }

    @Test func regexLiterals() {
        #expect(lex("let r = /a+b/") == [
            "keyword let", "identifier r", "operator =", "regex-slash /", "regex-pattern a+b", "regex-slash /",
        ])
        #expect(lex("x = a / b / c") == [
            "identifier x", "operator =", "identifier a", "operator /", "identifier b", "operator /", "identifier c",
        ])
        #expect(lex("#/a/b/#") == [
            "regex-pound-delimiter #", "regex-slash /", "regex-pattern a/b", "regex-slash /", "regex-pound-delimiter #",
        ])
        #expect(lex("f(/ x/)").contains("regex-slash /") == false)
        // Where an expression starts: after a ternary `?`, `try?`, `try!` and `await` (Swift 6
        // parses each as a regex); not after a postfix `?` or `!`, which end one.
        #expect(lex("c ? /a|b/ : /c/").filter { $0 == "regex-pattern a|b" || $0 == "regex-pattern c" }.count == 2)
        #expect(lex("let m = try? /a: (w+)/.m").contains("regex-pattern a: (w+)"))
        #expect(lex("let m = try! /a/.m").contains("regex-pattern a"))
        #expect(lex(#"let m = await /"/.m(s); let u = 1"#).contains(#"regex-pattern ""#))
        #expect(lex("let q = x? /a/ b").contains("regex-slash /") == false)
        #expect(lex("let q = x! /a/ b").contains("regex-slash /") == false)
        #expect(lex("let q = retry? /a/ b").contains("regex-slash /") == false)
        #expect(lex("let q = awaits /a/ b").contains("regex-slash /") == false)
        #expect(lex("let q = job.await/2 + p.split(separator: \"/\")").contains("regex-slash /") == false)
        // After `func` and `operator`, a `/` starts an operator's name (as swift-syntax lexes it).
        #expect(lex("static func /(l: P, r: Double) -> P { P(x: l.x/r) }").filter { $0.hasPrefix("regex") }.isEmpty)
        #expect(lex("static func /(l: P, r: Double) -> P { P(x: l.x/r) }").prefix(4)
            == ["keyword static", "keyword func", "operator /", "left-paren ("])
        #expect(lex("infix operator /^/") == ["identifier infix", "keyword operator", "operator /^/"])
        #expect(lex("return /a/").contains("regex-pattern a"))
        // `#/` always opens an extended regex: unclosed on its line (or, multi-line, anywhere), it is said so.
        let open = SourceFile(path: "t.swift", text: "let r = #/abc\nlet x = 1")
        #expect(open.diagnostics.map(\.message) == ["unterminated regex literal"])
        #expect(open.diagnostics.map { open.lines.location(of: $0.offset).description } == ["1:9"])
        #expect(SourceFile(path: "t.swift", text: "let r = #/\nabc\n").diagnostics.map(\.message) == ["unterminated regex literal"])
        #expect(SourceFile(path: "t.swift", text: "let r = #/\nabc\n/#").diagnostics.isEmpty)
    }

    @Test func commentsAreTrivia() {
        let file = SourceFile(path: "t.swift", text: "/// doc\n// line\n/* a /* nested */ b */ x /** d */")
        #expect(file.tokens.map(\.kind.name) == [
            "doc-line-comment", "newline", "line-comment", "newline", "block-comment", "whitespace", "identifier",
            "whitespace", "doc-block-comment",
        ])
        #expect(lex("/* a /* nested */ class */ x") == ["identifier x"])
    }

    @Test func shebangAndByteOrderMark() {
        let file = SourceFile(path: "t.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nx".utf8))
        #expect(file.tokens.map(\.kind.name) == ["byte-order-mark", "shebang", "newline", "identifier"])
    }

    @Test func positionsAreUTF8ColumnsAndEveryLineEndingCounts() {
        let file = SourceFile(path: "t.swift", text: "😀 a\r\nb\rc\nd")
        let locations = file.tokens.filter { $0.kind == .identifier }.map { file.location(of: $0).description }
        #expect(locations == ["1:1", "1:6", "2:1", "3:1", "4:1"])
    }

    @Test func recoversFromBadInput() {
        let file = SourceFile(path: "t.swift", bytes: Array("let s = \"abc\nlet x = 1".utf8) + [0xFF, 0x00] + Array(" /* open".utf8))
        #expect(file.diagnostics.map(\.message) == [
            "unterminated string literal", "invalid UTF-8 in source", "unterminated block comment",
        ])
        #expect(file.diagnostics.map { file.lines.location(of: $0.offset).description } == ["1:9", "2:10", "2:13"])
        #expect(lex("let x = 1") == ["keyword let", "identifier x", "operator =", "integer 1"])
        #expect(reassembles(file.bytes))
    }

    @Test func unterminatedInterpolationAndMultilineString() {
        let file = SourceFile(path: "t.swift", text: "let a = \"\\(b\nlet c = \"\"\"\nnever closed")
        #expect(file.diagnostics.map(\.message) == ["unterminated string literal", "unterminated string literal"])
        #expect(reassembles(file.bytes))
    }

    /// An unterminated raw string is reported where the literal starts, at its first `#`, as
    /// swiftc does and as an unterminated `#/` regex is; a plain string at its quote.
    @Test func unterminatedRawStringIsReportedAtItsFirstPound() {
        for text in ["let s = #\"abc\n", "let s = ##\"\"\"\nabc\n", "let s = #\"\\#(a\nlet x = 1", "let s = \"abc\n"] {
            let file = SourceFile(path: "t.swift", text: text)
            #expect(file.diagnostics.map(\.message) == ["unterminated string literal"], "\(text)")
            #expect(file.diagnostics.map { file.lines.location(of: $0.offset).description } == ["1:9"], "\(text)")
        }
    }

    /// A backslash before a line break in a single-line string ends the string there, whether
    /// the break is LF, CR or CRLF (review 31a item 3: with CRLF it ran on through the next
    /// line); in a multi-line string it continues the line, and the segment ends after it.
    @Test func aBackslashBeforeAnyLineBreakEndsASingleLineString() {
        for lineBreak in ["\n", "\r", "\r\n"] {
            let file = SourceFile(path: "t.swift", text: "let s = \"a\\" + lineBreak + "print(1) // \"" + lineBreak)
            #expect(file.diagnostics.map(\.message) == ["unterminated string literal"])
            #expect(lex("let s = \"a\\" + lineBreak + "print(1) // \"").suffix(4) == [
                "identifier print", "left-paren (", "integer 1", "right-paren )",
            ])
            let multiline = SourceFile(path: "t.swift", text: "let s = \"\"\"" + lineBreak + "a\\" + lineBreak + "b" + lineBreak + "\"\"\"")
            #expect(multiline.diagnostics.isEmpty)
            #expect(multiline.tokens.filter { $0.kind == .stringSegment }.map { multiline.text(of: $0) }
                == ["a\\" + lineBreak, "b" + lineBreak])
        }
    }

    /// A no-break space (U+00A0) between tokens is whitespace, as swiftc (with a warning) and
    /// swift-syntax (trivia) read it: no diagnostic (review 31a item 2: "invalid character");
    /// in a string or a comment it is text, as before.
    @Test func aNoBreakSpaceIsWhitespace() {
        let file = SourceFile(path: "t.swift", text: "let x\u{A0}\u{A0}= 1\u{A0}+\u{A0}2 // a\u{A0}b\nlet s = \"a\u{A0}b\"")
        #expect(file.diagnostics.isEmpty)
        #expect(lex("let x\u{A0}\u{A0}= 1\u{A0}+\u{A0}2") == ["keyword let", "identifier x", "operator =", "integer 1", "operator +", "integer 2"])
        #expect(file.tokens.filter { $0.kind == .whitespace }.map { file.text(of: $0) }.contains("\u{A0}\u{A0}"))
        #expect(reassembles(file.bytes))
    }

    @Test func losslessOnThisRepositorysSwiftFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in ["Sources", "Tests", "Templates"] {
            let walker = FileManager.default.enumerator(atPath: root.path + "/" + folder)
            while let next = walker?.nextObject() as? String {
                guard next.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root.path + "/" + folder + "/" + next) else { continue }
                #expect(reassembles(Array(data)), "not lossless: \(folder)/\(next)")
                checked += 1
            }
        }
        #expect(checked > 200)
    }

    @Test func aTokenPerByteGrowsTheStorage() {
        // One token per byte is three times the storage reserved up front.
        let bytes = Array(String(repeating: "(", count: 5000).utf8)
        #expect(Lexer.tokenize(bytes).tokens.count == 5000)
        #expect(reassembles(bytes))
    }

    @Test func losslessOnRandomBytes() {
        var generator = SplitMix(seed: 42)
        let alphabet = Array("\"#\\()/*{}`'$@ \n\r\tabc0x1._=<>+-?!\u{0}".utf8) + [0xC3, 0xA9, 0xFF, 0xE2, 0x82]
        for _ in 0..<3000 {
            let length = Int(generator.next() % 64)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            #expect(reassembles(bytes), "not lossless: \(bytes)")
        }
    }
}

/// A small deterministic random number generator for property tests.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
