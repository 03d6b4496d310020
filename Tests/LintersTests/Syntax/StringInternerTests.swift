import Testing
@testable import Linters

/// The interner returns what `String(decoding:as:)` returns, for any bytes, and shares one string
/// per distinct long text.
@Suite struct StringInternerTests {
    func decode(_ bytes: [UInt8], with interner: inout StringInterner) -> String {
        bytes.withUnsafeBufferPointer { interner.string($0) }
    }

    @Test func agreesWithDecodingThroughGrowth() {
        var interner = StringInterner()
        // 300 distinct long texts (the table grows past 64, 128 and 256 slots), each asked for twice,
        // plus short ones and invalid UTF-8 (a lone continuation byte, a truncated sequence).
        var texts: [[UInt8]] = (0..<300).map { Array("someRatherLongIdentifier\($0)".utf8) }
        texts += [Array("short".utf8), Array("x".utf8), []]
        texts += [Array("validPrefixThenBad".utf8) + [0x80], Array("validPrefixThenBad".utf8) + [0xE2, 0x82],
                  Array("validPrefixThenBad".utf8) + [0xC3], Array("caf\u{E9}AndMoreLetters".utf8)]
        for _ in 0..<2 {
            for bytes in texts {
                let expected = String(decoding: bytes, as: UTF8.self)
                let got = decode(bytes, with: &interner)
                #expect(got == expected && Array(got.utf8) == Array(expected.utf8))
            }
        }
    }

    @Test func textsThatDifferOnlyAtTheEndStayApart() {
        var interner = StringInterner()
        let a = decode(Array("aVeryLongNameEndingInA".utf8), with: &interner)
        let b = decode(Array("aVeryLongNameEndingInB".utf8), with: &interner)
        let c = decode(Array("aVeryLongNameEndingIn".utf8), with: &interner)
        #expect([a, b, c] == ["aVeryLongNameEndingInA", "aVeryLongNameEndingInB", "aVeryLongNameEndingIn"])
    }
}
