import ArchModel

/// Finds the declared type of a variable or member chain as written in code: through parameters,
/// local `let`/`var`s and stored properties (of the enclosing type and its superclasses in the
/// tree) with a type annotation or a `T(…)` initial value. No inference beyond that: anything else
/// resolves to nil.
///
/// The scanner records no local variables, so locals are read from the tokens of the enclosing
/// function bodies before the use (a binding in an earlier, already closed block counts too).
struct VariableTypeResolver {
    let project: LintProject

    /// A local binding of a name: a parameter or a local `let`/`var`, with its type when written.
    struct LocalBinding {
        var type: String?
        /// For `for name in sequence`: the sequence's name, whose element type is the binding's.
        var elementOf: String? = nil
    }

    /// The innermost parameter or local `let`/`var` named `name` visible before `token` in the
    /// functions, initializers, accessors and closures around `declaration` (up to the enclosing type).
    static func localBinding(_ name: String, before token: Int, in declaration: Int?, _ file: FileSyntax) -> LocalBinding? {
        var current = declaration
        while let c = current, !file.declarations[c].kind.hasMembers {
            let d = file.declarations[c]
            if let body = d.body, let local = localVariable(name, in: body, before: token, file) { return local }
            if let parameter = d.parameters.first(where: { $0.name == name }) { return LocalBinding(type: parameter.type) }
            current = d.parent
        }
        return nil
    }

    /// The last `let name` / `var name` in `body` before `token`, with its annotated or constructed type.
    private static func localVariable(_ name: String, in body: Range<Int>, before token: Int, _ file: FileSyntax) -> LocalBinding? {
        let source = file.file
        let tokens = source.tokens
        var found: LocalBinding?
        var k = body.lowerBound
        let end = min(token, body.upperBound)
        while k < end {
            let t = tokens[k]
            if t.kind == .keyword, source.token(t, is: "var") || source.token(t, is: "let") {
                let n = nextCode(after: k, file)
                if n < end, tokens[n].kind == .identifier, source.text(of: tokens[n]) == name {
                    found = LocalBinding(type: declaredType(afterName: n, file))
                }
            } else if t.kind == .keyword, source.token(t, is: "for") {
                // `for name in sequence`, the sequence a plain name.
                let n = nextCode(after: k, file)
                if n < end, tokens[n].kind == .identifier, source.text(of: tokens[n]) == name {
                    let i = nextCode(after: n, file)
                    let s = i < end ? nextCode(after: i, file) : end
                    let sequence = s < end && tokens[i].kind == .keyword && source.token(tokens[i], is: "in") && tokens[s].kind == .identifier
                        ? source.text(of: tokens[s]) : nil
                    found = LocalBinding(type: nil, elementOf: sequence)
                }
            }
            k += 1
        }
        return found
    }

    /// The type written after a bound name: `: T` (up to `=`, `{`, `,` or the line end at depth 0)
    /// or `= T(…)` / `= A.T(…)`.
    static func declaredType(afterName name: Int, _ file: FileSyntax) -> String? {
        let source = file.file
        let tokens = source.tokens
        var k = nextCode(after: name, file)
        guard k < tokens.count else { return nil }
        if tokens[k].kind == .colon {
            var text = ""
            var depth = 0
            k += 1
            while k < tokens.count {
                let t = tokens[k]
                if depth == 0, t.kind == .newline || t.kind == .leftBrace || t.kind == .comma || t.kind == .semicolon
                    || t.kind == .rightBrace || t.kind == .rightParen || (t.kind == .operator && source.token(t, is: "=")) { break }
                switch t.kind {
                case .leftParen, .leftSquare: depth += 1
                case .rightParen, .rightSquare: depth -= 1
                case .operator where source.token(t, is: "<"): depth += 1
                case .operator where source.token(t, is: ">"): depth -= 1
                default: break
                }
                if !t.kind.isTrivia { text += source.text(of: t) } else if !text.isEmpty { text += " " }
                k += 1
            }
            return text.isEmpty ? nil : text.trimmingSpaces
        }
        guard tokens[k].kind == .operator, source.token(tokens[k], is: "=") else { return nil }
        if let cast = castType(after: k, file) { return cast }
        // `= T(…)`, `= A.T(…)`, `= T.init(…)`
        var text = ""
        k = nextCode(after: k, file)
        while k < tokens.count, tokens[k].kind == .identifier {
            let word = source.text(of: tokens[k])
            guard word.first?.isUppercase == true || word == "init" else { return nil }
            if word != "init" { text += (text.isEmpty ? "" : ".") + word }
            k = nextCode(after: k, file)
            if k < tokens.count, tokens[k].kind == .period {
                k = nextCode(after: k, file)
                continue
            }
            break
        }
        guard !text.isEmpty, k < tokens.count, tokens[k].kind == .leftParen else { return nil }
        return text
    }

