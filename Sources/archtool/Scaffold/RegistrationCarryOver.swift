/// What `add --force` keeps of a file it overwrites that is also where other items register
/// (huddle's `OnboardingFlow.swift`, whose `steps` list `add step` fills): the lines above each
/// of its markers, in the marker's block, that the fresh file does not have. Without them the
/// steps' files and tests stay, and the flow runs none of them.
enum RegistrationCarryOver {
    /// `fresh` with the registrations `old` holds at each marker they share, in order, before the marker.
    static func keeping(_ old: String, in fresh: String) -> String {
        var result = fresh
        for marker in markers(in: fresh) {
            guard let oldLine = MarkerLine.find(marker, in: old), let freshLine = MarkerLine.find(marker, in: result) else { continue }
            let have = Set(block(before: freshLine, in: result).map(code))
            let kept = block(before: oldLine, in: old).filter { !code($0).isEmpty && !have.contains(code($0)) }
            guard !kept.isEmpty else { continue }
            let crlf = freshLine.upperBound < result.endIndex && result[freshLine.upperBound] == "\r\n"
            let text = kept.map { String($0) + (crlf ? "\r\n" : "\n") }.joined()
            result = String(result[..<freshLine.lowerBound]) + text + String(result[freshLine.lowerBound...])
        }
        return result
    }

    /// The markers written in `text` (`// archtool:insert steps`), as `MarkerLine.find` takes them.
    static func markers(in text: String) -> [String] {
        text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" }.compactMap { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.hasPrefix("// archtool:insert ") ? String(trimmed.prefix { $0 != "\r" }) : nil
        }
    }

    /// The lines of the marker's block above it: up from the marker to the line that opens the
    /// block (less indented), as `AddCommand.isRegistered` reads it.
    static func block(before marker: Range<String.Index>, in text: String) -> [Substring] {
        let above = text[..<marker.lowerBound].split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.dropLast()
        let markerLine = text[marker.lowerBound...].prefix { $0 != "\n" && $0 != "\r\n" }
        let depth = indentation(markerLine)
        var lines: [Substring] = []
        for line in above.reversed() {
            if !line.allSatisfy(\.isWhitespace), indentation(line) < depth { break }
            lines.append(line)
        }
        return lines.reversed()
    }

    private static func indentation(_ line: Substring) -> Int { line.prefix { $0 == " " || $0 == "\t" }.count }

    private static func code(_ line: Substring) -> String { String(line.filter { !$0.isWhitespace }) }
}
