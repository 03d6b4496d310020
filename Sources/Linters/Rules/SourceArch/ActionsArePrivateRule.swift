import ArchModel

/// SA5 `actions-are-private`: every `@ActionFromMethod(method)` property is `private`, and so is
/// the method it wraps (looked up by name in the enclosing type and its extensions; when one
/// overload of that name is private, it is taken to be the wrapped one, unless another has the
/// same labels: that is the same method in another `#if` branch).
struct ActionsArePrivateRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        let project = context.project
        var reportedMethods: Set<[Int]> = []
        for (f, file) in project.files.enumerated() {
            for d in file.declarations.indices where file.declarations[d].kind == .variable && !file.declarations[d].isInPreview {
                // The attribute first, in place: copying every variable's `Declaration` retains all its arrays.
                guard let attribute = file.declarations[d].attributes.first(where: { $0.isNamed("ActionFromMethod") }) else { continue }
                let declaration = file.declarations[d]
                if !declaration.hasModifier("private") {
                    context.report(file: f, at: declaration.location, .propertyNotPrivate(declaration.name))
                }
                // A local type's members are not in the member index; its name may be a tree type's.
                guard let method = wrappedMethodName(attribute), let type = file.enclosingType(of: d),
                      !file.declarations[type].isLocal else { continue }
                let candidates = project.memberIndices(ofDeclared: file.declarations[type].typeKey).filter { member in
                    let candidate = project.files[member.file].declarations[member.index]
                    return candidate.kind == .function && candidate.name == method
                }
                let declarations = candidates.map { project.files[$0.file].declarations[$0.index] }
                // A private overload is taken to be the wrapped method; but a method with the
                // same labels as a private one is that method in another `#if` branch.
                let privateLabels = Set(declarations.filter { $0.hasModifier("private") }.map { $0.parameters.map(\.label) })
                for (member, candidate) in zip(candidates, declarations)
                where !candidate.hasModifier("private") && (privateLabels.isEmpty || privateLabels.contains(candidate.parameters.map(\.label)))
                    && reportedMethods.insert([member.file, member.index]).inserted {
                    // `private extension X { func m() }`: `m` is fileprivate, which the message says.
                    let memberFile = project.files[member.file]
                    let owner = memberFile.enclosingType(of: member.index).map { memberFile.declarations[$0] }
                    let inPrivateExtension = owner?.kind == .extension && owner?.hasModifier("private") == true
                        && !candidate.modifiers.contains { ["fileprivate", "internal", "package", "public", "open"].contains($0) }
                    context.report(file: member.file, at: candidate.location,
                                   inPrivateExtension ? .methodInPrivateExtension(method) : .methodNotPrivate(method))
                }
            }
        }
    }

    /// `load` for `@ActionFromMethod(load)`, `@ActionFromMethod(Self.load)` or `(AuthSource.load(_:))`.
    private func wrappedMethodName(_ attribute: Attribute) -> String? {
        guard let arguments = attribute.arguments else { return nil }
        var text = Substring(arguments)
        if let paren = text.firstIndex(of: "(") { text = text[..<paren] }
        if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        let name = String(text.filter { $0 != " " && $0 != "\t" })
        return name.isEmpty ? nil : name
    }
}

extension String {
    fileprivate static func propertyNotPrivate(_ name: String) -> String {
        "'@ActionFromMethod' property '\(name)' must be private"
    }

    fileprivate static func methodNotPrivate(_ name: String) -> String {
        "'\(name)' is wrapped by '@ActionFromMethod' and must be private"
    }

    fileprivate static func methodInPrivateExtension(_ name: String) -> String {
        "'\(name)' is wrapped by '@ActionFromMethod' and must be private; a member of a 'private extension' is fileprivate: write 'private func \(name)'"
    }
}
