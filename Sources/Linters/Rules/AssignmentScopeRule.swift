import ArchModel

/// Generic kind `assignment-scope`: assignments to some properties (`state = …`,
/// `holder.supportedModules.append(…)`, `_model = …`) are written only in the allowed places:
/// inside the closures of named calls (`write { … }`), inside `init`, or in the code of some
/// layers; never inside forbidden closures (`update { … }`); or nowhere in scope. With
/// `requiredInInitializers`, every initializer of a class in scope must assign them.
///
/// An `own` assignment writes the enclosing type's property (`state`, `self.state.x`); a
/// parameter or local variable of the same name shadows it unless `self.` is written. An
/// `other` assignment writes another value's (`viewModel.state`); its receiver can be required
/// to be of some layers, when its declared type can be resolved. The finding lands on the
/// assigned name. Previews are exempt.
///
/// Examples (S3 `state-written-in-write`, with `names: [state]`, `target: own`,
/// `allowedInClosures: [write]`, `forbiddenInClosures: [update]`, scope `ViewModels`):
///
///     write { state = .loaded(items) }          // allowed
///     ↓state = .loading                         // outside write
///     update { ↓state = .loading; return .loading }  // inside update
///     struct Draft { var state = 0; mutating func bump() { state = 1 } }  // a nested type's own
struct AssignmentScopeRule: RuleChecker {
    let options: AssignmentScope

    /// With `requiredInInitializers`, an initializer may assign the properties in a method of its
    /// type's that is declared in an extension in another file.
    var readsOtherFilesFunctionBodies: Bool { options.requiredInInitializers }

    /// One assignment of a checked property: which name, at which position of the chain.
    private struct Match {
        var name: String
        var index: Int
        var isOwn: Bool
        /// The chain before the name, without a leading `self`.
        var receiver: [String]
    }

