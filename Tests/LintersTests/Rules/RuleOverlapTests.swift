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

    /// With SA11 turned off in the configuration, SA13 reports the concrete Source a Renderer
    /// creates (it left it to SA11): the creation is still reported, once. With SA11 on, the
    /// configuration changes nothing.
    @Test func aRendererBuildingAConcreteSourceIsSA13sWhenSA11IsOff() throws {
        let sources = [
            ("Features/StatusView.swift", """
                struct StatusView: View, Renderer {
                    @Source var model: StatusModel
                    init() {
                        _model = StatusSource().eraseToSource()
                        // StatusSource() in a comment, and in a string:
                        _ = "StatusSource()"
                    }
                }
                """),
            ("Features/StatusSource.swift", "final class StatusSource: SourceOf<StatusModel> {}"),
            ("Features/StatusModel.swift", "struct StatusModel {}"),
        ]
        func lint(_ json: String) throws -> [String] {
            let configuration = try ConfigurationParser(path: ".archtool.json", presets: Presets.preset(for:)).parse(Array(json.utf8))
            let preset = Presets.preset(for: Style.named("sourcearch")!)
            return Linter.lint(sources: sources, layers: configuration.resolvedLayers(preset), rules: configuration.resolvedRules(preset))
                .findings.filter { ["renderers-create-no-sources", "erase-concrete-sources"].contains($0.rule) }
                .map { "\($0.path):\($0.line):\($0.column) \($0.rule) \($0.message)" }
        }
        #expect(try lint(#"{ "style": "sourcearch", "rules": { "renderers-create-no-sources": "off" } }"#) == [
            "Features/StatusView.swift:4:18 erase-concrete-sources 'StatusSource' belongs to Sources, which Dependencies or Renderers may not use",
        ])
        #expect(try lint(#"{ "style": "sourcearch", "rules": { "renderers-create-no-sources": "warning" } }"#) == [
            "Features/StatusView.swift:4:18 renderers-create-no-sources 'StatusSource' belongs to Sources, which may not be created in Renderers",
        ])
    }

    /// A rule that leaves creations to another names a rule of its style that forbids creating
    /// things where it leaves them.
    @Test func creationsAreLeftToAConstructionRuleOfTheStyle() {
        for (style, rule) in Presets.allRules {
            var uses: [ForbiddenUse] = []
            func collect(_ check: RuleCheck) {
                switch check {
                case .forbiddenUse(let use): uses.append(use)
                case .all(let checks): checks.forEach(collect)
                default: break
                }
            }
            collect(rule.check)
            for use in uses where use.exceptConstructionsIn != nil || use.constructionsRule != nil {
                let other = Presets.preset(for: style).rules.first { $0.id == use.constructionsRule }
                var scopes: [Scope] = []
                func constructions(_ check: RuleCheck) {
                    switch check {
                    case .constructionScope(let construction): scopes.append(construction.forbiddenIn)
                    case .all(let checks): checks.forEach(constructions)
                    default: break
                    }
                }
                other.map { constructions($0.check) }
                #expect(use.exceptConstructionsIn.map(scopes.contains) == true, "\(rule.id) leaves creations to \(use.constructionsRule ?? "no rule")")
            }
        }
    }
}
