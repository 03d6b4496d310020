/// One declaration found by `SyntaxScanner`: a type, an extension, a member, a local type or function.
///
/// Declarations are stored flat, in source order, in `FileSyntax.declarations`; `parent` links a
/// declaration to the one it is written in. Fields that do not apply to a kind stay empty.
public struct Declaration: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
        case `typealias`, `associatedtype`, macro
        case function, initializer, deinitializer, `subscript`
        case variable, enumCase
        case `operator`, precedenceGroup

        /// The keyword as written in Swift (`func` for functions, `init` for initializers, …).
        public var keyword: String {
            switch self {
            case .function: "func"
            case .initializer: "init"
            case .deinitializer: "deinit"
            case .variable: "var"
            case .enumCase: "case"
            case .precedenceGroup: "precedencegroup"
            default: rawValue
            }
        }

        /// Class, struct, enum, protocol or actor: a kind that declares a nominal type.
        public var isNominalType: Bool {
            switch self {
            case .class, .struct, .enum, .protocol, .actor: true
            default: false
            }
        }

        /// Class, struct, enum or actor: a type that can be instantiated (not a protocol).
        public var isConcreteType: Bool { isNominalType && self != .protocol }

        /// A kind whose body holds members: nominal types and extensions.
        public var hasMembers: Bool { isNominalType || self == .extension }
    }

    /// Whether a variable stores its value or computes it.
    public enum Storage: String, Sendable {
        case stored, computed
    }

    // Stored compactly (a tree has hundreds of thousands of declarations): what every pass over
    // the declarations tests first (kind, flags, parent) shares the first eight bytes, and
    // positions and indices take 32 bits, behind the properties below.
    public var kind: Kind
    @usableFromInline var flags: UInt8
    @usableFromInline var storageCode: UInt8
    /// Which of the four type texts `typeText` holds (in the first eight bytes' spare one).
    @usableFromInline var typeTextRole: TypeTextRole = .none
    /// The parent's index plus one; 0 at file level.
    @usableFromInline var parentIndex: UInt32
    @usableFromInline var place: FactPlace
    @usableFromInline var tokens: CompactRange
    @usableFromInline var bodyTokens: CompactRange

    /// The declared name; for an extension, the extended type without generic arguments (`A.B`).
    public var name: String
    /// The one type text a declaration has, by kind (`typeTextRole`): an extension's extended
    /// type, a variable's annotation, a function's return type or an alias's type. One field
    /// for the four (each kind has one of them at most): 48 bytes less a declaration.
    @usableFromInline var typeText: String?
    /// Names bound by the generic parameter clause (`<Dispatcher: P, Repository>`), or a
    /// protocol's primary associated types.
    public var genericParameters: [String]
    /// The inheritance / conformance clause in source order.
    public var inheritance: [InheritedType]
    public var attributes: [Attribute]
    /// Modifiers as written (`final`, `public`, `private(set)`, `static`, `nonisolated`, …).
    public var modifiers: [String]
    /// Names of the enclosing types and extended types, outermost first (`["XRouter", "Routes"]`).
    public var path: [String]

    // MARK: Variables
    /// `let` or `var` (variables only).
    public var binding: String?
    /// The identifiers named in the type annotation or return type (`["String", "Source", "Model"]`).
    public var typeIdentifiers: [String]
    /// Accessor blocks written in the body (`get`, `set`, `didSet`, …).
    public var accessors: [String]

    // MARK: Functions, initializers, subscripts, macros
    public var parameters: [Parameter]

    /// Which type text `typeText` is.
    @usableFromInline enum TypeTextRole: UInt8, Sendable {
        case none, extendedType, typeAnnotation, returnType, aliasedType
    }

    @inline(__always) func typeText(_ role: TypeTextRole) -> String? { typeTextRole == role ? typeText : nil }

    @inline(__always) mutating func setTypeText(_ text: String?, _ role: TypeTextRole) {
        if let text {
            typeText = text
            typeTextRole = role
        } else if typeTextRole == role {
            typeText = nil
            typeTextRole = .none
        }
    }

    /// The extended type as written, with generic arguments (extensions only).
    public var extendedType: String? {
        get { typeText(.extendedType) }
        set { setTypeText(newValue, .extendedType) }
    }
    /// The type annotation as written, normalized (`[String: Source<Model>]`; variables).
    public var typeAnnotation: String? {
        get { typeText(.typeAnnotation) }
        set { setTypeText(newValue, .typeAnnotation) }
    }
    /// The return type as written (functions, subscripts, macros).
    public var returnType: String? {
        get { typeText(.returnType) }
        set { setTypeText(newValue, .returnType) }
    }
    /// The type of the value a variable holds or a function returns, as written: what an
    /// implicit member (`.init()`, `.mock`) written for it, or returned from it, is looked up in.
    public var valueType: String? {
        kind == .variable ? typeAnnotation : kind == .function ? returnType : nil
    }
    /// The aliased type (`typealias`) or default type (`associatedtype`).
    public var aliasedType: String? {
        get { typeText(.aliasedType) }
        set { setTypeText(newValue, .aliasedType) }
    }

    @inline(__always)
    public init(kind: Kind, name: String, extendedType: String? = nil, genericParameters: [String] = [],
                inheritance: [InheritedType] = [], attributes: [Attribute] = [], modifiers: [String] = [],
                location: SourceLocation, nameToken: Int, tokenRange: Range<Int>, body: Range<Int>? = nil,
                parent: Int? = nil, path: [String] = [], isLocal: Bool = false, isInPreview: Bool = false,
                binding: String? = nil, storage: Storage? = nil, typeAnnotation: String? = nil,
                typeIdentifiers: [String] = [], accessors: [String] = [], parameters: [Parameter] = [],
                isAsync: Bool = false, isThrowing: Bool = false, returnType: String? = nil, aliasedType: String? = nil) {
        // Stored fields only (no property setters), so that the scanner's `append(Declaration(…))`
        // builds the value in place instead of copying it.
        self.kind = kind
        flags = (isLocal ? 1 : 0) | (isInPreview ? 2 : 0) | (isAsync ? 4 : 0) | (isThrowing ? 8 : 0)
        storageCode = storage == .stored ? 1 : storage == .computed ? 2 : 0
        parentIndex = parent.map { UInt32(truncatingIfNeeded: $0 + 1) } ?? 0
        place = FactPlace(location: location, token: nameToken, declaration: nil)
        tokens = CompactRange(tokenRange)
        bodyTokens = CompactRange(body)
        self.name = name
        // At most one of the four type texts is given (each kind has one).
        if let extendedType {
            (typeText, typeTextRole) = (extendedType, .extendedType)
        } else if let typeAnnotation {
            (typeText, typeTextRole) = (typeAnnotation, .typeAnnotation)
        } else if let returnType {
            (typeText, typeTextRole) = (returnType, .returnType)
        } else if let aliasedType {
            (typeText, typeTextRole) = (aliasedType, .aliasedType)
        } else {
            typeText = nil
        }
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.attributes = attributes
        self.modifiers = modifiers
        self.path = path
        self.binding = binding
        self.typeIdentifiers = typeIdentifiers
        self.accessors = accessors
        self.parameters = parameters
    }

    /// Location of the name (of the keyword for `init`, `deinit` and `subscript`).
    public var location: SourceLocation {
        get { place.location }
        set { place.location = newValue }
    }
    /// Token index of the name (of the keyword when there is no name).
    public var nameToken: Int {
        get { place.token }
        set { place.token = newValue }
    }
    /// Token indices from the first attribute or modifier to the last token of the declaration.
    public var tokenRange: Range<Int> {
        get { Int(tokens.lower)..<Int(tokens.upper) }
        set { tokens = CompactRange(lower: newValue.lowerBound, upper: newValue.upperBound) }
    }
    /// Token indices of the body from `{` through `}`, when there is one.
    public var body: Range<Int>? {
        get { bodyTokens.range }
        set { bodyTokens = CompactRange(newValue) }
    }
    /// Index in `FileSyntax.declarations` of the declaration this one is written in.
    public var parent: Int? {
        get { parentIndex == 0 ? nil : Int(parentIndex) - 1 }
        set { parentIndex = newValue.map { UInt32(truncatingIfNeeded: $0 + 1) } ?? 0 }
    }
    /// Inside a function, closure, accessor or statement body.
    public var isLocal: Bool { get { flags.has(1) } set { flags.set(1, newValue) } }
    /// Inside a `PreviewProvider` type or a `#Preview { }` block, or is such a type.
    public var isInPreview: Bool { get { flags.has(2) } set { flags.set(2, newValue) } }
    public var isAsync: Bool { get { flags.has(4) } set { flags.set(4, newValue) } }
    public var isThrowing: Bool { get { flags.has(8) } set { flags.set(8, newValue) } }
    /// Whether a variable stores its value or computes it (variables only).
    public var storage: Storage? {
        get { storageCode == 1 ? .stored : storageCode == 2 ? .computed : nil }
        set { storageCode = newValue == .stored ? 1 : newValue == .computed ? 2 : 0 }
    }

    /// `path` and `name` joined by `.`: the name other files use for this declaration.
    public var qualifiedName: String {
        path.isEmpty ? name : path.joined(separator: ".") + "." + name
    }

    /// The name the type index keys a type or extension by: a type's `qualifiedName`, an
    /// extension's extended type as written; empty for a local type (not in the index, and its
    /// qualified name may be a real type's).
    public var typeKey: String { isLocal ? "" : kind == .extension ? name : qualifiedName }

    /// The argument labels, `_` for an unlabeled parameter.
    public var labels: [String] { parameters.map { $0.label ?? "_" } }

    /// `name(label:label:)`, the way Swift spells a function's full name.
    public var signature: String {
        let base = kind == .initializer ? "init" : kind == .subscript ? "subscript" : name
        return base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// Whether an attribute is written, by name (`MainActor`) or through its module
    /// (`@SwiftUI.MainActor`, `@Observation.Observable`).
    /// (In a loop over a file's declarations, ask `declarations[d].attributes.contains(named:)`:
    /// calling a method on `declarations[d]` may copy the whole declaration first.)
    @inline(__always) public func hasAttribute(_ name: String) -> Bool { attributes.contains(named: name) }
    @inline(__always) public func attribute(_ name: String) -> Attribute? { attributes.first { $0.isNamed(name) } }
    public func hasModifier(_ modifier: String) -> Bool { modifiers.contains(modifier) }

    /// Whether the inheritance clause names `name` (compared without generic arguments, by the
    /// full dotted name or its last component).
    public func inherits(_ name: String) -> Bool {
        inheritance.contains { $0.baseName == name || $0.name == name }
    }
}

