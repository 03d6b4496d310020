/// Declaration headers, read by looking ahead from their keyword. Each reader records the
/// declaration, excludes the names it binds from the references, sets `headerEnd`, and
/// arranges for the body's `{` to open the right scope; the main loop then visits the header
/// tokens again as code.
extension SyntaxScanner {
    /// Reads the declaration that starts at keyword `i`; nil if the word does not start one here.
    mutating func declaration(_ i: Int, _ word: SyntaxWord) -> Int? {
        let scope = scopes[scopes.count - 1]
        guard let n = nextSignificant(i) else { return nil }
        let nextIsName = n < count && (tokens[n].kind == .identifier || isEscapedKeyword(n))
        switch word {
        case .var, .let:
            if isCode(scope) || scope.inHeader || !scope.isBraced { return localBinding(i) }
            return variable(keyword: i, binding: word.text, template: nil)
        case .case:
            guard scope.kind == .typeBody, let owner = scope.owner, declarations[owner].kind == .enum else { return nil }
            return enumCase(i)
        case .class:
            guard nextIsName, self.word(n).map({ !$0.isModifier && !$0.isDeclarationKeyword }) ?? true else { return nil }
            return typeDeclaration(i, kind: .class)
        case .struct, .enum, .protocol:
            guard nextIsName else { return nil }
            return typeDeclaration(i, kind: word == .struct ? .struct : word == .enum ? .enum : .protocol)
        case .actor:
            guard nextIsName, sameLine(i, n), self.word(n).map({ !$0.isDeclarationKeyword }) ?? true else { return nil }
            return typeDeclaration(i, kind: .actor)
        case .extension:
            return typeDeclaration(i, kind: .extension)
        case .macro:
            guard nextIsName, let p = nextSignificant(n), p < count,
                  tokens[p].kind == .leftParen || isOperator(p, "<") else { return nil }
            return function(i, kind: .macro)
        case .func:
            return function(i, kind: .function)
        case .`init`, .deinit, .subscript:
            guard scope.kind == .typeBody || scope.kind == .file else { return nil }
            return function(i, kind: word == .`init` ? .initializer : word == .deinit ? .deinitializer : .subscript)
        case .typealias, .associatedtype:
            guard nextIsName else { return nil }
            return typeAlias(i, kind: word == .typealias ? .typealias : .associatedtype)
        case .import:
            return importDeclaration(i)
        case .operator:
            guard n < count else { return nil }
            popBrackets()
            let index = makeDeclaration(.operator, nameToken: n, name: text(n), first: pendingStart ?? i)
            if tokens[n].kind == .identifier { exclude(n) }
            headerEnd = max(headerEnd, n)
            declarations[index].tokenRange = declarations[index].tokenRange.lowerBound..<(n + 1)
            return i + 1
        case .precedencegroup:
            guard nextIsName else { return nil }
            popBrackets()
            exclude(n)
            let index = makeDeclaration(.precedenceGroup, nameToken: n, name: name(n), first: pendingStart ?? i)
            if let b = nextSignificant(n), b < count, tokens[b].kind == .leftBrace {
                pendingBody = (b, index, .functionBody)
            }
            headerEnd = max(headerEnd, n)
            return i + 1
        default:
            return nil
        }
    }

    @inline(__always)
    func isCode(_ scope: Scope) -> Bool {
        switch scope.kind {
        case .functionBody, .propertyBody, .closure, .block, .preview: true
        default: false
        }
    }

    @inline(__always)
    func isEscapedKeyword(_ i: Int) -> Bool {
        tokens[i].kind == .identifier && base[Int(tokens[i].start)] == UInt8(ascii: "`")
    }

    @inline(__always)
    func isOperator(_ i: Int, _ op: StaticString) -> Bool {
        i >= 0 && i < count && tokens[i].kind == .operator && token(tokens[i], is: op)
    }

    @inline(__always)
    func isName(_ i: Int) -> Bool {
        i < count && (tokens[i].kind == .identifier || tokens[i].kind == .keyword)
    }

