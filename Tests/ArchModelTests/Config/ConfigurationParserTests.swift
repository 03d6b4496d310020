import Testing
@testable import ArchModel

@Suite struct ConfigurationParserTests {
    /// A preset rule's option is held to what the same list of a custom rule is: an entry that
    /// could never match is an error where it is written, not a check turned off unseen.
    @Test(arguments: [
        (#""members": [".random"]"#, 81,
         "'.random' in 'members' is not a name as code writes it, so it would never match (the dot before a member is no part of its name: write it as 'random')"),
        (#""attributes": ["@Published"]"#, 84,
         "'@Published' in 'attributes' is not an attribute as code writes it, so it would never match (write it as 'Published')"),
        (#""calls": ["print", "print()"]"#, 88,
         "'print()' in 'calls' is not a name as code writes it, so it would never match (write it as 'print')"),
        (#""project-type-suffixes": ["*Service"]"#, 95,
         "'*Service' in 'project-type-suffixes' is not a name as code writes it, so it would never match (a suffix is written without the '*' that archtool prints before it: write it as 'Service')"),
        // A type's module in a list of names: the name is meant.
        (#""names": ["Foundation.Date"]"#, 79,
         "'Foundation.Date' in 'names' is not a name as code writes it, so it would never match (names are matched without their module: write it as 'Date')"),
    ])
    func anOptionEntryThatCouldNeverMatchIsAnError(option: String, column: Int, message: String) throws {
        let json = #"{ "style": "vidrep", "rules": { "reducers-are-pure": { "options": { "# + option + #" } } } }"#
        #expect(throws: ConfigurationParser.Failure(path: ".archtool.json", line: 1, column: column, message: message)) { try Self.parse(json) }
    }

    /// A type through its module or enclosing type in an option that names types would never
    /// match, as in a layer's `inherits` (review 32a item 2).
    @Test(arguments: [
        (#""router-is-observable": { "options": { "any-of": ["Combine.ObservableObject"] } }"#, 83,
         "'Combine.ObservableObject' in 'any-of' is not a type as code writes it, so it would never match (names are matched without their module or enclosing type: write it as 'ObservableObject')"),
        (#""routers-are-main-actor": { "options": { "main-actor-supertypes": ["UIKit.UINavigationController"] } }"#, 100,
         "'UIKit.UINavigationController' in 'main-actor-supertypes' is not a type as code writes it, so it would never match (names are matched without their module or enclosing type: write it as 'UINavigationController')"),
    ])
    func aQualifiedTypeInAnOptionIsAnError(rule: String, column: Int, message: String) throws {
        let json = #"{ "style": "vidrep", "rules": { "# + rule + #" } }"#
        #expect(throws: ConfigurationParser.Failure(path: ".archtool.json", line: 1, column: column, message: message)) { try Self.parse(json) }
    }

    /// Every list a preset's check has, written back as that option (as `archtool explain` shows
    /// it), is accepted: the check of options rejects only what no preset writes.
    @Test func everyPresetOptionListIsAValidOption() throws {
        for (style, rule) in Presets.allRules {
            let checks: [RuleCheck] = if case .all(let checks) = rule.check { checks } else { [rule.check] }
            for check in checks {
                for name in check.optionNames {
                    guard let list = check.optionList(name), !list.isEmpty else { continue }
                    let entries = list.map { "\"\($0)\"" }.joined(separator: ", ")
                    let json = #"{ "style": "\#(style.id)", "rules": { "\#(rule.id)": { "options": { "\#(name)": [\#(entries)] } } } }"#
                    #expect(throws: Never.self, "\(style.id) \(rule.id) \(name)") { try Self.parse(json) }
                }
            }
        }
    }

    /// A configuration of many layers is read in linear time (the duplicate check of each key and
    /// the override of each layer searched all those before): an error after 10,000 layers is
    /// found where it is written.
    @Test func anErrorAfterManyLayersIsFound() throws {
        let layers = (0..<10_000).map { #""L\#($0)": { "suffixes": ["L\#($0)"] }"# }.joined(separator: ",\n")
        let json = #"{ "style": "vidrep", "layers": {"# + layers + #"},\#n "custom-rules": [ { "id": "single-repository", "kind": "forbidden-imports", "modules": ["UIKit"] } ] }"#
        #expect(throws: ConfigurationParser.Failure(path: ".archtool.json", line: 10_001, column: 28,
                                                    message: "rule id 'single-repository' is taken by a vidrep rule; give this rule its own id")) {
            try Self.parse(json)
        }
    }

    @discardableResult
    private static func parse(_ json: String) throws -> Configuration {
        try ConfigurationParser(path: ".archtool.json", presets: Presets.preset(for:)).parse(Array(json.utf8))
    }
}
