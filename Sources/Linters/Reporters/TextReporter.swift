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
    /// message or file name holds (a custom rule's message, a file named `a<LF>b.swift`), and
    /// other control characters (an escape sequence in a backticked name) as U+FFFD, so that
    /// nothing printed can drive the terminal.
    static func oneLine(_ text: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool { (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F }
        guard text.unicodeScalars.contains(where: isControl) || text.contains(where: \.isNewline) else { return text }
        var out = String.UnicodeScalarView()
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            if scalar == "\n" && previousCR { continue }  // CRLF: one space
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}" || scalar == "\u{0B}" || scalar == "\u{0C}" {
                out.append(" ")
            } else {
                out.append(isControl(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return String(out)
    }

    /// `3 errors, 1 warning in 212 files`.
    public static func summary(_ findings: [Finding], files: Int) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files, "file"))"
    }
}
