import Testing
@testable import Linters

/// H6 `builders-called-by-holders`: a builder called through a generic parameter that a
/// same-type requirement makes the builder.
@Suite struct BuildersCalledByHoldersRuleTests: PresetLinting {
    func lint(_ sources: [(String, String)]) -> [String] { Self.lint("huddle", sources, rule: "builders-called-by-holders") }

    static let builder = ("Modules/Settings/SettingsBuilder.swift", "protocol SettingsBuilding: ModuleBuilder {}\nstruct SettingsBuilder: SettingsBuilding {}")

    /// `extension Concrete where B == SettingsBuilder { … B.build(…) }` calls the builder, as
    /// `where B: SettingsBuilding` does; so do a function's `where B == SettingsBuilder` and the
    /// requirement written the other way round (review 31g item 6).
    @Test func aParameterASameTypeRequirementMakesABuilderCallsIt() {
        let findings = lint([
            Self.builder,
            ("Modules/Items/Opener.swift", """
                struct Concrete<B> {}
                extension Concrete where B == SettingsBuilder {
                    func open(parent: Component) { _ = B.build(parentComponent: parent, holder: nil, context: nil) }
                }
                func open<B>(_ builder: B.Type, parent: Component) where SettingsBuilder == B {
                    _ = B.build(parentComponent: parent, holder: nil, context: nil)
                }
                """),
        ])
        let message = "'SettingsBuilder.build(…)' may be called only by module holders and the composition root (a '*CompositionRoot' type or the @main type)"
        #expect(findings == [
            "Modules/Items/Opener.swift:3:42 builders-called-by-holders " + message,
            "Modules/Items/Opener.swift:6:11 builders-called-by-holders " + message,
        ])
    }

    /// A parameter made another type, or whose member type is the builder, calls no builder.
    @Test func aSameTypeRequirementOfAnotherTypeCallsNoBuilder() {
        let findings = lint([
            Self.builder,
            ("Modules/Items/Opener.swift", """
                struct Concrete<B> {}
                extension Concrete where B == ItemsFactory {
                    func open(parent: Component) { _ = B.build(parentComponent: parent, holder: nil, context: nil) }
                }
                extension Concrete where B.Element == SettingsBuilder {
                    func openElement(parent: Component) { _ = B.build(parentComponent: parent, holder: nil, context: nil) }
                }
                enum ItemsFactory {
                    static func build(parentComponent: Component, holder: Any?, context: Any?) {}
                }
                """),
        ])
        #expect(findings == [])
    }
}
