/// GitHub Actions workflow commands, one per finding, errors first:
/// `::error file=path,line=2,col=14,title=rule-id::message`. GitHub shows only a few
/// annotations per step, so `stepSummary` lists every finding as Markdown for
/// `$GITHUB_STEP_SUMMARY`.
public enum GitHubReporter {
    /// `configurationWarnings` follow the findings, titled `configuration` (their paths as
    /// GitHub attaches them).
    public static func render(_ findings: [Finding], configurationWarnings: [ConfigurationWarning] = []) -> String {
        var out = ""
        // Errors first: when GitHub cuts the annotations off, the ones that fail the build show.
        for finding in findings.filter({ $0.severity == .error }) + findings.filter({ $0.severity != .error }) {
            let command = finding.severity == .error ? "error" : "warning"
            out += "::\(command) file=\(property(finding.path)),line=\(finding.line),col=\(finding.column),"
            out += "title=\(property(finding.rule))::\(data(finding.message))\n"
        }
        for warning in configurationWarnings {
            let place = warning.path.map { "file=\(property($0)),line=\(warning.line),col=\(warning.column)," } ?? ""
            out += "::warning \(place)title=configuration::\(data(warning.message))\n"
        }
        return out
    }

    /// A Markdown section listing every finding, to append to `$GITHUB_STEP_SUMMARY`.
    /// `configurationWarnings` (which fail `--strict`) are listed after the findings.
    public static func stepSummary(_ findings: [Finding], files: Int, configurationWarnings: [ConfigurationWarning] = []) -> String {
        var out = "### archtool lint: \(TextReporter.summary(findings, files: files))"
        if !configurationWarnings.isEmpty {
            out += "; \(configurationWarnings.count) configuration warning\(configurationWarnings.count == 1 ? "" : "s")"
        }
        out += "\n\n"
        for warning in configurationWarnings {
            let place = warning.path.map { "\(markdownCell($0)):\(warning.line):\(warning.column): " } ?? ""
            out += "- configuration: \(place)\(markdownCell(warning.message))\n"
        }
        if !configurationWarnings.isEmpty { out += "\n" }
        guard !findings.isEmpty else { return out }
        out += "| Severity | File | Line | Column | Rule | Message |\n"
        out += "| --- | --- | ---: | ---: | --- | --- |\n"
        for finding in findings {
            out += "| \(finding.severity.rawValue) | \(markdownCell(finding.path)) | \(finding.line) | \(finding.column) "
            out += "| \(markdownCell(finding.rule)) | \(markdownCell(finding.message)) |\n"
        }
        return out + "\n"
    }

    /// A workflow command's message: `%`, CR and LF percent-encoded.
    static func data(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A workflow command's property value: as `data`, plus `:` and `,`, which end a property.
    static func property(_ text: String) -> String {
        // By scalar: a `,` followed by a combining mark is one Character, not equal to ",".
        var out = ""
        for scalar in data(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text safe in one Markdown table cell: Markdown punctuation backslash-escaped, HTML's
    /// markup characters as entities, line breaks as `<br>`.
    static func markdownCell(_ text: String) -> String {
        var out = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n": out += "<br>"
            case "\r": if index + 1 == scalars.count || scalars[index + 1] != "\n" { out += "<br>" }
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!": out += "\\" + String(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
