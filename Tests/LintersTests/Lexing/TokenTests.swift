import Testing
@testable import Linters

/// A token packs its length and kind into one word: 8 bytes a token. Runs longer than a token
/// can describe are cut into several tokens of the same kind, and nothing is lost.
@Suite struct TokenTests {
    @Test func takesEightBytes() {
        #expect(MemoryLayout<Token>.stride == 8)
    }

    @Test func keepsEveryKindStartAndEnd() {
        for kind in TokenKind.allCases {
            var token = Token(kind: kind, start: 7, end: 7 + Token.maximumLength)
            #expect(token.kind == kind && token.start == 7 && Int(token.end) == 7 + Token.maximumLength)
            token.end = 9
            #expect(token.kind == kind && token.start == 7 && token.end == 9 && token.length == 2)
            token.kind = .identifier
            #expect(token.kind == .identifier && token.end == 9)
        }
    }

    /// A line comment, a run of spaces and a name, each one byte longer than a token can be.
    @Test(arguments: [("//", TokenKind.lineComment), (" ", .whitespace), ("a", .identifier)])
    func cutsRunsLongerThanATokenCanBe(prefix: String, kind: TokenKind) {
        let filler: UInt8 = prefix == " " ? 0x20 : UInt8(ascii: "a")
        var bytes = Array(prefix.utf8)
        bytes += [UInt8](repeating: filler, count: Token.maximumLength + 1 - bytes.count)
        bytes += Array("\nlet x = 1\n".utf8)
        let tokens = Lexer.tokenize(bytes).tokens
        #expect(tokens.prefix(2).map(\.kind) == [kind, kind])
        #expect(tokens[0].length == Token.maximumLength && tokens[1].length == 1)
        // Contiguous and covering the input exactly.
        #expect(tokens.first?.start == 0 && Int(tokens.last?.end ?? 0) == bytes.count)
        #expect(zip(tokens, tokens.dropFirst()).allSatisfy { $0.end == $1.start })
        #expect(tokens.dropFirst(2).filter { !$0.kind.isTrivia }.map(\.kind) == [.keyword, .identifier, .operator, .integerLiteral])
    }

    /// The lexer writes into the result array, sized for one token per three bytes; denser input
    /// (a token per byte here) moves to storage of its own, more than once, and loses nothing.
    @Test func denseInputOutgrowsTheEstimate() {
        let bytes = Array(String(repeating: "(", count: 5_000).utf8) + Array(String(repeating: ")", count: 5_000).utf8)
        let tokens = Lexer.tokenize(bytes).tokens
        #expect(tokens.count == 10_000)
        #expect(tokens.allSatisfy { $0.length == 1 })
        #expect(tokens.prefix(5_000).allSatisfy { $0.kind == .leftParen } && tokens.suffix(5_000).allSatisfy { $0.kind == .rightParen })
        #expect(zip(tokens.indices, tokens).allSatisfy { Int($1.start) == $0 })
    }

    /// The linter releases a file's tokens once it is scanned; a later look lexes again, and
    /// every copy of the `SourceFile` sees the same tokens as before.
    @Test func releasedTokensComeBackTheSame() {
        let file = SourceFile(path: "A.swift", text: "struct A {\n    /* b */ let c = \"d\\(e)\"\n}\n")
        let copy = file
        let tokens = file.tokens
        file.releaseTokens()
        #expect(copy.withTokens { $0 } == tokens)
        #expect(copy.tokens == tokens)
        #expect(file.tokens == tokens)
    }

    /// Inside `sharingRelexedTokens` (a rule's check) a released file's tokens lexed again are
    /// kept for the next looks, a few files at a time (8): each file still gets its own tokens,
    /// as they were, whichever files were looked at before it, and after the check too.
    @Test func relexedTokensAreSharedWithinARuleCheck() {
        let files = (0..<12).map { k in
            SourceFile(path: "F\(k).swift", text: String(repeating: "let v\(k) = \(k)\n", count: k + 1))
        }
        let tokens = files.map(\.tokens)
        for file in files { file.releaseTokens() }
        SourceFile.sharingRelexedTokens {
            for _ in 0..<2 {
                for (k, file) in files.enumerated() { #expect(file.withTokens { $0 } == tokens[k]) }
                for (k, file) in files.enumerated().reversed() { #expect(file.withTokens { $0 } == tokens[k]) }
            }
            #expect(files[0].withTokens { $0 } == tokens[0] && files[0].withTokens { $0 } == tokens[0])
        }
        #expect(zip(files, tokens).allSatisfy { file, tokens in file.withTokens { $0 } == tokens })
    }

    /// A run of invalid bytes longer than a token can be is two `.invalid` tokens but one
    /// problem: one diagnostic, at its start.
    @Test func aLongInvalidRunIsDiagnosedOnce() {
        let bytes = [UInt8](repeating: 0x01, count: Token.maximumLength + 10)
        let output = Lexer.tokenize(bytes)
        #expect(output.tokens.map(\.kind) == [.invalid, .invalid])
        #expect(output.tokens.map(\.length) == [Token.maximumLength, 10])
        #expect(output.diagnostics.map(\.offset) == [0])
    }
}
