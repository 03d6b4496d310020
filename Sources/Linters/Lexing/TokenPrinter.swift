/// The stable text format of `archtool inspect tokens`: `line:col kind "text"`, one per line.
public enum TokenPrinter {
    public static func render(_ file: SourceFile, includeTrivia: Bool) -> String {
        var out = ""
        for token in file.tokens where includeTrivia || !token.kind.isTrivia {
            let location = file.location(of: token)
            out += "\(location.line):\(location.column) \(token.kind.name) \"\(escape(file.bytes[token.range]))\"\n"
        }
        for diagnostic in file.diagnostics {
            let location = file.lines.location(of: diagnostic.offset)
            out += "\(location.line):\(location.column) error \"\(diagnostic.message)\"\n"
        }
        return out
    }

    /// Escapes `"`, `\`, control characters and invalid UTF-8 (as `\xHH`); valid non-ASCII text stays.
    public static func escape<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var out = ""
        let array = Array(bytes)
        var i = 0
        array.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            while i < buffer.count {
                let c = buffer[i]
                switch c {
                case UInt8(ascii: "\""): out += "\\\""; i += 1
                case UInt8(ascii: "\\"): out += "\\\\"; i += 1
                case 0x0A: out += "\\n"; i += 1
                case 0x0D: out += "\\r"; i += 1
                case 0x09: out += "\\t"; i += 1
                case 0x00..<0x20, 0x7F: out += "\\u{\(String(c, radix: 16, uppercase: true))}"; i += 1
                case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(c)); i += 1
                default:
                    if let (scalar, width) = UTF8Decoding.decode(base, i, buffer.count), let s = Unicode.Scalar(scalar) {
                        out.unicodeScalars.append(s)
                        i += width
                    } else {
                        out += "\\x" + (c < 0x10 ? "0" : "") + String(c, radix: 16, uppercase: true)
                        i += 1
                    }
                }
            }
        }
        return out
    }
}
