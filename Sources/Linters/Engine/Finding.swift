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
}
