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

    /// XXH64 of `bytes` (seed 0): to tell bytes read again from the ones first read, not against
    /// an adversary. (A homemade multiply-rotate hash here let a two-bit change in words 32 bytes
    /// apart cancel out; XXH64's rounds and avalanche are known to spread every bit.)
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        let p1: UInt64 = 0x9E37_79B1_85EB_CA87, p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F, p3: UInt64 = 0x1656_67B1_9E37_79F9
        let p4: UInt64 = 0x85EB_CA77_C2B2_AE63, p5: UInt64 = 0x27D4_EB2F_1656_67C5
        @inline(__always) func round(_ acc: UInt64, _ input: UInt64) -> UInt64 { (acc &+ input &* p2).rotated(31) &* p1 }
        @inline(__always) func merge(_ acc: UInt64, _ value: UInt64) -> UInt64 { (acc ^ round(0, value)) &* p1 &+ p4 }
        return bytes.withUnsafeBytes { buffer -> UInt64 in
            let count = buffer.count
            var i = 0
            var h: UInt64
            if count >= 32, let base = buffer.baseAddress {
                var v1 = p1 &+ p2, v2 = p2, v3: UInt64 = 0, v4 = 0 &- p1
                while i + 32 <= count {
                    v1 = round(v1, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                    v2 = round(v2, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)))
                    v3 = round(v3, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)))
                    v4 = round(v4, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)))
                    i += 32
                }
                h = v1.rotated(1) &+ v2.rotated(7) &+ v3.rotated(12) &+ v4.rotated(18)
                h = merge(merge(merge(merge(h, v1), v2), v3), v4)
            } else {
                h = p5
            }
            h &+= UInt64(truncatingIfNeeded: count)
            while i + 8 <= count {
                h ^= round(0, UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                h = h.rotated(27) &* p1 &+ p4
                i += 8
            }
            if i + 4 <= count {
                h ^= UInt64(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: i, as: UInt32.self))) &* p1
                h = h.rotated(23) &* p2 &+ p3
                i += 4
            }
            while i < count {
                h ^= UInt64(buffer[i]) &* p5
                h = h.rotated(11) &* p1
                i += 1
            }
            h ^= h >> 33
            h &*= p2
            h ^= h >> 29
            h &*= p3
            h ^= h >> 32
            return h
        }
    }
}

extension UInt64 {
    @inline(__always) fileprivate func rotated(_ bits: UInt64) -> UInt64 { self &<< bits | self &>> (64 &- bits) }
}
