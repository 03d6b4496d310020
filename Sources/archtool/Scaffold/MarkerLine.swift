import Linters

/// A registration marker as `add` finds it: a line that is the marker comment
/// (`// archtool:insert modules`), after indentation, and nothing but whitespace or more comment
/// after it. The marker quoted in prose (a doc comment that says where new storage goes) or in
/// code is not one: inserting there put registrations at file scope. Nor is a line inside a
/// block comment or a multi-line string that reads like one: the file is lexed as Swift, and
/// only a `//` comment token that starts its line counts.
enum MarkerLine {
    /// Where the first line that is `marker` starts and ends (without its line break), if any.
    static func find(_ marker: String, in text: String) -> Range<String.Index>? {
        all(marker, in: text, upTo: 1).first
    }

    /// Where the lines that are `marker` start and end, in order: at most `limit` of them.
    static func all(_ marker: String, in text: String, upTo limit: Int = .max) -> [Range<String.Index>] {
        let file = SourceFile(path: "marker.swift", text: text)
        let bytes = Array(text.utf8), utf8 = text.utf8
        var startsLine = true
        var found: [Range<String.Index>] = []
        for token in file.tokens {
            switch token.kind {
            case .newline:
                startsLine = true
            case .whitespace, .byteOrderMark:
                continue
            case .lineComment where startsLine:
                startsLine = false
                let start = Int(token.start), end = start + token.length
                guard isMarker(Substring(String(decoding: bytes[start..<end], as: UTF8.self)), marker) else { continue }
                var lineStart = start
                while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
                found.append(utf8.index(utf8.startIndex, offsetBy: lineStart)..<utf8.index(utf8.startIndex, offsetBy: end))
                if found.count == limit { return found }
            default:
                startsLine = false
            }
        }
        return found
    }

    /// Whether `line` is the marker comment `marker` (`// archtool:insert NAME`): indentation,
    /// the marker, then the line's end or whitespace (`// archtool:insert modules-extra` is
    /// another marker).
    static func isMarker(_ line: Substring, _ marker: String) -> Bool {
        let content = line.drop { $0 == " " || $0 == "\t" }
        guard content.hasPrefix(marker) else { return false }
        let rest = content.dropFirst(marker.count)
        return rest.first.map { $0.isWhitespace } ?? true
    }

    /// Whether `line` is some marker comment (`// archtool:insert …`).
    static func isAnyMarker(_ line: Substring) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix("// archtool:insert ")
    }

    /// The lines of the block the marker on line `m` of `lines` is in: from the line after the
    /// nearest one above that is less indented than the marker (blank lines aside, it opens the
    /// block) up to the marker; with `throughEnd`, the marker and the lines below it down to the
    /// one before the next less indented line (which closes the block).
    static func block(at m: Int, in lines: [Substring], throughEnd: Bool = false) -> Range<Int> {
        let depth = indentation(lines[m])
        func inBlock(_ line: Substring) -> Bool { line.allSatisfy(\.isWhitespace) || indentation(line) >= depth }
        var start = m, end = m
        while start > 0, inBlock(lines[start - 1]) { start -= 1 }
        guard throughEnd else { return start..<m }
        while end + 1 < lines.count, inBlock(lines[end + 1]) { end += 1 }
        return start..<(end + 1)
    }

    /// The 0-based line of `position` in `text` (its line breaks before it).
    static func line(of position: String.Index, in text: String) -> Int {
        text[..<position].reduce(0) { $0 + ($1 == "\n" || $1 == "\r\n" ? 1 : 0) }
    }

    /// The number of spaces and tabs a line starts with.
    static func indentation(_ line: Substring) -> Int { line.prefix { $0 == " " || $0 == "\t" }.count }
}
