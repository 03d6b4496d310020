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
    /// (`search field` for `SearchField`; an acronym or a brand's casing kept: `HTTP status`,
    /// `OAuth2 login`).
    static func itemVariables(_ name: ProjectName) -> [String: String] {
        ["Name": name.upperCamel, "name": name.lowerCamel, "name_snake": name.snake, "name_words": words(name.upperCamel)]
    }

    /// A name as words for prose: a one-letter word joins the next (`O` `Auth2` is `OAuth2`), and
    /// only a plain capitalized word is lowercased.
    static func words(_ name: String) -> String {
        var words: [String] = []
        var pending = ""
        for word in ProjectName.words(name) {
            if word.count == 1 && pending.isEmpty {
                pending = word
                continue
            }
            words.append(pending + word)
            pending = ""
        }
        if !pending.isEmpty { words.append(pending) }
        return words.map { word in
            let rest = word.dropFirst()
            return rest.allSatisfy { !$0.isUppercase } ? word.lowercased() : word
        }.joined(separator: " ")
    }
}
