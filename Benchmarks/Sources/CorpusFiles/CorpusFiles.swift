// File discovery and POSIX reading shared by lexer-oracle, decl-oracle and lexer-bench.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// POSIX `read`, named apart from `ReadBuffer.read` and portable across C libraries.
@inline(__always)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// Writes `message` and a newline to standard error.
public func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

public enum CorpusFiles {
    /// Every regular `*.swift` file under `roots` (a root may itself be a file), sorted by path.
    /// Uses `opendir`/`readdir` and `lstat`: symbolic links are not followed, and discovery costs
    /// far less than lexing.
    public static func swiftFiles(under roots: [String]) -> [String] {
        var result: [String] = []
        for root in roots {
            var info = stat()
            guard lstat(root, &info) == 0 else {
                printError("warning: cannot stat \(root)")
                continue
            }
            if isRegular(info) {
                result.append(root)
            } else if isDirectory(info) {
                walk(root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root, into: &result)
            }
        }
        return result.sorted()
    }

    /// `swiftFiles(under:)`, or exit 2 with a message when there are none.
    public static func requireSwiftFiles(under roots: [String]) -> [String] {
        let files = swiftFiles(under: roots)
        if files.isEmpty {
            printError("error: no .swift files under \(roots.joined(separator: " "))")
            exit(2)
        }
        return files
    }

    private static func walk(_ directory: String, into result: inout [String]) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        var subdirectories: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if isDirectory(info) {
                subdirectories.append(path)
            } else if isRegular(info), name.hasSuffix(".swift") {
                result.append(path)
            }
        }
        for sub in subdirectories { walk(sub, into: &result) }
    }

    private static func isRegular(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFREG }
    private static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }

    /// Reads the whole file at `path` with POSIX `open`/`fstat`/`read`; nil when it cannot.
    public static func read(_ path: String) -> [UInt8]? {
        var buffer = ReadBuffer()
        guard let count = buffer.read(path) else { return nil }
        return Array(UnsafeBufferPointer(start: buffer.base, count: count))
    }
}

/// A growable buffer reused across files, so that timed loops measure `read`, not `malloc`.
public struct ReadBuffer {
    public private(set) var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    public init(capacity: Int = 1 << 20) {
        self.capacity = capacity
        self.base = .allocate(capacity: capacity)
    }

    public func deallocate() { base.deallocate() }

    /// Reads the file at `path` into the buffer; returns its length, or nil on error.
    public mutating func read(_ path: String) -> Int? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        var size = Int(info.st_size)
        if size + 1 > capacity {
            base.deallocate()
            capacity = max(size + 1, capacity * 2)
            base = .allocate(capacity: capacity)
        }
        var total = 0
        while true {
            if total == capacity {  // the file grew since fstat
                let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                bigger.update(from: base, count: total)
                base.deallocate()
                base = bigger
                capacity *= 2
            }
            let n = systemRead(fd, base + total, capacity - total)
            if n < 0 { if errno == EINTR { continue } else { return nil } }
            if n == 0 { break }
            total += n
        }
        size = total
        return size
    }
}
