/// Checkstyle XML, which Jenkins, reviewdog and many review tools read: one `<file>` per file
/// with findings, in path order, one `<error>` per finding with `source` `archtool.<rule-id>`.
public enum CheckstyleReporter {
    public static func render(_ findings: [Finding]) -> String {
        var out = XMLEscaping.declaration + "<checkstyle version=\"4.3\">\n"
        var index = findings.startIndex
        while index < findings.endIndex {
            let path = findings[index].path
            out += "  <file name=\"\(XMLEscaping.escape(path))\">\n"
            while index < findings.endIndex, findings[index].path == path {
                let finding = findings[index]
                out += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\" "
                out += "message=\"\(XMLEscaping.escape(finding.message))\" source=\"archtool.\(XMLEscaping.escape(finding.rule))\"/>\n"
                index += 1
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
