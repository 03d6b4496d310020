/// The structure of one Swift file: its imports, declarations, and the facts of its code.
///
/// Made by `SyntaxScanner.scan(_:)`. Every array is in source order; token indices refer to
/// `file.tokens`.
public struct FileSyntax: Sendable {
    public let file: SourceFile
    public internal(set) var imports: [ImportDeclaration] = []
    public internal(set) var declarations: [Declaration] = []
    public internal(set) var references: [Reference] = []
    public internal(set) var calls: [Call] = []
    public internal(set) var memberAccesses: [MemberAccess] = []
    public internal(set) var assignments: [Assignment] = []
    public internal(set) var conditionalBranches: [ConditionalBranch] = []
    public internal(set) var previewRegions: [PreviewRegion] = []
    /// The attributes of variables declared in code (local property wrappers), which are not
    /// among `declarations`. A skim, which steps over function bodies, misses most of them.
    public internal(set) var localAttributes: [LocalAttribute] = []
    /// Where the scan stopped because types were nested deeper than
    /// `SyntaxScanner.maximumTypeNesting`; nil when the whole file was read.
    public internal(set) var nestingLimit: SourceLocation?
    /// The `#if` of the outermost block that no `#endif` closes.
    public internal(set) var unterminatedConditional: SourceLocation?
    /// The first `#elseif`, `#else` or `#endif` outside any `#if` block, with its directive.
    public internal(set) var strayDirective: (location: SourceLocation, directive: String)?

    init(file: SourceFile) {
        self.file = file
    }

    public var path: String { file.path }

    /// Declarations written directly in `index` (members, nested types, local declarations).
    public func children(of index: Int?) -> [Declaration] {
        childIndices(of: index).map { declarations[$0] }
    }

    /// The declaration indices grouped by parent, each group in source order, the top-level
    /// ones last; `childStarts[slot]` is where the group of parent `slot` starts (the top
    /// level's slot is `declarations.count`). Two arrays a file rather than one per parent.
    private var childOrder: [Int] = []
    private var childStarts: [Int] = []

    /// The type aliases and associated types written directly in each declaration, by parent
    /// index (the top level under `declarations.count`); few declarations have any.
    private var aliasLists: [Int: [Int]] = [:]

    /// Builds the child lists once the declarations are final (the scanner calls it).
    mutating func indexChildren() {
        let slots = declarations.count + 1
        var starts = [Int](repeating: 0, count: slots + 1)
        var aliases: [Int: [Int]] = [:]
        // By index, reading the parent in place: enumerating the records copied each one.
        for index in declarations.indices {
            let slot = declarations[index].parent ?? declarations.count
            starts[slot + 1] += 1
            if declarations[index].kind == .typealias || declarations[index].kind == .associatedtype { aliases[slot, default: []].append(index) }
        }
        for slot in 0..<slots { starts[slot + 1] += starts[slot] }
        var order = [Int](repeating: 0, count: declarations.count)
        var next = starts
        for index in declarations.indices {
            let slot = declarations[index].parent ?? declarations.count
            order[next[slot]] = index
            next[slot] += 1
        }
        childOrder = order
        childStarts = starts
        aliasLists = aliases
    }

    /// Indices of the type aliases and associated types written directly in `index`: what
    /// binds a type name there, asked for every name a rule looks up (without going through
    /// every member of a type).
    public func typeAliasIndices(of index: Int?) -> [Int] {
        guard childStarts.count == declarations.count + 2 else {
            return childIndices(of: index).filter { declarations[$0].kind == .typealias || declarations[$0].kind == .associatedtype }
        }
        return aliasLists[index ?? declarations.count] ?? []
    }

    /// Gives back the spare capacity of the large arrays, which are kept as long as the file is
    /// (`Array.exactlySized`). The scanner calls it when done. (The declarations already are:
    /// `DeclarationStore.take()`.)
    mutating func trimCapacity() {
        references = references.exactlySized()
        calls = calls.exactlySized()
        memberAccesses = memberAccesses.exactlySized()
        assignments = assignments.exactlySized()
    }

    /// Indices of the declarations written directly in `index`, in source order.
    public func childIndices(of index: Int?) -> ArraySlice<Int> {
        let slot = index ?? declarations.count
        guard childStarts.count == declarations.count + 2, slot < declarations.count + 1 else {
            return ArraySlice(declarations.indices.filter { declarations[$0].parent == index })
        }
        return childOrder[childStarts[slot]..<childStarts[slot + 1]]
    }

    /// Declarations of classes, structs, enums, protocols, actors and extensions.
    public var typeDeclarations: [Declaration] {
        declarations.filter { $0.kind.hasMembers }
    }

    /// The first declaration with this name (qualified or simple) and kind.
    public func declaration(named name: String, kind: Declaration.Kind? = nil) -> Declaration? {
        declarations.first { ($0.name == name || $0.qualifiedName == name) && (kind == nil || $0.kind == kind) }
    }

    /// Whether `index` is `ancestor` or written, at any depth, inside it.
    public func isDeclaration(_ index: Int?, inside ancestor: Int) -> Bool {
        var current = index
        while let c = current {
            if c == ancestor { return true }
            current = declarations[c].parent
        }
        return false
    }

    /// The innermost declaration that declares a nominal type or an extension and encloses `index`
    /// (itself included).
    public func enclosingType(of index: Int?) -> Int? {
        var current = index
        while let c = current {
            if declarations[c].kind.hasMembers { return c }
            current = declarations[c].parent
        }
        return nil
    }

    /// Names bound at `index` by the generic parameter clauses, associated types and type aliases
    /// of it and its enclosing declarations: those shadow project types of the same name.
    public func boundTypeNames(at index: Int?) -> Set<String> {
        var names = Set<String>()
        var current = index
        while let c = current {
            let declaration = declarations[c]
            names.formUnion(declaration.genericParameters)
            for child in typeAliasIndices(of: c) { names.insert(declarations[child].name) }
            current = declaration.parent
        }
        return names
    }

    /// The type named `name` declared in a function, closure or local type around `declaration`
    /// that passes `test`: at the innermost level that has one, the last such. A type's members
    /// are never local, so a non-local type's children are not searched.
    public func localType(named name: String, around declaration: Int?, where test: (Int) -> Bool = { _ in true }) -> Int? {
        var current = declaration
        while let c = current {
            if !declarations[c].kind.hasMembers || declarations[c].isLocal, let local = childIndices(of: c).last(where: { d in
                declarations[d].isLocal && declarations[d].kind.hasMembers && declarations[d].name == name && test(d)
            }) { return local }
            current = declarations[c].parent
        }
        return nil
    }

    /// References inside `index` or any declaration nested in it.
    public func references(inside index: Int) -> [Reference] {
        references.filter { isDeclaration($0.declaration, inside: index) }
    }

    /// The reference recorded at a token, if any (references are in token order).
    public func reference(atToken token: Int) -> Reference? {
        var low = 0, high = references.count
        while low < high {
            let mid = (low + high) / 2
            if references[mid].token < token { low = mid + 1 } else { high = mid }
        }
        return low < references.count && references[low].token == token ? references[low] : nil
    }

    /// Whether a token lies in preview code.
    public func isInPreview(token: Int) -> Bool {
        previewRegions.contains { $0.tokenRange.contains(token) }
    }

    /// Trailing-closure calls named `name` whose closure contains `token`.
    public func trailingClosureCalls(named name: String, containing token: Int) -> [Call] {
        calls.filter { $0.name == name && $0.trailingClosure?.contains(token) == true }
    }

    public func location(ofToken index: Int) -> SourceLocation {
        file.location(of: file.tokens[index])
    }
}
