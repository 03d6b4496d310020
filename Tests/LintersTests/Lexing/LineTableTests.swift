import Testing
@testable import Linters

/// Line starts as swiftc counts lines: LF, CRLF and a lone CR each end one line. Files without
/// a CR take a `memchr` path; the others the byte loop: both must agree with the definition.
@Suite struct LineTableTests {
    @Test(arguments: [
        ("", [0]),
        ("a", [0]),
        ("a\n", [0, 2]),
        ("a\nbc\n\nd", [0, 2, 5, 6]),
        ("\n\n", [0, 1, 2]),
        ("a\r\nb", [0, 3]),
        ("a\rb\r", [0, 2, 4]),
        ("a\r\n\rb\nc", [0, 3, 4, 6]),
    ])
    func lineStarts(text: String, starts: [UInt32]) {
        #expect(LineTable(Array(text.utf8)).lineStarts == starts)
    }

    @Test func longFileWithoutCarriageReturns() {
        let text = String(repeating: "let x = 1 // é\n", count: 1000)
        let table = LineTable(Array(text.utf8))
        #expect(table.lineStarts.count == 1001)
        #expect(table.location(of: Array(text.utf8).count - 1) == SourceLocation(line: 1000, column: 16))
    }

    /// The eight-bytes-at-a-time search against the definition, on random text rich in LF and
    /// in the bytes next to it (0x09, 0x0B, 0x8A: a borrowing zero-byte test confuses them).
    @Test func lineFeedSearchAgreesWithTheDefinition() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x0B, 0x09, 0x8A, 0x00, 0x01, 0x61, 0xFF, 0x0A]
        for length in 0..<200 {
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            var expected: [UInt32] = [0]
            for (i, byte) in bytes.enumerated() where byte == 0x0A { expected.append(UInt32(i + 1)) }
            #expect(bytes.withUnsafeBufferPointer { LineTable.lineFeedLineStarts($0) } == expected, "\(bytes)")
        }
    }
}
