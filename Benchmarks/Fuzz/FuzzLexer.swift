// libFuzzer entry for archtool's lexer. Compiled together with
// Sources/Linters/Lexing/*.swift by run.sh (one module, no package), with
// -sanitize=fuzzer,address. It checks the lexer's guarantees on arbitrary bytes:
//   - lossless: tokens are nonempty, contiguous, start at 0 and end at the input's length
//     (so concatenating them reproduces the input);
//   - linear output: no more tokens than bytes;
//   - diagnostics point into the input;
//   - termination: libFuzzer's -timeout (set by run.sh) reports any input that hangs;
//   - memory safety: AddressSanitizer sees every read, because the lexer is handed
//     libFuzzer's own buffer, which ends exactly at the last byte.
// It also renders every token through TokenPrinter and the line table, as `inspect tokens` does,
// and checks that tokens released and lexed again (as the linter does after a scan) are the same.

@_cdecl("LLVMFuzzerTestOneInput")
public func lexerFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)
    let output = Lexer.tokenize(buffer)
    var position = 0
    for token in output.tokens {
        precondition(Int(token.start) == position, "gap or overlap at byte \(position): token \(token)")
        precondition(token.end > token.start, "empty token \(token)")
        position = Int(token.end)
    }
    precondition(position == size, "tokens end at \(position), input has \(size) bytes")
    precondition(output.tokens.count <= size, "more tokens than bytes")
    for diagnostic in output.diagnostics {
        precondition((0...size).contains(diagnostic.offset), "diagnostic outside the input: \(diagnostic)")
    }
    // Everything `archtool inspect tokens` does with the tokens.
    let file = SourceFile(path: "fuzz.swift", bytes: Array(buffer))
    precondition(file.tokens == output.tokens, "tokenize is not deterministic")
    _ = TokenPrinter.render(file, includeTrivia: true)
    // What the linter does once a file is scanned: release the tokens; a later look lexes again.
    file.releaseTokens()
    precondition(file.withTokens { $0 } == output.tokens, "a one-off look after release differs")
    precondition(file.tokens == output.tokens, "the tokens lexed again after release differ")
    return 0
}
