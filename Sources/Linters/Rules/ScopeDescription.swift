import ArchModel

extension Scope {
    /// How messages name the code in scope: `Reducers`, `Scenes or Routers`, `code outside Routers`.
    var phrase: String {
        if !layers.isEmpty { return layers.joined(separator: " or ") }
        if !except.isEmpty { return "code outside " + except.joined(separator: " and ") }
        if !paths.isEmpty { return "files matching " + paths.joined(separator: ", ") }
        return "this project"
    }
}
