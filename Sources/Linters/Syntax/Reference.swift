/// An identifier used in code: in a type annotation, an inheritance clause, a generic argument,
/// an expression or a member access. Declared names, argument labels, binding names, modifiers
/// and attribute names are not references.
///
/// A tree holds millions of these (and of calls and member accesses): positions and indices are
/// stored in 32 bits and flags in a byte (40 bytes a reference rather than 64), behind the same
/// properties.
public struct Reference: PlacedFact, Sendable, Equatable {
    public var name: String
    public var place: FactPlace
    @usableFromInline var flags: UInt8

    @inline(__always)
    public init(name: String, isMember: Bool, location: SourceLocation, token: Int, declaration: Int?, isInPreview: Bool) {
        self.init(name: name, isASCII: SWAR.isASCII(name), isMember: isMember, location: location,
                  token: token, declaration: declaration, isInPreview: isInPreview)
    }

    /// With `isASCII` known, as the scanner knows it from the source bytes.
    @inline(__always)
    init(name: String, isASCII: Bool, isMember: Bool, location: SourceLocation, token: Int, declaration: Int?, isInPreview: Bool) {
        self.name = name
        place = FactPlace(location: location, token: token, declaration: declaration)
        flags = (isMember ? 1 : 0) | (isInPreview ? 2 : 0) | (isASCII ? 0 : 4)
    }

    /// True after a `.` (`x` in `a.x` or `.x`): a member name, not a type or variable in scope.
    public var isMember: Bool { get { flags.has(1) } set { flags.set(1, newValue) } }
    public var isInPreview: Bool { get { flags.has(2) } set { flags.set(2, newValue) } }
    /// Whether the name is all ASCII: rules that test millions of names against a few
    /// (`NameSet`) turn most away by length alone then, without reading the name's bytes.
    public var isASCII: Bool { !flags.has(4) }
}

/// A call `f(…)`, `a.b.f(…)`, `T(…)`, `T.init(…)`, or a trailing-closure call `write { … }`.
public struct Call: PlacedFact, Sendable, Equatable {
    // In this order, each 20-byte `NameList` is followed by a field of 4-byte alignment that
    // fills its last 4 bytes' worth of padding: 112 bytes a call rather than 120.
    /// The called name (`f`, `T`, `init`).
    public var name: String
    /// The constructed type for `T(…)`, `A.T(…)`, `T<U>(…)`, `T.init(…)`, `T { … }`; nil otherwise.
    public var constructedType: String?
    /// The member chain before the name (`["a", "b"]` for `a.b.f()`; `["."]` for `.f()`).
    public var receiver: NameList
    @usableFromInline var argumentTokens: CompactRange
    /// Argument labels, `_` for unlabeled arguments (empty without parentheses).
    public var labels: NameList
    @usableFromInline var closureTokens: CompactRange
    public var place: FactPlace
    public var isInPreview: Bool

    @inline(__always)
    public init(name: String, receiver: NameList, labels: NameList, constructedType: String?, location: SourceLocation,
                token: Int, arguments: Range<Int>?, trailingClosure: Range<Int>?, declaration: Int?, isInPreview: Bool) {
        self.name = name
        self.receiver = receiver
        self.labels = labels
        self.constructedType = constructedType
        place = FactPlace(location: location, token: token, declaration: declaration)
        argumentTokens = CompactRange(arguments)
        closureTokens = CompactRange(trailingClosure)
        self.isInPreview = isInPreview
    }

    /// Token indices of the parenthesized arguments, `(` through `)`.
    public var arguments: Range<Int>? {
        get { argumentTokens.range }
        set { argumentTokens = CompactRange(newValue) }
    }
    /// Token indices of the trailing closure, `{` through `}`.
    public var trailingClosure: Range<Int>? {
        get { closureTokens.range }
        set { closureTokens = CompactRange(newValue) }
    }

    public var isConstructorLike: Bool { constructedType != nil }
}

/// A chain of member accesses such as `Router.shared`, `self.state.items` or `.sheet`, recorded
/// when it has at least two components or starts with a `.`. Calls and subscripts inside the
/// chain are skipped: `a.b(x).c` is `["a", "b", "c"]`.
public struct MemberAccess: PlacedFact, Sendable, Equatable {
    /// The components; an implicit member chain starts with `"."`.
    public var path: NameList
    public var place: FactPlace
    public var isInPreview: Bool

    @inline(__always)
    public init(path: NameList, location: SourceLocation, token: Int, declaration: Int?, isInPreview: Bool) {
        self.path = path
        place = FactPlace(location: location, token: token, declaration: declaration)
        self.isInPreview = isInPreview
    }

}

