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

    /// H5: the advice names the protocol the tree declares for the other module's part: seed
    /// 004's `StoreModuleSupporting` and `StoreModuleRouting`; `ItemsSupporting` when the tree
    /// declares none.
    @Test func moduleAdviceNamesTheProtocolTheTreeDeclares() {
        let findings = lint("huddle", [
            ("Modules/Settings/SettingsModule.swift", """
                final class SettingsModule {
                    func open() {
                        let store = holder?.module() as StoreModule?
                        let router = holder?.router(for: StoreModuleSupporting.self) as StoreModuleRouter?
                        let items = holder?.module() as ItemsModule?
                        let itemsRouter = holder?.router(for: ItemsSupporting.self) as ItemsRouter?
                    }
                }
                """),
            ("Modules/Store/StoreModule.swift", "protocol StoreModuleSupporting: AnyObject {}\nfinal class StoreModule: StoreModuleSupporting {}"),
            ("Modules/Store/StoreModuleRouter.swift", "protocol StoreModuleRouting: Router {}\nfinal class StoreModuleRouter: StoreModuleRouting {}"),
            ("Modules/Items/ItemsModule.swift", "final class ItemsModule {}"),
            ("Modules/Items/ItemsRouter.swift", "final class ItemsRouter {}"),
        ]).filter { $0.contains(" modules-talk-through-holder ") }
        #expect(findings == [
            "Modules/Settings/SettingsModule.swift:3:41 modules-talk-through-holder 'StoreModule' is a concrete type of another module; "
                + "use 'holder?.module()' typed as 'StoreModuleSupporting'",
            "Modules/Settings/SettingsModule.swift:4:73 modules-talk-through-holder 'StoreModuleRouter' is a concrete type of another module; "
                + "use 'holder?.router(for:)' typed as 'StoreModuleRouting'",
            "Modules/Settings/SettingsModule.swift:5:41 modules-talk-through-holder 'ItemsModule' is a concrete type of another module; "
                + "use 'holder?.module()' typed as 'ItemsSupporting'",
            "Modules/Settings/SettingsModule.swift:6:72 modules-talk-through-holder 'ItemsRouter' is a concrete type of another module; "
                + "use 'holder?.router(for:)' typed as 'ItemsRouting'",
        ])
    }
}
