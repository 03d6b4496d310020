/// Counts per rule: a table of errors and warnings, most findings first (ties by rule id),
/// then the total. What to look at first when adopting archtool on an existing code base.
public enum SummaryReporter {
    public static func render(_ findings: [Finding], files: Int) -> String {
        var counts: [String: (errors: Int, warnings: Int)] = [:]
        for finding in findings {
            var count = counts[finding.rule, default: (0, 0)]
            if finding.severity == .error { count.errors += 1 } else { count.warnings += 1 }
            counts[finding.rule] = count
        }
        let rows = counts.sorted { a, b in
            let (x, y) = (a.value.errors + a.value.warnings, b.value.errors + b.value.warnings)
            return x != y ? x > y : a.key < b.key
        }
        let total = (errors: rows.reduce(0) { $0 + $1.value.errors }, warnings: rows.reduce(0) { $0 + $1.value.warnings })
        let width = max(["rule", "total"].map(\.count).max()!, rows.map(\.key.count).max() ?? 0)
        func line(_ name: String, _ errors: String, _ warnings: String) -> String {
            name + String(repeating: " ", count: width - name.count) + pad(errors, 8) + pad(warnings, 10) + "\n"
        }
        var out = line("rule", "errors", "warnings")
        for (rule, count) in rows { out += line(rule, String(count.errors), String(count.warnings)) }
        out += line("total", String(total.errors), String(total.warnings))
        return out + "\(rows.count) \(rows.count == 1 ? "rule" : "rules") with findings in \(files) \(files == 1 ? "file" : "files")\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 1)) + text
    }
}
