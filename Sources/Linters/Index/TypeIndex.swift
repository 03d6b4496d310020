/// Every type declared in a tree, by name, with its extensions merged; the conformance and
/// inheritance closure within the tree; and name resolution that honors shadowing.
///
/// Names are qualified by nesting (`XRouter.Routes`); `entries(named:)` also finds a type by
/// its last component. Supertypes are compared by their last component (`View` for
/// `SwiftUI.View`), since framework types are not in the tree.
public struct TypeIndex: Sendable {
    /// A declaration in one of the indexed files.
    public struct Location: Sendable, Hashable {
        public var file: Int
        public var declaration: Int
    }

    /// One type of the tree: its declaration (when the tree declares it) and its extensions.
    public struct Entry: Sendable {
        public var qualifiedName: String
        /// The last component of the qualified name.
        public var name: String
        /// Nil when the tree only extends the type (`extension String`).
        public var kind: Declaration.Kind?
        public var declarations: [Location]
        public var extensions: [Location]
        /// The generic parameters of the primary declaration.
        public var genericParameters: [String]
        /// Supertypes named by the declaration and its extensions (last components, no generics).
        public var directSupertypes: [String]
    }

    public let files: [FileSyntax]
    /// The entries in order of first appearance; the dictionaries below hold positions in it.
    private var allEntries: [Entry] = []
    private var positions: [String: Int] = [:]
    private var bySimpleName: [String: [Int]] = [:]
    /// Direct supertypes by simple name (from declarations, extensions and aliases).
    private var direct: [String: Set<String>] = [:]
    /// Subtypes by simple name: `direct` reversed, for "who reaches these" questions.
    private var subtypes: [String: [String]] = [:]
    /// Supertype closures computed so far (`supertypes(of:)` computes them on demand).
    private let closureCache = ClosureCache()
    private var mainActorTypes: Set<String> = []

    /// What one type declaration or extension contributes to its entry.
    struct Contribution {
        var name: String
        /// The declaration's index in its file.
        var declaration: Int
        var kind: Declaration.Kind
        var genericParameters: [String]
        var supertypes: [String]
        var isMainActor: Bool
    }

    public init(files: [FileSyntax]) {
        self.init(files: files, contributions: Parallel.map(files.count) { TypeIndex.contributions(of: files[$0]) })
    }

    /// What the types and extensions of one file contribute, in source order.
    static func contributions(of file: FileSyntax) -> [Contribution] {
        let declarations = file.declarations
        var result: [Contribution] = []
        // By index, testing fields in place: copying every `Declaration` (a large struct)
        // would retain all its arrays and strings.
        for d in declarations.indices {
            let kind = declarations[d].kind
            guard !declarations[d].isLocal, kind.hasMembers || kind == .typealias else { continue }
            guard declarations[d].parent.map({ declarations[$0].kind.hasMembers }) ?? true else { continue }
            var supertypes: [String] = []
            for inherited in declarations[d].inheritance where !inherited.isSuppressed { supertypes.append(inherited.name) }
            if kind == .typealias, let aliased = declarations[d].aliasedType {
                // `typealias Dependencies = A & B`: conforming to it conforms to each part.
                for part in aliased.split(separator: "&") {
                    let simple = TypeIndex.simpleName(String(part.filter { $0 != " " }))
                    if !simple.isEmpty { supertypes.append(simple) }
                }
            }
            result.append(Contribution(
                name: kind == .extension ? declarations[d].name : declarations[d].qualifiedName,
                declaration: d, kind: kind,
                genericParameters: declarations[d].genericParameters, supertypes: supertypes,
                isMainActor: kind != .extension && declarations[d].attributes.contains(named: "MainActor")))
        }
        return result
    }