    // MARK: - Recording

    /// Appends a declaration with the pending attributes and modifiers, written in the current scope.
    mutating func makeDeclaration(_ kind: Declaration.Kind, nameToken: Int, name: String, first: Int) -> Int {
        let top = scopes.count - 1
        finishMember(scopeIndex: top, before: first)
        let parent = scopes[top].isBraced ? scopes[top].owner : scopes[top].referenceOwner
        let path = parent.map { childPath(of: $0) } ?? []
        if path.count >= SyntaxScanner.maximumTypeNesting, out.nestingLimit == nil {
            // Each declaration holds its enclosing types' names: past this depth the scan would
            // grow with the square of it. The rest of the file is not read (`run` stops).
            out.nestingLimit = location(nameToken)
        }
        // Hand the pending lists over and start new ones: keeping their capacity would copy them
        // now that the declaration shares their storage.
        var attributes: [Attribute] = []
        if !pendingAttributes.isEmpty { swap(&attributes, &pendingAttributes) }
        let modifiers = pendingModifiers.isEmpty ? [] : sharedModifiers()
        declarations.append(
            kind: kind, name: name, attributes: attributes, modifiers: modifiers,
            place: FactPlace(location: location(nameToken), token: nameToken, declaration: nil),
            tokens: CompactRange(lower: first, upper: max(nameToken, first) + 1), parent: parent, path: path,
            isLocal: scopes[top].isLocal, isInPreview: scopes[top].inPreview)
        pendingStart = nil
        pendingBody = nil
        let index = declarations.count - 1
        if scopes[top].kind == .typeBody || scopes[top].kind == .file { scopes[top].member = index }
        scopes[top].varList = false
        return index
    }

    /// The pending modifiers as a list, emptied: one handed out before if equal (the storage is
    /// shared), or a new list, remembered for the next declarations while there are few.
    mutating func sharedModifiers() -> [String] {
        defer { pendingModifiers.removeAll(keepingCapacity: true) }
        for list in modifierLists where list == pendingModifiers { return list }
        let list = pendingModifiers.exactlySized()
        if modifierLists.count < 16 { modifierLists.append(list) }
        return list
    }

    /// The `path` of declarations written in declaration `p`: its own path plus its name when it
    /// is a type or extension. Members of one type share one array (each answer is kept).
    mutating func childPath(of p: Int) -> [String] {
        if p < childPaths.count, let cached = childPaths[p] { return cached }
        var path: [String]
        if !declarations[p].kind.hasMembers {
            path = declarations[p].path
        } else if declarations[p].extendedType != nil,
                  declarations[p].name.utf8Contains(where: { $0 == 0x5B || $0 == 0x28 || $0 == 0x3F || $0 == 0x21 }) {
            path = declarations[p].path + [declarations[p].name]  // `extension [A.B]`: one component
        } else if !declarations[p].name.isEmpty, !declarations[p].name.utf8Contains(where: { $0 == UInt8(ascii: ".") }) {
            path = declarations[p].path + [declarations[p].name]  // what the split below makes, without its cost
        } else {
            path = declarations[p].path + declarations[p].name.utf8Split(separator: UInt8(ascii: "."))
        }
        if childPaths.count <= p { childPaths.append(contentsOf: repeatElement(nil, count: p + 1 - childPaths.count)) }
        childPaths[p] = path
        return path
    }

    /// Closes brackets left open before a declaration (broken code).
    mutating func popBrackets() {
        while scopes.count > 1, !scopes[scopes.count - 1].isBraced {
            endChain()
            let scope = removeInnermostScope()
            if let call = scope.call { out.calls[call].arguments = scope.open..<(lastSignificant(before: scope.open + 1) + 1) }
        }
    }

    @inline(__always)
    func isAtColumnOne(_ i: Int) -> Bool {
        i == 0 || tokens[i - 1].kind == .newline || tokens[i].start == 0
    }

    // MARK: - Types

