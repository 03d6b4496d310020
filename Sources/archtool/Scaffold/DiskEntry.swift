import Foundation
import Linters

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What is on disk at a path, without following a symbolic link there (`lstat`): a dangling
/// link or a folder at a path is something, where `FileManager.contents(atPath:)` sees nothing.
enum DiskEntry: Equatable {
    case missing
    case file
    case folder
    case symbolicLink
    /// A device, socket or pipe.
    case other

    init(at path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { self = .missing; return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// Whether `path` is a folder, or a symbolic link to one.
    static func isFolder(following path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path` is a regular file, or a symbolic link to one.
    static func isFile(following path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}

extension DiskEntry {
    /// The bytes of a file that may be absent (`.archtool.json`, a baseline): nil only when
    /// nothing is at `path`; anything there that cannot be read (a folder, a locked file, a
    /// dangling link, a FIFO) is an error that says why, never taken for "no file".
    static func contentsIfPresent(_ path: String) throws(FileReader.Failure) -> [UInt8]? {
        if DiskEntry(at: path) == .missing { return nil }
        return try FileReader.read(path)
    }

    /// `contentsIfPresent(_:)` for a project's configuration: a failure is a configuration error
    /// (exit 2) naming the file as `shown`.
    static func configurationIfPresent(_ path: String, shown: String) throws -> [UInt8]? {
        do throws(FileReader.Failure) {
            return try contentsIfPresent(path)
        } catch {
            throw CommandFailure(message: "cannot read the configuration '\(shown)': \(error.reason)", exitCode: 2)
        }
    }
}
