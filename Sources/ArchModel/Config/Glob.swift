/// A path pattern: `**` any number of folders, `*` any characters in one name, `?` one character.
///
/// A pattern names files, or folders and everything below them: `Sources/Legacy`,
/// `Sources/Legacy*` and `**/Generated` match the files inside the folders they match, as
/// `.gitignore` patterns do. A pattern without `/` but with a wildcard matches a file or folder
/// name at any depth (`*Module.swift`, `Generated*`); one without either names a path from the
/// root (`Sources`, not `Packages/Core/Sources`: write `**/Sources` for that).
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    private let segments: [Substring]
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
        if trimmed.split(separator: "/").contains("..") {
            throw Invalid(reason: "patterns are relative to the project root and cannot leave it; remove '..'")
        }
        if trimmed.contains("***") { throw Invalid(reason: "'***' is not a wildcard; use '**' for any folders") }
        for segment in trimmed.split(separator: "/") where segment.contains("**") && segment != "**" {
            throw Invalid(reason: "'**' must be a whole path component, as in 'a/**/b'")
        }
        self.pattern = pattern
        segments = trimmed.split(separator: "/")
        segmentBytes = segments.map { Array($0.utf8) }
        isLiteral = !trimmed.contains { $0 == "*" || $0 == "?" }
        matchesNameOnly = !trimmed.contains("/") && !isLiteral
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
