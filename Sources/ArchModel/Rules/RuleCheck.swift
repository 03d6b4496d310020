/// What a rule checks: one of the generic rule kinds with its options, or a style-specific
/// check implemented in code under the rule's id. Presets and custom rules are built from these.
public enum RuleCheck: Sendable, Equatable {
    /// Code in scope may not use these things.
    case forbiddenUse(ForbiddenUse)
    /// Files in scope may not import these modules.
    case forbiddenImports(scope: Scope, modules: [String])
    /// Types in scope must have this shape.
    case typeShape(TypeShape)
    /// Types in scope must declare these members.
    case requiredMembers(scope: Scope, members: [MemberRequirement])
    /// Types of `constructed` layers (or named `names`) are created only outside `forbiddenIn`.
    case constructionScope(ConstructionScope)
    /// Assignments to some properties are written only in some places (or must be, in `init`).
    case assignmentScope(AssignmentScope)
    /// At most (and, if `required`, exactly) one concrete type of the layer.
    case singleInstance(layer: String, kinds: [String], required: Bool)
    /// Types in scope are named with one of these suffixes.
    case naming(scope: Scope, suffixes: [String])
    /// A file's name matches the first type it declares; with `anyType`, one of the types it
    /// declares at top level (a style whose files list a module's protocols before its type).
    case fileNamedAfterType(anyType: Bool)
    /// Every one of these checks (a rule that is several generic kinds at once).
    indirect case all([RuleCheck])
    /// A check no generic kind expresses, implemented in code under the rule id.
    case specific
}

extension RuleCheck {
    /// Every layer name the check mentions: in scopes and in its layer options.
    public var layerNames: Set<String> {
        func names(_ scope: Scope) -> [String] { scope.layers + scope.except }
        switch self {
        case .forbiddenUse(let use): return Set(names(use.scope) + use.layers)
        case .forbiddenImports(let scope, _): return Set(names(scope))
        case .typeShape(let shape): return Set(names(shape.scope))
        case .requiredMembers(let scope, _): return Set(names(scope))
        case .constructionScope(let construction):
            return Set(construction.constructed + names(construction.forbiddenIn))
        case .assignmentScope(let assignment):
            return Set(names(assignment.scope) + assignment.receiverLayers + assignment.allowedInLayers)
        case .singleInstance(let layer, _, _): return [layer]
        case .naming(let scope, _): return Set(names(scope))
        case .all(let checks): return checks.reduce(into: []) { $0.formUnion($1.layerNames) }
        case .fileNamedAfterType, .specific: return []
        }
    }
}

extension RuleCheck {
    /// This check with the creations it leaves to one of `rules` (ids of rules turned off)
    /// reported by it again: SA13 reports a Renderer's `StatusSource()` when SA11, which forbids
    /// creating it there, is off.
    public func reportingConstructions(leftTo rules: Set<String>) -> RuleCheck {
        switch self {
        case .forbiddenUse(var use):
            guard let rule = use.constructionsRule, rules.contains(rule) else { return self }
            use.exceptConstructionsIn = nil
            return .forbiddenUse(use)
        case .all(let checks):
            return .all(checks.map { $0.reportingConstructions(leftTo: rules) })
        default:
            return self
        }
    }

    /// Whether its findings' own text says what is missing or wrong in particular (a required
    /// member, a shape, an assignment's place): a rule's custom `message` is followed by it
    /// rather than replacing it, so that two findings at one place stay two.
    public var tellsWhatInParticular: Bool {
        switch self {
        case .typeShape, .requiredMembers, .assignmentScope: return true
        case .all(let checks): return checks.contains { $0.tellsWhatInParticular }
        default: return false
        }
    }
}

