import ArchModel

/// SARIF 2.1.0, the format of GitHub code scanning and most analysis dashboards: one run whose
/// driver lists the rules (id, summary, rationale, default level), and one result per finding
/// with a relative artifact URI, a 1-based region, a fingerprint that survives edits elsewhere
/// in the file, and its suppressions (an empty list: known not to be suppressed).
public enum SARIFReporter {
    /// The analysis tool, as the run's driver names it.
    public struct Tool: Sendable {
        public var name: String
        public var version: String
        public var informationURI: String?

        public init(name: String, version: String, informationURI: String? = nil) {
            self.name = name
            self.version = version
            self.informationURI = informationURI
        }
    }

    /// A finding that a suppression hid, reported with the suppression so dashboards can show it.
    public struct SuppressedFinding: Sendable {
        public var finding: Finding
        /// `inSource` for a comment in the code, `external` for a baseline or configuration.
        public var kind: String
        public var justification: String?

        public init(finding: Finding, kind: String, justification: String? = nil) {
            self.finding = finding
            self.kind = kind
            self.justification = justification
        }
    }

    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The SARIF log. `rules` are the rules that ran (their order is kept); a finding of a rule
    /// not among them (`file-unreadable`) adds a rule with its id alone. Columns are written as
    /// given: SARIF counts UTF-16 code units, so convert with `utf16Column` first.
    /// `identityPath` gives the path a finding's fingerprint is made from, and the related path
    /// its message is read with: the project-relative ones, so that fingerprints do not change
    /// with the folder archtool runs in (default: the paths as shown).
    /// `base`: the absolute folder the relative paths start from (where archtool ran). Given,
    /// each relative URI names it as `uriBaseId` `%SRCROOT%`, which the run's
    /// `originalUriBaseIds` resolves, so a consumer maps results however deep the run was.
    /// `configurationWarnings` are the run's invocation's `toolConfigurationNotifications`.
    public static func render(_ findings: [Finding], suppressed: [SuppressedFinding] = [], rules: [RuleSpec],
                              tool: Tool, identityPath: (String) -> String = { $0 }, base: String? = nil,
                              configurationWarnings: [ConfigurationWarning] = []) -> String {
        var descriptors: [JSONDocument] = []
        var ruleIndex: [String: Int] = [:]
        for rule in rules where rule.severity != .off && ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = descriptors.count
            descriptors.append(descriptor(rule))
        }
        let all = (findings.map { ($0, nil as SuppressedFinding?) } + suppressed.map { ($0.finding, $0) })
            .sorted { $0.0 < $1.0 }
        for id in Set(all.map(\.0.rule)).sorted() where ruleIndex[id] == nil {
            ruleIndex[id] = descriptors.count
            descriptors.append(.object([("id", .string(id)), ("shortDescription", .object([("text", .string(id))]))]))
        }
        var occurrences: [String: Int] = [:]
        var results: [JSONDocument] = []
        for (finding, suppression) in all {
            let identity = finding.relocated(identityPath)
            let hash = fingerprint(identity)
            occurrences[hash, default: 0] += 1
            results.append(result(finding, index: ruleIndex[finding.rule]!, fingerprint: "\(hash):\(occurrences[hash]!)",
                                  suppression: suppression, based: base != nil))
        }
        var driver: [(String, JSONDocument)] = [("name", .string(tool.name)), ("version", .string(tool.version))]
        if let uri = tool.informationURI { driver.append(("informationUri", .string(uri))) }
        driver.append(("rules", .array(descriptors)))
        var run: [(String, JSONDocument)] = [("tool", .object([("driver", .object(driver))]))]
        if let base {
            let folder = uri(base.hasPrefix("/") ? base : "/" + base)
            run.append(("originalUriBaseIds", .object([(baseID, .object([("uri", .string(folder.hasSuffix("/") ? folder : folder + "/"))]))])))
        }
        if !configurationWarnings.isEmpty {
            let notifications: [JSONDocument] = configurationWarnings.map { warning in
                var members: [(String, JSONDocument)] = [("level", .string("warning")), ("message", .object([("text", .string(warning.message))]))]
                if let path = warning.path {
                    members.append(("locations", .array([.object([("physicalLocation", .object([
                        ("artifactLocation", artifact(path, based: base != nil)),
                        ("region", .object([("startLine", .int(max(warning.line, 1))), ("startColumn", .int(max(warning.column, 1)))])),
                    ]))])])))
                }
                return .object(members)
            }
            run.append(("invocations", .array([.object([
                ("executionSuccessful", .bool(true)), ("toolConfigurationNotifications", .array(notifications)),
            ])])))
        }
        run += [("columnKind", .string("utf16CodeUnits")), ("results", .array(results))]
        return JSONDocument.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).rendered()
    }

    private static func descriptor(_ rule: RuleSpec) -> JSONDocument {
        var members: [(String, JSONDocument)] = [("id", .string(rule.id))]
        if !rule.code.isEmpty { members.append(("name", .string(rule.code))) }
        members.append(("shortDescription", .object([("text", .string(rule.summary.isEmpty ? rule.id : rule.summary))])))
        if !rule.rationale.isEmpty { members.append(("fullDescription", .object([("text", .string(rule.rationale))]))) }
        members.append(("defaultConfiguration", .object([("level", .string(level(rule.severity)))])))
        return .object(members)
    }

    /// The id of the folder relative URIs start from (`render(…, base:)`).
    static let baseID = "%SRCROOT%"

    /// An artifact location: a relative one names the base when there is one.
    private static func artifact(_ path: String, based: Bool) -> JSONDocument {
        based && !path.hasPrefix("/")
            ? .object([("uri", .string(uri(path))), ("uriBaseId", .string(baseID))])
            : .object([("uri", .string(uri(path)))])
    }

    private static func result(_ finding: Finding, index: Int, fingerprint: String, suppression: SuppressedFinding?, based: Bool) -> JSONDocument {
        let physical: JSONDocument = .object([
            ("artifactLocation", artifact(finding.path, based: based)),
            ("region", .object([("startLine", .int(max(finding.line, 1))), ("startColumn", .int(max(finding.column, 1)))])),
        ])
        var suppressions: [JSONDocument] = []
        if let suppression {
            var members: [(String, JSONDocument)] = [("kind", .string(suppression.kind))]
            if let justification = suppression.justification { members.append(("justification", .string(justification))) }
            suppressions.append(.object(members))
        }
        var members: [(String, JSONDocument)] = [
            ("ruleId", .string(finding.rule)),
            ("ruleIndex", .int(index)),
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", physical)])])),
        ]
        // The other files that make the finding (`Finding.relatedPaths`).
        if !finding.relatedPaths.isEmpty {
            members.append(("relatedLocations", .array(finding.relatedPaths.enumerated().map { id, path in
                .object([
                    ("id", .int(id)),
                    ("physicalLocation", .object([("artifactLocation", artifact(path, based: based))])),
                ])
            })))
        }
        // (A finding about the whole project, which a partial lint reports with any file.)
        if finding.isAboutTheWholeProject {
            members.append(("properties", .object([("archtool/aboutTheWholeProject", .bool(true))])))
        }
        members += [
            ("partialFingerprints", .object([("archtool/v1", .string(fingerprint))])),
            ("suppressions", .array(suppressions)),
        ]
        return .object(members)
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .off: "none"
        }
    }

    // MARK: - Locations and fingerprints

    /// A path as a URI reference: relative paths stay relative (to the folder archtool ran in),
    /// absolute ones become `file://` URIs; every byte outside RFC 3986's unreserved set and `/`
    /// is percent-encoded (so a `:` can't be read as a scheme, nor `%` as an escape).
    static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// A hash of rule, path and message (not the line, so editing above a finding keeps it):
    /// 64-bit FNV-1a, as 16 hex digits. The caller numbers equal hashes within a file.
    static func fingerprint(_ finding: Finding) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // The enclosing declaration (`symbol`, when annotated) keeps a new finding in one function
        // from taking the fingerprint, and so the alert and its dismissal, of an old one in another.
        // (A finding at file level, with no symbol, keeps the fingerprint it had before symbols.)
        for part in [finding.rule, finding.path] + (finding.symbol.isEmpty ? [] : [finding.symbol]) + [finding.message] {
            for byte in part.utf8 + [0] {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The 1-based UTF-16 column of a 1-based UTF-8 column in a line given as bytes from its
    /// start (SARIF's default column unit; archtool counts UTF-8 bytes as swiftc does). A column
    /// past the bytes given counts what there is.
    public static func utf16Column(_ utf8Column: Int, inLine bytes: ArraySlice<UInt8>) -> Int {
        let end = min(bytes.startIndex + max(utf8Column - 1, 0), bytes.endIndex)
        return String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self).utf16.count + 1
    }
}
