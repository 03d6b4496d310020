import Foundation

/// What `add --force` keeps of a file it overwrites that is also where other items register
/// (huddle's `OnboardingFlow.swift`, whose `steps` list `add step` fills): the lines above each
/// of its markers, in the marker's block, that are registrations made at that marker (they read
/// as one of the template's one-line registrations for it, a name in each placeholder) and that
/// the fresh file does not have. Without them the steps' files and tests stay, and the flow runs
/// none of them; the user's other lines are what `--force` overwrites.
enum RegistrationCarryOver {
    /// `fresh` with the registrations `old` holds at each marker they share, in order, before the
    /// marker. `registrations`: by marker, the texts the template registers there.
    static func keeping(_ old: String, in fresh: String, registrations: [String: [String]]) -> String {
        var result = fresh
        for marker in markers(in: fresh) {
            let patterns = (registrations[marker] ?? []).compactMap(Pattern.init)
            guard !patterns.isEmpty, let oldLine = MarkerLine.find(marker, in: old), let freshLine = MarkerLine.find(marker, in: result) else { continue }
            let have = Set(block(before: freshLine, in: result).map(code))
            let kept = block(before: oldLine, in: old).filter { line in
                let code = code(line)
                return !code.isEmpty && !have.contains(code) && patterns.contains { $0.matches(code) }
            }
            guard !kept.isEmpty else { continue }
            let crlf = freshLine.upperBound < result.endIndex && result[freshLine.upperBound] == "\r\n"
            let text = kept.map { String($0) + (crlf ? "\r\n" : "\n") }.joined()
            result = String(result[..<freshLine.lowerBound]) + text + String(result[freshLine.lowerBound...])
        }
        return result
    }

    /// A one-line registration's text as a pattern of its code (blanks dropped): the literal
    /// parts in order, each `{{placeholder}}` a run of name characters.
    struct Pattern {
        let expression: NSRegularExpression

        init?(_ template: String) {
            var text = template
            while text.hasSuffix("\n") { text.removeLast() }
            guard !text.contains("\n") else { return nil }
            var parts: [String] = [], rest = Substring(text.filter { !$0.isWhitespace })
            while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
                parts.append(String(rest[..<open.lowerBound]))
                rest = rest[close.upperBound...]
            }
            parts.append(String(rest))
            guard parts.count > 1,
                  let expression = try? NSRegularExpression(pattern: "^" + parts.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "[A-Za-z0-9_]+") + "$")
            else { return nil }
            self.expression = expression
        }

        /// Whether `code` reads as the template with a name in each placeholder.
        func matches(_ code: String) -> Bool {
            expression.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
        }
    }

    /// The markers written in `text` (`// archtool:insert steps`), as `MarkerLine.find` takes them.
    static func markers(in text: String) -> [String] {
        text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" }.compactMap { line in
            MarkerLine.isAnyMarker(line) ? String(line.drop { $0 == " " || $0 == "\t" }.prefix { $0 != "\r" }) : nil
        }
    }

    /// The lines of the marker's block above it (`MarkerLine.block`).
    static func block(before marker: Range<String.Index>, in text: String) -> [Substring] {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        let m = MarkerLine.line(of: marker.lowerBound, in: text)
        return Array(lines[MarkerLine.block(at: m, in: lines)])
    }

    private static func code(_ line: Substring) -> String { String(line.filter { !$0.isWhitespace }) }
}