    /// `T` in an initial value that ends in a cast, `= x as? T` / `as! T` / `as T` (`if let b =
    /// view as? NSButton`): the statement's first `as` at bracket depth 0 before its end.
    static func castType(after equals: Int, _ file: FileSyntax) -> String? {
        let source = file.file
        let tokens = source.tokens
        var depth = 0
        var k = equals + 1
        while k < tokens.count {
            let t = tokens[k]
            switch t.kind {
            case .leftParen, .leftSquare:
                depth += 1
            case .leftBrace:
                if depth == 0 { return nil }
                depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                if depth == 0 { return nil }
                depth -= 1
            case .newline, .comma, .semicolon:
                if depth == 0 { return nil }
            case .keyword where depth == 0 && source.token(t, is: "as"):
                var n = nextCode(after: k, file)
                if n < tokens.count, tokens[n].kind == .operator, source.token(tokens[n], is: "?") || source.token(tokens[n], is: "!") {
                    n = nextCode(after: n, file)
                }
                return n < tokens.count && tokens[n].kind == .identifier ? source.text(of: tokens[n]) : nil
            default: break
            }
            k += 1
        }
        return nil
    }

    static func nextCode(after index: Int, _ file: FileSyntax) -> Int {
        let tokens = file.file.tokens
        var k = index + 1
        while k < tokens.count, tokens[k].kind.isTrivia { k += 1 }
        return k
    }

