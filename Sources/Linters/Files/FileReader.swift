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

    public static func read(_ path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(path) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(path: path, reason: "is a directory") }
        var result = [UInt8]()
        var chunk = max(Int(info.st_size), 0) + 1
        while true {
            let before = result.count
            var failed = false
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
            if got == 0 { break }
            chunk = max(chunk, 65536)
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
