import ArchModel

/// Finds the declared type of a variable or member chain as written in code: through parameters,
/// local `let`/`var`s and stored properties (of the enclosing type and its superclasses in the
/// tree) with a type annotation or a `T(…)` initial value. No inference beyond that: anything else
/// resolves to nil.
///
/// The scanner records no local variables, so locals are read from the tokens of the enclosing
/// function bodies before the use, each seen up to the end of its block (a condition's or a
/// loop's, of the block after it; a closure parameter's, of its closure).
struct VariableTypeResolver {
    let project: LintProject
    /// What is read once and asked again and again (a function with thousands of assignments
    /// asks for each): each body's bindings, each type's properties by name. A resolver serves
    /// one rule's pass, on one thread.
    private let cache = Cache()

    init(project: LintProject) {
        self.project = project
    }

    private final class Cache {
        /// By body (file and declaration), the `let`/`var`/`for` bindings in it, by name, in source order.
        var bindings: [BodyKey: [String: [BodyBinding]]] = [:]
        /// By owner (a key of `memberIndices(ofDeclared:)`, or a simple name after `\u{0}`), its
        /// properties by name: the ones declared with a written type, one per distinct type (a
        /// property declared in two `#if` branches may have two), first first.
        var properties: [String: [String: [Property]]] = [:]
        /// By local type (file and declaration), where its scope ends (`scopeEnd`).
        var scopeEnds: [BodyKey: Int] = [:]
        /// By file, the `switch` of each `case` label asked about (`conditionalExpressionKeyword`).
        var labels: [Int: Box<[Int: Int]>] = [:]
        /// By file, full scans of files the project holds skimmed (`fullScan(of:)`).
        var fullScans: [Int: FullScan] = [:]
        /// By file, its calls' argument lists by where they open (`argumentLists(of:)`).
        var argumentLists: [Int: ArgumentLists] = [:]
        /// By file, the index of the first of its assignments at each operator token (`assignment(at:file:)`).
        var assignmentsByToken: [Int: [Int: Int]] = [:]

        func switchLabels(of file: Int) -> Box<[Int: Int]> {
            if let known = labels[file] { return known }
            let made = Box<[Int: Int]>([:])
            labels[file] = made
            return made
        }
    }

    /// A file as a full scan reads it (`fullScan(of:)`), and where its declarations are in the
    /// project's scan of the file.
    struct FullScan {
        let syntax: FileSyntax
        /// By declaration of `syntax`, the project's index of the same declaration; of one the
        /// project's scan left out (a local declaration, which a skim for `lint --staged` steps
        /// over), of the nearest declaration it is inside, with `isSame` false. Nil when the
        /// indices are the same.
        let projectIndices: [(index: Int?, isSame: Bool)]?

        /// The project's index of declaration `d` of `syntax`, or of the one it is inside.
        func projectDeclaration(_ d: Int?) -> Int? {
            guard let d else { return nil }
            return projectIndices.map { $0[d].index } ?? d
        }

        /// The project's index of declaration `d` of `syntax` when the project has it.
        func sameDeclaration(_ d: Int?) -> Int? {
            guard let d else { return nil }
            guard let projectIndices else { return d }
            return projectIndices[d].isSame ? projectIndices[d].index : nil
        }
    }

    /// File `f` as a full scan reads it: the project's own scan, or, for a file the project
    /// holds skimmed, a full scan made when first asked and kept for the pass. Its declarations
    /// are not placed in module namespaces: ask the project's scan (`project.files[f]`) of what
    /// they are, by the project's indices (`FullScan.projectDeclaration(_:)`): a skim that left
    /// out local declarations (`lint --staged` skims so) has fewer.
    func fullScan(of f: Int) -> FullScan {
        let file = project.files[f]
        guard file.isSkim else { return FullScan(syntax: file, projectIndices: nil) }
        if let known = cache.fullScans[f] { return known }
        let full = Linter.scanInFull([f], of: project.files)[0]
        var indices: [(index: Int?, isSame: Bool)]?
        if full.declarations.count != file.declarations.count {
            // The skim's declarations are the full scan's less the local ones, in the same order:
            // matched by where they start.
            var map: [(index: Int?, isSame: Bool)] = []
            map.reserveCapacity(full.declarations.count)
            var next = 0
            for declaration in full.declarations {
                if next < file.declarations.count, file.declarations[next].tokenRange.lowerBound == declaration.tokenRange.lowerBound,
                   file.declarations[next].kind == declaration.kind {
                    map.append((next, true))
                    next += 1
                } else {
                    map.append((declaration.parent.flatMap { map[$0].index }, false))
                }
            }
            indices = map
        }
        let scan = FullScan(syntax: full, projectIndices: indices)
        cache.fullScans[f] = scan
        return scan
    }

    private struct BodyKey: Hashable {
        var file: Int
        var declaration: Int
    }

    /// One binding in a body: the bound name's token, with its written type; for `for name in
    /// sequence`, the sequence's token and name (nil when it is no plain name).
    private struct BodyBinding {
        var nameToken: Int
        var type: String?
        var sequenceToken = -1
        var sequence: String?
        /// Where the binding's scope ends: a closure parameter's is the closure's `}`.
        var scopeEnd = Int.max
        /// For `let name = chain` (`let store = repository`, `let r = self.repository`): the
        /// chain, whose type the name has, read before the name (so `let repository =
        /// repository` reads the property).
        var alias: [String]? = nil
    }

    typealias Property = (written: String, file: Int, declaration: Int)

    /// A local binding of a name: a parameter or a local `let`/`var`, with its type when written.
    struct LocalBinding {
        var type: String?
        /// For `for name in sequence`: the sequence's name, whose element type is the binding's.
        var elementOf: String? = nil
        /// For `let name = chain`: the chain and where it is read, the name's token (`BodyBinding.alias`).
        var aliasOf: (chain: [String], token: Int)? = nil
        /// The bound name's token in a body (nil for a parameter), where its initial value is read.
        var nameToken: Int? = nil
        /// Where a binding in a body is: the bound name's token, also for a closure's parameter
        /// or a loop's variable that has an element type (`elementOf`), and for `$0` / `$1` the
        /// closure's `{`. Nil for a parameter.
        var token: Int? = nil
    }

    /// The innermost parameter or local `let`/`var` named `name` visible before `token` in the
    /// functions, initializers, accessors and closures around `declaration` of file `f` (up to
    /// the enclosing type): in a body, the last binding of the name before `token` whose block
    /// `token` is in.
    func localBinding(_ name: String, before token: Int, in declaration: Int?, file f: Int) -> LocalBinding? {
        let file = project.files[f]
        var current = declaration
        while let c = current, !file.declarations[c].kind.hasMembers {
            if let body = file.declarations[c].body,
               let binding = bindings(in: body, of: c, file: f)[name]?.last(where: { $0.nameToken < min(token, body.upperBound) && token < $0.scopeEnd }) {
                if binding.sequenceToken < 0 {
                    return LocalBinding(type: binding.type, aliasOf: binding.alias.map { ($0, binding.nameToken) }, nameToken: binding.nameToken,
                                        token: binding.nameToken)
                }
                return LocalBinding(type: nil, elementOf: binding.sequenceToken < min(token, body.upperBound) ? binding.sequence : nil,
                                    token: binding.nameToken)
            }
            if let parameter = file.declarations[c].parameters.first(where: { $0.name == name }) { return LocalBinding(type: parameter.type) }
            current = file.declarations[c].parent
        }
        return nil
    }

