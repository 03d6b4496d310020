#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import ArchModel

/// One problem found by a rule, at a 1-based line and UTF-8 column of a file.
public struct Finding: Sendable, Equatable, Hashable, Comparable {
    /// The path as reported: relative to the lint root.
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var rule: String
    public var message: String
    /// The innermost declaration the finding is in (`HomeScene.body`), for baselines; empty at file level.
    public var symbol: String = ""
    /// The text of the token the finding is on, for baselines.
    public var token: String = ""
    /// The source line the finding is on, trimmed (at most 200 bytes), for baselines: of two
    /// findings alike in a declaration, the one on a recorded line is the recorded one.
    public var lineText: String = ""
    /// The other files that make this finding what it is, as `path` is given (sorted; empty for
    /// most findings): the first of two repositories, the file declaring a global a reducer
    /// reads, the ancestor components that do not provide a dependency. A message may give
    /// them (`the first is 'Repos' in Sources/Repos.swift`): `relocated(_:)` moves them with
    /// `path`.
    public var relatedPaths: [String] = []
    /// Whether `lint --staged` and `--changed` report this finding when one of `relatedPaths` is
    /// reported, wherever the finding is: a change there can be what made it, and the rule finds
    /// it from what it reads of every file (not so a finding in a file's code, which a partial
    /// lint reads only in the reported files).
    public var reportedWithRelatedPaths = false
    /// A finding about the project as a whole (a required type missing from it), placed at its
    /// first file: `lint --staged`, `--changed` and paths report it whenever they report any
    /// file, since any change (a deletion too) can be what made it.
    public var isAboutTheWholeProject = false

    public init(path: String, line: Int, column: Int, severity: Severity, rule: String, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    /// Sorted by path, line, column, rule, then message: the order of every output format. Two
    /// names that differ only in Unicode normalization (`é` as one scalar or two) are two files,
    /// which Swift's `String` comparison takes for one: their bytes decide.
    public static func < (a: Finding, b: Finding) -> Bool {
        let left = (a.path, a.line, a.column, a.rule, a.message), right = (b.path, b.line, b.column, b.rule, b.message)
        if left < right { return true }
        if right < left { return false }
        return a.path.utf8.lexicographicallyPrecedes(b.path.utf8)
    }

    /// The findings without repeats (one place and message found twice, by two checks of a
    /// rule), in their order; two files whose names differ only in Unicode normalization keep
    /// their findings apart (a `Set` of findings merged them: `String` equality normalizes).
    public static func unique(_ findings: [Finding]) -> [Finding] {
        struct Key: Hashable {
            let path: [UInt8]
            let finding: Finding
        }
        var seen: Set<Key> = []
        return findings.filter { seen.insert(Key(path: Array($0.path.utf8), finding: $0)).inserted }
    }

    /// Whether a partial lint that reports the files `reported` (`lint --staged`, `--changed`,
    /// paths; deleted files included) reports this finding: one of its file, one a reported file
    /// makes elsewhere (`reportedWithRelatedPaths`), or one about the whole project when anything
    /// is reported.
    public func isReported(in reported: Set<String>) -> Bool {
        reported.contains(path) || (reportedWithRelatedPaths && relatedPaths.contains(where: reported.contains))
            || (isAboutTheWholeProject && !reported.isEmpty)
    }

    /// This finding with `path` and `relatedPaths`, and those of them the message gives (at
    /// their last occurrence), mapped by `transform` (to the paths as shown, or back).
    public func relocated(_ transform: (String) -> String) -> Finding {
        var moved = self
        moved.path = transform(path)
        moved.relatedPaths = relatedPaths.map(transform)
        // A message names a few of them at most, and a finding may have every file of a layer as
        // related: each is looked for in place first (`memchr`, `memcmp`), in the message's bytes read once.
        var text = Array(message.utf8)
        for (related, shown) in zip(relatedPaths, moved.relatedPaths) where related != shown {
            let named = text.withUnsafeBytes { t in
                related.utf8.withContiguousStorageIfAvailable { Self.bytes(t, contain: UnsafeRawBufferPointer($0)) } ?? true
            }
            guard named else { continue }
            let target = Array(related.utf8)
            var start = text.count - target.count
            while start >= 0, !text[start..<(start + target.count)].elementsEqual(target) { start -= 1 }
            if start >= 0 {
                moved.message = String(decoding: text[..<start], as: UTF8.self) + shown
                    + String(decoding: text[(start + target.count)...], as: UTF8.self)
                text = Array(moved.message.utf8)
            }
        }
        return moved
    }

    /// Whether `text` holds the bytes of `target` somewhere.
    private static func bytes(_ text: UnsafeRawBufferPointer, contain target: UnsafeRawBufferPointer) -> Bool {
        guard let first = target.first, target.count <= text.count, var p = text.baseAddress else { return false }
        var remaining = text.count - target.count + 1
        while remaining > 0, let hit = memchr(p, Int32(first), remaining) {
            if memcmp(hit, target.baseAddress!, target.count) == 0 { return true }
            let skipped = p.distance(to: UnsafeRawPointer(hit)) + 1
            p += skipped
            remaining -= skipped
        }
        return false
    }
}