    mutating func typeDeclaration(_ i: Int, kind: Declaration.Kind) -> Int {
        let first = pendingStart ?? i
        if kind == .extension || (isAtColumnOne(first) && scopes.count > 1 && recoversAtColumnOne()) {
            let end = lastSignificant(before: first) + 1
            while scopes.count > 1 { popScope(end: end) }
        } else {
            popBrackets()
        }
        guard let k = nextSignificant(i), k < count else { return i + 1 }
        var name: String
        var extended: String?
        var last = k
        if kind == .extension {
            guard let end = scanType(k) else { return i + 1 }
            extended = normalizedText(k, end)
            let base = describeType(k, end).baseName
            // Sugared types (`[Int]`, `UInt8?`) keep their text: `UInt8?` extends `Optional`, not `UInt8`.
            name = base.isEmpty || isOperator(end, "?") || isOperator(end, "!") ? extended! : base
            last = end
        } else {
            name = self.name(k)
            exclude(k)
        }
        let index = makeDeclaration(kind, nameToken: k, name: name, first: first)
        declarations[index].extendedType = extended
        var n = nextSignificant(last) ?? count
        if kind != .extension, isOperator(n, "<"), let generics = genericParameters(n) {
            declarations[index].genericParameters = generics.names
            last = generics.close
            n = nextSignificant(last) ?? count
        }
        if n < count, tokens[n].kind == .colon {
            let clause = inheritance(n)
            // `Declaration.inherits(_:)`, asked of the clause: calling it on the stored declaration
            // copied the whole declaration.
            if clause.items.contains(where: \.isPreviewProvider) {
                declarations[index].isInPreview = true
            }
            declarations[index].inheritance = clause.items
            last = clause.last
            n = nextSignificant(last) ?? count
        }
        if word(n) == .where {
            last = skipWhere(n)
            if kind == .protocol {
                let refined = selfRequirements(n, through: last)
                if !refined.isEmpty { declarations[index].inheritance += refined }
            }
            n = nextSignificant(last) ?? count
        }
        if n < count, tokens[n].kind == .leftBrace { pendingBody = (n, index, .typeBody) }
        headerEnd = max(headerEnd, last)
        declarations[index].tokenRange = first..<(last + 1)
        return i + 1
    }

    /// Reads `<A: P, each B, let N: Int>` from the `<` at `open`, excluding the bound names.
    /// With `fused`, `open` is an operator function's name that ends in the clause's `<`
    /// (`func ==<T>`): the clause starts after it.
    mutating func genericParameters(_ open: Int, fused: Bool = false) -> (names: [String], close: Int)? {
        var depth = fused ? 1 : 0
        var expectName = true
        var names: [String] = []
        var k = fused ? open + 1 : open
        while k < count {
            let t = tokens[k]
            switch t.kind {
            case .operator:
                let c = base[Int(t.start)]
                if c == UInt8(ascii: "<") {
                    depth += leadingRun(k, of: UInt8(ascii: "<"))
                } else if c == UInt8(ascii: ">") {
                    depth -= closingAngles(k).count
                    if depth <= 0 { return (names, k) }
                }
            case .comma:
                if depth == 1 { expectName = true }
            case .identifier, .keyword:
                // A declaration keyword ends a clause left unclosed (`struct S<` then more code):
                // none can be written in one but `let` before a value parameter's name.
                if t.kind == .keyword, let w = word(k), w.isDeclarationKeyword, !(w == .let && expectName) { return nil }
                if expectName, depth == 1 {
                    if let w = word(k), w == .each || w == .let { break }
                    names.append(name(k))
                    exclude(k)
                    expectName = false
                }
            case .leftBrace, .rightBrace, .semicolon:
                return nil
            default:
                break
            }
            k += 1
        }
        return nil
    }

