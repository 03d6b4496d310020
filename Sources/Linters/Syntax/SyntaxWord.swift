/// The words `SyntaxScanner` reacts to, recognized from token bytes without making a `String`.
enum SyntaxWord: UInt8, CaseIterable {
    // Declarations
    case `class`, `struct`, `enum`, `protocol`, `extension`, `func`, `init`, `deinit`, `subscript`
    case `typealias`, `associatedtype`, `import`, `operator`, `precedencegroup`, `var`, `let`, `case`
    case actor, macro
    // Modifiers
    case `public`, `private`, `fileprivate`, `internal`, package, open, `static`, final, lazy, override
    case required, convenience, dynamic, mutating, nonmutating, nonisolated, weak, unowned, optional
    case indirect, prefix, postfix, infix, distributed, consuming, borrowing
    /// The standard library's spelling of `consuming` (swift-collections uses it).
    case __consuming
    // Statements
    case `if`, `guard`, `while`, `for`, `switch`, `catch`, `else`, `do`, `repeat`, `defer`, `where`, `in`
    // Types and effects
    case some, any, each, `inout`, async, `throws`, `rethrows`, reasync, `self`, `Self`, `super`, `Any`
    case sending, isolated
    /// The standard library's spellings of `consuming` and `borrowing` parameters.
    case __owned, __shared
    // Accessors
    case get, set, willSet, didSet, _read, _modify, unsafeAddress, unsafeMutableAddress
    // Other
    case Preview, Playground, underscore

    /// `#Preview { … }`, and Xcode 26's `#Playground { … }` (code the canvas runs, never the
    /// app): the macros whose body is preview code.
    var opensPreview: Bool { self == .Preview || self == .Playground }

    /// The word as written (`_` for `underscore`).
    var text: String { SyntaxWord.texts[Int(rawValue)] }

    /// Texts by raw value, made once: `String(describing:)` goes through reflection.
    private static let texts: [String] = allCases.map { $0 == .underscore ? "_" : String(describing: $0) }

    /// `class` through `macro`: words that start a declaration.
    var isDeclarationKeyword: Bool { rawValue <= SyntaxWord.macro.rawValue }

    var isModifier: Bool {
        rawValue >= SyntaxWord.public.rawValue && rawValue <= SyntaxWord.__consuming.rawValue
    }

    /// Modifiers that take a parenthesized argument: `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`.
    var takesArgument: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .package, .open, .nonisolated, .unowned: true
        default: false
        }
    }

    var isAccessLevel: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .package, .open: true
        default: false
        }
    }

    /// Modifiers an accessor may have (`mutating get`, `borrowing get`, `consuming get`).
    var isAccessorModifier: Bool {
        switch self {
        case .mutating, .nonmutating, .borrowing, .consuming, .__consuming: true
        default: false
        }
    }

    /// Accessor words, but `init` (SE-0400 init accessors), which is a declaration keyword too.
    var isAccessor: Bool { rawValue >= SyntaxWord.get.rawValue && rawValue <= SyntaxWord.unsafeMutableAddress.rawValue }

    /// Statement keywords whose header runs to the `{` of their body.
    var startsStatementHeader: Bool {
        switch self {
        case .if, .guard, .while, .for, .switch, .catch: true
        default: false
        }
    }

    /// Words that may precede a type without being part of its name.
    var isTypeSpecifier: Bool {
        switch self {
        case .some, .any, .each, .inout, .consuming, .borrowing, .sending, .isolated, .repeat, .__owned, .__shared: true
        default: false
        }
    }

    private static let table = WordTable(SyntaxWord.allCases.map { ($0.text, $0) })

    /// The word the bytes spell, if it is one of these.
    @inline(__always)
    static func lookup(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int) -> SyntaxWord? {
        table.lookup(base + start, length)
    }
}
