import Dispatch

/// Work spread over all cores with `DispatchQueue.concurrentPerform`.
enum Parallel {
    /// `(0..<count).map(transform)`, computed in parallel; the order of the results is kept.
    static func map<T>(_ count: Int, _ transform: (Int) -> T) -> [T] {
        guard count > 1 else { return count == 1 ? [transform(0)] : [] }
        return withoutActuallyEscaping(transform) { transform in
            [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                nonisolated(unsafe) let base = buffer.baseAddress!
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    (base + index).initialize(to: transform(index))
                }
                initialized = count
            }
        }
    }
}
