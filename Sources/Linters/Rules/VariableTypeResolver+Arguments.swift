import ArchModel

extension VariableTypeResolver {
    /// A parameter's nominal type as written (`Router`, `App.Router` for `App.Router?`), with
    /// where it is written (the file and the function, initializer or stored property that
    /// declares it): where its name is looked up.
    typealias ParameterType = (written: String, file: Int, declaration: Int)

    /// Where the type an implicit member (`.shared`) is looked up in is written, with the name
    /// of the type as written there (`Router`, `App.Router`): what
    /// `contextualType(ofImplicitMemberAt:file:declaration:)` finds (looked up where the member
    /// is written), else the parameter type of the call it is an argument of
    /// (`parameterType(ofExpressionAt:file:declaration:)`), else, for an element of a collection
    /// literal or a tuple (`[.shared]`, `(.shared, 1)`, `["main": .shared]`), the element's type
    /// in the type the literal is expected to have, found the same ways (`let routers: [Router] =
    /// [.shared]`, `show(routers: [.shared])`) or as the declared type of the variable it is
    /// assigned to (`routers = [.shared]` with `var routers: [Router]`). Nil where only the
    /// compiler knows.
    func expectedType(ofImplicitMemberAt dot: Int, file f: Int, declaration: Int?, depth: Int = 0) -> (written: String, file: Int, declaration: Int?)? {
        if let type = contextualType(ofImplicitMemberAt: dot, file: f, declaration: declaration) { return (type, f, declaration) }
        guard let found = expectedWrittenType(ofExpressionAt: dot, file: f, declaration: declaration, isMember: true, depth: depth),
              let nominal = Self.nominalPath(found.written) else { return nil }
        return (nominal, found.file, found.declaration)
    }

    /// The type written for the value that starts at token `start` (`Date.init` in `let now: ()
    /// -> Date = Date.init` or in `Clock(now: Date.init)`), as written, with where it is written:
    /// as `expectedType(ofImplicitMemberAt:file:declaration:)` reads it for a literal (an
    /// annotation, an assigned variable's declared type, a return type, the parameter's type
    /// as written, an element's type in a literal's). Nil where only the compiler knows.
    func expectedWrittenType(ofValueAt start: Int, file f: Int, declaration: Int?) -> (written: String, file: Int, declaration: Int?)? {
        expectedWrittenType(ofExpressionAt: start, file: f, declaration: declaration, isMember: false, depth: 0)
    }

    /// Whether a type as written is a function type that takes no arguments (`() -> Date`,
    /// `@Sendable () async throws -> UUID`, `(() -> Date)?`, written with or without blanks).
    static func isFunctionTypeWithoutParameters(_ written: String) -> Bool {
        var text = Substring(written.trimmingSpaces)
        // `(() -> Date)?`: the function type inside.
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.first == "(", text.last == ")", let close = closingParenthesis(in: text), close == text.index(before: text.endIndex) {
            let inner = text.dropFirst().dropLast()
            if inner.contains("->") { return isFunctionTypeWithoutParameters(String(inner)) }
        }
        // Attributes (`@Sendable`, `@escaping`, `@MainActor`) before the parameters.
        while text.first == "@" {
            text = text.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
            text = text.drop { $0 == " " }
        }
        guard text.first == "(", let close = closingParenthesis(in: text) else { return false }
        guard text[text.index(after: text.startIndex)..<close].allSatisfy({ $0 == " " }) else { return false }
        var rest = text[text.index(after: close)...].drop { $0 == " " }
        // `async`, `throws`, `throws(E)`, `rethrows`, then the arrow.
        for word in ["async", "throws", "rethrows"] where rest.hasPrefix(word) {
            rest = rest.dropFirst(word.count)
            if word == "throws", rest.first == "(", let close = closingParenthesis(in: rest) { rest = rest[rest.index(after: close)...] }
            rest = rest.drop { $0 == " " }
        }
        return rest.hasPrefix("->")
    }

