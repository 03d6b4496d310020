/// Findings archtool reports about the lint run itself rather than about a style's layering:
/// what `archtool explain` says of their ids, which appear in brackets like any rule's.
struct ToolRule {
    let id: String
    var severity: String
    let summary: String
    let rationale: String
    let example: String

    static let all: [ToolRule] = [
        ToolRule(
            id: "file-unreadable", severity: "error",
            summary: "A file could not be linted: it cannot be read, it is not Swift text (invalid UTF-8, a NUL byte), or it changed on disk while it was being linted.",
            rationale: "A file the linter skips in silence is a file whose violations nobody sees; it is reported where the problem is and the other files are still linted.",
            example: "Sources/Bad.swift:2:1: error: the file is not Swift text: invalid UTF-8; it was not linted [file-unreadable]"),
        ToolRule(
            id: "syntax-error", severity: "error",
            summary: "The lexer cannot read a file to its end as Swift: an unterminated block comment, string literal or '#/' regex literal, or a character Swift does not allow; a '#if' without '#endif', or a '#endif', '#else' or '#elseif' outside any '#if' block; or types nested more than 128 deep, where the scan stops. The file is still linted.",
            rationale: "Code after an unterminated comment or string is read as comment or string text, so rules cannot see it; saying where keeps a broken file from passing in silence.",
            example: "Sources/Views/HomeScene.swift:12:5: error: unterminated block comment: this is not valid Swift, and findings after this place may be missing [syntax-error]"),
        ToolRule(
            id: "invalid-suppression", severity: "error",
            summary: "An archtool:disable directive is malformed, names a rule id that does not exist, or lacks the reason the configuration requires.",
            rationale: "A mistyped directive suppresses nothing while looking as if it did; a required reason keeps every exception explained.",
            example: "let id = UUID() // archtool:disable:this models-are-determinstic\n(unknown rule 'models-are-determinstic' in a suppression)"),
        ToolRule(
            id: "unused-suppression", severity: "warning",
            summary: "An archtool:disable directive suppresses no finding of an enabled rule.",
            rationale: "Once the code it excused is fixed, a leftover directive would hide the next real violation at that place; remove it.",
            example: "let id = 42 // archtool:disable:this models-are-deterministic\n(the suppression of 'models-are-deterministic' suppresses nothing; remove it)"),
        ToolRule(
            id: "stale-baseline-entry", severity: "warning",
            summary: "A baseline entry matches no finding any more (lint --baseline).",
            rationale: "The finding it recorded was fixed; 'archtool lint --update-baseline' drops the entry so the baseline only shrinks.",
            example: ".archtool-baseline.json:7:5: warning: … [stale-baseline-entry]"),
    ]

    static func named(_ id: String) -> ToolRule? { all.first { $0.id == id } }

    var rendered: String {
        var out = "\(id) (archtool, \(severity))\n\n"
        out += HelpFormatter.wrap(summary, width: 80).joined(separator: "\n") + "\n\n"
        out += "Why: " + HelpFormatter.wrap(rationale, width: 75).joined(separator: "\n     ") + "\n\n"
        out += "Example:\n" + example.split(separator: "\n").map { "  \($0)\n" }.joined() + "\n"
        return out
    }
}
