extension String {
    /// Whether the UTF-8 holds a byte that passes `test`, searched over the string's contiguous
    /// storage: the generic search through `utf8`'s index cost hundreds of instructions for a
    /// short name, in loops that run for every declaration of a tree.
    @inline(__always)
    func utf8Contains(where test: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? utf8.contains(where: test)
    }
}
