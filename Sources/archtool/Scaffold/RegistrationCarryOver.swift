import Foundation

/// What `add --force` and `new --force` keep of a file they overwrite that is also where other
/// items register (huddle's `OnboardingFlow.swift`, whose `steps` list `add step` fills; vidrep's
/// `AppResolver.swift`, where `add scene` writes a dispatcher, a factory and a destination): the
/// lines above each of its markers, in the marker's block, that are registrations made at that
/// marker (they read as one of the template's registrations for it, one line or several, a name
/// in each placeholder) and that the fresh file does not have. Without them the items' files
/// and tests stay, and the project no longer compiles or runs them; the user's other lines are
/// what `--force` overwrites.
enum RegistrationCarryOver {
    /// `fresh` with the registrations `old` holds at each marker they share, in order, before the
    /// marker. `registrations`: by marker, the texts the template registers there.
    static func keeping(_ old: String, in fresh: String, registrations: [String: [String]]) -> String {
        var result = fresh
        for marker in markers(in: fresh) {
            let patterns = (registrations[marker] ?? []).compactMap(Pattern.init)
            guard !patterns.isEmpty, let oldLine = MarkerLine.find(marker, in: old), let freshLine = MarkerLine.find(marker, in: result) else { continue }
            // The fresh block's code, a line each (blanks dropped), to tell a registration it has.
            let have = "\n" + block(before: freshLine, in: result).map(code).filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
            let lines = block(before: oldLine, in: old)
            var kept: [Substring] = []
            var i = 0
            while i < lines.count {
                guard !code(lines[i]).isEmpty, let (pattern, end) = patterns.lazy.compactMap({ p in p.match(lines, at: i).map { (p, $0) } }).first else {
                    i += 1
                    continue
                }
                let text = lines[i..<end]
                if !have.contains("\n" + text.map(code).filter { !$0.isEmpty }.joined(separator: "\n") + "\n") {
                    // With the blank lines the template puts around it.
                    kept += repeatElement("", count: pattern.blankLinesBefore) + text + repeatElement("", count: pattern.blankLinesAfter)
                }
                i = end
            }
            guard !kept.isEmpty else { continue }
            let crlf = freshLine.upperBound < result.endIndex && result[freshLine.upperBound] == "\r\n"
            let text = kept.map { String($0) + (crlf ? "\r\n" : "\n") }.joined()
            result = String(result[..<freshLine.lowerBound]) + text + String(result[freshLine.lowerBound...])
        }
        return result
    }

    /// A registration's text as a pattern of its code: a pattern of each line that is not blank
    /// (blanks dropped: the literal parts in order, each `{{placeholder}}` a run of name
    /// characters), matched by consecutive lines, blank lines between them aside. A text with no
    /// placeholder is none: it would match the skeleton's own lines.
    struct Pattern {
        let lines: [NSRegularExpression]
        /// The blank lines the text starts and ends with (`\n    lazy var …\n    )\n\n`).
        let blankLinesBefore: Int
        let blankLinesAfter: Int

        init?(_ template: String) {
            let all = template.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            var texts = all.map { $0.filter { !$0.isWhitespace } }
            guard let first = texts.firstIndex(where: { !$0.isEmpty }), let last = texts.lastIndex(where: { !$0.isEmpty }),
                  texts.contains(where: { $0.contains("{{") }) else { return nil }
            blankLinesBefore = first
            // (The text's last line break ends its last line: no blank line after it.)
            blankLinesAfter = max(0, texts.count - 1 - last - 1)
            texts = texts[first...last].filter { !$0.isEmpty }
            var expressions: [NSRegularExpression] = []
            for text in texts {
                var parts: [String] = [], rest = Substring(text)
                while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
                    parts.append(String(rest[..<open.lowerBound]))
                    rest = rest[close.upperBound...]
                }
                parts.append(String(rest))
                guard let expression = try? NSRegularExpression(
                    pattern: "^" + parts.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "[A-Za-z0-9_]+") + "$") else { return nil }
                expressions.append(expression)
            }
            lines = expressions
        }

        /// Where the registration that starts at line `i` of `lines` ends (the index after its
        /// last line), when it reads as this template with a name in each placeholder.
        func match(_ lines: [Substring], at i: Int) -> Int? {
            var k = i
            for (n, expression) in self.lines.enumerated() {
                if n > 0 { while k < lines.count, RegistrationCarryOver.code(lines[k]).isEmpty { k += 1 } }
                guard k < lines.count else { return nil }
                let text = RegistrationCarryOver.code(lines[k])
                guard expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil else { return nil }
                k += 1
            }
            return k
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