/// Options of `forbiddenUse`.
public struct ForbiddenUse: Sendable, Equatable {
    public var scope: Scope
    /// Concrete types (class, struct, enum, actor) declared in these layers.
    public var layers: [String]
    /// Also forbid the protocols of `layers` (normally ports are allowed).
    public var includeProtocols: Bool
    /// Identifiers, wherever they appear as code (`URLSession`, `NavigationStack`, `await`).
    public var names: [String]
    /// Member names after a `.` (`sheet` for `.sheet(…)`, `sink`, `random`).
    public var members: [String]
    /// Calls by name (`print`, `Date`, `UUID`): only `name(` counts, not other mentions.
    public var calls: [String]
    /// Attributes (`EnvironmentObject` for `@EnvironmentObject`).
    public var attributes: [String]
    /// Whether the Observation spellings of the `ObservableObject` wrappers in `attributes` are
    /// forbidden with them: `@Environment(T.self)` with `EnvironmentObject`, `@Bindable` with
    /// `ObservedObject`, `@State` holding an observable class of the tree with `StateObject`
    /// (Puddles' components own and observe no object, whichever way it is written).
    public var observationSpellings: Bool
    /// Project types (declared in the tree, any kind) named with these suffixes (`Persistence`).
    public var projectTypeSuffixes: [String]
    /// Project types (declared in the tree, any kind) by name (`AnalyticsTracker`): `names` are
    /// the frameworks' identifiers, and the tree's own type of such a name is not forbidden by
    /// them (the app's `struct Task` is not Swift's `Task`).
    public var projectTypes: [String] = []
    /// Also forbid the tree types that inherit or conform to one of `names`, transitively
    /// (`final class BadgeLabel: UILabel` where `UILabel` is forbidden): for names that stand for
    /// a kind of type (views), not for one type (`URLSession`, `ObservableObject`).
    public var subtypesOfNames: Bool
    /// A type of `layers` that is also in one of these is allowed (puddles: a widget's
    /// `TimelineProvider`, named `…Provider`, is a framework provider, not a Provider).
    public var exceptLayers: [String]
    /// When not empty, a name of `members` counts only where it is called with one of these as
    /// its first argument label, with or without a receiver: SwiftUI's `.sheet(isPresented:…)`
    /// and `sheet(item:…)` in an extension of `View`, not a route's case `.sheet(id:)` or a
    /// property `workbook.sheet`. `""` stands for a call with no argument (`Bool.random()`).
    public var memberCallLabels: [String]
    /// When set, `calls` count only with no arguments or with one of these as their first
    /// argument label: `Date()`, `UUID()` and `Date(timeIntervalSinceNow:)`, not the values made
    /// from given data (`Date(timeIntervalSince1970:)`, `UUID(uuidString:)`). Nil: every call.
    public var callFirstLabels: [String]?
    /// A name of `members` at the end of a chain that starts at one of these framework types
    /// (one the tree does not declare) is allowed: SA12's `.sink` on
    /// `URLSession.shared.dataTaskPublisher(for:)…` or `NotificationCenter.default.publisher(for:)…`,
    /// which observes no Source.
    public var memberExceptChainHeads: [String]
    /// With `memberExceptChainHeads`, the layers of the types whose `@Published` properties'
    /// projections stay forbidden heads: `$query` of any other type of the tree (a plain
    /// object's own state) is a framework pipeline, allowed (SA12: the Sources' are observed with
    /// `subscribe(_:method:)`). Empty: no projection is excepted.
    public var projectionsForbiddenIn: [String]
    /// Whether the file-level view helpers of a file that declares no type or extension in scope
    /// are out of it: functions whose return or parameter types name a framework view, beside the
    /// layer's types (Puddles' `withMockProviders(_:)` in `Providers/`), as the same helper on
    /// `View` is (`LayerDefinition.pathExceptsFrameworkExtensions`). Beside a type in scope, or
    /// handing out no view, such a function is its file's code.
    public var exceptsHelperFunctions: Bool
    /// Code where a construction rule of the style forbids creating the types this rule forbids
    /// naming: a type created there (`T(…)`, `T.init(…)`) is that rule's finding, not this
    /// one's (SA13 leaves a Renderer's `StatusSource()` to SA11: one fact, one finding). Nil:
    /// a creation is a use like any other.
    public var exceptConstructionsIn: Scope?
    /// The id of the rule that reports the creations `exceptConstructionsIn` leaves to it: where
    /// a configuration turns that rule off, they are this rule's again
    /// (`RuleCheck.reportingConstructions(leftTo:)`).
    public var constructionsRule: String?

    public init(scope: Scope, layers: [String] = [], includeProtocols: Bool = false, names: [String] = [],
                members: [String] = [], calls: [String] = [], attributes: [String] = [], projectTypeSuffixes: [String] = [],
                subtypesOfNames: Bool = false, exceptLayers: [String] = [], memberCallLabels: [String] = [],
                callFirstLabels: [String]? = nil, memberExceptChainHeads: [String] = [], exceptsHelperFunctions: Bool = false,
                exceptConstructionsIn: Scope? = nil, constructionsRule: String? = nil, observationSpellings: Bool = false,
                projectionsForbiddenIn: [String] = [], projectTypes: [String] = []) {
        self.projectTypes = projectTypes
        self.projectionsForbiddenIn = projectionsForbiddenIn
        self.observationSpellings = observationSpellings
        self.exceptsHelperFunctions = exceptsHelperFunctions
        self.exceptConstructionsIn = exceptConstructionsIn
        self.constructionsRule = constructionsRule
        self.memberCallLabels = memberCallLabels
        self.callFirstLabels = callFirstLabels
        self.memberExceptChainHeads = memberExceptChainHeads
        self.scope = scope
        self.layers = layers
        self.includeProtocols = includeProtocols
        self.names = names
        self.members = members
        self.calls = calls
        self.attributes = attributes
        self.projectTypeSuffixes = projectTypeSuffixes
        self.subtypesOfNames = subtypesOfNames
        self.exceptLayers = exceptLayers
    }
}

