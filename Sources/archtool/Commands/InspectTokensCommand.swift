import Linters

/// `archtool inspect tokens <file>`: one token per line, `line:col kind "text"`.
struct InspectTokensCommand: Command {
    static let spec = CommandSpec(
        name: "tokens",
        abstract: "Print the tokens of a Swift file, one per line.",
        discussion: """
            Each line reads 'line:column kind "text"', with a 1-based line and a
            1-based UTF-8 column. Lexer errors follow the tokens as
            'line:column error "message"'.
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
        console.out(TokenPrinter.render(try InspectedFile.load(file, from: console.currentDirectory, allowsAnyText: true), includeTrivia: includeTrivia))
        return 0
    }
}
