import ArchModel

extension LintProject {
    /// The functions whose code a function runs through the methods of its own type it calls:
    /// `start` itself, then every instance method declared in the type (by the index's key, or
    /// an extension's name) or in an extension of it in the tree, called unqualified or on
    /// `self` (`finish()`, `self.finish()`, `self?.finish()`) by one of them, transitively, each
    /// once. A method is followed as the type declares it, not as a subclass may override it;
    /// `super.f()` and other receivers are not followed. A call is matched by its name and its
    /// arguments: followed only to a method whose parameters can take them (`canTake`), and not
    /// when a parameter, local or local function of the calling function binds the name (an
    /// unqualified call is then theirs). `follows(file, call, function)` says whether a call in
    /// function `function` (a declaration of `file`: `start` or a method reached) is followed (a
    /// rule leaves out those in closures that run later).
    func ownMethodsReached(from start: TypeIndex.Location, ofType typeKey: String,
                           following follows: (_ file: FileSyntax, _ call: Call, _ function: Int) -> Bool = { _, _, _ in true }) -> [TypeIndex.Location] {
        var reached = [start]
        var visited: Set<TypeIndex.Location> = [start]
        var methods: [String: [TypeIndex.Location]]?
        let resolver = VariableTypeResolver(project: self)
        var next = 0
        while next < reached.count, reached.count <= 64 {
            let location = reached[next]
            next += 1
            let file = files[location.file]
            guard let body = file.declarations[location.declaration].body else { continue }
            for call in file.calls where body.contains(call.token) && !call.isInPreview
                && (call.receiver.isEmpty || call.receiver == ["self"]) && call.constructedType == nil {
                // The methods first read when a call could be one of them.
                let byName = methods ?? Dictionary(grouping: memberIndices(ofDeclared: typeKey).compactMap { member -> (String, TypeIndex.Location)? in
                    let declaration = files[member.file].declarations[member.index]
                    guard declaration.kind == .function, !declaration.hasModifier("static"), !declaration.hasModifier("class") else { return nil }
                    return (declaration.name, TypeIndex.Location(file: member.file, declaration: member.index))
                }, by: \.0).mapValues { $0.map(\.1) }
                methods = byName
                guard let named = byName[call.name], file.isDeclaration(call.declaration, inside: location.declaration), follows(file, call, location.declaration)
                else { continue }
                // Unqualified, the name is a local function, closure or parameter's when one binds it.
                if call.receiver.isEmpty, isLocallyBound(call.name, at: call, file: location.file, resolver) { continue }
                let labels = Array(call.labels), trailing = call.trailingClosure != nil
                let later = trailing ? laterTrailingClosureLabels(of: call, in: file) : []
                let fitting = named.filter { canTake(labels: labels, trailingClosure: trailing, later: later, $0) }
                // Of those that can take it, the ones it passes every argument to (no default
                // filled in), as Swift prefers them.
                let full = fitting.filter { files[$0.file].declarations[$0.declaration].parameters.count == labels.count + (trailing ? 1 + later.count : 0) }
                for method in full.isEmpty ? fitting : full where visited.insert(method).inserted {
                    reached.append(method)
                }
            }
        }
        return reached
    }

    /// Whether `name`, called unqualified by `call` (in file `f`), is a local's rather than a
    /// method's, as Swift looks it up, innermost first: a parameter or a local `let`/`var` (a
    /// closure: `let complete = { … }`) bound before the call in the functions around it, or a
    /// function declared in one of them (`func finish() { … }` in `run()`), up to the type.
    private func isLocallyBound(_ name: String, at call: Call, file f: Int, _ resolver: VariableTypeResolver) -> Bool {
        if resolver.localBinding(name, before: call.token, in: call.declaration, file: f) != nil { return true }
        let file = files[f]
        var current = call.declaration
        while let c = current, !file.declarations[c].kind.hasMembers {
            if file.childIndices(of: c).contains(where: { file.declarations[$0].kind == .function && file.declarations[$0].name == name }) {
                return true
            }
            current = file.declarations[c].parent
        }
        return false
    }

