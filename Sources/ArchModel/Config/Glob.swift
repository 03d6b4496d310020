/// A path pattern: `**` any number of folders, `*` any characters in one name, `?` one character.
///
/// A pattern names files, or folders and everything below them: `Sources/Legacy`,
/// `Sources/Legacy*` and `**/Generated` match the files inside the folders they match, as
/// `.gitignore` patterns do. A pattern without `/` but with a wildcard matches a file or folder
/// name at any depth (`*Module.swift`, `Generated*`); one without either names a path from the
/// root (`Sources`, not `Packages/Core/Sources`: write `**/Sources` for that).
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    /// The segments' UTF-8 bytes, for matching without making strings.
    private let segmentBytes: [[UInt8]]
    private let isLiteral: Bool
    private let matchesNameOnly: Bool
    /// For `**/Name/**` and `**/Name` (every preset layer's paths), the name without wildcards:
    /// the pattern matches a path that has it as a component, which is asked without the
    /// general matcher's slices (it took a few microseconds a path for a style's layers).
    private let anyComponent: [UInt8]?

    public struct Invalid: Error, Equatable {
        public var reason: String
    }

    public init(_ pattern: String) throws(Invalid) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        // `.` or `./`: the project's folder, everything in it.
        if trimmed == "." || (trimmed.isEmpty && pattern.hasPrefix(".")) { trimmed = "**" }
        if trimmed.isEmpty { throw Invalid(reason: "the pattern is empty") }
        if trimmed.hasPrefix("/") { throw Invalid(reason: "patterns are relative to the project root; remove the leading '/'") }
        let bytes = Array(trimmed.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // ASCII (nearly every pattern) over its bytes, each a `Character`: the searches by
            // `Character` below took most of the time of a configuration of many globs.
            let star = UInt8(ascii: "*")
            let parts = bytes.split(separator: UInt8(ascii: "/"))
            if parts.contains(where: { $0.elementsEqual("..".utf8) }) {
                throw Invalid(reason: "patterns are relative to the project root and cannot leave it; remove '..'")
            }
            if bytes.indices.dropLast(2).contains(where: { bytes[$0] == star && bytes[$0 + 1] == star && bytes[$0 + 2] == star }) {
                throw Invalid(reason: "'***' is not a wildcard; use '**' for any folders")
            }
            for part in parts where !part.elementsEqual(Glob.anyFolders)
                && part.indices.dropLast().contains(where: { part[$0] == star && part[$0 + 1] == star }) {
                throw Invalid(reason: "'**' must be a whole path component, as in 'a/**/b'")
            }
            segmentBytes = parts.map(Array.init)
            isLiteral = !bytes.contains { $0 == star || $0 == UInt8(ascii: "?") }
            matchesNameOnly = !bytes.contains(UInt8(ascii: "/")) && !isLiteral
        } else {
            if trimmed.split(separator: "/").contains("..") {
                throw Invalid(reason: "patterns are relative to the project root and cannot leave it; remove '..'")
            }
            if trimmed.contains("***") { throw Invalid(reason: "'***' is not a wildcard; use '**' for any folders") }
            for segment in trimmed.split(separator: "/") where segment.contains("**") && segment != "**" {
                throw Invalid(reason: "'**' must be a whole path component, as in 'a/**/b'")
            }
            segmentBytes = trimmed.split(separator: "/").map { Array($0.utf8) }
            isLiteral = !trimmed.contains { $0 == "*" || $0 == "?" }
            matchesNameOnly = !trimmed.contains("/") && !isLiteral
        }
        self.pattern = pattern
        let isName = { (segment: [UInt8]) in !segment.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") } }
        if segmentBytes.count == 3, segmentBytes[0] == Glob.anyFolders, segmentBytes[2] == Glob.anyFolders, isName(segmentBytes[1]) {
            anyComponent = segmentBytes[1]
        } else if segmentBytes.count == 2, segmentBytes[0] == Glob.anyFolders, isName(segmentBytes[1]) {
            anyComponent = segmentBytes[1]
        } else {
            anyComponent = nil
        }
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        matches(parts: Glob.parts(of: path))
    }

    /// The components of a relative, `/`-separated path, split once for many globs.
    public static func parts(of path: String) -> [ArraySlice<UInt8>] {
        Array(path.utf8).split(separator: UInt8(ascii: "/"))
    }

    /// Whether the path split by `parts(of:)` matches.
    public func matches(parts: [ArraySlice<UInt8>]) -> Bool {
        if let anyComponent { return parts.contains { $0.elementsEqual(anyComponent) } }
        if isLiteral {
            return parts.count >= segmentBytes.count && zip(parts, segmentBytes).allSatisfy { $0.elementsEqual($1) }
        }
        if matchesNameOnly {
            return parts.contains { Glob.matchName(segmentBytes[0][...], $0) }
        }
        return Glob.match(segmentBytes[...], parts[...])
    }

    /// Paths split once (`parts(of:)`), with an index of their components, to ask many globs
    /// whether they match any of the paths (`matchesAny(of:)`): a configuration of many globs
    /// over a tree of many files would otherwise try every glob on every path.
    public struct PathSet: Sendable {
        fileprivate let parts: [[ArraySlice<UInt8>]]
        /// The distinct components of the paths, sorted by their bytes.
        fileprivate let components: [[UInt8]]
        /// By component (its position in `components`), the paths that have it.
        fileprivate let holders: [[Int]]

        public init(_ paths: [String]) {
            parts = paths.map(Glob.parts(of:))
            var byComponent: [[UInt8]: [Int]] = [:]
            for (p, path) in parts.enumerated() {
                for component in path {
                    // (A path that has a component twice is listed twice: it is then tried twice.)
                    byComponent[Array(component), default: []].append(p)
                }
            }
            let sorted = byComponent.sorted { $0.key.lexicographicallyPrecedes($1.key) }
            components = sorted.map(\.key)
            holders = sorted.map(\.value)
        }

        /// The positions in `components` of the components that start with `prefix`.
        fileprivate func components(startingWith prefix: ArraySlice<UInt8>) -> Range<Int> {
            func first(_ isBefore: (Int) -> Bool) -> Int {
                var low = 0, high = components.count
                while low < high {
                    let mid = (low + high) / 2
                    if isBefore(mid) { low = mid + 1 } else { high = mid }
                }
                return low
            }
            let low = first { components[$0].lexicographicallyPrecedes(prefix) }
            // Those after `low` that start with it come first: the ones that sort after it do not.
            let high = first { $0 < low || components[$0].starts(with: prefix) }
            return low..<high
        }
    }

    /// Whether the glob matches one of the paths: as `matches(parts:)` on each, trying only the
    /// paths that have a component the pattern's most selective name (the one whose bytes
    /// before any wildcard begin the fewest components) matches, as every name of a pattern
    /// must match a component of a path it matches. A pattern whose names all begin with a
    /// wildcard (`*.swift`) is tried on each path.
    public func matchesAny(of paths: PathSet) -> Bool {
        var best: (segment: Int, components: Range<Int>)?
        for (s, segment) in segmentBytes.enumerated() where segment != Glob.anyFolders {
            let literal = segment.prefix { $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "?") }
            guard !literal.isEmpty else { continue }
            let found = paths.components(startingWith: literal)
            if found.isEmpty { return false }
            if best.map({ found.count < $0.components.count }) ?? true { best = (s, found) }
        }
        guard let best else { return paths.parts.contains { matches(parts: $0) } }
        let segment = segmentBytes[best.segment][...]
        for c in best.components where Glob.matchName(segment, paths.components[c][...]) {
            for p in paths.holders[c] where matches(parts: paths.parts[p]) { return true }
        }
        return false
    }

    /// Whether the pattern matches the path or one of its folders (a path prefix).
    private static func match(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<ArraySlice<UInt8>>) -> Bool {
        guard let head = pattern.first else { return true }
        if head == Glob.anyFolders {
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                if rest.isEmpty { return false }
                rest = rest.dropFirst()
            }
        }
        guard let name = path.first, matchName(head[...], name) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static let anyFolders: [UInt8] = Array("**".utf8)

    private static func matchName(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        pattern.withUnsafeBufferPointer { pattern in
            name.withUnsafeBufferPointer { name in
                var p = 0, n = 0, star = -1, mark = 0
                while n < name.count {
                    if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == name[n] {
                        p += 1; n += 1
                    } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                        star = p; mark = n; p += 1
                    } else if star >= 0 {
                        p = star + 1; mark += 1; n = mark
                    } else {
                        return false
                    }
                }
                while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
                return p == pattern.count
            }
        }
    }
}
