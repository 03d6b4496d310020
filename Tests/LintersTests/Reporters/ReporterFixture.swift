import ArchModel
import Linters

/// Findings of both severities, sorted as the linter returns them, whose paths and messages
/// hold what every format must escape: commas, colons, a line break, `%`, non-ASCII text and
/// `<&>"'`. One finding's rule (`file-unreadable`) is not among `rules`, as in real runs.
enum ReporterFixture {
    static let findings = [
        Finding(path: "Sources/Bad.swift", line: 1, column: 1, severity: .error, rule: "file-unreadable",
                message: "the file is not Swift text: invalid UTF-8; it was not linted"),
        Finding(path: "Sources/Café, Models/Book:1 100%.swift", line: 2, column: 14, severity: .warning,
                rule: "models-are-deterministic", message: "'UUID(…)' is not allowed in Models"),
        Finding(path: "Sources/Views/<A&B> \"Home\".swift", line: 3, column: 5, severity: .error,
                rule: "scenes-depend-on-ports", message: "'AppRepository' belongs to Repositories,\nwhich Scenes may not use: 100% sure"),
        Finding(path: "Sources/Views/<A&B> \"Home\".swift", line: 9, column: 5, severity: .error,
                rule: "scenes-depend-on-ports", message: "'AppRepository' belongs to Repositories,\nwhich Scenes may not use: 100% sure"),
    ]

    static let rules = [
        RuleSpec(id: "scenes-depend-on-ports", code: "V4", severity: .error,
                 summary: "Scenes name Repository ports, never the Repository.",
                 rationale: "A scene that names `AppRepository` can't be previewed with <fake> data & \"stubs\".",
                 check: .specific),
        RuleSpec(id: "models-are-deterministic", code: "", severity: .warning, summary: "Models create no UUIDs or dates.",
                 rationale: "", check: .specific),
        RuleSpec(id: "rule-that-is-off", code: "V9", severity: .off, summary: "Never listed.", rationale: "", check: .specific),
    ]

    static let files = 3
}
