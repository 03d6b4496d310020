/// An old-style ASCII property list (the OpenStep format), as Xcode writes `project.pbxproj`:
/// `{ key = value; … }`, `( a, b, )`, strings quoted (`"…"` or `'…'`, with backslash escapes)
/// or bare (`PBXProject`, `Sources/App`, `5.0`), `<0fbd 7a>` data, and `/* … */` and `//`
/// comments between them. Read strictly: anything else, a truncated file or nesting deeper
/// than `maximumDepth`, is no list (nil), never a crash.
enum ASCIIPropertyList: Equatable, Sendable {
    case string(String)
    case data([UInt8])
    case array([ASCIIPropertyList])
    case dictionary([String: ASCIIPropertyList])

    /// How deep arrays and dictionaries may nest (a `project.pbxproj` nests five deep): a file
    /// of a million `(` must not exhaust the stack.
    static let maximumDepth = 64

    /// The list the bytes hold (one value, with comments and white space around it), or nil.
    static func parse(_ bytes: [UInt8]) -> ASCIIPropertyList? {
        var reader = Reader(bytes: bytes)
        // A byte-order mark, as some tools write it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        guard reader.skipTrivia(), let value = reader.value(depth: 0), reader.skipTrivia(), reader.isAtEnd else { return nil }
        return value
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [ASCIIPropertyList]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var dictionary: [String: ASCIIPropertyList]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// A dictionary's value for `key` (nil for a missing key or another kind of value).
    subscript(key: String) -> ASCIIPropertyList? { dictionary?[key] }

    /// The strings of an array (its other items left out); empty for anything else.
    var strings: [String] { array?.compactMap(\.string) ?? [] }

    /// A cursor over the bytes.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position >= bytes.count }

        func peek(_ offset: Int = 0) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }

        /// Steps over white space and comments; false at a comment that does not end.
        mutating func skipTrivia() -> Bool {
            while let byte = peek() {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                    position += 1
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { position += 1 }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    position += 2
                    while !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                        if isAtEnd { return false }
                        position += 1
                    }
                    position += 2
                default:
                    return true
                }
            }
            return true
        }

        /// The value at the cursor (trivia skipped before it), or nil.
        mutating func value(depth: Int) -> ASCIIPropertyList? {
            guard let byte = peek() else { return nil }
            switch byte {
            case UInt8(ascii: "{"):
                guard depth < ASCIIPropertyList.maximumDepth else { return nil }
                position += 1
                var entries: [String: ASCIIPropertyList] = [:]
                while true {
                    guard skipTrivia() else { return nil }
                    if peek() == UInt8(ascii: "}") {
                        position += 1
                        return .dictionary(entries)
                    }
                    // A key is a string; the last of two equal keys wins, as Xcode reads them.
                    guard let key = string(), skipTrivia(), peek() == UInt8(ascii: "=") else { return nil }
                    position += 1
                    guard skipTrivia(), let item = value(depth: depth + 1), skipTrivia(), peek() == UInt8(ascii: ";") else { return nil }
                    position += 1
                    entries[key] = item
                }
            case UInt8(ascii: "("):
                guard depth < ASCIIPropertyList.maximumDepth else { return nil }
                position += 1
                var items: [ASCIIPropertyList] = []
                while true {
                    guard skipTrivia() else { return nil }
                    if peek() == UInt8(ascii: ")") {
                        position += 1
                        return .array(items)
                    }
                    guard let item = value(depth: depth + 1), skipTrivia() else { return nil }
                    items.append(item)
                    // Items are separated by commas; one may follow the last.
                    if peek() == UInt8(ascii: ",") {
                        position += 1
                    } else if peek() != UInt8(ascii: ")") {
                        return nil
                    }
                }
            case UInt8(ascii: "<"):
                return data()
            default:
                return string().map(ASCIIPropertyList.string)
            }
        }

        /// A quoted or bare string at the cursor, or nil.
        mutating func string() -> String? {
            guard let first = peek() else { return nil }
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return quoted(by: first) }
            let start = position
            while let byte = peek(), Self.isBare(byte) { position += 1 }
            guard position > start else { return nil }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// The bytes a string may hold unquoted (Foundation's set).
        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                 UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }

        /// A string between two `quote`s, its escapes decoded, or nil when it does not end.
        mutating func quoted(by quote: UInt8) -> String? {
            position += 1
            let start = position
            // Most strings hold no escape: taken as they are.
            while let byte = peek(), byte != quote, byte != UInt8(ascii: "\\") { position += 1 }
            guard let stop = peek() else { return nil }
            if stop == quote {
                position += 1
                return String(decoding: bytes[start..<(position - 1)], as: UTF8.self)
            }
            var text = Array(bytes[start..<position])
            while let byte = peek() {
                position += 1
                if byte == quote { return String(decoding: text, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\") else {
                    text.append(byte)
                    continue
                }
                guard let escaped = peek() else { return nil }
                position += 1
                switch escaped {
                case UInt8(ascii: "a"): text.append(0x07)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "v"): text.append(0x0B)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    // Up to four hexadecimal digits: a UTF-16 unit (a lone surrogate is U+FFFD).
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard let digit = peek().flatMap(Self.hexValue) else { break }
                        value = value * 16 + UInt32(digit)
                        position += 1
                    }
                    append(Unicode.Scalar(value) ?? "\u{FFFD}", to: &text)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    // Up to three octal digits: a byte, read as Latin-1.
                    var value = UInt32(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2 {
                        guard let digit = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                        value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
                        position += 1
                    }
                    append(Unicode.Scalar(value & 0xFF)!, to: &text)
                default:
                    // `\"`, `\'`, `\\`, and any other character as itself.
                    text.append(escaped)
                }
            }
            return nil
        }

        private func append(_ scalar: Unicode.Scalar, to text: inout [UInt8]) {
            text.append(contentsOf: String(Character(scalar)).utf8)
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }

        /// `<0fbd 7a>`: pairs of hexadecimal digits, white space between them; nil otherwise.
        mutating func data() -> ASCIIPropertyList? {
            position += 1
            var result: [UInt8] = []
            var high: UInt8?
            while let byte = peek() {
                position += 1
                if byte == UInt8(ascii: ">") { return high == nil ? .data(result) : nil }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { continue }
                guard let digit = Self.hexValue(byte) else { return nil }
                if let first = high {
                    result.append(first << 4 | digit)
                    high = nil
                } else {
                    high = digit
                }
            }
            return nil
        }
    }
}
