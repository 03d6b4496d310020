/// `path:line:column: error: message [rule-id]`, one finding per line: what Xcode's build log
/// and editors parse. Give it absolute paths (Xcode links issues only to those); line breaks
/// in paths and messages become spaces so that every finding stays on its own line.
public enum XcodeReporter {
    public static func render(_ findings: [Finding]) -> String {
        var out = ""
        for finding in findings {
            out += "\(TextReporter.oneLine(finding.path)):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
            out += "\(TextReporter.oneLine(finding.message)) [\(finding.rule)]\n"
        }
        return out
    }
}