    /// Every `let name` / `var name` (with its annotated or constructed type) and `for name in
    /// sequence` in `body`, by name, read once.
    private func bindings(in body: Range<Int>, of declaration: Int, file f: Int) -> [String: [BodyBinding]] {
        let key = BodyKey(file: f, declaration: declaration)
        if let known = cache.bindings[key] { return known }
        let file = project.files[f]
        let source = file.file
        let tokens = source.tokens
        var found: [String: [BodyBinding]] = [:]
        let end = min(body.upperBound, tokens.count)
        // The braces open at each point, and where each closes (found when first asked): a
        // binding is seen up to the end of its block, not after it.
        var open: [Int] = []
        var closes: [Int: Int] = [:]
        func close(of brace: Int) -> Int {
            if let known = closes[brace] { return known }
            let result = Self.closingBrace(of: brace, file, end: end)
            closes[brace] = result
            return result
        }
        func enclosingEnd() -> Int { open.last.map(close(of:)) ?? Int.max }
        // The block a condition's or a loop's binding is seen in: the one after it.
        func nextBlockEnd(after k: Int) -> Int {
            // (Not a closure inside the condition's parentheses: `contains(where: { … })`.)
            var j = k, depth = 0
            while j < end, tokens[j].kind != .leftBrace || depth > 0 {
                switch tokens[j].kind {
                case .leftParen, .leftSquare: depth += 1
                case .rightParen, .rightSquare: depth = max(0, depth - 1)
                case .leftBrace: j = close(of: j)
                default: break
                }
                j += 1
            }
            return j < end ? close(of: j) : enclosingEnd()
        }
        // Where a name a `case` pattern binds at `binding` is seen: the block after an `if`,
        // `while` or `for` condition; after `guard`, the rest of the block; in a `switch`'s
        // label, up to the next label.
        func caseScopeEnd(_ caseToken: Int, binding: Int) -> Int {
            switch Self.statementOfCase(at: caseToken, file) {
            case "if", "while", "for": nextBlockEnd(after: binding)
            case "guard": enclosingEnd()
            default: min(Self.nextCaseLabel(after: binding, file, end: end) ?? enclosingEnd(), enclosingEnd())
            }
        }
        var previous = -1  // the code token before the current one
        for k in body.lowerBound..<end where !tokens[k].kind.isTrivia {
            defer { previous = k }
            let t = tokens[k]
            if t.kind == .rightBrace {
                _ = open.popLast()
                continue
            }
            if t.kind == .leftBrace {
                open.append(k)
                // A closure's parameters (`{ state in`, `{ [weak self] a, b in`, `{ (state: inout S) -> Void in`),
                // bound up to its `}`; of a sequence method's trailing closure (`items.forEach { item in`),
                // each an element of the sequence, and so are `$0` and `$1`. Any other closure's `$0`
                // is bound too, to nothing known, so that it hides an outer closure's.
                let sequence = Self.sequence(ofElementClosureAt: k, file)
                let parameters = Self.closureParameters(afterBrace: k, file, end: end)
                for n in parameters {
                    found[source.text(of: tokens[n]), default: []].append(
                        BodyBinding(nameToken: n, type: nil, sequenceToken: sequence == nil ? -1 : n, sequence: sequence, scopeEnd: close(of: k)))
                }
                // A capture list's new names (`[store = repository] in`), each the chain it captures.
                for (name, chain) in Self.captureAliases(afterBrace: k, file, end: end, hasParameters: !parameters.isEmpty) {
                    found[source.text(of: tokens[name]), default: []].append(BodyBinding(nameToken: name, type: nil, scopeEnd: close(of: k), alias: chain))
                }
                if parameters.isEmpty {
                    for name in ["$0", "$1"] {
                        found[name, default: []].append(
                            BodyBinding(nameToken: k, type: nil, sequenceToken: sequence == nil ? -1 : k, sequence: sequence, scopeEnd: close(of: k)))
                    }
                }
                continue
            }
            guard t.kind == .keyword else { continue }
            if source.token(t, is: "var") || source.token(t, is: "let") {
                let n = Self.nextCode(after: k, file)
                if n < end, tokens[n].kind == .identifier {
                    // `if let x`, `if a, var x`, `while var x`, `for var x in`, `if case .x(var s)`:
                    // seen in the block after the condition; in a `switch`'s label, up to the next
                    // label; else (`guard`, a statement) to the end of the block.
                    var scopeEnd = enclosingEnd()
                    if let caseToken = Self.patternCase(before: k, file) {
                        scopeEnd = caseScopeEnd(caseToken, binding: n)
                    } else if let statement = Self.statementOfCase(at: k, file), statement != "guard" {
                        scopeEnd = nextBlockEnd(after: n)
                    }
                    let type = Self.declaredType(afterName: n, file)
                    found[source.text(of: tokens[n]), default: []].append(BodyBinding(
                        nameToken: n, type: type, scopeEnd: scopeEnd, alias: type == nil ? Self.aliasedChain(afterName: n, file, end: end) : nil))
                } else if n < end, tokens[n].kind == .leftParen || tokens[n].kind == .period {
                    // A pattern: `var (state, count) = pair`, `case var .loaded(state)`, each name it
                    // binds, seen where Swift sees it: after a `let`/`var` statement or `guard case`, to
                    // the end of the block; in `if case`, `while case` and `for case`, in the block after
                    // the condition; in a `switch`'s case label, up to the next label.
                    var scopeEnd = enclosingEnd()
                    if previous >= 0, tokens[previous].kind == .keyword, source.token(tokens[previous], is: "case") {
                        scopeEnd = caseScopeEnd(previous, binding: n)
                    }
                    for name in Self.patternNames(from: n, file, end: end) {
                        found[source.text(of: tokens[name]), default: []].append(BodyBinding(nameToken: name, type: nil, scopeEnd: scopeEnd))
                    }
                }
            } else if source.token(t, is: "for") {
                // `for name in sequence`, the sequence a plain name.
                let n = Self.nextCode(after: k, file)
                if n < end, tokens[n].kind == .identifier {
                    let i = Self.nextCode(after: n, file)
                    let s = i < end ? Self.nextCode(after: i, file) : end
                    let plain = s < end && tokens[i].kind == .keyword && source.token(tokens[i], is: "in") && tokens[s].kind == .identifier
                    found[source.text(of: tokens[n]), default: []].append(
                        BodyBinding(nameToken: n, type: nil, sequenceToken: s, sequence: plain ? source.text(of: tokens[s]) : nil,
                                    scopeEnd: nextBlockEnd(after: n)))
                }
            }
        }
        cache.bindings[key] = found
        return found
    }

