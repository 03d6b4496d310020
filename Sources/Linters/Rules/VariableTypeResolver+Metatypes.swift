import ArchModel

/// Metatypes held in variables (`let b = ItemsBuilder.self`, `let t = type(of: self)`) and the
/// dynamic type of a value (`type(of: x)`).
extension VariableTypeResolver {
    /// The type whose metatype the local `let`/`var`, parameter or stored property of the
    /// enclosing type named `name` holds, read at `token`, as written (`App.ItemsBuilder` kept):
    /// by its value (`metatypeValue`: `T.self`, `type(of: x)`), else by its annotation `T.Type`
    /// (`let b: T.Type`, a parameter `b: T.Type`). `Self` for the enclosing type's own
    /// (`Self.self`, `type(of: self)`). No inference beyond that: nil for anything else.
    /// `propertyOnly`: as `self.name` reads it.
    func metatype(heldBy name: String, before token: Int, file f: Int, declaration: Int?, propertyOnly: Bool = false) -> String? {
        for value in initialValues(of: name, before: token, file: f, declaration: declaration, propertyOnly: propertyOnly) {
            if let type = metatypeValue(at: value.start, file: value.file, declaration: value.declaration) { return type }
        }
        guard !propertyOnly, var written = localBinding(name, before: token, in: declaration, file: f)?.type?.trimmingSpaces else { return nil }
        while let last = written.last, last == "?" || last == "!" { written.removeLast() }
        guard written.hasSuffix(".Type") else { return nil }
        return Self.nominalPath(String(written.dropLast(".Type".count)))
    }

    /// The type whose metatype the value starting at token `start` of file `f` (written in
    /// `declaration`) is, that value whole: `T` as written for `T.self` (`A.T.self`), `Self` for
    /// `Self.self`, and the type of `x` for `type(of: x)` (`dynamicType(ofChain:)`); nil for
    /// any other value (`T.self.init()`, `T.self == other`).
    func metatypeValue(at start: Int, file f: Int, declaration: Int?) -> String? {
        let file = project.files[f]
        let tokens = file.file.tokens
        let code = (start..<Self.valueEnd(from: start, file)).filter { !tokens[$0].kind.isTrivia }
        if let written = Self.selfExpression(code, file) { return written }
        // `type(of: x)`, `Swift.type(of: x)`: the call's `)` ends the value.
        var k = 0
        if code.count > 2, file.file.token(tokens[code[0]], is: "Swift"), tokens[code[1]].kind == .period { k = 2 }
        guard code.count >= k + 3, tokens[code[k]].kind == .identifier, file.file.token(tokens[code[k]], is: "type"),
              tokens[code[k + 1]].kind == .leftParen, tokens[code[code.count - 1]].kind == .rightParen,
              let chain = Self.typeOfArgument(code[(k + 2)..<(code.count - 1)], file)
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
    static func selfExpression(_ code: [Int], _ file: FileSyntax) -> String? {
        let source = file.file
        let tokens = source.tokens
        guard code.count >= 3, code.count % 2 == 1, tokens[code[code.count - 1]].kind == .keyword,
              source.token(tokens[code[code.count - 1]], is: "self") else { return nil }
        var path: [String] = []
        for i in stride(from: 0, to: code.count - 1, by: 2) {
            let name = tokens[code[i]]
            guard tokens[code[i + 1]].kind == .period,
                  name.kind == .identifier || (i == 0 && name.kind == .keyword && source.token(name, is: "Self")) else { return nil }
            path.append(source.text(of: name))
        }
        guard let last = path.last, last.first?.isUppercase == true else { return nil }
        return path.joined(separator: ".")
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
