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
        // The project's configuration, when there is one that parses: its style's rules with the
        // severities it gives them (`"rules": {"<id>": "warning"}`), as lint runs them, and its
        // own rules (custom-rules) after them.
        var setup: LintSetup?
        var problem: String?
        do {
            setup = try LintSetup.loadShown(style: style, cwd: console.currentDirectory, commandPath: ["rules"])
        } catch let failure as CommandFailure {
            // (A configuration that leaves the style to `--style`: every style's rules, as asked.)
            if !failure.isMissingStyle { problem = failure.message }
        } catch {}
        let project = setup.flatMap { setup in setup.configShown.map { (setup: setup, shown: $0) } }
        let custom = Set(project?.setup.configuration.customRules.map(\.id) ?? [])
        for style in style.map({ [$0] }) ?? Style.all {
            if let project, project.setup.style == style {
                let rules = project.setup.configuration.resolvedRules(project.setup.preset).filter { !custom.contains($0.id) }
                console.out("\(style.id) (\(style.name), severities as \(project.shown) sets them):\n" + Self.table(rules))
            } else {
                console.out("\(style.id) (\(style.name)):\n" + Self.table(Presets.preset(for: style).rules))
            }
        }
        if let project, !custom.isEmpty, style == nil || style == project.setup.style {
            console.out("custom rules (\(project.shown)):\n" + Self.table(project.setup.configuration.resolvedRules(project.setup.preset).filter { custom.contains($0.id) }))
        }
        // archtool's own findings, in every style (with the severities the configuration gives
        // the two it may set).
        let own = ToolRule.all.map { rule -> ToolRule in
            var rule = rule
            if let severity = setup?.configuration.toolRuleSeverities[rule.id] { rule.severity = severity.rawValue }
            return rule
        }
        let width = own.map(\.id.count).max() ?? 0
        console.out("archtool's own findings:\n" + own.map { rule in
            "  \(rule.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(rule.severity.padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.summary)\n"
        }.joined())
        // A configuration that exists but does not parse: the presets' rules are shown, and it is
        // an error, as for `lint` (its severities and custom rules are not what is listed).
        if let problem {
            console.err("Error: the project's configuration could not be read, so these are the presets' rules: \(problem)\n")
            return 2
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
