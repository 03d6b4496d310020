/// An identifier used in code: in a type annotation, an inheritance clause, a generic argument,
/// an expression or a member access. Declared names, argument labels, binding names, modifiers
/// and attribute names are not references.
public struct Reference: Sendable, Equatable {
    public var name: String
    /// True after a `.` (`x` in `a.x` or `.x`): a member name, not a type or variable in scope.
    public var isMember: Bool
    public var location: SourceLocation
    public var token: Int
    /// Index in `FileSyntax.declarations` of the innermost declaration the reference is written in.
    public var declaration: Int?
    public var isInPreview: Bool
}

/// A call `f(…)`, `a.b.f(…)`, `T(…)`, `T.init(…)`, or a trailing-closure call `write { … }`.
public struct Call: Sendable, Equatable {
    /// The called name (`f`, `T`, `init`).
    public var name: String
    /// The member chain before the name (`["a", "b"]` for `a.b.f()`; `["."]` for `.f()`).
    public var receiver: [String]
    /// Argument labels, `_` for unlabeled arguments (empty without parentheses).
    public var labels: [String]
    /// The constructed type for `T(…)`, `A.T(…)`, `T<U>(…)`, `T.init(…)`, `T { … }`; nil otherwise.
    public var constructedType: String?
    public var location: SourceLocation
    /// Token index of the name.
    public var token: Int
    /// Token indices of the parenthesized arguments, `(` through `)`.
    public var arguments: Range<Int>?
    /// Token indices of the trailing closure, `{` through `}`.
    public var trailingClosure: Range<Int>?
    public var declaration: Int?
    public var isInPreview: Bool

    public var isConstructorLike: Bool { constructedType != nil }
}

/// A chain of member accesses such as `Router.shared`, `self.state.items` or `.sheet`, recorded
/// when it has at least two components or starts with a `.`. Calls and subscripts inside the
/// chain are skipped: `a.b(x).c` is `["a", "b", "c"]`.
public struct MemberAccess: Sendable, Equatable {
    /// The components; an implicit member chain starts with `"."`.
    public var path: [String]
    public var location: SourceLocation
    public var token: Int
    public var declaration: Int?
    public var isInPreview: Bool
}

/// An assignment `lhs = …` or `lhs += …` whose left-hand side is a name or member chain.
public struct Assignment: Sendable, Equatable {
    /// The left-hand side (`["self", "state"]`, `["_model"]`).
    public var path: [String]
    /// `=`, `+=`, `??=`, …
    public var `operator`: String
    /// Location of the first component of the left-hand side.
    public var location: SourceLocation
    public var token: Int
    public var declaration: Int?
    /// Names of the trailing-closure calls the assignment is written in, innermost first
    /// (`["write"]` for an assignment inside `write { … }`).
    public var enclosingClosures: [String]
    public var isInPreview: Bool
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
