/// A value worked out once, when first asked, and shared by the rules that run side by side.
final class Memo<Value>: @unchecked Sendable {
    private let lock = PthreadLock()
    private var value: Value?

    /// The value, made by `make` on the first call (under the lock: a second caller waits for it).
    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
