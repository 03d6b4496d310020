#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads whole files with POSIX `open`/`read`: the fastest portable path, and errors that say why.
public enum FileReader {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var reason: String
        public var description: String { "cannot read '\(path)': \(reason)" }
    }

    /// Whether `path` names a regular file (following symbolic links).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    public static func read(_ path: String) throws(Failure) -> [UInt8] {
        // Non-blocking, so that a FIFO named `*.swift` is refused below instead of waiting for a
        // writer; it makes no difference to reading a regular file.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(path) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(path: path, reason: "is a directory") }
        if (info.st_mode & S_IFMT) != S_IFREG { throw Failure(path: path, reason: "is not a regular file") }
        // The size from `fstat` plus one byte, uninitialized: a regular file is read in one
        // `read` and its end confirmed by a second that returns 0, with no zero-filling.
        var failed = false
        var filled = false
        var result = [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size), 0) + 1) { buffer, count in
            while count < buffer.count {
                let n = systemRead(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0, errno == EINTR { continue }
                if n < 0 { failed = true }
                if n <= 0 { return }
                count += n
            }
            filled = true
        }
        if failed { throw failure(path) }
        // The file grew since `fstat` (or reports no size): read on in chunks.
        var chunk = 65536
        while filled {
            let before = result.count
            result.append(contentsOf: repeatElement(0, count: chunk))
            let got = result.withUnsafeMutableBufferPointer { buffer -> Int in
                while true {
                    let n = systemRead(fd, buffer.baseAddress! + before, chunk)
                    if n < 0, errno == EINTR { continue }
                    if n < 0 { failed = true }
                    return max(n, 0)
                }
            }
            if failed { throw failure(path) }
            result.removeLast(chunk - got)
            filled = got > 0
            chunk *= 2
        }
        return result
    }

    private static func failure(_ path: String) -> Failure {
        Failure(path: path, reason: String(cString: strerror(errno)))
    }

    private static func systemRead(_ fd: Int32, _ pointer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.read(fd, pointer, count)
        #elseif canImport(Glibc)
        return Glibc.read(fd, pointer, count)
        #else
        return Musl.read(fd, pointer, count)
        #endif
    }
}