/// An attribute such as `@MainActor` or `@Building(XRouter.self, Y.self)`.
public struct Attribute: Sendable, Equatable {
    /// The name without `@` (`MainActor`, `SwiftUI.MainActor` stays dotted) and without generic
    /// arguments (`@UserDefault<Bool>` is `UserDefault`).
    public var name: String
    /// The text between the parentheses, normalized, or nil when there are none.
    public var arguments: String?
    public var location: SourceLocation

    public init(name: String, arguments: String? = nil, location: SourceLocation) {
        self.name = name
        self.arguments = arguments
        self.location = location
    }

    public var description: String { "@" + name + (arguments.map { "(" + $0 + ")" } ?? "") }

    /// Whether the attribute is `name`, or `name` through a module (`SwiftUI.StateObject` is
    /// `StateObject`): compared on the bytes, without making a string (rules ask this of every
    /// declaration of a tree).
    @inline(__always) public func isNamed(_ other: String) -> Bool {
        if self.name == other { return true }
        return isQualified(other)
    }

    /// `Module.other`, compared on the bytes.
    private func isQualified(_ other: String) -> Bool {
        let own = self.name.utf8, wanted = other.utf8
        guard own.count > wanted.count + 1 else { return false }
        let start = own.index(own.endIndex, offsetBy: -wanted.count)
        return own[own.index(before: start)] == UInt8(ascii: ".") && own[start...].elementsEqual(wanted)
    }

}

