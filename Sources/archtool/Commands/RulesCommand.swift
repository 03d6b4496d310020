import ArchModel

/// `archtool rules [--style <style>]`: every rule with its severity and summary.
struct RulesCommand: Command {
    static let spec = CommandSpec(
        name: "rules",
        abstract: "List the rules of a style, or of every style.",
        options: [StyleOption.spec.listingCopy])

    let style: Style?

    init(arguments: ParsedArguments, path: [String]) throws {
        style = try arguments.value("style").map { try StyleOption.parse($0, path: path) }
    }

    func run(_ console: Console) throws -> Int32 {
        for style in style.map({ [$0] }) ?? Style.all {
            console.out("\(style.id) (\(style.name)):\n" + Self.table(Presets.preset(for: style).rules))
        }
        // The project's own rules (its .archtool.json's custom-rules), with its style's.
        // With the severities the configuration gives them (`"rules": {"<id>": "warning"}`), as lint runs them.
        do {
            let setup = try LintSetup.load(configPath: nil, styleOverride: nil, cwd: console.currentDirectory, commandPath: ["rules"])
            let custom = Set(setup.configuration.customRules.map(\.id))
            if let shown = setup.configShown, !custom.isEmpty, style == nil || style == setup.style {
                console.out("custom rules (\(shown)):\n" + Self.table(setup.configuration.resolvedRules(setup.preset).filter { custom.contains($0.id) }))
            }
        } catch let failure as CommandFailure {
            // A configuration that exists but does not parse: its custom rules are not listed, and that is said.
            console.err("warning: the project's custom rules could not be read: \(failure.message)\n")
        } catch {}
        return 0
    }

    /// One line a rule: code, id, severity, summary.
    static func table(_ rules: [RuleSpec]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let code = rule.code.padding(toLength: 4, withPad: " ", startingAt: 0)
            return "  \(code) \(id)  \(severity)  \(rule.summary)\n"
        }.joined()
    }
}

extension OptionSpec {
    var listingCopy: OptionSpec {
        var copy = self
        copy.isRequired = false
        copy.checkedByCommand = false
        copy.help = "Only this style's rules."
        return copy
    }
}
