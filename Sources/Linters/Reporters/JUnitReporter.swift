/// JUnit XML, which CI systems show as test results: one test case per rule that ran (passing
/// when it found nothing), one `<failure>` per finding, of type `error` or `warning`.
public enum JUnitReporter {
    /// `rules` are the ids of the rules that ran, in order; rules with findings but not among
    /// them (`file-unreadable`) are added, sorted.
    /// `configurationWarnings` are the failures of a test case `archtool configuration`, last.
    public static func render(_ findings: [Finding], rules: [String], configurationWarnings: [ConfigurationWarning] = []) -> String {
        var byRule: [String: [Finding]] = [:]
        for finding in findings { byRule[finding.rule, default: []].append(finding) }
        var ids: [String] = []
        for id in rules where !ids.contains(id) { ids.append(id) }
        ids += byRule.keys.filter { !ids.contains($0) }.sorted()
        if !configurationWarnings.isEmpty {
            ids.append(configurationCase)
            byRule[configurationCase] = configurationWarnings.map { warning in
                Finding(path: warning.path ?? "", line: warning.line, column: warning.column, severity: .warning, rule: configurationCase,
                        message: warning.message)
            }
        }
        let failing = ids.filter { byRule[$0] != nil }.count
        let counts = "tests=\"\(ids.count)\" failures=\"\(failing)\" errors=\"0\""
        var out = XMLEscaping.declaration
        out += "<testsuites name=\"archtool lint\" \(counts)>\n"
        out += "  <testsuite name=\"archtool lint\" \(counts) skipped=\"0\">\n"
        for id in ids {
            let name = XMLEscaping.escape(id)
            guard let found = byRule[id] else {
                out += "    <testcase classname=\"archtool\" name=\"\(name)\"/>\n"
                continue
            }
            out += "    <testcase classname=\"archtool\" name=\"\(name)\">\n"
            for finding in found {
                // (A configuration warning about no file has no place.)
                let location = finding.path.isEmpty && finding.line == 0 ? "" : "\(finding.path):\(finding.line):\(finding.column): "
                out += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLEscaping.escape(finding.message))\">"
                out += XMLEscaping.escape("\(location)\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
                out += "</failure>\n"
            }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }

    /// The test case of the configuration warnings (a space: no rule id has one).
    static let configurationCase = "archtool configuration"
}
