/// `archtool help [<subcommand> ...]`: the help of the tool or of one command.
struct HelpCommand: Command {
    static let spec = CommandSpec(
        name: "help",
        abstract: "Show subcommand help information.",
        arguments: [ArgumentSpec(name: "subcommands", help: "The subcommand to show help for.", isOptional: true, isVariadic: true)])

    let path: [String]

    init(arguments: ParsedArguments, path: [String]) throws {
        self.path = arguments.positionals
        _ = try Dispatcher.spec(at: self.path)
    }

    func run(_ console: Console) throws -> Int32 {
        if path.isEmpty {
            console.out(Dispatcher.rootHelp())
        } else {
            console.out(HelpFormatter.help(for: try Dispatcher.spec(at: path), path: path))
        }
        return 0
    }
}
