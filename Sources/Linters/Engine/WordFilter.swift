/// Which names a file may contain: a Bloom filter (three probes, about 10 bits per name token,
/// so that a large file answers as precisely as a small one) of the text of every identifier
/// token of the file, interpolations included (backticks dropped, and `$x` also as `x`).
/// Reserved words (`self`, `init`, `let`) are in nearly every file and are not hashed: a query
/// for one says "maybe" of every file. A rule whose findings all land on a name it knows in advance
/// (`NavigationLink`, the types of a layer, `.live`) reads the code of a skimmed file only when
/// the filter says the file may contain one: "no" is always right, "maybe" sometimes wrong.
/// `.init` is recorded too (`Query.memberInit`), as a word of its own.
struct WordFilter: Sendable {
    private var bits: [UInt64]
    /// A name with non-ASCII characters: it may equal an ASCII word as Swift compares names (the
    /// Kelvin sign `K` is `K`), so the file may contain any word.
    private var hasNonASCIIName = false
    /// The number of bits less one (a power of two less one).
    private let mask: UInt64

    /// Made from the file's tokens (read once, while the scanner has them).
    init(_ file: SourceFile) {
        let tokens = file.tokens
        // 8,192 bits at least, 2^21 at most (the probes are 21-bit slices of the hash); 4 bits
        // per token, of which about two in five are names (whitespace is a token too).
        var size = 8192
        while size < tokens.count * 4, size < 1 << 21 { size <<= 1 }
        let mask = UInt64(size - 1)
        self.mask = mask
        var bits = [UInt64](repeating: 0, count: size / 64)
        var nonASCII = false
        file.bytes.withUnsafeBufferPointer { bytes in
            // Most files are ASCII throughout: then no name needs its own test.
            let checksNames = !SWAR.isASCII(bytes)
            bits.withUnsafeMutableBufferPointer { bits in
                for (k, token) in tokens.enumerated() where token.kind == .identifier || token.kind == .keyword {
                    if token.kind == .keyword {
                        // `.init` (an implicit member, or `T.init`), as the word `.init`: `init`
                        // alone is in every file, `.init(…)` in few.
                        guard token.length == 4, bytes[Int(token.start)] == UInt8(ascii: "i"), bytes[Int(token.start) + 1] == UInt8(ascii: "n"),
                              bytes[Int(token.start) + 2] == UInt8(ascii: "i"), bytes[Int(token.start) + 3] == UInt8(ascii: "t") else { continue }
                        var p = k - 1
                        while p >= 0, tokens[p].kind.isTrivia { p -= 1 }
                        if p >= 0, tokens[p].kind == .period { Self.insert(Self.memberInitHash, mask, into: bits) }
                        continue
                    }
                    var start = Int(token.start), end = Int(token.end)
                    if bytes[start] == UInt8(ascii: "`"), end - start >= 2, bytes[end - 1] == UInt8(ascii: "`") {
                        start += 1
                        end -= 1
                    }
                    let nameHash = Self.hash(bytes, start, end)
                    Self.insert(nameHash, mask, into: bits)
                    // A member of another value than `self` (`model.state`, `list?.state`,
                    // `.state`), as a word of its own (`Query.member`): a rule about assignments
                    // to other values' properties reads few files.
                    var p = k - 1
                    while p >= 0, tokens[p].kind.isTrivia { p -= 1 }
                    if p >= 0, tokens[p].kind == .period {
                        p -= 1
                        while p >= 0, tokens[p].kind.isTrivia || (tokens[p].kind == .operator && tokens[p].length == 1
                            && (bytes[Int(tokens[p].start)] == UInt8(ascii: "?") || bytes[Int(tokens[p].start)] == UInt8(ascii: "!"))) { p -= 1 }
                        var isSelf = p >= 0 && tokens[p].kind == .keyword && Self.isSelfOrSuper(tokens[p], bytes)
                        if isSelf {
                            // `model.self.state`: `.self` is the value before it, not the receiver `self`.
                            var q = p - 1
                            while q >= 0, tokens[q].kind.isTrivia { q -= 1 }
                            if q >= 0, tokens[q].kind == .period { isSelf = false }
                        }
                        if !isSelf { Self.insert(Self.memberHash(nameHash), mask, into: bits) }
                    }
                    // A call with its first label (`render(state:`), as a word of its own
                    // (`Query.call`): a rule about such calls reads few files.
                    var j = k + 1
                    while j < tokens.count, tokens[j].kind == .whitespace { j += 1 }
                    if j < tokens.count, tokens[j].kind == .leftParen {
                        j += 1
                        while j < tokens.count, tokens[j].kind.isTrivia { j += 1 }
                        if j < tokens.count, tokens[j].kind == .identifier || tokens[j].kind == .keyword {
                            let label = tokens[j]
                            j += 1
                            while j < tokens.count, tokens[j].kind.isTrivia { j += 1 }
                            if j < tokens.count, tokens[j].kind == .colon {
                                Self.insert(Self.callHash(nameHash, Self.hash(bytes, Int(label.start), Int(label.end))), mask, into: bits)
                            }
                        }
                    }
                    if checksNames, !nonASCII, bytes[start..<end].contains(where: { $0 >= 0x80 }) { nonASCII = true }
                    if bytes[start] == UInt8(ascii: "$"), end - start >= 2 { Self.insert(Self.hash(bytes, start + 1, end), mask, into: bits) }
                }
            }
        }
        self.bits = bits
        hasNonASCIIName = nonASCII
    }

