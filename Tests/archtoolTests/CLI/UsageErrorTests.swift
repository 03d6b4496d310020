import Testing

@Suite struct UsageErrorTests {
    private static let tokensUsage = """
        Usage: archtool inspect tokens [--trivia] <file>
          See 'archtool help inspect tokens' for more information.

        """

    @Test(arguments: [
        (["inspect", "tokens", "--trivai", "x"], "Error: Unknown option '--trivai'. Did you mean '--trivia'?\n"),
        (["inspect", "tokens"], "Error: Missing expected argument '<file>'.\n"),
        (["inspect", "tokens", "a", "b"], "Error: Unexpected argument 'b'.\n"),
        (["inspect", "tokens", "--trivia=yes", "a"], "Error: The flag '--trivia' takes no value.\n"),
        (["inspect", "tokens", "-x", "a"], "Error: Unknown option '-x'.\n"),
    ])
    func commandErrors(arguments: [String], message: String) {
        #expect(runCLI(arguments) == CLIResult(status: 2, out: "", err: message + Self.tokensUsage))
    }

    /// `--help` is a flag of every command, though no command's spec lists it: given a value, it
    /// is said to take none, as the other flags are, not an unknown option.
    @Test func helpGivenAValueIsAFlagWithAValue() {
        // The same usage lines as another flag given a value (`--quiet=1`, `--dry-run=1`).
        for (arguments, otherFlag) in [(["lint", "--help=1"], ["lint", "--quiet=1"]), (["new", "--help=yes"], ["new", "--dry-run=1"])] {
            let other = runCLI(otherFlag)
            let usage = other.err.drop { $0 != "\n" }
            #expect(usage.hasPrefix("\nUsage: archtool \(arguments[0]) "))
            #expect(runCLI(arguments) == CLIResult(status: 2, out: "", err: "Error: The flag '--help' takes no value." + usage))
        }
        #expect(runCLI(["inspect", "--help=1"]) == CLIResult(status: 2, out: "", err: """
            Error: The flag '--help' takes no value.
            Usage: archtool inspect <subcommand>
              See 'archtool help inspect' for more information.

            """))
        #expect(runCLI(["--version=1"]) == CLIResult(status: 2, out: "", err: """
            Error: The flag '--version' takes no value.
            Usage: archtool <subcommand>
              See 'archtool help' for more information.

            """))
        #expect(runCLI(["--help=1"]).err.hasPrefix("Error: The flag '--help' takes no value.\n"))
    }

    @Test func unknownSubcommandSuggestsTheClosest() {
        #expect(runCLI(["inspect", "tokenz"]) == CLIResult(status: 2, out: "", err: """
            Error: Unknown subcommand 'tokenz'. Did you mean 'tokens'?
            Usage: archtool inspect <subcommand>
              See 'archtool help inspect' for more information.

            """))
        #expect(runCLI(["hlep"]) == CLIResult(status: 2, out: "", err: """
            Error: Unknown subcommand 'hlep'. Did you mean 'help'?
            Usage: archtool <subcommand>
              See 'archtool help' for more information.

            """))
    }

    @Test func unknownGlobalOption() {
        #expect(runCLI(["--verison"]) == CLIResult(status: 2, out: "", err: """
            Error: Unknown option '--verison'. Did you mean '--version'?
            Usage: archtool <subcommand>
              See 'archtool help' for more information.

            """))
    }

    /// `--version` takes nothing after it, and `--output` is not empty.
    @Test func extraArgumentsAndEmptyValues() {
        #expect(runCLI(["--version", "extra"]).status == 2)
        #expect(runCLI(["--version", "extra"]).err.hasPrefix("Error: Unexpected argument 'extra'.\n"))
        let empty = runCLI(["new", "--style", "vidrep", "--name", "Demo", "--output", "", "--dry-run"])
        #expect(empty.status == 2)
        #expect(empty.err.hasPrefix("Error: The value '' is invalid for '--output <dir>': give a folder, or leave the option out for ./<Name>.\n"))
    }

    /// An argument or a working folder whose bytes were not UTF-8 arrives with U+FFFD in it:
    /// said so, before any command opens or makes anything (`new --output` made another folder).
    @Test func aPathThatWasNotUTF8IsNamedAsSuch() {
        let refused = "is not valid UTF-8 as given (its bytes were replaced on the way): no file or folder of that name can be opened or made\n"
        #expect(runCLI(["lint", "--style", "vidrep", "Caf\u{FFFD}.swift"]) == CLIResult(status: 2, out: "", err: "Error: 'Caf\u{FFFD}.swift' " + refused))
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--output", "out\u{FFFD}"])
            == CLIResult(status: 2, out: "", err: "Error: 'out\u{FFFD}' " + refused))
        #expect(runCLI(["lint", "--style", "vidrep"], directory: "/tmp/nu\u{FFFD}dir") == CLIResult(status: 2, out: "",
            err: "Error: the current folder's path '/tmp/nu\u{FFFD}dir' is not valid UTF-8 (its bytes were replaced on the way), "
                + "so archtool cannot open or make files in it: run it from another folder\n"))
        // Empty paths name nothing.
        #expect(runCLI(["lint", "--style", "vidrep", ""]).err.hasPrefix("Error: An empty path names no file or folder: leave it out to lint the project.\n"))
        #expect(runCLI(["lint", "--config", ""]).err.hasPrefix("Error: The value '' is invalid for '--config <file>': give a file.\n"))
    }

    @Test func helpForAnUnknownCommand() {
        #expect(runCLI(["help", "nope"]).status == 2)
        #expect(runCLI(["help", "nope"]).err.hasPrefix("Error: Unknown subcommand 'nope'.\n"))
    }

    @Test func doubleDashEndsOptions() {
        // `--trivia` after `--` is the file name, so reading it fails (exit 2, no usage line).
        #expect(runCLI(["inspect", "tokens", "--", "--trivia"]) == CLIResult(
            status: 2, out: "", err: "Error: cannot read '--trivia': No such file or directory\n"))
    }
}
