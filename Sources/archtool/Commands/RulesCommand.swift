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
        if let setup = try? LintSetup.load(configPath: nil, styleOverride: nil, cwd: console.currentDirectory, commandPath: ["rules"]),
           let shown = setup.configShown, !setup.configuration.customRules.isEmpty, style == nil || style == setup.style {
            console.out("custom rules (\(shown)):\n" + Self.table(setup.configuration.customRules))
        }
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
