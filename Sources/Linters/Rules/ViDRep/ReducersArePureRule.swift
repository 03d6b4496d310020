import ArchModel

/// V3 `reducers-are-pure`, the part no generic kind expresses: no stored `var` (instance or
/// static) in Reducer code and no global mutable state in Reducer files, and no use in Reducer
/// code of the tree's global or static mutable state declared anywhere else (`requestCount += 1`
/// on a global `var` of another file, `PriceConfig.taxRate` on a `static var`).
/// Reducer code is what the rule's other checks (`Date()`, `print`, …) read as Reducers: the
/// Reducer types and their extensions, and every type written in them or in a Reducer file, in an
/// extension too (GRDB's `extension ValueReducers { struct RemoveDuplicates { private var
/// previousValue } }` in `Reducers/`): their stored `var`s are the reducers' state alike.
struct ReducersArePureRule: RuleChecker {
    /// The uses are in function bodies of Reducer files; the state they use is declared in any file.
    var readsOtherFilesFunctionBodies: Bool { false }

    func check(_ context: RuleContext) {
        let project = context.project
        let scope = Scope.layers("Reducers")
        for (f, file) in context.checkedFiles where project.mayHaveType(in: ["Reducers"], file: f) {
            let declarations = file.declarations
            var mask: ScopeMask?
            // Members of types and extensions (not of protocols, nor local ones), by index: a copy
            // of each declaration retains its arrays.
            for d in declarations.indices where declarations[d].kind == .variable && declarations[d].storage == .stored
                && declarations[d].binding == "var" && !declarations[d].isLocal && !declarations[d].isInPreview {
                guard let parent = declarations[d].parent, declarations[parent].kind.hasMembers, declarations[parent].kind != .protocol else { continue }
                if mask == nil { mask = project.scopeMask(scope, file: f) }
                guard mask?.contains(d) == true else { continue }
                let isStatic = declarations[d].hasModifier("static") || declarations[d].hasModifier("class")
                context.report(file: f, at: declarations[d].location,
                               "reducers hold no state: '\(declarations[d].name)' is \(isStatic ? "static mutable state" : "a stored 'var'")")
            }
        }
        for (f, file) in context.checkedFiles where project.fileLayers[f].contains("Reducers") {
            for declaration in file.declarations
            where declaration.parent == nil && declaration.kind == .variable && declaration.binding == "var" && declaration.storage == .stored {
                context.report(file: f, at: declaration.location, "reducers use no global mutable state: '\(declaration.name)' is a global 'var'")
            }
        }
        reportUses(context)
    }

    /// Uses, in Reducer code, of global `var`s and `static var`s declared outside Reducer files
    /// and Reducer code (those are reported where they are declared, above).
    private func reportUses(_ context: RuleContext) {
        let project = context.project
        let scope = Scope.layers("Reducers")
        // Reducer code first (most trees have little): what it names is all that is looked up.
        var candidates: [(file: Int, reference: Int)] = []
        for f in context.reportedFiles {
            let mask = project.scopeMask(scope, file: f)
            if mask.isEmpty { continue }
            let references = project.files[f].references
            for r in references.indices where !references[r].isInPreview && mask.contains(references[r].declaration) {
                candidates.append((f, r))
            }
        }
        guard !candidates.isEmpty else { return }
        var globals: [String: Int] = [:]  // name → the file that declares it
        for f in project.files.indices where !project.fileLayers[f].contains("Reducers") {
            let declarations = project.files[f].declarations
            for d in project.files[f].childIndices(of: nil) where declarations[d].kind == .variable
                && declarations[d].storage == .stored && !declarations[d].isInPreview && declarations[d].binding == "var"
            {
                globals[declarations[d].name] = f
            }
        }
        var statics: [String: Set<String>] = [:]  // type's key → its static stored vars, when asked
        // `T.x` names the types `T` stands for where it is written (`LintProject.referencedTypes`):
        // a namesake nested elsewhere or declared in another module lends it no `static var`.
        func isStaticVar(_ member: String, of type: String, file f: Int, declaration: Int?) -> Bool {
            let entries = project.index.entries
            return project.referencedTypes(type, file: f, declaration: declaration).contains { position in
                let key = entries[position].qualifiedName
                if let known = statics[key] { return known.contains(member) }
                var names: Set<String> = []
                // (Not one declared in Reducer code: reported there, above.)
                for member in project.memberIndices(ofDeclared: key) {
                    let declaration = project.files[member.file].declarations[member.index]
                    if declaration.kind == .variable && declaration.storage == .stored && declaration.binding == "var"
                        && (declaration.hasModifier("static") || declaration.hasModifier("class"))
                        && !project.contains(scope, file: member.file, declaration: member.index) {
                        names.insert(declaration.name)
                    }
                }
                statics[key] = names
                return names.contains(member)
            }
        }
        let globalNames = NameSet(globals.keys)
        var f = -1
        var file = project.files[candidates[0].file]
        var references = file.references
        for (candidateFile, r) in candidates {
            if candidateFile != f {
                f = candidateFile
                file = project.files[f]
                references = file.references
            }
            if !references[r].isMember, !globalNames.contains(references[r].name, isASCII: references[r].isASCII) { continue }
            let name = references[r].name
            if references[r].isMember {
                // `T.x` for a static `var x` of tree type `T` (not a generic parameter named `T`).
                guard r > 0, references[r - 1].token + 2 == references[r].token, project.isTreeType(references[r - 1].name) else { continue }
                // `Config.Price` for `Config.Price.tax`.
                let (head, path, _) = ModuleQualifier.typePath(endingAt: r - 1, in: references)
                // Not through a name bound or a type declared in the code around the path's head.
                guard isStaticVar(name, of: path, file: f, declaration: references[r].declaration),
                      !project.index.isShadowed(references[head].name, file: f, declaration: references[r].declaration),
                      VariableTypeResolver.localType(references[head].name, file: file, declaration: references[head].declaration,
                                                     visibleAt: references[head].token) == nil
                else { continue }
                context.report(file: f, at: references[r].location,
                               "reducers use no static mutable state: '\(path).\(name)' is a 'static var'")
            } else if let declaredIn = globals[name], !isBoundLocally(name, at: references[r], in: file, project) {
                context.report(file: f, at: references[r].location,
                               "reducers use no global mutable state: '\(name)' is a global 'var' (declared in \(project.files[declaredIn].path))",
                               relatedFiles: [declaredIn],
                               // (Under --staged a reducer's code is read only when it is staged.)
                               reportedWithThem: false)
            }
        }
    }

