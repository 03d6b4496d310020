import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes a set of files all-or-nothing: everything is written to a staging folder first (inside
/// an existing destination, so that only the project needs to be writable; beside a new one,
/// which moves into place in one `rename`), then moved into place; a failure puts back what
/// was there. Terminating signals (Ctrl-C, `kill`, a hang-up, a timer) wait until the
/// transaction is over, whichever thread receives them, and then take effect; a file grown past
/// `ulimit -f` fails the write (which rolls back) instead of killing the process. So neither
/// half a project nor a staging folder is left behind.
enum FileTransaction {
    /// Signals whose default is to end the process, held off during a transaction.
    private static let deferred: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1, SIGUSR2, SIGPIPE]

    /// A file that no longer holds what was read from it (`unchanged`): nothing was written.
    struct Changed: Error, Equatable {
        /// Its path, relative to the root.
        var path: String
    }

    /// `unchanged`: the contents files to be replaced had when they were read (the registration
    /// files `add` inserts into), by path. One that holds something else by the time it would be
    /// replaced was written meanwhile (an editor, a formatter): the whole transaction is refused
    /// with `Changed`, rather than losing that write.
    static func write(_ files: [(path: String, contents: [UInt8])], to root: String, unchanged: [String: [UInt8]] = [:]) throws {
        pendingSignal = 0
        var previous: [(Int32, sigaction)] = []
        for signal in deferred {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = { received in pendingSignal = received }
            #else
            action.__sigaction_handler.sa_handler = { received in pendingSignal = received }
            #endif
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(signal, &action, &old)
            previous.append((signal, old))
        }
        var ignore = sigaction()
        #if canImport(Darwin)
        ignore.__sigaction_u.__sa_handler = SIG_IGN
        #else
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        #endif
        var oldFileSize = sigaction()
        sigaction(SIGXFSZ, &ignore, &oldFileSize)
        defer {
            sigaction(SIGXFSZ, &oldFileSize, nil)
            for (signal, old) in previous {
                var old = old
                sigaction(signal, &old, nil)
            }
            // What arrived meanwhile now has its usual effect.
            if pendingSignal != 0 { raise(pendingSignal) }
        }
        try writeUninterrupted(files, to: root, unchanged: unchanged)
    }

    private static func writeUninterrupted(_ files: [(path: String, contents: [UInt8])], to root: String, unchanged: [String: [UInt8]]) throws {
        let fileManager = FileManager.default
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        let isNew = !fileManager.fileExists(atPath: rootURL.path)
        let parent = isNew ? rootURL.deletingLastPathComponent() : rootURL
        try clearStaleStaging(in: parent)
        let staging = parent.appendingPathComponent("\(stagingPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? fileManager.removeItem(at: staging) }
        do {
            try createDirectories(upTo: parent)
            try makeFolder(staging, named: false)
        } catch {
            throw CommandFailure(message: "cannot write to '\(parent.path)': \(reason(error))")
        }
        for file in files {
            do {
                let url = staging.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try writeFile(file.contents, to: url.path)
            } catch {
                throw CommandFailure(message: "cannot write '\(file.path)' into '\(rootURL.path)': \(reason(error))")
            }
        }
        // A new project is made in `parent` as a whole: all of it takes that folder's owner.
        if isNew {
            do {
                try giveOwner(of: staging, from: parent)
                let inside = fileManager.enumerator(atPath: staging.path)?.allObjects as? [String] ?? []
                for path in inside { try giveOwner(of: staging.appendingPathComponent(path), from: parent) }
            } catch {
                throw CommandFailure(message: "cannot write into '\(parent.path)': \(reason(error))")
            }
        }
        // Checked last before moving, so that little time is left for another write to slip in.
        for file in files {
            if let read = unchanged[file.path], fileManager.contents(atPath: rootURL.appendingPathComponent(file.path).path).map(Array.init) != read {
                throw Changed(path: file.path)
            }
        }
        // A new project moves into place in one rename.
        if isNew {
            guard rename(staging.path, rootURL.path) == 0 else {
                throw CommandFailure(message: "cannot create '\(rootURL.path)': \(String(cString: strerror(errno)))")
            }
            return
        }
        // Into an existing folder: move file by file, keeping backups to roll back.
        let backups = staging.appendingPathComponent(".backups")
        var moved: [(target: URL, backup: URL?)] = []
        var createdDirectories: [URL] = []
        do {
            for file in files {
                let target = rootURL.appendingPathComponent(file.path)
                var directory = target.deletingLastPathComponent()
                var missing: [URL] = []
                while !fileManager.fileExists(atPath: directory.path) {
                    missing.append(directory)
                    directory = directory.deletingLastPathComponent()
                }
                for url in missing.reversed() {
                    try makeFolder(url)
                    createdDirectories.append(url)
                    try giveOwner(of: url, from: url.deletingLastPathComponent())
                }
                var backup: URL?
                switch DiskEntry(at: target.path) {
                case .missing:
                    try giveOwner(of: staging.appendingPathComponent(file.path), from: target.deletingLastPathComponent())
                case .folder:
                    // Its backup would be deleted with the staging folder: never move a folder.
                    throw CommandFailure(message: "'\(target.path)' is a folder, not a file")
                default:
                    // An updated file keeps its permissions (a 600 file stays 600), its owner and its
                    // group (root running `add` in a user's project leaves the user's files theirs).
                    // Only root may give a file away: for another user a refused `chown` leaves the
                    // file theirs, as an editor's save would. (`chown` first: it clears set-id bits.)
                    var info = stat()
                    if lstat(target.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                        let staged = staging.appendingPathComponent(file.path).path
                        if chown(staged, info.st_uid, info.st_gid) != 0, geteuid() == 0 {
                            throw CommandFailure(message: "cannot give '\(file.path)' its owner and group back: \(String(cString: strerror(errno)))")
                        }
                        chmod(staged, info.st_mode & 0o7777)
                    }
                    let url = backups.appendingPathComponent(file.path)
                    try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try move(target, to: url)
                    backup = url
                }
                try move(staging.appendingPathComponent(file.path), to: target)
                moved.append((target, backup))
            }
        } catch {
            for entry in moved.reversed() {
                try? fileManager.removeItem(at: entry.target)
                if let backup = entry.backup { try? move(backup, to: entry.target) }
            }
            for url in createdDirectories.reversed() { try? fileManager.removeItem(at: url) }
            throw CommandFailure(message: "cannot write into '\(rootURL.path)', nothing was changed: \(reason(error))")
        }
    }

    static let stagingPrefix = ".archtool-staging-"

    /// A run killed outright (`kill -9`, the OOM killer, a CI timeout: no signal to defer) leaves
    /// its staging folder. One of a process that is gone is removed; one that holds backups
    /// (`.backups`: the files it was replacing, moved aside) is the only copy of what was there,
    /// and is said instead, with nothing written.
    private static func clearStaleStaging(in parent: URL) throws {
        let fileManager = FileManager.default
        for name in (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(stagingPrefix) {
            guard let pid = Int32(name.dropFirst(stagingPrefix.count).prefix { $0 != "-" }), pid > 0,
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            let folder = parent.appendingPathComponent(name)
            let backups = folder.appendingPathComponent(".backups")
            if let kept = fileManager.enumerator(atPath: backups.path)?.allObjects as? [String],
               kept.contains(where: { DiskEntry(at: backups.appendingPathComponent($0).path) == .file }) {
                throw CommandFailure(message: "an earlier archtool run was stopped while it replaced files: '\(backups.path)' holds them as they were "
                    + "before it. Put back any you want from there, then delete '\(folder.path)'; nothing was written.")
            }
            try? fileManager.removeItem(at: folder)
        }
    }

    /// Creates `folder` and the folders missing above it, top down, each owned like the folder
    /// it is made in (`giveOwner`).
    private static func createDirectories(upTo folder: URL) throws {
        var missing: [URL] = []
        var directory = folder
        while !FileManager.default.fileExists(atPath: directory.path), directory.path != "/" {
            missing.append(directory)
            directory = directory.deletingLastPathComponent()
        }
        for url in missing.reversed() {
            try makeFolder(url)
            try giveOwner(of: url, from: url.deletingLastPathComponent())
        }
    }

    /// Creates the folder `url` (its parent exists). A failure names it (`named`) with the
    /// system's reason: Foundation's says neither which folder nor why ("You don't have
    /// permission"), so a read-only `Sources/Shop` was not named (review 33d L5).
    private static func makeFolder(_ url: URL, named: Bool = true) throws {
        guard mkdir(url.path, 0o777) == 0 else {
            let error = NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
            guard named else { throw error }
            throw CommandFailure(message: "cannot create the folder '\(url.path)': \(reason(error))")
        }
    }

    /// Root gives a file or folder it creates the owner and group of `folder`, the one it is
    /// created in, as an editor run by that folder's owner would have made it: root running
    /// `add` in a user's project (sudo, a container's bind mount) would otherwise leave files
    /// and folders that the user's next `add` may not write. Anyone else's files are theirs,
    /// as their editor's would be, and they may not give them away.
    private static func giveOwner(of url: URL, from folder: URL) throws {
        guard geteuid() == 0 else { return }
        var owner = stat()
        var info = stat()
        guard stat(folder.path, &owner) == 0, lstat(url.path, &info) == 0 else { return }
        if info.st_uid == owner.st_uid, info.st_gid == owner.st_gid { return }
        guard lchown(url.path, owner.st_uid, owner.st_gid) == 0 else {
            throw CommandFailure(message: "cannot give '\(url.path)' the owner and group of '\(folder.path)': \(String(cString: strerror(errno)))")
        }
    }

    /// Creates or truncates a file; a failure carries `errno` (`Is a directory`), which
    /// Foundation's `Data.write` drops.
    private static func writeFile(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
            }
            offset += written
        }
    }

    /// One line for the user: a failure's own message, or the system's reason (`Not a directory`)
    /// rather than a Foundation error's description.
    private static func reason(_ error: any Error) -> String {
        if let failure = error as? CommandFailure { return failure.message }
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }

    private static func move(_ source: URL, to destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            throw CommandFailure(message: "cannot move '\(source.path)' to '\(destination.path)': \(String(cString: strerror(errno)))")
        }
    }
}

/// The signal that arrived during a transaction (0: none), re-raised at its end.
nonisolated(unsafe) private var pendingSignal: Int32 = 0

/// `write(2)`, which `FileTransaction.write` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, buffer, count)
    #elseif canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Musl.write(descriptor, buffer, count)
    #endif
}
