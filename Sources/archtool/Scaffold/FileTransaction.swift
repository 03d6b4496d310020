import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes a set of files all-or-nothing: everything is written to a staging folder beside the
/// destination first, then moved into place with `rename`; a failure puts back what was there.
enum FileTransaction {
    static func write(_ files: [(path: String, contents: [UInt8])], to root: String) throws {
        let fileManager = FileManager.default
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL
        let parent = rootURL.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".archtool-staging-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? fileManager.removeItem(at: staging) }
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents).write(to: url)
            }
        } catch {
            throw CommandFailure(message: "cannot write to '\(parent.path)': \(error.localizedDescription)")
        }
        // A new project moves into place in one rename.
        if !fileManager.fileExists(atPath: rootURL.path) {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
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
                    try fileManager.createDirectory(at: url, withIntermediateDirectories: false)
                    createdDirectories.append(url)
                }
                var backup: URL?
                switch DiskEntry(at: target.path) {
                case .missing:
                    break
                case .folder:
                    // Its backup would be deleted with the staging folder: never move a folder.
                    throw CommandFailure(message: "'\(target.path)' is a folder, not a file")
                default:
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
            throw CommandFailure(message: "cannot write into '\(rootURL.path)', nothing was changed: \(error)")
        }
    }

    private static func move(_ source: URL, to destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            throw CommandFailure(message: "cannot move '\(source.path)' to '\(destination.path)': \(String(cString: strerror(errno)))")
        }
    }
}
