/// `path:line:column: error: message [rule-id]`, one finding per line: what swiftc, Xcode and
/// editors parse.
public enum TextReporter {
    public static func render(_ findings: [Finding]) -> String {
        var out = ""
        for finding in findings {
            out += "\(oneLine(finding.path)):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(oneLine(finding.message)) [\(finding.rule)]\n"
        }
        return out
    }

    /// `text` with each line break as a space, so that a finding stays one line whatever its
    /// message or file name holds (a custom rule's message, a file named `a<LF>b.swift`).
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// `3 errors, 1 warning in 212 files`.
    public static func summary(_ findings: [Finding], files: Int) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files, "file"))"
    }
}
