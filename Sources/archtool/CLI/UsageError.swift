/// A mistake in the command line: printed with a usage line and a pointer to help; exit 2.
struct UsageError: Error, Equatable {
    var message: String
    /// The command whose usage line and help the error points to (`["inspect", "tokens"]`).
    var commandPath: [String]

    static func unknownOption(_ option: String, suggestion: String?, in path: [String]) -> UsageError {
        UsageError(message: "Unknown option '\(option)'." + didYouMean(suggestion), commandPath: path)
    }

    static func unknownSubcommand(_ name: String, suggestion: String?, in path: [String]) -> UsageError {
        UsageError(message: "Unknown subcommand '\(name)'." + didYouMean(suggestion), commandPath: path)
    }

    static func missingValue(_ option: OptionSpec, in path: [String]) -> UsageError {
        UsageError(message: "Missing value for '\(option.synopsis)'.", commandPath: path)
    }

    static func missingArgument(_ synopsis: String, in path: [String]) -> UsageError {
        UsageError(message: "Missing expected argument '\(synopsis)'.", commandPath: path)
    }

    static func unexpectedArgument(_ value: String, in path: [String]) -> UsageError {
        UsageError(message: "Unexpected argument '\(value)'.", commandPath: path)
    }

    static func flagWithValue(_ option: OptionSpec, in path: [String]) -> UsageError {
        UsageError(message: "The flag '\(option.longName)' takes no value.", commandPath: path)
    }

    static func repeatedOption(_ option: OptionSpec, in path: [String]) -> UsageError {
        UsageError(message: "The option '\(option.longName)' may be given only once.", commandPath: path)
    }

    static func invalidValue(_ value: String, for option: OptionSpec, reason: String, in path: [String]) -> UsageError {
        UsageError(message: "The value '\(value)' is invalid for '\(option.synopsis)': \(reason)", commandPath: path)
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " Did you mean '\($0)'?" } ?? ""
    }
}