    /// Merges the files' contributions (made by `contributions(of:)`, one list per file) in file order.
    init(files: [FileSyntax], contributions: [[Contribution]]) {
        self.files = files
        var attributed: Set<String> = []
        let total = contributions.reduce(0) { $0 + $1.count }
        positions.reserveCapacity(total)
        bySimpleName.reserveCapacity(total)
        allEntries.reserveCapacity(total)
        for (f, list) in contributions.enumerated() {
            for item in list {
                let location = Location(file: f, declaration: item.declaration)
                let position: Int
                if let known = positions[item.name] {
                    position = known
                } else {
                    position = allEntries.count
                    allEntries.append(Entry(qualifiedName: item.name, name: TypeIndex.lastComponent(item.name), kind: nil,
                                            declarations: [], extensions: [], genericParameters: [], directSupertypes: []))
                    positions[item.name] = position
                    bySimpleName[TypeIndex.simpleName(item.name), default: []].append(position)
                }
                // Updated in place: a copy taken out of the array would copy its arrays on append.
                if item.kind == .extension {
                    allEntries[position].extensions.append(location)
                } else {
                    if allEntries[position].kind == nil {
                        allEntries[position].kind = item.kind
                        allEntries[position].genericParameters = item.genericParameters
                    }
                    allEntries[position].declarations.append(location)
                    if item.isMainActor { attributed.insert(allEntries[position].name) }
                }
                let supertypes = item.supertypes
                if allEntries[position].directSupertypes.isEmpty,
                   !supertypes.indices.contains(where: { i in supertypes[..<i].contains(supertypes[i]) }) {
                    // The usual case, a type's first declaration: its list is shared, not rebuilt.
                    allEntries[position].directSupertypes = supertypes
                } else {
                    for supertype in supertypes where !allEntries[position].directSupertypes.contains(supertype) {
                        allEntries[position].directSupertypes.append(supertype)
                    }
                }
            }
        }
        // Closure by simple names: a supertype resolves to every tree type with that last component.
        var direct: [String: Set<String>] = [:]
        direct.reserveCapacity(allEntries.count)
        for position in allEntries.indices {
            direct[allEntries[position].name, default: []].formUnion(allEntries[position].directSupertypes)
        }
        self.direct = direct
        var subtypes: [String: [String]] = [:]
        for (name, supertypes) in direct {
            for supertype in supertypes { subtypes[supertype, default: []].append(name) }
        }
        self.subtypes = subtypes
        // Closures are computed when asked for; `@MainActor` reaches down from the attributed types.
        mainActorTypes = attributed.union(types(reaching: attributed))
    }

