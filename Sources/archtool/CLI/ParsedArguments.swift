/// The values given for one command's options and arguments, after parsing.
struct ParsedArguments: Sendable {
    /// Option values by option name, in the order given.
    var values: [String: [String]] = [:]
    /// Flags that were given.
    var flags: Set<String> = []
    /// Positional arguments, in order (including everything after `--`).
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name]?.last }
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
