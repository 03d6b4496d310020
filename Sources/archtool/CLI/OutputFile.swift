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
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists, (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(reason: "it is a folder") }
        if (exists && (info.st_mode & S_IFMT) != S_IFREG) || path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            try writeInto(text, path)
            return
        }
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            throw Failure(reason: underlying?.localizedDescription ?? error.localizedDescription)
        }
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
