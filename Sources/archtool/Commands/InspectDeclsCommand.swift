import Linters

/// `archtool inspect decls <file>`: the imports, declarations and members the linter sees.
struct InspectDeclsCommand: Command {
    static let spec = CommandSpec(
        name: "decls",
        abstract: "Print the imports and declarations of a Swift file.",
        discussion: """
            Imports come first, as 'import line:column [kind ]Module.Path [@attribute] [access]'.
            Then one line per declaration, indented two spaces per nesting level:
            'line:column keyword name' (variables use 'let' or 'var'), followed when present by
            '<generic, params>', ': inheritance, list', '= aliased type', for variables
            'stored|computed: Type {accessors}', for functions '(labels:)', 'async', 'throws',
            '-> Return', the attributes
            '@Name(arguments)', the modifiers, and the flags 'local', 'preview' and
            'body=line:col..line:col'. Then '#if'/'#elseif'/'#else' branches and preview regions.
            Locations are the declared name's, 1-based line and 1-based UTF-8 column.
            With --bodies, the code facts follow: 'call', 'assign', 'member' and 'ref' lines, each
            with its location and 'in' the declaration it is written in.
            """,
        arguments: [ArgumentSpec(name: "file", help: "The Swift file to scan.")],
        options: [OptionSpec(name: "bodies", help: "Also print calls, assignments, member accesses and references.")])

    let file: String
    let bodies: Bool

    init(arguments: ParsedArguments, path: [String]) {
        file = arguments.positionals[0]
        bodies = arguments.flag("bodies")
    }

    func run(_ console: Console) throws -> Int32 {
        console.out(DeclarationPrinter.render(SyntaxScanner.scan(try InspectedFile.load(file, from: console.currentDirectory)), bodies: bodies))
        return 0
    }
}