    /// The methods of `Sequence` and `Collection` whose closure takes elements: `forEach`, `map`,
    /// `filter`, `first(where:)`, `sorted(by:)`, …
    static let elementClosureMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "sorted", "sort",
        "min", "max", "removeAll", "drop", "prefix", "firstIndex", "lastIndex", "partition",
    ]

    /// For the `{` of a trailing closure of an element method on a plain name (`items.forEach {`,
    /// `items.first {`, `items.sorted(by:) {` is not one), that name.
    static func sequence(ofElementClosureAt brace: Int, _ file: FileSyntax) -> String? {
        let source = file.file
        let tokens = source.tokens
        func back(_ k: Int) -> Int {
            var k = k - 1
            while k >= 0, tokens[k].kind.isTrivia, tokens[k].kind != .newline { k -= 1 }
            return k
        }
        let method = back(brace)
        guard method >= 0, tokens[method].kind == .identifier, elementClosureMethods.contains(source.text(of: tokens[method])) else { return nil }
        let dot = back(method)
        guard dot >= 0, tokens[dot].kind == .period else { return nil }
        let name = back(dot)
        guard name >= 0, tokens[name].kind == .identifier else { return nil }
        let before = back(name)
        if before >= 0, tokens[before].kind == .period { return nil }
        return source.text(of: tokens[name])
    }

    // MARK: - Initial values

    /// Where the initial values of the local `let`/`var` or of the stored property of the
    /// enclosing type named `name`, read at `token`, start: the first token after each `=`, with
    /// the file and the declaration it is written in (a property's may be in another file; one
    /// per `#if` branch that declares it). Empty for a parameter, a closure's or a loop's name,
    /// a binding given its value later (`let p: T`, then `p = …`: the type declared is no
    /// value), or a name that is none of these. `propertyOnly`: as `self.name` reads it.
    func initialValues(of name: String, before token: Int, file f: Int, declaration: Int?, propertyOnly: Bool = false)
        -> [(file: Int, start: Int, declaration: Int?)]
    {
        let file = project.files[f]
        if !propertyOnly, let local = localBinding(name, before: token, in: declaration, file: f) {
            // (A closure's `$0` is bound at its `{`: no name, no value.)
            guard let n = local.nameToken, file.file.tokens[n].kind == .identifier,
                  let start = Self.initialValue(afterName: n, file) else { return [] }
            return [(f, start, declaration)]
        }
        var found: [(file: Int, start: Int, declaration: Int?)] = []
        for member in enclosingTypeMembers(of: declaration, file: f) {
            let d = project.files[member.file].declarations[member.index]
            guard d.kind == .variable, d.name == name else { continue }
            guard let start = Self.initialValue(afterName: d.nameToken, project.files[member.file]) else { return [] }
            found.append((member.file, start, member.index))
        }
        return found
    }

    /// The members of the type (or extension) around `declaration` of file `f`, wherever they
    /// are declared (a local type's, its own); empty outside a type.
    func enclosingTypeMembers(of declaration: Int?, file f: Int) -> [(file: Int, index: Int)] {
        let file = project.files[f]
        guard let type = file.enclosingType(of: declaration) else { return [] }
        return file.declarations[type].isLocal
            ? file.childIndices(of: type).map { (file: f, index: $0) }
            : project.memberIndices(ofDeclared: project.lookupKey(typeDeclaration: type, in: file))
    }

    /// The first token of the value after a bound name's `=` (`let p = value`, `let p: T =
    /// value`); nil without one (`let p: T`, a computed `var p: T { … }`).
    static func initialValue(afterName name: Int, _ file: FileSyntax) -> Int? {
        let source = file.file
        let tokens = source.tokens
        var k = nextCode(after: name, file)
        // Over the annotation to its `=` (`AnyPublisher<Date, Never>`, `[Int: (A, B)]`).
        if k < tokens.count, tokens[k].kind == .colon { k = annotationEnd(from: k + 1, tokens, source) { _ in } }
        guard k < tokens.count, tokens[k].kind == .operator, source.token(tokens[k], is: "=") else { return nil }
        let start = nextCode(after: k, file)
        return start < tokens.count ? start : nil
    }

    /// `= chain` after a binding's name, the chain plain names and `self` joined by periods and
    /// the whole value (`let store = repository`, `var r = self.repository`): the chain.
    static func aliasedChain(afterName name: Int, _ file: FileSyntax, end: Int) -> [String]? {
        let source = file.file
        let tokens = source.tokens
        let equals = nextCode(after: name, file)
        guard equals < end, tokens[equals].kind == .operator, source.token(tokens[equals], is: "=") else { return nil }
        var chain: [String] = []
        var k = nextCode(after: equals, file)
        while k < end, tokens[k].kind == .identifier || (chain.isEmpty && tokens[k].kind == .keyword && source.token(tokens[k], is: "self")) {
            chain.append(source.text(of: tokens[k]))
            let next = k + 1
            guard next < end, tokens[next].kind == .period else { k = next; break }
            k = next + 1
        }
        guard !chain.isEmpty, chain != ["self"], valueEnds(at: k, file, end: end) else { return nil }
        return chain
    }

    /// Whether a value ends at token `k` (the one after its last): at a line's or statement's
    /// end (not one the next line continues, `repository\n    .filter`), a `}`, or a `,` or `]`
    /// of a list.
    static func valueEnds(at k: Int, _ file: FileSyntax, end: Int) -> Bool {
        let tokens = file.file.tokens
        var j = k
        while j < end, tokens[j].kind == .whitespace || tokens[j].kind == .lineComment || tokens[j].kind == .blockComment { j += 1 }
        guard j >= end || [.newline, .semicolon, .rightBrace, .comma, .rightSquare].contains(tokens[j].kind) else { return false }
        if j < end, tokens[j].kind == .newline {
            let following = nextCode(after: j, file)
            if following < end, tokens[following].kind == .period || tokens[following].kind == .operator { return false }
        }
        return true
    }

    /// The entries `name = chain` of the capture list right after a closure's `{` (`{ [store =
    /// repository, weak self] in`): each name's token and its chain. Only a
    /// list the closure's `in` follows (`hasParameters`: parameters after it, then `in`), not an
    /// array literal.
    static func captureAliases(afterBrace brace: Int, _ file: FileSyntax, end: Int, hasParameters: Bool) -> [(name: Int, chain: [String])] {
        let source = file.file
        let tokens = source.tokens
        let open = nextCode(after: brace, file)
        guard open < end, tokens[open].kind == .leftSquare else { return [] }
        var close = open + 1, depth = 0
        while close < end {
            if tokens[close].kind == .leftSquare || tokens[close].kind == .leftParen { depth += 1 }
            if tokens[close].kind == .rightSquare || tokens[close].kind == .rightParen {
                if depth == 0 { break }
                depth -= 1
            }
            close += 1
        }
        guard close < end, tokens[close].kind == .rightSquare else { return [] }
        let after = nextCode(after: close, file)
        guard hasParameters || (after < end && tokens[after].kind == .keyword && source.token(tokens[after], is: "in")) else { return [] }
        var result: [(name: Int, chain: [String])] = []
        var k = nextCode(after: open, file)
        while k < close {
            // An entry: `weak`/`unowned` first, then a name and, for a new name, `= chain`.
            var name = k
            while name < close, tokens[name].kind == .identifier || tokens[name].kind == .keyword,
                  source.token(tokens[name], is: "weak") || source.token(tokens[name], is: "unowned") {
                name = nextCode(after: name, file)
            }
            if name < close, tokens[name].kind == .identifier, let chain = aliasedChain(afterName: name, file, end: close + 1) {
                result.append((name, chain))
            }
            // To the next entry.
            var j = name
            while j < close, tokens[j].kind != .comma { j += 1 }
            k = j < close ? nextCode(after: j, file) : close
        }
        return result
    }

    /// The token after a type annotation that starts at `start` (after its `:`): the first one at
    /// depth 0 that ends it (`=`, a line break, `{`, `,`, `;`, a closing bracket); `visit` sees
    /// each token of the annotation.
    private static func annotationEnd(from start: Int, _ tokens: [Token], _ source: SourceFile, _ visit: (Token) -> Void) -> Int {
        var depth = 0
        var k = start
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
            visit(t)
            k += 1
        }
        return k
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
            _ = annotationEnd(from: k + 1, tokens, source) { t in
                if !t.kind.isTrivia { text += source.text(of: t) } else if !text.isEmpty { text += " " }
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
        // Only a lone `T(…)`: not one the value continues after (`CartStore().draft`,
        // `T()?.x`, `T()[0]`, `T() + u`, `T() is U`), whose type is another's.
        var depth = 0
        var close = k
        while close < tokens.count {
            switch tokens[close].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            if depth == 0 { break }
            close += 1
        }
        guard close < tokens.count else { return nil }
        // (`T(string: s)!`, a failable initializer's value forced, is a T.)
        if close + 1 < tokens.count, tokens[close + 1].kind == .operator, source.token(tokens[close + 1], is: "!") { close += 1 }
        let after = nextCode(after: close, file)
        if after < tokens.count {
            switch tokens[after].kind {
            case .period, .operator: return nil
            case .leftParen, .leftSquare:
                // On the same line: a call or a subscript of the value.
                if !tokens[(close + 1)..<after].contains(where: { $0.kind == .newline }) { return nil }
            case .keyword where source.token(tokens[after], is: "is"): return nil
            default: break
            }
        }
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

    /// The name tokens of the parameters of the closure opening at `brace`, if it declares any
    /// (`in` after them).
    static func closureParameters(afterBrace brace: Int, _ file: FileSyntax, end: Int) -> [Int] {
        let source = file.file
        let tokens = source.tokens
        var n = nextCode(after: brace, file)
        // A capture list first: `[weak self, unowned store]`.
        if n < end, tokens[n].kind == .leftSquare {
            var depth = 0
            while n < end {
                if tokens[n].kind == .leftSquare { depth += 1 } else if tokens[n].kind == .rightSquare { depth -= 1; if depth == 0 { break } }
                n += 1
            }
            n = nextCode(after: n, file)
        }
        guard n < end else { return [] }
        var names: [Int] = []
        func isWildcard(_ k: Int) -> Bool { (tokens[k].kind == .keyword || tokens[k].kind == .identifier) && source.token(tokens[k], is: "_") }
        // Up to `in` over a signature's tokens (an effect, an arrow, a return type), from `k`.
        func reachesIn(from k: Int) -> Bool {
            var k = k, steps = 0
            while k < end, steps < 32 {
                if tokens[k].kind == .keyword, source.token(tokens[k], is: "in") { return true }
                if tokens[k].kind == .leftBrace || tokens[k].kind == .rightBrace { return false }
                k = nextCode(after: k, file)
                steps += 1
            }
            return false
        }
        if tokens[n].kind == .identifier || isWildcard(n) {
            // `a, b in`, `_, b in`, `a -> T in`
            while n < end, tokens[n].kind == .identifier || isWildcard(n) {
                if !isWildcard(n) { names.append(n) }
                let next = nextCode(after: n, file)
                guard next < end, tokens[next].kind == .comma else { n = next; break }
                n = nextCode(after: next, file)
            }
            guard n < end else { return [] }
            if tokens[n].kind == .keyword && source.token(tokens[n], is: "in") { return names }
            return tokens[n].kind == .operator && source.token(tokens[n], is: "->") && reachesIn(from: n) ? names : []
        }
        guard tokens[n].kind == .leftParen else { return [] }
        // `(a, b)` or `(a: A, _ b: B)`, then maybe `async throws -> R`, then `in`.
        var depth = 0, angles = 0  // brackets; `<` `>` of a generic type written after `:`
        var expectsName = true
        var last = -1
        while n < end {
            switch tokens[n].kind {
            case .leftParen, .leftSquare: depth += 1; if depth == 1 { expectsName = true }
            case .rightParen, .rightSquare: depth -= 1
            case .operator where !expectsName:
                for byte in source.text(of: tokens[n]).utf8 {
                    if byte == UInt8(ascii: "<") { angles += 1 } else if byte == UInt8(ascii: ">"), angles > 0 { angles -= 1 }
                }
            case .comma where depth == 1 && angles == 0:
                if last >= 0 { names.append(last) }
                last = -1
                expectsName = true
            case .colon where depth == 1: expectsName = false
            case .identifier where depth == 1 && expectsName: last = n  // (`_ name`: the second)
            case .leftBrace, .rightBrace: return []
            default: break
            }
            if depth == 0 { break }
            n += 1
        }
        if last >= 0 { names.append(last) }
        return reachesIn(from: nextCode(after: n, file)) ? names : []
    }

    /// The `}` that closes the `{` at `brace` (`end` when none does before it).
    static func closingBrace(of brace: Int, _ file: FileSyntax, end: Int) -> Int {
        let tokens = file.file.tokens
        var depth = 0
        for k in brace..<end {
            if tokens[k].kind == .leftBrace { depth += 1 } else if tokens[k].kind == .rightBrace { depth -= 1; if depth == 0 { return k } }
        }
        return end
    }

    /// The `case` whose pattern the `let` or `var` at `k` is written in (`case .loaded(var s)`,
    /// `case let x where …`), or nil.
    static func patternCase(before k: Int, _ file: FileSyntax) -> Int? {
        let source = file.file
        let tokens = source.tokens
        var depth = 0, j = k - 1
        while j >= 0 {
            let t = tokens[j]
            switch t.kind {
            case _ where t.kind.isTrivia: break
            case .rightParen: depth += 1
            case .leftParen: depth = max(0, depth - 1)
            case .leftBrace, .rightBrace, .semicolon: return nil
            case .keyword:
                if source.token(t, is: "case") { return j }
                if !(source.token(t, is: "let") || source.token(t, is: "var") || source.token(t, is: "is") || source.token(t, is: "as")) { return nil }
            case .operator where depth == 0 && source.token(t, is: "="): return nil
            default: break
            }
            j -= 1
        }
        return nil
    }

    /// The statement keyword (`if`, `guard`, `while`, `for`) whose condition the `case` at
    /// `caseToken` is written in (`if ok, case var .x(a) = v`); nil for a `switch`'s case label.
    static func statementOfCase(at caseToken: Int, _ file: FileSyntax) -> String? {
        let source = file.file
        let tokens = source.tokens
        var depth = 0, k = caseToken - 1
        while k >= 0 {
            let t = tokens[k]
            switch t.kind {
            case .rightBrace, .rightParen, .rightSquare: depth += 1
            case .leftBrace, .leftParen, .leftSquare:
                if depth == 0 { return nil }
                depth -= 1
            case .semicolon where depth == 0: return nil
            case .keyword where depth == 0:
                if let statement = conditionKeyword(t, source) { return statement }
                if source.token(t, is: "case") || source.token(t, is: "default") || source.token(t, is: "switch") { return nil }
            case .newline where depth == 0:
                // A label starts its line after a statement; a condition goes on after a `,`.
                var p = k - 1
                while p >= 0, tokens[p].kind.isTrivia { p -= 1 }
                if p >= 0, tokens[p].kind != .comma, tokens[p].kind != .operator { return nil }
            default: break
            }
            k -= 1
        }
        return nil
    }

    /// `if`, `guard`, `while` or `for`: a keyword whose condition a `case` pattern may be written in.
    static func conditionKeyword(_ token: Token, _ source: SourceFile) -> String? {
        guard token.kind == .keyword else { return nil }
        if source.token(token, is: "if") { return "if" }
        if source.token(token, is: "guard") { return "guard" }
        if source.token(token, is: "while") { return "while" }
        return source.token(token, is: "for") ? "for" : nil
    }

    /// The next `case` or `default` label of the `switch` whose label binds at `start`: at the
    /// same brace depth, not a condition's `case` (`if case`, `, case`).
    static func nextCaseLabel(after start: Int, _ file: FileSyntax, end: Int) -> Int? {
        let source = file.file
        let tokens = source.tokens
        var depth = 0, previous = -1, k = start
        while k < end {
            let t = tokens[k]
            if t.kind.isTrivia { k += 1; continue }
            switch t.kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                if depth == 0 { return k }
                depth -= 1
            case .keyword where depth == 0 && (source.token(t, is: "case") || source.token(t, is: "default")):
                let inCondition = previous >= 0 && (tokens[previous].kind == .comma || conditionKeyword(tokens[previous], source) != nil)
                if !inCondition { return k }
            default: break
            }
            previous = k
            k += 1
        }
        return nil
    }

    /// The names a pattern binds, from its first token (`(` of `(a, b)`, `.` of `.loaded(a)`): the
    /// names inside its parentheses that are no case (`.some(b)`), label (`items: a`) or call.
    static func patternNames(from start: Int, _ file: FileSyntax, end: Int) -> [Int] {
        let source = file.file
        let tokens = source.tokens
        var names: [Int] = []
        var depth = 0, previous = -1, k = start
        while k < end {
            let t = tokens[k]
            if t.kind.isTrivia { k += 1; continue }
            switch t.kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return names }
            case .identifier where depth > 0:
                let next = nextCode(after: k, file)
                let isCase = previous >= 0 && tokens[previous].kind == .period
                let isLabelOrCall = next < end && (tokens[next].kind == .colon || tokens[next].kind == .leftParen)
                if !isCase, !isLabelOrCall { names.append(k) }
            case .leftBrace, .rightBrace, .semicolon: return names
            default:
                if depth == 0, t.kind != .period, t.kind != .identifier { return names }
            }
            previous = k
            k += 1
        }
        return names
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
        nominalPath(written).map { TypeIndex.simpleName($0) }
    }

    /// `nominalType` with the qualification written kept (`App.ListViewModel`, `Settings.Row`
    /// for `Settings.Row?`); the simple name alone when generic arguments stand inside the
    /// path (`Box<Int>.Row`).
    static func nominalPath(_ written: String) -> String? {
        // Most annotations are one plain ASCII name, maybe optional: answered from the bytes.
        var plain = Substring(written)
        while let last = plain.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { plain = plain.dropLast() }
        if let first = plain.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")), plain.utf8.allSatisfy({ byte in
            byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }) {
            return plain == "Optional" ? nil : String(plain)
        }
        // The rest of ASCII text over the bytes too (by `Character`, a type like `[String: Int]`
        // or `Box<Model>` cost thousands of instructions, for every variable of the tree).
        if written.utf8.allSatisfy({ $0 < 0x80 }) { return asciiNominalPath(Array(written.utf8)) }
        var text = Substring(written.trimmingSpaces)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        for prefix in ["any ", "some ", "inout "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        guard let first = text.first, first.isLetter || first == "_",
              text.allSatisfy({ $0.isLetter || $0.isNumber || "_.<>, ".contains($0) }) else { return nil }
        // `Box<Int>.Row` is `Box.Row`: generic arguments left out wherever they are.
        var path = ""
        var depth = 0
        for character in text {
            switch character {
            case "<": depth += 1
            case ">": depth -= 1
            case " " where depth == 0: return nil  // (`A B`: not one type)
            default: if depth == 0 { path.append(character) }
            }
        }
        guard depth == 0, let name = path.split(separator: ".").last.map(String.init), name != "Optional",
              !path.hasPrefix("."), !path.hasSuffix("."), !path.contains("..") else { return nil }
        return path
    }

    /// The words `nominalPath` steps over before a type, in order, as bytes.
    private static let asciiPrefixes = ["any ", "some ", "inout "].map { Array($0.utf8) }

    /// `nominalPath` of ASCII text, over its bytes: the same steps as for any text.
    private static func asciiNominalPath(_ bytes: [UInt8]) -> String? {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
        for p in asciiPrefixes where end - start >= p.count && bytes[start..<(start + p.count)].elementsEqual(p) { start += p.count }
        func isLetter(_ b: UInt8) -> Bool { b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z") }
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        guard start < end, isLetter(bytes[start]) || bytes[start] == UInt8(ascii: "_") else { return nil }
        var path: [UInt8] = []
        var depth = 0
        for b in bytes[start..<end] {
            switch b {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: " "): if depth == 0 { return nil }  // (`A B`: not one type)
            case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ","): if depth == 0 { path.append(b) }
            default:
                guard isLetter(b) || isDigit(b) else { return nil }
                if depth == 0 { path.append(b) }
            }
        }
        let dot = UInt8(ascii: ".")
        let name = path[((path.lastIndex(of: dot) ?? -1) + 1)...]
        guard depth == 0, !name.elementsEqual("Optional".utf8), !path.isEmpty, path.first != dot, path.last != dot,
              !zip(path, path.dropFirst()).contains(where: { $0 == dot && $1 == dot }) else { return nil }
        return String(decoding: path, as: UTF8.self)
    }

    /// A type the resolver found: its simple name, and which type that name stands for where
    /// the type was written.
    struct ResolvedType: Equatable {
        enum Origin: Equatable {
            /// One tree type, by the index's key (`B.Coordinator`).
            case tree(String)
            /// A type declared in a function (which the index does not hold), where it is declared.
            case local(file: Int, declaration: Int)
            /// A generic parameter, associated type or type alias bound where it is written: it
            /// could be anything.
            case bound
            /// Not placed: a framework type, or a name several tree types have with none in scope
            /// (then every tree type of that name, by simple name, as code writes it).
            case named
        }
        var name: String
        var origin: Origin

        /// Whether it is a type declared in a function.
        var isLocal: Bool {
            if case .local = origin { return true }
            return false
        }
    }

    /// The type `written` names in declaration `declaration` of file `f` (used at `token`, when
    /// in code): a type declared in an enclosing function and visible there, a generic
    /// parameter or associated type bound there, the type a type alias stands for (followed
    /// where the alias is written), the one tree type it resolves to there
    /// (`LintProject.referencedTypes`), or else the name alone.
    func resolve(_ written: String, file f: Int, declaration: Int?, at token: Int? = nil, depth: Int = 0) -> ResolvedType? {
        guard depth < 8, let path = Self.nominalPath(written) else { return nil }
        let name = TypeIndex.simpleName(path)
        if !path.utf8Contains(where: { $0 == UInt8(ascii: ".") }) {
            if let local = localType(name, file: f, declaration: declaration, visibleAt: token) {
                return ResolvedType(name: name, origin: .local(file: f, declaration: local))
            }
            switch project.index.binder(of: name, file: f, declaration: declaration) {
            case .typeAlias(let alias)?:
                return alias.aliasedType.flatMap { resolve($0, file: f, declaration: alias.parent, depth: depth + 1) }
                    ?? ResolvedType(name: name, origin: .bound)
            case .genericParameter?, .associatedType?:
                return ResolvedType(name: name, origin: .bound)
            case nil:
                if project.index.isShadowed(name, file: f, declaration: declaration) { return ResolvedType(name: name, origin: .bound) }
            }
        }
        let types = project.referencedTypes(path, file: f, declaration: declaration)
        // A qualified path resolves to the type it spells out, or the name is taken alone.
        guard types.count == 1 else { return ResolvedType(name: name, origin: .named) }
        let entry = project.index.entries[types[0]]
        // A type alias of the tree: the type it stands for, looked up where the alias is written.
        if entry.kind == .typealias, let location = entry.declarations.first {
            let alias = project.index.declaration(location)
            if let aliased = alias.aliasedType, let target = resolve(aliased, file: location.file, declaration: alias.parent, depth: depth + 1) {
                return target
            }
        }
        return ResolvedType(name: name, origin: .tree(entry.qualifiedName))
    }

    /// `localType(_:file:declaration:visibleAt:scopeEnd:)` with each scope's end worked out
    /// once per resolver.
    func localType(_ name: String, file f: Int, declaration: Int?, visibleAt token: Int?) -> Int? {
        let file = project.files[f]
        return Self.localType(name, file: file, declaration: declaration, visibleAt: token) { local in
            let key = BodyKey(file: f, declaration: local)
            if let known = cache.scopeEnds[key] { return known }
            let end = Self.scopeEnd(of: local, file)
            cache.scopeEnds[key] = end
            return end
        }
    }

    /// The type declared in a function around `declaration` (innermost first) named `name`; with
    /// `token`, only one declared before it and still in scope there (`scopeEnd`, by default
    /// worked out on each call).
    static func localType(_ name: String, file: FileSyntax, declaration: Int?, visibleAt token: Int? = nil,
                          scopeEnd: ((Int) -> Int)? = nil) -> Int? {
        let scopeEnd = scopeEnd ?? { Self.scopeEnd(of: $0, file) }
        return file.localType(named: name, around: declaration) { d in
            token.map { isVisible(local: d, at: $0, file, scopeEnd: scopeEnd) } ?? true
        }
    }

    /// Whether the local declaration `local` is seen at `token`: inside it, or after it and
    /// before its scope ends (`scopeEnd`).
    private static func isVisible(local: Int, at token: Int, _ file: FileSyntax, scopeEnd: (Int) -> Int) -> Bool {
        let range = file.declarations[local].tokenRange
        if range.contains(token) { return true }
        return range.upperBound <= token && token < scopeEnd(local)
    }

    /// The token where the scope of the local declaration `local` ends: the `}` that closes the
    /// block it is declared in, or the next `case` or `default` label of its `switch` (a case is
    /// a scope without braces); the token count when neither comes. A label starts its line
    /// (after an `@unknown`), and the line before does not end in `,` (a condition's `case`
    /// pattern, an argument labelled `default:`).
    static func scopeEnd(of local: Int, _ file: FileSyntax) -> Int {
        let source = file.file
        let tokens = source.tokens
        var depth = 0
        var k = file.declarations[local].tokenRange.upperBound
        while k < tokens.count {
            switch tokens[k].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth < 0 { return k }
            case .keyword where depth == 0 && (source.token(tokens[k], is: "case") || source.token(tokens[k], is: "default")):
                if isLabel(at: k, tokens, source) { return k }
            default: break
            }
            k += 1
        }
        return tokens.count
    }

    /// Whether the `case` or `default` at `k` is a `switch` label: first on its line (but for an
    /// `@unknown` before it), after a line that does not end in `,`.
    private static func isLabel(at k: Int, _ tokens: [Token], _ source: SourceFile) -> Bool {
        var b = k - 1
        while b >= 0, tokens[b].kind.isTrivia, tokens[b].kind != .newline { b -= 1 }
        // `@unknown default:`
        if b >= 1, tokens[b].kind == .identifier, source.token(tokens[b], is: "unknown"), tokens[b - 1].kind == .atSign {
            b -= 2
            while b >= 0, tokens[b].kind.isTrivia, tokens[b].kind != .newline { b -= 1 }
        }
        guard b < 0 || tokens[b].kind == .newline || tokens[b].kind == .semicolon else { return false }
        while b >= 0, tokens[b].kind.isTrivia { b -= 1 }
        // Not after a line that goes on (`f(a,` `make(` `for` `if x,`): an argument label or a pattern.
        guard b >= 0 else { return true }
        switch tokens[b].kind {
        case .comma, .leftParen, .leftSquare: return false
        case .keyword: return !["for", "if", "guard", "while", "catch", "where"].contains(source.text(of: tokens[b]))
        default: return true
        }
    }

    /// The property `name` of a type (or of a superclass of it in the tree), as written, with
    /// where it is declared: of the one tree type, of the local type, or, for a name not placed,
    /// of every tree type of that name. The first declared, when `#if` branches declare it twice.
    func member(_ name: String, of type: ResolvedType) -> Property? {
        members(name, of: type).first
    }

    /// Every declaration of the property `name` of a type with a distinct written type: one, or
    /// one per `#if` branch that declares it with another type (every branch counts).
    func members(_ name: String, of type: ResolvedType) -> [Property] {
        switch type.origin {
        case .tree(let key):
            let entries = project.index.entries
            for owner in [key] + project.index.supertypeEntries(ofDeclared: key).map({ entries[$0].qualifiedName }) {
                if let found = properties(of: owner, { project.memberIndices(ofDeclared: owner) })[name] { return found }
            }
        case .local(let f, let declaration):
            return Self.properties(name, among: project.files[f].childIndices(of: declaration).map { (file: f, index: $0) }, project)
        case .named:
            for owner in ([type.name] + project.supertypes(of: type.name).sorted()) where project.isTreeType(owner) {
                if let found = properties(of: "\u{0}" + owner, { project.memberIndices(ofType: owner) })[name] { return found }
            }
        case .bound:
            break
        }
        return []
    }

    /// Whether a type (or a supertype of it in the tree) declares a method `name`: a project
    /// method that happens to share a framework method's name (`logger.sink(event)`), or one that
    /// changes the value it is called on (`mutating`).
    /// `mutating`: only a `mutating func`.
    func declaresMethod(_ name: String, in type: ResolvedType, mutating: Bool = false) -> Bool {
        memberIndices(of: type, inherited: true).contains { member in
            let declarations = project.files[member.file].declarations
            return declarations[member.index].kind == .function && declarations[member.index].name == name
                && (!mutating || declarations[member.index].hasModifier("mutating"))
        }
    }

    /// Whether a type (or a supertype of it in the tree) declares an instance property `name`
    /// (`var sink: LogSink?`): what `x.sink` reads, not a framework method of that name.
    func declaresProperty(_ name: String, in type: ResolvedType) -> Bool {
        memberIndices(of: type, inherited: true).contains { member in
            let declaration = project.files[member.file].declarations[member.index]
            return declaration.kind == .variable && declaration.name == name && !declaration.hasModifier("static") && !declaration.hasModifier("class")
        }
    }

    /// The members of a type written in its declarations and extensions (`inherited`: then those
    /// of its supertypes in the tree, after its own), which `declaresMethod` looks through: of the one
    /// tree type, of the local type, or, for a name not placed, of every tree type of that
    /// name; none of a bound name.
    func memberIndices(of type: ResolvedType, inherited: Bool) -> [(file: Int, index: Int)] {
        switch type.origin {
        case .tree(let key):
            let entries = project.index.entries
            let supertypes = inherited ? project.index.supertypeEntries(ofDeclared: key).map { entries[$0].qualifiedName } : []
            return ([key] + supertypes).flatMap { project.memberIndices(ofDeclared: $0) }
        case .local(let f, let declaration):
            return project.files[f].childIndices(of: declaration).map { (file: f, index: $0) }
        case .named:
            let supertypes = inherited ? project.supertypes(of: type.name).sorted() : []
            return ([type.name] + supertypes).filter { project.isTreeType($0) }.flatMap { project.memberIndices(ofType: $0) }
        case .bound:
            return []
        }
    }

    /// Whether the call of `name` on the chain `receiver` may be one of the tree's `mutating`
    /// methods (`names`, `LintProject.mutatingMethodNames`): the receiver's type declares it so;
    /// or the type is not known (a generic parameter's, or one the resolver cannot read) and
    /// no method of that name is declared without `mutating` (`names.only`).
    func mayCallMutatingMethod(_ name: String, on receiver: [String], among names: (all: Set<String>, only: Set<String>),
                               before token: Int, file f: Int, declaration: Int?) -> Bool {
        guard names.all.contains(name) else { return false }
        let types = types(ofChain: receiver, before: token, file: f, declaration: declaration)
        if types.isEmpty { return names.only.contains(name) }
        return types.contains { $0.origin == .bound ? names.only.contains(name) : declaresMethod(name, in: $0, mutating: true) }
    }

    /// The `switch` of each `case` label of file `f` asked about so far
    /// (`conditionalExpressionKeyword`), shared by everything this resolver serves.
    func switchLabels(of f: Int) -> Box<[Int: Int]> { cache.switchLabels(of: f) }

    /// The first assignment of file `f` whose operator is token `k`, found through an index of
    /// the file's assignments by token made when first asked (a walk over them all for each
    /// expression asked about took time in their square in a file of many).
    func assignment(at k: Int, file f: Int) -> Assignment? {
        let assignments = project.files[f].assignments
        if cache.assignmentsByToken[f] == nil {
            var byToken: [Int: Int] = [:]
            for a in assignments.indices where byToken[assignments[a].token] == nil { byToken[assignments[a].token] = a }
            cache.assignmentsByToken[f] = byToken
        }
        return cache.assignmentsByToken[f]![k].map { assignments[$0] }
    }

    /// The argument lists of file `f`'s calls (`ArgumentLists`), made when first asked and
    /// shared by everything this resolver serves.
    func argumentLists(of f: Int) -> ArgumentLists {
        if let known = cache.argumentLists[f] { return known }
        let made = ArgumentLists(project.files[f].calls)
        cache.argumentLists[f] = made
        return made
    }

    /// Whether `receiver.name(…)` calls a method the tree's own type declares without
    /// `mutating` (a state's `func insert(_:) -> Self`), whatever the standard library's
    /// namesake does: the receiver resolves to tree types that all declare `name`, none of them
    /// `mutating`. A receiver that does not resolve, but is a property the enclosing class
    /// inherits from a base outside the tree written with one generic argument
    /// (`ViewModel<TagsViewState>`'s `state`), is taken to be of that argument's type.
    /// False when the receiver's type is not known.
    func callsNonMutatingTreeMethod(_ name: String, on receiver: [String], before token: Int, file f: Int, declaration: Int?) -> Bool {
        var types = types(ofChain: receiver, before: token, file: f, declaration: declaration)
        let own = receiver.first == "self" ? Array(receiver.dropFirst()) : receiver
        if types.isEmpty, own.count == 1, let t = project.files[f].enclosingType(of: declaration) {
            let declarations = project.files[f].declarations
            if let base = declarations[t].inheritance.first, base.genericArguments.count == 1, !project.isTreeType(base.baseName),
               project.isTreeType(base.genericArguments[0]) {
                types = [ResolvedType(name: base.genericArguments[0], origin: .named)]
            }
        }
        guard !types.isEmpty else { return false }
        return types.allSatisfy { type in
            type.origin != .bound && declaresMethod(name, in: type) && !declaresMethod(name, in: type, mutating: true)
        }
    }

    /// The properties of one owner by name (those of each name with a written type, one per
    /// distinct type), made once from `members`.
    private func properties(of owner: String, _ members: () -> [(file: Int, index: Int)]) -> [String: [Property]] {
        if let known = cache.properties[owner] { return known }
        var byName: [String: [(file: Int, index: Int)]] = [:]
        for member in members() where project.files[member.file].declarations[member.index].kind == .variable {
            byName[project.files[member.file].declarations[member.index].name, default: []].append(member)
        }
        var found: [String: [Property]] = [:]
        for (name, members) in byName {
            let properties = Self.properties(name, among: members, project)
            if !properties.isEmpty { found[name] = properties }
        }
        cache.properties[owner] = found
        return found
    }

    /// The instance properties named `name` among `members` with a written type, one per
    /// distinct written type, in order.
    private static func properties(_ name: String, among members: [(file: Int, index: Int)], _ project: LintProject) -> [Property] {
        var found: [Property] = []
        for member in members {
            let file = project.files[member.file]
            let d = file.declarations[member.index]
            guard d.kind == .variable, d.name == name, !d.hasModifier("static"), !d.hasModifier("class"),
                  let written = d.typeAnnotation ?? declaredType(afterName: d.nameToken, file),
                  !found.contains(where: { $0.written == written }) else { continue }
            found.append((written, member.file, member.index))
        }
        return found
    }

    /// The types of the property `name` of `type`, each resolved where it is declared (more
    /// than one when `#if` branches declare the property with different types).
    /// A property a superclass types with its generic parameter (`var state: S` of
    /// `ViewModel<S>`) has, in a subclass, the argument the subclass gives it
    /// (`CartViewModel: ViewModel<CartViewState>`).
    func typesOfMember(_ name: String, of type: ResolvedType) -> [ResolvedType] {
        members(name, of: type).compactMap { property in
            guard let resolved = resolve(property.written, file: property.file, declaration: property.declaration) else { return nil }
            if resolved.origin == .bound, case .tree(let key) = type.origin,
               let argument = argument(for: resolved.name, declaredBy: property, in: key) {
                return argument
            }
            return resolved
        }
    }

    /// The argument that type `key` gives, in its inheritance clause, to the generic parameter
    /// `parameter` of the type that declares `property`: its direct supertype, or one a generic
    /// class between them passes it on to.
    private func argument(for parameter: String, declaredBy property: Property, in key: String) -> ResolvedType? {
        let declarations = project.files[property.file].declarations
        guard let owner = declarations[property.declaration].parent,
              let position = declarations[owner].genericParameters.firstIndex(of: parameter) else { return nil }
        let ownerName = TypeIndex.simpleName(declarations[owner].name)
        let index = project.index
        for entry in index.entries(declared: key) {
            for location in entry.declarations {
                let declaration = index.declaration(location)
                for inherited in declaration.inheritance where inherited.name == ownerName && position < inherited.genericArguments.count {
                    return resolve(inherited.genericArguments[position], file: location.file, declaration: declaration.parent)
                }
            }
        }
        // Through a generic class between them that passes the parameter on
        // (`CartViewModel: BaseViewModel<CartViewState>`, `BaseViewModel<S>: ViewModel<S>`).
        let forwarding = project.genericForwarding(to: [ownerName])
        guard !forwarding.isEmpty else { return nil }
        for entry in index.entries(declared: key) {
            for location in entry.declarations {
                let declaration = index.declaration(location)
                for inherited in declaration.inheritance where forwarding.mayForward(inherited.name) {
                    if let argument = forwarding.argument(of: inherited, file: location.file, declaration: location.declaration,
                                                          target: ownerName, position: position) {
                        return resolve(argument, file: location.file, declaration: declaration.parent)
                    }
                }
            }
        }
        return nil
    }

    /// The types of the static (or class) property `name` of a tree type, each resolved where it
    /// is declared (`static let shared = Player()`).
    private func typesOfStaticMember(_ name: String, of type: ResolvedType) -> [ResolvedType] {
        guard case .tree(let key) = type.origin else { return [] }
        var result: [ResolvedType] = []
        for member in project.memberIndices(ofDeclared: key) {
            let file = project.files[member.file]
            let d = file.declarations[member.index]
            guard d.kind == .variable, d.name == name, d.hasModifier("static") || d.hasModifier("class"),
                  let written = d.typeAnnotation ?? Self.declaredType(afterName: d.nameToken, file),
                  let resolved = resolve(written, file: member.file, declaration: member.index), !result.contains(resolved) else { continue }
            result.append(resolved)
        }
        return result
    }

    /// The element type of an array or set type as written (`[NSButton]`, `Set<Tag>`), as written.
    static func elementType(_ written: String) -> String? {
        var text = Substring(written.trimmingSpaces)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") { return String(text.dropFirst().dropLast()) }
        for prefix in ["Array<", "Set<", "ContiguousArray<"] where text.hasPrefix(prefix) && text.hasSuffix(">") {
            return String(text.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// The type of a member chain (`self.viewModel`, `viewModel`, `coordinator.list`) used before
    /// `token` in `declaration` of file `f`, or nil when some part cannot be resolved. Each step
    /// is the property of the type the step before resolved to, its type resolved where the
    /// property is declared.
    func type(ofChain chain: [String], before token: Int, file f: Int, declaration: Int?) -> ResolvedType? {
        types(ofChain: chain, before: token, file: f, declaration: declaration).first
    }

    /// The types a member chain may have, every `#if` branch counting: each step's property in
    /// each type the step before may have (at most `maximumChainTypes`), the first declared
    /// first; empty when no part can be resolved.
    func types(ofChain chain: [String], before token: Int, file f: Int, declaration: Int?) -> [ResolvedType] {
        let file = project.files[f]
        guard let head = chain.first else { return [] }
        // The enclosing type by the index's key: a nested type's members are its own, not a namesake's.
        let enclosing = file.enclosingType(of: declaration).map { d -> ResolvedType in
            let name = TypeIndex.simpleName(file.declarations[d].name)
            if file.declarations[d].isLocal { return ResolvedType(name: name, origin: .local(file: f, declaration: d)) }
            return ResolvedType(name: name, origin: .tree(project.lookupKey(typeDeclaration: d, in: file)))
        }
        var types: [ResolvedType] = []
        if head == "self" {
            types = enclosing.map { [$0] } ?? []
        } else if head == "(…)" {
            // `(x as? T)?.state = …`: the type the parenthesized value is cast to.
            types = castType(ofParenthesizedHeadBefore: token, in: file.file).flatMap { resolve($0, file: f, declaration: declaration, at: token) }
                .map { [$0] } ?? []
        } else if let local = localBinding(head, before: token, in: declaration, file: f) {
            types = local.type.flatMap { resolve($0, file: f, declaration: declaration, at: token) }.map { [$0] } ?? []
            // `let store = repository`: the chain's type, where it is read.
            if types.isEmpty, let alias = local.aliasOf, alias.token < token {
                types = self.types(ofChain: alias.chain, before: alias.token, file: f, declaration: declaration)
            }
            if types.isEmpty, let sequence = local.elementOf {
                // `for x in xs`: the element type of `xs`, a local or a property of the enclosing type.
                if let written = localBinding(sequence, before: token, in: declaration, file: f)?.type {
                    types = Self.elementType(written).flatMap { resolve($0, file: f, declaration: declaration, at: token) }.map { [$0] } ?? []
                } else if let enclosing {
                    types = members(sequence, of: enclosing).compactMap { property in
                        Self.elementType(property.written).flatMap { resolve($0, file: property.file, declaration: property.declaration) }
                    }
                }
            }
        } else if let enclosing {
            types = typesOfMember(head, of: enclosing)
        }
        // `actions.first?.state`: an element of an array held by a local or a property.
        var elementStep = false
        if chain.count >= 2, chain[1] == "first" || chain[1] == "last" {
            var elements: [ResolvedType] = []
            if let local = localBinding(head, before: token, in: declaration, file: f) {
                if let written = local.type.flatMap(Self.elementType), let type = resolve(written, file: f, declaration: declaration, at: token) {
                    elements = [type]
                }
            } else if let enclosing {
                elements = members(head, of: enclosing).compactMap { property in
                    Self.elementType(property.written).flatMap { resolve($0, file: property.file, declaration: property.declaration) }
                }
            }
            if !elements.isEmpty {
                types = elements
                elementStep = true
            }
        }
        // `Player.shared.state`: a type's static member, the chain headed by the type.
        var typeHeaded = false
        if types.isEmpty, chain.count > 1, head.utf8.first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true,
           localBinding(head, before: token, in: declaration, file: f) == nil, let type = resolve(head, file: f, declaration: declaration, at: token) {
            types = [type]
            typeHeaded = true
        }
        for (step, next) in chain.dropFirst().enumerated() {
            if elementStep && step == 0 { continue }  // (`first`, read above)
            var following: [ResolvedType] = []
            for current in types {
                let found = typeHeaded && step == 0 ? typesOfStaticMember(next, of: current) : typesOfMember(next, of: current)
                for type in found where following.count < Self.maximumChainTypes && !following.contains(type) {
                    following.append(type)
                }
            }
            types = following
            if types.isEmpty { return [] }
        }
        return types
    }

    /// How many types a chain's step may have (each `#if` branch that declares a property with
    /// another type adds one): real code has two or three.
    static let maximumChainTypes = 8

    /// The `T` of `(… as T)`, `(… as? T)` or `(… as! T)` heading the chain that ends before
    /// `token` (an assignment operator), as written: the parenthesized value a `(…)` path starts with.
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
                return written.joined()
            }
            k = before
        }
        return nil
    }

    // MARK: - Implicit members

    /// The type an implicit member expression (`.mock` in `let p: BookProvider = .mock`) is
    /// looked up in, when the code says it: the annotation of the variable or parameter it
    /// initializes (`let p: T = .x`, `func f(p: T = .x)`), the declared type of the variable it
    /// is assigned to (`p = .x`, `self.p = .x`), the type of a single-expression body
    /// (`var p: T { .x }`, `func make() -> T { .x }`) or of the function it is returned from
    /// (`return .x`); through `??`, a conditional's branches and `if`/`switch` expressions. Nil
    /// anywhere else: for an argument or an element of a collection literal,
    /// `expectedType(ofImplicitMemberAt:file:declaration:)` reads the callee's parameter or the
    /// literal's type.
    func contextualType(ofImplicitMemberAt dot: Int, file f: Int, declaration: Int?) -> String? {
        guard let found = contextualWrittenType(ofExpressionAt: dot, file: f, declaration: declaration) else { return nil }
        return found.isTypeName ? found.written : Self.nominalType(found.written)
    }

    /// `contextualType(ofImplicitMemberAt:file:declaration:)` for the expression starting at
    /// `start`, as written (`[Router]`, `(Router, Int)?`), or (`isTypeName`) the name of the
    /// declared type of the variable it is assigned to.
    func contextualWrittenType(ofExpressionAt start: Int, file f: Int, declaration: Int?) -> (written: String, isTypeName: Bool)? {
        let dot = start
        let file = project.files[f]
        let source = file.file
        let tokens = source.tokens
        var k = dot - 1
        while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
        guard k >= 0 else { return nil }
        // `x ?? .init()`, `c ? .init() : .init()`: the type the whole expression has.
        k = Self.beforeConditionalOperands(k, in: source, labels: switchLabels(of: f))
        guard k >= 0 else { return nil }
        if tokens[k].kind == .keyword, source.token(tokens[k], is: "return") {
            // `return .init()` in a function or a computed property, not in a closure there.
            guard let declaration, let body = file.declarations[declaration].body, !file.isInClosure(k, within: body) else { return nil }
            return file.declarations[declaration].valueType.map { ($0, false) }
        }
        if tokens[k].kind == .leftBrace {
            guard let declaration, file.declarations[declaration].body?.lowerBound == k else { return nil }
            return file.declarations[declaration].valueType.map { ($0, false) }
        }
        guard tokens[k].kind == .operator, source.token(tokens[k], is: "=") else { return nil }
        if let assignment = assignment(at: k, file: f) {
            // A type declared in a function is not the tree type of its name.
            guard let type = type(ofChain: Array(assignment.path), before: k, file: f, declaration: declaration) else { return nil }
            return type.isLocal ? nil : (type.name, true)
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
        return (written.joined(), false)
    }
}