    /// Whether method `method` can take a call's arguments, as Swift matches them (forward): each
    /// argument, by its label (`_` unlabelled), goes to the next parameter with that label, past
    /// only parameters with a default value (a variadic one takes the unlabelled ones after it
    /// too); a trailing closure goes to the next parameter of a function type (written `… -> …`,
    /// a type alias of one in the tree, or a generic parameter of the method), past only
    /// defaulted ones, and each labelled trailing closure after it (`later`: `onFailure` in
    /// `authenticate { … } onFailure: { … }`) to the next parameter with its label, past only
    /// defaulted ones; every parameter left has a default value. `finish { }` is not `finish()`.
    func canTake(labels: [String], trailingClosure: Bool, later: [String], _ method: TypeIndex.Location) -> Bool {
        let declaration = files[method.file].declarations[method.declaration]
        let parameters = declaration.parameters
        let defaults = parameters.map(\.hasDefault)
        var p = 0, a = 0
        while a < labels.count {
            guard let q = parameters[p...].indices.first(where: { (parameters[$0].label ?? "_") == labels[a] }),
                  (p..<q).allSatisfy({ defaults[$0] }) else { return false }
            a += 1
            if parameters[q].type.hasSuffix("...") {
                while a < labels.count, labels[a] == "_" { a += 1 }
            }
            p = q + 1
        }
        if trailingClosure {
            guard let q = parameters[p...].indices.first(where: { isFunctionType(parameters[$0].type, in: declaration) }),
                  (p..<q).allSatisfy({ defaults[$0] }) else { return false }
            p = q + 1
            for label in later {
                guard let q = parameters[p...].indices.first(where: { parameters[$0].label == label }),
                      (p..<q).allSatisfy({ defaults[$0] }) else { return false }
                p = q + 1
            }
        }
        return (p..<parameters.count).allSatisfy { defaults[$0] }
    }

    /// The labels of a call's trailing closures after its first, in order (`["onFailure"]` for
    /// `authenticate { … } onFailure: { … }`, `["label"]` for `Button { … } label: { … }`): read
    /// from the tokens after the first, as the scanner records only that one.
    private func laterTrailingClosureLabels(of call: Call, in file: FileSyntax) -> [String] {
        guard var end = call.trailingClosure?.upperBound else { return [] }
        let tokens = file.file.tokens
        func significant(after i: Int) -> Int? {
            var k = i + 1
            while k < tokens.count, tokens[k].kind.isTrivia { k += 1 }
            return k < tokens.count ? k : nil
        }
        var labels: [String] = []
        while let l = significant(after: end - 1), tokens[l].kind == .identifier || tokens[l].kind == .keyword,
              let colon = significant(after: l), tokens[colon].kind == .colon,
              let open = significant(after: colon), tokens[open].kind == .leftBrace
        {
            // To the closure's matching `}`.
            var depth = 0, k = open
            while k < tokens.count {
                if tokens[k].kind == .leftBrace { depth += 1 }
                if tokens[k].kind == .rightBrace { depth -= 1; if depth == 0 { break } }
                k += 1
            }
            guard k < tokens.count else { break }
            labels.append(String(file.file.text(of: tokens[l]).filter { $0 != "`" }))
            end = k + 1
        }
        return labels
    }

    /// Whether a parameter's type, as written, is a function type: `() -> Void`, `@escaping
    /// (Int) async -> Void`, `(() -> Void)?`; a type alias of the tree for one, directly or through
    /// other aliases (`typealias Handler = Callback`, `typealias Callback = () -> Void`; at most 8
    /// hops); or one of the function's generic parameters (which a closure may be).
    private func isFunctionType(_ type: String, in function: Declaration) -> Bool {
        if type.contains("->") { return true }
        /// The written name of a type without its attributes and optionality, if a plain name.
        func plainName(_ type: String) -> String? {
            var name = Substring(type).drop(while: { $0 == " " })
            while name.last == " " { name = name.dropLast() }
            while let space = name.firstIndex(of: " "), name.first == "@" { name = name[name.index(after: space)...] }
            while name.last == "?" || name.last == "!" { name = name.dropLast() }
            let simple = String(name)
            guard !simple.isEmpty, simple.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
            return simple
        }
        guard let written = plainName(type) else { return false }
        if function.genericParameters.contains(written) { return true }
        guard !written.contains(".") else { return false }
        // (The index's aliases, not every declaration of the tree.)
        let entries = index.entries
        var names: Set<String> = [written]
        var seen = names
        var hops = 0
        while !names.isEmpty, hops <= 8 {
            var targets: Set<String> = []
            for position in typeAliases where names.contains(TypeIndex.simpleName(entries[position].qualifiedName)) {
                for declaration in entries[position].declarations {
                    guard let aliased = index.declaration(declaration).aliasedType else { continue }
                    if aliased.contains("->") { return true }
                    if let target = plainName(aliased).map(TypeIndex.simpleName), seen.insert(target).inserted { targets.insert(target) }
                }
            }
            names = targets
            hops += 1
        }
        return false
    }
}
