/// Parses JSON with the two extensions config files need: `//` and `/* */` comments, and
/// trailing commas. Errors carry the 1-based line and UTF-8 column of the problem.
public struct JSONParser {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "\(line):\(column): \(message)" }
    }

    private let bytes: [UInt8]
    private var depth = 0
    private var pos = 0
    private var line = 1
    private var lineStart = 0

    public static func parse(_ text: String) throws(Failure) -> Located<JSONValue> {
        try parse(Array(text.utf8))
    }

    /// Arrays and objects nested deeper than this are refused: the parser recurses, and no
    /// configuration needs more than a handful of levels.
    public static let maximumDepth = 256

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> Located<JSONValue> {
        var parser = JSONParser(bytes: bytes)
        if let invalid = firstInvalidUTF8(bytes) {
            while parser.pos < invalid { parser.advance() }
            throw parser.fail("invalid UTF-8: the file must be UTF-8 text")
        }
        try parser.skipSpace()
        let value = try parser.parseValue()
        try parser.skipSpace()
        if parser.pos < bytes.count { throw parser.fail("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var column: Int { pos - lineStart + 1 }
    private func fail(_ message: String) -> Failure { Failure(line: line, column: column, message: message) }
    private var current: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    private mutating func advance() {
        // LF, CRLF and a lone CR each end a line, as in Swift files.
        if bytes[pos] == 0x0A || (bytes[pos] == 0x0D && (pos + 1 == bytes.count || bytes[pos + 1] != 0x0A)) { line += 1; lineStart = pos + 1 }
        pos += 1
    }

    private mutating func skipSpace() throws(Failure) {
        while let c = current {
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                advance()
            } else if c == UInt8(ascii: "/"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "/") {
                while let d = current, d != 0x0A, d != 0x0D { advance() }
            } else if c == UInt8(ascii: "/"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "*") {
                let start = fail("unterminated comment")
                advance(); advance()
                while true {
                    guard let d = current else { throw start }
                    if d == UInt8(ascii: "*"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "/") {
                        advance(); advance()
                        break
                    }
                    advance()
                }
            } else {
                return
            }
        }
    }

    private mutating func parseValue() throws(Failure) -> Located<JSONValue> {
        let (startLine, startColumn) = (line, column)
        func located(_ value: JSONValue) -> Located<JSONValue> { Located(value, line: startLine, column: startColumn) }
        guard let c = current else { throw fail("expected a value, found the end of the file") }
        if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
            guard depth < JSONParser.maximumDepth else {
                throw fail("arrays and objects nested deeper than \(JSONParser.maximumDepth) levels")
            }
            depth += 1
            defer { depth -= 1 }
            return located(c == UInt8(ascii: "{") ? try parseObject() : try parseArray())
        }
        switch c {
        case UInt8(ascii: "\""): return located(.string(try parseString()))
        case UInt8(ascii: "t"): try expectWord("true"); return located(.bool(true))
        case UInt8(ascii: "f"): try expectWord("false"); return located(.bool(false))
        case UInt8(ascii: "n"): try expectWord("null"); return located(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return located(.number(try parseNumber()))
        default:
            // A word (`error` unquoted) is said as a word.
            let word = wordAtPosition()
            throw fail("expected a value (an object, an array, a string, a number, true, false or null), found '\(word ?? String(decoding: [c], as: UTF8.self))'"
                       + (word != nil ? " (a string is written in double quotes)" : ""))
        }
    }

    /// The offset of the first byte that is not part of well-formed UTF-8 (no overlong forms,
    /// no surrogates, nothing above U+10FFFF), or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let (length, low, high): (Int, UInt8, UInt8)
            switch b {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            default: return i
            }
            guard i + length <= bytes.count, bytes[i + 1] >= low, bytes[i + 1] <= high else { return i }
            for k in 2..<max(2, length) where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }

    /// The four hex digits at the read position, as a number (not consumed).
    private func hex4() -> UInt32? {
        guard pos + 4 <= bytes.count else { return nil }
        return UInt32(String(decoding: bytes[pos..<pos + 4], as: UTF8.self), radix: 16)
    }

    /// The ASCII letters at the read position (20 at most, not consumed), or nil when none.
    private func wordAtPosition() -> String? {
        var end = pos
        while end < bytes.count, end - pos < 20, (bytes[end] | 0x20) >= UInt8(ascii: "a"), (bytes[end] | 0x20) <= UInt8(ascii: "z") { end += 1 }
        return end > pos ? String(decoding: bytes[pos..<end], as: UTF8.self) : nil
    }

    private mutating func expectWord(_ word: String) throws(Failure) {
        // What is written instead, as a word (`not json` is no misspelt `null`, but text).
        let failure = fail("expected a value (an object, an array, a string, a number, true, false or null), found '\(wordAtPosition() ?? "")'")
        for expected in word.utf8 {
            guard current == expected else { throw failure }
            advance()
        }
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = pos
        let failure = fail("invalid number")
        while let c = current, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
            || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) {
            advance()
        }
        guard let value = Double(String(decoding: bytes[start..<pos], as: UTF8.self)) else { throw failure }
        return value
    }

    private mutating func parseString() throws(Failure) -> String {
        let failure = fail("unterminated string")
        advance()
        var out = [UInt8]()
        while true {
            guard let c = current, c != 0x0A else { throw failure }
            if c == UInt8(ascii: "\"") { advance(); break }
            // JSON strings hold no raw control characters (a tab or NUL must be escaped).
            if c < 0x20 { throw fail("a control character in a string; write it as an escape such as \\t or \\u0000") }
            if c == UInt8(ascii: "\\") {
                let escapeFailure = fail("invalid escape in string")
                advance()
                guard let e = current else { throw failure }
                advance()
                switch e {
                case UInt8(ascii: "\""): out.append(e)
                case UInt8(ascii: "\\"): out.append(e)
                case UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    guard let code = hex4() else { throw escapeFailure }
                    for _ in 0..<4 { advance() }
                    var value = code
                    if (0xD800...0xDBFF).contains(code) {
                        // A surrogate pair, as JSON writes characters beyond U+FFFF (`\ud83d\ude00`).
                        guard current == UInt8(ascii: "\\"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "u") else {
                            throw Failure(line: escapeFailure.line, column: escapeFailure.column, message: "a lone surrogate in a \\u escape")
                        }
                        pos += 2
                        guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else {
                            throw Failure(line: escapeFailure.line, column: escapeFailure.column, message: "a lone surrogate in a \\u escape")
                        }
                        for _ in 0..<4 { advance() }
                        value = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw Failure(line: escapeFailure.line, column: escapeFailure.column, message: "a lone surrogate in a \\u escape")
                    }
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw escapeFailure
                }
                continue
            }
            out.append(c)
            advance()
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        advance()
        var items: [Located<JSONValue>] = []
        while true {
            try skipSpace()
            if current == UInt8(ascii: "]") { advance(); return .array(items) }
            items.append(try parseValue())
            try skipSpace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "]") { advance(); return .array(items) }
            throw fail("expected ',' or ']' in array")
        }
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        advance()
        var members: [(key: Located<String>, value: Located<JSONValue>)] = []
        // (A set, not a search of `members`: that made an object of many keys quadratic.)
        var seen: Set<String> = []
        while true {
            try skipSpace()
            if current == UInt8(ascii: "}") { advance(); return .object(members) }
            guard current == UInt8(ascii: "\"") else { throw fail("expected a quoted key or '}'") }
            let (keyLine, keyColumn) = (line, column)
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw Failure(line: keyLine, column: keyColumn, message: "duplicate key '\(key)'")
            }
            try skipSpace()
            guard current == UInt8(ascii: ":") else { throw fail("expected ':' after key '\(key)'") }
            advance()
            try skipSpace()
            members.append((Located(key, line: keyLine, column: keyColumn), try parseValue()))
            try skipSpace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "}") { advance(); return .object(members) }
            throw fail("expected ',' or '}' in object")
        }
    }
}
