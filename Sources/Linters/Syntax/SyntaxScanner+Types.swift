/// Types as they appear in headers: where they end, their base name and generic arguments, and
/// their normalized text.
extension SyntaxScanner {
    /// The index of the last token of the type that starts at `start`, or nil if none starts
    /// there. Leaves the identifier tokens it named in `typeIdentifiers`.
    mutating func scanType(_ start: Int) -> Int? {
        typeIdentifiers.removeAll(keepingCapacity: true)
        typeStack.removeAll(keepingCapacity: true)
        let paren = UInt8(ascii: "("), square = UInt8(ascii: "["), angle = UInt8(ascii: "<")
        var k = start
        var last = -1
        var expectPrimary = true
        scan: while k < count {
            let t = tokens[k]
            if t.kind.isTrivia { k += 1; continue }
            if expectPrimary {
                switch t.kind {
                case .atSign:
                    // `@Sendable`, `@SwiftUI.MainActor`, `@convention(c)`.
                    k = typeAttributeEnd(k)
                    last = k
                case .identifier, .keyword:
                    let w = word(k)
                    let n = nextSignificant(k) ?? count
                    // `nonisolated(nonsending) () async -> Void` (SE-0461): a specifier before the
                    // function type, not the type.
                    if w == .nonisolated, n < count, tokens[n].kind == .leftParen, let close = matchingClose(n),
                       let after = nextSignificant(close), after < count,
                       [.identifier, .keyword, .leftParen, .leftSquare, .atSign].contains(tokens[after].kind) {
                        last = close
                        k = close
                        break
                    }
                    if let w, w.isTypeSpecifier || w == .inout, n < count,
                       [.identifier, .keyword, .leftParen, .leftSquare, .operator, .atSign].contains(tokens[n].kind)
                    {
                        last = k
                        break
                    }
                    if typeStack.last == paren, n < count {
                        // A tuple or function-type element label: `(a: Int)`, `(_ a: Int)`.
                        if tokens[n].kind == .colon {
                            last = n
                            k = n
                            break
                        }
                        if isName(n), let c = nextSignificant(n), c < count, tokens[c].kind == .colon {
                            last = c
                            k = c
                            break
                        }
                    }
                    if t.kind == .keyword {
                        guard let w, w == .Self || w == .Any || w == .class || w == .self || w == .underscore else { break scan }
                    } else {
                        typeIdentifiers.append(k)
                    }
                    last = k
                    expectPrimary = false
                case .leftParen:
                    typeStack.append(paren)
                    last = k
                case .leftSquare:
                    typeStack.append(square)
                    last = k
                case .rightParen where typeStack.last == paren:
                    typeStack.removeLast()
                    last = k
                    expectPrimary = false
                case .operator where base[Int(t.start)] == UInt8(ascii: "~") && t.length == 1:
                    last = k
                case .integerLiteral where typeStack.last == angle || typeStack.last == square:
                    // A value generic argument (`InlineArray<3, Int>`) or the count of `[3 of Int]`.
                    last = k
                    expectPrimary = false
                default:
                    break scan
                }
            } else {
                switch t.kind {
                case .period:
                    guard let n = nextSignificant(k), n < count, isName(n) else { break scan }
                    if tokens[n].kind == .identifier { typeIdentifiers.append(n) }
                    last = n
                    k = n
                case .operator:
                    let c = base[Int(t.start)]
                    if c == angle, t.length == 1, last >= 0, tokens[last].end == t.start {
                        typeStack.append(angle)
                        expectPrimary = true
                    } else if c == UInt8(ascii: ">") {
                        var run = closingAngles(k).count
                        while run > 0, typeStack.last == angle {
                            typeStack.removeLast()
                            run -= 1
                        }
                        if run > 0 { break scan }
                    } else if token(t, is: "?") || token(t, is: "!") || token(t, is: "...")
                                || token(t, is: "?...") {
                        // postfix
                    } else if token(t, is: "&") || token(t, is: "->") {
                        expectPrimary = true
                    } else {
                        break scan
                    }
                    last = k
                case .identifier where typeStack.last == square && token(t, is: "of"):
                    // `[3 of Int]`, `[count of Int]`: the element type follows.
                    expectPrimary = true
                    last = k
                case .identifier, .keyword:
                    guard let w = word(k), w == .async || w == .throws || w == .rethrows else { break scan }
                    if k + 1 < count, tokens[k + 1].kind == .leftParen, let close = matchingClose(k + 1) { k = close }
                    last = k
                case .comma where !typeStack.isEmpty:
                    expectPrimary = true
                    last = k
                case .colon where typeStack.last == square:
                    expectPrimary = true
                    last = k
                case .rightParen where typeStack.last == paren, .rightSquare where typeStack.last == square:
                    typeStack.removeLast()
                    last = k
                default:
                    break scan
                }
            }
            k += 1
        }
        return last >= start ? last : nil
    }

