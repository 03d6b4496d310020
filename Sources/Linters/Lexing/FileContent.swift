/// The bytes of one file, shared by the copies of its `SourceFile`: kept for good, or, for a file
/// read from disk, released once it is scanned and read again from disk when asked for.
///
/// A whole-tree lint keeps every file's structure, but after scanning it needs the bytes of few
/// of the files it only skimmed (one whose code a rule reads, one with a finding to annotate or a
/// suppression directive to read); keeping them all was over a quarter of the peak memory. A
/// released file's length, a 64-bit hash of its bytes and whether they mention a suppression
/// marker are taken at release; bytes read again must have that length and hash. When they do
/// not (the file changed or went away meanwhile), the file reads as spaces of its old length, so
/// that no offset or token index recorded from the first read falls outside it, and `problem`
/// says what happened: the linter reports it as `file-unreadable`.
final class FileContent: @unchecked Sendable {
    /// Bytes that are never released (text in memory, a staged override): read without the lock.
    private let fixed: [UInt8]?
    /// Where the bytes can be read again (absolute or relative to the working directory).
    private let origin: String?
    private let lock = PthreadLock()
    private var kept: [UInt8]?
    private var released: Release?
    private var failure: String?

    /// What is known of released bytes.
    private struct Release {
        var count: Int
        var hash: UInt64
        var mentionsMarker: Bool
    }

    /// Bytes kept for good.
    init(_ bytes: [UInt8]) {
        fixed = bytes
        origin = nil
    }

    /// Bytes read from `path`, which `release` may drop, to be read again from there.
    init(_ bytes: [UInt8], readFrom path: String) {
        fixed = nil
        origin = path
        kept = bytes
    }

    var bytes: [UInt8] {
        if let fixed { return fixed }
        lock.lock()
        defer { lock.unlock() }
        if let kept { return kept }
        let again = reread()
        kept = again
        return again
    }

    /// Drops the bytes, if they can be read again, once `mentionsMarker` has looked at them.
    func release(mentionsMarker: ([UInt8]) -> Bool) {
        guard fixed == nil else { return }
        lock.lock()
        defer { lock.unlock() }
        guard let bytes = kept else { return }
        released = Release(count: bytes.count, hash: FileContent.hash(bytes), mentionsMarker: mentionsMarker(bytes))
        kept = nil
    }

    /// Whether the bytes mention a suppression marker: known without reading them again once released.
    func mentionsMarker(_ test: ([UInt8]) -> Bool) -> Bool {
        if let fixed { return test(fixed) }
        lock.lock()
        let known = released?.mentionsMarker
        lock.unlock()
        return known ?? test(bytes)
    }

    /// Why the bytes read again are not the ones first read; nil when they are (or never were read again).
    var problem: String? {
        if fixed != nil { return nil }
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    /// Called with the lock held, once released.
    private func reread() -> [UInt8] {
        guard let released, let origin else { return [] }
        let again: [UInt8]
        do {
            again = try FileReader.read(origin)
        } catch {
            return replaced(released, "the file could not be read again while it was linted (\(error.reason)); lint again")
        }
        guard again.count == released.count, FileContent.hash(again) == released.hash else {
            return replaced(released, "the file changed while it was linted; its findings may be wrong: lint again")
        }
        return again
    }

    private func replaced(_ released: Release, _ message: String) -> [UInt8] {
        failure = message
        return [UInt8](repeating: UInt8(ascii: " "), count: released.count)
    }

    /// A 64-bit hash of `bytes` (four multiply-rotate lanes over 32 bytes at a time): to tell
    /// bytes read again from the ones first read, not against an adversary.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { buffer -> UInt64 in
            let count = buffer.count
            var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
            var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
            var c: UInt64 = 0x1656_67B1_9E37_79F9
            var d: UInt64 = 0x27D4_EB2F_1656_67C5
            var i = 0
            if let base = buffer.baseAddress {
                while i + 32 <= count {
                    a = ((a ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD).rotated(31)
                    b = ((b ^ base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53).rotated(29)
                    c = ((c ^ base.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15).rotated(27)
                    d = ((d ^ base.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)) &* 0xD6E8_FEB8_6659_FD93).rotated(33)
                    i += 32
                }
            }
            // The last 0–31 bytes, eight at a time into the lanes in turn.
            var lane = 0
            while i < count {
                var word: UInt64 = 0
                var shift: UInt64 = 0
                while i < count, shift < 64 {
                    word |= UInt64(buffer[i]) << shift
                    shift += 8
                    i += 1
                }
                switch lane {
                case 0: a = ((a ^ word) &* 0xFF51_AFD7_ED55_8CCD).rotated(31)
                case 1: b = ((b ^ word) &* 0xC4CE_B9FE_1A85_EC53).rotated(29)
                default: c = ((c ^ word) &* 0x9E37_79B9_7F4A_7C15).rotated(27)
                }
                lane += 1
            }
            var h = a ^ b.rotated(17) ^ c.rotated(41) ^ d.rotated(53)
            h ^= h >> 33
            h &*= 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 33
            return h
        }
    }
}

extension UInt64 {
    @inline(__always) fileprivate func rotated(_ bits: UInt64) -> UInt64 { self &<< bits | self &>> (64 &- bits) }
}