    /// Whether `name` at `reference` means something other than the global: a member of the
    /// enclosing types, a parameter of the enclosing functions, or a local binding written
    /// before it in their bodies (`let`, `var`, `for`, a closure's parameters).
    private func isBoundLocally(_ name: String, at reference: Reference, in file: FileSyntax, _ project: LintProject) -> Bool {
        var current = reference.declaration
        while let d = current {
            let declaration = file.declarations[d]
            if declaration.kind.hasMembers {
                if project.members(ofDeclared: declaration.typeKey).contains(where: { $0.declaration.name == name }) {
                    return true
                }
            } else if declaration.parameters.contains(where: { $0.name == name }) {
                return true
            } else if let code = declaration.body ?? (declaration.kind == .variable ? declaration.tokenRange : nil),
                      code.contains(reference.token),
                      // Through the name itself, which may be the binding (`case let .add(count)`).
                      Self.bindings(in: code.lowerBound..<(reference.token + 1), of: file.file).contains(name) {
                return true
            }
            current = declaration.parent
        }
        return false
    }

    /// Names bound in a stretch of code: after `let`/`var` (a name, or the names of a tuple
    /// pattern), after `for` up to `in`, and a closure's parameters between `{` and `in`.
    static func bindings(in range: Range<Int>, of source: SourceFile) -> Set<String> {
        let tokens = source.tokens
        let code = range.filter { !tokens[$0].kind.isTrivia }
        func isKeyword(_ k: Int, _ word: StaticString) -> Bool {
            tokens[code[k]].kind == .keyword && source.token(tokens[code[k]], is: word)
        }
        func name(_ k: Int) -> String {
            let text = source.text(of: tokens[code[k]])
            return text.hasPrefix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
        }
        var names: Set<String> = []
        for k in code.indices {
            if isKeyword(k, "let") || isKeyword(k, "var") {
                guard k + 1 < code.count else { continue }
                var open = k + 1
                if tokens[code[k + 1]].kind == .identifier {
                    names.insert(name(k + 1))
                    continue
                }
                // `case let .added(count, at: index)`: the pattern's parentheses hold the names.
                if tokens[code[k + 1]].kind == .period {
                    open = k + 2
                    while open < code.count, tokens[code[open]].kind == .identifier || tokens[code[open]].kind == .period { open += 1 }
                }
                guard open < code.count, tokens[code[open]].kind == .leftParen else { continue }
                var j = open + 1, depth = 1
                while j < code.count, depth > 0 {
                    switch tokens[code[j]].kind {
                    case .leftParen: depth += 1
                    case .rightParen: depth -= 1
                    // A name, not a label (`at:`) nor a case name after a `.`.
                    case .identifier where !(j + 1 < code.count && tokens[code[j + 1]].kind == .colon) && tokens[code[j - 1]].kind != .period:
                        names.insert(name(j))
                    default: break
                    }
                    j += 1
                }
            } else if isKeyword(k, "for") || tokens[code[k]].kind == .leftBrace {
                // Up to `in`, through names, commas, parentheses, capture lists and type annotations.
                var j = k + 1
                var found: [String] = []
                while j < code.count, j < k + 64 {
                    let kind = tokens[code[j]].kind
                    if kind == .keyword, isKeyword(j, "in") {
                        names.formUnion(found)
                        break
                    }
                    if kind == .identifier {
                        found.append(name(j))
                    } else if kind == .leftBrace || kind == .rightBrace || kind == .semicolon || kind == .stringQuote
                                || (kind == .keyword && !(isKeyword(j, "case") || isKeyword(j, "let") || isKeyword(j, "var")
                                    || isKeyword(j, "_") || isKeyword(j, "self") || isKeyword(j, "inout") || isKeyword(j, "any")
                                    || isKeyword(j, "weak") || isKeyword(j, "unowned") || isKeyword(j, "throws")
                                    || isKeyword(j, "rethrows") || isKeyword(j, "async") || isKeyword(j, "some")))
                                || (kind == .operator && !(source.token(tokens[code[j]], is: "->") || source.token(tokens[code[j]], is: "?")
                                    || source.token(tokens[code[j]], is: "!") || source.token(tokens[code[j]], is: "<")
                                    || source.token(tokens[code[j]], is: ">"))) {
                        break
                    }
                    j += 1
                }
            }
        }
        return names
    }

    /// It reads Reducer code; the state it looks up is declared anywhere.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        project.files(files, withCodeIn: .layers("Reducers"))
    }
}
