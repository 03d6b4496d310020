extension Array {
    /// The elements in an allocation of exactly their size when the array is small and has
    /// spare capacity; otherwise `self`.
    ///
    /// The scanner reserves its output arrays generously (growing them by doubling copied each
    /// about once more than it was written), and a file's arrays are kept until the process
    /// exits. Spare capacity is never written, but the spare end of a small array shares its
    /// pages with the allocations around it, so it is resident all the same: for a whole tree
    /// that was about 50 MB of a 460 MB peak. A large array's spare pages mostly stay untouched
    /// while copying it costs the most, so arrays over 32 KiB are kept as they are: that way the
    /// copies cost about what the page faults they save did, for a peak 10% lower.
    func exactlySized() -> [Element] {
        if capacity == count || count * MemoryLayout<Element>.stride > 32768 { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            withUnsafeBufferPointer { elements in
                if let source = elements.baseAddress { buffer.baseAddress!.initialize(from: source, count: elements.count) }
            }
            initialized = count
        }
    }
}
