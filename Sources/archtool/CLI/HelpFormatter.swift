/// Help text in swift-argument-parser's layout: OVERVIEW / USAGE / ARGUMENTS / OPTIONS /
/// SUBCOMMANDS, two-space indent, help in a column.
enum HelpFormatter {
    static let toolName = "archtool"
    static let helpOption = OptionSpec(name: "help", short: "h", help: "Show help information.")
    static let versionOption = OptionSpec(name: "version", help: "Show the version.")
    private static let labelWidth = 24
    private static let lineWidth = 80

    /// The full help of the command at `path` (empty path: the tool itself).
    static func help(for spec: CommandSpec, path: [String], extraOptions: [OptionSpec] = []) -> String {
        var out = "OVERVIEW: \(spec.abstract)\n"
        if let discussion = spec.discussion {
            out += "\n" + discussion + "\n"
        }
        out += "\nUSAGE: " + wrap(parts: usageParts(for: spec, path: path), width: lineWidth - 7).joined(separator: "\n       ") + "\n"
        if !spec.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in spec.arguments {
                out += row(label: "<\(argument.name)>" + (argument.isVariadic ? " ..." : ""), help: argument.help)
            }
        }
        out += "\nOPTIONS:\n"
        for option in spec.options + extraOptions + [helpOption] {
            out += row(label: option.label, help: option.help)
        }
        if !spec.subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n"
            for command in spec.subcommands {
                out += row(label: command.spec.name, help: command.spec.abstract)
            }
            let prefix = ([toolName, "help"] + path).joined(separator: " ")
            out += "\n  See '\(prefix) <subcommand>' for detailed help.\n"
        }
        return out
    }

    /// `archtool inspect tokens [--trivia] <file>`.
    static func usage(for spec: CommandSpec, path: [String]) -> String {
        usageParts(for: spec, path: path).joined(separator: " ")
    }

    /// The usage line's parts; an option with its value is one part, never split by wrapping.
    static func usageParts(for spec: CommandSpec, path: [String]) -> [String] {
        var parts = [([toolName] + path).joined(separator: " ")]
        if !spec.subcommands.isEmpty {
            parts.append("<subcommand>")
            return parts
        }
        for option in spec.options {
            let core = option.synopsis + (option.isRepeatable ? " ..." : "")
            parts.append(option.isRequired ? core : "[\(core)]")
        }
        parts += spec.arguments.map(\.synopsis)
        return parts
    }

    /// One aligned row; a long label puts the help on the next line.
    static func row(label: String, help: String) -> String {
        let indent = String(repeating: " ", count: 2 + labelWidth)
        let lines = wrap(help, width: lineWidth - indent.count)
        var out = "  " + label
        if label.count < labelWidth {
            out += String(repeating: " ", count: labelWidth - label.count)
        } else {
            out += "\n" + indent
        }
        out += lines.joined(separator: "\n" + indent) + "\n"
        return out
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        wrap(parts: text.split(separator: " ", omittingEmptySubsequences: true).map(String.init), width: width)
    }

    static func wrap(parts: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in parts {
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        lines.append(current)
        return lines
    }
}
