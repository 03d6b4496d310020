/// A code example of a rule: one or more files; `↓` marks where each finding must land.
///
/// Triggering examples must produce findings exactly at their markers; passing examples none.
/// The same examples are the tests and the documentation (`archtool explain`).
public struct RuleExample: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        /// The path relative to the lint root; it decides path-based layers.
        public var path: String
        public var source: String

        public init(_ path: String, _ source: String) {
            self.path = path
            self.source = source
        }
    }

    public var files: [File]

    public init(_ files: [File]) { self.files = files }

    /// A one-file example.
    public init(_ path: String, _ source: String) { files = [File(path, source)] }

    public static let marker = "↓"
}
