/// A registration marker as `add` finds it: a line that is the marker comment
/// (`// archtool:insert modules`), after indentation, and nothing but whitespace or more comment
/// after it. The marker quoted in prose (a doc comment that says where new storage goes) or in
/// code is not one: inserting there put registrations at file scope.
enum MarkerLine {
    /// Where the first line that is `marker` starts and ends (without its line break), if any.
    static func find(_ marker: String, in text: String) -> Range<String.Index>? {
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            // (`\r\n` is one `Character`.)
            let lineEnd = text[lineStart...].firstIndex { $0 == "\n" || $0 == "\r\n" } ?? text.endIndex
            if isMarker(text[lineStart..<lineEnd], marker) { return lineStart..<lineEnd }
            lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : text.endIndex
        }
        return nil
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
}
