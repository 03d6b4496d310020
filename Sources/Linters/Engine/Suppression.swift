import Foundation

/// An in-code suppression: `// archtool:disable:next <ids> -- <reason>`, a trailing
/// `// archtool:disable:this <ids>`, a range `// archtool:disable <ids>` … `// archtool:enable <ids>`,
/// or `// archtool:disable-file <ids>`. Only comments count: the same text in a string never does.
struct Suppression: Sendable {
    var rules: [String]
    /// The lines whose findings it suppresses.
    var lines: ClosedRange<Int>
    var location: SourceLocation
    var reason: String?

    /// Reads every directive of a file; malformed ones come back as problems at their location.
    static func parse(_ file: SourceFile) -> (suppressions: [Suppression], problems: [(SourceLocation, String)]) {
        var suppressions: [Suppression] = []
        var problems: [(SourceLocation, String)] = []
        var open: [String: (SourceLocation, String?)] = [:]
        // Most files hold no directive: their bytes say so without their tokens (which the
        // linter has released by now and would have to lex again).
        guard file.mentionsSuppressionMarker else { return ([], []) }
        let lastLine = file.lines.lineStarts.count
        let tokens = file.tokens, bytes = file.bytes
        for (index, token) in tokens.enumerated() where token.kind.isComment {
            guard mayBeDirective(token, in: bytes), let directive = Directive(text: file.text(of: token)) else { continue }
            let location = file.location(of: token)
            switch directive.verb {
            case "disable:next":
                guard let nextIndex = tokens[(index + 1)...].firstIndex(where: { !$0.kind.isTrivia }) else {
                    problems.append((location, "'archtool:disable:next' has no code after it"))
                    continue
                }
                let line = file.location(of: tokens[nextIndex]).line
                // Attributes on lines of their own (`@State` above `var x: T`) belong to the
                // declaration below them: the directive covers it too.
                let last = file.location(of: tokens[afterAttributes(nextIndex, tokens, file)]).line
                suppressions.append(Suppression(rules: directive.rules, lines: line...max(line, last), location: location, reason: directive.reason))
            case "disable:this":
                suppressions.append(Suppression(rules: directive.rules, lines: location.line...location.line, location: location, reason: directive.reason))
            case "disable-file":
                suppressions.append(Suppression(rules: directive.rules, lines: 1...lastLine, location: location, reason: directive.reason))
            case "disable":
                for rule in directive.rules { open[rule] = (location, directive.reason) }
            case "insert":
                continue  // a scaffolding marker (`// archtool:insert …`), not a suppression
            case "enable":
                for rule in directive.rules {
                    guard let (start, reason) = open.removeValue(forKey: rule) else {
                        problems.append((location, "'archtool:enable \(rule)' has no matching 'archtool:disable'"))
                        continue
                    }
                    suppressions.append(Suppression(rules: [rule], lines: start.line...location.line, location: start, reason: reason))
                }
            default:
                problems.append((location, "unknown directive 'archtool:\(directive.verb)'; use disable:next, disable:this, disable, enable or disable-file"))
                continue
            }
            if directive.rules.isEmpty { problems.append((location, "'archtool:\(directive.verb)' names no rule")) }
        }
        for (rule, (start, reason)) in open.sorted(by: { $0.key < $1.key }) {
            suppressions.append(Suppression(rules: [rule], lines: start.line...lastLine, location: start, reason: reason))
        }
        return (suppressions, problems)
    }

