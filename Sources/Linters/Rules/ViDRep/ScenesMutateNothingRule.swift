import ArchModel

/// V5 `scenes-mutate-nothing`: scenes assign nothing through their repository, neither with
/// `=` (`repository.count = 1`) nor in place with a mutating method of the standard library
/// on one of its properties (`repository.items.append(x)`, `repository.flag.toggle()`).
struct ScenesMutateNothingRule: RuleChecker {
    static let scenes = Scope.layers("Scenes")

    /// Mutating methods of the standard library's collections and values.
    static let mutatingMethods = NameSet(AssignmentScope.standardMutatingMethods)

    func check(_ context: RuleContext) {
        let project = context.project
        // The repository properties of each scene type, by the type's simple name.
        var repositories: [String: Set<String>] = [:]
        for scene in project.concreteTypes(in: "Scenes") {
            let names = SceneRepositoryProperties.names(ofScene: scene.declaration, file: scene.file, project)
            repositories[project.index.canonicalKey(scene.declaration.qualifiedName), default: []].formUnion(names)
        }
        let resolver = VariableTypeResolver(project: project)
        for (f, file) in context.checkedFiles where project.hasCode(in: Self.scenes, file: f) {
            // `repository.x…` (or `self.repository.x…`, or the scene's repository under another
            // name): the path without `self`, when it goes through the repository. A parameter or
            // local of that name is not it (unless `self.` is written).
            func throughRepository(_ written: NameList, token: Int, declaration: Int?) -> ArraySlice<String>? {
                var path = Array(written)[...]
                let throughSelf = path.first == "self"
                if throughSelf { path = path.dropFirst() }
                guard path.count >= 2, let first = path.first else { return nil }
                if !throughSelf, let local = resolver.localBinding(first, before: token, in: declaration, file: f) {
                    // `let store = repository`, `[store = repository] in`: the repository under another
                    // name (not a copy of one of its values: `var copy = repository.items`).
                    if local.type == nil, let alias = local.aliasOf, alias.token < token {
                        guard alias.chain.count == (alias.chain.first == "self" ? 2 : 1) else { return nil }
                        return throughRepository(NameList(alias.chain + ["_"]), token: alias.token, declaration: declaration) != nil ? path : nil
                    }
                    // A parameter or local is the repository only when typed as one: the scene's
                    // `Repository` parameter (`func clear(in repo: Repository)`), or a repository type.
                    guard let nominal = local.type.flatMap(VariableTypeResolver.nominalType),
                          project.contains(Self.scenes, file: f, declaration: declaration) else { return nil }
                    let constraints = file.enclosingType(of: declaration).map { file.genericConstraints(of: file.declarations[$0]) } ?? [:]
                    let held = constraints[nominal] ?? [nominal]
                    let typedAsRepository = SceneRepositoryProperties.holdsRepository(held, file: f, declaration: declaration, project)
                    return typedAsRepository ? path : nil
                }
                let isRepository = SceneRepositoryProperties.isRepositoryName(first)
                    || (!repositories.isEmpty && file.enclosingType(of: declaration).map { t in
                        repositories[project.index.canonicalKey(file.declarations[t].typeKey)]?.contains(first) == true } == true)
                guard isRepository, project.contains(Self.scenes, file: f, declaration: declaration) else { return nil }
                return path
            }
            for assignment in file.assignments where !assignment.isInPreview {
                // The path first: it is cheap, and rules out nearly every assignment.
                guard assignment.path.count >= 2, let path = throughRepository(assignment.path, token: assignment.token, declaration: assignment.declaration)
                else { continue }
                context.report(file: f, at: assignment.location,
                               "scenes mutate nothing: send an action to the dispatcher instead of assigning '\(path.joined(separator: "."))'")
            }
            // A binding to one of its properties (`$repository.query` for a `TextField`) writes it
            // as the user types.
            let references = file.references
            // (The `$` first: it rules out nearly every reference.)
            for r in references.indices.dropFirst() where references[r - 1].name.utf8.first == UInt8(ascii: "$")
                && !references[r].isInPreview && ModuleQualifier.followsChainHead(r, in: references) {
                let head = references[r - 1].name
                // The member after it, written right after its `.` (`$repository.projectedValue.query`).
                let next = r + 1 < references.count && references[r + 1].isMember && references[r].token + 2 == references[r + 1].token
                    ? references[r + 1].name : nil
                guard head.utf8.count > 1, Self.bindsProperty(references[r].name, next: next),
                      let path = throughRepository(NameList([String(head.dropFirst()), references[r].name]), token: references[r - 1].token,
                                                   declaration: references[r - 1].declaration)
                else { continue }
                context.report(file: f, at: references[r - 1].location,
                               "scenes mutate nothing: a binding '$\(path.joined(separator: "."))' writes the repository; send an action to the dispatcher instead")
            }
            // And `self.$repository.query`.
            for access in file.memberAccesses where access.path.count >= 3 && access.path[0] == "self"
                && access.path[1].utf8.first == UInt8(ascii: "$") && access.path[1].utf8.count > 1 && !access.isInPreview {
                let written = NameList(["self", String(access.path[1].dropFirst()), access.path[2]])
                guard let path = throughRepository(written, token: access.token, declaration: access.declaration) else { continue }
                let binding = references.first { $0.token > access.token && $0.token <= access.token + 4 && $0.name == access.path[1] }
                context.report(file: f, at: binding?.location ?? access.location,
                               "scenes mutate nothing: a binding '$\(path.joined(separator: "."))' writes the repository; send an action to the dispatcher instead")
            }
            let calls = file.calls
            // And `Bindable(repository).query`, `Bindable(wrappedValue: self.repository).query`.
            for call in calls where call.name == "Bindable" && !call.isInPreview && (call.receiver.isEmpty || Array(call.receiver) == ["SwiftUI"])
                && (Array(call.labels) == ["_"] || Array(call.labels) == ["wrappedValue"]) {
                guard let (written, member, next) = Self.bindableArgument(of: call, in: file.file), Self.bindsProperty(member, next: next),
                      let path = throughRepository(NameList(written + [member]), token: call.token, declaration: call.declaration) else { continue }
                context.report(file: f, at: call.location,
                               "scenes mutate nothing: a binding 'Bindable(\(path.dropLast().joined(separator: "."))).\(member)' writes the repository; send an action to the dispatcher instead")
            }
            for c in calls.indices where !calls[c].isInPreview && calls[c].receiver.count >= 2 {
                // A mutating method of the standard library, or of the tree (`repository.basket.add(1)`):
                // the receiver's type read last, only for a call through the repository.
                guard let path = throughRepository(calls[c].receiver, token: calls[c].token, declaration: calls[c].declaration),
                      Self.mutatingMethods.contains(calls[c].name)
                        || resolver.mayCallMutatingMethod(calls[c].name, on: Array(calls[c].receiver), among: project.mutatingMethodNames(),
                                                          before: calls[c].token, file: f, declaration: calls[c].declaration)
                else { continue }
                context.report(file: f, at: calls[c].location,
                               "scenes mutate nothing: send an action to the dispatcher instead of changing '\(path.joined(separator: "."))' with '\(calls[c].name)(…)'")
            }
        }
    }

