import ArchModel

/// The tool's version and its visible list of commands.
enum ArchToolInfo {
    static let version = "0.1.0"

    /// Every subcommand, in the order help lists them. A command is listed here only once it works.
    static let commands: [any Command.Type] = [
        NewCommand.self,
        AddCommand.self,
        LintCommand.self,
        RulesCommand.self,
        ExplainCommand.self,
        InstallHookCommand.self,
        StylesCommand.self,
        InspectCommand.self,
        HelpCommand.self,
    ]

    static var styleList: String { Style.all.map(\.id).joined(separator: ", ") }
}