    /// The first significant token after the attributes that start at `i` (`i` itself when it
    /// starts none): `@Name`, `@A.B`, each with an optional parenthesized argument list.
    static func afterAttributes(_ i: Int, _ tokens: [Token], _ file: SourceFile) -> Int {
        func significant(_ k: Int) -> Int? { tokens[k...].firstIndex { !$0.kind.isTrivia } }
        var k = i
        while k < tokens.count, tokens[k].kind == .atSign {
            guard var n = significant(k + 1), n < tokens.count, tokens[n].kind == .identifier || tokens[n].kind == .keyword
            else { return k }
            while n + 2 < tokens.count, tokens[n + 1].kind == .period, tokens[n + 2].kind == .identifier { n += 2 }
            var after = n + 1
            if after < tokens.count, tokens[after].kind == .leftParen {
                var depth = 0
                while after < tokens.count {
                    if tokens[after].kind == .leftParen { depth += 1 }
                    if tokens[after].kind == .rightParen { depth -= 1; if depth == 0 { after += 1; break } }
                    after += 1
                }
            }
            guard after < tokens.count, let next = significant(after) else { return k }
            k = next
        }
        return min(k, tokens.count - 1)
    }

    /// Whether `archtool:` occurs anywhere in the bytes: `memchr` finds each `:` (much rarer
    /// in code than the letters of the word), and the eight bytes before it are compared.
    static func mentionsMarker(_ bytes: [UInt8]) -> Bool {
        let word: StaticString = "archtool"
        return bytes.withUnsafeBufferPointer { buffer in
            word.withUTF8Buffer { word in
                guard let base = buffer.baseAddress, buffer.count > word.count else { return false }
                var offset = word.count
                while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: ":")), buffer.count - offset) {
                    let colon = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    if memcmp(base + colon - word.count, word.baseAddress!, word.count) == 0 { return true }
                    offset = colon + 1
                }
                return false
            }
        }
    }

    /// Whether the comment starts like a directive (`//`, `///`, `/*` or `/**`, blanks, then
    /// `archtool:`), tested on its bytes: most comments are prose, and `Directive` makes strings.
    static func mayBeDirective(_ token: Token, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
            var k = Int(token.start)
            let end = Int(token.end)
            guard end - k >= 2, buffer[k] == slash, buffer[k + 1] == slash || buffer[k + 1] == star else { return false }
            k += 2
            if k < end, buffer[k] == (buffer[k - 1] == slash ? slash : star) { k += 1 }
            while k < end, buffer[k] == UInt8(ascii: " ") || buffer[k] == UInt8(ascii: "\t") { k += 1 }
            let marker: StaticString = "archtool:"
            guard end - k >= marker.utf8CodeUnitCount else { return false }
            return marker.withUTF8Buffer { word in
                for i in 0..<word.count where buffer[k + i] != word[i] { return false }
                return true
            }
        }
    }

    /// The parts of one `archtool:` comment.
    struct Directive {
        var verb: String
        var rules: [String]
        var reason: String?

        init?(text: String) {
            var body = Substring(text)
            for opener in ["///", "//", "/**", "/*"] where body.hasPrefix(opener) {
                body = body.dropFirst(opener.count)
                break
            }
            if body.hasSuffix("*/") { body = body.dropLast(2) }
            body = body.drop { $0 == " " || $0 == "\t" }
            guard body.hasPrefix("archtool:") else { return nil }
            body = body.dropFirst("archtool:".count)
            var reason: String?
            // `--`, or the dash that text substitution (macOS, pasted docs) makes of it: an em or
            // en dash between spaces. Otherwise every word of the reason read as a rule id.
            let separators = [body.range(of: " -- ") ?? body.range(of: "--"), body.range(of: " \u{2014} "), body.range(of: " \u{2013} ")]
            if let dashes = separators.compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) {
                let text = body[dashes.upperBound...].trimmingCharacters(in: [" ", "\t"])
                reason = text.isEmpty ? nil : String(text)
                body = body[..<dashes.lowerBound]
            }
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let verb = words.first else { return nil }
            self.verb = String(verb)
            rules = words.dropFirst().joined(separator: ",").split(separator: ",").map { String($0) }.filter { !$0.isEmpty }
            self.reason = reason
        }
    }
}

extension Substring {
    func trimmingCharacters(in set: Set<Character>) -> Substring {
        var s = self
        while let first = s.first, set.contains(first) { s.removeFirst() }
        while let last = s.last, set.contains(last) { s.removeLast() }
        return s
    }
}