    /// `B` for `A.B`, `A` for `A<T>`, `T` for `any T` or `some T`.
    public static func simpleName(_ text: String) -> String {
        // Most names are already simple: one scan of the bytes, no copy (over a buffer: walking
        // `utf8` through its index costs several times more, and this runs for every call).
        func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for byte in bytes where byte == UInt8(ascii: " ") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@") {
                return false
            }
            return true
        }
        if text.utf8.withContiguousStorageIfAvailable(isSimple) ?? false { return text }
        return simpleName(Substring(text))
    }

    /// `B` for `A.B`, `A` for `A<T>`, `T` for `any T` or `some T`.
    public static func simpleName<S: StringProtocol>(_ text: S) -> String {
        var name = Substring(text)
        if name.utf8.contains(UInt8(ascii: " ")) {
            for prefix in simpleNamePrefixes where name.hasPrefix(prefix) {
                name = name.dropFirst(prefix.count)
            }
        }
        // Over the bytes: `<` and `.` are ASCII, so their positions are character boundaries, and
        // a search by `Character` (grapheme breaking at every step) cost a few percent of a lint.
        let utf8 = name.utf8
        let end = utf8.firstIndex(of: UInt8(ascii: "<")) ?? utf8.endIndex
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: ".")).map(utf8.index(after:)) ?? utf8.startIndex
        return String(name[start..<end])
    }

    /// The text after the last `.` (an entry's `name`). Unlike `simpleName` it keeps a `<`: the
    /// name of `InnerView` in `extension [Foo<Bar.Baz>] { struct InnerView {} }` is qualified
    /// as `[Foo<Bar.Baz>].InnerView`, and its last component is still `InnerView`.
    static func lastComponent(_ qualifiedName: String) -> String {
        guard let dot = qualifiedName.utf8.lastIndex(of: UInt8(ascii: ".")) else { return qualifiedName }
        return String(qualifiedName[qualifiedName.index(after: dot)...])
    }

    /// Words `simpleName` drops from the front of a type.
    private static let simpleNamePrefixes = ["any ", "some ", "@unchecked ", "@preconcurrency ", "@retroactive "]

    // MARK: - Queries

    /// Every qualified type name in the tree, sorted (on each call).
    public var names: [String] { positions.keys.sorted() }

    /// Every entry, in the order the files first name them.
    public var entries: [Entry] { allEntries }

    /// The entry for a qualified name (`XRouter.Routes`) or, failing that, the only type with that last component.
    public func entry(named name: String) -> Entry? {
        if let position = positions[name] { return allEntries[position] }
        let candidates = bySimpleName[TypeIndex.simpleName(name)] ?? []
        return candidates.count == 1 ? allEntries[candidates[0]] : nil
    }

    /// Every entry whose last component is `name`.
    public func entries(named name: String) -> [Entry] {
        (bySimpleName[TypeIndex.simpleName(name)] ?? []).map { allEntries[$0] }
    }

    /// Whether the tree declares (not only extends) a type with this name.
    public func declares(_ name: String) -> Bool {
        entries(named: name).contains { $0.kind != nil }
    }

    /// The declaration of a location.
    public func declaration(_ location: Location) -> Declaration {
        files[location.file].declarations[location.declaration]
    }

    /// Every superclass, protocol and refined protocol of `name`, transitively, through the
    /// declaration, its extensions and type-alias compositions (last components).
    public func supertypes(of name: String) -> Set<String> {
        let simple = TypeIndex.simpleName(name)
        guard let own = direct[simple] else { return [] }
        // Most types name only supertypes with no supertypes of their own: that is the closure.
        guard own.contains(where: { $0 != simple && !(direct[$0]?.isEmpty ?? true) }) else { return own }
        if let known = closureCache.value(for: simple) { return known }
        var seen: Set<String> = []
        var stack = Array(own)
        while let next = stack.popLast() {
            if seen.insert(next).inserted { stack.append(contentsOf: direct[next] ?? []) }
        }
        closureCache.store(seen, for: simple)
        return seen
    }

    /// The types whose supertypes include one of `targets`, transitively (the targets
    /// themselves only when they reach one another).
    public func types(reaching targets: Set<String>) -> Set<String> {
        var found: Set<String> = []
        var stack = targets.flatMap { subtypes[$0] ?? [] }
        while let next = stack.popLast() {
            if found.insert(next).inserted { stack.append(contentsOf: subtypes[next] ?? []) }
        }
        return found
    }

    /// Whether `name` is `target`, or inherits from or conforms to it, transitively.
    public func type(_ name: String, conformsTo target: String) -> Bool {
        let simple = TypeIndex.simpleName(name)
        let goal = TypeIndex.simpleName(target)
        return simple == goal || supertypes(of: simple).contains(goal)
    }

    /// `@MainActor` on the type's declaration, or on a protocol or superclass in its closure.
    public func isMainActor(_ name: String) -> Bool {
        mainActorTypes.contains(TypeIndex.simpleName(name))
    }

    /// What binds a type name where it is written, innermost first.
    public enum Binder {
        case genericParameter
        case associatedType
        case typeAlias(Declaration)
    }

    /// The innermost generic parameter, associated type or type alias named `name` around the
    /// given declaration of file `file` (itself included, up through its enclosing declarations,
    /// and the generic parameters of the type an enclosing extension extends); nil when none is.
    /// Unlike `isShadowed`, it does not look into protocols: rules ask it what a local name stands for.
    public func binder(of name: String, file: Int, declaration: Int?) -> Binder? {
        let syntax = files[file]
        var current = declaration
        while let c = current {
            let d = syntax.declarations[c]
            if d.genericParameters.contains(name) { return .genericParameter }
            if let bound = syntax.children(of: c).first(where: { ($0.kind == .typealias || $0.kind == .associatedtype) && $0.name == name }) {
                return bound.kind == .typealias ? .typeAlias(bound) : .associatedType
            }
            if d.kind == .extension, entry(named: d.name)?.genericParameters.contains(name) == true { return .genericParameter }
            current = d.parent
        }
        return nil
    }

    /// Whether `name`, used in the given declaration of file `file`, is bound by a generic
    /// parameter, an associated type or a type alias in scope (of the declaration, the types
    /// enclosing it, the type an enclosing extension extends, or a protocol the enclosing type
    /// refines), so it does not refer to a project type of that name.
    public func isShadowed(_ name: String, file: Int, declaration: Int?) -> Bool {
        let syntax = files[file]
        if syntax.boundTypeNames(at: declaration).contains(name) { return true }
        var current = declaration
        while let c = current {
            let d = syntax.declarations[c]
            if d.kind == .extension || d.kind == .protocol, let entry = entry(named: d.name) {
                if entry.genericParameters.contains(name) { return true }
                // Associated types of the extended protocol, or of a protocol it refines.
                for typeName in [entry.name] + Array(supertypes(of: entry.name)) {
                    for other in entries(named: typeName) {
                        for location in other.declarations + other.extensions {
                            let owner = files[location.file]
                            if owner.children(of: location.declaration).contains(where: {
                                ($0.kind == .associatedtype || $0.kind == .typealias) && $0.name == name
                            }) { return true }
                        }
                    }
                }
            }
            current = d.parent
        }
        return false
    }

    /// Whether a reference names a project type: a type declared in the tree, not shadowed where it is used.
    public func referencesTreeType(_ reference: Reference, file: Int) -> Bool {
        !reference.isMember && declares(reference.name) && !isShadowed(reference.name, file: file, declaration: reference.declaration)
    }
}

/// Supertype closures computed on demand, shared by the rules that run in parallel.
final class ClosureCache: @unchecked Sendable {
    private var values: [String: Set<String>] = [:]
    private let lock = PthreadLock()

    func value(for name: String) -> Set<String>? {
        lock.lock()
        defer { lock.unlock() }
        return values[name]
    }

    func store(_ value: Set<String>, for name: String) {
        lock.lock()
        defer { lock.unlock() }
        values[name] = value
    }
}
