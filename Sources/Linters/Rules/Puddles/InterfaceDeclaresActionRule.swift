import ArchModel

/// P3 `interface-declares-action`: a component with an `Interface<Action>` property declares the
/// `enum` it sends in the same file (nested in the component, in an extension, or at top level).
///
/// The enum is the one the name resolves to, as Swift looks it up from the property: a type
/// nested in the component (declared anywhere in the tree, extensions included), then in each
/// enclosing type, then the file level. Another component's nested `enum Action` in the same
/// file is not this one's, and an own `Action` declared in another file does not count.
///
/// The finding lands on the property. Another type's actions (`Interface<BookRow.Action>` in
/// `BookSection`, which hands its row the row's interface) are that type's file's business. A
/// generic argument bound by a generic parameter of the
/// component, of an enclosing type or of an extended type (`Interface<Choice>` in
/// `Picker<Choice>`), or by an associated type, needs no enum.
struct InterfaceDeclaresActionRule: ReadsNoCode {
    static let components = Scope.layers("Components")

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            var enums: Set<String>?
            // By index, the annotation first: copying every variable's `Declaration` retained all
            // its arrays, for the few that hold an `Interface`.
            let declarations = file.declarations
            for d in declarations.indices where declarations[d].kind == .variable && !declarations[d].isLocal && !declarations[d].isInPreview {
                guard let annotation = declarations[d].typeAnnotation, let (qualifier, action) = Self.actionType(in: annotation),
                      // `Interface<BookRow.Action>` in another component holds that child's interface;
                      // `Interface<BookSection.Action>` in `BookSection` is its own.
                      qualifier.map({ qualifier in
                          qualifier == "Self" || declarations[d].path.contains { LintProject.simpleName($0) == LintProject.simpleName(qualifier) }
                      }) ?? true,
                      project.contains(Self.components, file: f, declaration: d),
                      !project.index.isShadowed(action, file: f, declaration: d) else { continue }
                let declaration = declarations[d]
                let declared = enums ?? Set(file.declarations.filter { $0.kind == .enum && !$0.isLocal }.map {
                    Self.scopeKey(of: $0.path, project.index) + "." + $0.name
                })
                enums = declared
                if !Self.declaresOwn(action, qualifier: qualifier, path: declaration.path, in: declared, project.index) {
                    context.report(file: f, at: declaration.location, .missingEnum(property: declaration.name, action: action))
                }
            }
        }
    }

    /// Whether `action`, looked up from a property of the type at `path`, resolves to an enum of
    /// `enums` (this file's enums, by scope key and name): the innermost type (or the one the
    /// qualifier names) that has a nested `action` anywhere in the tree decides, and the file level
    /// when none has; without a qualifier, the file level when no enclosing type has one.
    private static func declaresOwn(_ action: String, qualifier: String?, path: [String], in enums: Set<String>, _ index: TypeIndex) -> Bool {
        let components = scopeKey(of: path, index).split(separator: ".").map(String.init)
        var scopes = (1...max(components.count, 1)).reversed().map { components.prefix($0).joined(separator: ".") }.filter { !$0.isEmpty }
        if let qualifier {
            // `Self.Action` is the innermost type's; `BookRow.Action` the enclosing `BookRow`'s.
            let named = qualifier == "Self" ? components.last : LintProject.simpleName(qualifier)
            guard let named, let last = components.lastIndex(of: named) else { return false }
            scopes = [components.prefix(last + 1).joined(separator: ".")]
        }
        for scope in scopes {
            if enums.contains(scope + "." + action) { return true }
            // Declared (not only extended) in the tree, in another file or not as an enum.
            if let position = index.position(ofQualified: scope + "." + action), index.entries[position].kind != nil { return false }
        }
        return qualifier == nil && enums.contains("." + action)
    }

    /// The index's key for the enclosing types of a declaration at `path` (`""` at file level).
    private static func scopeKey(of path: [String], _ index: TypeIndex) -> String {
        path.isEmpty ? "" : index.canonicalKey(path.joined(separator: "."))
    }

    /// `Interface`'s generic argument: its last name component, and what qualifies it (`BookRow`
    /// and `Action` for `Interface<BookRow.Action>`); nil when the annotation has no
    /// `Interface<…>` of a named type.
    static func actionType(in annotation: String) -> (qualifier: String?, name: String)? {
        // Nearly no annotation names `Interface<`: turn the others away on their bytes.
        guard annotation.utf8.count >= 10, annotation.utf8Contains(where: { $0 == UInt8(ascii: "<") }),
              annotation.contains("Interface<") else { return nil }
        let characters = Array(annotation)
        let keyword = Array("Interface<")
        var start = 0
        while start + keyword.count <= characters.count {
            defer { start += 1 }
            guard Array(characters[start..<start + keyword.count]) == keyword else { continue }
            if start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_" { continue }
            var depth = 0
            var argument = ""
            for character in characters[(start + keyword.count)...] {
                if character == "<" { depth += 1 }
                if character == ">" {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0 { argument.append(character) }
            }
            let components = argument.filter { $0 != " " }.split(separator: ".")
            let name = components.last.map(String.init) ?? ""
            guard let first = name.first, first.isLetter || first == "_",
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return (components.count > 1 ? components.dropLast().joined(separator: ".") : nil, name)
        }
        return nil
    }
}

extension String {
    fileprivate static func missingEnum(property: String, action: String) -> String {
        "'\(property)' sends '\(action)' actions, but this file declares no 'enum \(action)'"
    }
}
