/// Short ASCII words bucketed by length and first byte, mapped to values.
///
/// Flat storage made once per process and never freed, so a lookup in the lexer's or the
/// scanner's hot loop touches no reference-counted storage. The lexer's keyword sets
/// (`ByteTable`) and the scanner's words (`SyntaxWord`) are both kept in one.
struct WordTable<Value>: @unchecked Sendable {
    private let maxLength: Int
    /// `bucketStart[b]..<bucketStart[b + 1]` are the words of bucket `b = length * 128 + firstByte`.
    private let bucketStart: UnsafeMutablePointer<Int32>
    /// Offset of each word in `bytes`, bucket by bucket, and its value.
    private let wordOffsets: UnsafeMutablePointer<Int32>
    private let values: UnsafeMutablePointer<Value>
    private let bytes: UnsafeMutablePointer<UInt8>

    init(_ words: [(String, Value)]) {
        let maxLength = words.map(\.0.utf8.count).max() ?? 0
        let bucketCount = (maxLength + 1) * 128
        var buckets = [[([UInt8], Value)]](repeating: [], count: bucketCount)
        for (word, value) in words {
            let bytes = Array(word.utf8)
            buckets[bytes.count * 128 + Int(bytes[0])].append((bytes, value))
        }
        let starts = UnsafeMutablePointer<Int32>.allocate(capacity: bucketCount + 1)
        let offsets = UnsafeMutablePointer<Int32>.allocate(capacity: max(words.count, 1))
        let values = UnsafeMutablePointer<Value>.allocate(capacity: max(words.count, 1))
        let flat = UnsafeMutablePointer<UInt8>.allocate(capacity: max(words.reduce(0) { $0 + $1.0.utf8.count }, 1))
        var wordIndex = 0, byteIndex = 0
        for (bucket, list) in buckets.enumerated() {
            starts[bucket] = Int32(wordIndex)
            for (word, value) in list {
                offsets[wordIndex] = Int32(byteIndex)
                (values + wordIndex).initialize(to: value)
                for byte in word { flat[byteIndex] = byte; byteIndex += 1 }
                wordIndex += 1
            }
        }
        starts[bucketCount] = Int32(wordIndex)
        self.maxLength = maxLength
        bucketStart = starts
        wordOffsets = offsets
        self.values = values
        bytes = flat
    }

    @inline(__always)
    func lookup(_ start: UnsafePointer<UInt8>, _ length: Int) -> Value? {
        guard length > 0, length <= maxLength, start[0] < 128 else { return nil }
        let bucket = length &* 128 &+ Int(start[0])
        var word = Int(bucketStart[bucket])
        let end = Int(bucketStart[bucket &+ 1])
        while word < end {
            let candidate = bytes + Int(wordOffsets[word])
            var i = 1
            while i < length, candidate[i] == start[i] { i &+= 1 }
            if i == length { return values[word] }
            word &+= 1
        }
        return nil
    }
}
