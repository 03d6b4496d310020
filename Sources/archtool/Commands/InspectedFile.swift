import Linters

/// Reading the file an `inspect` subcommand names: an unreadable file is a usage problem (exit 2).
enum InspectedFile {
    /// `allowsAnyText`: whether a file that is not Swift text (invalid UTF-8, NUL bytes) is shown
    /// anyway (`inspect tokens`, whose job is showing what the lexer made of such bytes), or
    /// refused as `lint` refuses it (`inspect decls`: lint reads no declarations there).
    /// `path` is read from `cwd` (the console's folder) and named as given.
    static func load(_ path: String, from cwd: String, allowsAnyText: Bool = false) throws -> SourceFile {
        let file: SourceFile
        do throws(FileReader.Failure) {
            file = SourceFile(path: path, bytes: try FileReader.read(path.hasPrefix("/") ? path : cwd + "/" + path))
        } catch {
            throw CommandFailure(message: "cannot read '\(path)': \(error.reason)", exitCode: 2)
        }
        if !allowsAnyText, let (location, what) = Linter.notSwiftText(file) {
            throw CommandFailure(message: "\(path):\(location.line):\(location.column): the file is not Swift text: \(what); lint does not read it",
                                 exitCode: 2)
        }
        return file
    }
}