    func check(_ context: RuleContext) {
        let project = context.project
        let names = Set(options.names)
        let mutatingCalls = NameSet(options.mutatingCalls)
        let resolver = VariableTypeResolver(project: project)
        let allowsOwn = options.target != .other, allowsOther = options.target != .own
        let checksStorage = allowsOwn && !options.storageOfAttributes.isEmpty
        for (f, file) in context.checkedFiles {
            let mask = project.scopeMask(options.scope, file: f)
            // The file's allowed and forbidden calls, indexed on the first assignment decided.
            var closures: ClosureIndex?
            var storage: [Int: Set<String>] = [:]
            func storageNames(_ owner: Int) -> Set<String> {
                if let cached = storage[owner] { return cached }
                let result = Set(wrappedProperties(ofType: file.declarations[owner].typeKey, project).map { "_" + $0 })
                storage[owner] = result
                return result
            }
            // Decides one written (or mutated) chain: `token` is the operator or the call's name
            // (for an in-out `&chain`, the `&` before it: the chain's names are searched for with no end).
            func examine(_ path: NameList, token: Int, declaration: Int?, location start: SourceLocation?, isInout: Bool = false) {
                guard let match = self.match(path, names: names, checksStorage: checksStorage, allowsOwn: allowsOwn, allowsOther: allowsOther)
                else { return }
                if match.isOwn {
                    if let owner = file.enclosingType(of: declaration) {
                        guard ownerIsInScope(owner, file: f, project) else { return }
                        if !names.contains(match.name), !storageNames(owner).contains(match.name) { return }
                    } else {
                        // Top-level code: a global variable, in scope as the file's code is.
                        guard mask.contains(declaration), names.contains(match.name) else { return }
                    }
                    if match.index == 0, resolver.localBinding(match.name, before: token, in: declaration, file: f) != nil { return }
                } else {
                    guard mask.contains(declaration), names.contains(match.name) else { return }
                    if !options.receiverLayers.isEmpty {
                        let chain = Array(path[..<match.index])
                        // Every type the receiver may have counts (`#if` branches may declare it twice).
                        let types = resolver.types(ofChain: chain, before: token, file: f, declaration: declaration)
                        if !types.isEmpty, !types.contains(where: { isOfReceiverLayers($0, file: f, declaration: declaration, project, resolver) }) {
                            return
                        }
                    }
                }
                if closures == nil { closures = ClosureIndex(file, allowed: options.allowedInClosures, forbidden: options.forbiddenInClosures) }
                guard let problem = problem(at: token, declaration: declaration, in: file, f, project, closures: closures!) else { return }
                let name = reference(of: match, in: path, before: isInout ? Int.max : token, from: start, file).map { file.references[$0] }
                let what = "'" + (name.flatMap { written(match, endingAt: $0.token, file.file) }
                    ?? (match.receiver + [match.name]).joined(separator: ".")) + "'"
                context.report(file: f, at: name?.location ?? start ?? file.location(ofToken: token), problem(what))
            }
            // By index, fields in place: copying every `Assignment` and `Call` retains their arrays.
            if !names.isEmpty || checksStorage {
                let assignments = file.assignments
                for a in assignments.indices where !assignments[a].isInPreview {
                    examine(assignments[a].path, token: assignments[a].token, declaration: assignments[a].declaration,
                            location: assignments[a].location, isInout: assignments[a].operator == "&")
                }
            }
            if !mutatingCalls.isEmpty {
                let calls = file.calls
                // The name first: a short name is stored inline, the receiver behind a pointer.
                for c in calls.indices where !calls[c].isInPreview && !calls[c].receiver.isEmpty {
                    // The cheap tests first: most calls change nothing checked, and the receiver's
                    // type is read (its bindings lexed again) only for a call of the tree's
                    // `mutating` methods on a checked property.
                    guard mutatingCalls.contains(calls[c].name)
                        || (match(calls[c].receiver, names: names, checksStorage: checksStorage, allowsOwn: allowsOwn, allowsOther: allowsOther) != nil
                            && resolver.mayCallMutatingMethod(calls[c].name, on: Array(calls[c].receiver), among: project.mutatingMethodNames(),
                                                              before: calls[c].token, file: f, declaration: calls[c].declaration))
                    else { continue }
                    // A method of that name the property's own type declares without `mutating`
                    // (`state.insert(x)` returning a new state) changes nothing.
                    if mutatingCalls.contains(calls[c].name),
                       match(calls[c].receiver, names: names, checksStorage: checksStorage, allowsOwn: allowsOwn, allowsOther: allowsOther) != nil,
                       resolver.callsNonMutatingTreeMethod(calls[c].name, on: Array(calls[c].receiver), before: calls[c].token, file: f,
                                                           declaration: calls[c].declaration) {
                        continue
                    }
                    examine(calls[c].receiver, token: calls[c].token, declaration: calls[c].declaration, location: nil)
                }
            }
        }
        if options.requiredInInitializers { checkInitializers(context) }
    }