    /// Whether a keyword token is `self` or `super`.
    @inline(__always)
    private static func isSelfOrSuper(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(token.start)
        if token.length == 4 {
            return bytes[start] == UInt8(ascii: "s") && bytes[start + 1] == UInt8(ascii: "e") && bytes[start + 2] == UInt8(ascii: "l")
                && bytes[start + 3] == UInt8(ascii: "f")
        }
        if token.length == 5 {
            return bytes[start] == UInt8(ascii: "s") && bytes[start + 1] == UInt8(ascii: "u") && bytes[start + 2] == UInt8(ascii: "p")
                && bytes[start + 3] == UInt8(ascii: "e") && bytes[start + 4] == UInt8(ascii: "r")
        }
        return false
    }

    /// The word of a member of another value than `self`, from the hash of its name.
    @inline(__always)
    private static func memberHash(_ name: UInt64) -> UInt64 {
        var h = (name &* 0xD6E8_FEB8_6659_FD93) ^ 0x2545_F491_4F6C_DD1D
        h ^= h >> 32
        h = h &* 0x94D0_49BB_1331_11EB
        h ^= h >> 29
        return h
    }

    /// Whether the file may name one of `names` as a member of another value than `self`
    /// (`model.state`, `list?.state`, `.state`; not `self.state`, `super.state` or `state`).
    static func members(_ names: Set<String>) -> Query {
        var query = Query(names)
        query.hashes = query.hashes.map(memberHash)
        return query
    }

    /// The word `.init`, which `Query.memberInit` asks for.
    private static let memberInitHash = wordHash(".init")

    /// The hash of a whole word given as text, as a file's name of those bytes hashes.
    private static func wordHash(_ text: String) -> UInt64 {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { hash($0, 0, $0.count) }
    }

    /// Words to look for in many files, hashed once.
    struct Query: Sendable {
        fileprivate var hashes: [UInt64] = []
        /// A word with non-ASCII characters is in every file: Swift compares names by canonical
        /// equivalence, which the bytes do not show. So is a reserved word, which is not hashed.
        fileprivate var matchesEveryFile = false

        init(_ words: Set<String>) {
            for word in words.sorted() {
                var word = word
                word.withUTF8 { bytes in
                    if bytes.isEmpty || !bytes.allSatisfy({ $0 < 0x80 }) || Keywords.isKeyword(bytes.baseAddress!, bytes.count) {
                        matchesEveryFile = true
                    } else {
                        hashes.append(WordFilter.hash(bytes, 0, bytes.count))
                    }
                }
            }
        }
    }

    /// The word of a call with its first label, from the hashes of the name and the label.
    @inline(__always)
    private static func callHash(_ name: UInt64, _ label: UInt64) -> UInt64 {
        var h = (name &* 0x9E37_79B9_7F4A_7C15) ^ (label &+ 0x632B_E59B_D9B4_E019)
        h ^= h >> 31
        h = h &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 29
        return h
    }

    /// Whether the file may call `name` with `label` as its first argument label
    /// (`render(state: …)`, also `x.render(state:`).
    static func call(_ name: String, label: String) -> Query {
        var query = Query([])
        if !name.utf8.allSatisfy({ $0 < 0x80 }) || !label.utf8.allSatisfy({ $0 < 0x80 }) {
            query.matchesEveryFile = true
        } else {
            query.hashes = [callHash(wordHash(name), wordHash(label))]
        }
        return query
    }

    /// Whether the file may contain `.init` (`x = .init(…)`, `T.init(…)`).
    static let memberInit: Query = {
        var query = Query([])
        query.hashes = [memberInitHash]
        return query
    }()

    /// Whether the file may contain one of the query's words as a name.
    func mayContain(anyOf query: Query) -> Bool {
        if query.matchesEveryFile || hasNonASCIIName { return true }
        let mask = mask
        return bits.withUnsafeBufferPointer { bits in
            func has(_ p: UInt64) -> Bool { bits[Int(p >> 6)] & (1 << (p & 63)) != 0 }
            return query.hashes.contains { h in has(h & mask) && has((h >> 21) & mask) && has((h >> 42) & mask) }
        }
    }

    /// A 64-bit hash of `bytes[start..<end]`, eight bytes at a time (most names take one or two
    /// loads), mixed so that every probe slice depends on every byte.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        let base = UnsafeRawPointer(bytes.baseAddress!)
        var h = 0x9E37_79B9_7F4A_7C15 ^ UInt64(end - start)
        var i = start
        while i + 8 <= end {
            h = (h ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i += 8
        }
        if i < end {
            var tail: UInt64 = 0
            if i + 8 <= bytes.count {
                // The next eight bytes, the ones past the name masked off (little- or big-endian).
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                tail = word & ((1 << UInt64(8 * (end - i))) &- 1)
            } else {
                var shift: UInt64 = 0
                while i < end {
                    tail |= UInt64(bytes[i]) << shift
                    shift += 8
                    i += 1
                }
            }
            h = (h ^ tail) &* 0xFF51_AFD7_ED55_8CCD
        }
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
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
