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
/// Skips hidden folders (`.build*`, `.git`, `.swiftpm`), `DerivedData`, `Pods`, `Carthage`,
/// `SourcePackages` (where `xcodebuild -clonedSourcePackagesDirPath` checks packages out) and
/// `node_modules`; follows symbolic links but never into a folder already visited, so link loops end.
/// A folder linked from elsewhere in the tree (`App/Shared` → `../Shared`) that the globs select
/// is walked under its own path in the tree (`Shared/…`), once: a file has one name whatever
/// path leads to it, so linting the tree, a folder of it or the link gives it the same findings
/// (`isUnder` tells which named path holds it).
/// Notes the Xcode projects it passes (`*.xcodeproj` folders, which hold no Swift file and are
/// not walked into).
public struct FileDiscovery: Sendable {
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "SourcePackages", "node_modules"]

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

    /// Something under the paths that may hold Swift files but cannot be looked into: a folder
    /// that cannot be opened, a path that cannot be looked up, a `.swift` file whose name is
    /// not UTF-8. The linter reports each as `file-unreadable`, so that nothing is skipped in
    /// silence.
    public struct Unreadable: Sendable, Equatable {
        /// Root-relative (a name that is not UTF-8 is shown with U+FFFD).
        public var path: String
        /// Why, as a sentence for the finding's message.
        public var problem: String
        /// A path the caller named (or the project itself): reported whatever the include and
        /// exclude globs say.
        var isNamed = false
        /// A file (not a folder): counted among the files of the run, as a file that is found
        /// and then cannot be read is.
        public var isFile: Bool { problem.hasPrefix("cannot read the file") || problem.hasPrefix("the file name") }
    }

    /// Sorted root-relative paths of the Swift files under `paths` (relative to `root`, or absolute).
    public func discover(_ paths: [String]) throws(Missing) -> [String] {
        try discoverNotingIncludes(paths).files
    }

    /// `discover(_:)`, and the indices of the `include` globs that select none of the Swift files
    /// found (a typo in the configuration would otherwise lint nothing and pass), and of the
    /// `exclude` globs that match none of them (a typo would lint what it was meant to leave out).
    /// And `links`: the files among those found whose own entry may be a symbolic link (the
    /// walk saw a link, or an entry of unknown type), so that a caller asking which files are
    /// links looks at these alone, not at every file.
    /// And `xcodeProjects`: the `.xcodeproj` folders under `paths`, and in the folders that hold
    /// each path, up to `/` (`lint App/Views` with `App.xcodeproj` beside `App`), and, in the
    /// root's tree, in the folders beside those (`lint Books` with `Xcode/Books.xcodeproj`),
    /// sorted, relative to `root` when inside it (`App.xcodeproj`), else absolute; whatever the
    /// globs select.
    /// And `linkedFolders`: the links to folders of the tree that the walk passed, with the
    /// folder's path (`App/Shared` to `Shared`), whose files it lists under that folder's path.
    public func discoverNotingIncludes(_ paths: [String]) throws(Missing)
        -> (files: [String], unmatchedIncludes: [Int], unreadable: [Unreadable], unmatchedExcludes: [Int], links: Set<String>,
            xcodeProjects: [String], nestedConfigurations: [String], linkedFolders: [(link: String, folder: String)])
    {
        var walked = Walked()
        // The folders that hold the named paths, where projects are looked for after the walk.
        var holders: [String] = []
        for path in paths.isEmpty ? ["."] : paths {
            let absolute = path.hasPrefix("/") ? path : (path == "." ? root : root + "/" + path)
            var info = stat()
            guard stat(absolute, &info) == 0 else {
                let reason = errno
                // A link that leads nowhere is there, as under a named folder: unreadable.
                var link = stat()
                let dangling = lstat(absolute, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
                if !dangling, reason == ENOENT || reason == ENOTDIR { throw Missing(path: path) }
                // There, but not to be looked at (a folder on the way is locked).
                walked.unreadable.append(Unreadable(path: relative(absolute), problem: "cannot read the file: \(String(cString: strerror(reason)))",
                                                    isNamed: true))
                continue
            }
            holders.append(absolute)
            if (info.st_mode & S_IFMT) == S_IFDIR {
                let before = walked.unreadable.count
                let absolute = inTree(absolute, linkedAt: absolute, &walked) ?? absolute
                walk(absolute, &walked)
                // The named folder itself could not be opened: say so, whatever the globs select.
                if walked.unreadable.count > before, walked.unreadable[before].path == relative(absolute) { walked.unreadable[before].isNamed = true }
            } else {
                // A file named explicitly is linted even if it is not `.swift`-named? Only Swift files count.
                if absolute.hasSuffix(".swift") {
                    // (Its folder by its path in the tree; a file that is itself a link stays one.)
                    var absolute = absolute
                    if let folder = Self.parent(of: absolute), let inTree = inTree(folder, linkedAt: folder, &walked) {
                        absolute = inTree + absolute.dropFirst(folder.count)
                    }
                    walked.found.append(relative(absolute))
                    var link = stat()
                    if lstat(absolute, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK { walked.links.append(relative(absolute)) }
                }
            }
        }
        let found = walked.found, unreadable = walked.unreadable
        // (The paths split and indexed once for all the globs: each glob tried on each path,
        // splitting the path every time, took time in globs × files.)
        let foundPaths = include.isEmpty && exclude.isEmpty ? nil : Glob.PathSet(found)
        let unmatched = include.indices.filter { g in !include[g].matchesAny(of: foundPaths!) }
        let unmatchedExcludes = exclude.indices.filter { g in !exclude[g].matchesAny(of: foundPaths!) }
        // Sorted by name, then by bytes, so that equal-looking names keep one order from run to run.
        let sorted = Self.sortedByName(found.filter(isSelected))
        var files: [String] = []
        files.reserveCapacity(sorted.count)
        for path in sorted where files.last.map({ !$0.utf8.elementsEqual(path.utf8) }) ?? true { files.append(path) }
        files = Self.oneNameEach(files, walked)
        // (A folder named once is read once: the paths' folders share the ones above them.)
        var looked: Set<String> = []
        var besideLooked = Set(holders)
        for path in holders {
            var folder = Self.parent(of: path)
            while let next = folder, looked.insert(next).inserted {
                // In the tree (the root and the folders in it), in the folders beside the way up
                // too: `lint Books` reads `Xcode/Books.xcodeproj`, whose folder is `../Books`.
                // One listing each, of what a whole-tree lint walks anyway; never above the root,
                // where the folders beside are other trees (`/tmp`'s thousands).
                let inTree = root == "/" || next == root || next.hasPrefix(root + "/")
                let (found, beside) = Self.xcodeProjects(in: next, subfolders: inTree)
                walked.projects += found.map(relative)
                for subfolder in beside where !looked.contains(subfolder) && besideLooked.insert(subfolder).inserted {
                    walked.projects += Self.xcodeProjects(in: subfolder).projects.map(relative)
                }
                folder = Self.parent(of: next)
            }
        }
        // What the configuration would not lint anyway is no news (a folder: as if it held a
        // Swift file directly).
        let selectedUnreadable = unreadable.filter { $0.isNamed || ($0.path.hasSuffix(".swift") ? isSelected($0.path) : selectsFolder($0.path)) }
        return (files, unmatched, selectedUnreadable, unmatchedExcludes, Set(walked.links), Set(walked.projects).sorted(),
                Set(walked.configurations).sorted(), walked.linkedFolders)
    }

    /// What the walk gathers.
    private struct Walked {
        // A list, not a set: Swift's `==` on strings treats two names that differ only in Unicode
        // normalization (NFC `é`, NFD `e` + U+0301) as one, but they are two files. Duplicates
        // (a file named and also under a named folder) go after sorting, by their bytes.
        var found: [String] = []
        var unreadable: [Unreadable] = []
        /// The folders walked, with the path each was walked under.
        var visited: [FolderID: String] = [:]
        /// The files found whose own entry may be a link.
        var links: [String] = []
        var projects: [String] = []
        /// The folders below the root that hold a `.archtool.json` of their own (a project in the
        /// project: a package of a monorepo).
        var configurations: [String] = []
        var linkedFolders: [(link: String, folder: String)] = []
        /// Each Swift file's device and inode (from its folder and its directory entry).
        var fileIDs: [String: FileID] = [:]
    }

    /// A file or folder on disk.
    public struct FileID: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64

        init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }

        /// The file at `path` (links followed), nil when it cannot be looked up.
        public init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }
    }

    /// Paths sorted by name, then by their bytes (two names that differ only in Unicode
    /// normalization are equal to `<` but two files), so the order is the same from run to run.
    public static func sortedByName(_ paths: [String]) -> [String] {
        paths.sorted { $0 < $1 || ($0 == $1 && $0.utf8.lexicographicallyPrecedes($1.utf8)) }
    }

    /// `files` with one name for each file reached through a link to a folder and by another
    /// path too (a folder the globs select in part, walked under its own path and under a link's
    /// they select): the name not through a link, else the first.
    private static func oneNameEach(_ files: [String], _ walked: Walked) -> [String] {
        let throughLinks = walked.linkedFolders.filter { $0.link == $0.folder }.map { $0.link + "/" }
        guard !throughLinks.isEmpty else { return files }
        func isThroughLink(_ name: String) -> Bool { throughLinks.contains { name.hasPrefix($0) } }
        var names: [FileID: [String]] = [:]
        for file in files { if let id = walked.fileIDs[file] { names[id, default: []].append(file) } }
        var dropped: Set<String> = []
        for (_, same) in names where same.count > 1 && same.contains(where: isThroughLink) {
            let kept = same.first { !isThroughLink($0) } ?? same[0]
            for name in same where name != kept { dropped.insert(name) }
        }
        return dropped.isEmpty ? files : files.filter { !dropped.contains($0) }
    }

    /// The folder that holds `path` (absolute), `/` for a folder in it, nil for `/` itself.
    private static func parent(of path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard trimmed != "/", let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The `.xcodeproj` folders in a folder, as absolute paths, and, with `subfolders`, the
    /// other folders in it that the walk would enter (not through a link); none when it cannot
    /// be read.
    private static func xcodeProjects(in folder: String, subfolders: Bool = false) -> (projects: [String], subfolders: [String]) {
        guard let directory = opendir(folder) else { return ([], []) }
        defer { closedir(directory) }
        var found: [String] = []
        var folders: [String] = []
        while let entry = readdir(directory) {
            guard let name = Self.name(of: entry), name != ".", name != ".." else { continue }
            let path = folder == "/" ? "/" + name : folder + "/" + name
            if isProject(name) {
                var info = stat()
                if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { found.append(path) }
            } else if subfolders, Int32(entry.pointee.d_type) == Int32(DT_DIR), !skips(folderNamed: name) {
                folders.append(path)
            }
        }
        return (found, folders)
    }

    /// A directory entry's name, nil when it is not UTF-8.
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String? {
        withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            String(validatingCString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        }
    }

    /// Whether a folder of this name is an Xcode project (`App.xcodeproj`).
    private static func isProject(_ name: String) -> Bool {
        name.utf8.count > 10 && name.hasSuffix(".xcodeproj")
    }

    /// A folder, and whether the globs select the path it is walked under: a folder they leave
    /// out (`Shared`, with `"include": ["Sources"]`) is walked again under a link's path they
    /// select (`Sources/Shared`), whichever comes first; each at most once, so link loops end.
    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
        var isSelected: Bool
    }

    private func walk(_ folder: String, _ walked: inout Walked) {
        var info = stat()
        let exists = stat(folder, &info) == 0
        if exists {
            let path = relative(folder)
            let id = FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), isSelected: selectsFolder(path))
            if let first = walked.visited[id] {
                // Reached again by another path (a second link to it): its files are under that one too.
                if first != path { walked.linkedFolders.append((path, first)) }
                return
            }
            walked.visited[id] = path
        }
        // A folder that cannot be looked up (a path too long) or opened (locked) is reported.
        guard exists, let directory = opendir(folder) else {
            walked.unreadable.append(Unreadable(path: relative(folder),
                                                problem: "cannot read the folder: \(String(cString: strerror(errno))); the Swift files in it were not linted"))
            return
        }
        defer { closedir(directory) }
        var subfolders: [String] = []
        while let entry = readdir(directory) {
            let (name, isUTF8) = withUnsafePointer(to: &entry.pointee.d_name) { pointer -> (String, Bool) in
                let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)
                if let valid = String(validatingCString: bytes) { return (valid, true) }
                return (String(cString: bytes), false)
            }
            if name == "." || name == ".." { continue }
            if !isUTF8 {
                // Its path cannot be spelled as a `String`, so it could not be opened again.
                if Int32(entry.pointee.d_type) == Int32(DT_DIR), !Self.skips(folderNamed: name) {
                    walked.unreadable.append(Unreadable(path: relative(folder + "/" + name),
                                                        problem: "the folder name is not valid UTF-8; the Swift files in it were not linted"))
                } else if name.hasSuffix(".swift") {
                    walked.unreadable.append(Unreadable(path: relative(folder + "/" + name),
                                                        problem: "the file name is not valid UTF-8; rename the file to lint it"))
                }
                continue
            }
            let path = folder + "/" + name
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_LNK) || Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var target = stat()
                guard stat(path, &target) == 0 else {
                    // A dangling link named like a Swift file is listed, to be reported as unreadable.
                    if name.hasSuffix(".swift") {
                        walked.found.append(relative(path))
                        walked.links.append(relative(path))
                    }
                    continue
                }
                isFolder = (target.st_mode & S_IFMT) == S_IFDIR
                if !isFolder, name.hasSuffix(".swift") { walked.links.append(relative(path)) }
                if isFolder, !Self.skips(folderNamed: name), !Self.isProject(name) {
                    if let inTree = inTree(path, linkedAt: path, &walked) {
                        // A link to a folder of the tree: walked under the folder's own path.
                        subfolders.append(inTree)
                        continue
                    }
                    // Walked under the link's path (noted, for `isUnder` and the files a commit changes there).
                    walked.linkedFolders.append((relative(path), relative(path)))
                }
            }
            if isFolder {
                if Self.skips(folderNamed: name) { continue }
                if Self.isProject(name) {
                    walked.projects.append(relative(path))
                    continue
                }
                subfolders.append(path)
            } else if name.hasSuffix(".swift") {
                // Not a regular file (a FIFO, a socket, a device): listed, and reported by the
                // reader as it is when named on the command line.
                let file = relative(path)
                walked.found.append(file)
                walked.fileIDs[file] = FileID(device: UInt64(info.st_dev), inode: UInt64(entry.pointee.d_ino))
            } else if name == ".archtool.json", folder != root {
                walked.configurations.append(relative(folder))
            }
        }
        // In the order of their names' bytes, not the folder's listing (which differs from one file
        // system to another): a folder two links lead to is named by the same one everywhere.
        for subfolder in subfolders.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { walk(subfolder, &walked) }
    }

    /// Whether `file` (a path the walk gives, relative to the root) is under `path` (relative to
    /// the root; `.` is the root), directly or through the links to folders of the tree the walk
    /// passed (`linkedFolders`): `Real/X.swift` is under `Apps` when `Apps/Shared` links to
    /// `Real`, and under `Apps/Outer` when that links to `Foo`, whose `Inner` links to `Real`.
    /// (A few links deep: a link to a folder that holds it would name a file without end.)
    public static func isUnder(_ file: String, _ path: String, linkedFolders: [(link: String, folder: String)]) -> Bool {
        func directly(_ file: some StringProtocol) -> Bool { path == "." || file == path || file.hasPrefix(path + "/") }
        if directly(file) { return true }
        var seen: Set<String> = [file]
        var names = [file]
        for _ in 0..<4 where !names.isEmpty {
            var next: [String] = []
            for name in names {
                for (link, folder) in linkedFolders {
                    let through: String
                    if folder == "." {
                        through = link + "/" + name
                    } else if name == folder {
                        through = link
                    } else if name.hasPrefix(folder + "/") {
                        through = link + name.dropFirst(folder.count)
                    } else {
                        continue
                    }
                    if directly(through) { return true }
                    if seen.count < 64, seen.insert(through).inserted { next.append(through) }
                }
            }
            names = next
        }
        return false
    }

    /// Whether a root-relative path is in a folder the walk skips (hidden, `.build`, `Pods`, …):
    /// git may name such a file, which a whole-tree lint never reads.
    public static func isInSkippedFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { skips(folderNamed: $0) }
    }

    /// Whether the walk skips a folder of this name: a hidden one or one of `skippedFolders`.
    public static func skips(folderNamed name: some StringProtocol) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(String(name))
    }

    /// The path under `root` of the folder `path` leads to, when it is in the root's tree, in no
    /// folder the walk skips, and reached through a link (`root/App/Shared` for `root/Shared`:
    /// `root/Shared`), noted in `walked.linkedFolders` with `link`; nil otherwise (a link out of
    /// the tree is walked under its own name).
    private func inTree(_ path: String, linkedAt link: String, _ walked: inout Walked) -> String? {
        guard let folder = inTree(path) else { return nil }
        walked.linkedFolders.append((relative(link), relative(folder)))
        return folder
    }

    private func inTree(_ path: String) -> String? {
        guard let real = Self.realPath(path), let realRoot = Self.realPath(root) else { return nil }
        if real == realRoot { return selectsFolder(".") ? root : nil }
        let prefix = realRoot == "/" ? "/" : realRoot + "/"
        guard real.hasPrefix(prefix) else { return nil }
        let inside = String(real.dropFirst(prefix.count))
        // (Only a folder the configuration lints: one it leaves out, linked into a folder it
        // lints (`Sources/App/Shared` → `../../Shared` with `"include": ["Sources"]`), is linted
        // under the link's path, as the build compiles it there.)
        guard !inside.split(separator: "/").contains(where: { Self.skips(folderNamed: $0) }), selectsFolder(inside) else { return nil }
        let result = root == "/" ? "/" + inside : root + "/" + inside
        return result == path ? nil : result
    }

    /// `realpath(3)`: the path with every link resolved, nil when it cannot be.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(validatingCString: resolved)
    }

    private func relative(_ path: String) -> String {
        if path == root { return "." }
        var result = path
        if result.hasPrefix(root + "/") { result = String(result.dropFirst(root.count + 1)) }
        while result.hasPrefix("./") { result = String(result.dropFirst(2)) }
        return result
    }

    /// Whether the globs select the files directly in a folder (given relative to the root), as
    /// they would a file `_.swift` there: a folder a file-name `include` selects in part
    /// (`*Repository.swift`) is walked under its own path and a link's, and each file keeps one
    /// name (`oneNameEach`).
    private func selectsFolder(_ path: String) -> Bool {
        include.isEmpty && exclude.isEmpty || isSelected(path == "." ? "_.swift" : path + "/_.swift")
    }

    private func isSelected(_ path: String) -> Bool {
        if include.isEmpty && exclude.isEmpty { return true }
        // Split once for all the globs.
        let parts = Glob.parts(of: path)
        if !include.isEmpty, !include.contains(where: { $0.matches(parts: parts) }) { return false }
        return !exclude.contains { $0.matches(parts: parts) }
    }
}