    /// The nominal type a written type names, by simple name: `ListViewModel` for
    /// `ListViewModel?`, `any P`, `App.ListViewModel`, `ViewModel<S>`; nil for collections,
    /// tuples, functions and `Optional<…>`.
    static func nominalType(_ written: String) -> String? {
        // Most annotations are one plain ASCII name, maybe optional: answered from the bytes.
        var plain = Substring(written)
        while let last = plain.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { plain = plain.dropLast() }
        if let first = plain.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")), plain.utf8.allSatisfy({ byte in
            byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }) {
            return plain == "Optional" ? nil : String(plain)
        }
        var text = Substring(written.trimmingSpaces)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        for prefix in ["any ", "some ", "inout "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        guard let first = text.first, first.isLetter || first == "_",
              text.allSatisfy({ $0.isLetter || $0.isNumber || "_.<>, ".contains($0) }) else { return nil }
        let name = TypeIndex.simpleName(text)
        return name == "Optional" || name.isEmpty ? nil : name
    }

    /// The type of the stored or computed property `name` of a tree type (or of a superclass of it
    /// in the tree), as a simple name.
    func typeOfMember(_ name: String, ofType type: String) -> String? {
        writtenTypeOfMember(name, ofType: type).flatMap(Self.nominalType)
    }

    /// The type of the property `name` of a tree type (or a superclass of it) as written.
    /// `type`: a simple name (every tree type of that name), or a nested type's qualified name
    /// (`Settings.Row`: that type and the superclasses it resolves to, not namesakes).
    func writtenTypeOfMember(_ name: String, ofType type: String) -> String? {
        let owners: [[(file: Int, index: Int)]]
        if type.contains(".") {
            let entries = project.index.entries
            owners = ([type] + project.index.supertypeEntries(ofDeclared: type).map { entries[$0].qualifiedName })
                .map { project.memberIndices(ofDeclared: $0) }
        } else {
            owners = ([type] + project.supertypes(of: type).sorted()).filter(project.isTreeType).map { project.memberIndices(ofType: $0) }
        }
        for members in owners {
            for member in members {
                let file = project.files[member.file]
                let d = file.declarations[member.index]
                guard d.kind == .variable, d.name == name, !d.hasModifier("static"), !d.hasModifier("class") else { continue }
                return d.typeAnnotation ?? Self.declaredType(afterName: d.nameToken, file)
            }
        }
        return nil
    }

    /// The element type of an array or set type as written (`[NSButton]`, `Set<Tag>`), by simple name.
    static func elementType(_ written: String) -> String? {
        var text = Substring(written.trimmingSpaces)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") { return nominalType(String(text.dropFirst().dropLast())) }
        for prefix in ["Array<", "Set<", "ContiguousArray<"] where text.hasPrefix(prefix) && text.hasSuffix(">") {
            return nominalType(String(text.dropFirst(prefix.count).dropLast()))
        }
        return nil
    }

    /// The type of a member chain (`self.viewModel`, `viewModel`, `coordinator.list`) used before
    /// `token` in `declaration` of file `f`, or nil when some part cannot be resolved.
    func type(ofChain chain: [String], before token: Int, file f: Int, declaration: Int?) -> String? {
        let file = project.files[f]
        guard let head = chain.first else { return nil }
        var type: String?
        var rest = chain.dropFirst()
        // The enclosing type by the index's key: a nested type's members are its own, not a namesake's.
        let enclosingKey = file.enclosingType(of: declaration).map { project.lookupKey(typeDeclaration: $0, in: file) }
        let enclosing = enclosingKey.map { TypeIndex.simpleName($0) }
        // The qualified name of `type` while it is the enclosing one (for its members' lookup).
        var qualified: String?
        if head == "self" {
            type = enclosing
            qualified = enclosingKey
        } else if head == "(…)" {
            // `(x as? T)?.state = …`: the type the parenthesized value is cast to.
            type = castType(ofParenthesizedHeadBefore: token, in: file.file)
        } else if let local = Self.localBinding(head, before: token, in: declaration, file) {
            type = local.type.flatMap(Self.nominalType)
            if type == nil, let sequence = local.elementOf {
                // `for x in xs`: the element type of `xs`, a local or a property of the enclosing type.
                let written = Self.localBinding(sequence, before: token, in: declaration, file).flatMap(\.type)
                    ?? enclosingKey.flatMap { writtenTypeOfMember(sequence, ofType: $0) }
                type = written.flatMap(Self.elementType)
            }
        } else if let enclosingKey, let member = typeOfMember(head, ofType: enclosingKey) {
            type = member
        } else {
            return nil
        }
        while let next = rest.first, let current = type {
            type = typeOfMember(next, ofType: qualified ?? current)
            qualified = nil
            rest = rest.dropFirst()
        }
        return type
    }

    /// The `T` of `(… as T)`, `(… as? T)` or `(… as! T)` heading the chain that ends before
    /// `token` (an assignment operator): the parenthesized value a `(…)` path starts with.
    func castType(ofParenthesizedHeadBefore token: Int, in source: SourceFile) -> String? {
        let tokens = source.tokens
        func back(_ k: Int) -> Int {
            var k = k
            while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
            return k
        }
        func opening(_ close: Int) -> Int? {
            var depth = 0, k = close
            while k >= 0 {
                switch tokens[k].kind {
                case .rightParen, .rightSquare: depth += 1
                case .leftParen, .leftSquare:
                    depth -= 1
                    if depth == 0 { return k }
                default: break
                }
                k -= 1
            }
            return nil
        }
        // Back over the chain (names, `.`, postfix `?`/`!`, calls' and subscripts' brackets) to
        // the parenthesized value at its head.
        var k = back(token - 1)
        while k >= 0 {
            let kind = tokens[k].kind
            if kind == .identifier || kind == .keyword || kind == .period
                || (kind == .operator && (source.token(tokens[k], is: "?") || source.token(tokens[k], is: "!"))) {
                k = back(k - 1)
                continue
            }
            guard kind == .rightParen || kind == .rightSquare, let open = opening(k) else { return nil }
            let before = back(open - 1)
            // A `(` at the start of a line starts an expression, whatever ends the line before.
            let startsLine = before < 0 || tokens[(before + 1)..<open].contains { $0.kind == .newline }
            if kind == .rightParen, startsLine || !(tokens[before].kind == .identifier || tokens[before].kind == .keyword
                                                     || tokens[before].kind == .rightParen || tokens[before].kind == .rightSquare) {
                // The head: its last `as` at depth 0 names the type.
                var depth = 0
                var cast: Int?
                for j in (open + 1)..<k {
                    switch tokens[j].kind {
                    case .leftParen, .leftSquare: depth += 1
                    case .rightParen, .rightSquare: depth -= 1
                    case .keyword where depth == 0 && source.token(tokens[j], is: "as"): cast = j
                    default: break
                    }
                }
                guard var start = cast.map({ $0 + 1 }) else { return nil }
                if start < k, tokens[start].kind == .operator, source.token(tokens[start], is: "?") || source.token(tokens[start], is: "!") {
                    start += 1
                }
                // Written back without blanks, but for the one after a keyword (`any P`).
                let written = tokens[start..<k].filter { !$0.kind.isTrivia }.map { $0.kind == .keyword ? source.text(of: $0) + " " : source.text(of: $0) }
                return Self.nominalType(written.joined())
            }
            k = before
        }
        return nil
    }

    // MARK: - Implicit members

    /// The type an implicit member expression (`.mock` in `let p: BookProvider = .mock`) is
    /// looked up in, when the code says it: the annotation of the variable or parameter it
    /// initializes (`let p: T = .x`, `func f(p: T = .x)`), the declared type of the variable it
    /// is assigned to (`p = .x`, `self.p = .x`), or the type of a single-expression body
    /// (`var p: T { .x }`, `func make() -> T { .x }`). Nil anywhere else (arguments, `return`,
    /// collection literals), where only the compiler knows.
    func contextualType(ofImplicitMemberAt dot: Int, file f: Int, declaration: Int?) -> String? {
        let file = project.files[f]
        let source = file.file
        let tokens = source.tokens
        var k = dot - 1
        while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
        guard k >= 0 else { return nil }
        if tokens[k].kind == .leftBrace {
            guard let declaration, file.declarations[declaration].body?.lowerBound == k else { return nil }
            let d = file.declarations[declaration]
            let written = d.kind == .variable ? d.typeAnnotation : d.kind == .function ? d.returnType : nil
            return written.flatMap(Self.nominalType)
        }
        guard tokens[k].kind == .operator, source.token(tokens[k], is: "=") else { return nil }
        if let assignment = file.assignments.first(where: { $0.token == k }) {
            return type(ofChain: Array(assignment.path), before: k, file: f, declaration: declaration)
        }
        // `name: Type =`: read the annotation backwards to its colon at depth 0.
        let equals = k
        var depth = 0
        k -= 1
        while k >= 0 {
            let t = tokens[k]
            switch t.kind {
            case .rightParen, .rightSquare: depth += 1
            case .leftParen, .leftSquare: depth -= 1
            case .operator where source.token(t, is: ">"): depth += 1
            case .operator where source.token(t, is: "<"): depth -= 1
            case .leftBrace, .rightBrace, .semicolon, .newline: return nil
            default: break
            }
            if depth < 0 { return nil }
            if depth == 0, t.kind == .colon { break }
            k -= 1
        }
        guard k >= 0 else { return nil }
        var name = k - 1
        while name >= 0, tokens[name].kind.isTrivia { name -= 1 }
        guard name >= 0, tokens[name].kind == .identifier || tokens[name].kind == .keyword else { return nil }
        let written = tokens[(k + 1)..<equals].filter { !$0.kind.isTrivia }.map { $0.kind == .keyword ? source.text(of: $0) + " " : source.text(of: $0) }
        return Self.nominalType(written.joined())
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
