/// Which names a file may contain: a Bloom filter (three probes, at least 8 bits per name token,
/// so that a large file answers as precisely as a small one) of the text of every identifier
/// and keyword token of the file, interpolations included (backticks dropped, and
/// `$x` also as `x`). A rule whose findings all land on a name it knows in advance
/// (`NavigationLink`, the types of a layer, `.live`) reads the code of a skimmed file only when
/// the filter says the file may contain one: "no" is always right, "maybe" sometimes wrong.
struct WordFilter: Sendable {
    private var bits: [UInt64]
    /// The number of bits less one (a power of two less one).
    private let mask: UInt64

    /// Made from the file's tokens (read once, while the scanner has them).
    init(_ file: SourceFile) {
        let tokens = file.tokens
        var names = 0
        for token in tokens where token.kind == .identifier || token.kind == .keyword { names += 1 }
        // 8,192 bits at least, 2^21 at most (the probes are 21-bit slices of the hash).
        var size = 8192
        while size < names * 8, size < 1 << 21 { size <<= 1 }
        let mask = UInt64(size - 1)
        self.mask = mask
        var bits = [UInt64](repeating: 0, count: size / 64)
        file.bytes.withUnsafeBufferPointer { bytes in
            bits.withUnsafeMutableBufferPointer { bits in
                for token in tokens where token.kind == .identifier || token.kind == .keyword {
                    var start = Int(token.start), end = Int(token.end)
                    if bytes[start] == UInt8(ascii: "`"), end - start >= 2, bytes[end - 1] == UInt8(ascii: "`") {
                        start += 1
                        end -= 1
                    }
                    Self.insert(Self.hash(bytes, start, end), mask, into: bits)
                    if bytes[start] == UInt8(ascii: "$"), end - start >= 2 { Self.insert(Self.hash(bytes, start + 1, end), mask, into: bits) }
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
        let mask = mask
        return bits.withUnsafeBufferPointer { bits in
            func has(_ p: UInt64) -> Bool { bits[Int(p >> 6)] & (1 << (p & 63)) != 0 }
            return query.hashes.contains { h in has(h & mask) && has((h >> 21) & mask) && has((h >> 42) & mask) }
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

    /// Sets the three bits of a hash: three 21-bit slices of it, masked to the size.
    @inline(__always)
    private static func insert(_ h: UInt64, _ mask: UInt64, into bits: UnsafeMutableBufferPointer<UInt64>) {
        func set(_ p: UInt64) { bits[Int(p >> 6)] |= 1 << (p & 63) }
        set(h & mask)
        set((h >> 21) & mask)
        set((h >> 42) & mask)
    }
}
