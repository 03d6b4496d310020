import ArchModel
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Routes `archtool …` to the right command, prints help and version, and reports errors
/// with the ecosystem's exit codes: 0 success, 1 findings or a refused operation, 2 usage.
enum Dispatcher {
    static func main(_ arguments: [String], console: Console) -> Int32 {
        let status = run(arguments, console: console)
        // Output that never arrived (a full disk) must not pass for a clean run.
        if let code = console.outputFailure.code {
            console.err("\(console.errorLabel("Error:")) cannot write to standard output: \(String(cString: strerror(code)))\n")
            return 2
        }
        return status
    }

    private static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            return try dispatch(arguments, console: console)
        } catch let error as UsageError {
            report(error, console: console)
            return 2
        } catch let failure as CommandFailure {
            console.err("\(console.errorLabel("Error:")) \(printable(failure.message))\n")
            return failure.exitCode
        } catch {
            console.err("\(console.errorLabel("Error:")) \(printable("\(error)"))\n")
            return 1
        }
    }

    /// A message with control characters other than line breaks and tabs as U+FFFD: messages
    /// quote configuration values and file names, which must not drive the terminal.
    static func printable(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: isControl) else { return message }
        var out = String.UnicodeScalarView()
        for scalar in message.unicodeScalars { out.append(isControl(scalar) ? "\u{FFFD}" : scalar) }
        return String(out)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F
    }

    static let rootSpec = CommandSpec(
        name: HelpFormatter.toolName,
        abstract: "Scaffold and lint iOS app architectures.",
        discussion: """
            Styles: \(ArchToolInfo.styleList).
            """,
        subcommands: ArchToolInfo.commands)

    private static func dispatch(_ arguments: [String], console: Console) throws -> Int32 {
        guard let first = arguments.first else {
            console.out(rootHelp())
            return 0
        }
        switch first {
        case "--version":
            if arguments.count > 1 { throw UsageError.unexpectedArgument(arguments[1], in: []) }
            console.out(ArchToolInfo.version + "\n")
            return 0
        case "--help", "-h":
            console.out(rootHelp())
            return 0
        default:
            if first.hasPrefix("-") {
                // The root's flags given a value get the flags' error, as a command's do.
                for flag in [HelpFormatter.helpOption, HelpFormatter.versionOption] where first.hasPrefix(flag.longName + "=") {
                    throw UsageError.flagWithValue(flag, in: [])
                }
                let suggestion = EditDistance.suggestion(for: first, among: ["--help", "--version"])
                throw UsageError.unknownOption(first, suggestion: suggestion, in: [])
            }
            if first != "help", first != "styles" { try checkUTF8(arguments, console: console) }
            return try run(arguments, among: ArchToolInfo.commands, parentPath: [], console: console)
        }
    }

    /// Arguments and the working folder reach the program as text: bytes that are not UTF-8
    /// were replaced with U+FFFD on the way, so the file or folder they name cannot be opened,
    /// and one made would have another name (`new --output` wrote to `out\u{FFFD}`, not the
    /// folder asked for). Refused before any command runs.
    private static func checkUTF8(_ arguments: [String], console: Console) throws {
        if console.currentDirectory.contains("\u{FFFD}") {
            throw CommandFailure(message: "the current folder's path '\(console.currentDirectory)' is not valid UTF-8 (its bytes were replaced on "
                                     + "the way), so archtool cannot open or make files in it: run it from another folder", exitCode: 2)
        }
        if let argument = arguments.first(where: { $0.contains("\u{FFFD}") }) {
            throw CommandFailure(message: "'\(argument)' is not valid UTF-8 as given (its bytes were replaced on the way): "
                                     + "no file or folder of that name can be opened or made", exitCode: 2)
        }
    }

    static func rootHelp() -> String {
        HelpFormatter.help(for: rootSpec, path: [], extraOptions: [HelpFormatter.versionOption])
    }

    /// Finds the command named by `arguments[0]` among `commands`, following subcommands.
    static func resolve(_ name: String, among commands: [any Command.Type], parentPath: [String]) throws
        -> any Command.Type
    {
        var names: [String] = []
        for command in commands {
            let spec = command.spec
            if spec.name == name { return command }
            names.append(spec.name)
        }
        let suggestion = EditDistance.suggestion(for: name, among: names)
        throw UsageError.unknownSubcommand(name, suggestion: suggestion, in: parentPath)
    }

    private static func run(_ arguments: [String], among commands: [any Command.Type], parentPath: [String],
                            console: Console) throws -> Int32
    {
        let command = try resolve(arguments[0], among: commands, parentPath: parentPath)
        let path = parentPath + [command.spec.name]
        let rest = Array(arguments.dropFirst())
        if !command.spec.subcommands.isEmpty {
            guard let next = rest.first, next != "--help", next != "-h" else {
                console.out(HelpFormatter.help(for: command.spec, path: path))
                return 0
            }
            if next.hasPrefix("-") {
                if next.hasPrefix("--help=") { throw UsageError.flagWithValue(HelpFormatter.helpOption, in: path) }
                throw UsageError.unknownOption(next, suggestion: nil, in: path)
            }
            return try run(rest, among: command.spec.subcommands, parentPath: path, console: console)
        }
        if ArgumentParser.wantsHelp(rest) {
            console.out(HelpFormatter.help(for: command.spec, path: path))
            return 0
        }
        let parsed = try ArgumentParser(spec: command.spec, path: path).parse(rest)
        return try command.init(arguments: parsed, path: path).run(console)
    }

    /// Prints `Error: …`, the usage line of the command concerned, and where to find help.
    static func report(_ error: UsageError, console: Console) {
        let spec = (try? spec(at: error.commandPath)) ?? rootSpec
        let helpCommand = ([HelpFormatter.toolName, "help"] + error.commandPath).joined(separator: " ")
        console.err("""
            \(console.errorLabel("Error:")) \(printable(error.message))
            Usage: \(HelpFormatter.usage(for: spec, path: error.commandPath))
              See '\(helpCommand)' for more information.

            """)
    }

    /// The spec of the command at `path` (empty: the root).
    static func spec(at path: [String]) throws -> CommandSpec {
        var spec = rootSpec
        var walked: [String] = []
        for name in path {
            spec = try resolve(name, among: spec.subcommands, parentPath: walked).spec
            walked.append(name)
        }
        return spec
    }
}