    /// The `)` that closes the `(` that `text` starts with.
    private static func closingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "(" { depth += 1 }
            if text[i] == ")" {
                depth -= 1
                if depth == 0 { return i }
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// The type written for the expression that starts at token `start` (an implicit member's
    /// `.`, a literal's `[` or `(`), as `expectedType(ofImplicitMemberAt:file:declaration:)`
    /// finds it, with where it is written; for an implicit member (`isMember`), without what
    /// `contextualType` says (asked first), and a parameter's type as a nominal type.
    private func expectedWrittenType(ofExpressionAt start: Int, file f: Int, declaration: Int?, isMember: Bool,
                                     depth: Int) -> (written: String, file: Int, declaration: Int?)? {
        guard depth < 6 else { return nil }
        if !isMember {
            if let found = contextualWrittenType(ofExpressionAt: start, file: f, declaration: declaration), !found.isTypeName {
                return (found.written, f, declaration)
            }
            // An assignment: the variable's type by name (a collection's has none) has no
            // elements; its declared type as written has.
            if let assigned = assignedWrittenType(ofExpressionAt: start, file: f, declaration: declaration) { return assigned }
        }
        if let parameter = parameterType(ofExpressionAt: start, file: f, declaration: declaration, nominal: isMember, depth: depth) {
            return (parameter.written, parameter.file, parameter.declaration)
        }
        let source = project.files[f].file
        let tokens = source.tokens
        let k = operandAnchor(ofExpressionAt: start, file: f)
        guard k >= 0, let element = Self.literalElement(after: k, source) else { return nil }
        // `a[.x]` is a subscript's argument, `f(.x)` a call's (one the scan records, asked above).
        let before = Self.significantToken(before: element.open, tokens)
        if before >= 0, before == element.open - 1 {
            switch tokens[before].kind {
            case .identifier, .rightParen, .rightSquare, .rightBrace: return nil
            case .keyword where !(source.token(tokens[before], is: "return") || source.token(tokens[before], is: "in")): return nil
            case .operator where source.token(tokens[before], is: "?") || source.token(tokens[before], is: "!") || source.token(tokens[before], is: ">"): return nil
            default: break
            }
        }
        guard let literal = expectedWrittenType(ofExpressionAt: element.open, file: f, declaration: declaration, isMember: false, depth: depth + 1),
              let type = tokens[element.open].kind == .leftSquare
                ? Self.collectionElementType(literal.written, isValue: element.isValue)
                : Self.tupleElementType(literal.written, at: element.position)
        else { return nil }
        return (type, literal.file, literal.declaration)
    }

    /// The significant token before the expression starting at `start` in file `f`, and before
    /// the `x ??` or `c ?` of a conditional whose operand it is (`.init()` in `a ?? .init()` goes
    /// where `a` goes): what the expression is an argument, element or assigned value of. -1: none.
    private func operandAnchor(ofExpressionAt start: Int, file f: Int) -> Int {
        let source = project.files[f].file
        let k = Self.significantToken(before: start, source.tokens)
        return k < 0 ? k : Self.beforeConditionalOperands(k, in: source, labels: switchLabels(of: f))
    }

    /// The declared type, as written, of the variable that the expression starting at `start` is
    /// assigned to (`reducers = [.init()]`, `self.reducers = …`, also after `??` or in a
    /// conditional's branch), with where it is written: a local's or a parameter's annotation,
    /// or the property's in the type the chain before it has (every declaration of it must be
    /// written alike). Nil for a variable declared without a type, or one that is not found.
    private func assignedWrittenType(ofExpressionAt start: Int, file f: Int, declaration: Int?) -> (written: String, file: Int, declaration: Int?)? {
        let file = project.files[f]
        let source = file.file
        let tokens = source.tokens
        let k = operandAnchor(ofExpressionAt: start, file: f)
        guard k >= 0, tokens[k].kind == .operator, source.token(tokens[k], is: "="),
              let assignment = assignment(at: k, file: f) else { return nil }
        let path = Array(assignment.path)
        guard let name = path.last, path.first != "(…)" else { return nil }
        if path.count == 1, let local = localBinding(name, before: k, in: declaration, file: f) {
            return local.type.map { ($0, f, declaration) }
        }
        let owners = types(ofChain: path.count == 1 ? ["self"] : Array(path.dropLast()), before: k, file: f, declaration: declaration)
        var found: Property?
        for owner in owners {
            for property in members(name, of: owner) {
                if let found, found.written.trimmingSpaces != property.written.trimmingSpaces { return nil }
                if found == nil { found = property }
            }
        }
        return found.map { ($0.written, $0.file, $0.declaration < 0 ? nil : $0.declaration) }
    }

    /// For the token `k` before an expression (a `[` or `(`, a `,`, or a `:`), the bracket that
    /// opens the literal or parenthesized list the expression is an element of, the element's
    /// position there, and whether it follows a `:` (a dictionary's value, a tuple's labelled
    /// element). Nil inside braces or where no bracket opens.
    private static func literalElement(after k: Int, _ source: SourceFile) -> (open: Int, position: Int, isValue: Bool)? {
        let tokens = source.tokens
        guard [.leftParen, .leftSquare, .comma, .colon].contains(tokens[k].kind) else { return nil }
        let isValue = tokens[k].kind == .colon
        var position = 0
        var depth = 0
        var j = k
        while j >= 0 {
            switch tokens[j].kind {
            case .rightParen, .rightSquare, .rightBrace: depth += 1
            case .leftParen, .leftSquare:
                if depth == 0 { return (j, position, isValue) }
                depth -= 1
            case .leftBrace:
                if depth == 0 { return nil }
                depth -= 1
            case .comma where depth == 0: position += 1
            case .semicolon where depth == 0: return nil
            default: break
            }
            j -= 1
        }
        return nil
    }

    /// The element type of a collection type as written: `Router` for `[Router]`, `[Router]?`
    /// or `Array<Router>` (`Set`, `ContiguousArray` too); a dictionary's value type (`isValue`)
    /// or key type. Nil for anything else.
    static func collectionElementType(_ written: String, isValue: Bool) -> String? {
        var text = Substring(written.trimmingSpaces)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        let parts: [Substring]
        if text.first == "[", text.last == "]" {
            parts = topLevelParts(text.dropFirst().dropLast(), separator: ":")
        } else if let open = text.firstIndex(of: "<"), text.last == ">" {
            let name = text[..<open]
            let arguments = topLevelParts(text[text.index(after: open)...].dropLast(), separator: ",")
            switch name {
            case "Array", "Set", "ContiguousArray", "Swift.Array", "Swift.Set": parts = arguments.count == 1 ? arguments : []
            case "Dictionary", "Swift.Dictionary": parts = arguments.count == 2 ? arguments : []
            default: return nil
            }
        } else {
            return nil
        }
        switch parts.count {
        case 1: return isValue ? nil : String(parts[0]).trimmingSpaces
        case 2: return String(isValue ? parts[1] : parts[0]).trimmingSpaces
        default: return nil
        }
    }

    /// The type of the element at `position` of a tuple type as written (`Int` at 1 of
    /// `(Router, Int)`, `Router` at 0 of `(router: Router, count: Int)?`); a parenthesized
    /// type (`(Router)`) is its only element. Nil for anything else.
    static func tupleElementType(_ written: String, at position: Int) -> String? {
        var text = Substring(written.trimmingSpaces)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        guard text.first == "(", text.last == ")" else { return nil }
        let elements = topLevelParts(text.dropFirst().dropLast(), separator: ",")
        guard position < elements.count else { return nil }
        var element = String(elements[position]).trimmingSpaces
        // `label: Type`: the type.
        let label = topLevelParts(Substring(element), separator: ":")
        if label.count == 2 {
            guard String(label[0]).trimmingSpaces.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            element = String(label[1]).trimmingSpaces
        }
        // (`(Router) -> Void` is no tuple: an arrow after the parentheses was cut off above only
        // when it was the whole text's end, which it cannot be.)
        return element.isEmpty ? nil : element
    }

    /// `text` split at `separator` where no bracket is open.
    private static func topLevelParts(_ text: Substring, separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            switch text[i] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case separator where depth == 0:
                parts.append(text[start..<i])
                start = text.index(after: i)
            default: break
            }
            i = text.index(after: i)
        }
        parts.append(text[start...])
        return parts
    }

    /// The type of the parameter an expression written as a call's argument goes to (`.shared`
    /// in `show(router: .shared)`, `Presenter(router: .shared)`, `.make(router: .shared)`, also
    /// after `??` or in a conditional's branch; `[.shared]` in `show(routers: [.shared])`) as
    /// written (`Router`, `App.Router?`, `[Router]`), when the tree declares what is called: in
    /// every function or initializer of that name and labels the call may reach (all must
    /// agree). What is called is found as the compiler would look first: `T(…)` and `T.init(…)`
    /// in T's initializers (or a struct's memberwise one, by its stored properties); `f(…)` in
    /// the methods of the enclosing type and its supertypes and the tree's file-level functions;
    /// `x.f(…)` and `T.f(…)` in the methods of the receiver's type; `.f(…)` in the methods of the
    /// type the implicit member is expected to have. For a receiver of unknown type, the methods
    /// of that name of every tree type. Nil anywhere else (a function the tree does not declare),
    /// where only the compiler knows.
    private func parameterType(ofExpressionAt start: Int, file f: Int, declaration: Int?, nominal: Bool, depth: Int) -> ParameterType? {
        let file = project.files[f]
        let source = file.file
        let tokens = source.tokens
        let k = operandAnchor(ofExpressionAt: start, file: f)
        guard k >= 0, tokens[k].kind == .leftParen || tokens[k].kind == .comma || tokens[k].kind == .colon else { return nil }
        // The innermost call whose parentheses hold the argument (asked of an index of the
        // file's argument lists: a walk over all its calls for each argument cost time in the
        // square of the calls in a file of many).
        guard let c = argumentLists(of: f).innermost(openingAtOrBefore: k, closingAfter: start) else { return nil }
        let call = file.calls[c]
        guard let open = call.arguments?.lowerBound, let position = Self.argumentPosition(before: k, open: open, tokens, source),
              position < call.labels.count else { return nil }
        let labels = Array(call.labels)
        var types: [ParameterType] = []
        for candidate in callees(of: call, file: f, depth: depth) {
            guard let parameters = Self.parameters(of: candidate, project), let index = Self.parameter(for: position, labels: labels, among: parameters)
            else { continue }
            // An implicit member's is a nominal type; a literal's, as written.
            let written = nominal ? Self.nominalPath(parameters[index].type) : parameters[index].type.trimmingSpaces
            guard let written else { continue }
            let found = (written, candidate.file, candidate.index)
            if !types.contains(where: { $0.written == found.0 }) { types.append(found) }
        }
        return types.count == 1 ? types[0] : nil
    }

    /// A file's calls' argument lists (`(` through `)`), ordered by where they open, for
    /// finding the innermost one around a place without a walk over all the file's calls.
    struct ArgumentLists {
        /// By list, in order of `open` (then of the call): where it opens and closes (the
        /// range's bounds) and the call's index in the file's calls.
        private var open: [Int] = []
        private var close: [Int] = []
        private var call: [Int] = []
        /// By list, the nearest list before it (in this order) that closes after it closes,
        /// or -1: the lists between close no later, so a walk back may skip them.
        private var previous: [Int] = []

        init(_ calls: [Call]) {
            var lists: [(open: Int, close: Int, call: Int)] = []
            for c in calls.indices {
                if let arguments = calls[c].arguments { lists.append((arguments.lowerBound, arguments.upperBound, c)) }
            }
            // (Calls are in source order by their names, not always by their parentheses.)
            lists.sort { ($0.open, $0.call) < ($1.open, $1.call) }
            open = lists.map(\.open)
            close = lists.map(\.close)
            call = lists.map(\.call)
            previous = [Int](repeating: -1, count: lists.count)
            var stack: [Int] = []
            for i in lists.indices {
                while let top = stack.last, close[top] <= close[i] { stack.removeLast() }
                previous[i] = stack.last ?? -1
                stack.append(i)
            }
        }

        /// The index (in the file's calls) of the call whose argument list opens last at or
        /// before token `k` among those that close after token `start` (of those opening at
        /// one token, the first call): the innermost list around both; nil when none is.
        func innermost(openingAtOrBefore k: Int, closingAfter start: Int) -> Int? {
            var i = partitionPoint(open.count) { open[$0] <= k } - 1
            while i >= 0 {
                if close[i] > start {
                    // The first call of those whose lists open at that token and close after `start`.
                    var first = i
                    var j = i - 1
                    while j >= 0, open[j] == open[i] {
                        if close[j] > start { first = j }
                        j -= 1
                    }
                    return call[first]
                }
                // Every list between `previous[i]` and `i` closes no later than `i`'s: before `start` too.
                i = previous[i]
            }
            return nil
        }
    }

    /// The position of the argument that starts after `k` (the call's `(`, a `,` or the `:`
    /// after a label) in the argument list opening at `open`: nil when `k` is not at the list's
    /// own level (inside a nested bracket, a dictionary's `:`).
    private static func argumentPosition(before k: Int, open: Int, _ tokens: [Token], _ source: SourceFile) -> Int? {
        var position = 0
        var separator = open  // the `(` or the last `,` at depth 0
        var depth = 0
        var j = open + 1
        while j < k {
            switch tokens[j].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0:
                position += 1
                separator = j
            default: break
            }
            j += 1
        }
        guard depth == 0 else { return nil }
        switch tokens[k].kind {
        case .leftParen: return k == open ? 0 : nil
        case .comma: return position + 1
        default:
            // `label: .x`: a name right after the `(` or a `,` of the list.
            let label = significantToken(before: k, tokens)
            guard label > open, tokens[label].kind == .identifier || tokens[label].kind == .keyword,
                  significantToken(before: label, tokens) == separator else { return nil }
            return position
        }
    }

    /// The index of the parameter that the argument at `position` of a call with `labels` goes
    /// to: the arguments matched in order, each to the next parameter with its label (a
    /// parameter skipped has a default value); nil when they do not all match. An unlabelled
    /// argument is placed only when every argument matches the parameter at its own position
    /// (how Swift fills defaulted unlabelled parameters is not read here).
    private static func parameter(for position: Int, labels: [String], among parameters: [Parameter]) -> Int? {
        if labels[position] == "_" {
            guard labels.count == parameters.count, zip(labels, parameters).allSatisfy({ $0 == ($1.label ?? "_") }) else { return nil }
            return position
        }
        var next = 0
        var found: Int?
        for (a, label) in labels.enumerated() {
            guard let p = parameters[next...].firstIndex(where: { ($0.label ?? "_") == label }) else { return nil }
            if a == position { found = p }
            next = p + 1
        }
        return found
    }

    /// The parameters of a callee: a function's or initializer's, or a struct's memberwise
    /// initializer's (`memberwise`, the type's declaration): its stored instance properties
    /// with a written type and no attribute, in order, each labelled by its name. Nil for a
    /// memberwise initializer some property's parameter would not be read right for (a
    /// wrapped property, an untyped one).
    private static func parameters(of callee: Callee, _ project: LintProject) -> [Parameter]? {
        let declarations = project.files[callee.file].declarations
        guard callee.memberwise else { return declarations[callee.index].parameters }
        var parameters: [Parameter] = []
        for d in project.files[callee.file].childIndices(of: callee.index) where declarations[d].kind == .variable {
            let property = declarations[d]
            guard property.storage == .stored, !property.hasModifier("static"), !property.hasModifier("class"), !property.hasModifier("lazy") else { continue }
            // A `let` with a value is no parameter.
            if property.binding == "let", VariableTypeResolver.initialValue(afterName: property.nameToken, project.files[callee.file]) != nil { continue }
            guard property.attributes.isEmpty, let type = property.typeAnnotation else { return nil }
            parameters.append(Parameter(label: property.name, name: property.name, type: type))
        }
        return parameters
    }

    /// Whether a receiver chain's type is known and is no type of the tree: each step's
    /// declared type as written (a parameter's or local's annotation, a property's), followed
    /// through the tree's types, ends at (or passes through) a collection of anything
    /// (`caches: [URLCache]`, so `caches.filter {…}.contains`) or a type the tree does not
    /// declare (`URLCache`): then the tree declares nothing the call may reach, whatever
    /// methods of that name its types have. A step a subscript follows (`presenters[i]`,
    /// `byName["k"]?`) is the element: of the element type where the collection's is written
    /// (`[Presenter]`, `[String: Presenter]`), else of unknown type. False where some step's
    /// type is unknown. `subscripted`: for each step of `chain`, how many subscripts follow it
    /// (`grid[0][i]`: the element's element).
    private func hasForeignType(_ chain: [String], subscripted: [Int], before token: Int, file f: Int, declaration: Int?, depth: Int = 0) -> Bool {
        guard depth < 4, let first = firstValue(of: chain, subscripted: subscripted, before: token, file: f, declaration: declaration)
        else { return false }
        if first.local?.type == nil, let alias = first.local?.aliasOf, alias.token < token {
            // `let local = caches`: the chain's type, where it is read (a subscript of the
            // local is one of the chain's last step).
            let flags = Array(repeating: 0, count: alias.chain.count - 1) + [first.subscripts] + first.rest.map(\.1)
            return hasForeignType(alias.chain + first.rest.map(\.0), subscripted: flags, before: alias.token, file: f,
                                  declaration: declaration, depth: depth + 1)
        }
        guard !first.written.isEmpty else { return false }
        return first.written.allSatisfy { isForeign($0, subscripted: first.subscripts, rest: first.rest, depth: 0) }
    }

    /// The first value a receiver chain reads (`presenters` in `presenters[i].x`, or after
    /// `self.`): the types it is written with (a local's annotation, or each declaration of the
    /// enclosing type's property of that name; none when not written), how many subscripts follow
    /// it, the chain's later steps (each with its subscripts), and the local it is, if one (whose
    /// value may be another chain: `let local = caches`). Nil for `(…)` or a lone `self`.
    private func firstValue(of chain: [String], subscripted: [Int], before token: Int, file f: Int, declaration: Int?)
        -> (written: [Property], subscripts: Int, rest: [(String, Int)], local: LocalBinding?)? {
        guard let head = chain.first, head != "(…)", subscripted.count == chain.count else { return nil }
        var rest = Array(zip(chain, subscripted).dropFirst())
        func enclosing() -> ResolvedType? { types(ofChain: ["self"], before: token, file: f, declaration: declaration).first }
        if head == "self" {
            guard let next = rest.first, let enclosing = enclosing() else { return nil }
            rest.removeFirst()
            return (members(next.0, of: enclosing), next.1, rest, nil)
        }
        if let local = localBinding(head, before: token, in: declaration, file: f) {
            return (local.type.map { [($0, f, declaration ?? -1)] } ?? [], subscripted[0], rest, local)
        }
        return (enclosing().map { members(head, of: $0) } ?? [], subscripted[0], rest, nil)
    }

    /// Whether a type as written (where `property` says), its element's when a subscript follows
    /// (`subscripted`), followed through `rest` (the chain's later steps, each with whether a
    /// subscript follows it), is one the tree does not declare (`hasForeignType`).
    private func isForeign(_ property: Property, subscripted: Int, rest: [(String, Int)], depth: Int) -> Bool {
        guard depth < 8, let text = Self.subscriptedType(property.written, subscripts: subscripted) else { return false }
        if text.first == "[" { return true }  // an array's or a dictionary's members are the standard library's
        for prefix in ["Array<", "Set<", "Dictionary<", "ContiguousArray<", "Swift."] where text.hasPrefix(prefix) { return true }
        let declaration: Int? = property.declaration < 0 ? nil : property.declaration
        guard let type = resolve(String(text), file: property.file, declaration: declaration) else { return false }
        switch type.origin {
        case .bound: return false
        case .named:
            // A name no tree type has: a framework's type (one several tree types have: unknown).
            return project.index.qualifiedNames(named: type.name).isEmpty && !project.isTreeType(type.name)
        case .tree, .local:
            guard let next = rest.first else { return false }
            let found = members(next.0, of: type)
            return !found.isEmpty && found.allSatisfy { isForeign($0, subscripted: next.1, rest: Array(rest.dropFirst()), depth: depth + 1) }
        }
    }

    /// The type `subscripts` subscripts of a value of the type `written` read, optionals
    /// unwrapped (`[[Presenter]]` twice: `Presenter`); nil when some collection's element
    /// type is not written.
    static func subscriptedType(_ written: String, subscripts: Int) -> Substring? {
        var text = Substring(written.trimmingSpaces)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        for _ in 0..<max(subscripts, 0) {
            // The element: of the type the collection's written type says, else unknown.
            guard let element = Self.elementType(ofCollection: text) else { return nil }
            text = element
            while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        }
        return text
    }

    /// The types of what a receiver chain with subscripts reads (`presenters[i]` with
    /// `presenters: [Presenter]`, `grid[0][i]` with `[[Presenter]]`, `groups["a"]?[0]` with
    /// `[String: [Presenter]]`): each step's written type (as `hasForeignType` reads it), its
    /// element's for each subscript after it, followed through the tree's types. Empty when
    /// no step is subscripted, or some step's type is not known.
    private func subscriptedOwners(_ chain: [String], subscripted: [Int], before token: Int, file f: Int, declaration: Int?) -> [ResolvedType] {
        guard subscripted.contains(where: { $0 > 0 }),
              let first = firstValue(of: chain, subscripted: subscripted, before: token, file: f, declaration: declaration) else { return [] }
        var owners: [ResolvedType] = []
        for property in first.written {
            let found = subscriptedOwners(property, subscripted: first.subscripts, rest: first.rest, depth: 0)
            if found.isEmpty { return [] }
            for owner in found where !owners.contains(owner) { owners.append(owner) }
        }
        return owners
    }

    /// `subscriptedOwners` from one step's written type.
    private func subscriptedOwners(_ property: Property, subscripted: Int, rest: [(String, Int)], depth: Int) -> [ResolvedType] {
        guard depth < 8, let text = Self.subscriptedType(property.written, subscripts: subscripted) else { return [] }
        let declaration: Int? = property.declaration < 0 ? nil : property.declaration
        guard let type = resolve(String(text), file: property.file, declaration: declaration), type.origin != .bound else { return [] }
        guard let next = rest.first else { return [type] }
        if case .named = type.origin { return [] }
        var owners: [ResolvedType] = []
        for member in members(next.0, of: type) {
            let found = subscriptedOwners(member, subscripted: next.1, rest: Array(rest.dropFirst()), depth: depth + 1)
            if found.isEmpty { return [] }
            for owner in found where !owners.contains(owner) { owners.append(owner) }
        }
        return owners
    }

    /// The element type of a collection type as written (`[Presenter]` and `Array<Presenter>`:
    /// `Presenter`; `[String: Presenter]` and `Dictionary<String, Presenter>`: `Presenter`),
    /// what a subscript of it reads. Nil for any other type.
    static func elementType(ofCollection written: Substring) -> Substring? {
        // (A set's subscript takes the set's own index: not read.)
        guard !written.hasPrefix("Set<"), !written.hasPrefix("Swift.Set<") else { return nil }
        let text = String(written)
        return (collectionElementType(text, isValue: true) ?? collectionElementType(text, isValue: false)).map { Substring($0) }
    }

    /// For each step of a call's `receiver` (read back from the called name at `token`), how many
    /// subscripts follow it (`presenters[i].show(…)`, `byName["k"]?.show(…)`): the scan's
    /// receiver leaves subscripts out. Nil where the tokens do not read back as the receiver.
    private func subscriptedSteps(of receiver: [String], before token: Int, file f: Int) -> [Int]? {
        let source = project.files[f].file
        let tokens = source.tokens
        func opening(_ close: Int) -> Int? {
            var depth = 0, k = close
            while k >= 0 {
                switch tokens[k].kind {
                case .rightParen, .rightSquare, .rightBrace: depth += 1
                case .leftParen, .leftSquare, .leftBrace:
                    depth -= 1
                    if depth == 0 { return k }
                default: break
                }
                k -= 1
            }
            return nil
        }
        var flags = Array(repeating: 0, count: receiver.count)
        var k = Self.significantToken(before: token, tokens)
        for i in receiver.indices.reversed() {
            guard k >= 0, tokens[k].kind == .period else { return nil }
            k = Self.significantToken(before: k, tokens)
            // Back over postfix `?`/`!`, subscripts and calls (their closures too) after the step's name.
            while k >= 0 {
                let kind = tokens[k].kind
                if kind == .operator, source.token(tokens[k], is: "?") || source.token(tokens[k], is: "!") {
                    k = Self.significantToken(before: k, tokens)
                } else if kind == .rightSquare || kind == .rightParen || kind == .rightBrace, let open = opening(k) {
                    if kind == .rightSquare { flags[i] += 1 }
                    k = Self.significantToken(before: open, tokens)
                } else {
                    break
                }
            }
            guard k >= 0, tokens[k].kind == .identifier || tokens[k].kind == .keyword,
                  source.text(of: tokens[k]) == receiver[i] else { return nil }
            k = Self.significantToken(before: k, tokens)
        }
        return flags
    }

    /// A function or initializer a call may reach, or (`memberwise`) a struct whose memberwise
    /// initializer it is.
    private struct Callee {
        var file: Int
        var index: Int
        var memberwise = false
    }

    /// What `call` may reach in the tree (`parameterType(ofImplicitMemberAt:file:declaration:)`):
    /// empty when it may reach anything else.
    private func callees(of call: Call, file f: Int, depth: Int) -> [Callee] {
        let receiver = Array(call.receiver)
        if receiver == ["."] {
            // `.make(router: .shared)`, `.init(router: .shared)`: in the type the implicit member is expected to have.
            let tokens = project.files[f].file.tokens
            let dot = Self.significantToken(before: call.token, tokens)
            guard depth < 4, dot >= 0, tokens[dot].kind == .period,
                  let expected = expectedType(ofImplicitMemberAt: dot, file: f, declaration: call.declaration, depth: depth + 1),
                  let type = resolve(expected.written, file: expected.file, declaration: expected.declaration, at: expected.file == f ? call.token : nil),
                  type.origin != .bound
            else { return [] }
            let kind: Declaration.Kind = call.name == "init" ? .initializer : .function
            return memberIndices(of: type, inherited: kind == .function).filter { member in
                let d = project.files[member.file].declarations[member.index]
                return d.kind == kind && (kind == .initializer || d.name == call.name)
            }.map { Callee(file: $0.file, index: $0.index) }
        }
        if let constructed = call.constructedType {
            guard let type = resolve(constructed, file: f, declaration: call.declaration, at: call.token) else { return [] }
            let members = memberIndices(of: type, inherited: false)
            let initializers = members.filter { project.files[$0.file].declarations[$0.index].kind == .initializer }
            if !initializers.isEmpty { return initializers.map { Callee(file: $0.file, index: $0.index) } }
            // No initializer declared: a struct's memberwise one (an extension's would keep it, but there is none).
            guard case .tree(let key) = type.origin else { return [] }
            let structs = project.index.entries(declared: key).flatMap(\.declarations)
                .filter { project.index.declaration($0).kind == .struct }
            return structs.count == 1 ? [Callee(file: structs[0].file, index: structs[0].declaration, memberwise: true)] : []
        }
        if receiver.first == "." || receiver.first == "super" { return [] }
        var owners: [ResolvedType] = []
        var functions: [(file: Int, index: Int)] = []
        if receiver.isEmpty || receiver == ["self"] {
            owners = types(ofChain: ["self"], before: call.token, file: f, declaration: call.declaration)
            if receiver.isEmpty {
                // The tree's file-level functions of that name.
                for (g, other) in project.files.enumerated() {
                    let declarations = other.declarations
                    for d in other.childIndices(of: nil) where declarations[d].kind == .function && declarations[d].name == call.name {
                        functions.append((g, d))
                    }
                }
            }
        } else {
            owners = types(ofChain: receiver, before: call.token, file: f, declaration: call.declaration)
            if owners.isEmpty, receiver.count == 1, ModuleQualifier.mayNameType(receiver[0]),
               localBinding(receiver[0], before: call.token, in: call.declaration, file: f) == nil,
               let type = resolve(receiver[0], file: f, declaration: call.declaration, at: call.token) {
                owners = [type]  // `Presenter.make(…)`: the type's own
            }
        }
        let steps = !receiver.isEmpty && receiver != ["self"] && receiver.first != "super"
            ? subscriptedSteps(of: receiver, before: call.token, file: f) : nil
        if let steps, steps.contains(where: { $0 > 0 }) {
            // `presenters[i].show(…)`: the element's type, where the collection's is written (the
            // chain's own type leaves the subscripts out: `Array` for `Array<Presenter>`).
            let elements = subscriptedOwners(receiver, subscripted: steps, before: call.token, file: f, declaration: call.declaration)
            if !elements.isEmpty { owners = elements }
        }
        if owners.isEmpty, !receiver.isEmpty, receiver != ["self"], receiver.first != "super",
           !(steps.map {
               hasForeignType(receiver, subscripted: $0, before: call.token, file: f, declaration: call.declaration)
           } ?? false) {
            // A receiver of unknown type: the methods of that name of every tree type (all must
            // agree on the parameter's type), as a `.` before the name looks it up in some type.
            for (g, other) in project.files.enumerated() {
                let declarations = other.declarations
                for d in declarations.indices where declarations[d].kind == .function && declarations[d].name == call.name
                    && declarations[d].parent.map({ declarations[$0].kind.hasMembers }) == true {
                    functions.append((g, d))
                }
            }
        }
        for owner in owners where owner.origin != .bound {
            functions += memberIndices(of: owner, inherited: true).filter { member in
                let d = project.files[member.file].declarations[member.index]
                return d.kind == .function && d.name == call.name
            }
        }
        return functions.map { Callee(file: $0.file, index: $0.index) }
    }
}
