import ArchModel
import Testing
@testable import Linters

/// One fact, one finding: where two rules of a style could report the same code, one of them
/// owns it and the other leaves it alone.
@Suite struct RuleOverlapTests {
    func lint(_ style: String, _ sources: [(String, String)]) -> [String] {
        let preset = Presets.preset(for: Style.named(style)!)
        return Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules)
            .findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule) \($0.message)" }
    }

    /// A Renderer that builds a concrete Source is SA11's (`renderers-create-no-sources`: sources
    /// are injected); SA13 (`erase-concrete-sources`) is about the types a Renderer or a
    /// dependency protocol names, and reported the same construction again, at the same place.
    @Test func aRendererBuildingAConcreteSourceIsReportedOnce() {
        let findings = lint("sourcearch", [
            ("Features/StatusView.swift", """
                struct StatusView: View, Renderer {
                    @Source var model: StatusModel
                    init() {
                        _model = StatusSource().eraseToSource()
                    }
                    init(other: Bool) {
                        _model = StatusSource.init().eraseToSource()
                    }
                    init(source: StatusSource) {
                        // StatusSource() in a comment, and in a string:
                        _model = source.eraseToSource("StatusSource()")
                    }
                }
                """),
            ("Features/StatusSource.swift", "final class StatusSource: SourceOf<StatusModel> {\n    var initialModel: StatusModel { StatusModel() }\n}"),
            ("Features/StatusModel.swift", "struct StatusModel {}"),
        ])
        #expect(findings == [
            "Features/StatusView.swift:4:18 renderers-create-no-sources 'StatusSource' belongs to Sources, which may not be created in Renderers",
            "Features/StatusView.swift:7:18 renderers-create-no-sources 'StatusSource' belongs to Sources, which may not be created in Renderers",
            // Named as a type, it is SA13's.
            "Features/StatusView.swift:9:18 erase-concrete-sources 'StatusSource' belongs to Sources, which Dependencies or Renderers may not use",
        ])
    }
}