/// One entry of an inheritance clause, e.g. `SourceOf<Fetchable<Movie>>`.
public struct InheritedType: Sendable, Equatable {
    /// The entry as written, normalized (`SourceOf<Fetchable<Movie>>`, `@unchecked Sendable`).
    public var text: String
    /// The type's dotted name without generic arguments or attributes (`SourceOf`, `SwiftUI.View`).
    public var baseName: String
    /// The generic arguments as text, top level only (`["Fetchable<Movie>"]`).
    public var genericArguments: [String]
    /// Every identifier in the entry (`["SourceOf", "Fetchable", "Movie"]`).
    public var identifiers: [String]
    public var location: SourceLocation

    /// The last component of `baseName` (`View` for `SwiftUI.View`).
    public var name: String {
        // In ASCII text every byte is a `Character`, so the byte search finds the same `.` as the
        // `Character` search below, without breaking the text into grapheme clusters.
        if SWAR.isASCII(baseName) { return baseName.utf8Suffix(afterLast: UInt8(ascii: ".")) }
        guard let dot = baseName.lastIndex(of: ".") else { return baseName }
        return String(baseName[baseName.index(after: dot)...])
    }

    /// `~Copyable`-style suppression: not a conformance.
    public var isSuppressed: Bool { text.hasPrefix("~") }

    /// `PreviewProvider` or Xcode 16's `PreviewModifier` (a shared preview context, which only a
    /// preview trait takes), also as `SwiftUI.PreviewProvider`: what makes a type preview code.
    var isPreviewProvider: Bool { name == "PreviewProvider" || name == "PreviewModifier" }
}

/// A parameter of a function, initializer, subscript or macro.
public struct Parameter: Sendable, Equatable {
    /// The argument label; nil for `_` (and for a subscript's single name).
    public var label: String?
    /// The name used inside the body.
    public var name: String
    /// The type as written, normalized (`@escaping () -> Void`).
    public var type: String
    /// Whether it has a default value (`animated: Bool = true`).
    public var hasDefault: Bool = false
}

extension Array where Element == Attribute {
    /// Whether one of the attributes is `name`, or `name` through a module (`Attribute.isNamed`).
    @inline(__always) public func contains(named name: String) -> Bool { contains { $0.isNamed(name) } }
}
