import ArchModel
import Testing
@testable import Linters

/// Messages that say more than the rule's summary, in the words a finding prints.
@Suite struct RuleMessageTests {
    func lint(_ style: String, _ sources: [(String, String)]) -> [String] {
        let preset = Presets.preset(for: Style.named(style)!)
        return Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules)
            .findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule) \($0.message)" }
    }

    /// SA5: a method of a `private extension` is fileprivate, and the message says so.
    @Test func actionMethodInPrivateExtension() {
        let findings = lint("sourcearch", [("Features/TimerSource.swift", """
            final class TimerSource: SourceOf<TimerModel> {
                @ActionFromMethod(reset) private var resetAction
                @ActionFromMethod(stop) private var stopAction
                lazy var initialModel = TimerModel(seconds: 0, reset: resetAction, stop: stopAction)
            }
            private extension TimerSource {
                func reset() {}
                fileprivate func stop() {}
            }
            """)])
        #expect(findings == [
            "Features/TimerSource.swift:7:10 actions-are-private 'reset' is wrapped by '@ActionFromMethod' and must be private; "
                + "a member of a 'private extension' is fileprivate: write 'private func reset'",
            "Features/TimerSource.swift:8:22 actions-are-private 'stop' is wrapped by '@ActionFromMethod' and must be private",
        ])
    }
}
