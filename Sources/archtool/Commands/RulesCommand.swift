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
            let rules = Presets.preset(for: style).rules
            let width = rules.map(\.id.count).max() ?? 0
            console.out("\(style.id) (\(style.name)):\n")
            for rule in rules {
                let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                let code = rule.code.padding(toLength: 4, withPad: " ", startingAt: 0)
                console.out("  \(code) \(id)  \(severity)  \(rule.summary)\n")
            }
        }
        return 0
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
