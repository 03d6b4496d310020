/// The structure of one Swift file: its imports, declarations, and the facts of its code.
///
/// Made by `SyntaxScanner.scan(_:)`. Every array is in source order; token indices refer to
/// `file.tokens`.
public struct FileSyntax: Sendable {
    // The fields live in one shared box (`Fields` in `Box`): a copy of a `FileSyntax`, which
    // every loop over a tree's files makes of each file, retains one object rather than the
    // twenty arrays and strings it holds; a change copies the box first if it is shared.
    private var box: Box

    public var file: SourceFile { box.fields.pointee.file }
    public internal(set) var imports: [ImportDeclaration] {
        get { box.fields.pointee.imports }
        _modify {
            makeUnique()
            yield &box.fields.pointee.imports
        }
    }
    public internal(set) var declarations: [Declaration] {
        get { box.fields.pointee.declarations }
        _modify {
            makeUnique()
            yield &box.fields.pointee.declarations
        }
    }
    public internal(set) var references: [Reference] {
        get { box.fields.pointee.references }
        _modify {
            makeUnique()
            yield &box.fields.pointee.references
        }
    }
    public internal(set) var calls: [Call] {
        get { box.fields.pointee.calls }
        _modify {
            makeUnique()
            yield &box.fields.pointee.calls
        }
    }
    public internal(set) var memberAccesses: [MemberAccess] {
        get { box.fields.pointee.memberAccesses }
        _modify {
            makeUnique()
            yield &box.fields.pointee.memberAccesses
        }
    }
    public internal(set) var assignments: [Assignment] {
        get { box.fields.pointee.assignments }
        _modify {
            makeUnique()
            yield &box.fields.pointee.assignments
        }
    }
    public internal(set) var conditionalBranches: [ConditionalBranch] {
        get { box.fields.pointee.conditionalBranches }
        _modify {
            makeUnique()
            yield &box.fields.pointee.conditionalBranches
        }
    }
    public internal(set) var previewRegions: [PreviewRegion] {
        get { box.fields.pointee.previewRegions }
        _modify {
            makeUnique()
            yield &box.fields.pointee.previewRegions
        }
    }
    /// Whether this is a skim (`SyntaxScanner.scan(_:bodies: false)`): the declarations, and no
    /// references, calls, member accesses or assignments.
    public internal(set) var isSkim: Bool {
        get { box.fields.pointee.isSkim }
        _modify {
            makeUnique()
            yield &box.fields.pointee.isSkim
        }
    }
    /// Whether the file is in Xcode's development assets folder `Preview Content`
    /// (`SyntaxScanner.isPreviewContent(path:)`): all of it is preview code.
    public internal(set) var isPreviewContent: Bool {
        get { box.fields.pointee.isPreviewContent }
        _modify {
            makeUnique()
            yield &box.fields.pointee.isPreviewContent
        }
    }
    /// The attributes of variables declared in code (local property wrappers), which are not
    /// among `declarations`. A skim, which steps over function bodies, misses most of them.
    public internal(set) var localAttributes: [LocalAttribute] {
        get { box.fields.pointee.localAttributes }
        _modify {
            makeUnique()
            yield &box.fields.pointee.localAttributes
        }
    }
    /// Where the scan stopped because types were nested deeper than
    /// `SyntaxScanner.maximumTypeNesting`; nil when the whole file was read.
    public internal(set) var nestingLimit: SourceLocation? {
        get { box.fields.pointee.nestingLimit }
        _modify {
            makeUnique()
            yield &box.fields.pointee.nestingLimit
        }
    }
    /// The `#if` of the outermost block that no `#endif` closes.
    public internal(set) var unterminatedConditional: SourceLocation? {
        get { box.fields.pointee.unterminatedConditional }
        _modify {
            makeUnique()
            yield &box.fields.pointee.unterminatedConditional
        }
    }
    /// The first `#elseif`, `#else` or `#endif` outside any `#if` block, with its directive.
    public internal(set) var strayDirective: (location: SourceLocation, directive: String)? {
        get { box.fields.pointee.strayDirective }
        _modify {
            makeUnique()
            yield &box.fields.pointee.strayDirective
        }
    }

    init(file: SourceFile) {
        box = Box(Fields(file: file))
    }

    private struct Fields {
        var file: SourceFile
        var imports: [ImportDeclaration] = []
        var declarations: [Declaration] = []
        var references: [Reference] = []
        var calls: [Call] = []
        var memberAccesses: [MemberAccess] = []
        var assignments: [Assignment] = []
        var conditionalBranches: [ConditionalBranch] = []
        var previewRegions: [PreviewRegion] = []
        var isSkim = false
        var isPreviewContent = false
        var localAttributes: [LocalAttribute] = []
        var nestingLimit: SourceLocation?
        var unterminatedConditional: SourceLocation?
        var strayDirective: (location: SourceLocation, directive: String)?
        var childOrder: [Int] = []
        var childStarts: [Int] = []
        var aliasLists: [Int: [Int]] = [:]
    }

    /// The fields behind a pointer rather than in a stored property of the class: a class's
    /// stored properties are checked for exclusive access at run time, on every read and
    /// change (1.5% of a whole-tree lint's instructions when they were).
    private final class Box: @unchecked Sendable {
        let fields: UnsafeMutablePointer<Fields>

        init(_ value: Fields) {
            fields = .allocate(capacity: 1)
            fields.initialize(to: value)
        }

        deinit {
            fields.deinitialize(count: 1)
            fields.deallocate()
        }
    }

    @inline(__always) private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields.pointee) }
    }

    public var path: String { file.path }

    /// Declarations written directly in `index` (members, nested types, local declarations).
    public func children(of index: Int?) -> [Declaration] {
        childIndices(of: index).map { declarations[$0] }
    }

    /// The declaration indices grouped by parent, each group in source order, the top-level
    /// ones last; `childStarts[slot]` is where the group of parent `slot` starts (the top
    /// level's slot is `declarations.count`). Two arrays a file rather than one per parent.
    private var childOrder: [Int] { box.fields.pointee.childOrder }
    private var childStarts: [Int] { box.fields.pointee.childStarts }

    /// The type aliases and associated types written directly in each declaration, by parent
    /// index (the top level under `declarations.count`); few declarations have any.
    private var aliasLists: [Int: [Int]] { box.fields.pointee.aliasLists }

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
        makeUnique()
        box.fields.pointee.childOrder = order
        box.fields.pointee.childStarts = starts
        box.fields.pointee.aliasLists = aliases
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

    /// Whether a generic parameter of a declaration around `declaration`, or a type alias of a
    /// function around it, binds `name` there (`struct StatusView<Session>`, a local
    /// `typealias Defaults = LocalDefaults`). Unlike `boundTypeNames(at:)`, a type's member
    /// aliases do not count: they are the tree's.
    public func bindsLocally(_ name: String, around declaration: Int?) -> Bool {
        var current = declaration
        while let c = current {
            if declarations[c].genericParameters.contains(name) { return true }
            if !declarations[c].kind.hasMembers || declarations[c].isLocal,
               typeAliasIndices(of: c).contains(where: { declarations[$0].name == name }) { return true }
            current = declarations[c].parent
        }
        return false
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
        let low = partitionPoint(references.count) { references[$0].token < token }
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
