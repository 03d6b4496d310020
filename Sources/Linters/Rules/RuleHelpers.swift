import ArchModel

/// Small queries several style-specific rules share.
extension LintProject {
    /// The concrete (class, struct, enum, actor), non-local, non-preview declarations whose own
    /// layers include `layer`, with their file index and declaration index.
    func concreteTypes(in layer: String) -> [(file: Int, index: Int, declaration: Declaration)] {
        concreteTypeIndices(in: layer).map { ($0.file, $0.index, files[$0.file].declarations[$0.index]) }
    }

    /// The declarations written directly in a type or in any extension of it, with their file:
    /// of every tree type named `name` as code writes it.
    func members(ofType name: String) -> [(file: Int, declaration: Declaration)] {
        memberIndices(ofType: name).map { ($0.file, files[$0.file].declarations[$0.index]) }
    }

    /// The declarations written directly in one declared type (by qualified name) or in any
    /// extension of it, with their file.
    func members(ofDeclared qualifiedName: String) -> [(file: Int, declaration: Declaration)] {
        memberIndices(ofDeclared: qualifiedName).map { ($0.file, files[$0.file].declarations[$0.index]) }
    }

    /// Whether a type is in `scope` by its own layers (its name's, supertypes' and attributes'),
    /// not only by those of the type it is nested in or of its file: a sub-router nested in
    /// `Router`, a `ViewState` nested in another one. The shape rules check such a nested type
    /// for itself, while the helpers a type of the layer nests stay out of it.
    /// `qualifiedName`: the type's declaration's.
    func isInScopeByOwnLayers(_ scope: Scope, type qualifiedName: String) -> Bool {
        let layers = layers(ofDeclared: qualifiedName)
        guard !scope.layers.isEmpty, !layers.isEmpty else { return false }
        if !scope.except.isEmpty, !layers.isDisjoint(with: scope.except) { return false }
        return !layers.isDisjoint(with: scope.layers)
    }
}

/// The identifiers in a type as written (`[Book]` → `Book`, `any ItemsClient` → `ItemsClient`).
func identifiers(inType text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for character in text {
        if character.isLetter || character.isNumber || character == "_" {
            current.append(character)
        } else {
            if !current.isEmpty { result.append(current) }
            current = ""
        }
    }
    if !current.isEmpty { result.append(current) }
    return result.filter { $0 != "any" && $0 != "some" && $0 != "inout" }
}

extension FileSyntax {
    /// The constraints of each generic parameter of a type or function (`<R: AnyObject & HomeSceneRepositoryObject>`
    /// or `where R: …, R: …`), and the type a same-type requirement makes it (`where R ==
    /// AppRepository`, or `AppRepository == R`), by simple name, read from the tokens of its
    /// header; `parameters`: the names to read instead (an extension's `where B: P` constrains
    /// its type's parameter `B`).
    func genericConstraints(of declaration: Declaration, parameters names: Set<String>? = nil) -> [String: [String]] {
        let parameters = names ?? Set(declaration.genericParameters)
        guard !parameters.isEmpty else { return [:] }
        let end = declaration.body?.lowerBound ?? declaration.tokenRange.upperBound
        return file.withTokens { tokens in
            let file = self.file
            var significant: [Int] = []
            for i in declaration.nameToken..<min(end, tokens.count) where !tokens[i].kind.isTrivia { significant.append(i) }
            func isPeriod(_ k: Int) -> Bool { k >= 0 && k < significant.count && tokens[significant[k]].kind == .period }
            func isOperator(_ k: Int, _ text: String) -> Bool {
                k >= 0 && k < significant.count && tokens[significant[k]].kind == .operator && file.text(of: tokens[significant[k]]) == text
            }
            // The type path starting at `k` (`P`, `Module.P`): its first and last names, and where it ends.
            func typePath(at k: Int) -> (head: String, name: String, end: Int)? {
                guard k >= 0, k < significant.count, tokens[significant[k]].kind == .identifier else { return nil }
                var j = k
                while isPeriod(j + 1), j + 2 < significant.count, tokens[significant[j + 2]].kind == .identifier { j += 2 }
                return (file.text(of: tokens[significant[k]]), file.text(of: tokens[significant[j]]), j + 1)
            }
            var constraints: [String: [String]] = [:]
            for (k, i) in significant.enumerated() {
                let name = file.text(of: tokens[i])
                // (Not `A.B` nor `B.Element`: a member type.)
                guard parameters.contains(name), !isPeriod(k - 1), !isPeriod(k + 1) else { continue }
                if k + 1 < significant.count, tokens[significant[k + 1]].kind == .colon {
                    // `P`, or each part of `A & B`.
                    var j = k + 2
                    while let path = typePath(at: j) {
                        constraints[name, default: []].append(path.name)
                        guard isOperator(path.end, "&") else { break }
                        j = path.end + 1
                    }
                } else if isOperator(k + 1, "==") {
                    // `R == AppRepository` (not another parameter or its member type, `R == S.Element`).
                    if let path = typePath(at: k + 2), !parameters.contains(path.head) { constraints[name, default: []].append(path.name) }
                } else if isOperator(k - 1, "==") {
                    // `AppRepository == R`: the type path that ends before the `==`.
                    var start = k - 2
                    while isPeriod(start - 1), start >= 2, tokens[significant[start - 2]].kind == .identifier { start -= 2 }
                    if let path = typePath(at: start), path.end == k - 1, !parameters.contains(path.head) {
                        constraints[name, default: []].append(path.name)
                    }
                }
            }
            return constraints
        }
    }
}
