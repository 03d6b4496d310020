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

    /// H6: the message says how the composition root is recognised, by name or `@main`.
    @Test func builderCalledOutsideHoldersSaysWhatTheCompositionRootIs() {
        let findings = lint("huddle", [
            ("App/SceneDelegate.swift", """
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        _ = StoreBuilder.build(parentComponent: component, holder: nil, context: RootModuleHolderContext())
                        _ = StoreFactory.build(parentComponent: component, holder: nil, context: RootModuleHolderContext())
                    }
                }
                """),
            ("Modules/Store/StoreBuilder.swift", "struct StoreBuilder {}\ntypealias StoreFactory = StoreBuilder"),
        ]).filter { $0.contains(" builders-called-by-holders ") }
        #expect(findings == [
            "App/SceneDelegate.swift:3:26 builders-called-by-holders 'StoreBuilder.build(…)' may be called only by module holders "
                + "and the composition root (a '*CompositionRoot' type or the @main type)",
            "App/SceneDelegate.swift:4:26 builders-called-by-holders 'StoreBuilder.build(…)' may be called only by module holders "
                + "and the composition root (a '*CompositionRoot' type or the @main type) (through the type alias 'StoreFactory')",
        ])
    }
}
