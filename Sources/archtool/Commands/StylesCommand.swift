import ArchModel

/// `archtool styles`: the five styles with a one-line description each.
struct StylesCommand: Command {
    static let spec = CommandSpec(name: "styles", abstract: "List the architecture styles.")

    init(arguments: ParsedArguments, path: [String]) {}

    func run(_ console: Console) throws -> Int32 {
        console.out(StyleOption.listing() + "\n")
        return 0
    }
}
