import ArchModel

/// Reading `--style` and `--name`, shared by the commands that take them.
enum StyleOption {
    static let spec = OptionSpec(
        name: "style", valueName: "style",
        help: "The architecture style: sourcearch, puddles, sobreiro, vidrep or huddle.",
        isRequired: true, checkedByCommand: true)

    /// The style named by `value`, or a usage error that lists the styles.
    static func parse(_ value: String?, path: [String]) throws -> Style {
        guard let value else {
            throw UsageError(message: "Missing expected argument '--style <style>'. Choose one of:\n" + listing(), commandPath: path)
        }
        if let style = Style.named(value) { return style }
        throw UsageError.invalidValue(value, for: spec, reason: "unknown style." + alternatives(to: value), in: path)
    }

    /// What to write instead of an unknown style: the nearest id, if one is near, and every style.
    static func alternatives(to value: String) -> String {
        let hint = EditDistance.suggestion(for: value.lowercased(), among: Style.all.map(\.id)).map { " Did you mean '\($0)'?" } ?? ""
        return hint + " Choose one of:\n" + listing()
    }

    /// `  sourcearch  SourceArchitecture: …` lines.
    static func listing() -> String {
        let width = Style.all.map(\.id.count).max() ?? 0
        return Style.all.map { style in
            "  " + style.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "\(style.name): \(style.summary)"
        }.joined(separator: "\n")
    }

    /// Validates a name given to `option`, as a usage error with the reason and a suggestion.
    /// `folderOption`: the option that chooses the folder instead (`new`'s `--output`), named
    /// when the name holds a path separator.
    static func name(_ raw: String, option: OptionSpec?, suffix: String? = nil, isItem: Bool = true, folderOption: String? = nil,
                     path: [String]) throws -> ProjectName {
        do {
            return try ProjectName(raw, removingSuffix: suffix, isItem: isItem)
        } catch {
            let hint = error.suggestion.map { " Try '\($0)'." } ?? ""
            var reason = error.reason
            if let folderOption, reason == ProjectName.pathSeparatorReason { reason += "; use \(folderOption) to choose the folder" }
            if let option {
                throw UsageError.invalidValue(raw, for: option, reason: reason + "." + hint, in: path)
            }
            throw UsageError(message: "The name '\(raw)' is invalid: \(reason).\(hint)", commandPath: path)
        }
    }
}
