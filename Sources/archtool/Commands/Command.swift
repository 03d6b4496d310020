/// A subcommand of `archtool`: its spec, how it reads its parsed arguments, and what it does.
///
/// A command whose spec lists subcommands is a group: `Dispatcher` routes to the subcommands
/// and prints the group's help when none is given, so a group's `run` is never called.
protocol Command: Sendable {
    static var spec: CommandSpec { get }
    /// Reads the parsed arguments; throws a `UsageError` for values that are malformed.
    init(arguments: ParsedArguments, path: [String]) throws
    /// Does the work and returns the exit status.
    func run(_ console: Console) throws -> Int32
}

/// A failure while running a command (not a usage mistake): printed as `Error: message`.
struct CommandFailure: Error, Equatable {
    var message: String
    var exitCode: Int32 = 1
    /// A configuration that names no style (and none was given): fine for a command that
    /// lists every style's rules, an error for one that lints.
    var isMissingStyle = false
}
