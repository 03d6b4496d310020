import Foundation

/// Paths as shown to the user: relative to the current directory when inside it.
enum DisplayPath {
    /// `path` from `directory`, absolute, its `.` and `..` read as the shell and git read them:
    /// `..` goes up the path as written (`Sources/App/Shared/..` is `Sources/App` when `Shared`
    /// is a link), never through a link to its target's parent, as Foundation's
    /// `standardizedFileURL` does on Linux once a path has `..` in it (so a finding's path, and
    /// its SARIF fingerprint, are the same from inside a linked folder as from the root).
    static func absolute(_ path: String, from directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` from `directory`: below it, relative; elsewhere, absolute, unless `within` (a
    /// project's root holding both) is given: then with `..` (`../Models/Book.swift` from
    /// `Sources/Views`), as git shows paths in a subfolder of its repository.
    /// Whether two paths are the same bytes (equal Strings may differ in Unicode normalization,
    /// and so name two files).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) } }
    }

    static func relative(_ path: String, from directory: String, within root: String? = nil) -> String {
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        if path == base { return "." }
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        if let root {
            let top = URL(fileURLWithPath: root).standardizedFileURL.path
            if top != "/", base.hasPrefix(top + "/"), path.hasPrefix(top + "/") {
                let from = base.split(separator: "/"), to = path.split(separator: "/")
                var shared = 0
                while shared < min(from.count, to.count), from[shared] == to[shared] { shared += 1 }
                return (Array(repeating: "..", count: from.count - shared) + to[shared...].map(String.init)).joined(separator: "/")
            }
        }
        return path
    }
}
