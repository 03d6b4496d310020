/// Replaces `{{Variable}}` placeholders in template paths and contents. No logic, no escaping.
struct PlaceholderRenderer {
    /// A placeholder the renderer cannot fill: an unknown name, or a `{{` that starts none.
    struct UnknownVariable: Error, Equatable {
        var name: String
        /// A `{{` not followed by `Name}}` (the templates' format reserves `{{` for placeholders).
        var isStray = false
        /// The 1-based line of the text it is on.
        var line = 1

        var problem: String {
            isStray ? "'{{' at line \(line) that starts no placeholder (such as {{Name}})" : "unknown placeholder '{{\(name)}}' at line \(line)"
        }
    }

    var variables: [String: String]

    func render(_ text: String) throws(UnknownVariable) -> String {
        String(decoding: try render(Array(text.utf8)), as: UTF8.self)
    }

    func render(_ bytes: [UInt8]) throws(UnknownVariable) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        let brace = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        func line(_ offset: Int) -> Int { bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } }
        while i < bytes.count {
            if bytes[i] == brace, i + 1 < bytes.count, bytes[i + 1] == brace {
                var j = i + 2
                while j < bytes.count, Self.isNameByte(bytes[j]) { j += 1 }
                guard j > i + 2, j + 1 < bytes.count, bytes[j] == close, bytes[j + 1] == close else {
                    throw UnknownVariable(name: "", isStray: true, line: line(i))
                }
                let name = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
                guard let value = variables[name] else { throw UnknownVariable(name: name, line: line(i)) }
                out.append(contentsOf: value.utf8)
                i = j + 2
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }

    private static func isNameByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
    }

    /// The project variables: `Project`, `project`, `project_snake`.
    static func projectVariables(_ name: ProjectName) -> [String: String] {
        ["Project": name.upperCamel, "project": name.lowerCamel, "project_snake": name.snake]
    }

    /// The item variables of `add`: `Name`, `name`, `name_snake`, and `name_words` for prose
    /// (`search field` for `SearchField`; an acronym kept: `HTTP status`).
    static func itemVariables(_ name: ProjectName) -> [String: String] {
        let words = ProjectName.words(name.upperCamel).map { word in
            word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber } ? word : word.lowercased()
        }
        return ["Name": name.upperCamel, "name": name.lowerCamel, "name_snake": name.snake, "name_words": words.joined(separator: " ")]
    }
}
