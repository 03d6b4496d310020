import Linters

/// Whether the registrations `add` inserts into a project file would declare something twice
/// in one scope (`case book` beside the example's `case book(Book.ID)` in `AppRouter.Route`,
/// a second `var book` in the repository): the package would no longer build.
enum RegistrationClash {
    /// What would be declared twice, as a phrase, or nil. Only what the insertion adds counts:
    /// a duplicate the file already had is the user's.
    /// `elsewhere`: the other Swift files of the file's target (path, text), whose members of a
    /// type (in its extensions: `extension Router { var promo … }` in `Router+Promo.swift`) the
    /// insertion must not declare again either.
    static func reason(original: [UInt8], updated: [UInt8], path: String, elsewhere: [(path: String, text: String)] = []) -> String? {
        let before = counts(original, path: path)
        let added = counts(updated, path: path).filter { $0.value > before[$0.key, default: 0] }
        for (key, count) in added.sorted(by: { $0.key.description < $1.key.description }) where count > 1 {
            let place = key.scope.isEmpty ? "" : " in '\(key.scope)'"
            return "it would declare a second '\(key.description)'\(place) (\(path))"
        }
        // (Only a file whose text holds one of the names is read as Swift.)
        let names = Set(added.keys.filter { !$0.scope.isEmpty }.map { key in
            String(key.name.dropFirst(key.name.hasPrefix("static ") ? 7 : 0).prefix { $0 != "(" })
        })
        guard !names.isEmpty else { return nil }
        for other in elsewhere where names.contains(where: other.text.contains) {
            let theirs = counts(Array(other.text.utf8), path: other.path)
            for key in added.keys.sorted(by: { $0.description < $1.description }) where !key.scope.isEmpty && theirs[key] != nil {
                return "it would declare a second '\(key.description)' in '\(key.scope)' (\(other.path) declares one)"
            }
        }
        return nil
    }

    /// A declared name in a scope; `description` shows it and takes no part in equality.
    struct Key: Hashable {
        var scope: String
        /// `case x`, `var x`, `let x` and `func x()` share one name space; other functions are told
        /// apart by labels.
        var name: String
        var description: String

        static func == (a: Key, b: Key) -> Bool { a.scope == b.scope && a.name == b.name }
        func hash(into hasher: inout Hasher) {
            hasher.combine(scope)
            hasher.combine(name)
        }
    }

    private static func counts(_ bytes: [UInt8], path: String) -> [Key: Int] {
        let syntax = SyntaxScanner.scan(SourceFile(path: path, bytes: bytes), bodies: false)
        var result: [Key: Int] = [:]
        for declaration in syntax.declarations where !declaration.isLocal && declaration.kind != .extension {
            let scope = declaration.path.joined(separator: ".")
            // A type's own members and its instances' are two name spaces (`static let cart` beside
            // `var cart` builds); an enum's cases are its type's.
            let isStatic = declaration.kind == .enumCase || declaration.hasModifier("static") || declaration.hasModifier("class")
            let space = isStatic ? "static " : ""
            let modifier = isStatic && declaration.kind != .enumCase ? "static " : ""
            let key: Key
            switch declaration.kind {
            case .function where declaration.parameters.isEmpty:
                // `func reset()` and `let reset` are one name to Swift (`reset` would be redeclared).
                key = Key(scope: scope, name: space + declaration.name, description: modifier + "func \(declaration.signature)")
            case .function, .initializer, .subscript:
                key = Key(scope: scope, name: space + declaration.signature, description: modifier + "func \(declaration.signature)")
            case .enumCase, .variable:
                key = Key(scope: scope, name: space + declaration.name,
                          description: modifier + (declaration.kind == .enumCase ? "case " : (declaration.binding ?? "var") + " ") + declaration.name)
            default:
                key = Key(scope: scope, name: "type " + declaration.name, description: "\(declaration.kind.keyword) \(declaration.name)")
            }
            result[key, default: 0] += 1
        }
        return result
    }
}
