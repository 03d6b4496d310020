import ArchModel

/// Findings recorded to adopt the linter on an existing code base: later runs report only what
/// is new. Entries match by rule, file, enclosing declaration and offending token, not by line,
/// so editing above a finding does not bring it back. Each also records the text of its line:
/// when a declaration holds more findings of a key than the baseline records (a second
/// `.sheet` added to a `body`), those on recorded lines are the recorded ones, and the new one
/// is reported where it is. The file is sorted, one entry per line.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        public var path: String
        public var symbol: String
        public var token: String

        /// A finding about the whole project (a required type missing from it) is placed at the
        /// first file's first token, which a header comment or a new file sorting first changes:
        /// its entry is the rule's alone, with an empty path.
        public init(_ finding: Finding) {
            rule = finding.rule
            guard !finding.isAboutTheWholeProject else {
                (path, symbol, token) = ("", "", "")
                return
            }
            path = finding.path
            symbol = finding.symbol
            token = finding.token
        }

        /// Whether the entry is about the whole project (`init(_:)`).
        public var isAboutTheWholeProject: Bool { path.isEmpty }

        init(rule: String, path: String, symbol: String, token: String) {
            self.rule = rule
            self.path = path
            self.symbol = symbol
            self.token = token
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            let left = (a.path, a.rule, a.symbol, a.token), right = (b.path, b.rule, b.symbol, b.token)
            if left < right { return true }
            if right < left { return false }
            return a.path.utf8.lexicographicallyPrecedes(b.path.utf8)
        }

        /// Paths compared by their bytes: two names that differ only in Unicode normalization
        /// are two files (an entry of one hid a new finding of the other).
        public static func == (a: Entry, b: Entry) -> Bool {
            a.rule == b.rule && a.path.utf8.elementsEqual(b.path.utf8) && a.symbol == b.symbol && a.token == b.token
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(rule)
            hasher.combine(Array(path.utf8))
            hasher.combine(symbol)
            hasher.combine(token)
        }
    }

    /// Sorted; an entry appears once per finding it stands for.
    public var entries: [Entry]
    /// The text of each entry's line (`Finding.lineText`), in `entries` order; nil in a baseline
    /// written before lines were recorded (it matches by its entry alone).
    public var texts: [String?]
    /// Where each entry is written (line, column; 1-based), as read from its file; as
    /// `render()` writes them otherwise.
    public var locations: [(line: Int, column: Int)]

    /// archtool's own findings that say the lint is incomplete or wrong (a file it could not
    /// read or parse, a suppression it could not read): always errors, never recorded, and an
    /// entry for one hides nothing.
    public static let unrecordedRules: Set<String> = [Linter.unreadableRule, Linter.syntaxErrorRule, SuppressionFilter.invalidRule]

    public init(findings: [Finding]) {
        self.init(entries: findings.filter { !Self.unrecordedRules.contains($0.rule) }.map {
            (Entry($0), $0.isAboutTheWholeProject ? nil : $0.lineText)
        })
    }

    init(entries: [(entry: Entry, text: String?)]) {
        let sorted = entries.sorted(by: Self.precedes)
        self.entries = sorted.map(\.entry)
        texts = sorted.map(\.text)
        // `render()`'s layout: the entries from line 4, each indented by four spaces.
        locations = self.entries.indices.map { (4 + $0, 5) }
    }

    init(parsed: [(entry: Entry, text: String?, line: Int, column: Int)]) {
        let sorted = parsed.sorted { Self.precedes(($0.entry, $0.text), ($1.entry, $1.text)) }
        entries = sorted.map(\.entry)
        texts = sorted.map(\.text)
        locations = sorted.map { ($0.line, $0.column) }
    }

    /// By entry, then by line text (none first): one order whatever order the findings came in.
    private static func precedes(_ a: (entry: Entry, text: String?), _ b: (entry: Entry, text: String?)) -> Bool {
        if a.entry != b.entry { return a.entry < b.entry }
        return (a.text ?? "", a.text == nil ? 0 : 1) < (b.text ?? "", b.text == nil ? 0 : 1)
    }

    public static func == (a: Baseline, b: Baseline) -> Bool { a.entries == b.entries }

    public func render() -> String {
        // Version 2: entries may hold their line's `text` (an older archtool, which reads
        // version 1 only, says so instead of misreading the key).
        var out = "{\n  \"version\": 2,\n  \"entries\": ["
        for (index, entry) in entries.enumerated() {
            out += "\n    {\"path\": \(JSONReporter.quote(entry.path)), \"rule\": \(JSONReporter.quote(entry.rule)), "
            out += "\"symbol\": \(JSONReporter.quote(entry.symbol)), \"token\": \(JSONReporter.quote(entry.token))"
            if let text = texts[index] { out += ", \"text\": \(JSONReporter.quote(text))" }
            out += "}"
            out += index == entries.count - 1 ? "\n  " : ","
        }
        return out + "]\n}\n"
    }

    public struct Invalid: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(line):\(column): \(message)" }
    }

    public static func parse(_ bytes: [UInt8]) throws -> Baseline {
        let root: Located<JSONValue>
        // (A UTF-8 byte order mark is skipped, as the configuration's is.)
        do { root = try JSONParser.parse(ConfigurationParser.withoutByteOrderMark(bytes)) } catch {
            throw Invalid(line: error.line, column: error.column, message: error.message)
        }
        guard case .object(let members) = root.value,
              let list = members.first(where: { $0.key.value == "entries" })?.value else {
            throw Invalid(line: root.line, column: root.column, message: "expected an object with 'entries'")
        }
        // A key this version does not know is a typo or a newer format: either way, misread.
        for (key, _) in members where key.value != "version" && key.value != "entries" {
            throw Invalid(line: key.line, column: key.column, message: "unknown key '\(key.value)'; a baseline has 'version' and 'entries'")
        }
        // Version 1 (entries without their line's text) and 2 are the formats there are: a newer
        // file would be misread.
        let version = members.first(where: { $0.key.value == "version" })?.value
        if let version {
            guard case .number(let number) = version.value, number == 1 || number == 2 else {
                throw Invalid(line: version.line, column: version.column, message: "unsupported baseline version; this archtool reads versions 1 and 2")
            }
        }
        guard case .array(let items) = list.value else { throw Invalid(line: list.line, column: list.column, message: "'entries' must be an array") }
        var entries: [(entry: Entry, text: String?, line: Int, column: Int)] = []
        for item in items {
            guard case .object(let fields) = item.value else { throw Invalid(line: item.line, column: item.column, message: "an entry must be an object") }
            for (key, _) in fields where !["path", "rule", "symbol", "token", "text"].contains(key.value) {
                throw Invalid(line: key.line, column: key.column,
                              message: "unknown key '\(key.value)' in an entry; entries have 'path', 'rule', 'symbol', 'token' and 'text'")
            }
            func field(_ key: String) throws -> String {
                guard let value = fields.first(where: { $0.key.value == key })?.value, case .string(let text) = value.value else {
                    throw Invalid(line: item.line, column: item.column, message: "an entry needs a string '\(key)'")
                }
                return text
            }
            let hasText = fields.contains { $0.key.value == "text" }
            entries.append((Entry(rule: try field("rule"), path: try field("path"), symbol: try field("symbol"), token: try field("token")),
                            hasText ? try field("text") : nil, item.line, item.column))
        }
        // (Said after what is wrong with the entries: a hand-made file may lack both.)
        guard version != nil else {
            throw Invalid(line: root.line, column: root.column, message: "a baseline needs \"version\": 2 (write it with --write-baseline)")
        }
        return Baseline(parsed: entries)
    }

    /// Splits findings into those the baseline does not cover, and reports the entries that
    /// match nothing any more (stale), each with its index in `entries`. `linted` tells which
    /// files' findings `findings` holds (all by default): an entry of another file is not stale
    /// for being unmatched (`lint --staged`, `lint Sources/Views`). Nor is an entry that a
    /// finding the configuration's exceptions drop (`dropped`: a rule's `exclude` or
    /// `except-types`) matches, or one that no finding could match (`matchable` false: of a rule
    /// the configuration turns off since, in a file that is still there): the code still has
    /// what it records, and removing the exception or turning the rule back on finds it recorded.
    public func filter(_ findings: [Finding], dropped: [Finding] = [], linted: (String) -> Bool = { _ in true },
                       matchable: (Entry) -> Bool = { _ in true })
        -> (new: [Finding], stale: [(index: Int, entry: Entry)])
    {
        var remaining: [Entry: [Int]] = [:]
        for (index, entry) in entries.enumerated() { remaining[entry, default: []].append(index) }
        // The dropped ones take part in matching only: `f` past `reported` is one of them.
        let reported = findings.count
        let findings = findings + dropped
        // First the findings on the lines their entries record, then the others by entry alone
        // (a line edited since, or an entry without its line): of a key found more often than
        // recorded, the findings reported are those on lines the baseline does not hold.
        var matched = [Bool](repeating: false, count: findings.count)
        for (f, finding) in findings.enumerated() where !Self.unrecordedRules.contains(finding.rule) {
            let key = Entry(finding)
            guard let indices = remaining[key], let k = indices.firstIndex(where: { texts[$0] == finding.lineText }) else { continue }
            remaining[key]!.remove(at: k)
            matched[f] = true
        }
        var new: [Finding] = []
        var wholeProject: [Finding] = []
        for (f, finding) in findings.enumerated() where !matched[f] {
            let key = Entry(finding)
            if !Self.unrecordedRules.contains(finding.rule), let indices = remaining[key], !indices.isEmpty {
                remaining[key]!.removeFirst()
            } else if f >= reported {
                continue
            } else if finding.isAboutTheWholeProject {
                wholeProject.append(finding)
            } else {
                new.append(finding)
            }
        }
        // A baseline written by an archtool that placed such a finding at the first file's first
        // token recorded it under that file (and the declaration there, if the file starts with
        // one): an entry of the rule left over once every other finding has its own stands for it.
        for finding in wholeProject {
            let leftOver = remaining.filter { $0.key.rule == finding.rule && !$0.key.isAboutTheWholeProject && !$0.value.isEmpty }
            if let old = leftOver.min(by: { ($0.key.symbol.isEmpty ? 0 : 1, $0.key) < ($1.key.symbol.isEmpty ? 0 : 1, $1.key) })?.key {
                remaining[old]!.removeFirst()
            } else {
                new.append(finding)
            }
        }
        let stale = remaining.values.flatMap { $0 }.sorted().filter { linted(entries[$0].path) && matchable(entries[$0]) }.map { ($0, entries[$0]) }
        return (new, stale)
    }

    /// This baseline without the entries at `indices` (fixed findings); nothing is ever added.
    /// Its locations are `render()`'s, where it is written.
    public func removing(_ indices: [Int]) -> Baseline {
        let drop = Set(indices)
        return Baseline(entries: entries.indices.filter { !drop.contains($0) }.map { (entries[$0], texts[$0]) })
    }
}
