/// A JSON value built in code with its keys in a fixed order, printed with two-space
/// indentation: deterministic output for the reporters that write JSON documents (SARIF).
indirect enum JSONDocument: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONDocument])
    case object([(String, JSONDocument)])

    /// The document as text, ending in a newline.
    func rendered() -> String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .string(let text): out += JSONReporter.quote(text)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { return out += "[]" }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += indent + "  "
                item.write(to: &out, indent: indent + "  ")
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return out += "{}" }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += indent + "  " + JSONReporter.quote(key) + ": "
                value.write(to: &out, indent: indent + "  ")
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }
}