    /// The last token of the type attribute whose `@` is at `at`: its name, or the `)` that closes
    /// its arguments. As for swift-syntax, a `(` right after the name opens the arguments unless
    /// the attribute takes none (`@autoclosure() -> String`, `@escaping() -> Void`) or the group
    /// is a function type's parameters, which an `->`, `throws`, `async` or a closing bracket
    /// follows (`@MainActor() -> Void`).
    mutating func typeAttributeEnd(_ at: Int) -> Int {
        let k = attributeHeadEnd(at) ?? at + 1
        guard k + 1 < count, tokens[k + 1].kind == .leftParen, let close = matchingClose(k + 1) else { return k }
        for word: StaticString in ["autoclosure", "escaping", "Sendable", "noescape", "unchecked", "retroactive",
                                   "preconcurrency", "async", "noDerivative", "_local", "_noMetadata"]
            where token(tokens[k], is: word) { return k }
        guard let n = nextSignificant(close), n < count else { return close }
        switch tokens[n].kind {
        case .rightParen, .rightSquare, .rightBrace:
            return k
        case .operator:
            if isOperator(n, "->") || base[Int(tokens[n].start)] == UInt8(ascii: ">") { return k }
        case .identifier, .keyword:
            if let w = word(n), w == .throws || w == .rethrows || w == .async || w == .reasync { return k }
            if token(tokens[n], is: "throw") { return k }
        default:
            break
        }
        return close
    }

    /// The dotted base name (without generic arguments, attributes or `some`/`any`) and the
    /// top-level generic arguments of the last component of the type in `start...end`.
    mutating func describeType(_ start: Int, _ end: Int) -> (baseName: String, genericArguments: [String]) {
        var baseName = ""
        var arguments: [String] = []
        var depth = 0
        var argumentStart = -1
        var expectComponent = true
        var done = false
        var k = start
        while k <= end, k < count {
            let t = tokens[k]
            if t.kind.isTrivia { k += 1; continue }
            if depth == 0 {
                if done { break }
                switch t.kind {
                case .atSign:
                    k = typeAttributeEnd(k)
                case .identifier, .keyword:
                    if let w = word(k), w.isTypeSpecifier || w == .inout, k < end { break }
                    if expectComponent {
                        baseName += name(k)
                        expectComponent = false
                    } else {
                        done = true
                    }
                case .period:
                    if !baseName.isEmpty {
                        baseName += "."
                        expectComponent = true
                    }
                case .operator:
                    if base[Int(t.start)] == UInt8(ascii: "<"), t.length == 1 {
                        depth = 1
                        arguments = []
                        argumentStart = k + 1
                    } else if token(t, is: "~") {
                        break
                    } else {
                        done = true
                    }
                default:
                    done = true
                }
            } else {
                switch t.kind {
                case .operator:
                    let c = base[Int(t.start)]
                    if c == UInt8(ascii: "<") {
                        depth += leadingRun(k, of: c)
                    } else if c == UInt8(ascii: ">") {
                        let newDepth = depth - closingAngles(k).count
                        if newDepth <= 0 {
                            arguments.append(normalizedText(argumentStart, k - 1))
                        }
                        depth = max(newDepth, 0)
                    }
                case .leftParen, .leftSquare: depth += 1
                case .rightParen, .rightSquare: depth -= 1
                case .comma where depth == 1:
                    arguments.append(normalizedText(argumentStart, k - 1))
                    argumentStart = k + 1
                default: break
                }
            }
            k += 1
        }
        return (baseName, arguments)
    }

    /// The closing `>` of generic arguments starting at `open` in an expression (`Foo<Bar>(…)`),
    /// or nil when the tokens cannot be generic arguments.
    func genericArgumentsClose(_ open: Int) -> Int? {
        var depth = 0
        var k = open
        let limit = min(count, open + 128)
        while k < limit {
            let t = tokens[k]
            switch t.kind {
            case .operator:
                let c = base[Int(t.start)]
                if c == UInt8(ascii: "<"), t.length == 1 {
                    depth += 1
                } else if c == UInt8(ascii: ">") {
                    let (run, wholeToken) = closingAngles(k)
                    guard wholeToken || depth - run <= 0 else { return nil }
                    depth -= run
                    if depth <= 0 { return depth == 0 && wholeToken ? k : nil }
                } else if !(token(t, is: "?") || token(t, is: "!") || token(t, is: "&")
                            || token(t, is: "->") || token(t, is: "...") || token(t, is: "~")) {
                    return nil
                }
            case .identifier, .keyword, .period, .comma, .colon, .leftSquare, .rightSquare, .leftParen, .rightParen,
                 .whitespace:
                break
            default:
                return nil
            }
            k += 1
        }
        return nil
    }

