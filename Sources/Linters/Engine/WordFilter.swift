/// Which names a file may contain: a Bloom filter (8,192 bits, three probes) of the text of every
/// identifier and keyword token of the file, interpolations included (backticks dropped, and
/// `$x` also as `x`). A rule whose findings all land on a name it knows in advance
/// (`NavigationLink`, the types of a layer, `.live`) reads the code of a skimmed file only when
/// the filter says the file may contain one: "no" is always right, "maybe" sometimes wrong.
struct WordFilter: Sendable {
    private static let wordCount = 128
    private var bits: [UInt64]

    /// Made from the file's tokens (read once, while the scanner has them).
    init(_ file: SourceFile) {
        var bits = [UInt64](repeating: 0, count: Self.wordCount)
        let tokens = file.tokens
        file.bytes.withUnsafeBufferPointer { bytes in
            bits.withUnsafeMutableBufferPointer { bits in
                for token in tokens where token.kind == .identifier || token.kind == .keyword {
                    var start = Int(token.start), end = Int(token.end)
                    if bytes[start] == UInt8(ascii: "`"), end - start >= 2, bytes[end - 1] == UInt8(ascii: "`") {
                        start += 1
                        end -= 1
                    }
                    Self.insert(Self.hash(bytes, start, end), into: bits)
                    if bytes[start] == UInt8(ascii: "$"), end - start >= 2 { Self.insert(Self.hash(bytes, start + 1, end), into: bits) }
                }
            }
        }
        self.bits = bits
    }

    /// Words to look for in many files, hashed once.
    struct Query: Sendable {
        fileprivate var hashes: [UInt64] = []
        /// A word with non-ASCII characters is in every file: Swift compares names by canonical
        /// equivalence, which the bytes do not show.
        fileprivate var matchesEveryFile = false

        init(_ words: Set<String>) {
            for word in words.sorted() {
                var word = word
                word.withUTF8 { bytes in
                    if bytes.isEmpty || !bytes.allSatisfy({ $0 < 0x80 }) {
                        matchesEveryFile = true
                    } else {
                        hashes.append(WordFilter.hash(bytes, 0, bytes.count))
                    }
                }
            }
        }
    }

    /// Whether the file may contain one of the query's words as a name.
    func mayContain(anyOf query: Query) -> Bool {
        if query.matchesEveryFile { return true }
        return bits.withUnsafeBufferPointer { bits in
            func has(_ p: Int) -> Bool { bits[p >> 6] & (1 << UInt64(p & 63)) != 0 }
            return query.hashes.contains { h in has(Int(h & 8191)) && has(Int((h >> 21) & 8191)) && has(Int((h >> 42) & 8191)) }
        }
    }

    /// FNV-1a, 64 bits.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var i = start
        while i < end {
            h = (h ^ UInt64(bytes[i])) &* 0x100_0000_01b3
            i += 1
        }
        return h
    }

    /// Sets the three bits of a hash: its low 13 bits, and two more 13-bit slices.
    @inline(__always)
    private static func insert(_ h: UInt64, into bits: UnsafeMutableBufferPointer<UInt64>) {
        func set(_ p: Int) { bits[p >> 6] |= 1 << UInt64(p & 63) }
        set(Int(h & 8191))
        set(Int((h >> 21) & 8191))
        set(Int((h >> 42) & 8191))
    }
}
