import ArchModel
import Testing
@testable import Linters

/// H5 `modules-talk-through-holder`: which module a file belongs to when it extends another
/// module's part.
@Suite struct ModulesTalkThroughHolderRuleTests: PresetLinting {
    func lint(_ sources: [(String, String)]) -> [String] { Self.lint("huddle", sources, rule: "modules-talk-through-holder") }

    static let settings = [
        ("Modules/Settings/SettingsModule.swift", "final class SettingsModule {}\nprotocol SettingsSupporting: AnyObject {}"),
        ("Modules/Settings/SettingsRouter.swift", "final class SettingsRouter {}\nprotocol SettingsRouting: AnyObject {}"),
    ]

    /// An extension of another module's part in a module's file (a conformance, or an empty
    /// one) no longer makes the file that module's code: the file's other names of the part
    /// are reported, and so is the extension, which names it.
    @Test func anExtensionOfAnotherModulesPartSilencesNothingAndIsReported() {
        let findings = lint(Self.settings + [
            ("Modules/Items/ItemsModule.swift", """
                final class ItemsModule: ItemsSupporting {
                    func openSettings() { let settings = holder?.module() as SettingsModule?; _ = settings }
                    func route() -> SettingsRouter? { nil }
                }
                extension SettingsModule: ItemsListener {
                    func itemsChanged() {}
                }
                extension SettingsRouter {}
                @MainActor protocol ItemsListener: AnyObject { func itemsChanged() }
                @MainActor protocol ItemsSupporting: AnyObject {}
                """),
        ])
        #expect(findings == [
            "Modules/Items/ItemsModule.swift:2:62 modules-talk-through-holder 'SettingsModule' is a concrete type of another module; "
                + "use 'holder?.module()' typed as 'SettingsSupporting'",
            "Modules/Items/ItemsModule.swift:3:21 modules-talk-through-holder 'SettingsRouter' is a concrete type of another module; "
                + "use 'holder?.router(for:)' typed as 'SettingsRouting'",
            "Modules/Items/ItemsModule.swift:5:11 modules-talk-through-holder 'SettingsModule' is a concrete type of another module; "
                + "use 'holder?.module()' typed as 'SettingsSupporting'",
            "Modules/Items/ItemsModule.swift:8:11 modules-talk-through-holder 'SettingsRouter' is a concrete type of another module; "
                + "use 'holder?.router(for:)' typed as 'SettingsRouting'",
        ])
    }

    /// A file of extensions only is the extended part's module's code, wherever it lies: a
    /// conformance file in the other module's folder names its own module's types freely.
    @Test func aFileOfExtensionsOnlyIsTheExtendedModulesCode() {
        let findings = lint(Self.settings + [
            ("Modules/Items/ItemsModule.swift", "final class ItemsModule {}\n@MainActor protocol ItemsListener: AnyObject {}"),
            ("Modules/Items/SettingsModule+ItemsListener.swift", """
                extension SettingsModule: ItemsListener {
                    func router() -> SettingsRouter? { nil }
                }
                """),
        ])
        #expect(findings == [])
    }
}