    /// Whether `$repository.member` (or `Bindable(repository).member`), followed by `.next`,
    /// binds one of the repository's properties. A binding's own members do not: `wrappedValue`
    /// reads the repository, `projectedValue` is the binding again (`.projectedValue.query`
    /// binds `query`; `.projectedValue` alone, or `.projectedValue.wrappedValue…`, binds nothing).
    static func bindsProperty(_ member: String, next: String?) -> Bool {
        switch member {
        case "wrappedValue": false
        case "projectedValue": next.map { $0 != "wrappedValue" } ?? false
        default: true
        }
    }

    /// For `Bindable(x.y).z.w`, the argument's chain (`["x", "y"]`), the member read from the
    /// binding (`z`) and the one after it (`w`, if any); nil when the argument is not a plain
    /// chain of names or no member follows.
    static func bindableArgument(of call: Call, in source: SourceFile) -> (chain: [String], member: String, next: String?)? {
        guard let arguments = call.arguments else { return nil }
        let tokens = source.tokens
        var chain: [String] = []
        var k = arguments.lowerBound + 1
        // Past the label (`wrappedValue:`).
        if call.labels.first == "wrappedValue" {
            while k < arguments.upperBound, tokens[k].kind != .colon { k += 1 }
            k += 1
        }
        var expectsName = true
        while k < arguments.upperBound - 1 {
            let t = tokens[k]
            k += 1
            if t.kind.isTrivia { continue }
            if expectsName, t.kind == .identifier || (t.kind == .keyword && source.token(t, is: "self")) {
                chain.append(source.text(of: t))
            } else if !expectsName, t.kind == .period {
            } else {
                return nil
            }
            expectsName.toggle()
        }
        guard !chain.isEmpty, !expectsName else { return nil }
        var n = arguments.upperBound
        while n < tokens.count, tokens[n].kind.isTrivia, tokens[n].kind != .newline { n += 1 }
        guard n < tokens.count, tokens[n].kind == .period else { return nil }
        n += 1
        guard n < tokens.count, tokens[n].kind == .identifier else { return nil }
        var m = n + 1
        while m < tokens.count, tokens[m].kind.isTrivia { m += 1 }
        let next = m + 1 < tokens.count && tokens[m].kind == .period && tokens[m + 1].kind == .identifier ? source.text(of: tokens[m + 1]) : nil
        return (chain, source.text(of: tokens[n]), next)
    }

    /// It reads scene code.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        project.files(files, withCodeIn: Self.scenes)
    }
}
