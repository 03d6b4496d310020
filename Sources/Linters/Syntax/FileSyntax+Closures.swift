extension FileSyntax {
    /// Whether the token at `token` is inside a closure written in `body` (a declaration's body,
    /// `{` through `}`): inside an open `{` between the body's and the token that is not the
    /// block of a statement (`isStatementBlock`). A `return` there is the closure's.
    func isInClosure(_ token: Int, within body: Range<Int>) -> Bool {
        enclosingBraces(of: token, within: body).contains { !isStatementBlock($0) }
    }

    /// Whether the token at `token` is inside a closure written in `body` that runs later, if
    /// ever, rather than before `body` returns: one stored as a value (`configure = { … }`,
    /// `let f: () -> Void = { … }`) or handed to a call that runs it later (`Task { … }`,
    /// `Task<Void, Never> { … }`, `Task.detached`, `DispatchQueue.main.async`, `asyncAfter`,
    /// `sink`, `addObserver`, `scheduledTimer`, `RunLoop.main.perform`, `addOperation`). A
    /// closure that runs in place (`forEach { … }`, `sorted(by: { … })`, `withExtendedLifetime`)
    /// does not count, nor does a statement's block.
    func isInDeferredClosure(_ token: Int, within body: Range<Int>) -> Bool {
        let tokens = file.tokens
        for brace in enclosingBraces(of: token, within: body) where !isStatementBlock(brace) {
            var p = brace - 1
            while p > body.lowerBound, tokens[p].kind.isTrivia { p -= 1 }
            if tokens[p].kind == .operator, file.token(tokens[p], is: "=") { return true }
            // `Task { … }`, `Task<Void, Never> { … }`, `Task.init { … }`, `Task.detached { … }`.
            if startsTask(before: p, after: body.lowerBound) { return true }
            // The call it is the trailing closure or an argument of.
            if let call = calls.first(where: { call in
                call.trailingClosure?.lowerBound == brace || call.arguments.map { $0.contains(brace) && $0.lowerBound < brace } == true
            }), Self.deferringCalls.contains(call.name) {
                return true
            }
        }
        return false
    }

    /// Calls whose closure runs after they return.
    static let deferringCalls: Set<String> = [
        "Task", "detached", "async", "asyncAfter", "sink", "addObserver", "scheduledTimer", "publisher", "onReceive",
        "perform", "addOperation",
    ]

    /// Whether the code that ends at token `end` names `Task`, with generic arguments, `.init` or
    /// `.detached` after it, right before a closure.
    private func startsTask(before end: Int, after start: Int) -> Bool {
        let tokens = file.tokens
        var k = end
        if tokens[k].kind == .rightParen {
            // `Task(priority: .high) { … }`: over the arguments.
            var depth = 0
            while k > start {
                if tokens[k].kind == .rightParen { depth += 1 }
                if tokens[k].kind == .leftParen { depth -= 1; if depth == 0 { break } }
                k -= 1
            }
            k -= 1
        }
        if tokens[k].kind == .operator, file.token(tokens[k], is: ">") {
            var depth = 0
            while k > start {
                if tokens[k].kind == .operator, file.token(tokens[k], is: ">") { depth += 1 }
                if tokens[k].kind == .operator, file.token(tokens[k], is: "<") { depth -= 1; if depth == 0 { break } }
                k -= 1
            }
            k -= 1
        }
        if k - 2 > start, tokens[k - 1].kind == .period,
           file.token(tokens[k], is: "init") || file.token(tokens[k], is: "detached") {
            k -= 2
        }
        return k > start && tokens[k].kind == .identifier && file.token(tokens[k], is: "Task")
    }

    /// The `{` tokens open at `token`, innermost first, between `body`'s `{` (excluded) and it.
    private func enclosingBraces(of token: Int, within body: Range<Int>) -> [Int] {
        guard body.contains(token) else { return [] }
        let tokens = file.tokens
        var result: [Int] = []
        var depth = 0
        var k = token - 1
        while k > body.lowerBound {
            switch tokens[k].kind {
            case .rightBrace: depth += 1
            case .leftBrace:
                if depth > 0 { depth -= 1 } else { result.append(k) }
            default: break
            }
            k -= 1
        }
        return result
    }

    /// Whether the `{` at `brace` opens the block of a statement (`if`, `guard … else`, `for`,
    /// `while`, `repeat`, `switch`, `do`, `catch`, `defer`) or of an accessor (`get`, `set`,
    /// `willSet`, `didSet`) rather than a closure: the statement's keyword is found going back
    /// from it at bracket depth 0 without crossing another `{`, a `;` or the start of the
    /// statement (a line break that continues nothing).
    func isStatementBlock(_ brace: Int) -> Bool {
        let tokens = file.tokens
        var depth = 0
        var k = brace - 1
        var next = brace  // the code token after `k`
        while k >= 0 {
            let t = tokens[k]
            switch t.kind {
            case .rightParen, .rightSquare: depth += 1
            case .leftParen, .leftSquare:
                if depth == 0 { return false }
                depth -= 1
            case .leftBrace, .semicolon: if depth == 0 { return false }
            case .rightBrace:
                // `} else {`: the `else`'s block.
                if depth == 0 { return false }
            case .keyword where depth == 0:
                if Self.blockKeywords.contains(where: { file.token(t, is: $0) }) { return true }
            case .identifier where depth == 0 && next == brace:
                // An accessor's block: `get {`, `set {`, `willSet {`, `didSet {` (contextual words).
                if Self.accessorWords.contains(where: { file.token(t, is: $0) }) { return true }
            case .newline where depth == 0:
                // A line break ends the statement unless the line before ends in an operator, a
                // comma, a colon or a keyword (`if` alone on its line), or the next line starts
                // with a period, an operator, a word like `where`, or the `{` itself (a block
                // opened on its own line).
                var p = k - 1
                while p >= 0, tokens[p].kind.isTrivia && tokens[p].kind != .newline { p -= 1 }
                let before = p >= 0 ? tokens[p].kind : .newline
                let after = next < tokens.count ? tokens[next].kind : .newline
                let continuing = after == .keyword && Self.continuingWords.contains { file.token(tokens[next], is: $0) }
                if ![.operator, .comma, .colon, .keyword].contains(before) && ![.period, .operator].contains(after) && next != brace
                    && !continuing {
                    return false
                }
            default: break
            }
            if !t.kind.isTrivia { next = k }
            k -= 1
        }
        return false
    }

    /// Words that continue a statement at the start of a line (`for id in ids` / `where id > 0 {`).
    static let continuingWords: [StaticString] = ["where", "in", "as", "is", "else", "catch"]
    static let blockKeywords: [StaticString] = ["if", "else", "guard", "for", "while", "repeat", "switch", "do", "catch", "defer"]
    static let accessorWords: [StaticString] = ["get", "set", "willSet", "didSet", "_read", "_modify"]
}
