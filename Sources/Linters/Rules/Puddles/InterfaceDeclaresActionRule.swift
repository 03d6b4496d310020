import ArchModel

/// P3 `interface-declares-action`: a component with an `Interface<Action>` property declares the
/// `enum` it sends in the same file (nested in the component, in an extension, or at top level).
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
                let declared = enums ?? Set(file.declarations.filter { $0.kind == .enum && !$0.isLocal }.map(\.name))
                enums = declared
                if !declared.contains(action) {
                    context.report(file: f, at: declaration.location, .missingEnum(property: declaration.name, action: action))
                }
            }
        }
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
