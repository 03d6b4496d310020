extension String {
    /// Whether the UTF-8 holds a byte that passes `test`, searched over the string's contiguous
    /// storage: the generic search through `utf8`'s index cost hundreds of instructions for a
    /// short name, in loops that run for every declaration of a tree.
    @inline(__always)
    func utf8Contains(where test: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? utf8.contains(where: test)
    }
}

extension String {
    /// The parts between the `separator` bytes (an ASCII byte), empty ones left out, as
    /// `split(separator:)` gives them: that one steps through `Character`s and cost about
    /// 25,000 instructions for a dotted name. (In non-ASCII text a separator may begin a
    /// cluster with a combining mark, which is no separator: that text is split by `Character`.)
    func utf8Split(separator: UInt8) -> [String] {
        guard SWAR.isASCII(self) else { return split(separator: Character(Unicode.Scalar(separator))).map(String.init) }
        var parts: [String] = []
        var copy = self
        copy.withUTF8 { bytes in
            var start = 0
            for i in 0...bytes.count where i == bytes.count || bytes[i] == separator {
                if i > start { parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) }
                start = i + 1
            }
        }
        return parts
    }

    /// The text after the last `byte` (an ASCII byte), or the whole string when it has none:
    /// searched over the contiguous storage, where the generic `utf8.lastIndex(of:)` cost
    /// hundreds of instructions a name.
    func utf8Suffix(afterLast byte: UInt8) -> String {
        var copy = self
        return copy.withUTF8 { bytes -> String? in
            guard let i = bytes.lastIndex(of: byte) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)...]), as: UTF8.self)
        } ?? self
    }

    /// The text before the last `byte` (an ASCII byte), or nil when it has none.
    func utf8Prefix(beforeLast byte: UInt8) -> String? {
        var copy = self
        return copy.withUTF8 { bytes in
            bytes.lastIndex(of: byte).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) }
        }
    }
}
