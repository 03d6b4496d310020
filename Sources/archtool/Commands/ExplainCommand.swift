import ArchModel

/// `archtool explain <rule-id>`: a rule's summary, rationale and examples.
struct ExplainCommand: Command {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain a rule: what it demands, why, and examples.",
        arguments: [ArgumentSpec(name: "rule-id", help: "The rule, as printed in brackets after a finding, or its code (V1).")],
        options: [StyleOption.spec.explainCopy])

    let id: String
    let style: Style?
    let path: [String]

    init(arguments: ParsedArguments, path: [String]) throws {
        let given = arguments.positionals[0]
        let asked = try arguments.value("style").map { try StyleOption.parse($0, path: path) }
        // A rule's code as `archtool rules` prints it (`V1`, `sa12`) names a rule of one style
        // (codes are unique; ids are not: `routers-are-main-actor` is H1, P10 and V12).
        if !given.isEmpty, let coded = Presets.allRules.first(where: { $0.rule.code.caseInsensitiveCompare(given) == .orderedSame }) {
            if let asked, asked != coded.style {
                throw UsageError(message: "'\(given)' is a code of \(coded.style.id) (\(coded.rule.id)), not of \(asked.id). See 'archtool rules --style \(asked.id)'.",
                                 commandPath: path)
            }
            id = coded.rule.id
            style = coded.style
        } else {
            id = given
            style = asked
        }
        self.path = path
    }

    func run(_ console: Console) throws -> Int32 {
        if var toolRule = ToolRule.named(id) {
            // The severity the project's .archtool.json gives it (`"unused-suppression": "error"`).
            var problem: String?
            do {
                let setup = try LintSetup.loadShown(style: style, cwd: console.currentDirectory, commandPath: path)
                if let severity = setup.configuration.toolRuleSeverities[id] { toolRule.severity = severity.rawValue }
            } catch let failure as CommandFailure {
                if !failure.isMissingStyle { problem = failure.message }
            } catch {}
            console.out(toolRule.rendered)
            return Self.unreadConfiguration(problem, console)
        }
        // A custom rule of the project's .archtool.json.
        var configProblem = ""
        var problem: String?
        // The project's rules as it sets them (severities), when it has a configuration.
        var projectRules: (style: Style, rules: [RuleSpec])?
        do {
            let setup = try LintSetup.loadShown(style: style, cwd: console.currentDirectory, commandPath: path)
            if setup.configuration.customRules.contains(where: { $0.id == id }),
               let custom = setup.configuration.resolvedRules(setup.preset).first(where: { $0.id == id }) {
                console.out(Self.render(custom, style: setup.style))
                return 0
            }
            if setup.configShown != nil { projectRules = (setup.style, setup.configuration.resolvedRules(setup.preset)) }
        } catch let failure as CommandFailure where !failure.isMissingStyle {
            problem = failure.message
            configProblem = " (The project's custom rules could not be read: \(failure.message))"
        } catch {}
        let everyStyle = Presets.allRules.filter { $0.rule.id == id }
        if let style, !everyStyle.isEmpty, !everyStyle.contains(where: { $0.style == style }) {
            let owners = everyStyle.map { "\($0.style.id) (\($0.rule.code))" }.joined(separator: ", ")
            throw UsageError(message: "'\(id)' is not a rule of \(style.id); it is a rule of \(owners). See 'archtool rules --style \(style.id)'.",
                             commandPath: path)
        }
        // An id several styles share: the style asked for, else the project's (its .archtool.json
        // in the current folder), else every style's version.
        let chosen = style ?? (everyStyle.count > 1 ? projectStyle(console.currentDirectory) : nil)
        var matches = everyStyle.filter { chosen == nil || $0.style == chosen }
        if matches.isEmpty { matches = everyStyle }
        guard !matches.isEmpty else {
            let ids = Array(Set(Presets.allRules.map(\.rule.id) + ToolRule.all.map(\.id))).sorted()
            let suggestion = EditDistance.suggestion(for: id, among: ids).map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "Unknown rule '\(id)'.\(suggestion) See 'archtool rules'.\(configProblem)", commandPath: path)
        }
        console.out(matches.map { match in
            let rule = projectRules.flatMap { project in project.style == match.style ? project.rules.first { $0.id == match.rule.id } : nil } ?? match.rule
            return Self.render(rule, style: match.style)
        }.joined(separator: "\n"))
        return Self.unreadConfiguration(problem, console)
    }

    /// Exit 2 after the preset's explanation when the project's configuration does not read, as
    /// for `lint`: the severity and options shown are not the project's.
    private static func unreadConfiguration(_ problem: String?, _ console: Console) -> Int32 {
        guard let problem else { return 0 }
        console.err("Error: the project's configuration could not be read, so this is the preset's rule: \(problem)\n")
        return 2
    }

    /// The style of the project in `directory`, when its configuration names one and parses.
    private func projectStyle(_ directory: String) -> Style? {
        try? LintSetup.load(configPath: nil, styleOverride: nil, cwd: directory, commandPath: path).style
    }

    static func render(_ rule: RuleSpec, style: Style) -> String {
        var out = "\(rule.id) (\(rule.code.isEmpty ? "custom" : rule.code), \(style.id), \(rule.severity.rawValue))\n\n"
        out += HelpFormatter.wrap(rule.summary, width: 80).joined(separator: "\n") + "\n\n"
        out += "Why: " + HelpFormatter.wrap(rule.rationale, width: 75).joined(separator: "\n     ") + "\n"
        // What it checks, each list under its name, and which of them a rule's "options" in
        // .archtool.json can replace.
        // (A custom rule is changed where it is defined: no options. Of a rule made of several
        // checks, the list each option sets is marked: the others of its name are fixed.)
        let isComposite = if case .all = rule.check { true } else { false }
        let marks = !rule.code.isEmpty && isComposite
        out += "\nChecks:\n" + CheckDescription.lines(rule.check, marksOptions: marks).map { "  \($0)\n" }.joined()
        if !rule.code.isEmpty {
            let options = rule.check.optionNames
            out += "Options: " + (options.isEmpty ? "none" : options.joined(separator: ", ")
                + (marks ? " (each replaces the list marked '(option)' above; the others are fixed)" : "")) + "\n"
        }
        func examples(_ title: String, _ list: [RuleExample]) {
            guard !list.isEmpty else { return }
            out += "\n\(title):\n"
            for example in list {
                for file in example.files {
                    out += "  // \(file.path)\n"
                    for line in file.source.split(separator: "\n", omittingEmptySubsequences: false) { out += "  \(line)\n" }
                }
                out += "\n"
            }
        }
        examples("Triggers (↓ marks each finding)", rule.triggering)
        examples("Passes", rule.passing)
        return out
    }
}

extension OptionSpec {
    var explainCopy: OptionSpec {
        var copy = self
        copy.isRequired = false
        copy.checkedByCommand = false
        copy.help = "The style, for an id several styles share (default: the project's, else every style's)."
        return copy
    }
}
