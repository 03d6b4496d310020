/// One rule: its identity, its documentation and examples, and what it checks.
public struct RuleSpec: Sendable, Equatable {
    /// What users see in output, `explain`, suppressions and config (`reducers-are-pure`).
    public var id: String
    /// The catalogue code of STYLES.md (`V3`); empty for custom rules.
    public var code: String
    public var severity: Severity
    /// One sentence: what the rule demands.
    public var summary: String
    /// Why it matters.
    public var rationale: String
    public var check: RuleCheck
    /// Examples that must produce findings exactly at their `↓` markers.
    public var triggering: [RuleExample]
    /// Examples that must produce no finding.
    public var passing: [RuleExample]
    /// A custom message for findings (custom rules); nil: the check's own message.
    public var message: String?
    /// Globs of files where the rule is not applied (from config).
    public var exclude: [String] = []
    /// Types (by name) whose code the rule does not report on (from config).
    public var exceptTypes: [String] = []

    public init(id: String, code: String, severity: Severity, summary: String, rationale: String, check: RuleCheck,
                triggering: [RuleExample] = [], passing: [RuleExample] = [], message: String? = nil) {
        self.id = id
        self.code = code
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.check = check
        self.triggering = triggering
        self.passing = passing
        self.message = message
    }
}

/// A style's preset: its layers and its rules, readable side by side with STYLES.md.
public struct StylePreset: Sendable {
    public var style: Style
    public var layers: [LayerDefinition]
    public var rules: [RuleSpec]

    public init(style: Style, layers: [LayerDefinition], rules: [RuleSpec]) {
        self.style = style
        self.layers = layers
        self.rules = rules
    }
}