extension VariableTypeResolver {
    /// From the token before an implicit member (`k`), the token before the expression it is an
    /// operand of, when that is `lhs ?? .x` or a conditional `c ? .x : .y` (whose type is the
    /// member's): `k` itself otherwise. Operands are read back over names, `self`, periods,
    /// postfix `?` and `!`, calls and subscripts; a condition, over operators too, to an `=`,
    /// `return`, an open bracket, `,`, `:` or the line's start.
    static func beforeConditionalOperands(_ start: Int, in source: SourceFile, labels: Box<[Int: Int]>? = nil) -> Int {
        let tokens = source.tokens
        func previous(_ k: Int) -> Int { significantToken(before: k, tokens) }
        /// Whether `k`, a `?`, has blanks on both sides (a conditional's, not optional chaining).
        func isInfix(_ k: Int) -> Bool {
            k > 0 && k + 1 < tokens.count && tokens[k - 1].kind.isTrivia && tokens[k + 1].kind.isTrivia
        }
        /// The token before the expression that ends at `end`: one operand, or (`condition`)
        /// operands and binary operators.
        func before(_ end: Int, condition: Bool) -> Int {
            var k = end
            var depth = 0
            while k >= 0 {
                let t = tokens[k]
                switch t.kind {
                case .rightParen, .rightSquare: depth += 1
                case .leftParen, .leftSquare:
                    if depth == 0 { return k }
                    depth -= 1
                case .leftBrace, .rightBrace, .comma, .colon, .semicolon: if depth == 0 { return k }
                case .newline where depth == 0 && !condition: return k
                case .keyword where depth == 0:
                    if !(source.token(t, is: "self") || source.token(t, is: "super") || source.token(t, is: "Self")
                        || source.token(t, is: "init") || source.token(t, is: "try") || source.token(t, is: "await")) { return k }
                case .operator where depth == 0:
                    if source.token(t, is: "=") { return k }
                    if !condition && !(source.token(t, is: "?") || source.token(t, is: "!")) || isInfix(k) && !condition { return k }
                    if condition && source.token(t, is: "?") && isInfix(k) { return k }
                default: break
                }
                k -= 1
            }
            return k
        }
        var k = start
        for _ in 0..<4 {
            guard k >= 0 else { return k }
            let t = tokens[k]
            if t.kind == .leftBrace || t.kind == .colon, let keyword = conditionalExpressionKeyword(branch: k, in: source, labels: labels) {
                // A branch of an `if` or `switch` expression (`= if c { .init() } else { .init() }`).
                k = previous(keyword)
            } else if t.kind == .operator, source.token(t, is: "??") {
                k = before(previous(k), condition: false)
            } else if t.kind == .operator, source.token(t, is: "?"), isInfix(k) {
                k = before(previous(k), condition: true)
            } else if t.kind == .colon {
                // The `:` of a conditional: its `?` before, at the same depth, on the way back.
                let question = before(previous(k), condition: true)
                guard question >= 0, tokens[question].kind == .operator, source.token(tokens[question], is: "?"), isInfix(question) else { return k }
                k = before(previous(question), condition: true)
            } else {
                return k
            }
            if k >= 0, tokens[k].kind.isTrivia { k = previous(k + 1) }
        }
        return k
    }
}

