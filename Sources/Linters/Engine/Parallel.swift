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

    /// `(first(), second())`, the two computed at the same time.
    static func both<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                nonisolated(unsafe) var a: A?
                nonisolated(unsafe) var b: B?
                nonisolated(unsafe) let first = first, second = second
                DispatchQueue.concurrentPerform(iterations: 2) { part in
                    if part == 0 { a = first() } else { b = second() }
                }
                return (a!, b!)
            }
        }
    }
}
