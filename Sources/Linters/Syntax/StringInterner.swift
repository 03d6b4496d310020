#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes each distinct long text of a file into one shared `String`.
///
/// A `String` of up to 15 UTF-8 bytes is stored inline, but a longer one (`UIViewController`,
/// `self.viewModel.state`) allocates its own storage, and a file names the same long texts over
/// and over: about a quarter of what the scanner allocated. The scanner asks this table for them
/// instead, so a text is decoded once per file and then shared. Open addressing over a
/// power-of-two table; the hash reads eight bytes at a time. (Invalid UTF-8 is keyed by its
/// bytes too, so it is decoded, and repaired, once per file like the rest.)
struct StringInterner {
    /// Entry index plus one per slot (0: empty); a power of two long.
    private var slots: [Int32] = []
    private var hashes: [UInt64] = []
    /// Where each entry's bytes start in `text`; one more element than there are entries.
    private var starts: [Int] = [0]
    /// The entries' bytes, one after the other: a lookup compares against these, without
    /// touching (and so retaining) the strings themselves.
    private var text: [UInt8] = []
    private var strings: [String] = []

    /// Texts this long or shorter are inline strings: not worth a lookup.
    static let inlineLength = 15

    /// The string of `bytes` (UTF-8, repaired like `String(decoding:as:)` if invalid), shared
    /// with every earlier request for the same bytes.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if bytes.count <= StringInterner.inlineLength { return String(decoding: bytes, as: UTF8.self) }
        if strings.count * 2 >= slots.count { grow() }
        let hash = StringInterner.hash(bytes)
        let found: (entry: Int, slot: Int) = slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                starts.withUnsafeBufferPointer { starts in
                    text.withUnsafeBufferPointer { text in
                        let mask = slots.count - 1
                        var slot = Int(truncatingIfNeeded: hash) & mask
                        while true {
                            let entry = Int(slots[slot]) - 1
                            if entry < 0 { return (-1, slot) }
                            if hashes[entry] == hash {
                                let start = starts[entry]
                                if starts[entry + 1] - start == bytes.count,
                                   memcmp(text.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0 {
                                    return (entry, slot)
                                }
                            }
                            slot = (slot + 1) & mask
                        }
                    }
                }
            }
        }
        if found.entry >= 0 { return strings[found.entry] }
        let string = String(decoding: bytes, as: UTF8.self)
        slots[found.slot] = Int32(truncatingIfNeeded: strings.count + 1)
        strings.append(string)
        hashes.append(hash)
        text.append(contentsOf: bytes)
        starts.append(text.count)
        return string
    }

    private mutating func grow() {
        let capacity = max(64, slots.count * 2)
        slots = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (entry, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: entry + 1)
        }
    }

    /// For 16 bytes or more (`string(_:)` hashes no shorter text): the last load reads the final
    /// eight bytes.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        assert(bytes.count >= 8, "hash reads eight bytes at a time")
        let base = UnsafeRawPointer(bytes.baseAddress!)
        let count = bytes.count
        var h = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var i = 0
        while i + 8 <= count {
            h = (h ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 29
            i += 8
        }
        if i < count {
            // The last eight bytes, overlapping what was read: `count` is at least 16 here.
            h = (h ^ base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
            h ^= h >> 32
        }
        return h
    }
}
