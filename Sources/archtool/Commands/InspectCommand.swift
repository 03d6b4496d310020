/// `archtool inspect`: what the linter sees in a file, for debugging rules and bug reports.
struct InspectCommand: Command {
    static let spec = CommandSpec(
        name: "inspect",
        abstract: "Show what the linter sees in a Swift file.",
        subcommands: [InspectTokensCommand.self, InspectDeclsCommand.self, InspectLayersCommand.self])

    init(arguments: ParsedArguments, path: [String]) {}

    func run(_ console: Console) throws -> Int32 { 0 }
}
