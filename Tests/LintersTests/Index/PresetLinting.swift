import ArchModel
@testable import Linters

/// Suites that lint small trees with a style's preset and compare the findings as
/// `path:line:column rule-id` lines.
protocol PresetLinting {}

extension PresetLinting {
    /// The findings of `style`'s preset on in-memory `sources` (path, text), in report order.
    static func lint(_ style: String, _ sources: [(String, String)]) -> [String] {
        let preset = Presets.preset(for: Style.named(style)!)
        return Linter.lint(sources: sources.map { (path: $0.0, text: $0.1) }, layers: preset.layers, rules: preset.rules).findings
            .map { "\($0.path):\($0.line):\($0.column) \($0.rule)" }
    }

    /// The findings of one rule of `style`'s preset, with their messages, in report order.
    static func lint(_ style: String, _ sources: [(String, String)], rule: String) -> [String] {
        let preset = Presets.preset(for: Style.named(style)!)
        return Linter.lint(sources: sources.map { (path: $0.0, text: $0.1) }, layers: preset.layers, rules: preset.rules).findings
            .filter { $0.rule == rule }
            .map { "\($0.path):\($0.line):\($0.column) \($0.rule) \($0.message)" }
    }
}