    /// Reads an inheritance clause from its `:`. A composition (`A & B`) yields one entry per
    /// type, as `A, B` would: the declaration conforms to each.
    mutating func inheritance(_ colon: Int) -> (items: [InheritedType], last: Int) {
        var items: [InheritedType] = []
        var last = colon
        guard var k = nextSignificant(colon) else { return (items, last) }
        while k < count {
            guard let end = inheritedType(at: k, into: &items) else { break }
            last = end
            guard let n = nextSignificant(end), n < count, tokens[n].kind == .comma, let next = nextSignificant(n) else { break }
            k = next
        }
        return (items, last)
    }

    /// Reads the one type written at `k` as inherited types (each part of a composition
    /// `A & B` is one) into `items`; returns its last token, or nil when no type is there.
    mutating func inheritedType(at first: Int, into items: inout [InheritedType]) -> Int? {
        var k = first
        // A conformance `nonisolated P` (SE-0470) is a conformance to `P`.
        if word(k) == .nonisolated, let n = nextSignificant(k), n < count, tokens[n].kind == .identifier { k = n }
        guard let end = scanType(k) else { return nil }
        if let parts = compositionParts(k, end) {
            let identifierTokens = typeIdentifiers
            for (start, partEnd) in parts {
                let description = describeType(start, partEnd)
                items.append(InheritedType(
                    text: normalizedText(start, partEnd), baseName: description.baseName,
                    genericArguments: description.genericArguments,
                    identifiers: identifierTokens.filter { $0 >= start && $0 <= partEnd }.map { name($0) },
                    location: location(start)))
            }
        } else {
            // The usual entry, one type: every identifier `scanType` named is its own (no
            // list of parts, no filtering).
            let identifiers = typeIdentifiers.map { name($0) }
            let description = describeType(k, end)
            items.append(InheritedType(
                text: normalizedText(k, end), baseName: description.baseName,
                genericArguments: description.genericArguments, identifiers: identifiers, location: location(k)))
        }
        return end
    }

