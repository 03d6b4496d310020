import ArchModel

extension Scope {
    /// How messages name the code in scope: `Reducers`, `Scenes or Routers`, `code outside Routers`.
    /// A scope with both layers and paths names both (`Services or files matching Sources/Views/**`).
    public var phrase: String {
        let files = paths.isEmpty ? nil : "files matching " + paths.joined(separator: ", ")
        if !layers.isEmpty { return ([layers.joined(separator: " or ")] + (files.map { [$0] } ?? [])).joined(separator: " or ") }
        if !except.isEmpty { return "code outside " + except.joined(separator: " and ") + (files.map { " in " + $0 } ?? "") }
        return files ?? "this project"
    }
}
