/// Reads the structure of one Swift file from its tokens: imports, declarations with their
/// members, and the facts rules ask of code (references, calls, member chains, assignments,
/// trailing closures, `#if` branches, preview regions).
///
/// One pass over the token array with a stack of open scopes; declaration headers are read by
/// looking ahead from their keyword and their tokens are then visited once more as code, so
/// the types they name are references too. No regexes and no `String` per token: only the
/// names that are kept are decoded. Broken code never stops it: unbalanced brackets are closed
/// at the next brace, an extension or import closes every open scope, and so does a type at
/// column 1 in a file whose braces do not balance.
public struct SyntaxScanner {
    /// Scans `file`; never fails.
    ///
    /// With `bodies: false` it skims: the bodies of functions, initializers, deinitializers,
    /// computed properties, subscripts and property observers are stepped over, so what is
    /// written inside them (local declarations) is missing, and no references, calls, member
    /// accesses or assignments are recorded anywhere, while every
    /// other declaration, with the same facts, comes out as in a full scan. That is what the
    /// project model and the rules need of a file whose findings are not reported
    /// (`lint --staged`, `--changed`): rules read those facts only in the file they report in.
    /// A body that holds a `#if` or a declaration keyword at column 1 (code the full scan may
    /// read as closing every scope: a type at column 1 does in a file whose braces do not
    /// balance) is scanned in full, so the two never disagree on structure.
    ///
    /// With `localDeclarations` (the default), a body holding a local `func`, type, `actor` or
    /// type alias is scanned in full too, so that the skim declares what the full scan declares,
    /// index for index: whole-tree `lint` scans some skimmed files again and keeps the model it
    /// built. Without, such bodies are stepped over as well (the local declarations are missing;
    /// every other declaration is the same): `lint --staged` never reads unreported files again.
    public static func scan(_ file: SourceFile, bodies: Bool = true, localDeclarations: Bool = true) -> FileSyntax {
        file.bytes.withUnsafeBufferPointer { bytes in
            file.tokens.withUnsafeBufferPointer { tokens in
                file.lines.lineStarts.withUnsafeBufferPointer { lineStarts in
                    let previewContent = isPreviewContent(path: file.path)
                    guard let base = bytes.baseAddress, !tokens.isEmpty else {
                        var empty = FileSyntax(file: file)
                        empty.isSkim = !bodies
                        empty.isPreviewContent = previewContent
                        return empty
                    }
                    var scanner = SyntaxScanner(file: file, base: base, tokens: tokens, lineStarts: lineStarts)
                    scanner.out.isSkim = !bodies
                    scanner.out.isPreviewContent = previewContent
                    scanner.skimsBodies = !bodies
                    scanner.skimsLocalDeclarations = !bodies && localDeclarations
                    scanner.reserveOutput()
                    scanner.run()
                    scanner.out.declarations = scanner.declarations.take()
                    scanner.out.indexChildren()
                    scanner.out.trimCapacity()
                    return scanner.out
                }
            }
        }
    }

