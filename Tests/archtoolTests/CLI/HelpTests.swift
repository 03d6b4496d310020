import Testing

@Suite struct HelpTests {
    static let rootHelp = """
        OVERVIEW: Scaffold and lint iOS app architectures.

        Styles: sourcearch, puddles, sobreiro, vidrep, huddle.

        USAGE: archtool <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          new                     Create a Swift package in one of the five styles.
          add                     Add a feature, module, scene, screen, flow or step to
                                  a project.
          lint                    Check Swift sources against the style's architecture
                                  rules.
          rules                   List the rules of a style, or of every style.
          explain                 Explain a rule: what it demands, why, and examples.
          install-hook            Install a git pre-commit hook that lints what is about
                                  to be committed.
          styles                  List the architecture styles, or show one style's
                                  layers.
          inspect                 Show what the linter sees in a Swift file.
          help                    Show subcommand help information.

          See 'archtool help <subcommand>' for detailed help.

        """

    @Test(arguments: [[], ["--help"], ["-h"], ["help"]])
    func rootHelpIsTheOverview(arguments: [String]) {
        #expect(runCLI(arguments) == CLIResult(status: 0, out: Self.rootHelp, err: ""))
    }

    @Test func version() {
        #expect(runCLI(["--version"]) == CLIResult(status: 0, out: "0.1.0\n", err: ""))
    }

    static let inspectTokensHelp = """
        OVERVIEW: Print the tokens of a Swift file, one per line.

        Each line reads 'line:column kind "text"', with a 1-based line and a
        1-based UTF-8 column. Lexer errors follow the tokens as
        'line:column error "message"'. A file that is not Swift text (a NUL
        byte, invalid UTF-8) is shown all the same, with a warning that lint
        does not read it.

        USAGE: archtool inspect tokens [--trivia] <file>

        ARGUMENTS:
          <file>                  The Swift file to tokenize.

        OPTIONS:
          --trivia                Also print whitespace, newlines and comments.
          -h, --help              Show help information.

        """

    @Test(arguments: [["help", "inspect", "tokens"], ["inspect", "tokens", "--help"], ["inspect", "tokens", "x", "-h"]])
    func commandHelp(arguments: [String]) {
        #expect(runCLI(arguments) == CLIResult(status: 0, out: Self.inspectTokensHelp, err: ""))
    }

    @Test func groupWithoutSubcommandPrintsItsHelp() {
        let expected = """
            OVERVIEW: Show what the linter sees in a Swift file.

            USAGE: archtool inspect <subcommand>

            OPTIONS:
              -h, --help              Show help information.

            SUBCOMMANDS:
              tokens                  Print the tokens of a Swift file, one per line.

              See 'archtool help inspect <subcommand>' for detailed help.

            """
        #expect(runCLI(["inspect"]).out.hasPrefix(String(expected.prefix(60))))
        #expect(runCLI(["help", "inspect"]) == runCLI(["inspect", "--help"]))
    }

    @Test func helpTextFitsEightyColumns() {
        for arguments in [["help"], ["help", "inspect"], ["help", "inspect", "tokens"], ["help", "help"]] {
            for line in runCLI(arguments).out.split(separator: "\n") {
                #expect(line.count <= 80, "\(arguments): \(line)")
            }
        }
    }
}
