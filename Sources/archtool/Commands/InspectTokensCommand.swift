import Linters

/// `archtool inspect tokens <file>`: one token per line, `line:col kind "text"`.
struct InspectTokensCommand: Command {
    static let spec = CommandSpec(
        name: "tokens",
        abstract: "Print the tokens of a Swift file, one per line.",
        discussion: """
            Each line reads 'line:column kind "text"', with a 1-based line and a
            1-based UTF-8 column. Lexer errors follow the tokens as
            'line:column error "message"'. A file that is not Swift text (a NUL
            byte, invalid UTF-8) is shown all the same, with a warning that lint
            does not read it.
            """,
        arguments: [ArgumentSpec(name: "file", help: "The Swift file to tokenize.")],
        options: [OptionSpec(name: "trivia", help: "Also print whitespace, newlines and comments.")])

    let file: String
    let includeTrivia: Bool

    init(arguments: ParsedArguments, path: [String]) {
        file = arguments.positionals[0]
        includeTrivia = arguments.flag("trivia")
    }

    func run(_ console: Console) throws -> Int32 {
        let source = try InspectedFile.load(file, from: console.currentDirectory, allowsAnyText: true)
        console.out(TokenPrinter.render(source, includeTrivia: includeTrivia))
        if let (location, what) = Linter.notSwiftText(source) {
            console.err("warning: \(file):\(location.line):\(location.column): the file is not Swift text: \(what); lint does not read it\n")
        }
        return 0
    }
}