    /// Whether a file's path is in Xcode's development assets folder, `Preview Content` (a
    /// folder of exactly that name, at any depth: Xcode's app templates make
    /// `<App>/Preview Content/`, listed in `DEVELOPMENT_ASSET_PATHS` and left out of release
    /// builds): its preview fakes and sample data are preview code throughout.
    public static func isPreviewContent(path: String) -> Bool {
        let folder = Array("Preview Content".utf8)
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.count > folder.count else { return false }
            var start = 0
            for end in bytes.indices where bytes[end] == UInt8(ascii: "/") {
                if end - start == folder.count, bytes[start] == folder[0], folder.indices.allSatisfy({ bytes[start + $0] == folder[$0] }) {
                    return true
                }
                start = end + 1
            }
            return false
        }
    }

    /// Types nested deeper than this (in one another, or in their functions) stop the scan of a
    /// file: real code nests a handful; a tree a thousand deep is generated or hostile, and
    /// reading it would take time and memory that grow with the square of the depth.
    public static let maximumTypeNesting = 128

    // MARK: - State

    struct Scope {
        enum Kind { case file, typeBody, functionBody, propertyBody, closure, block, preview, paren, bracket, angle }
        var kind: Kind
        var open: Int
        /// The declaration whose body this is, or the one the enclosing scope belongs to.
        var owner: Int?
        /// The member whose header or initializer is being read (file and type bodies only).
        var member: Int?
        /// The declaration whose body this scope is, to record its range when it closes.
        var bodyOf: Int?
        var isLocal: Bool
        var inPreview: Bool
        /// After `if`, `guard`, `while`, `for`, `switch`, `catch`: the next `{` is a statement body.
        var inHeader = false
        /// The call whose arguments or trailing closure this is.
        var call: Int?
        /// The next token starts an argument (parentheses and subscripts).
        var argumentStart = false
        /// For angle scopes: the token that closes them.
        var close = -1
        /// Where this scope's member chain starts in `chainTokens`.
        var chainBase = 0
        var chainStart = -1
        /// The last significant token belongs to the chain.
        var chainLive = false
        /// The last significant token was a `.` continuing the chain.
        var expectMember = false
        /// A `,` at this level starts another binding of a `let`/`var` list.
        var varList = false
        var varTemplate: Int?

        var isBraced: Bool { kind != .paren && kind != .bracket && kind != .angle }
        var referenceOwner: Int? { member ?? owner }
    }

    let file: SourceFile
    let base: UnsafePointer<UInt8>
    let tokens: UnsafeBufferPointer<Token>
    let count: Int
    var out: FileSyntax
    /// The declarations found so far: moved into `out.declarations` when the scan is done.
    var declarations = DeclarationStore()
    var scopes: [Scope] = []
    /// The calls of the open closure scopes that are trailing closures, outermost first: what
    /// `enclosingClosureNames` reports, without walking every open scope (closures nested by
    /// the thousand, each with an assignment, made that walk grow with the square of them).
    var closureCalls: [Int] = []
    /// The member chains being read, of every open scope, innermost last: a scope's chain runs
    /// from its `chainBase` to the next scope's (or the end), one token per component (the `.`
    /// itself for an implicit member). Only the innermost chain ever grows, so one flat buffer
    /// holds them all, `Scope` stays a plain value that copies without reference counting, and
    /// names are decoded only when a chain is recorded.
    var chainTokens: [Int] = []
    /// Token indices that are names being declared or labels: not references. Ascending.
    var excluded: [Int] = []
    var excludedHead = 0
    /// While `i <= headerEnd`, tokens belong to a declaration header: no declarations start.
    var headerEnd = -1
    var pendingAttributes: [Attribute] = []
    var pendingModifiers: [String] = []
    /// The modifier lists handed to declarations so far (a few distinct ones per file: `public`,
    /// `private`, `public static`, …): a declaration with one of them shares its storage instead
    /// of allocating a list of its own (`makeDeclaration`).
    var modifierLists: [[String]] = []
    var pendingStart: Int?
    /// The bytes of the text `normalizedText` is writing, kept across calls.
    var textScratch: [UInt8] = []
    /// Skim mode (`scan(_:bodies:)`): function bodies are stepped over.
    var skimsBodies = false
    /// In skim mode, bodies with local declarations are read (`scan(_:bodies:localDeclarations:)`).
    var skimsLocalDeclarations = false
    /// Whether the file's braces balance; nil until `recoversAtColumnOne()` first asks.
    var balancedBraces: Bool?
    /// `childPath(of:)`'s answers by declaration index (nil: not asked yet). Members of one type
    /// are often interleaved with those of nested types and local declarations, so keeping only
    /// the last answer recomputed the path (splitting the name) over and over.
    var childPaths: [[String]?] = []
    var attributeArgumentsEnd = -1
    /// The last run of names `startsBinding` read (`, b, c` in `var a, b, c: Int`), from its
    /// first to its last name, and its answer.
    var bindingRun = (first: -1, last: -1, starts: false)
    var pendingBody: (brace: Int, declaration: Int?, kind: Scope.Kind)?
    var pendingPreview: (pound: Int, depth: Int)?
    var genericCallee: (open: Int, close: Int)?
    var lastClosedCall: (call: Int, close: Int)?
    /// The last `(`…`)` closed that was not a call's arguments: a tuple whose elements a
    /// following `=` assigns.
    var lastClosedParen = (open: -1, close: -1)
    /// The identifier token most recently added to a chain.
    var lastName = -1
    var labelToken = -1
    var prev = -1
    /// The open branches of `#if` blocks, innermost last; `block` is the token of the block's `#if`.
    var openBranches: [(directive: String, condition: String, start: Int, block: Int)] = []
    /// Scratch buffer for `scanType`.
    var typeIdentifiers: [Int] = []
    var typeStack: [UInt8] = []
    /// Tokens `matchingClose` has counted through, and the match of every bracket once that
    /// passes the token count (empty until then).
    var matchingCloseWork = 0
    var closes: [Int32] = []
    /// Tokens that skim searches for a body's end covered before giving up, and the braces such
    /// a search found unclosed (`skippableBodyEnd`).
    var failedBodyWork = 0
    var unclosedBraces: Set<Int32> = []
    var interner = StringInterner()
    var lineCursor = 0
    /// `file.lines.lineStarts`, borrowed for the scan: `location(_:)` runs for every reference.
    let lineStarts: UnsafeBufferPointer<UInt32>

    init(file: SourceFile, base: UnsafePointer<UInt8>, tokens: UnsafeBufferPointer<Token>,
         lineStarts: UnsafeBufferPointer<UInt32>) {
        self.file = file
        self.base = base
        self.tokens = tokens
        self.count = tokens.count
        self.lineStarts = lineStarts
        self.out = FileSyntax(file: file)
    }

    // MARK: - Driver

    /// Sizes the output arrays from the token count, by the shares the corpus shows (per token:
    /// 0.125 references, 0.043 member accesses, 0.031 calls, 0.015 declarations) with a margin.
    /// Grown by doubling instead, each array was copied about once more than it was written,
    /// into fresh pages: page faults are much of a lint's time. Capacity that is never written
    /// is never touched, so the margin costs address space, not memory.
    mutating func reserveOutput() {
        let n = count
        declarations.reserveCapacity(n / 48 + 4)
        if skimsBodies { return }
        out.references.reserveCapacity(n / 6 + 4)
        out.memberAccesses.reserveCapacity(n / 16 + 4)
        out.calls.reserveCapacity(n / 24 + 4)
    }

    /// Whether a type at column 1 closes every open scope: only in a file whose braces do not
    /// balance (broken code, where that is the likeliest place a scope ended). In a file whose
    /// braces balance they say where scopes end, as for the compiler: a nested type written at
    /// column 1 (pasted or unformatted code) stays nested. Counted the first time a file asks
    /// (few do: a type at column 1 inside a scope is rare), not for every file.
    mutating func recoversAtColumnOne() -> Bool {
        if let balancedBraces { return !balancedBraces }
        let balance = SyntaxScanner.bracesBalance(tokens)
        balancedBraces = balance
        return !balance
    }

    /// Whether every `}` closes a `{` before it and every `{` is closed (braces in comments and
    /// string text are not tokens of their own).
    static func bracesBalance(_ tokens: UnsafeBufferPointer<Token>) -> Bool {
        var depth = 0
        for token in tokens {
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
        }
        return depth == 0
    }

    mutating func run() {
        // A file in `Preview Content` is preview code throughout, as a `#Preview` body is.
        scopes = [Scope(kind: .file, open: -1, owner: nil, isLocal: false, inPreview: out.isPreviewContent)]
        chainTokens.removeAll(keepingCapacity: true)
        var i = 0
        while i < count, out.nestingLimit == nil {
            if tokens[i].kind.isTrivia { i += 1; continue }
            let next = visit(i)
            prev = lastSignificant(before: next)
            i = max(next, i + 1)
        }
        while scopes.count > 1 { popScope(end: count) }
        endChain()
        finishMember(scopeIndex: 0, before: count)
        if out.nestingLimit == nil, let outermost = openBranches.first { out.unterminatedConditional = location(outermost.block) }
        for branch in openBranches {
            out.conditionalBranches.append(ConditionalBranch(
                directive: branch.directive, condition: branch.condition, tokenRange: branch.start..<count,
                location: location(branch.start)))
        }
        out.conditionalBranches.sort { $0.tokenRange.lowerBound < $1.tokenRange.lowerBound }
        if out.isPreviewContent { out.previewRegions.append(PreviewRegion(tokenRange: 0..<count, location: location(0))) }
        out.previewRegions.sort { $0.tokenRange.lowerBound < $1.tokenRange.lowerBound }
    }

    mutating func visit(_ i: Int) -> Int {
        var top = scopes.count - 1
        if scopes[top].argumentStart, tokens[i].kind != .rightParen, tokens[i].kind != .rightSquare {
            noteArgument(i)
            top = scopes.count - 1
        }
        switch tokens[i].kind {
        case .identifier, .keyword:
            return visitWord(i)
        case .atSign:
            return visitAttribute(i)
        case .poundKeyword:
            return visitDirective(i)
        case .pound:
            return visitPound(i)
        case .period:
            clearPending(i)
            if scopes[top].chainLive {
                scopes[top].expectMember = true
                scopes[top].chainLive = false
            } else if !scopes[top].expectMember {
                endChain()
                if prev < 0 || !(endsExpression(prev) || isPostfixOptional(prev)) {
                    chainTokens.append(i)
                    scopes[top].chainStart = i
                    scopes[top].expectMember = true
                }
            }
        case .leftParen:
            openParen(i)
            if skimsBodies, let close = skippableGroupEnd(i) { return close }
        case .rightParen: closeBracketed(i, kind: .paren)
        case .leftSquare:
            openBracket(i)
            if skimsBodies, let close = skippableGroupEnd(i) { return close }
        case .rightSquare: closeBracketed(i, kind: .bracket)
        case .leftBrace:
            if let close = openBrace(i) { return close }
        case .rightBrace:
            if let next = closeBrace(i) { return next }
        case .operator: visitOperator(i)
        case .comma: return visitComma(i)
        case .semicolon:
            endChain()
            clearPending(i)
            scopes[top].inHeader = false
            scopes[top].varList = false
        default:
            endChain()
            clearPending(i)
        }
        return i + 1
    }

    // MARK: - Words

    mutating func visitWord(_ i: Int) -> Int {
        let top = scopes.count - 1
        if isExcluded(i) || i == labelToken {
            endChain()
            return i + 1
        }
        let word = self.word(i)
        let afterPeriod = prev >= 0 && tokens[prev].kind == .period
        if !afterPeriod, let word {
            if i > headerEnd {
                if word.isDeclarationKeyword, let next = declaration(i, word) { return skimsBodies ? pastHeader(next) : next }
                if word.isModifier || word == .class || word == .isolated, let next = modifier(i, word) { return next }
            }
            if word.startsStatementHeader { scopes[top].inHeader = true }
            if scopes[top].kind == .propertyBody, word.isAccessor || word == .`init` || word.isAccessorModifier,
               prev >= 0, opensAccessor(after: prev, in: top)
            {
                if word.isAccessor || word == .`init`, let d = scopes[top].bodyOf { declarations[d].accessors.append(word.text) }
                // The accessor's attributes (`@MainActor didSet`) are no next declaration's.
                clearPending(i)
                endChain()
                return i + 1
            }
        }
        clearPending(i)
        if tokens[i].kind == .keyword {
            // `self`, `Self`, `super` and `.init` continue or start chains; other keywords end them.
            guard let word, word == .self || word == .Self || word == .super || (word == .`init` && afterPeriod) else {
                endChain()
                return i + 1
            }
            addToChain(i, afterPeriod: afterPeriod)
            return i + 1
        }
        if !afterPeriod, let word, word == .some || word == .any, let n = nextSignificant(i), n < count,
           [.identifier, .keyword, .leftParen, .leftSquare, .operator].contains(tokens[n].kind)
        {
            endChain()
            return i + 1
        }
        if !skimsBodies {
            let text = SyntaxScanner.nameText(tokens[i], base)
            out.references.append(Reference(
                name: interner.string(text), isASCII: SWAR.isASCII(text), isMember: afterPeriod, location: location(i),
                token: i, declaration: scopes[top].referenceOwner, isInPreview: scopes[top].inPreview))
        }
        addToChain(i, afterPeriod: afterPeriod)
        if i + 1 < count, isUppercase(i), tokens[i + 1].kind == .operator, tokens[i + 1].length == 1,
           base[Int(tokens[i + 1].start)] == UInt8(ascii: "<"), let close = genericArgumentsClose(i + 1),
           close + 1 < count, [.leftParen, .period].contains(tokens[close + 1].kind)
        {
            genericCallee = (i + 1, close)
        }
        return i + 1
    }

    /// Whether an accessor word (or modifier: `mutating`, `borrowing`, …) after token `p`, directly
    /// in the property body that is scope `top`, starts an accessor: after a `{`, a `}` or another
    /// accessor word (`mutating get`, `get async`), or after attributes written in such a place
    /// (`@MainActor didSet`, `@inline(__always) _modify`), which are pending then.
    func opensAccessor(after p: Int, in top: Int) -> Bool {
        if tokens[p].kind == .leftBrace || tokens[p].kind == .rightBrace || isAccessorWord(p) { return true }
        guard !pendingAttributes.isEmpty, let start = pendingStart, start > scopes[top].open else { return false }
        let before = lastSignificant(before: start)
        return before >= 0 && (tokens[before].kind == .leftBrace || tokens[before].kind == .rightBrace || isAccessorWord(before))
    }

    /// The first significant token from `k` on that is not part of an attribute: the word an
    /// accessor's attributes stand before (`@MainActor didSet`, `@inline(__always) get`).
    func skippingAttributes(_ k: Int) -> Int {
        var k = k
        while k < count, tokens[k].kind == .atSign, let end = attributeEnd(k), let n = nextSignificant(max(end, k)) { k = n }
        return k
    }

    /// In a skim, where to go on after a declaration's keyword (`next`): past its header when
    /// reading the header's tokens as code would record nothing (a skim keeps no references) and
    /// leave the scan's state as it found it. That is when the header holds no brace (a default
    /// value's closure may declare something), no `#` directive, and brackets that balance, and
    /// does not end inside an attribute (whose pending state would reach the next declaration).
    /// Otherwise `next`: the header is visited as in a full scan.
    func pastHeader(_ next: Int) -> Int {
        guard next <= headerEnd, headerEnd < count else { return next }
        var depth = 0
        var k = next
        while k <= headerEnd {
            switch tokens[k].kind {
            case .leftParen, .leftSquare:
                depth += 1
            case .rightParen, .rightSquare:
                depth -= 1
                if depth < 0 { return next }
            case .leftBrace, .rightBrace, .poundKeyword, .pound:
                return next
            case .atSign:
                // Its pending state would reach past the header.
                guard let end = attributeEnd(k), end < headerEnd else { return next }
            case .keyword:
                // `if`, `guard`, … set the scope's statement state in a full scan.
                if let w = word(k), w.startsStatementHeader { return next }
            case .identifier:
                // A generic callee (`X<Int, …>.c`) whose argument scope would outlast the header
                // (its `<` may be the header's next token).
                if k + 1 < count, tokens[k + 1].kind == .operator, tokens[k + 1].length == 1,
                   base[Int(tokens[k + 1].start)] == UInt8(ascii: "<"), isUppercase(k),
                   let close = genericArgumentsClose(k + 1), close > headerEnd {
                    return next
                }
            default:
                break
            }
            k += 1
        }
        return depth == 0 ? headerEnd + 1 : next
    }

    mutating func addToChain(_ i: Int, afterPeriod: Bool) {
        let top = scopes.count - 1
        if afterPeriod && scopes[top].expectMember {
            chainTokens.append(i)
            scopes[top].expectMember = false
        } else {
            endChain()
            chainTokens.append(i)
            scopes[top].chainStart = i
        }
        scopes[top].chainLive = true
        lastName = i
    }

    /// Records the chain of the innermost scope as a member access and clears it.
    mutating func endChain() {
        let top = scopes.count - 1
        let chainBase = scopes[top].chainBase
        // Most calls find nothing to end: return before writing to the scope stack, whose every
        // write checks that the array is not shared.
        if chainTokens.count == chainBase, !scopes[top].chainLive, !scopes[top].expectMember { return }
        let length = chainTokens.count - chainBase
        if !skimsBodies, length >= 1, length >= 2 || chainFollowsValue(chainBase) {
            var path = chainNames(from: chainBase)
            if chainFollowsValue(chainBase) { path = NameList(["(…)"] + path) }
            out.memberAccesses.append(MemberAccess(
                path: path, location: location(scopes[top].chainStart),
                token: scopes[top].chainStart, declaration: scopes[top].referenceOwner,
                isInPreview: scopes[top].inPreview))
        }
        if !skimsBodies, length >= 1, let ampersand = SyntaxScanner.inoutAmpersand(before: scopes[top].chainStart, tokens, base),
           tokens[chainTokens[chainBase]].kind != .period, scopes[top].chainStart > headerEnd
        {
            // `&state.items` passed in-out: a write, recorded as an assignment with operator `&`.
            out.assignments.append(Assignment(
                path: chainNames(from: chainBase), operator: "&", location: location(scopes[top].chainStart), token: ampersand,
                declaration: scopes[top].referenceOwner, enclosingClosures: enclosingClosureNames(), isInPreview: scopes[top].inPreview))
        }
        truncateChains(to: chainBase)
        scopes[top].chainLive = false
        scopes[top].expectMember = false
    }

    /// The `&` that makes the expression starting at token `start` an in-out argument: a prefix
    /// `&` (bound to `start`, not to what precedes it); nil when there is none.
    /// (Static: called as a method from `endChain`, it made Swift copy the whole scanner at each call.)
    static func inoutAmpersand(before start: Int, _ tokens: UnsafeBufferPointer<Token>, _ base: UnsafePointer<UInt8>) -> Int? {
        let a = start - 1
        guard a >= 0, start < tokens.count, tokens[a].kind == .operator, tokens[a].length == 1, tokens[a].end == tokens[start].start,
              base[Int(tokens[a].start)] == UInt8(ascii: "&") else { return nil }
        let at = Int(tokens[a].start)
        if at == 0 { return a }
        switch base[at - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("), UInt8(ascii: "["),
             UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return a
        default:
            return nil
        }
    }

    mutating func noteArgument(_ i: Int) {
        let top = scopes.count - 1
        scopes[top].argumentStart = false
        var label = "_"
        if tokens[i].kind == .identifier || tokens[i].kind == .keyword, let n = nextSignificant(i), n < count,
           tokens[n].kind == .colon
        {
            label = name(i)
            labelToken = i
        }
        if let call = scopes[top].call, scopes[top].kind == .paren || scopes[top].kind == .bracket {
            out.calls[call].labels.append(label)
        }
    }

    // MARK: - Attributes, modifiers, directives

    mutating func visitAttribute(_ i: Int) -> Int {
        endChain()
        // An attribute inside another's arguments (`@A(@B)`) belongs to no declaration; reading
        // each of a thousand nested ones to its `)` took time and memory in the square of them.
        if i < attributeArgumentsEnd { return i + 1 }
        guard let k = attributeNameEnd(i) else { return i + 1 }
        var nameText = name(i + 1)
        for part in stride(from: i + 3, through: k, by: 2) { nameText += "." + name(part) }
        // Generic arguments (`@UserDefault<Bool>(key: "k")`) are not part of the name, which rules
        // match; their tokens are visited as code, as the arguments' are (the types they name are
        // references), and like those they leave the pending attributes alone.
        var head = k
        if let close = attributeGenericArgumentsClose(k) {
            head = close
            attributeArgumentsEnd = max(attributeArgumentsEnd, close)
        }
        var arguments: String?
        if head + 1 < count, tokens[head + 1].kind == .leftParen, let close = matchingClose(head + 1) {
            arguments = close > head + 2 ? normalizedText(head + 2, close - 1) : ""
            attributeArgumentsEnd = max(attributeArgumentsEnd, close)
        }
        if pendingStart == nil { pendingStart = i }
        pendingAttributes.append(Attribute(name: nameText, arguments: arguments, location: location(k)))
        return k + 1
    }

    /// A modifier before a declaration: recorded and skipped. Returns nil if `i` is not one.
    mutating func modifier(_ i: Int, _ word: SyntaxWord) -> Int? {
        // After an operator that takes an operand (`=`, `??`; not a postfix `?`, `!` or the `>`
        // that ends a generic type, also on a line of its own, nor the name that ends `prefix
        // operator +++`) the word is that operand, ending an expression: `let mode = open` then
        // `private var count` (`count` is private only).
        let p = lastSignificant(before: i)
        if p >= 0, tokens[p].kind == .operator, !isPostfixOperator(p), !isAngleCloser(p),
           self.word(lastSignificant(before: p)) != .operator { return nil }
        var k = i
        var afterFirst = -1
        var steps = 0
        while steps < 12 {
            steps += 1
            guard let w = self.word(k), w.isModifier || w == .class || w == .isolated else { return nil }
            guard var n = nextSignificant(k), n < count else { return nil }
            // `isolated deinit` (SE-0371): elsewhere `isolated` is a parameter's type specifier.
            if w == .isolated, self.word(n) != .deinit { return nil }
            if w.takesArgument, tokens[n].kind == .leftParen, let a = nextSignificant(n), a < count,
               tokens[a].kind == .identifier, let c = nextSignificant(a), c < count, tokens[c].kind == .rightParen
            {
                n = c + 1
                guard let after = nextSignificant(c), after < count else { return nil }
                if k == i { afterFirst = c + 1 }
                n = after
            } else if k == i {
                afterFirst = k + 1
            }
            guard let next = self.word(n) else { return nil }
            if next.isDeclarationKeyword {
                if next == .actor || next == .macro {
                    guard let m = nextSignificant(n), m < count, tokens[m].kind == .identifier else { return nil }
                }
                if next == .class, w == .class { return nil }
                break
            }
            guard next.isModifier || next == .class else { return nil }
            k = n
        }
        if steps >= 12 { return nil }
        if pendingStart == nil { pendingStart = i }
        pendingModifiers.append(normalizedText(i, afterFirst - 1))
        endChain()
        return afterFirst
    }

    mutating func clearPending(_ i: Int) {
        guard i > attributeArgumentsEnd, pendingStart != nil else { return }
        pendingAttributes.removeAll(keepingCapacity: true)
        pendingModifiers.removeAll(keepingCapacity: true)
        pendingStart = nil
    }

    mutating func visitDirective(_ i: Int) -> Int {
        let t = tokens[i]
        if token(t, is: "#if") || token(t, is: "#elseif") {
            var end = i + 1
            while end < count, tokens[end].kind != .newline, !tokens[end].kind.isComment { end += 1 }
            let last = lastSignificant(before: end)
            let condition = last > i ? normalizedText(i + 1, last) : ""
            let isIf = token(t, is: "#if")
            let block = isIf ? i : closeBranch(i) ?? i
            openBranches.append((isIf ? "if" : "elseif", condition, i, block))
            return end
        }
        if token(t, is: "#else") {
            let block = closeBranch(i) ?? i
            openBranches.append(("else", "", i, block))
            return i + 1
        }
        if token(t, is: "#endif") {
            closeBranch(i)
            return i + 1
        }
        // `#available(iOS 15, *)` and friends: platform names are not references.
        endChain()
        clearPending(i)
        if let n = nextSignificant(i), n < count, tokens[n].kind == .leftParen, let close = matchingClose(n) {
            return close + 1
        }
        return i + 1
    }

    /// Ends the innermost open branch at `i`; returns its block's `#if` token (nil: none was open,
    /// and the directive at `i` is recorded as stray).
    @discardableResult
    mutating func closeBranch(_ i: Int) -> Int? {
        guard let open = openBranches.popLast() else {
            if out.strayDirective == nil { out.strayDirective = (location(i), file.text(of: tokens[i])) }
            return nil
        }
        out.conditionalBranches.append(ConditionalBranch(
            directive: open.directive, condition: open.condition, tokenRange: open.start..<i, location: location(open.start)))
        return open.block
    }

    mutating func visitPound(_ i: Int) -> Int {
        endChain()
        clearPending(i)
        guard i + 1 < count, tokens[i + 1].kind == .identifier || tokens[i + 1].kind == .keyword else { return i + 1 }
        if word(i + 1)?.opensPreview == true { pendingPreview = (i, scopes.count) }
        return i + 2
    }

    // MARK: - Operators and commas

    mutating func visitOperator(_ i: Int) {
        let top = scopes.count - 1
        let t = tokens[i]
        if scopes[top].kind == .angle, scopes[top].close == i {
            endChain()
            while scopes.count > 1, scopes[scopes.count - 1].kind == .angle, scopes[scopes.count - 1].close == i {
                // The callee before `<` is the name a following `(` calls.
                lastName = removeInnermostScope().open - 1
            }
            return
        }
        if let g = genericCallee, g.open == i {
            var scope = Scope(kind: .angle, open: i, owner: scopes[top].referenceOwner,
                              isLocal: scopes[top].isLocal, inPreview: scopes[top].inPreview)
            scope.close = g.close
            pushScope(scope)
            genericCallee = nil
            return
        }
        let first = base[Int(t.start)]
        if t.length == 1, first == UInt8(ascii: "?") || first == UInt8(ascii: "!"), prev >= 0, tokens[prev].end == t.start,
           scopes[top].chainLive
        {
            return  // postfix `?` / `!` keeps the chain
        }
        let chainBase = scopes[top].chainBase
        if !skimsBodies, isAssignmentOperator(t), scopes[top].chainLive, chainTokens.count > chainBase,
           tokens[chainTokens[chainBase]].kind != .period, scopes[top].chainStart > headerEnd, !isCaptureList(top)
        {
            let start = scopes[top].chainStart
            var path = chainNames(from: chainBase)
            if chainFollowsValue(chainBase) { path = NameList(["(…)"] + path) }
            out.assignments.append(Assignment(
                path: path, operator: text(i), location: location(start), token: i,
                declaration: scopes[top].referenceOwner, enclosingClosures: enclosingClosureNames(), isInPreview: scopes[top].inPreview))
        } else if !skimsBodies, t.length == 1, first == UInt8(ascii: "="), prev >= 0, prev == lastClosedParen.close,
                  lastClosedParen.open > headerEnd, startsStatement(lastClosedParen.open)
        {
            tupleAssignment(open: lastClosedParen.open, close: lastClosedParen.close, operator: i)
        }
        endChain()
        clearPending(i)
    }

    /// Whether scope `s` is a closure's capture list (`{ [state = self.state] in`), whose `=`
    /// binds a new name: it assigns nothing.
    func isCaptureList(_ s: Int) -> Bool {
        s >= 1 && scopes[s].kind == .bracket && scopes[s - 1].kind == .closure
            && lastSignificant(before: scopes[s].open) == scopes[s - 1].open
    }

    /// Names of the trailing-closure calls whose closures are open, innermost first.
    func enclosingClosureNames() -> [String] {
        closureCalls.reversed().map { out.calls[$0].name }
    }

    /// Whether a `(` at `open` starts a statement (so `(…) = x` assigns a tuple): it follows
    /// `{`, `}`, `;`, a `case` label's `:` or a closure's `in`, or starts a line after a token
    /// that ends an expression (a `(` there is not a call).
    func startsStatement(_ open: Int) -> Bool {
        let p = lastSignificant(before: open)
        if p < 0 { return true }
        switch tokens[p].kind {
        case .leftBrace, .rightBrace, .semicolon, .colon: return true
        case .keyword: if word(p) == .in { return true }
        default: break
        }
        guard !sameLine(p, open) else { return false }
        switch tokens[p].kind {
        case .identifier, .rightParen, .rightSquare, .stringQuote, .multilineStringQuote, .rawStringDelimiter,
             .integerLiteral, .floatLiteral:
            return true
        case .keyword:
            let w = word(p), t = tokens[p]
            return w == .self || w == .Self || w == .super || token(t, is: "true") || token(t, is: "false")
                || token(t, is: "nil")
        default:
            return false
        }
    }

    /// `(a, self.b, _) = …`: an assignment of each element that is a name or member chain (a
    /// nested tuple is read the same way).
    /// Nested tuples deeper than this are not read (the recursion and the search for each
    /// level's `)` are bounded: hostile input nests parentheses by the thousand).
    static let maximumTupleNesting = 8

    /// Each call in a chain records the chain before it as its receiver; a receiver keeps at most
    /// this many components, the first. Real code stays under twenty; calls chained by the
    /// thousand (`a.b().b()…`) made receivers whose total length grew with the square of the
    /// chain (a 64 KB file took half a gigabyte).
    static let maximumReceiverLength = 128

    mutating func tupleAssignment(open: Int, close: Int, operator op: Int, depth nesting: Int = 0) {
        guard nesting < SyntaxScanner.maximumTupleNesting else { return }
        var start = open + 1
        var depth = 0
        var k = open + 1
        while k <= close {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                if k == close { fallthrough }
                depth -= 1
            case .comma where depth == 0:
                tupleElement(start, k, operator: op, nesting: nesting)
                start = k + 1
            default: break
            }
            if k == close { tupleElement(start, close, operator: op, nesting: nesting) }
            k += 1
        }
    }

    /// One element of a tuple assignment, tokens `start..<end`: assigned as its chain alone is
    /// (`(a.state, b?.state) = …` assigns `b.state` as `b?.state = …` does). A postfix `?` or
    /// `!` keeps the chain, a call's or subscript's arguments are skipped (`all[0].state` is
    /// `all.state`), and a parenthesized value a member follows starts the path with `"(…)"`;
    /// a parenthesized element alone is a nested tuple.
    private mutating func tupleElement(_ start: Int, _ end: Int, operator op: Int, nesting: Int) {
        var names: [Int] = []
        var throughValue = false
        var k = start
        var expectName = true
        while k < end {
            let kind = tokens[k].kind
            if kind.isTrivia { k += 1; continue }
            if expectName, kind == .identifier || (kind == .keyword && word(k) == .self) {
                names.append(k)
                expectName = false
            } else if !expectName, kind == .period {
                expectName = true
            } else if !expectName, kind == .operator, tokens[k - 1].end == tokens[k].start,
                      token(tokens[k], is: "?") || token(tokens[k], is: "!") {
                // `b?.state`, `all.first!.state`: the chain goes on.
            } else if !expectName, kind == .leftParen || kind == .leftSquare, let close = matchingClose(k), close < end {
                k = close  // a call's or subscript's arguments: not part of the path
            } else if kind == .leftParen, names.isEmpty, !throughValue, let close = matchingClose(k), close < end {
                guard let after = nextSignificant(close), after < end else {
                    // `((p, q), r)`: a nested tuple, read the same way.
                    if nesting + 1 < SyntaxScanner.maximumTupleNesting { tupleAssignment(open: k, close: close, operator: op, depth: nesting + 1) }
                    return
                }
                // `((x as? T)?.state, …)`: a member of a parenthesized value.
                throughValue = true
                expectName = false
                k = close
            } else {
                return
            }
            k += 1
        }
        guard !names.isEmpty, !expectName, names.count > 1 || throughValue || text(names[0]) != "_" else { return }
        let top = scopes.count - 1
        var path = names.withUnsafeBufferPointer { SyntaxScanner.nameList($0, tokens, base, &interner) }
        if throughValue { path = NameList(["(…)"] + path) }
        out.assignments.append(Assignment(
            path: path, operator: "=", location: location(names[0]), token: op,
            declaration: scopes[top].referenceOwner, enclosingClosures: enclosingClosureNames(), isInPreview: scopes[top].inPreview))
    }

    @inline(__always)
    func isAssignmentOperator(_ t: Token) -> Bool {
        let s = Int(t.start)
        let n = t.length
        guard base[s + n - 1] == UInt8(ascii: "=") else { return false }
        if n == 1 { return true }
        // Comparisons end in `=` too.
        let before = base[s + n - 2]
        if n == 2, before == UInt8(ascii: "=") || before == UInt8(ascii: "!") || before == UInt8(ascii: "<")
            || before == UInt8(ascii: ">") || before == UInt8(ascii: "~") { return false }
        if n == 3, before == UInt8(ascii: "="), base[s] == UInt8(ascii: "=") || base[s] == UInt8(ascii: "!") { return false }
        return true
    }

    mutating func visitComma(_ i: Int) -> Int {
        endChain()
        clearPending(i)
        let top = scopes.count - 1
        if scopes[top].kind == .paren || scopes[top].kind == .bracket {
            scopes[top].argumentStart = true
            return i + 1
        }
        if scopes[top].varList, !scopes[top].inHeader, i > headerEnd, let n = nextSignificant(i), n < count,
           tokens[n].kind == .identifier, startsBinding(n)
        {
            guard let template = scopes[top].varTemplate else {
                // Another binding of a local `let`/`var` list (`let a = f(), b = g()`): a name, and
                // no declaration, as the first binding is none.
                return localBinding(i)
            }
            return variable(keyword: i, binding: declarations[template].binding ?? "var", template: template)
        }
        return i + 1
    }

    /// Whether the name at `n`, after a comma of a `let`/`var` list, is the list's next binding:
    /// an `=` or `:` follows it, or more names of the list do and then one of those (`var a, b,
    /// c: Int`). In `var p = C<Int, Never> { … }` the comma is a generic argument list's, and
    /// `Never` (a `>` follows) is no binding.
    /// Every name of the run it reads answers the same, so the answer is kept for the run
    /// (`bindingRun`): names listed by the thousand (`var a, b, …: Int`) are read once, not once
    /// per comma.
    mutating func startsBinding(_ n: Int) -> Bool {
        if n > bindingRun.first, n <= bindingRun.last { return bindingRun.starts }
        var k = n
        var starts = false
        while let after = nextSignificant(k), after < count {
            if tokens[after].kind == .colon || isOperator(after, "=") {
                starts = true
                break
            }
            guard tokens[after].kind == .comma, let name = nextSignificant(after), name < count,
                  tokens[name].kind == .identifier else { break }
            k = name
        }
        bindingRun = (n, k, starts)
        return starts
    }

    // MARK: - Brackets

    mutating func openParen(_ i: Int) {
        let top = scopes.count - 1
        var call: Int?
        // A skim records no calls: a rule that reads a file's code reads it from a full scan.
        if !skimsBodies, prev >= 0, sameLine(prev, i) {
            let hasChain = chainTokens.count > scopes[top].chainBase
            if prev == lastName, scopes[top].chainLive, hasChain {
                call = makeCall(nameToken: lastName)
            } else if tokens[prev].kind == .operator, scopes[top].chainLive, hasChain, lastName >= 0 {
                call = makeCall(nameToken: lastName)
            }
        }
        if call == nil { endChain() }
        if i > attributeArgumentsEnd { clearPending(i) }
        // `#Preview("Name", body: { … })`: the macro's arguments are preview code, a region of
        // their own (`closeBracketed`), as its trailing closure is.
        let previewArguments = pendingPreview.map { $0.depth == scopes.count && $0.pound + 2 == i } ?? false
        var scope = Scope(kind: .paren, open: i, owner: scopes[top].referenceOwner,
                          isLocal: scopes[top].isLocal || previewArguments, inPreview: scopes[top].inPreview || previewArguments)
        scope.call = call
        scope.argumentStart = true
        pushScope(scope)
    }

    mutating func openBracket(_ i: Int) {
        let top = scopes.count - 1
        let isSubscript = prev >= 0 && scopes[top].chainLive && tokens[prev].end == tokens[i].start
        if !isSubscript { endChain() }
        clearPending(i)
        var scope = Scope(kind: .bracket, open: i, owner: scopes[top].referenceOwner,
                          isLocal: scopes[top].isLocal, inPreview: scopes[top].inPreview)
        scope.argumentStart = isSubscript
        pushScope(scope)
    }

    /// `)` or `]`: closes the innermost matching bracket; a stray one is ignored.
    mutating func closeBracketed(_ i: Int, kind: Scope.Kind) {
        guard let index = scopes.lastIndex(where: { $0.kind == kind || $0.isBraced }), scopes[index].kind == kind else {
            endChain()
            return
        }
        while scopes.count - 1 > index { endChain(); removeInnermostScope() }
        endChain()
        let scope = removeInnermostScope()
        if let call = scope.call {
            out.calls[call].arguments = scope.open..<(i + 1)
            lastClosedCall = (call, i)
        } else if kind == .paren {
            lastClosedParen = (scope.open, i)
        }
        if kind == .paren, scope.inPreview, !scopes[scopes.count - 1].inPreview, let preview = pendingPreview {
            // A `#Preview(…)`'s arguments: with a trailing closure after them, its region covers
            // them; without, they are the region, and the next brace is someone else's.
            let trailingClosure = nextSignificant(i).map { $0 < count && tokens[$0].kind == .leftBrace } ?? false
            if !trailingClosure {
                out.previewRegions.append(PreviewRegion(tokenRange: preview.pound..<(i + 1), location: location(preview.pound)))
                pendingPreview = nil
            }
        }
        if i <= attributeArgumentsEnd { return }
        clearPending(i)
    }

    /// Records a call of the innermost scope's chain (non-empty): its last component is the
    /// called name, the others the receiver.
    mutating func makeCall(nameToken: Int) -> Int {
        let top = scopes.count - 1
        let chainBase = scopes[top].chainBase
        let nameIndex = chainTokens[chainTokens.count - 1]
        let name = tokens[nameIndex].kind == .period ? "." : internedName(nameIndex)
        var receiver = chainNames(from: chainBase, dropLast: true, limit: SyntaxScanner.maximumReceiverLength)
        if chainFollowsValue(chainBase) { receiver = NameList(["(…)"] + receiver) }
        var constructed: String?
        func capitalized(_ s: String) -> Bool { s.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? false }
        if word(nameToken) == .`init` {
            if let last = receiver.last, capitalized(last) { constructed = receiver.joined(separator: ".") }
        } else if isUppercase(nameToken) {
            constructed = receiver.allSatisfy(capitalized)
                ? (receiver.isEmpty ? name : receiver.joined(separator: ".") + "." + name) : name
        }
        // Read before the append: calling `location(_:)` inside it made Swift copy the whole
        // scanner first, on every call.
        let location = location(nameToken)
        let owner = scopes[top].referenceOwner, inPreview = scopes[top].inPreview
        out.calls.append(Call(
            name: name, receiver: receiver, labels: [], constructedType: constructed, location: location,
            token: nameToken, arguments: nil, trailingClosure: nil, declaration: owner, isInPreview: inPreview))
        return out.calls.count - 1
    }

    /// Opens the scope of a `{`. In skim mode, for a function body that can be stepped over,
    /// returns the index of its `}` to continue from.
    mutating func openBrace(_ i: Int) -> Int? {
        let top = scopes.count - 1
        clearPending(i)
        let parent = (kind: scopes[top].kind, inPreview: scopes[top].inPreview, isLocal: scopes[top].isLocal,
                      referenceOwner: scopes[top].referenceOwner, member: scopes[top].member,
                      inHeader: scopes[top].inHeader, chainLive: scopes[top].chainLive)
        if let pending = pendingBody, pending.brace == i {
            pendingBody = nil
            scopes[top].varList = false
            endChain()
            var inPreview = parent.inPreview
            if let d = pending.declaration, declarations[d].isInPreview { inPreview = true }
            var scope = Scope(kind: pending.kind, open: i, owner: pending.declaration ?? parent.referenceOwner,
                              isLocal: pending.kind == .typeBody ? parent.isLocal : true, inPreview: inPreview)
            scope.bodyOf = pending.declaration
            pushScope(scope)
            if skimsBodies, let d = pending.declaration {
                if pending.kind == .functionBody, [.function, .initializer, .deinitializer].contains(declarations[d].kind) {
                    return skippableBodyEnd(i)
                }
                // A computed property's or subscript's body, or a property's observers: stepped
                // over like a function body, with the accessor blocks a full scan records.
                if pending.kind == .propertyBody {
                    var accessors: [String] = []
                    guard let end = skippableBodyEnd(i, accessors: &accessors) else { return nil }
                    declarations[d].accessors += accessors
                    return end
                }
            }
            return nil
        }
        if let preview = pendingPreview, preview.depth == scopes.count {
            pendingPreview = nil
            scopes[top].varList = false
            endChain()
            var scope = Scope(kind: .preview, open: preview.pound, owner: parent.referenceOwner, isLocal: true, inPreview: true)
            scope.chainStart = i
            pushScope(scope)
            return nil
        }
        if parent.kind == .file || parent.kind == .typeBody, let n = nextSignificant(i), n < count,
           let w = word(tokens[n].kind == .atSign ? skippingAttributes(n) : n), w == .willSet || w == .didSet
        {
            scopes[top].varList = false
            endChain()
            var scope = Scope(kind: .propertyBody, open: i, owner: parent.referenceOwner, isLocal: true,
                              inPreview: parent.inPreview)
            scope.bodyOf = parent.member
            pushScope(scope)
            return nil
        }
        var call: Int?
        if !skimsBodies, !parent.inHeader, prev >= 0 {
            if prev == lastName, parent.chainLive, tokens[prev].kind == .identifier,
               chainTokens.count > scopes[top].chainBase
            {
                call = makeCall(nameToken: lastName)
            } else if let closed = lastClosedCall, closed.close == prev {
                call = closed.call
            }
        }
        if call == nil { endChain() }
        let isBlock = parent.inHeader || (prev >= 0 && [.else, .do, .repeat, .defer].contains(word(prev)))
        scopes[top].inHeader = false
        // A closure leaves a `let`/`var` list open: it is (part of) a binding's initializer
        // (`let a = Task { … }, b = 0`); a block ends it.
        if isBlock { scopes[top].varList = false }
        var scope = Scope(kind: isBlock ? .block : .closure, open: i, owner: parent.referenceOwner,
                          isLocal: true, inPreview: parent.inPreview)
        scope.call = call
        pushScope(scope)
        // A skim steps over a closure or block as over a function body: in a body it reads (one
        // with a local declaration), or at type level (a property's initializer); not over the
        // brace of a declaration's body (`func f({) {}}`, broken).
        guard skimsBodies, let end = skippableBodyEnd(i) else { return nil }
        if let pending = pendingBody, pending.brace > i, pending.brace <= end { return nil }
        return end
    }

    /// In a skim, the `)` or `]` that closes the group opened at `open` when what is inside can be
    /// stepped over: read as code it would record nothing (a skim keeps no references or calls)
    /// and leave the scan's state as it found it. Nil when the group holds a brace (a closure may
    /// declare something), a `#` directive or macro (`#Preview`), an attribute, a declaration
    /// keyword or modifier (`let` in a pattern, a label `class:`), or a word at column 1 (broken
    /// code, where a type closes every scope), or when its brackets do not nest.
    func skippableGroupEnd(_ open: Int) -> Int? {
        // The open brackets, innermost in the low bit (1: a square one), without allocating.
        var kinds: UInt64 = tokens[open].kind == .leftSquare ? 1 : 0
        var depth = 1
        var k = open + 1
        while k < count {
            switch tokens[k].kind {
            case .leftParen, .leftSquare:
                guard depth < 64 else { return nil }
                kinds = kinds << 1 | (tokens[k].kind == .leftSquare ? 1 : 0)
                depth += 1
            case .rightParen, .rightSquare:
                guard (kinds & 1 == 1) == (tokens[k].kind == .rightSquare) else { return nil }
                kinds >>= 1
                depth -= 1
                if depth == 0 { return k }
            case .leftBrace, .rightBrace, .poundKeyword, .pound, .atSign:
                return nil
            case .keyword:
                if isAtColumnOne(k) { return nil }
                if let w = word(k), w.isDeclarationKeyword || w.isModifier || w == .class,
                   !(k > 0 && tokens[k - 1].kind == .period) { return nil }
            case .identifier:
                if isAtColumnOne(k) { return nil }
                // `actor A`, `macro m()`: declarations in a full scan.
                if tokens[k].length == 5, let w = word(k), w == .actor || w == .macro { return nil }
            default:
                break
            }
            k += 1
        }
        return nil
    }

    /// The `}` that closes the body opened at `open`, found by counting braces; nil when the body
    /// holds something whose structure only a full scan reads the same way: an `#if` block, an
    /// `extension` or `import` (which close every scope), a declaration keyword, modifier or
    /// attribute at column 1, a local declaration, `#Preview`, an attribute at its end or with
    /// arguments left open, or an `#available(` or `let (` left open (broken code, where a full
    /// scan reads on to a bracket past the body's end).
    mutating func skippableBodyEnd(_ open: Int) -> Int? {
        var none: [String] = []
        return skippableBodyEnd(open, collectsAccessors: false, accessors: &none)
    }

    /// As `skippableBodyEnd(_:)`, for a property's or subscript's body: also gathers the accessor
    /// words (`get`, `set`, `didSet`, `init`, …) that a full scan records for it. A body that starts
    /// with an accessor word or modifier (`mutating`, `borrowing`, …), also after attributes, is a
    /// list of accessor blocks: directly in it only accessor words, their modifiers and attributes
    /// and a parameter (`set(newValue)`, `throws(E)`) may stand, each accessor word after a `{`,
    /// `}` or another accessor word (or attributes there). Any other body is a
    /// getter, with no accessor word directly in it. A body that is neither is read in full (nil).
    mutating func skippableBodyEnd(_ open: Int, accessors: inout [String]) -> Int? {
        skippableBodyEnd(open, collectsAccessors: true, accessors: &accessors)
    }

    /// `bodyEnd`, remembering the braces a failed search found unclosed where it gave up: a
    /// search from one of them would give up there too (what stops a search is the token, or the
    /// end of the file; a depth-dependent reason stops it only directly in its body, where no
    /// brace is open). Without this, `{` nested 50,000 deep, left open or holding a `#if`,
    /// searched the rest of the file from every brace: quadratic (a 300 KB file took 11 s).
    /// Done once failed searches have covered more tokens than the file has, as `matchingClose` does.
    @inline(__always)
    private mutating func skippableBodyEnd(_ open: Int, collectsAccessors: Bool, accessors: inout [String]) -> Int? {
        if !unclosedBraces.isEmpty, unclosedBraces.contains(Int32(open)) { return nil }
        var failure = count
        if let end = bodyEnd(open, collectsAccessors: collectsAccessors, accessors: &accessors, failure: &failure) { return end }
        failedBodyWork += failure - open
        if failedBodyWork > count {
            var stack: [Int32] = []
            for k in open + 1..<min(failure, count) {
                switch tokens[k].kind {
                case .leftBrace: stack.append(Int32(k))
                case .rightBrace: _ = stack.popLast()
                default: break
                }
            }
            unclosedBraces.formUnion(stack)
        }
        return nil
    }

    @inline(__always)
    private func bodyEnd(_ open: Int, collectsAccessors: Bool, accessors: inout [String], failure: inout Int) -> Int? {
        var depth = 1
        // For accessor words: whether the body is a list of accessor blocks (decided at its first
        // token), and the last significant token directly in it.
        var accessorList: Bool?
        var last = open
        var k = open + 1
        while k < count {
            let kind = tokens[k].kind
            if collectsAccessors, depth == 1, !kind.isTrivia {
                let w = kind == .identifier || kind == .keyword ? word(k) : nil
                let list = accessorList ?? (word(kind == .atSign ? skippingAttributes(k) : k)
                    .map { $0.isAccessor || $0 == .`init` || $0.isAccessorModifier } ?? false)
                accessorList = list
                if list {
                    switch kind {
                    case .atSign:
                        // An accessor's attributes (`@inline(__always) get`): where an accessor word
                        // may stand, closed before a brace, and before an accessor word, modifier or
                        // another attribute (at column 1 a full scan ends the body there). `last`
                        // stays the token before them, which the accessor word is checked against.
                        guard [.leftBrace, .rightBrace].contains(tokens[last].kind) || isAccessorWord(last), !isAtColumnOne(k),
                              let end = attributeEnd(k), end > k, let n = nextSignificant(end), n < count,
                              tokens[n].kind == .atSign
                                || word(n).map({ $0.isAccessor || $0 == .`init` || $0.isAccessorModifier }) == true
                        else { failure = k; return nil }
                        k = end + 1
                        continue
                    case .identifier, .keyword:
                        guard let w else { failure = k; return nil }
                        if w.isAccessor || w == .`init` {
                            guard [.leftBrace, .rightBrace].contains(tokens[last].kind) || isAccessorWord(last) else { failure = k; return nil }
                            accessors.append(w.text)
                        } else if !w.isAccessorModifier, w != .async, w != .throws {
                            failure = k; return nil
                        }
                    case .leftParen:
                        guard isAccessorWord(last), let name = nextSignificant(k), name < count, tokens[name].kind == .identifier,
                              let close = nextSignificant(name), close < count, tokens[close].kind == .rightParen else { failure = k; return nil }
                        last = close
                        k = close + 1
                        continue
                    case .leftBrace, .rightBrace:
                        break
                    default:
                        failure = k; return nil
                    }
                } else if let w, w.isAccessor {
                    failure = k; return nil
                }
            }
            switch kind {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return k }
            case .poundKeyword:
                // `#if`, `#elseif`, `#else`, `#endif` (not `#available` and the like).
                let second = base[Int(tokens[k].start) + 1]
                if second == UInt8(ascii: "i") || second == UInt8(ascii: "e") { failure = k; return nil }
                // `#available(…)`: a full scan steps to the `)` that closes it, wherever that is.
                if let n = nextSignificant(k), n < count, tokens[n].kind == .leftParen, closeBeforeBrace(n) == nil { failure = k; return nil }
            case .pound:
                // `#Preview` (and `#Playground`) makes a later `{` a preview in a full scan.
                if k + 1 < count, word(k + 1)?.opensPreview == true { failure = k; return nil }
            case .atSign:
                // At column 1 a full scan ends the body there; at the body's end its pending
                // attribute reaches the next declaration.
                if isAtColumnOne(k) { failure = k; return nil }
                guard let end = attributeEnd(k), let n = nextSignificant(end), n < count, tokens[n].kind != .rightBrace else { failure = k; return nil }
            case .keyword:
                // `extension` and `import` anywhere (reserved words: always `.keyword` tokens), and
                // with `skimsLocalDeclarations` local declarations (`func`, `struct`, …), which a
                // full scan records: with them read, the skim's declarations are the full scan's,
                // index for index. Only those lengths are looked up (this runs for every keyword).
                let length = tokens[k].length
                if length == 3, let n = nextSignificant(k), n < count, tokens[n].kind == .leftParen, closeBeforeBrace(n) == nil {
                    failure = k; return nil  // `let (a, b` left open: a full scan's binding reads on to its `)`
                }
                let mayMatter = length == 9 || length == 6
                    || (skimsLocalDeclarations && (length == 4 || length == 5 || length == 8 || length == 14 || length == 15))
                guard mayMatter || isAtColumnOne(k), let w = word(k) else { break }
                switch w {
                case .extension, .import: failure = k; return nil
                case .func, .struct, .class, .enum, .protocol, .typealias, .operator, .precedencegroup, .associatedtype:
                    if skimsLocalDeclarations || isAtColumnOne(k) { failure = k; return nil }
                default: if isAtColumnOne(k), w.isDeclarationKeyword || w.isModifier { failure = k; return nil }
                }
            case .identifier:
                // Contextual declaration words and modifiers (`actor`, `final`, …) matter at column 1;
                // a local `actor Name` or `macro name` anywhere. Most names are neither: they are not looked up.
                let atColumnOne = isAtColumnOne(k)
                guard atColumnOne || (skimsLocalDeclarations && tokens[k].length == 5), let w = word(k) else { break }
                if atColumnOne, w.isDeclarationKeyword || w.isModifier { failure = k; return nil }
                if skimsLocalDeclarations, w == .actor || w == .macro, let n = nextSignificant(k), n < count, tokens[n].kind == .identifier {
                    failure = k; return nil
                }
            default:
                break
            }
            if collectsAccessors, depth == 1, !kind.isTrivia { last = k }
            k += 1
        }
        failure = k; return nil
    }

    /// The bracket that closes the one at `open`, counting `(`, `[`, `)` and `]` alike as
    /// `matchingClose` does (which then finds the same closer); nil when a brace comes first.
    func closeBeforeBrace(_ open: Int) -> Int? {
        var depth = 0
        var k = open
        while k < count {
            switch tokens[k].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare:
                depth -= 1
                if depth == 0 { return k }
            case .leftBrace, .rightBrace: return nil
            default: break
            }
            k += 1
        }
        return nil
    }

    /// The last token of the attribute whose `@` is at `at` (its name, or the bracket closing its
    /// arguments), as `visitAttribute` reads it; nil when its arguments are not closed before a brace.
    func attributeEnd(_ at: Int) -> Int? {
        guard let k = attributeHeadEnd(at) else { return at }
        guard k + 1 < count, tokens[k + 1].kind == .leftParen else { return k }
        return closeBeforeBrace(k + 1)
    }

    /// The last token of the (possibly dotted: `@Foo.Bar`) name of the attribute whose `@` is at
    /// `at`; nil when no name follows the `@`.
    func attributeNameEnd(_ at: Int) -> Int? {
        var k = at + 1
        guard k < count, tokens[k].kind == .identifier || tokens[k].kind == .keyword else { return nil }
        while k + 2 < count, tokens[k + 1].kind == .period, tokens[k + 2].kind == .identifier { k += 2 }
        return k
    }

    /// The `>` closing the generic arguments written right after an attribute's name, whose last
    /// token is `nameEnd` (`@UserDefault<Bool>`, `@RouteBuilder<Context>`); nil when there are none.
    func attributeGenericArgumentsClose(_ nameEnd: Int) -> Int? {
        let open = nameEnd + 1
        guard open < count, tokens[open].kind == .operator, tokens[open].length == 1,
              base[Int(tokens[open].start)] == UInt8(ascii: "<") else { return nil }
        return genericArgumentsClose(open)
    }

    /// The last token of the name of the attribute whose `@` is at `at` with its generic
    /// arguments (`@SwiftUI.ViewBuilder`, `@RouteBuilder<Context>`); nil when no name follows the `@`.
    func attributeHeadEnd(_ at: Int) -> Int? {
        guard let k = attributeNameEnd(at) else { return nil }
        return attributeGenericArgumentsClose(k) ?? k
    }

    /// Closes the scope of a `}`; returns where to go on when it does not close it: at the `}`
    /// of a `#Preview`'s trailing closure followed by another (`#Preview(as: .systemSmall) {
    /// Widget() } timeline: { Entry() }`, a widget's preview), the token after that one's `{`.
    /// Every trailing closure of the macro is preview code: one region, from the `#` to the last `}`.
    mutating func closeBrace(_ i: Int) -> Int? {
        guard scopes.count > 1 else {
            endChain()
            return nil
        }
        if scopes[scopes.count - 1].kind == .preview, let brace = labeledClosureBrace(after: i) {
            endChain()
            return brace + 1
        }
        popScope(end: i + 1)
        return nil
    }

    /// The `{` of a labeled trailing closure that follows the `}` at `i` (`label: {`), or nil.
    func labeledClosureBrace(after i: Int) -> Int? {
        guard let label = nextSignificant(i), label < count, tokens[label].kind == .identifier || tokens[label].kind == .keyword,
              let colon = nextSignificant(label), colon < count, tokens[colon].kind == .colon,
              let brace = nextSignificant(colon), brace < count, tokens[brace].kind == .leftBrace else { return nil }
        return brace
    }

    /// Closes the innermost braced scope (and any brackets left open inside it); `end` is the
    /// token index just after its last token.
    mutating func popScope(end: Int) {
        while scopes.count > 1, !scopes[scopes.count - 1].isBraced {
            endChain()
            let scope = removeInnermostScope()
            if let call = scope.call { out.calls[call].arguments = scope.open..<closingEnd(scope, end) }
        }
        guard scopes.count > 1 else { return }
        endChain()
        let index = scopes.count - 1
        finishMember(scopeIndex: index, before: end - 1)
        let scope = removeInnermostScope()
        let range = scope.open..<closingEnd(scope, end)
        switch scope.kind {
        case .typeBody, .functionBody, .propertyBody:
            if let d = scope.bodyOf {
                if declarations[d].body == nil { declarations[d].body = range }
                declarations[d].tokenRange = declarations[d].tokenRange.lowerBound..<max(range.upperBound, declarations[d].tokenRange.upperBound)
                // Fields read one by one: a copy of the whole declaration retains every array in it.
                if declarations[d].isInPreview, declarations[d].kind.hasMembers,
                   !scopes[scopes.count - 1].inPreview
                {
                    let tokenRange = declarations[d].tokenRange
                    out.previewRegions.append(PreviewRegion(
                        tokenRange: tokenRange, location: location(tokenRange.lowerBound)))
                }
                let parent = scopes.count - 1
                if scopes[parent].member == d, declarations[d].kind != .variable { scopes[parent].member = nil }
            }
        case .closure:
            if let call = scope.call {
                out.calls[call].trailingClosure = range
                let parent = scopes.count - 1
                if chainTokens.count > scopes[parent].chainBase { scopes[parent].chainLive = true }
            }
        case .preview:
            out.previewRegions.append(PreviewRegion(tokenRange: range, location: location(scope.open)))
        default:
            break
        }
    }

    /// Where a scope closed at `end` ends: never before the token after its bracket. A type or
    /// import at column 1 closes every scope just before its attributes, and an attribute can have
    /// opened one in its own arguments (`@A({`, then `extension E` on the next line).
    func closingEnd(_ scope: Scope, _ end: Int) -> Int {
        max(min(end, count), scope.open + 1)
    }

    /// Extends a bodiless member's token range to the end of its initializer.
    mutating func finishMember(scopeIndex: Int, before end: Int) {
        guard let m = scopes[scopeIndex].member else { return }
        scopes[scopeIndex].member = nil
        // The stored fields, not the computed `body` and `tokenRange`: a computed property of an
        // array element made Swift copy the whole declaration (retaining its every array) first.
        guard declarations[m].bodyTokens.upper == 0 else { return }
        let last = lastSignificant(before: min(end, count))
        if last >= Int(declarations[m].tokens.upper) {
            declarations[m].tokens.upper = UInt32(truncatingIfNeeded: last + 1)
        }
    }

    // MARK: - Scope stack and chains

    mutating func pushScope(_ scope: Scope) {
        var scope = scope
        scope.chainBase = chainTokens.count
        if scope.kind == .closure, let call = scope.call { closureCalls.append(call) }
        scopes.append(scope)
    }

    /// Removes the innermost scope and the chain it was reading (unrecorded).
    @discardableResult
    mutating func removeInnermostScope() -> Scope {
        let scope = scopes.removeLast()
        if scope.kind == .closure, scope.call != nil { closureCalls.removeLast() }
        truncateChains(to: scope.chainBase)
        return scope
    }

    /// Drops the chain tokens from `base` on; one at a time, since chains are short and
    /// `removeLast(_:)` goes through the general `replaceSubrange`.
    @inline(__always)
    mutating func truncateChains(to base: Int) {
        while chainTokens.count > base { chainTokens.removeLast() }
    }

    /// The components of the innermost chain, which starts at `chainBase`, optionally without the
    /// last, and at most the first `limit`.
    @inline(__always)
    mutating func chainNames(from chainBase: Int, dropLast: Bool = false, limit: Int = .max) -> NameList {
        let end = chainBase + min(chainTokens.count - (dropLast ? 1 : 0) - chainBase, limit)
        guard end > chainBase else { return NameList() }
        return chainTokens.withUnsafeBufferPointer { chain in
            SyntaxScanner.nameList(UnsafeBufferPointer(rebasing: chain[chainBase..<end]), tokens, base, &interner)
        }
    }

    /// The names of `chain`'s tokens as a `NameList`, written from the source bytes in one go:
    /// no `String` per component, no allocation for a list of up to 15 bytes, and one per
    /// distinct longer list in the file.
    static func nameList(_ chain: UnsafeBufferPointer<Int>, _ tokens: UnsafeBufferPointer<Token>,
                         _ base: UnsafePointer<UInt8>, _ interner: inout StringInterner) -> NameList {
        guard !chain.isEmpty else { return NameList() }
        var length = chain.count - 1
        for k in chain { length += nameText(tokens[k], base).count }
        func write(_ out: UnsafeMutableBufferPointer<UInt8>) -> Int {
            var o = 0
            for (n, k) in chain.enumerated() {
                if n > 0 {
                    out[o] = NameList.separator
                    o += 1
                }
                for byte in nameText(tokens[k], base) {
                    out[o] = byte
                    o += 1
                }
            }
            return o
        }
        let joined: String
        if length <= StringInterner.inlineLength {
            joined = String(unsafeUninitializedCapacity: length, initializingUTF8With: write)
        } else {
            joined = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
                interner.string(UnsafeBufferPointer(start: buffer.baseAddress, count: write(buffer)))
            }
        }
        return NameList(joined: joined, count: chain.count)
    }

    /// A name's bytes, without the backticks around an escaped identifier (a `.` stays itself):
    /// what `name(_:)`, the interned names and the chains are made of.
    @inline(__always)
    static func nameText(_ t: Token, _ base: UnsafePointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var s = Int(t.start)
        var e = Int(t.end)
        if e - s >= 2, base[s] == UInt8(ascii: "`"), base[e - 1] == UInt8(ascii: "`") {
            s += 1
            e -= 1
        }
        return UnsafeBufferPointer(start: base + s, count: e - s)
    }

    // MARK: - Token helpers

    @inline(__always)
    func word(_ i: Int) -> SyntaxWord? {
        guard i >= 0, i < count else { return nil }
        let t = tokens[i]
        guard t.kind == .identifier || t.kind == .keyword else { return nil }
        return SyntaxWord.lookup(base, Int(t.start), t.length)
    }

    @inline(__always)
    func isAccessorWord(_ i: Int) -> Bool {
        guard let w = word(i) else { return false }
        return w.isAccessor || w == .`init` || w.isAccessorModifier || w == .async || w == .throws
    }

    /// The token's text; backticks around an escaped identifier are dropped.
    @inline(__always)
    func name(_ i: Int) -> String {
        SyntaxScanner.name(tokens[i], base)
    }

    @inline(__always)
    static func name(_ t: Token, _ base: UnsafePointer<UInt8>) -> String {
        String(decoding: nameText(t, base), as: UTF8.self)
    }

    /// `name(_:)`, shared with the file's earlier uses of the same long name.
    @inline(__always)
    mutating func internedName(_ i: Int) -> String {
        interner.string(SyntaxScanner.nameText(tokens[i], base))
    }

    @inline(__always)
    func text(_ i: Int) -> String {
        let t = tokens[i]
        return String(decoding: UnsafeBufferPointer(start: base + Int(t.start), count: t.length), as: UTF8.self)
    }

    /// Whether token `t`'s bytes are `word`, read from the scanner's bytes (`SourceFile`'s
    /// `token(_:is:)` would take the bytes' lock for each comparison).
    @inline(__always)
    func token(_ t: Token, is word: StaticString) -> Bool { t.spells(word, in: base) }

    @inline(__always)
    func isUppercase(_ i: Int) -> Bool {
        let c = base[Int(tokens[i].start)]
        return c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")
    }

    /// The location of token `i`. Tokens are mostly visited in order, so the line is found by
    /// walking from the previous answer; a jump backwards falls back to binary search.
    mutating func location(_ i: Int) -> SourceLocation {
        guard i < count else { return file.lines.location(of: tokens.last.map { Int($0.end) } ?? 0) }
        let offset = Int(tokens[i].start)
        let starts = lineStarts
        if lineCursor >= starts.count || Int(starts[lineCursor]) > offset {
            lineCursor = file.lines.location(of: offset).line - 1
        } else {
            var steps = 0
            while lineCursor + 1 < starts.count, Int(starts[lineCursor + 1]) <= offset {
                lineCursor += 1
                steps += 1
                if steps == 64 {
                    lineCursor = file.lines.location(of: offset).line - 1
                    break
                }
            }
        }
        return SourceLocation(line: lineCursor + 1, column: offset - Int(starts[lineCursor]) + 1)
    }

    /// The next token at or after `i + 1` that is not trivia; `count` at the end.
    @inline(__always)
    func nextSignificant(_ i: Int) -> Int? {
        var k = i + 1
        while k < count, tokens[k].kind.isTrivia { k += 1 }
        return k
    }

    @inline(__always)
    func lastSignificant(before i: Int) -> Int {
        var k = min(i, count) - 1
        while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
        return k
    }

    @inline(__always)
    func sameLine(_ a: Int, _ b: Int) -> Bool {
        var k = a + 1
        while k < b {
            if tokens[k].kind == .newline { return false }
            k += 1
        }
        return true
    }

    /// Whether the chain at `chainBase` continues a value that is no name: `(x as? T)?.state`,
    /// `(a ?? b).count`. Its paths then start with `(…)`, which stands for that value, so that
    /// `state` is not taken for the writer's own property, nor `print` in `(l as? Logger)?.print()`
    /// for the global function.
    @inline(__always)
    func chainFollowsValue(_ chainBase: Int) -> Bool {
        let head = chainTokens[chainBase]
        guard tokens[head].kind != .period else { return false }
        let before = lastSignificant(before: head)
        return before >= 0 && tokens[before].kind == .period
    }

    /// Whether the operator at `p` is postfix, as Swift tells: written right after the token
    /// before it, and with space after it (`x!`, `T?`, the `>` of `Set<Int>` at the end of a line).
    @inline(__always)
    func isPostfixOperator(_ p: Int) -> Bool {
        p > 0 && !tokens[p - 1].kind.isTrivia && p + 1 < count && tokens[p + 1].kind.isTrivia
    }

    /// Whether the operator at `p` is made of closing angle brackets and postfix `?` / `!` only
    /// (`>`, `>>`, `>?`, `>!>`): the end of a generic type, wherever it stands.
    func isAngleCloser(_ p: Int) -> Bool {
        let t = tokens[p]
        let s = Int(t.start)
        guard base[s] == UInt8(ascii: ">") else { return false }
        for n in 0..<t.length where base[s + n] != UInt8(ascii: ">") && base[s + n] != UInt8(ascii: "?") && base[s + n] != UInt8(ascii: "!") {
            return false
        }
        return true
    }

    /// A postfix `?` or `!` written right after a token that ends an expression (`(x as? T)?`,
    /// `list[0]!`): a `.` after it is a member access on a value too.
    @inline(__always)
    func isPostfixOptional(_ i: Int) -> Bool {
        guard i > 0, tokens[i].kind == .operator, tokens[i].length == 1, tokens[i - 1].end == tokens[i].start else { return false }
        let c = base[Int(tokens[i].start)]
        return (c == UInt8(ascii: "?") || c == UInt8(ascii: "!")) && endsExpression(i - 1)
    }

    /// A token after which a `.` is a member access on a value, not an implicit member.
    @inline(__always)
    func endsExpression(_ i: Int) -> Bool {
        switch tokens[i].kind {
        case .rightParen, .rightSquare, .rightBrace, .stringQuote, .multilineStringQuote, .rawStringDelimiter,
             .integerLiteral, .floatLiteral, .regexSlash, .regexPoundDelimiter:
            return true
        default:
            return false
        }
    }

    mutating func isExcluded(_ i: Int) -> Bool {
        while excludedHead < excluded.count, excluded[excludedHead] < i { excludedHead += 1 }
        if excludedHead == excluded.count, !excluded.isEmpty {
            excluded.removeAll(keepingCapacity: true)
            excludedHead = 0
            return false
        }
        return excludedHead < excluded.count && excluded[excludedHead] == i
    }

    mutating func exclude(_ i: Int) {
        if excluded.last.map({ $0 < i }) ?? true { excluded.append(i) }
    }

    /// The index of the `)`, `]` or `}` that closes the bracket at `open`, or nil.
    ///
    /// Found by counting brackets forward, which is short in real code. Brackets left open (or
    /// nested by the thousand) make each count run to the end of the file, in time that grows
    /// with the square of it: once the counting has read as many tokens as the file has, every
    /// bracket's match is computed in one pass (`closes`), and looked up from then on.
    mutating func matchingClose(_ open: Int) -> Int? {
        if !closes.isEmpty, open >= 0, open < count, closes[open] != -2 {
            return closes[open] < 0 ? nil : Int(closes[open])
        }
        var depth = 0
        var k = open
        defer {
            matchingCloseWork += k - open
            if closes.isEmpty, matchingCloseWork > count { closes = SyntaxScanner.closingBrackets(tokens) }
        }
        while k < count {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
                if depth == 0 { return k }
            default: break
            }
            k += 1
        }
        return nil
    }

    /// For each `(`, `[` or `{`, the index of the bracket that closes it (of any kind, as
    /// `matchingClose` counts them), or -1 if none does; -2 for every other token.
    static func closingBrackets(_ tokens: UnsafeBufferPointer<Token>) -> [Int32] {
        var closes = [Int32](repeating: -2, count: tokens.count)
        var open: [Int32] = []
        for k in tokens.indices {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace:
                closes[k] = -1
                open.append(Int32(k))
            case .rightParen, .rightSquare, .rightBrace:
                if let o = open.popLast() { closes[Int(o)] = Int32(k) }
            default: break
            }
        }
        return closes
    }
}
