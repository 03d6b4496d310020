import ArchModel

/// A template folder's `template.json`: the style, and each `add` kind with its registrations.
///
/// Read strictly, as `.archtool.json` is: an unknown key (a typo'd `registratons` registered
/// nothing), a value of the wrong type, a registration whose file is outside the project or
/// whose marker is not a `//` comment is an error at its line and column.
struct TemplateManifest: Equatable {
    struct Registration: Equatable {
        /// The file to edit, relative to the project root (placeholders allowed).
        var path: String
        /// Text of the line before which `text` is inserted.
        var marker: String
        /// The snippet to insert (placeholders allowed).
        var text: String
    }

    struct AddKind: Equatable {
        var summary: String
        var suffix: String?
        var options: [String]?
        var registrations: [Registration]?
    }

    var style: String
    var displayName: String
    var summary: String
    var add: [String: AddKind]

    /// A problem at a line and column of the file.
    struct Invalid: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// Parses `bytes`; `style` is the style whose folder the file is in.
    static func parse(_ bytes: [UInt8], style: String) throws(Invalid) -> TemplateManifest {
        let root: Located<JSONValue>
        do { root = try JSONParser.parse(bytes) } catch { throw Invalid(line: error.line, column: error.column, message: error.message) }
        let fields = try object(root, "the manifest", keys: ["style", "displayName", "summary", "add"])
        let styleValue = try string(fields, "style", in: root)
        guard styleValue.value == style else {
            throw Invalid(line: styleValue.line, column: styleValue.column,
                          message: "'style' is '\(styleValue.value)', but this is the \(style) template's folder")
        }
        var manifest = TemplateManifest(style: style, displayName: try string(fields, "displayName", in: root).value,
                                        summary: try string(fields, "summary", in: root).value, add: [:])
        guard let add = fields["add"] else { throw Invalid(line: root.line, column: root.column, message: "missing key 'add'") }
        guard case .object(let kinds) = add.value else { throw Invalid(line: add.line, column: add.column, message: "'add' must be an object") }
        for (name, value) in kinds {
            let what = "add kind '\(name.value)'"
            let kind = try object(value, what, keys: ["summary", "suffix", "options", "registrations"])
            var entry = AddKind(summary: try string(kind, "summary", in: value).value)
            if kind["suffix"] != nil { entry.suffix = try string(kind, "suffix", in: value).value }
            if let options = kind["options"] { entry.options = try strings(options, "'options' of \(what)") }
            if let registrations = kind["registrations"] {
                guard case .array(let items) = registrations.value else {
                    throw Invalid(line: registrations.line, column: registrations.column, message: "'registrations' of \(what) must be an array")
                }
                var list: [Registration] = []
                for item in items {
                    let fields = try object(item, "a registration of \(what)", keys: ["path", "marker", "text"])
                    let path = try string(fields, "path", in: item), marker = try string(fields, "marker", in: item)
                    let parts = path.value.split(separator: "/", omittingEmptySubsequences: false)
                    if path.value.isEmpty || path.value.hasPrefix("/") || parts.contains("..") || parts.contains("") {
                        throw Invalid(line: path.line, column: path.column,
                                      message: "'path' must name a file inside the project, relative to its root, without '..' (not '\(path.value)')")
                    }
                    if !marker.value.hasPrefix("//") || marker.value.contains("\n") || marker.value.trimmingTrailingSpaces.count <= 2 {
                        throw Invalid(line: marker.line, column: marker.column,
                                      message: "'marker' must be a one-line '//' comment that names the place (such as '// archtool:insert scenes')")
                    }
                    list.append(Registration(path: path.value, marker: marker.value, text: try string(fields, "text", in: item).value))
                }
                entry.registrations = list
            }
            manifest.add[name.value] = entry
        }
        return manifest
    }

    private static func object(_ value: Located<JSONValue>, _ what: String, keys: [String]) throws(Invalid) -> [String: Located<JSONValue>] {
        guard case .object(let members) = value.value else {
            throw Invalid(line: value.line, column: value.column, message: "\(what) must be an object, not \(value.value.typeName)")
        }
        var fields: [String: Located<JSONValue>] = [:]
        for (key, item) in members {
            guard keys.contains(key.value) else {
                throw Invalid(line: key.line, column: key.column,
                              message: "unknown key '\(key.value)' in \(what); keys: " + keys.joined(separator: ", "))
            }
            guard fields[key.value] == nil else { throw Invalid(line: key.line, column: key.column, message: "duplicate key '\(key.value)' in \(what)") }
            fields[key.value] = item
        }
        return fields
    }

    private static func string(_ fields: [String: Located<JSONValue>], _ key: String, in parent: Located<JSONValue>) throws(Invalid) -> Located<String> {
        guard let value = fields[key] else { throw Invalid(line: parent.line, column: parent.column, message: "missing key '\(key)'") }
        guard case .string(let text) = value.value else {
            throw Invalid(line: value.line, column: value.column, message: "'\(key)' must be a string, not \(value.value.typeName)")
        }
        return Located(text, line: value.line, column: value.column)
    }

    private static func strings(_ value: Located<JSONValue>, _ what: String) throws(Invalid) -> [String] {
        guard case .array(let items) = value.value else { throw Invalid(line: value.line, column: value.column, message: "\(what) must be an array") }
        var result: [String] = []
        for item in items {
            guard case .string(let text) = item.value else { throw Invalid(line: item.line, column: item.column, message: "\(what) holds strings only") }
            result.append(text)
        }
        return result
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: Substring {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
