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
    /// By marker, the texts the template's kinds register there (kinds in name order).
    static func registrations(of manifest: TemplateManifest) -> [String: [String]] {
        var registered: [String: [String]] = [:]
        for kind in manifest.add.keys.sorted() {
            for registration in manifest.add[kind]?.registrations ?? [] { registered[registration.marker, default: []].append(registration.text) }
        }
        return registered
    }

    /// `contents`, about to replace the Swift file at `path` with `--force`, with the
    /// registrations the file there holds (`keeping`); as it is when there is none.
    static func keeping(onDisk path: String, in contents: [UInt8], registrations: [String: [String]]) -> [UInt8] {
        guard path.hasSuffix(".swift"), DiskEntry(at: path) == .file, let existing = FileManager.default.contents(atPath: path) else { return contents }
        return Array(keeping(String(decoding: existing, as: UTF8.self), in: String(decoding: contents, as: UTF8.self), registrations: registrations).utf8)
    }

    /// `fresh` with the registrations `old` holds at each marker they share, in order, before the
    /// marker. `registrations`: by marker, the texts the template registers there. A registration
    /// is known by its code, whatever its line breaks (a formatter's); one in a `/* */` comment is
    /// off and stays out; one under `#if` comes with the `#if`, `#else` and `#endif` around it.
    static func keeping(_ old: String, in fresh: String, registrations: [String: [String]]) -> String {
        var result = fresh
        for marker in markers(in: fresh) {
            let patterns = (registrations[marker] ?? []).compactMap(Pattern.init)
            guard !patterns.isEmpty, let oldLine = MarkerLine.find(marker, in: old), let freshLine = MarkerLine.find(marker, in: result) else { continue }
            // The registrations the fresh block has, by their code.
            let have = Set(found(in: block(before: freshLine, in: result), patterns).compactMap { $0.code })
            let items = found(in: block(before: oldLine, in: old), patterns)
            let keeps = keptItems(items) { !have.contains($0) }
            let kept = items.indices.filter { keeps[$0] }.flatMap { items[$0].lines }
            guard kept.contains(where: { !code($0).isEmpty }) else { continue }
            let crlf = freshLine.upperBound < result.endIndex && result[freshLine.upperBound] == "\r\n"
            let text = kept.map { String($0) + (crlf ? "\r\n" : "\n") }.joined()
            result = String(result[..<freshLine.lowerBound]) + text + String(result[freshLine.lowerBound...])
        }
        return result
    }

    /// The registrations of a block, in order, each with its lines (and the blank lines its
    /// template puts around it), and the `#if` / `#else` / `#endif` lines around kept ones (no
    /// code: `code` nil). Lines in a `/* */` comment are none.
    private static func found(in lines: [Substring], _ patterns: [Pattern]) -> [(code: String?, lines: [Substring])] {
        var result: [(code: String?, lines: [Substring])?] = []
        // The open `#if`s: their line, and where their lines were written out (a registration
        // under it was). One still open at the block's end holds the marker itself (the
        // skeleton's `#if canImport(UIKit)` around it): its lines are taken back.
        // (The `#else` / `#elseif` lines of one not written yet are kept for when it is: a
        // registration in its `#else` branch comes under its `#else`.)
        var open: [(line: Substring, written: [Int], branches: [Substring])] = []
        var inComment = false
        var i = 0
        while i < lines.count {
            let c = code(lines[i])
            if inComment || c.hasPrefix("/*") {
                inComment = !c.contains("*/")
                i += 1
                continue
            }
            if c.hasPrefix("#if") {
                open.append((lines[i], [], []))
            } else if c.hasPrefix("#else") || c.hasPrefix("#elseif") {
                if let last = open.indices.last {
                    if open[last].written.isEmpty {
                        open[last].branches.append(lines[i])
                    } else {
                        open[last].written.append(result.count)
                        result.append((nil, [lines[i]]))
                    }
                }
            } else if c.hasPrefix("#endif") {
                if let frame = open.popLast(), !frame.written.isEmpty { result.append((nil, [lines[i]])) }
            } else if !c.isEmpty, let (pattern, end, matched) = patterns.lazy.compactMap({ p in p.match(lines, at: i).map { (p, $0.end, $0.code) } }).first {
                // (The blank lines before it go before the `#if`s it opens.)
                var before = Array(repeating: Substring(""), count: pattern.blankLinesBefore)
                if !before.isEmpty, open.contains(where: { $0.written.isEmpty }) {
                    result.append((nil, before))
                    before = []
                }
                for k in open.indices where open[k].written.isEmpty {
                    for line in [open[k].line] + open[k].branches {
                        open[k].written.append(result.count)
                        result.append((nil, [line]))
                    }
                }
                result.append((matched, before + Array(lines[i..<end]) + Array(repeating: "", count: pattern.blankLinesAfter)))
                i = end
                continue
            }
            i += 1
        }
        for frame in open { for index in frame.written { result[index] = nil } }
        return result.compactMap { $0 }
    }

    /// Which of `found`'s items to write: the registrations `keeps` (by their code), and the
    /// `#if` / `#else` / `#endif` lines (with the blank lines written before the `#if`) of the
    /// groups that hold one of those (a group around only registrations the fresh file has
    /// already would be an empty `#if … #endif`).
    private static func keptItems(_ items: [(code: String?, lines: [Substring])], keeps: (String) -> Bool) -> [Bool] {
        var result = items.map { item in item.code.map(keeps) ?? true }
        // The open groups: their directives' items, and whether a kept registration is in them.
        var open: [(directives: [Int], holdsKept: Bool)] = []
        for k in items.indices {
            if items[k].code != nil {
                if result[k] { for g in open.indices { open[g].holdsKept = true } }
                continue
            }
            guard items[k].lines.count == 1, case let directive = code(items[k].lines[0]), directive.hasPrefix("#") else { continue }
            if directive.hasPrefix("#if") {
                open.append(([k], false))
            } else if directive.hasPrefix("#endif") {
                guard let group = open.popLast() else { continue }
                if group.holdsKept { continue }
                for d in group.directives + [k] { result[d] = false }
                // (The blank lines `found` writes before an `#if` go with it.)
                if let first = group.directives.first, first > 0, items[first - 1].code == nil,
                   items[first - 1].lines.allSatisfy({ code($0).isEmpty }) {
                    result[first - 1] = false
                }
            } else if !open.isEmpty {
                open[open.count - 1].directives.append(k)
            }
        }
        return result
    }

    /// A registration's text as a pattern of its code, line breaks and blanks dropped (the literal
    /// parts in order, each `{{placeholder}}` a run of name characters), matched by consecutive
    /// lines with nothing else between them but blank lines. A text with no placeholder is none:
    /// it would match the skeleton's own lines.
    struct Pattern {
        let expression: NSRegularExpression
        /// The blank lines the text starts and ends with (`\n    lazy var …\n    )\n\n`).
        let blankLinesBefore: Int
        let blankLinesAfter: Int
        /// Its code's length with each placeholder one byte: a run of lines longer than the
        /// longest name allows is no match.
        let literalLength: Int

        init?(_ template: String) {
            let texts = template.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map { String($0.filter { !$0.isWhitespace }) }
            guard let first = texts.firstIndex(where: { !$0.isEmpty }), let last = texts.lastIndex(where: { !$0.isEmpty }) else { return nil }
            blankLinesBefore = first
            // (The text's last line break ends its last line: no blank line after it.)
            blankLinesAfter = max(0, texts.count - 1 - last - 1)
            // The literal parts between placeholders, line by line (a `{` ending one line and a
            // `{{Name}}` starting the next are not `{{{`), then run together.
            var parts = [""]
            for line in texts[first...last] {
                var rest = Substring(line)
                while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
                    parts[parts.count - 1] += rest[..<open.lowerBound]
                    parts.append("")
                    rest = rest[close.upperBound...]
                }
                parts[parts.count - 1] += rest
            }
            guard parts.count > 1,
                  let expression = try? NSRegularExpression(pattern: "^" + parts.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "[A-Za-z0-9_]+") + "$")
            else { return nil }
            self.expression = expression
            literalLength = parts.reduce(0) { $0 + $1.count } + parts.count - 1
        }

        /// Where the registration that starts at line `i` of `lines` ends (the index after its
        /// last line), with its code, when lines from there read as this template with a name in
        /// each placeholder (the fewest that do).
        func match(_ lines: [Substring], at i: Int) -> (end: Int, code: String)? {
            var text = ""
            var k = i
            while k < lines.count {
                let line = RegistrationCarryOver.code(lines[k])
                if line.hasPrefix("#") || line.hasPrefix("/*") || line.hasPrefix("//") && !line.hasPrefix("///") { return nil }
                text += line
                k += 1
                // (Each placeholder holds a name of a hundred characters at most.)
                if text.count > literalLength + 100 * 4 { return nil }
                guard !line.isEmpty else { continue }
                if expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil { return (k, text) }
            }
            return nil
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