    /// A protocol's `where Self: P` requirements (`protocol Screen where Self: ViewState`), which
    /// refine `P` as `protocol Screen: ViewState` does: the types after each top-level `Self :`
    /// between the `where` at `w` and `last`.
    mutating func selfRequirements(_ w: Int, through last: Int) -> [InheritedType] {
        var items: [InheritedType] = []
        var depth = 0
        var k = w + 1
        while k <= last, k < count {
            switch tokens[k].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .operator where base[Int(tokens[k].start)] == UInt8(ascii: "<"): depth += leadingRun(k, of: UInt8(ascii: "<"))
            case .operator where base[Int(tokens[k].start)] == UInt8(ascii: ">"): depth -= closingAngles(k).count
            default: break
            }
            if depth == 0, tokens[k].kind == .keyword, token(tokens[k], is: "Self"),
               let colon = nextSignificant(k), colon <= last, tokens[colon].kind == .colon,
               let type = nextSignificant(colon), type <= last, let end = inheritedType(at: type, into: &items) {
                k = end + 1
                continue
            }
            k += 1
        }
        return items
    }

    /// The parts of the type in `start...end` separated by a top-level `&`: first and last
    /// significant token of each; nil when it is not a composition (one part: no list is made).
    func compositionParts(_ start: Int, _ end: Int) -> [(Int, Int)]? {
        var parts: [(Int, Int)] = []
        var depth = 0
        var partStart = start
        var previous = -1
        for k in start...end where !tokens[k].kind.isTrivia {
            switch tokens[k].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .operator:
                let c = base[Int(tokens[k].start)]
                if c == UInt8(ascii: "<") {
                    depth += leadingRun(k, of: c)
                } else if c == UInt8(ascii: ">") {
                    depth -= closingAngles(k).count
                } else if depth == 0, isOperator(k, "&"), previous >= partStart, let next = nextSignificant(k), next <= end {
                    parts.append((partStart, previous))
                    partStart = next
                }
            default: break
            }
            previous = k
        }
        if parts.isEmpty { return nil }
        parts.append((partStart, end))
        return parts
    }

    /// Skips a `where` clause; returns its last token.
    func skipWhere(_ w: Int) -> Int {
        var last = w
        var depth = 0
        var k = w
        while let n = nextSignificant(k), n < count {
            let t = tokens[n]
            if depth == 0 {
                switch t.kind {
                case .leftBrace, .rightBrace, .semicolon, .atSign, .poundKeyword: return last
                case .operator where token(t, is: "="): return last
                default: break
                }
                if t.kind == .keyword || t.kind == .identifier, let word = word(n),
                   word.isModifier || (word.isDeclarationKeyword && word != .class) { return last }
            }
            switch t.kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare:
                depth -= 1
                if depth < 0 { return last }
            default: break
            }
            last = n
            k = n
        }
        return last
    }

    // MARK: - Functions

    mutating func function(_ i: Int, kind: Declaration.Kind) -> Int? {
        let first = pendingStart ?? i
        var nameToken = i
        var name = kind == .initializer ? "init" : kind == .deinitializer ? "deinit" : kind == .subscript ? "subscript" : ""
        var last = i
        var fusedGenerics = false
        if kind == .function || kind == .macro {
            guard let k = nextSignificant(i), k < count else { return nil }
            if tokens[k].kind == .identifier || tokens[k].kind == .keyword {
                name = self.name(k)
                exclude(k)
            } else if tokens[k].kind == .operator || tokens[k].kind == .period {
                name = text(k)
                // `func ==<T>(…)`: the lexer makes one operator of the name and the `<` of the
                // generic clause, which swift-syntax splits off when a name or `let` follows.
                if tokens[k].kind == .operator, tokens[k].length > 1, base[Int(tokens[k].end) - 1] == UInt8(ascii: "<"),
                   let p = nextSignificant(k), p < count, tokens[p].kind == .identifier || self.word(p) == .let
                {
                    name.removeLast()
                    fusedGenerics = true
                }
            } else {
                return nil
            }
            nameToken = k
            last = k
        }
        // Only now that it is a declaration: closing scopes and then answering nil would leave
        // the caller holding the index of a scope that is gone (`(func)`).
        popBrackets()
        let index = makeDeclaration(kind, nameToken: nameToken, name: name, first: first)
        var n = nextSignificant(last) ?? count
        // `init?(…)` and `init!(…)`; a `<` there opens the initializer's generic parameters.
        if kind == .initializer, n < count, isOperator(n, "?") || isOperator(n, "!"), tokens[n].start == tokens[last].end {
            last = n
            n = nextSignificant(n) ?? count
        }
        if fusedGenerics || isOperator(n, "<"), let generics = genericParameters(fusedGenerics ? nameToken : n, fused: fusedGenerics) {
            declarations[index].genericParameters = generics.names
            last = generics.close
            n = nextSignificant(last) ?? count
        }
        if n < count, tokens[n].kind == .leftParen, let parameters = parameters(n, isSubscript: kind == .subscript) {
            declarations[index].parameters = parameters.list
            last = parameters.close
            n = nextSignificant(last) ?? count
        }
        while n < count, let w = word(n) {
            if w == .async || w == .reasync {
                declarations[index].isAsync = true
            } else if w == .throws || w == .rethrows {
                declarations[index].isThrowing = true
                if n + 1 < count, tokens[n + 1].kind == .leftParen, let close = matchingClose(n + 1) { n = close }
            } else {
                break
            }
            last = n
            n = nextSignificant(n) ?? count
        }
        if isOperator(n, "->"), let t = nextSignificant(n), let end = scanType(t) {
            declarations[index].returnType = normalizedText(t, end)
            declarations[index].typeIdentifiers = typeIdentifiers.map { self.name($0) }
            last = end
            n = nextSignificant(end) ?? count
        }
        if word(n) == .where {
            last = skipWhere(n)
            n = nextSignificant(last) ?? count
        }
        if kind != .macro, n < count, tokens[n].kind == .leftBrace {
            pendingBody = (n, index, kind == .subscript ? .propertyBody : .functionBody)
        }
        headerEnd = max(headerEnd, last)
        declarations[index].tokenRange = first..<(last + 1)
        return i + 1
    }

    /// Reads a parameter list (or an enum case's associated values) from its `(`.
    mutating func parameters(_ open: Int, isSubscript: Bool) -> (list: [Parameter], close: Int)? {
        var list: [Parameter] = []
        guard var k = nextSignificant(open), k < count else { return nil }
        if tokens[k].kind == .rightParen { return (list, k) }
        while k < count {
            // Attributes before the parameter (`@ViewBuilder content:`, `@SwiftUI.ViewBuilder`,
            // `@RouteBuilder<Context>`, `@Argument(help: "…")`); before an enum case's unlabeled
            // associated value they are its type's (`case tapped(@Sendable () -> Void)`).
            let attributesStart = k
            while k < count, tokens[k].kind == .atSign {
                let head = attributeHeadEnd(k) ?? k
                var a = head + 1
                if a < count, tokens[a].kind == .leftParen, let close = matchingClose(a) { a = close + 1 }
                guard let next = nextSignificant(a - 1) else { return nil }
                k = next
            }
            guard k < count else { return nil }
            var label: String?
            var name = ""
            var typeStart = attributesStart
            let b = nextSignificant(k) ?? count
            if isName(k), b < count, tokens[b].kind == .colon {
                name = self.name(k)
                label = isSubscript || word(k) == .underscore ? nil : name
                exclude(k)
                typeStart = nextSignificant(b) ?? count
            } else if isName(k), isName(b), let c = nextSignificant(b), c < count, tokens[c].kind == .colon {
                label = word(k) == .underscore ? nil : self.name(k)
                name = self.name(b)
                exclude(k)
                exclude(b)
                typeStart = nextSignificant(c) ?? count
            }
            guard typeStart < count else { return nil }
            let typeEnd = scanType(typeStart) ?? typeStart
            let hasDefault = nextSignificant(typeEnd).map { isOperator($0, "=") } ?? false
            list.append(Parameter(label: label, name: name, type: normalizedText(typeStart, typeEnd), hasDefault: hasDefault))
            // Skip a default value to the `,` or `)` that ends the parameter, stepping over
            // brackets whole (`matchingClose`: a list left open must not be counted through
            // once per parameter of every function in it).
            var e = typeEnd + 1
            while e < count {
                let kind = tokens[e].kind
                if kind == .comma || kind == .rightParen { break }
                switch kind {
                case .leftParen, .leftSquare, .leftBrace:
                    guard let close = matchingClose(e) else { return nil }
                    e = close
                case .rightSquare, .rightBrace: return nil
                case .identifier:
                    // A generic type's arguments, whose commas do not end the parameter
                    // (`= Dictionary<String, String>()`), as a call's callee reads them.
                    if e + 1 < count, isUppercase(e), tokens[e + 1].kind == .operator, tokens[e + 1].length == 1,
                       base[Int(tokens[e + 1].start)] == UInt8(ascii: "<"), let close = genericArgumentsClose(e + 1)
                    {
                        e = close
                    }
                default: break
                }
                e += 1
            }
            guard e < count else { return nil }
            if tokens[e].kind == .rightParen { return (list, e) }
            guard let next = nextSignificant(e) else { return nil }
            // A trailing comma (SE-0439, Swift 6.1): `func f(a: Int,)`.
            if next < count, tokens[next].kind == .rightParen { return (list, next) }
            k = next
        }
        return nil
    }

    // MARK: - Variables, cases, aliases, imports

    /// A `let`/`var` member or global (or the next binding of a list, from its `,`).
    mutating func variable(keyword i: Int, binding: String, template: Int?) -> Int {
        guard let k = nextSignificant(i), k < count else { return i + 1 }
        let first = template == nil ? (pendingStart ?? i) : k
        var names: [Int] = []
        var last = k
        if tokens[k].kind == .identifier || isEscapedKeyword(k) {
            names = [k]
        } else if tokens[k].kind == .leftParen, let close = matchingClose(k) {
            for j in (k + 1)..<close where tokens[j].kind == .identifier { names.append(j) }
            last = close
        } else {
            return i + 1
        }
        for j in names { exclude(j) }
        var typeText: String?
        var identifiers: [String] = []
        if let n = nextSignificant(last), n < count, tokens[n].kind == .colon, let t = nextSignificant(n),
           let end = scanType(t)
        {
            typeText = normalizedText(t, end)
            identifiers = typeIdentifiers.map { name($0) }
            last = end
        }
        headerEnd = max(headerEnd, last)
        var storage = Declaration.Storage.stored
        var brace: Int?
        if let n = nextSignificant(last), n < count, tokens[n].kind == .leftBrace {
            brace = n
            // Observers, also with attributes (`@MainActor didSet`), leave the property stored.
            if let f = nextSignificant(n), let w = word(skippingAttributes(f)), w == .willSet || w == .didSet {} else { storage = .computed }
        }
        var firstIndex: Int?
        for j in names {
            let index = makeDeclaration(.variable, nameToken: j, name: name(j), first: first)
            if let template {
                declarations[index].attributes = declarations[template].attributes
                declarations[index].modifiers = declarations[template].modifiers
            }
            declarations[index].binding = binding
            declarations[index].storage = storage
            declarations[index].typeAnnotation = typeText
            declarations[index].typeIdentifiers = identifiers
            declarations[index].tokenRange = first..<(last + 1)
            if firstIndex == nil { firstIndex = index }
            if let brace { pendingBody = (brace, index, .propertyBody) }
        }
        let top = scopes.count - 1
        scopes[top].varList = true
        scopes[top].varTemplate = template ?? firstIndex
        return template == nil ? i + 1 : k
    }

    /// A `let`/`var` in code or a pattern: its names are bindings, not references.
    mutating func localBinding(_ i: Int) -> Int {
        if !pendingAttributes.isEmpty, i > attributeArgumentsEnd, pendingStart != nil {
            // `@Threadsafe var cache = …` in a function: a local property wrapper.
            let top = scopes.count - 1
            let owner = scopes[top].referenceOwner, inPreview = scopes[top].inPreview
            for attribute in pendingAttributes {
                out.localAttributes.append(LocalAttribute(attribute: attribute, declaration: owner, isInPreview: inPreview))
            }
        }
        clearPending(i)
        endChain()
        guard let k = nextSignificant(i), k < count else { return i + 1 }
        var last = k
        if tokens[k].kind == .identifier || isEscapedKeyword(k) {
            exclude(k)
        } else if tokens[k].kind == .leftParen, let close = matchingClose(k) {
            for j in (k + 1)..<close where tokens[j].kind == .identifier {
                if let n = nextSignificant(j), n < count, tokens[n].kind == .colon { continue }
                exclude(j)
            }
            last = close
        } else {
            return i + 1
        }
        if let n = nextSignificant(last), n < count, tokens[n].kind == .colon, let t = nextSignificant(n),
           let end = scanType(t)
        {
            last = end
            if let b = nextSignificant(end), b < count, tokens[b].kind == .leftBrace {
                pendingBody = (b, nil, .propertyBody)
            }
        }
        headerEnd = max(headerEnd, last)
        let top = scopes.count - 1
        if !scopes[top].inHeader, scopes[top].isBraced {
            scopes[top].varList = true
            scopes[top].varTemplate = nil
        }
        return i + 1
    }

    mutating func enumCase(_ i: Int) -> Int {
        let first = pendingStart ?? i
        let attributes = pendingAttributes
        let modifiers = pendingModifiers
        guard var k = nextSignificant(i) else { return i + 1 }
        var last = i
        while k < count, tokens[k].kind == .identifier || isEscapedKeyword(k) {
            exclude(k)
            let index = makeDeclaration(.enumCase, nameToken: k, name: name(k), first: first)
            declarations[index].attributes = attributes
            declarations[index].modifiers = modifiers
            last = k
            var n = nextSignificant(k) ?? count
            if n < count, tokens[n].kind == .leftParen, let parameters = parameters(n, isSubscript: false) {
                declarations[index].parameters = parameters.list
                last = parameters.close
                n = nextSignificant(last) ?? count
            }
            if isOperator(n, "="), var v = nextSignificant(n), v < count {
                if tokens[v].kind == .operator, let after = nextSignificant(v), after < count { v = after }
                while v + 1 < count, tokens[v].kind.isStringPiece, tokens[v + 1].kind.isStringPiece { v += 1 }
                last = v
                n = nextSignificant(v) ?? count
            }
            declarations[index].tokenRange = first..<(last + 1)
            guard n < count, tokens[n].kind == .comma, let next = nextSignificant(n) else { break }
            k = next
        }
        headerEnd = max(headerEnd, last)
        return i + 1
    }

    mutating func typeAlias(_ i: Int, kind: Declaration.Kind) -> Int {
        let first = pendingStart ?? i
        popBrackets()
        guard let k = nextSignificant(i), k < count else { return i + 1 }
        exclude(k)
        let index = makeDeclaration(kind, nameToken: k, name: name(k), first: first)
        var last = k
        var n = nextSignificant(k) ?? count
        if isOperator(n, "<"), let generics = genericParameters(n) {
            declarations[index].genericParameters = generics.names
            last = generics.close
            n = nextSignificant(last) ?? count
        }
        if kind == .associatedtype, n < count, tokens[n].kind == .colon {
            let clause = inheritance(n)
            declarations[index].inheritance = clause.items
            last = clause.last
            n = nextSignificant(last) ?? count
        }
        if isOperator(n, "="), let t = nextSignificant(n), let end = scanType(t) {
            declarations[index].aliasedType = normalizedText(t, end)
            declarations[index].typeIdentifiers = typeIdentifiers.map { name($0) }
            last = end
            n = nextSignificant(end) ?? count
        }
        if word(n) == .where { last = skipWhere(n) }
        headerEnd = max(headerEnd, last)
        declarations[index].tokenRange = first..<(last + 1)
        return i + 1
    }

    mutating func importDeclaration(_ i: Int) -> Int? {
        guard var k = nextSignificant(i), k < count else { return nil }
        var kind: String?
        if let w = word(k), [.struct, .class, .enum, .protocol, .typealias, .func, .var, .let, .actor].contains(w),
           let n = nextSignificant(k), n < count, tokens[n].kind == .identifier
        {
            kind = w.text
            k = n
        }
        guard tokens[k].kind == .identifier || tokens[k].kind == .keyword else { return nil }
        // Only now that it is an import: closing scopes and then answering nil would leave the
        // caller holding the index of a scope that is gone (`{ import (`).
        let end = lastSignificant(before: pendingStart ?? i) + 1
        while scopes.count > 1 { popScope(end: end) }
        var path = [name(k)]
        let moduleToken = k
        exclude(k)
        var last = k
        while let p = nextSignificant(last), p < count, tokens[p].kind == .period, let c = nextSignificant(p), c < count,
              tokens[c].kind == .identifier || tokens[c].kind == .operator
        {
            path.append(name(c))
            if tokens[c].kind == .identifier { exclude(c) }
            last = c
        }
        out.imports.append(ImportDeclaration(
            module: path[0], path: path, kind: kind, attributes: pendingAttributes.map(\.name),
            accessLevel: pendingModifiers.first { m in ["public", "internal", "package", "fileprivate", "private", "open"].contains(m) },
            location: location(moduleToken), isInPreview: scopes[scopes.count - 1].inPreview))
        pendingAttributes.removeAll(keepingCapacity: true)
        pendingModifiers.removeAll(keepingCapacity: true)
        pendingStart = nil
        headerEnd = max(headerEnd, last)
        return i + 1
    }
}