/// An assignment `lhs = …` or `lhs += …` whose left-hand side is a name or member chain, or
/// one element of a tuple assignment `(a, self.b) = …`.
public struct Assignment: PlacedFact, Sendable, Equatable {
    /// The left-hand side (`["self", "state"]`, `["_model"]`); a chain on a parenthesized value
    /// starts with `"(…)"` (`(x as? T)?.state` is `["(…)", "state"]`).
    public var path: NameList
    // After the 20-byte path, the flag and the place fill what would be padding: 64 bytes an
    // assignment rather than 72.
    public var isInPreview: Bool
    public var place: FactPlace
    /// `=`, `+=`, `??=`, …; `&` for an in-out argument (`mutate(&state)`).
    public var `operator`: String
    /// Names of the trailing-closure calls the assignment is written in, innermost first
    /// (`["write"]` for an assignment inside `write { … }`).
    public var enclosingClosures: [String]

    @inline(__always)
    public init(path: NameList, operator: String, location: SourceLocation, token: Int, declaration: Int?,
                enclosingClosures: [String], isInPreview: Bool) {
        self.path = path
        self.operator = `operator`
        self.enclosingClosures = enclosingClosures
        place = FactPlace(location: location, token: token, declaration: declaration)
        self.isInPreview = isInPreview
    }
}

/// A fact of a file written at one place (a reference, a call, a member access, an assignment):
/// its location, token and enclosing declaration, kept in a `FactPlace`.
public protocol PlacedFact {
    var place: FactPlace { get set }
}

extension PlacedFact {
    /// Where the fact is written (for an assignment, its left-hand side's first component).
    public var location: SourceLocation {
        get { place.location }
        set { place.location = newValue }
    }
    /// Its token index (for a call, the name's).
    public var token: Int {
        get { place.token }
        set { place.token = newValue }
    }
    /// Index in `FileSyntax.declarations` of the innermost declaration it is written in.
    public var declaration: Int? {
        get { place.declaration }
        set { place.declaration = newValue }
    }
}

/// Where a fact of a file is: its line and column, its token index and the index of the
/// declaration it is written in, in 32 bits each (a file has fewer than 2^32 bytes: `Token`).
public struct FactPlace: Sendable, Equatable {
    var line: UInt32
    var column: UInt32
    var tokenIndex: UInt32
    /// The declaration index plus one; 0 for file-level code.
    var declarationIndex: UInt32

    @inline(__always)
    init(location: SourceLocation, token: Int, declaration: Int?) {
        line = UInt32(truncatingIfNeeded: location.line)
        column = UInt32(truncatingIfNeeded: location.column)
        tokenIndex = UInt32(truncatingIfNeeded: token)
        declarationIndex = declaration.map { UInt32(truncatingIfNeeded: $0 + 1) } ?? 0
    }

    public var location: SourceLocation {
        get { SourceLocation(line: Int(line), column: Int(column)) }
        set {
            line = UInt32(truncatingIfNeeded: newValue.line)
            column = UInt32(truncatingIfNeeded: newValue.column)
        }
    }
    public var token: Int {
        get { Int(tokenIndex) }
        set { tokenIndex = UInt32(truncatingIfNeeded: newValue) }
    }
    public var declaration: Int? {
        get { declarationIndex == 0 ? nil : Int(declarationIndex) - 1 }
        set { declarationIndex = newValue.map { UInt32(truncatingIfNeeded: $0 + 1) } ?? 0 }
    }
}

extension UInt8 {
    /// Whether the bits of `mask` are set (flags packed in a byte).
    @inline(__always) func has(_ mask: UInt8) -> Bool { self & mask != 0 }
    @inline(__always) mutating func set(_ mask: UInt8, _ on: Bool) { self = on ? self | mask : self & ~mask }
}

/// An optional range of token indices in 32-bit bounds (`upper == 0`: none, since a range that
/// is present always ends after its first token).
@usableFromInline struct CompactRange: Sendable, Equatable {
    var lower: UInt32
    var upper: UInt32

    @inline(__always)
    init(_ range: Range<Int>?) {
        lower = UInt32(truncatingIfNeeded: range?.lowerBound ?? 0)
        upper = UInt32(truncatingIfNeeded: range?.upperBound ?? 0)
    }

    /// A range that is always present (`range` reads it back as such only when it is not empty
    /// at 0; read `lower` and `upper` instead).
    init(lower: Int, upper: Int) {
        self.lower = UInt32(truncatingIfNeeded: lower)
        self.upper = UInt32(truncatingIfNeeded: upper)
    }

    var range: Range<Int>? { upper == 0 ? nil : Int(lower)..<Int(upper) }
}

/// A branch of an `#if` block; every branch is scanned.
public struct ConditionalBranch: Sendable, Equatable {
    /// `if`, `elseif` or `else`.
    public var directive: String
    /// The condition as written, normalized (empty for `#else`).
    public var condition: String
    /// Token indices from the directive to the next `#elseif`, `#else` or `#endif` (exclusive).
    public var tokenRange: Range<Int>
    public var location: SourceLocation
}

/// A stretch of preview code that rules exempt: a `PreviewProvider` type or a `#Preview { }` block.
public struct PreviewRegion: Sendable, Equatable {
    /// Token indices covered.
    public var tokenRange: Range<Int>
    public var location: SourceLocation
}
