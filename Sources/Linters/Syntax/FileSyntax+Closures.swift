extension FileSyntax {
    /// Whether the token at `token` is inside a closure written in `body` (a declaration's body,
    /// `{` through `}`): a call's trailing closure (`Task { … }`), or a closure as a value
    /// (`configure = { … }`, `run({ … })`, `let f: () -> T = { … }`): an open `{` between the
    /// body's and the token that follows `=`, `(`, `,`, `:`, `[`, `return` or `??`. The braces
    /// of `if`, `for`, `switch`, `do` and the like are not closures: code there runs in the body.
    func isInClosure(_ token: Int, within body: Range<Int>) -> Bool {
        guard body.contains(token) else { return false }
        for call in calls {
            if let closure = call.trailingClosure, closure.lowerBound > body.lowerBound, closure.contains(token) { return true }
        }
        let tokens = file.tokens
        var depth = 0
        var k = token - 1
        while k > body.lowerBound {
            switch tokens[k].kind {
            case .rightBrace: depth += 1
            case .leftBrace:
                if depth > 0 {
                    depth -= 1
                    break
                }
                var p = k - 1
                while p > body.lowerBound, tokens[p].kind.isTrivia { p -= 1 }
                switch tokens[p].kind {
                case .leftParen, .comma, .colon, .leftSquare: return true
                case .operator where file.token(tokens[p], is: "=") || file.token(tokens[p], is: "??"): return true
                case .keyword where file.token(tokens[p], is: "return"): return true
                default: break
                }
            default: break
            }
            k -= 1
        }
        return false
    }
}
