/// A set of names for the hot loops of rules, which test every reference of a tree against a
/// handful of names: a mask of the names' UTF-8 lengths turns most identifiers away before any
/// hashing (hashing each of a million references was a rule's largest cost).
struct NameSet: Sendable {
    private let names: Set<String>
    /// Bit `n` set: some name is `n` bytes long (bit 63: 63 bytes or more).
    private let lengths: UInt64

    init<S: Sequence<String>>(_ names: S) {
        self.names = Set(names)
        // A non-ASCII name may equal names of other lengths: then every length may match.
        lengths = self.names.contains { !SWAR.isASCII($0) } ? ~0
            : self.names.reduce(0) { $0 | NameSet.bit(forLength: $1.utf8.count) }
    }

    var isEmpty: Bool { names.isEmpty }

    @inline(__always) func contains(_ name: String) -> Bool {
        contains(name, isASCII: SWAR.isASCII(name))
    }

    /// `contains(_:)` for a name whose ASCII-ness is known (`Reference.isASCII`) or worked out
    /// only when needed: a name of no length in the set is turned away without reading its
    /// bytes, which for a long name live behind a pointer, in memory that is seldom in cache.
    @inline(__always) func contains(_ name: String, isASCII: @autoclosure () -> Bool) -> Bool {
        if lengths & NameSet.bit(forLength: name.utf8.count) != 0 { return names.contains(name) }
        // Strings are equal when canonically equivalent, whatever their bytes (`é` written as
        // one scalar or two, `K` and the Kelvin sign): only an ASCII name is safely turned away
        // by its length.
        return !isASCII() && names.contains(name)
    }

    @inline(__always) private static func bit(forLength length: Int) -> UInt64 {
        1 << UInt64(min(length, 63))
    }
}