extension VariableTypeResolver {
    /// The last token before `k` that is not trivia (-1 for none).
    static func significantToken(before k: Int, _ tokens: [Token]) -> Int {
        var k = k - 1
        while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
        return k
    }

    /// For `branch`, the `{` of a branch of an `if` expression or the `:` of a `case` or
    /// `default` label of a `switch` expression, the `if` or `switch` that starts the whole
    /// expression: one written after `=`, `return` or a declaration's `{` (where Swift allows an
    /// `if` or `switch` expression). Nil for anything else (a statement, a closure, an argument).
    /// `labels`: what earlier calls on this file found for a `case` or `default` label (its
    /// token) of a `switch`, its `switch` keyword or -1: a label's walk back to its `switch`
    /// stops at the label before it, so the cases of a `switch` are read back once in all,
    /// not once for each (a generated `switch` of thousands of `case …: .init()`).
    static func conditionalExpressionKeyword(branch: Int, in source: SourceFile, labels: Box<[Int: Int]>? = nil) -> Int? {
        let tokens = source.tokens
        // And a bound on the code tokens walked over by one call, whatever the memo holds.
        var budget = 16_384
        func spend(_ k: Int) -> Bool {
            if !tokens[k].kind.isTrivia { budget -= 1 }
            return budget > 0
        }
        func previous(_ k: Int) -> Int { significantToken(before: k, tokens) }
        func isKeyword(_ k: Int, _ word: StaticString) -> Bool {
            k >= 0 && tokens[k].kind == .keyword && source.token(tokens[k], is: word)
        }
        /// Back from `k` at bracket depth 0, without crossing a brace or a `;`, to the first
        /// keyword among `words`; nil when another comes first or none does.
        func keyword(before k: Int, among words: [StaticString]) -> Int? {
            var depth = 0
            var k = k - 1
            while k >= 0, spend(k) {
                let t = tokens[k]
                switch t.kind {
                case .rightParen, .rightSquare: depth += 1
                case .leftParen, .leftSquare:
                    if depth == 0 { return nil }
                    depth -= 1
                case .leftBrace, .rightBrace, .semicolon: if depth == 0 { return nil }
                case .keyword where depth == 0:
                    if words.contains(where: { source.token(t, is: $0) }) { return k }
                    if FileSyntax.blockKeywords.contains(where: { source.token(t, is: $0) }) { return nil }
                default: break
                }
                k -= 1
            }
            return nil
        }
        /// The `{` that the `}` at `close` closes.
        func opening(_ close: Int) -> Int? {
            var depth = 0
            var k = close
            while k >= 0, spend(k) {
                if tokens[k].kind == .rightBrace { depth += 1 }
                if tokens[k].kind == .leftBrace {
                    depth -= 1
                    if depth == 0 { return k }
                }
                k -= 1
            }
            return nil
        }
        /// Whether the expression that starts at `start` stands where Swift allows an `if` or
        /// `switch` expression.
        func isExpression(_ start: Int) -> Bool {
            let p = previous(start)
            guard p >= 0 else { return false }
            // (A case body is one too: the `switch` around it is then asked in turn.)
            return tokens[p].kind == .leftBrace || isKeyword(p, "return")
                || (tokens[p].kind == .operator && source.token(tokens[p], is: "="))
                || (tokens[p].kind == .colon && keyword(before: p, among: ["case", "default"]) != nil)
        }
        var open = branch
        if tokens[branch].kind == .colon {
            // `case .a: .init()`: the label's `case` or `default`, then the `switch` whose `{` holds it.
            guard let label = keyword(before: branch, among: ["case", "default"]) else { return nil }
            if let known = labels?.value[label] { return known >= 0 ? known : nil }
            // Back to the `switch`'s `{`, or to an earlier label of it already answered. The
            // labels passed on the way get the same answer, so the cases of one `switch` are
            // walked over once in all, in whatever order they are asked about (no budget here:
            // a `switch` of thousands of cases that build nothing before one that does).
            var depth = 0
            var k = label - 1
            var found: Int?
            var passed: [Int] = []
            while k >= 0 {
                if tokens[k].kind == .rightBrace { depth += 1 }
                if tokens[k].kind == .leftBrace {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, tokens[k].kind == .keyword {
                    // An earlier label of the same `switch`: its answer is this one's.
                    if let known = labels?.value[k] {
                        found = known
                        break
                    }
                    if labels != nil, source.token(tokens[k], is: "case") || source.token(tokens[k], is: "default") { passed.append(k) }
                }
                k -= 1
            }
            if found == nil {
                guard k >= 0 else { return nil }
                found = keyword(before: k, among: ["switch"]).map { isExpression($0) ? $0 : -1 } ?? -1
            }
            labels?.value[label] = found
            // (An `if case`/`for case` in a case body is no label, but it is never asked about.)
            for other in passed { labels?.value[other] = found }
            return found.flatMap { $0 >= 0 ? $0 : nil }
        }
        /// The `{` of the branch before `else` at `word` (`} else`): nil when no `}` is there.
        func blockBefore(else word: Int) -> Int? {
            let close = previous(word)
            guard close >= 0, tokens[close].kind == .rightBrace else { return nil }
            return opening(close)
        }
        // `if c { … } else if d { … } else { … }`: from a branch back to the first `if`, over
        // each `} else {` and `} else if … {`.
        for _ in 0..<64 {
            let p = previous(open)
            if isKeyword(p, "else") {
                guard let before = blockBefore(else: p) else { return nil }
                open = before
                continue
            }
            guard let keyword = keyword(before: open, among: ["if", "else"]), isKeyword(keyword, "if") else { return nil }
            let q = previous(keyword)
            if isKeyword(q, "else") {
                guard let before = blockBefore(else: q) else { return nil }
                open = before
                continue
            }
            return isExpression(keyword) ? keyword : nil
        }
        return nil
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
