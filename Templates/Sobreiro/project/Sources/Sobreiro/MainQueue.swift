import Foundation

/// Tells whether the caller runs on the main queue, where the main actor runs.
///
/// On Apple platforms that is the main thread. On Linux the main actor's jobs run on the
/// main dispatch queue but not always on the process's main thread, so the queue is marked.
enum MainQueue {
    /// Wraps the key so the static is `Sendable` whatever the platform's Dispatch declares.
    private struct Key: @unchecked Sendable {
        let value = DispatchSpecificKey<UInt8>()
    }

    private static let key = Key()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key.value, value: 1)

    static var isCurrent: Bool {
        marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key.value) != nil
    }
}
