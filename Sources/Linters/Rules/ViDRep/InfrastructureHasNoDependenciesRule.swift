import ArchModel

/// V9 `infrastructure-has-no-dependencies`, the part no generic kind expresses: APIClient and
/// Database initializers take no project types other than ports named `*Object`.
///
/// A struct that declares no initializer in its body has the memberwise one, whose parameters
/// are its stored instance properties without an initial value (`let config: KeychainConfig`):
/// those count as the parameters of an `init` written out would. (A property with a value is
/// state the struct makes for itself, and so is a `var` of an optional type written `T?` or `T!`
/// (`nil`; not `Optional<T>`, which Swift does not start at `nil`) and one whose wrapper's
/// attribute takes arguments (`@UserDefault(key: "theme", defaultValue: .light) var theme: Theme`);
/// an `init` in an extension keeps the memberwise one.) A type nested in the client or database
/// itself (`BooksAPIClient.Configuration`) is its own, no dependency; a type alias there stands
/// for the type it aliases.
struct InfrastructureHasNoDependenciesRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        let project = context.project
        for layer in ["APIClients", "Databases"] {
            for type in project.concreteTypes(in: layer) {
                for (file, index) in project.memberIndices(ofDeclared: type.declaration.qualifiedName)
                where project.files[file].declarations[index].kind == .initializer {
                    let member = project.files[file].declarations[index]
                    if let first = projectTypes(member.parameters.map(\.type), file: file, declaration: index, of: type.declaration, project).first {
                        context.report(file: file, at: member.location,
                                       "'\(type.declaration.name)' takes the project type '\(first)'; infrastructure has no dependencies")
                    }
                }
                if type.declaration.kind == .struct, let (property, first) = memberwiseDependency(of: type.index, file: type.file, project) {
                    let name = project.files[type.file].declarations[property].name
                    context.report(file: type.file, at: project.files[type.file].declarations[property].location,
                                   "'\(type.declaration.name)' takes the project type '\(first)' through its memberwise initializer's '\(name)'; "
                                       + "infrastructure has no dependencies")
                }
            }
        }
    }

    /// The project types named in `types`, written in declaration `index`: not a port named
    /// `*Object`, nor a name that a generic parameter binds there (`init<Store>(store: Store)`).
    /// A type alias in scope there, or one of the client or database (in its body or an
    /// extension), is read as what it stands for (`typealias Settings = AppSettings`: `let
    /// settings: Settings` takes `AppSettings`; `typealias AppRouter = String`, no project type).
    /// A qualified name (`Models.AppSettings`) is the type its last part names.
    private func projectTypes(_ types: [String], file: Int, declaration index: Int, of owner: Declaration, _ project: LintProject) -> [String] {
        let members = project.members(ofDeclared: owner.qualifiedName)
        var found: [String] = []
        func read(_ written: String, file: Int, declaration: Int?, depth: Int) {
            for var path in Self.namePaths(inType: written) {
                // (`AppSettings.Type` names `AppSettings`.)
                while path.count > 1, path.last == "Type" || path.last == "Protocol" { path.removeLast() }
                let name = path[0]
                var alias: (file: Int, declaration: Declaration)?
                switch project.index.binder(of: name, file: file, declaration: declaration) {
                case .typeAlias(let bound)?: alias = (file, bound)
                case .genericParameter?, .associatedType?: continue
                case nil: alias = members.first { $0.declaration.kind == .typealias && $0.declaration.name == name }
                }
                let type: String
                if path.count > 1 {
                    type = path[path.count - 1]
                } else if let alias {
                    // (Followed a few aliases deep: one that names itself ends.)
                    if depth < 8, let aliased = alias.declaration.aliasedType {
                        read(aliased, file: alias.file, declaration: alias.declaration.parent, depth: depth + 1)
                    }
                    continue
                } else {
                    guard !project.index.isShadowed(name, file: file, declaration: declaration) else { continue }
                    type = name
                }
                if project.isTreeType(type), !type.hasSuffix("Object"), !found.contains(type) { found.append(type) }
            }
        }
        for type in types { read(type, file: file, declaration: index, depth: 0) }
        guard !found.isEmpty else { return [] }
        // (Not a type nested in the client or database itself, in its body or an extension.)
        let nested = Set(members.lazy.filter { $0.declaration.kind.isNominalType }.map(\.declaration.name))
        return found.filter { !nested.contains($0) }
    }

    /// The names in a type as written, each with the names a period joins to it
    /// (`[Models.AppSettings: Int]` → `[["Models", "AppSettings"], ["Int"]]`), without `any`,
    /// `some` and `inout`.
    private static func namePaths(inType text: String) -> [[String]] {
        var paths: [[String]] = []
        var current = ""
        var joined = false
        func end() {
            guard !current.isEmpty else { return }
            if joined, !paths.isEmpty { paths[paths.count - 1].append(current) } else if !["any", "some", "inout"].contains(current) { paths.append([current]) }
            current = ""
            joined = false
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                end()
                if character == "." { joined = true } else if character != " " { joined = false }
            }
        }
        end()
        return paths
    }

    /// The first stored property of the struct at `index` that makes its memberwise initializer
    /// take a project type, with that type; nil when the struct declares an initializer in its
    /// body (then it has no memberwise one) or no such property.
    private func memberwiseDependency(of index: Int, file: Int, _ project: LintProject) -> (Int, String)? {
        let syntax = project.files[file]
        let children = syntax.childIndices(of: index)
        guard !children.contains(where: { syntax.declarations[$0].kind == .initializer }) else { return nil }
        for d in children where syntax.declarations[d].kind == .variable && syntax.declarations[d].storage == .stored {
            let property = syntax.declarations[d]
            guard !property.hasModifier("static"), !property.hasModifier("class"), !property.hasModifier("lazy"),
                  !property.attributes.contains(where: { $0.arguments != nil }), let annotation = property.typeAnnotation,
                  !(property.binding == "var" && (annotation.hasSuffix("?") || annotation.hasSuffix("!"))),
                  VariableTypeResolver.initialValue(afterName: property.nameToken, syntax) == nil else { continue }
            if let first = projectTypes([annotation], file: file, declaration: d, of: syntax.declarations[index], project).first { return (d, first) }
        }
        return nil
    }
}
