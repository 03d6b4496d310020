import Testing
@testable import Linters

/// The word-at-a-time helpers of the lexer's fast paths, against their byte-by-byte definitions.
@Suite struct LexerWordTests {
    /// The eight bytes of `bytes` as a little-endian word.
    private func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    private func flags(_ result: UInt64) -> [Bool] {
        (0..<8).map { (result >> (8 * UInt64($0))) & 0xFF == 0x80 }
    }

    private func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    @Test func swarTestsEveryByteValueInEveryPosition() {
        // Each byte value next to each neighbour kind, in every position: carries between bytes
        // would show up as a wrong flag on the neighbour.
        for value in 0...255 {
            for filler: UInt8 in [UInt8(ascii: "x"), 0x20, 0x00, 0xFF, 0x80, 0x7F, UInt8(ascii: "_")] {
                for position in 0..<8 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = UInt8(value)
                    let w = word(bytes)
                    #expect(flags(SWAR.asciiIdentifierBytes(w)) == bytes.map(isIdentifierByte), "\(bytes)")
                    for target: UInt8 in [0x20, UInt8(ascii: "\\"), UInt8(ascii: "\""), 0x0A, 0x0D, 0x00, 0xFF] {
                        #expect(flags(SWAR.bytes(of: w, otherThan: target)) == bytes.map { $0 != target }, "\(bytes)")
                        #expect(flags(SWAR.bytes(of: w, equalTo: target)) == bytes.map { $0 == target }, "\(bytes)")
                    }
                }
            }
        }
    }

    @Test func keywordHashAgreesWithByteTable() {
        let hash = Keywords.reservedHash
        let table = Keywords.reservedTable
        var names = Keywords.reserved
        for keyword in Keywords.reserved {
            names += [keyword + "x", String(keyword.dropLast()), String(keyword.dropFirst()), "x" + keyword,
                      keyword.uppercased(), keyword + keyword, keyword + "é"]
        }
        names += ["a", "_x", "selfies", "precedencegroupX", "associatedtypes", "abcdefghijklmnopqrstuvwxyz"]
        for name in names {
            // The name, followed by name characters: the hash reads 16 bytes whatever the length.
            let bytes = Array(name.utf8) + Array(repeating: UInt8(ascii: "z"), count: 16)
            let length = name.utf8.count
            bytes.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                #expect(hash.contains(sixteenReadableBytesAt: base, length: length) == table.contains(base, length), "\(name)")
            }
        }
    }

    @Test func keywordsNearTheEndOfTheInputAreKeywords() {
        // The last 16 bytes of a file are looked up byte by byte; both paths agree.
        for keyword in Keywords.reserved {
            for source in ["\(keyword)", "x \(keyword)", String(repeating: "y ", count: 20) + keyword + String(repeating: " z", count: 20)] {
                let file = SourceFile(path: "t.swift", text: source)
                let kinds = file.tokens.filter { file.text(of: $0) == keyword }.map(\.kind)
                #expect(kinds == [.keyword], "\(source)")
            }
        }
    }
}