    /// It reads the code of files with code in scope or a type in scope (whose own properties
    /// are checked), which name one of the properties (unless their storage or the initializers
    /// of classes in scope are checked too).
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        // Another value's property (`target: other`) is written as a member of something else
        // than `self`: a file that names it only as its own (`self.state`) or a local is not read.
        let words = options.storageOfAttributes.isEmpty && !options.requiredInInitializers
            ? (options.target == .other ? WordFilter.members(Set(options.names)) : WordFilter.Query(Set(options.names))) : nil
        return files.filter { f in
            if let words, !project.mayName(words, file: f) { return false }
            if project.hasCode(in: options.scope, file: f) { return true }
            let declarations = project.files[f].declarations
            return declarations.indices.contains { declarations[$0].kind.hasMembers && ownerIsInScope($0, file: f, project) }
        }
    }

    /// The checked property an assigned chain writes, if any: its own (`x`, `self.x`, `super.x`)
    /// first, then another value's (`a.x`, `self.a.b.x`).
    private func match(_ path: NameList, names: Set<String>, checksStorage: Bool, allowsOwn: Bool, allowsOther: Bool) -> Match? {
        guard let first = path.first else { return nil }
        let throughSelf = first == "self" || first == "super"
        let ownIndex = throughSelf ? 1 : 0
        if allowsOwn, ownIndex < path.count {
            let name = path[ownIndex]
            if names.contains(name) || (checksStorage && name.hasPrefix("_")) {
                return Match(name: name, index: ownIndex, isOwn: true, receiver: [])
            }
        }
        guard allowsOther else { return nil }
        // Name by name with the list's iterator: `path[index]` reads the list from its start, and
        // a call's receiver holds the whole chain before it (up to 128 names: `.a().b()…`).
        for (index, name) in path.enumerated() where index > ownIndex && names.contains(name) {
            let receiver = path.enumerated().prefix(index).dropFirst(ownIndex).map(\.element)
            return Match(name: name, index: index, isOwn: false, receiver: receiver)
        }
        return nil
    }

    /// Why an assignment at `token` is not allowed, as a message for what it assigns; nil: allowed.
    private func problem(at token: Int, declaration: Int?, in file: FileSyntax, _ f: Int, _ project: LintProject,
                         closures: ClosureIndex) -> ((String) -> String)? {
        if let closure = closures.innermost(around: token) {
            if options.forbiddenInClosures.contains(closure) {
                return { "\($0) may not be assigned inside '\(closure) { … }'" }
            }
            return nil
        }
        guard options.isRestricted else { return nil }
        if options.allowedInInitializers, Self.isInInitializer(declaration, in: file) { return nil }
        if !options.allowedInLayers.isEmpty, !project.layers(file: f, declaration: declaration).isDisjoint(with: options.allowedInLayers) {
            return nil
        }
        let places = options.allowedInClosures.map { "inside '\($0) { … }'" }
            + (options.allowedInInitializers ? ["in 'init'"] : []) + options.allowedInLayers.map { "in \($0)" }
        let scope = options.scope
        if places.isEmpty {
            if scope.layers.isEmpty, scope.except.isEmpty, scope.paths.isEmpty { return { "\($0) may not be assigned" } }
            return { "\($0) may not be assigned in \(scope.phrase)" }
        }
        return { "\($0) may be assigned only \(places.joined(separator: " or "))" }
    }

    /// Whether code at `declaration` runs in an initializer: the initializer itself, or closures
    /// and local functions written in it.
    static func isInInitializer(_ declaration: Int?, in file: FileSyntax) -> Bool {
        var current = declaration
        while let c = current {
            let d = file.declarations[c]
            if d.kind == .initializer { return true }
            if d.kind.hasMembers || !d.isLocal { return false }
            current = d.parent
        }
        return false
    }

    /// Whether the type or extension that owns an `own` property is in scope by its own layers
    /// (its name's and its file's), not by the layers of a type it is nested in.
    private func ownerIsInScope(_ owner: Int, file f: Int, _ project: LintProject) -> Bool {
        let scope = options.scope
        let layers = project.fileLayers[f].union(project.ownLayers(file: f, typeDeclaration: owner))
        if !scope.except.isEmpty, !layers.isDisjoint(with: scope.except) { return false }
        if scope.paths.contains(where: { (try? Glob($0))?.matches(project.files[f].path) == true }) { return true }
        if scope.layers.isEmpty { return scope.paths.isEmpty }
        return !layers.isDisjoint(with: scope.layers)
    }

    /// Whether a resolved receiver type is of the receiver layers: by its layers, or as one of
    /// their `inherits` types itself (`ViewModel<S>`). Generic parameters and protocols could be
    /// anything and count too; a type declared in a function is in no layer. A tree type placed
    /// where it is written is judged alone (`Detail.Model`, not every `Model`).
    private func isOfReceiverLayers(_ type: VariableTypeResolver.ResolvedType, file f: Int, declaration: Int?, _ project: LintProject,
                                    _ resolver: VariableTypeResolver) -> Bool {
        let name = type.name
        switch type.origin {
        case .bound:
            // A generic parameter or associated type of the code at hand could be anything; one
            // of the type that declares the property is whatever a subclass makes it, unknown here.
            return project.index.isShadowed(name, file: f, declaration: declaration)
        case .local(let file, let local):
            var visited: Set<Int> = []
            return localTypeIsOfReceiverLayers(file: file, local: local, project, resolver, visited: &visited)
        case .tree(let key):
            if isInReceiverLayers(type, project) { return true }
            return project.index.position(ofQualified: key).map { project.index.entries[$0].kind == .protocol } ?? false
        case .named:
            if isInReceiverLayers(type, project) { return true }
            if project.isTreeType(name), !project.isConcreteTreeType(name) { return true }
            return project.index.isShadowed(name, file: f, declaration: declaration)
        }
    }

    /// Whether a type declared in a function is of the receiver layers by what it inherits
    /// (`class Model: ViewModel<S>`, `class Mock: ListViewModel`, a local class of a local
    /// class): a local type is in no layer itself. A protocol it conforms to does not make it one.
    private func localTypeIsOfReceiverLayers(file f: Int, local: Int, _ project: LintProject, _ resolver: VariableTypeResolver,
                                             visited: inout Set<Int>) -> Bool {
        guard visited.insert(local).inserted, visited.count <= 16 else { return false }
        let declaration = project.files[f].declarations[local]
        for supertype in declaration.inheritance {
            if isReceiverLayerBase(supertype.name, project) { return true }
            // Through a type alias: the type it stands for, which may be a layer's base itself.
            guard let resolved = resolver.resolve(supertype.baseName, file: f, declaration: declaration.parent, at: declaration.tokenRange.lowerBound)
            else { continue }
            switch resolved.origin {
            case .tree, .named:
                if isInReceiverLayers(resolved, project) { return true }
            case .local(let file, let other) where file == f:
                if localTypeIsOfReceiverLayers(file: f, local: other, project, resolver, visited: &visited) { return true }
            case .local, .bound:
                break
            }
        }
        return false
    }

    /// Whether a tree type, or a name as written, is in one of the receiver layers or is one of
    /// their `inherits` bases itself (`ViewModel`): by its own layers when the index placed it,
    /// by every type of that name otherwise.
    private func isInReceiverLayers(_ type: VariableTypeResolver.ResolvedType, _ project: LintProject) -> Bool {
        if isReceiverLayerBase(type.name, project) { return true }
        let layers = if case .tree(let key) = type.origin { project.layers(ofDeclared: key) } else { project.typeLayers[type.name] ?? [] }
        return !layers.isDisjoint(with: options.receiverLayers)
    }

    /// Whether `name` is a supertype a receiver layer is defined by (`inherits`).
    private func isReceiverLayerBase(_ name: String, _ project: LintProject) -> Bool {
        project.layers.contains { options.receiverLayers.contains($0.name) && $0.inherits.contains(name) }
    }

    /// Where the assigned name is written: its reference (the index in `file.references`) in the
    /// chain that ends before `end` (and starts at `start`, for an assignment).
    private func reference(of match: Match, in path: NameList, before end: Int, from start: SourceLocation?, _ file: FileSyntax) -> Int? {
        let references = file.references
        if let start {
            // Forward from where the chain starts: each element of a tuple assignment
            // `(state.from, state.to) = …` has its own start, while they share one operator.
            let low = partitionPoint(references.count) { references[$0].location < start }
            var skip = path[..<match.index].filter { $0 == match.name }.count
            var k = low
            while k < references.count, k < low + 64, references[k].token < end {
                if references[k].name == match.name {
                    if skip == 0 { return k }
                    skip -= 1
                }
                k += 1
            }
            return nil
        }
        let low = partitionPoint(references.count) { references[$0].token < end }
        var skip = path[(match.index + 1)...].filter { $0 == match.name }.count
        var k = low - 1
        var visited = 0
        while k >= 0, visited < 64 {
            let reference = references[k]
            if let start, reference.location < start { return nil }
            if reference.name == match.name {
                if skip == 0 { return k }
                skip -= 1
            }
            k -= 1
            visited += 1
        }
        return nil
    }

    /// The assigned chain as written, from the receiver's first name to the assigned name at
    /// token `name`, read back over the tokens: with its postfix `?` and `!` (`all.first?.state`,
    /// which the chain's names alone do not tell from `all.first.state`), a call's or subscript's
    /// arguments as `(…)` and `[…]` (`()` and `[]` when there are none), a trailing closure as
    /// ` { … }`, and no line breaks or comments. Nil for an own property (the name is the chain),
    /// or where the tokens do not spell the receiver's names: the names alone are shown then.
    private func written(_ match: Match, endingAt name: Int, _ source: SourceFile) -> String? {
        guard !match.receiver.isEmpty else { return nil }
        let tokens = source.tokens
        var k = name
        func back() {
            k -= 1
            while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
        }
        var text = match.name
        for element in match.receiver.reversed() {
            back()
            guard k >= 0, tokens[k].kind == .period else { return nil }
            var written = "."
            var lastGroup: TokenKind?
            back()
            while k >= 0 {
                let kind = tokens[k].kind
                if kind == .operator, k > 0, !tokens[k - 1].kind.isTrivia, source.token(tokens[k], is: "?") || source.token(tokens[k], is: "!") {
                    written = source.text(of: tokens[k]) + written
                    k -= 1  // (attached: no trivia before it)
                    continue
                }
                guard kind == .rightParen || kind == .rightSquare || kind == .rightBrace else { break }
                let close = k
                var depth = 0
                repeat {
                    switch tokens[k].kind {
                    case .rightParen, .rightSquare, .rightBrace: depth += 1
                    case .leftParen, .leftSquare, .leftBrace: depth -= 1
                    default: break
                    }
                    k -= 1
                } while k >= 0 && depth > 0
                guard depth == 0 else { return nil }
                let empty = !tokens[(k + 2)..<close].contains { !$0.kind.isTrivia }
                written = (kind == .rightParen ? (empty ? "()" : "(…)") : kind == .rightSquare ? (empty ? "[]" : "[…]") : " { … }") + written
                lastGroup = kind
                // A parenthesized receiver (`(children.first as? ListViewModel)?.state`) is its group.
                if element == "(…)", kind == .rightParen { break }
                while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
            }
            if element == "(…)" {
                guard lastGroup == .rightParen else { return nil }
            } else {
                guard k >= 0, tokens[k].kind == .identifier || tokens[k].kind == .keyword else { return nil }
                let spelled = source.text(of: tokens[k])
                guard spelled == element || spelled == "`" + element + "`" else { return nil }
                written = element + written
            }
            text = written + text
        }
        return text
    }

    /// The allowed and forbidden calls of one file (unqualified, on `self` or on `super`: the
    /// same method of the same object), to find the innermost one whose closure or arguments
    /// hold a token in O(log n): a file's thousands of assignments each scanned every call of
    /// it (a 20,000-statement function took a minute).
    ///
    /// Innermost is the range that starts last among those holding the token, and of ranges
    /// that start at the same token the one the calls list first (a call's trailing closure
    /// before its arguments), for any ranges, nested or not.
    struct ClosureIndex {
        /// The ranges' bounds and calls' names, by lower bound, ranges that start together in
        /// reverse order of listing (so that the last that holds a token is the first listed).
        private var lowers: [Int] = []
        private var names: [String] = []
        /// A max tree over the upper bounds: `tree[leaves + i]` is range `i`'s, each node the
        /// greater of its two children's (`Int.min` past the last range).
        private var tree: [Int] = []
        private var leaves = 1

        init(_ file: FileSyntax, allowed: [String], forbidden: [String]) {
            guard !allowed.isEmpty || !forbidden.isEmpty else { return }
            var ranges: [(range: Range<Int>, order: Int, name: String)] = []
            let calls = file.calls
            for c in calls.indices where allowed.contains(calls[c].name) || forbidden.contains(calls[c].name) {
                let receiver = calls[c].receiver
                guard receiver.isEmpty || receiver == ["self"] || receiver == ["super"] else { continue }
                for range in [calls[c].trailingClosure, calls[c].arguments].compactMap({ $0 }) {
                    ranges.append((range, ranges.count, calls[c].name))
                }
            }
            guard !ranges.isEmpty else { return }
            ranges.sort { $0.range.lowerBound != $1.range.lowerBound ? $0.range.lowerBound < $1.range.lowerBound : $0.order > $1.order }
            lowers = ranges.map(\.range.lowerBound)
            names = ranges.map(\.name)
            while leaves < ranges.count { leaves *= 2 }
            tree = [Int](repeating: Int.min, count: 2 * leaves)
            for (i, entry) in ranges.enumerated() { tree[leaves + i] = entry.range.upperBound }
            for node in stride(from: leaves - 1, to: 0, by: -1) { tree[node] = max(tree[2 * node], tree[2 * node + 1]) }
        }

        /// The name of the innermost call whose closure or arguments hold `token`.
        func innermost(around token: Int) -> String? {
            guard !lowers.isEmpty else { return nil }
            // The last range that starts at or before the token and ends after it.
            let end = partitionPoint(lowers.count) { lowers[$0] <= token }
            return last(before: end, endingAfter: token, node: 1, from: 0, to: leaves).map { names[$0] }
        }

        /// The last range of those at positions `from..<to` (node `node`'s) and before `end`
        /// whose upper bound is past `token`.
        private func last(before end: Int, endingAfter token: Int, node: Int, from: Int, to: Int) -> Int? {
            guard from < end, tree[node] > token else { return nil }
            if to - from == 1 { return from }
            let middle = (from + to) / 2
            return last(before: end, endingAfter: token, node: 2 * node + 1, from: middle, to: to)
                ?? last(before: end, endingAfter: token, node: 2 * node, from: from, to: middle)
        }
    }

    // MARK: - Required in initializers

    private func checkInitializers(_ context: RuleContext) {
        let project = context.project
        let names = Set(options.names)
        let list = options.names.map { "'\($0)'" }.joined(separator: " or ")
        // A base class the tree's classes inherit (`class AppFlow<…>: Flow<…>`) leaves it to them:
        // each of its subclasses is held to it. (Asked of the classes that would be reported.)
        func isInherited(_ declaration: Declaration) -> Bool {
            guard declaration.kind == .class, !declaration.hasModifier("final"),
                  let own = project.index.position(ofQualified: declaration.qualifiedName) else { return false }
            return project.index.isInherited(TypeIndex.simpleName(declaration.name), besides: own)
        }
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices
            where (file.declarations[d].kind == .class || file.declarations[d].kind == .actor) && !file.declarations[d].isLocal && !file.declarations[d].isInPreview {
                let declaration = file.declarations[d]
                guard ownerIsInScope(d, file: f, project) else { continue }
                if let parent = file.enclosingType(of: declaration.parent), ownerIsInScope(parent, file: f, project) { continue }
                let name = TypeIndex.simpleName(declaration.name)
                // Properties with a storage attribute (`@Source var model`) count, written as
                // themselves or through their storage (`_model = source`).
                let wrapped = options.storageOfAttributes.isEmpty ? [] : wrappedProperties(ofType: declaration.qualifiedName, project)
                let required = names.union(wrapped).union(wrapped.map { "_" + $0 })
                let shown = wrapped.isEmpty ? list : (options.names + wrapped.filter { !names.contains($0) }).map { "'\($0)'" }.joined(separator: " or ")
                let initializers = file.childIndices(of: d).filter { file.declarations[$0].kind == .initializer }
                let failing = initializers.filter { !assigns(required, in: TypeIndex.Location(file: f, declaration: $0), ofType: declaration.qualifiedName, project) }
                guard initializers.isEmpty || !failing.isEmpty, !isInherited(declaration) else { continue }
                if initializers.isEmpty {
                    context.report(file: f, at: declaration.location, "'\(name)' must assign \(shown) in an 'init'")
                }
                for i in failing {
                    context.report(file: f, at: file.declarations[i].location, "this 'init' of '\(name)' must assign \(shown)")
                }
            }
        }
    }

    /// The properties of a type (and its extensions) wrapped by one of `storage-of-attributes`
    /// (`model` for `@Source var model`), whose storage `_model` counts as them.
    /// `type`: the type's qualified name (or an extension's name).
    private func wrappedProperties(ofType type: String, _ project: LintProject) -> [String] {
        project.members(ofDeclared: type).map(\.declaration)
            .filter { $0.kind == .variable && options.storageOfAttributes.contains(where: $0.hasAttribute) }.map(\.name)
    }

    /// Whether initializer `i` assigns one of `names` as its own property (`steps`, `self.steps`,
    /// or the inherited `super.steps`; not a parameter or local `var` of that name), mutates it,
    /// delegates to `self.init(…)`, or hands it to the superclass's initializer by its name
    /// (`super.init(…, steps: […])`). Not inside a
    /// closure written in it that runs later, if ever, after the initializer has returned
    /// (`Task { self.steps = … }`, `configure = { self.steps = … }`); a closure that runs in place
    /// (`kinds.forEach { _ in steps.append(…) }`) counts. Or a method of the type's own that it
    /// calls, transitively, in the same way (`configureSteps(component:)`, not in a closure that
    /// runs later), assigns or mutates it.
    private func assigns(_ names: Set<String>, in initializer: TypeIndex.Location, ofType type: String, _ project: LintProject) -> Bool {
        let resolver = VariableTypeResolver(project: project)
        // The type's own property: through `self`/`super`, or by its name where no parameter or
        // local `let`/`var` of the function (or of one around it) binds that name before `token`
        // (`var steps = steps`, `func log(steps: [String])`).
        func isOwn(_ path: NameList, token: Int, declaration: Int?, file f: Int) -> Bool {
            guard let first = path.first else { return false }
            if first == "self" || first == "super" { return path.count >= 2 && names.contains(path[1]) }
            return names.contains(first) && resolver.localBinding(first, before: token, in: declaration, file: f) == nil
        }
        func isInClosure(_ token: Int, of i: Int, _ file: FileSyntax) -> Bool {
            file.declarations[i].body.map { file.isInDeferredClosure(token, within: $0) } ?? false
        }
        func assignsDirectly(in i: Int, file f: Int) -> Bool {
            let file = project.files[f]
            if file.assignments.contains(where: {
                file.isDeclaration($0.declaration, inside: i) && !isInClosure($0.token, of: i, file)
                    && isOwn($0.path, token: $0.token, declaration: $0.declaration, file: f)
            }) {
                return true
            }
            return file.calls.contains { call in
                guard file.isDeclaration(call.declaration, inside: i) else { return false }
                if options.mutatingCalls.contains(call.name) && !isInClosure(call.token, of: i, file)
                    && isOwn(call.receiver, token: call.token, declaration: call.declaration, file: f) { return true }
                guard call.name == "init", file.declarations[i].kind == .initializer else { return false }
                return call.receiver == ["self"] || (call.receiver == ["super"] && call.labels.contains(where: names.contains))
            }
        }
        if assignsDirectly(in: initializer.declaration, file: initializer.file) { return true }
        // The methods it calls (and those call) before it returns.
        let reached = project.ownMethodsReached(from: initializer, ofType: type) { file, call, function in !isInClosure(call.token, of: function, file) }
        return reached.dropFirst().contains { assignsDirectly(in: $0.declaration, file: $0.file) }
    }
}
