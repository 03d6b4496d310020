/// Strict UTF-8 decoding of one scalar from raw bytes (no overlongs, no surrogates).
enum UTF8Decoding {
    /// The scalar at `index` and its byte width, or nil if the bytes there are not valid UTF-8.
    @inline(__always)
    static func decode(_ base: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> (UInt32, Int)? {
        let b0 = UInt32(base[index])
        if b0 < 0x80 { return (b0, 1) }
        func continuation(_ offset: Int) -> UInt32? {
            guard index + offset < count else { return nil }
            let b = base[index + offset]
            return b & 0xC0 == 0x80 ? UInt32(b & 0x3F) : nil
        }
        if b0 >= 0xC2, b0 <= 0xDF {
            guard let b1 = continuation(1) else { return nil }
            return ((b0 & 0x1F) << 6 | b1, 2)
        }
        if b0 >= 0xE0, b0 <= 0xEF {
            guard let b1 = continuation(1), let b2 = continuation(2) else { return nil }
            let scalar = (b0 & 0x0F) << 12 | b1 << 6 | b2
            if scalar < 0x800 || (scalar >= 0xD800 && scalar <= 0xDFFF) { return nil }
            return (scalar, 3)
        }
        if b0 >= 0xF0, b0 <= 0xF4 {
            guard let b1 = continuation(1), let b2 = continuation(2), let b3 = continuation(3) else { return nil }
            let scalar = (b0 & 0x07) << 18 | b1 << 12 | b2 << 6 | b3
            if scalar < 0x10000 || scalar > 0x10FFFF { return nil }
            return (scalar, 4)
        }
        return nil
    }
}
