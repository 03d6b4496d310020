import ArchModel

/// Metatypes held in variables (`let b = ItemsBuilder.self`, `let t = type(of: self)`) and the
/// dynamic type of a value (`type(of: x)`).
extension VariableTypeResolver {
    /// The types whose metatypes the local `let`/`var`, parameter or stored property of the
    /// enclosing type named `name` may hold, read at `token`, each as written (`App.ItemsBuilder`
    /// kept), in order: by its value (`metatypeValues`: `T.self`, `type(of: x)`, each branch of
    /// `c ? A.self : B.self`), for a stored property without one by the values its type's
    /// initializers assign it (`self.b = T.self`), else by its annotation `T.Type` (`let b:
    /// T.Type`, a parameter `b: T.Type`). `Self` for the enclosing type's own (`Self.self`,
    /// `type(of: self)`). No inference beyond that: empty for anything else. `propertyOnly`: as
    /// `self.name` reads it.
    func metatypes(heldBy name: String, before token: Int, file f: Int, declaration: Int?, propertyOnly: Bool = false) -> [String] {
        var found: [String] = []
        func add(_ types: [String]) {
            for type in types where !found.contains(type) { found.append(type) }
        }
        let local = propertyOnly ? nil : localBinding(name, before: token, in: declaration, file: f)
        var values = initialValues(of: name, before: token, file: f, declaration: declaration, propertyOnly: propertyOnly)
        if local == nil, values.isEmpty { values = valuesAssigned(toProperty: name, file: f, declaration: declaration) }
        for value in values { add(metatypeValues(at: value.start, file: value.file, declaration: value.declaration)) }
        guard found.isEmpty else { return found }
        let annotations: [String]
        if let local {
            annotations = local.type.map { [$0] } ?? []
        } else {
            annotations = enclosingTypeMembers(of: declaration, file: f).compactMap { member in
                let d = project.files[member.file].declarations[member.index]
                return d.kind == .variable && d.name == name ? d.typeAnnotation : nil
            }
        }
        for annotation in annotations {
            var written = annotation.trimmingSpaces
            while let last = written.last, last == "?" || last == "!" { written.removeLast() }
            guard written.hasSuffix(".Type"), let type = Self.nominalPath(String(written.dropLast(".Type".count))) else { continue }
            add([type])
        }
        return found
    }

    /// Where the values the initializers of the type around `declaration` of file `f` assign to
    /// its stored property `name` start (`self.b = …`, or `b = …` where no local is named so):
    /// the first token after each `=`, with the file and the initializer.
    func valuesAssigned(toProperty name: String, file f: Int, declaration: Int?) -> [(file: Int, start: Int, declaration: Int?)] {
        var found: [(file: Int, start: Int, declaration: Int?)] = []
        for member in enclosingTypeMembers(of: declaration, file: f) where project.files[member.file].declarations[member.index].kind == .initializer {
            let file = project.files[member.file]
            guard let body = file.declarations[member.index].body else { continue }
            // The initializer's assignments, found by token (in source order), read in place.
            let assignments = file.assignments
            var a = partitionPoint(assignments.count) { assignments[$0].token < body.lowerBound }
            while a < assignments.count, assignments[a].token < body.upperBound {
                defer { a += 1 }
                guard assignments[a].declaration == member.index, assignments[a].operator == "=", assignments[a].path.last == name else { continue }
                let path = assignments[a].path
                guard path.count == 2 && path.first == "self"
                    || path.count == 1 && localBinding(name, before: assignments[a].token, in: member.index, file: member.file) == nil
                else { continue }
                let start = Self.nextCode(after: assignments[a].token, file)
                if start < file.file.tokens.count { found.append((member.file, start, member.index)) }
            }
        }
        return found
    }

    /// The types whose metatypes the value starting at token `start` of file `f` (written in
    /// `declaration`) may be, that value whole: `metatypeValue` of it, or of each branch of a
    /// conditional (`c ? A.self : B.self`, nested ones too); empty for any other value.
    func metatypeValues(at start: Int, file f: Int, declaration: Int?) -> [String] {
        let file = project.files[f]
        let tokens = file.file.tokens
        let code = (start..<Self.valueEnd(from: start, file)).filter { !tokens[$0].kind.isTrivia }
        return metatypeValues(code[...], file: f, declaration: declaration)
    }

    private func metatypeValues(_ code: ArraySlice<Int>, file f: Int, declaration: Int?) -> [String] {
        guard let (question, colon) = Self.conditionalOperators(in: code, project.files[f]) else {
            return metatypeValue(code, file: f, declaration: declaration).map { [$0] } ?? []
        }
        var found = metatypeValues(code[(question + 1)..<colon], file: f, declaration: declaration)
        for type in metatypeValues(code[(colon + 1)...], file: f, declaration: declaration) where !found.contains(type) { found.append(type) }
        return found
    }

