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
    /// Another file the message names (`the first is 'Repos' in Sources/Repos.swift`), as
    /// `path` is given; empty when it names none. `relocated(_:)` moves it with `path`, so a
    /// message never gives another file's path from another folder than the finding's own.
    public var relatedPath: String = ""

    public init(path: String, line: Int, column: Int, severity: Severity, rule: String, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    /// Sorted by path, line, column, rule, then message: the order of every output format.
    public static func < (a: Finding, b: Finding) -> Bool {
        (a.path, a.line, a.column, a.rule, a.message) < (b.path, b.line, b.column, b.rule, b.message)
    }

    /// This finding with `path`, and `relatedPath` where the message gives it (its last
    /// occurrence), mapped by `transform` (to the paths as shown, or back).
    public func relocated(_ transform: (String) -> String) -> Finding {
        var moved = self
        moved.path = transform(path)
        guard !relatedPath.isEmpty else { return moved }
        let shown = transform(relatedPath)
        moved.relatedPath = shown
        let text = Array(message.utf8), target = Array(relatedPath.utf8)
        var start = text.count - target.count
        while start >= 0, !text[start..<(start + target.count)].elementsEqual(target) { start -= 1 }
        if start >= 0 {
            moved.message = String(decoding: text[..<start], as: UTF8.self) + shown
                + String(decoding: text[(start + target.count)...], as: UTF8.self)
        }
        return moved
    }
}
