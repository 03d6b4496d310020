#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ArchModel

/// Finds the `.swift` files to lint under some paths, with POSIX directory reads (cheap per file).
///
/// Skips `.build*`, `.git`, `DerivedData`, `Pods`, `Carthage`, `.swiftpm` and hidden folders;
/// follows symbolic links but never into a folder already visited, so link loops end.
public struct FileDiscovery: Sendable {
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]

    /// The folder paths are relative to (the lint root).
    public var root: String
    public var include: [Glob]
    public var exclude: [Glob]

    public init(root: String, include: [Glob] = [], exclude: [Glob] = []) {
        self.root = root
        self.include = include
        self.exclude = exclude
    }

    /// A path that was asked for but does not exist.
    public struct Missing: Error, Equatable {
        public var path: String
    }

    /// Sorted root-relative paths of the Swift files under `paths` (relative to `root`, or absolute).
    public func discover(_ paths: [String]) throws(Missing) -> [String] {
        try discoverNotingIncludes(paths).files
    }

    /// `discover(_:)`, and the indices of the `include` globs that select none of the Swift files
    /// found (a typo in the configuration would otherwise lint nothing and pass).
    public func discoverNotingIncludes(_ paths: [String]) throws(Missing) -> (files: [String], unmatchedIncludes: [Int]) {
        // A list, not a set: Swift's `==` on strings treats two names that differ only in Unicode
        // normalization (NFC `é`, NFD `e` + U+0301) as one, but they are two files. Duplicates
        // (a file named and also under a named folder) go after sorting, by their bytes.
        var found: [String] = []
        var visited: Set<FolderID> = []
        for path in paths.isEmpty ? ["."] : paths {
            let absolute = path.hasPrefix("/") ? path : (path == "." ? root : root + "/" + path)
            var info = stat()
            guard stat(absolute, &info) == 0 else { throw Missing(path: path) }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(absolute, into: &found, visited: &visited)
            } else {
                // A file named explicitly is linted even if it is not `.swift`-named? Only Swift files count.
                if absolute.hasSuffix(".swift") { found.append(relative(absolute)) }
            }
        }
        let unmatched = include.indices.filter { g in !found.contains { include[g].matches($0) } }
        // Sorted by name, then by bytes, so that equal-looking names keep one order from run to run.
        let sorted = found.filter(isSelected).sorted { $0 < $1 || ($0 == $1 && $0.utf8.lexicographicallyPrecedes($1.utf8)) }
        var files: [String] = []
        files.reserveCapacity(sorted.count)
        for path in sorted where files.last.map({ !$0.utf8.elementsEqual(path.utf8) }) ?? true { files.append(path) }
        return (files, unmatched)
    }

    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private func walk(_ folder: String, into found: inout [String], visited: inout Set<FolderID>) {
        var info = stat()
        guard stat(folder, &info) == 0 else { return }
        let id = FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        guard visited.insert(id).inserted, let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var subfolders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            var isFile = Int32(entry.pointee.d_type) == Int32(DT_REG)
            if Int32(entry.pointee.d_type) == Int32(DT_LNK) || Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var target = stat()
                guard stat(path, &target) == 0 else {
                    // A dangling link named like a Swift file is listed, to be reported as unreadable.
                    if name.hasSuffix(".swift") { found.append(relative(path)) }
                    continue
                }
                isFolder = (target.st_mode & S_IFMT) == S_IFDIR
                isFile = (target.st_mode & S_IFMT) == S_IFREG
            }
            if isFolder {
                if name.hasPrefix(".") || Self.skippedFolders.contains(name) { continue }
                subfolders.append(path)
            } else if isFile, name.hasSuffix(".swift") {
                found.append(relative(path))
            }
        }
        for subfolder in subfolders { walk(subfolder, into: &found, visited: &visited) }
    }

    private func relative(_ path: String) -> String {
        var result = path
        if result.hasPrefix(root + "/") { result = String(result.dropFirst(root.count + 1)) }
        while result.hasPrefix("./") { result = String(result.dropFirst(2)) }
        return result
    }

    private func isSelected(_ path: String) -> Bool {
        if !include.isEmpty, !include.contains(where: { $0.matches(path) }) { return false }
        return !exclude.contains { $0.matches(path) }
    }
}
