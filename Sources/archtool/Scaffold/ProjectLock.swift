import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An advisory lock (`flock`) on a project's folder, held by `add` from before it reads the
/// files it registers in until it has written them back: two `add`s run at once in one project
/// take turns, and the second reads what the first wrote instead of putting its own older copy
/// of `AppResolver.swift` over it. The folder itself is locked because it is there already: a
/// lock file would be one more file left in the user's project.
struct ProjectLock {
    /// The folder opened to hold the lock, or -1 when it cannot be opened (reading the project
    /// then fails and says why).
    private let descriptor: Int32

    /// Waits until no other `add` holds the lock on `folder`, and takes it.
    init(_ folder: String) {
        descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        }
    }

    /// Lets the next `add` go on (closing the folder releases the lock, also when the process ends).
    func release() {
        if descriptor >= 0 { close(descriptor) }
    }
}
