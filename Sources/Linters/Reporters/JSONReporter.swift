/// The stable JSON schema of `--format json`:
/// `{"version": 1, "findings": [{"path", "line", "column", "severity", "rule", "message"}], "files": N}`.
public enum JSONReporter {
    public static func render(_ findings: [Finding], files: Int) -> String {
        var out = "{\n  \"version\": 1,\n  \"findings\": ["
        for (index, finding) in findings.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"path\": \(quote(finding.path)), \"line\": \(finding.line), \"column\": \(finding.column), "
            out += "\"severity\": \(quote(finding.severity.rawValue)), \"rule\": \(quote(finding.rule)), \"message\": \(quote(finding.message))}"
        }
        out += findings.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"files\": \(files)\n}\n"
        return out
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
