import ArchModel

/// Parses one command's arguments against its spec: `--name value`, `--name=value`, flags,
/// `-h`, repeatable options, positionals, and `--` to end options.
struct ArgumentParser {
    let spec: CommandSpec
    let path: [String]

    /// Whether the arguments ask for help (`-h`/`--help` before any `--`).
    static func wantsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }

    func parse(_ arguments: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (option, inlineValue) = try resolve(argument)
            if option.isFlag {
                if inlineValue != nil { throw UsageError.flagWithValue(option, in: path) }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if option.valueIsOptional {
                value = ""
            } else if index < arguments.count, !isOptionLike(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError.missingValue(option, in: path)
            }
            if !option.isRepeatable, parsed.values[option.name] != nil {
                throw UsageError.repeatedOption(option, in: path)
            }
            parsed.values[option.name, default: []].append(value)
        }
        try checkRequired(parsed)
        return parsed
    }

    /// A value that looks like an option is not taken as the previous option's value.
    private func isOptionLike(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-")
    }

    private func resolve(_ argument: String) throws -> (OptionSpec, String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name: Substring
            let value: String?
            if let equals = body.firstIndex(of: "=") {
                name = body[..<equals]
                value = String(body[body.index(after: equals)...])
            } else {
                name = body
                value = nil
            }
            if let option = spec.option(named: String(name)) { return (option, value) }
            // `--help` is every command's flag, though not in its spec: `--help=1` gets the
            // flags' error, not "Unknown option". (Without a value, `wantsHelp` took it.)
            if name == HelpFormatter.helpOption.name { return (HelpFormatter.helpOption, value) }
            let suggestion = EditDistance.suggestion(for: "--" + name, among: spec.options.map(\.longName))
            throw UsageError.unknownOption("--" + name, suggestion: suggestion, in: path)
        }
        let short = argument.dropFirst()
        if short.count == 1, let option = spec.option(short: short.first!) { return (option, nil) }
        throw UsageError.unknownOption(argument, suggestion: nil, in: path)
    }

    private func checkRequired(_ parsed: ParsedArguments) throws {
        for option in spec.options where option.isRequired && !option.checkedByCommand && parsed.values[option.name] == nil {
            throw UsageError.missingArgument(option.synopsis, in: path)
        }
        let required = spec.arguments.filter { !$0.isOptional }
        if parsed.positionals.count < required.count {
            throw UsageError.missingArgument("<\(required[parsed.positionals.count].name)>", in: path)
        }
        let takesAny = spec.arguments.contains { $0.isVariadic }
        if !takesAny, parsed.positionals.count > spec.arguments.count {
            throw UsageError.unexpectedArgument(parsed.positionals[spec.arguments.count], in: path)
        }
    }
}
