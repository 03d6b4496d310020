/// A warning about what the configuration or the command line lints (an `include` entry that
/// selects nothing, a layer no rule names), as `lint` prints it on standard error:
/// `warning: .archtool.json:1:45: 'include' entry 'Source' selects no Swift file`. The
/// machine-readable reports carry them too: `--strict` fails on them, and a CI job that failed
/// should say why where it is read (a GitHub annotation, SARIF's configuration notifications,
/// a JUnit failure).
public struct ConfigurationWarning: Sendable, Equatable {
    /// The file it is about, as shown, with a 1-based line and column; nil for one about no file.
    public var path: String?
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String?, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The warning as printed: `warning: ` and a message, which starts with `path:line:column: `
    /// when it is about a place in a file.
    public init(printed: String) {
        var text = Substring(printed)
        if text.hasPrefix("warning: ") { text = text.dropFirst("warning: ".count) }
        while text.last == "\n" { text = text.dropLast() }
        (path, line, column, message) = (nil, 0, 0, String(text))
        // The first `:<digits>:<digits>: ` ends the place.
        var search = text.startIndex
        while let colon = text[search...].firstIndex(of: ":") {
            let rest = text[text.index(after: colon)...]
            let lineDigits = rest.prefix { $0.isASCII && $0.isNumber }
            if !lineDigits.isEmpty, rest.dropFirst(lineDigits.count).first == ":" {
                let afterLine = rest.dropFirst(lineDigits.count + 1)
                let columnDigits = afterLine.prefix { $0.isASCII && $0.isNumber }
                if !columnDigits.isEmpty, afterLine.dropFirst(columnDigits.count).hasPrefix(": "),
                   let line = Int(lineDigits), let column = Int(columnDigits) {
                    (path, self.line, self.column) = (String(text[..<colon]), line, column)
                    message = String(afterLine.dropFirst(columnDigits.count + 2))
                    return
                }
            }
            search = text.index(after: colon)
        }
    }
}
