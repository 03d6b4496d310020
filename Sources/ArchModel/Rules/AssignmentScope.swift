/// Options of `assignmentScope`: where assignments to some properties may (or must) be written.
///
/// An assignment is `name = …`, `name += …`, `x.name.y = …`, or a call of `mutatingCalls` on the
/// property (`name.append(…)`). With none of the `allowedIn…` options and no
/// `forbiddenInClosures` or `requiredInInitializers`, the properties may not be assigned at all
/// in scope.
public struct AssignmentScope: Sendable, Equatable {
    /// Whose property an assignment writes.
    public enum Target: String, Sendable, Equatable, CaseIterable {
        /// The enclosing type's own: `state = …`, `self.state = …`, `state.x += …`. A parameter or
        /// local variable of that name shadows the property unless `self.` is written.
        case own
        /// Another value's: `viewModel.state = …`, `self.holder.state.x = …`.
        case other
        /// Either.
        case any
    }

    /// The code checked. For an `own` assignment, the type that owns the property (the innermost
    /// type or extension around it; a nested type has its own properties) must be in scope; for
    /// an `other` assignment, the code that assigns.
    public var scope: Scope
    /// The assigned property names (`state`, `supportedModules`).
    public var names: [String]
    /// Also the storage `_x` of the enclosing type's properties declared with one of these
    /// attributes (`Source` for `@Source var x`: `_x = …`); `own` assignments only.
    public var storageOfAttributes: [String]
    public var target: Target
    /// Calls on the property that change it as much as an assignment does (`append`, `insert`).
    public var mutatingCalls: [String]

    /// The mutating methods of the standard library's collections and values: each changes
    /// the property it is called on (`state.items.append(x)`, `state.flag.toggle()`).
    public static let standardMutatingMethods = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast", "popFirst",
        "sort", "reverse", "shuffle", "toggle", "negate", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
        "merge", "updateValue", "removeValue", "replaceSubrange", "swapAt", "update",
    ]
    /// `other` assignments count only when the receiver's declared type belongs to one of these
    /// layers (or is one of their `inherits` types), or cannot be resolved. The receiver is
    /// resolved through parameters, local `let`/`var`s and stored properties with a type
    /// annotation or a `T(…)` initial value. Empty: every receiver counts.
    public var receiverLayers: [String]
    /// Allowed inside the closures (trailing or argument) of calls with these names, unqualified
    /// or on `self` or `super` (`write` for `write { … }`).
    public var allowedInClosures: [String]
    /// Allowed inside initializers (and closures and local functions written in them).
    public var allowedInInitializers: Bool
    /// Allowed in the code of types of these layers (and types nested in them).
    public var allowedInLayers: [String]
    /// Never allowed inside the closures of calls with these names (`update`); of the allowed and
    /// forbidden closures around an assignment, the innermost decides.
    public var forbiddenInClosures: [String]
    /// Every initializer of each class or actor in scope assigns one of the names (an `own`
    /// assignment or mutating call, through `self.` or `super.` too, a delegation to `self.init`,
    /// or a `super.init` given one of the names as an argument label); one without an
    /// initializer is reported at its name.
    public var requiredInInitializers: Bool

    public init(scope: Scope, names: [String], storageOfAttributes: [String] = [], target: Target = .any,
                mutatingCalls: [String] = [], receiverLayers: [String] = [], allowedInClosures: [String] = [],
                allowedInInitializers: Bool = false, allowedInLayers: [String] = [], forbiddenInClosures: [String] = [],
                requiredInInitializers: Bool = false) {
        self.scope = scope
        self.names = names
        self.storageOfAttributes = storageOfAttributes
        self.target = target
        self.mutatingCalls = mutatingCalls
        self.receiverLayers = receiverLayers
        self.allowedInClosures = allowedInClosures
        self.allowedInInitializers = allowedInInitializers
        self.allowedInLayers = allowedInLayers
        self.forbiddenInClosures = forbiddenInClosures
        self.requiredInInitializers = requiredInInitializers
    }

    /// Whether assignments outside the allowed places are findings: some place is allowed, or
    /// nothing else (forbidden closures, required initializers) is asked.
    public var isRestricted: Bool {
        !allowedInClosures.isEmpty || allowedInInitializers || !allowedInLayers.isEmpty
            || (forbiddenInClosures.isEmpty && !requiredInInitializers)
    }
}
