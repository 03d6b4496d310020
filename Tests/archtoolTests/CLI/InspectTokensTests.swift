import Foundation
import Testing

@Suite struct InspectTokensTests {
    @Test func printsOneTokenPerLineWithEscapedText() throws {
        let path = NSTemporaryDirectory() + "inspect-tokens-\(getpid()).swift"
        try Data("let s = \"a\\n\\(b)\" // c\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(runCLI(["inspect", "tokens", path]) == CLIResult(status: 0, out: #"""
            1:1 keyword "let"
            1:5 identifier "s"
            1:7 operator "="
            1:9 string-quote "\""
            1:10 string-segment "a\\n"
            1:13 backslash "\\"
            1:14 left-paren "("
            1:15 identifier "b"
            1:16 right-paren ")"
            1:17 string-quote "\""

            """#, err: ""))
        let withTrivia = runCLI(["inspect", "tokens", "--trivia", path]).out
        #expect(withTrivia.hasSuffix("1:18 whitespace \" \"\n1:19 line-comment \"// c\"\n1:23 newline \"\\n\"\n"))
    }

    @Test func reportsLexerErrorsAfterTheTokens() throws {
        let path = NSTemporaryDirectory() + "inspect-errors-\(getpid()).swift"
        try Data([0x78, 0x20, 0xFF, 0x0A, 0x22, 0x61]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(runCLI(["inspect", "tokens", path]).out == #"""
            1:1 identifier "x"
            1:3 invalid "\xFF"
            2:1 string-quote "\""
            2:2 string-segment "a"
            1:3 error "invalid UTF-8 in source"
            2:1 error "unterminated string literal"

            """#)
    }
}
