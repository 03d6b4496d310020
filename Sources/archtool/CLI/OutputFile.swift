import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writing a report or baseline where the user points it.
///
/// A regular file (or a new one) is replaced in one step, a temporary file renamed over it, so
/// that a reader never sees half a report. Anything else that already exists there (a FIFO a
/// reader waits on, a device, `/dev/stdout`, which is a link to the process's own output) is
/// written into, never replaced or truncated; so is any path under `/dev/` or `/proc/`, which
/// name open files rather than files to make: `--format json=/dev/stdout >> app.log` appends,
/// after whatever the process wrote there before. A folder is refused.
enum OutputFile {
    struct Failure: Error {
        var reason: String
    }

    static func write(_ text: String, to path: String) throws(Failure) {
        // `/dev/stdout` is a link to the process's own output (`/proc/self/fd/1`), which names
        // an open file: written into as it is, not followed to a file to replace.
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            try writeInto(text, path)
            return
        }
        let path = followingLinks(path)
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists, (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(reason: "it is a folder") }
        if (exists && (info.st_mode & S_IFMT) != S_IFREG) || path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            try writeInto(text, path)
            return
        }
        // A file that is there keeps what it was: refused if read-only, its mode and owner kept.
        if exists, access(path, W_OK) != 0 { throw Failure(reason: "it is read-only") }
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw Failure(reason: folderProblem(of: path) ?? {
                let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
                return underlying?.localizedDescription ?? error.localizedDescription
            }())
        }
        if exists {
            chmod(path, info.st_mode & 0o7777)
            if geteuid() == 0 { _ = chown(path, info.st_uid, info.st_gid) }
        }
    }

    /// Why a file cannot be made at `path`, by its nearest existing folder: a file where a folder
    /// should be, or a folder the user may not write in. Nil when neither explains it.
    static func folderProblem(of path: String) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            var info = stat()
            if stat(folder, &info) == 0 {
                if (info.st_mode & S_IFMT) != S_IFDIR { return "'\(folder)' is a file, not a folder" }
                return access(folder, W_OK) == 0 ? nil : "no permission to write in '\(folder)'"
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        return nil
    }

    /// The file a path names after its symbolic links (a link to a shared baseline updates the
    /// baseline, not the link); a dangling link names the file it would point at.
    static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, Int(PATH_MAX))
            guard length > 0 else { return current }
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = (current as NSString).deletingLastPathComponent
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
        }
        return current
    }

    /// Opens what is there and writes the whole text into it, at its end (a file behind
    /// `/dev/stdout` may hold the process's other output, or a log's earlier lines). When it is
    /// the very file of standard output or error, it is written through that descriptor, so
    /// that the two writers share one offset and neither overwrites the other.
    private static func writeInto(_ text: String, _ path: String) throws(Failure) {
        var target = stat()
        if stat(path, &target) == 0 {
            for standard: Int32 in [1, 2] {
                var info = stat()
                if fstat(standard, &info) == 0, info.st_dev == target.st_dev, info.st_ino == target.st_ino {
                    try writeAll(text, to: standard)
                    return
                }
            }
        }
        let fd = open(path, O_WRONLY | O_APPEND)
        guard fd >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        do throws(Failure) {
            try writeAll(text, to: fd)
        } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0 { failure = errno }
        if failure != 0 { throw Failure(reason: String(cString: strerror(failure))) }
    }

    private static func writeAll(_ text: String, to fd: Int32) throws(Failure) {
        var bytes = Array(text.utf8)
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeMutableBytes { buffer in
            while written < buffer.count {
                let n = systemWrite(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { failure = n < 0 ? errno : EIO; return }
                written += n
            }
        }
        bytes = []
        if failure != 0 { throw Failure(reason: String(cString: strerror(failure))) }
    }

    private static func systemWrite(_ fd: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.write(fd, pointer, count)
        #elseif canImport(Glibc)
        return Glibc.write(fd, pointer, count)
        #else
        return Musl.write(fd, pointer, count)
        #endif
    }
}