    /// The type whose metatype the code tokens `code` are, whole: `T` as written for `T.self`
    /// (`A.T.self`), `Self` for `Self.self`, and the type of `x` for `type(of: x)`
    /// (`dynamicType(ofChain:)`); nil for any other value (`T.self.init()`, `T.self == other`).
    private func metatypeValue(_ code: ArraySlice<Int>, file f: Int, declaration: Int?) -> String? {
        let file = project.files[f]
        let tokens = file.file.tokens
        if let written = Self.selfExpression(code, file) { return written }
        // `type(of: x)`, `Swift.type(of: x)`: the call's `)` ends the value.
        var k = code.startIndex
        if code.count > 2, file.file.token(tokens[code[k]], is: "Swift"), tokens[code[k + 1]].kind == .period { k += 2 }
        guard code.endIndex - k >= 3, tokens[code[k]].kind == .identifier, file.file.token(tokens[code[k]], is: "type"),
              tokens[code[k + 1]].kind == .leftParen, tokens[code[code.endIndex - 1]].kind == .rightParen,
              let chain = Self.typeOfArgument(code[(k + 2)..<(code.endIndex - 1)], file)
        else { return nil }
        return dynamicType(ofChain: chain, before: code[k], file: f, declaration: declaration)
    }

    /// The type `type(of: chain)` is the metatype of, by simple name, read at `token`: `Self`
    /// for `self` (the enclosing type, or a subclass of it), else the type the chain is declared
    /// with (a local, a parameter, a property) when it is a type of the tree or one named
    /// (`let r: BooksReducer`, then `type(of: r)`); nil when that is not known, or is a generic
    /// parameter's or a type declared in a function.
    func dynamicType(ofChain chain: [String], before token: Int, file f: Int, declaration: Int?) -> String? {
        if chain == ["self"] { return "Self" }
        guard let type = type(ofChain: chain, before: token, file: f, declaration: declaration) else { return nil }
        switch type.origin {
        case .tree, .named: return type.name
        case .local, .bound: return nil
        }
    }

    /// `T.self` (`A.T.self`, `Self.self`) as the whole of the code tokens `code`: `T` as written.
    static func selfExpression(_ code: ArraySlice<Int>, _ file: FileSyntax) -> String? {
        let source = file.file
        let tokens = source.tokens
        guard code.count >= 3, code.count % 2 == 1, tokens[code[code.endIndex - 1]].kind == .keyword,
              source.token(tokens[code[code.endIndex - 1]], is: "self") else { return nil }
        var path: [String] = []
        for i in stride(from: code.startIndex, to: code.endIndex - 1, by: 2) {
            let name = tokens[code[i]]
            guard tokens[code[i + 1]].kind == .period,
                  name.kind == .identifier || (i == code.startIndex && name.kind == .keyword && source.token(name, is: "Self")) else { return nil }
            path.append(source.text(of: name))
        }
        guard let last = path.last, last.first?.isUppercase == true else { return nil }
        return path.joined(separator: ".")
    }

    /// In the code tokens `code` of a value, the `?` and `:` of a conditional at its top level
    /// (`c ? A.self : B.self`; the `?` written apart, not optional chaining), as indices of `code`.
    static func conditionalOperators(in code: ArraySlice<Int>, _ file: FileSyntax) -> (question: Int, colon: Int)? {
        let source = file.file
        let tokens = source.tokens
        var depth = 0
        var question: Int?
        var open = 0  // conditionals opened after the first `?`, whose `:` comes first
        for i in code.indices {
            let k = code[i]
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .operator where depth == 0 && source.token(tokens[k], is: "?") && k > 0 && k + 1 < tokens.count
                && tokens[k - 1].kind.isTrivia && tokens[k + 1].kind.isTrivia:
                if question == nil { question = i } else { open += 1 }
            case .colon where depth == 0:
                guard let question else { return nil }
                if open == 0 { return (question, i) }
                open -= 1
            default: break
            }
        }
        return nil
    }

    /// From the code tokens between the parentheses of a `type(of:)` call, its argument: `self`,
    /// a name, or names after it or `self`, joined by periods (`self.reducer`), as a chain; nil
    /// for any other argument (a call, an expression).
    static func typeOfArgument(_ code: ArraySlice<Int>, _ file: FileSyntax) -> [String]? {
        let source = file.file
        let tokens = source.tokens
        guard code.count >= 3, code.count % 2 == 1, source.token(tokens[code[code.startIndex]], is: "of"),
              tokens[code[code.startIndex + 1]].kind == .colon else { return nil }
        var chain: [String] = []
        for (i, k) in code.dropFirst(2).enumerated() {
            if i % 2 == 1 {
                guard tokens[k].kind == .period else { return nil }
            } else {
                guard tokens[k].kind == .identifier || (i == 0 && tokens[k].kind == .keyword && source.token(tokens[k], is: "self")) else {
                    return nil
                }
                chain.append(source.text(of: tokens[k]))
            }
        }
        return chain
    }

    /// The token that ends the value starting at `start`: a `,` or `;`, or a closing bracket, at
    /// its depth; a line's end that the next line does not continue (`.x`, an operator, the `:`
    /// of a conditional) and that does not end in an infix operator or a `:`; the token count.
    static func valueEnd(from start: Int, _ file: FileSyntax) -> Int {
        let tokens = file.file.tokens
        var depth = 0
        var k = start
        while k < tokens.count {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                if depth == 0 { return k }
                depth -= 1
            case .comma, .semicolon: if depth == 0 { return k }
            case .newline where depth == 0:
                let next = nextCode(after: k, file)
                let previous = significantToken(before: k, tokens)
                let continued = next < tokens.count && [.period, .operator, .colon].contains(tokens[next].kind)
                let open = previous >= start && (tokens[previous].kind == .colon
                    || (tokens[previous].kind == .operator && previous > 0 && tokens[previous - 1].kind.isTrivia))
                if !continued && !open { return k }
            default: break
            }
            k += 1
        }
        return k
    }
}