    /// For an operator that starts with `>`: how many angle brackets it closes, and whether it
    /// closes them all the way to its last byte. The lexer makes one operator of the `>` of
    /// nested generic arguments and the postfix `?` or `!` between and after them
    /// (`Array<Array<Int>?>` ends in `>?>`, `X<Y<Z>!>?` in `>!>?`): every `>` of such a token
    /// closes one (and it closes to its end when it ends in one). Otherwise only the leading
    /// run does (`>>`; the `>` of `>=`).
    @inline(__always)
    func closingAngles(_ k: Int) -> (count: Int, wholeToken: Bool) {
        let t = tokens[k]
        let start = Int(t.start)
        var n = 0
        var closers = 0
        while n < t.length {
            let c = base[start + n]
            if c == UInt8(ascii: ">") {
                closers += 1
            } else if c != UInt8(ascii: "?"), c != UInt8(ascii: "!") {
                return (leadingRun(k, of: UInt8(ascii: ">")), false)
            }
            n += 1
        }
        return (closers, n > 0 && base[start + n - 1] == UInt8(ascii: ">"))
    }

    @inline(__always)
    func leadingRun(_ k: Int, of byte: UInt8) -> Int {
        let t = tokens[k]
        var n = 0
        while n < t.length, base[Int(t.start) + n] == byte { n += 1 }
        return n
    }

    /// The significant tokens of `from...through` joined with canonical spacing: one space
    /// between words and after `,` and `:`, around binary operators that had space around them,
    /// none inside brackets. Angle brackets closed by a token outside the range are completed.
    mutating func normalizedText(_ from: Int, _ through: Int) -> String {
        guard from <= through, from < count else { return "" }
        let last = min(through, count - 1)
        // Most texts are one word (`Int`, `Self`): its bytes as they are.
        if lastSignificant(before: last + 1) == from, tokens[from].kind != .operator, !tokens[from].kind.isTrivia {
            let t = tokens[from]
            return interner.string(UnsafeBufferPointer(start: base + Int(t.start), count: t.length))
        }
        // Written into a buffer kept across calls and made a string through the interner: a
        // file spells the same long types (`EventLoopFuture<Void>`) over and over.
        textScratch.removeAll(keepingCapacity: true)
        var previous = -1
        var angles = 0
        for k in from...last {
            let t = tokens[k]
            if t.kind.isTrivia { continue }
            if previous >= 0, needsSpace(previous, k) { textScratch.append(UInt8(ascii: " ")) }
            textScratch.append(contentsOf: UnsafeBufferPointer(start: base + Int(t.start), count: t.length))
            if t.kind == .operator {
                let c = base[Int(t.start)]
                if c == UInt8(ascii: "<") { angles += leadingRun(k, of: c) }
                if c == UInt8(ascii: ">") { angles -= closingAngles(k).count }
            }
            previous = k
        }
        while angles > 0 {
            textScratch.append(UInt8(ascii: ">"))
            angles -= 1
        }
        return textScratch.withUnsafeBufferPointer { interner.string($0) }
    }

    private func needsSpace(_ a: Int, _ b: Int) -> Bool {
        let ka = tokens[a].kind
        let kb = tokens[b].kind
        if isWordLike(ka), isWordLike(kb) { return true }
        if ka == .comma || ka == .colon { return true }
        guard b > a + 1 else { return false }
        if ka == .operator, !isTightOperator(a) { return true }
        if kb == .operator, !isTightOperator(b) { return true }
        if isWordLike(ka), kb == .leftParen || kb == .leftBrace || kb == .atSign { return true }
        if ka == .rightParen || ka == .rightSquare, isWordLike(kb) || kb == .leftBrace { return true }
        if ka == .leftBrace || kb == .rightBrace || ka == .rightBrace { return true }
        // `[2 of [3 of Int]]`.
        if kb == .leftSquare, ka == .identifier, token(tokens[a], is: "of") { return true }
        return false
    }

    private func isWordLike(_ kind: TokenKind) -> Bool {
        kind == .identifier || kind == .keyword || kind == .integerLiteral || kind == .floatLiteral
    }

    private func isTightOperator(_ k: Int) -> Bool {
        let t = tokens[k]
        let c = base[Int(t.start)]
        return c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || token(t, is: "?") || token(t, is: "!")
            || token(t, is: "...") || token(t, is: "~") || token(t, is: "..<")
    }
}
