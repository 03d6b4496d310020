/// A named option: `--name <value>`, `--name=<value>`, or a flag `--name`.
struct OptionSpec: Sendable {
    var name: String
    var short: Character? = nil
    /// The value's placeholder (`style` shows as `<style>`); nil for a flag.
    var valueName: String? = nil
    var help: String
    var isRequired = false
    var isRepeatable = false
    /// A required option whose absence the command reports itself (with a better message).
    var checkedByCommand = false
    /// The value may be left out (`--changed` or `--changed=<rev>`); it is then given only with `=`.
    var valueIsOptional = false

    var isFlag: Bool { valueName == nil }
    var longName: String { "--" + name }

    /// `--style <style>` or `--trivia`, as used in usage lines and errors.
    var synopsis: String {
        guard let valueName else { return longName }
        return valueIsOptional ? "\(longName)[=<\(valueName)>]" : "\(longName) <\(valueName)>"
    }

    /// `-h, --help` or `--style <style>`, as shown in the OPTIONS column.
    var label: String {
        let long = synopsis
        guard let short else { return long }
        return "-\(short), \(long)"
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    var isOptional = false
    var isVariadic = false

    var synopsis: String {
        let core = "<\(name)>" + (isVariadic ? " ..." : "")
        return isOptional ? "[\(core)]" : core
    }
}

/// What a command is: its name, what it does, what it takes. Help and parsing read this alone.
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    var discussion: String? = nil
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    /// Commands under this one (`inspect tokens`); a command with subcommands runs none itself.
    var subcommands: [any Command.Type] = []

    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }
}