/// Options of `typeShape`.
public struct TypeShape: Sendable, Equatable {
    public var scope: Scope
    /// Allowed declaration kinds (`struct`, `enum`, `class`, `actor`, `protocol`); empty: any.
    public var kinds: [String]
    public var isFinal: Bool
    /// `@MainActor` directly, or through a `@MainActor` protocol or superclass.
    public var isMainActor: Bool
    /// Supertypes declared outside the tree that are `@MainActor` (the style's runtime:
    /// huddle's `Router` and `Routing`): inheriting one makes a type `@MainActor`, as Swift infers.
    public var mainActorSupertypes: [String]
    /// At least one of these must be an attribute or a (transitive) supertype (`Observable`, `ObservableObject`).
    public var anyOf: [String]
    /// Every one of these must be a (transitive) supertype (`Router`, `Component`).
    public var supertypes: [String]
    /// A protocol named from the type's name the type must conform to: `{base}Building`, where
    /// `{base}` is the name without the suffix of `nameSuffix`.
    public var conformsToOwnProtocol: String?
    /// Only types whose name has this suffix are checked (and `{base}` drops it).
    public var nameSuffix: String?
    /// Only types for which the tree also declares the type this names from the type's name:
    /// `{base}Module` checks `ItemsViewModel` (module `ItemsModule`'s view model), not a row's
    /// `ItemRowViewModel` struct.
    public var onlyWithTreeType: String?
    /// Which declaration kinds are checked at all (e.g. only classes); empty: concrete types.
    public var appliesTo: [String]

    public init(scope: Scope, kinds: [String] = [], isFinal: Bool = false, isMainActor: Bool = false, mainActorSupertypes: [String] = [],
                anyOf: [String] = [], supertypes: [String] = [], conformsToOwnProtocol: String? = nil, nameSuffix: String? = nil,
                onlyWithTreeType: String? = nil, appliesTo: [String] = []) {
        self.scope = scope
        self.kinds = kinds
        self.isFinal = isFinal
        self.isMainActor = isMainActor
        self.mainActorSupertypes = mainActorSupertypes
        self.anyOf = anyOf
        self.supertypes = supertypes
        self.conformsToOwnProtocol = conformsToOwnProtocol
        self.nameSuffix = nameSuffix
        self.onlyWithTreeType = onlyWithTreeType
        self.appliesTo = appliesTo
    }
}

/// A member a type must declare.
public struct MemberRequirement: Sendable, Equatable {
    /// `func`, `var` (any property), `init`, `struct`, `class`, `enum`, or `member` (a property or function).
    public var kind: String
    /// The name (`render`, `initialModel`, `Dependencies`); for `init`, empty.
    public var name: String
    /// Argument labels, when they matter (`["state"]` for `render(state:)`).
    public var labels: [String]?
    /// Modifiers it must have (`static`).
    public var modifiers: [String]
    /// An attribute it must have (`Source` for `@Source var model`).
    public var attribute: String?

    public init(kind: String, name: String, labels: [String]? = nil, modifiers: [String] = [], attribute: String? = nil) {
        self.kind = kind
        self.name = name
        self.labels = labels
        self.modifiers = modifiers
        self.attribute = attribute
    }

    /// How the member reads in Swift, for messages: `static func build(parentComponent:holder:context:)`.
    public var spelled: String {
        let prefix = (attribute.map { "@\($0) " } ?? "") + modifiers.map { $0 + " " }.joined()
        let labelText = labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""
        if kind == "init" { return prefix + "init" + labelText }
        return prefix + kind + " " + name + labelText
    }
}

/// Options of `constructionScope`.
public struct ConstructionScope: Sendable, Equatable {
    /// The layers whose concrete types are constructed.
    public var constructed: [String]
    /// Also types with these names.
    public var names: [String]
    /// Static members that count as construction (`live`, `mock`).
    public var staticMembers: [String]
    /// Where constructing them is forbidden.
    public var forbiddenIn: Scope
    /// Type names whose construction is always fine (a placeholder `Source(model:)`).
    public var allowedTypes: [String]
    /// A layer may create its own parts (a Router its routing modifier), though not a type
    /// named as the layer's types are (a Router another `…Router`).
    public var allowedWithinLayer: Bool
    /// Functions whose code may create them wherever they are written (`withMockProviders`).
    public var allowedInFunctions: [String]
    /// A type of `constructed` that is also in one of these may be created (puddles' framework providers).
    public var exceptLayers: [String]

    public init(constructed: [String], names: [String] = [], staticMembers: [String] = [], forbiddenIn: Scope, allowedTypes: [String] = [],
                allowedWithinLayer: Bool = false, allowedInFunctions: [String] = [], exceptLayers: [String] = []) {
        self.exceptLayers = exceptLayers
        self.allowedInFunctions = allowedInFunctions
        self.constructed = constructed
        self.names = names
        self.staticMembers = staticMembers
        self.forbiddenIn = forbiddenIn
        self.allowedTypes = allowedTypes
        self.allowedWithinLayer = allowedWithinLayer
    }
}
