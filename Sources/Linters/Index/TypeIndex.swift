/// Every type declared in a tree, by name, with its extensions merged; the conformance and
/// inheritance closure within the tree; and name resolution that honors shadowing.
///
/// Names are qualified by nesting (`XRouter.Routes`); `entries(named:)` also finds a type by
/// its last component. Each type's supertypes are resolved where they are written (innermost
/// enclosing type first, then the file level), so `Settings.Row: View` makes no other `Row` a
/// view; a closure lists supertypes by their last component (`View` for `SwiftUI.View`), since
/// framework types are not in the tree. Queries by a name as code writes it (`supertypes(of:)`,
/// `isMainActor(_:)`) answer for every tree type with that last component; queries about a
/// declared type (`supertypes(ofDeclared:)`) answer for that type alone.
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
    /// Extended names (and their enclosing prefixes) the index keys as another name: through a
    /// module (`App.Settings.Row` is `Settings.Row`), without generic arguments (`Box<Int>` is
    /// `Box`), or through a type alias (`Row` for `typealias Row = Settings.Row`).
    private var aliases: [String: String] = [:]
    /// By file, the declaration index and key of each type and extension, in source order.
    private var keyTable: [[(declaration: Int, key: String)]] = []
    /// Whether some type or extension is keyed otherwise than written.
    public private(set) var mapsNames = false
    /// By entry, the tree types its supertypes name by scope alone (without a superclass's
    /// nested types), for classes: what `nested(in:supertypesOf:)` climbs.
    private var baseEdges: [[Int]] = []
    /// By entry, the entry of the type it is nested in (-1 for none in the tree).
    private var enclosingEntries: [Int] = []
    private var bySimpleName: [String: [Int]] = [:]
    /// By entry, the tree types its direct supertypes resolve to (positions).
    private var resolved: [[Int]] = []
    /// By entry, the entries that name it as a direct supertype: `resolved` reversed.
    private var subtypeEntries: [[Int]] = []
    /// By supertype last component, the entries that name it directly (tree type or not).
    private var namingEntries: [String: [Int]] = [:]
    /// Supertype closures computed so far, by entry (`supertypes(ofEntry:)` computes them on demand).
    private let closureCache = ClosureCache()
    /// By entry: `@MainActor` on its declaration, or on a tree protocol or superclass it reaches.
    private var mainActorEntries: [Bool] = []

    /// What one type declaration or extension contributes to its entry.
    struct Contribution {
        var name: String
        /// The declaration's index in its file.
        var declaration: Int
        /// The enclosing type's or extension's index (nil at file level).
        var parent: Int?
        var kind: Declaration.Kind
        var genericParameters: [String]
        var supertypes: [String]
        /// Each supertype as written, dotted, without generic arguments (`SwiftUI.View`), in
        /// `supertypes` order.
        var supertypePaths: [String]
        /// Where the supertypes are looked up, innermost last (`lookupScope`); empty when there are none.
        var scope: [String]
        var isMainActor: Bool
        /// Declared `nonisolated` (SE-0449): no isolation inferred from its supertypes, nor passed on.
        var isNonisolated = false
    }

    /// The modules a name written in a file is looked up in before the top level, when two
    /// modules declare types of one name (`ModuleNamespaces`).
    public struct ModuleHint: Sendable, Hashable {
        /// The file's own module: its types come first.
        public var own: String?
        /// Modules the file imports: one of them that alone declares the name is the one meant.
        public var imported: [String]
        /// The file is in no module (an app target's code): a type declared outside any module
        /// comes first.
        public var isOutside = false
        /// Names of the `private` and `fileprivate` types the file declares at its top level
        /// that another file has too (`ModuleNamespaces.fileLocalNames`): its own, before any
        /// other, keyed in `fileScope`.
        public var fileLocal: Set<String> = []
        /// The namespace the file's `fileLocal` types are keyed in (`ModuleNamespaces.fileNamespace`).
        public var fileScope: String?
    }

    /// A file and a name, for the narrowed hints of `init`.
    private struct NarrowKey: Hashable {
        var file: Int
        var name: String
    }

    /// The modules of the files and the top-level names two of them declare: only a name
    /// starting with one of those is looked up in modules (`ModuleNamespaces.candidates`).
    private var namespaces = ModuleNamespaces.none
    /// Every module that declares such a name: a scope prefix that is one of them alone (an extension
    /// placed in its module) is not looked in before the file's own module.
    private var moduleNames: Set<String> = []

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
            var supertypes: [String] = [], paths: [String] = []
            for inherited in declarations[d].inheritance where !inherited.isSuppressed {
                supertypes.append(inherited.name)
                paths.append(inherited.baseName)
            }
            if kind == .typealias, let aliased = declarations[d].aliasedType {
                // `typealias Dependencies = A & B`: conforming to it conforms to each part.
                for part in aliased.split(separator: "&") {
                    // A function, tuple, array or dictionary type is no supertype (`typealias
                    // Completion = (Result) -> Void`, `@Sendable () -> Void`): skipped on its first byte.
                    if let first = part.utf8.first(where: { $0 != UInt8(ascii: " ") }),
                       first == UInt8(ascii: "(") || first == UInt8(ascii: "[") || first == UInt8(ascii: "@") { continue }
                    // Over the bytes: a `Character` filter breaks the text into grapheme clusters.
                    let written = String(decoding: part.utf8.filter { $0 != UInt8(ascii: " ") }, as: UTF8.self)
                    let simple = TypeIndex.simpleName(written)
                    if !simple.isEmpty {
                        supertypes.append(simple)
                        paths.append(TypeIndex.pathName(written))
                    }
                }
            }
            let name = kind == .extension ? declarations[d].name : declarations[d].qualifiedName
            result.append(Contribution(
                name: name, declaration: d, parent: declarations[d].parent, kind: kind,
                genericParameters: declarations[d].genericParameters, supertypes: supertypes, supertypePaths: paths,
                scope: paths.isEmpty ? [] : lookupScope(of: d, in: declarations), isMainActor: kind != .extension && declarations[d].attributes.contains(named: "MainActor"),
                isNonisolated: kind != .extension && declarations[d].hasModifier("nonisolated")))
        }
        return result
    }

    /// Where the names in a type's or extension's header are looked up (`resolve(_:scope:)`):
    /// the enclosing types, not the type itself (Swift does not look into a type's own members
    /// for its inheritance clause); for an extension, the types the extended one is nested in
    /// (`["A"]` for `extension A.B`).
    static func lookupScope(of d: Int, in declarations: [Declaration]) -> [String] {
        guard declarations[d].kind == .extension else { return declarations[d].path }
        return declarations[d].path + FileFacts.enclosingNames(ofExtended: declarations[d].name)
    }

    /// Merges the files' contributions (made by `contributions(of:)`, one list per file) in file order.
    /// `resolvesSupertypes: false` leaves the last stage to the caller (`resolveSupertypes()`).
    init(files: [FileSyntax], contributions: [[Contribution]], namespaces: ModuleNamespaces = .none, resolvesSupertypes: Bool = true) {
        self.files = files
        self.namespaces = namespaces
        moduleNames = Set(namespaces.declaringModules.values.flatMap { $0 })
        var attributed: [Int] = [], nonisolated: [Int] = []
        let total = contributions.reduce(0) { $0 + $1.count }
        var declared: Set<String> = [], realTypes: Set<String> = []
        declared.reserveCapacity(total)
        // Type aliases of one type, by name: the type as written, where, and in which file.
        var aliasTargets: [String: [AliasTarget]] = [:]
        // (Fields read in place, over each file's list: a copy of each contribution retains its
        // arrays, and indexing the list of lists retained and released the file's list each time.)
        for f in contributions.indices {
            contributions[f].withUnsafeBufferPointer { list in
                for k in list.indices where list[k].kind == .typealias && list[k].supertypePaths.count == 1 {
                    aliasTargets[list[k].name, default: []].append(AliasTarget(path: list[k].supertypePaths[0], scope: list[k].scope, file: f))
                }
            }
        }
        for f in contributions.indices {
            contributions[f].withUnsafeBufferPointer { list in
                for k in list.indices where list[k].kind != .extension {
                    let name = list[k].name
                    declared.insert(name)
                    // (Only names an alias has too are ever asked.)
                    if list[k].kind != .typealias, !aliasTargets.isEmpty, aliasTargets[name] != nil { realTypes.insert(name) }
                }
            }
        }
        // The folders of the tree's files: the names a module prefix can have (`Sources/ModuleA`).
        var folders: Set<String> = []
        var lastFolder: Substring = ""
        for file in files {
            // Over the bytes (`/` is ASCII): splitting by `Character` cost 26,000 instructions a
            // path. Files come folder by folder: a folder seen just before is not split again.
            let path = file.path, utf8 = path.utf8
            let folder = utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            if folder == lastFolder { continue }
            lastFolder = folder
            var start = utf8.startIndex, i = start
            while i < utf8.endIndex {
                if utf8[i] == UInt8(ascii: "/") {
                    if i > start { folders.insert(String(path[start..<i])) }
                    start = utf8.index(after: i)
                }
                i = utf8.index(after: i)
            }
        }
        // Each extension's key first (`extension ModuleA.Settings` is `Settings`), then every
        // type written inside such an extension (`ModuleA.Settings.Row` is `Settings.Row`), and
        // again for an extension of such a type written as it was (a few rounds at most).
        var aliases: [String: String] = [:]
        var keys = contributions.map { list in list.withUnsafeBufferPointer { list in list.indices.map { list[$0].name } } }
        let context = KeyContext(declared: declared, realTypes: realTypes, folders: folders, aliasTargets: aliasTargets)
        var changedFiles: Set<Int> = []
        // File by file in parallel: `extensionKey` reads no alias, and only adds the names not
        // there yet, so each file's additions are made after, in file order, as they were made.
        let extensionKeys = Parallel.map(contributions.count) { f -> (keys: [(index: Int, key: String)], aliases: [String: String]) in
            var added: [String: String] = [:]
            var changed: [(index: Int, key: String)] = []
            contributions[f].withUnsafeBufferPointer { list in
                for k in list.indices where list[k].kind == .extension {
                    let key = TypeIndex.extensionKey(list[k].name, file: f, context, aliases: &added)
                    if key != list[k].name { changed.append((k, key)) }
                }
            }
            return (changed, added)
        }
        for (f, found) in extensionKeys.enumerated() {
            for (k, key) in found.keys { keys[f][k] = key }
            if !found.keys.isEmpty { changedFiles.insert(f) }
            for (raw, key) in found.aliases where aliases[raw] == nil { aliases[raw] = key }
        }
        var round = 0
        while !changedFiles.isEmpty, round < 4 {
            round += 1
            // Types nested in a re-keyed extension or type take its key as their prefix.
            for f in changedFiles.sorted() {
                var changed: [Int: String] = [:]
                for (k, item) in contributions[f].enumerated() {
                    if keys[f][k] != item.name { changed[item.declaration] = keys[f][k] }
                    guard item.kind != .extension, let parent = item.parent, let prefix = changed[parent] else { continue }
                    let key = prefix + "." + TypeIndex.lastComponent(item.name)
                    if key != keys[f][k] {
                        keys[f][k] = key
                        changed[item.declaration] = key
                        if aliases[item.name] == nil { aliases[item.name] = key }
                    }
                }
            }
            // An extension written as a type declared in a re-keyed extension (`extension ModuleA.Settings.Row`).
            var next: Set<Int> = []
            for f in contributions.indices {
                for k in contributions[f].indices where contributions[f][k].kind == .extension {
                    // (Dotted names only: a plain one in `aliases` is an alias's, of some file.)
                    if keys[f][k].utf8Contains(where: { $0 == UInt8(ascii: ".") }), let mapped = aliases[keys[f][k]], mapped != keys[f][k] {
                        keys[f][k] = mapped
                        next.insert(f)
                    }
                }
            }
            changedFiles = next
        }
        mapsNames = !aliases.isEmpty
        keyTable = contributions.indices.map { f in
            contributions[f].withUnsafeBufferPointer { list in list.indices.map { (list[$0].declaration, keys[f][$0]) } }
        }
        positions.reserveCapacity(total)
        bySimpleName.reserveCapacity(total)
        allEntries.reserveCapacity(total)
        // First each contribution's entry (new names in order of first appearance), the one
        // part that hashes names; then each entry's kind, declarations and direct supertypes.
        // Its supertypes as written are read where they are resolved (`SupertypeSources`), on
        // every core: here, where they were written.
        var entryOf: [[Int]] = []
        entryOf.reserveCapacity(contributions.count)
        for fileKeys in keys {
            var list: [Int] = []
            list.reserveCapacity(fileKeys.count)
            for name in fileKeys {
                let next = allEntries.count
                let position = Self.position(of: name, in: &positions, next: next)
                if position == next {
                    let last = TypeIndex.lastComponent(name)
                    allEntries.append(Entry(qualifiedName: name, name: last, kind: nil,
                                            declarations: [], extensions: [], genericParameters: [], directSupertypes: []))
                    // (The last component of a plain ASCII name is its simple name: not made again.)
                    bySimpleName[Self.isPlainName(name) ? last : TypeIndex.simpleName(name), default: []].append(position)
                }
                list.append(position)
            }
            entryOf.append(list)
        }
        var entries = allEntries
        allEntries = []
        // By entry, the contributions that write supertypes, in order (counted, then placed).
        var refStart = [Int](repeating: 0, count: entries.count + 1)
        for f in contributions.indices {
            contributions[f].withUnsafeBufferPointer { list in
                for k in list.indices where !list[k].supertypePaths.isEmpty { refStart[entryOf[f][k] + 1] += 1 }
            }
        }
        for p in entries.indices { refStart[p + 1] += refStart[p] }
        var refs = [(file: Int32, index: Int32)](repeating: (0, 0), count: refStart[entries.count])
        var filled = refStart
        // By entry, its direct supertypes as a set, for the entries that name many (`UniqueList`).
        var manySupertypes: [Int: Set<String>] = [:]
        // (Fields read in place, over each file's list: a copy of each contribution retains its
        // arrays, and indexing the list of lists retained and released the file's list each time.)
        entries.withUnsafeMutableBufferPointer { entries in
            for f in contributions.indices {
                let positions = entryOf[f]
                contributions[f].withUnsafeBufferPointer { list in
                    for k in list.indices {
                        let position = positions[k]
                        if !list[k].supertypePaths.isEmpty {
                            refs[filled[position]] = (Int32(f), Int32(k))
                            filled[position] += 1
                        }
                        let location = Location(file: f, declaration: list[k].declaration)
                        // Updated in place: a copy taken out of the array would copy its arrays on append.
                        if list[k].kind == .extension {
                            entries[position].extensions.append(location)
                        } else {
                            if entries[position].kind == nil {
                                entries[position].kind = list[k].kind
                                entries[position].genericParameters = list[k].genericParameters
                            }
                            entries[position].declarations.append(location)
                            if list[k].isMainActor { attributed.append(position) }
                            if list[k].isNonisolated { nonisolated.append(position) }
                        }
                        let supertypes = list[k].supertypes
                        if entries[position].directSupertypes.isEmpty,
                           !supertypes.indices.contains(where: { i in supertypes[..<i].contains(supertypes[i]) }) {
                            // The usual case, a type's first declaration: its list is shared, not rebuilt.
                            entries[position].directSupertypes = supertypes
                        } else if !supertypes.isEmpty {
                            // Past a few, the entry's supertypes are also kept in a set: a type
                            // extended in thousands of files names thousands.
                            for supertype in supertypes {
                                if entries[position].directSupertypes.count >= UniqueList<Int>.shortLength, manySupertypes[position] == nil {
                                    manySupertypes[position] = Set(entries[position].directSupertypes)
                                }
                                if manySupertypes[position] != nil {
                                    guard manySupertypes[position]!.insert(supertype).inserted else { continue }
                                } else if entries[position].directSupertypes.contains(supertype) {
                                    continue
                                }
                                entries[position].directSupertypes.append(supertype)
                            }
                        }
                    }
                }
            }
        }
        allEntries = entries
        let sources = SupertypeSources(contributions: contributions, refStart: refStart, refs: refs, namespaces: namespaces)
        self.aliases = aliases
        var enclosingEntries = [Int](repeating: -1, count: allEntries.count)
        for position in allEntries.indices {
            let name = allEntries[position].qualifiedName
            if let outerName = name.utf8Prefix(beforeLast: UInt8(ascii: ".")), let outer = positions[outerName] {
                enclosingEntries[position] = outer
            }
        }
        self.enclosingEntries = enclosingEntries
        // First by scope alone, then with the superclasses' nested types (which climbs the first).
        // (Only classes pass nested types on: the first lookup is made for them alone.)
        var baseEdges = [[Int]](repeating: [], count: allEntries.count)
        var hints: [NarrowKey: ModuleHint?] = [:]
        for position in allEntries.indices where allEntries[position].kind == .class {
            var edges = UniqueList<Int>()
            for (simple, path, scope, hint) in sources.written(position, hints: &hints) {
                for target in resolve(path, simpleName: simple, scope: scope, module: hint, inherited: false) where target != position {
                    edges.append(target)
                }
            }
            baseEdges[position] = edges.elements
        }
        self.baseEdges = baseEdges
        pending = PendingSupertypes(sources: sources, attributed: attributed, nonisolated: nonisolated)
        if resolvesSupertypes { resolveSupertypes() }
    }

    /// Where each entry's supertypes were written: by entry, the contributions that name some
    /// (`refs[refStart[p]..<refStart[p + 1]]`, file and index in its list), in order.
    private struct SupertypeSources {
        var contributions: [[Contribution]]
        var refStart: [Int]
        var refs: [(file: Int32, index: Int32)]
        var namespaces: ModuleNamespaces

        /// Entry `position`'s supertypes as written, each once: the simple name, the path, the
        /// scope it is looked up in and the module hint of the file that writes it. `hints`: the
        /// hints found so far, by file and name.
        func written(_ position: Int, hints: inout [NarrowKey: ModuleHint?]) -> [(simple: String, path: String, scope: [String], hint: ModuleHint?)] {
            var result: [(simple: String, path: String, scope: [String], hint: ModuleHint?)] = []
            // Past a few, the ones found are also kept in a set: a type extended in thousands of
            // files names thousands, and a walk over them for each took time in their square.
            var seen: Set<WrittenSupertype>?
            for r in refStart[position]..<refStart[position + 1] {
                let f = Int(refs[r].file), k = Int(refs[r].index)
                let hasHint = f < namespaces.hints.count && namespaces.hints[f] != nil
                let paths = contributions[f][k].supertypePaths, scope = contributions[f][k].scope, supertypes = contributions[f][k].supertypes
                for s in paths.indices {
                    let path = paths[s]
                    // (The hint counts only for a name two modules declare, or a `private` type of the file has.)
                    let hint = hasHint ? self.hint(TypeIndex.firstComponent(path), file: f, &hints) : nil
                    if seen == nil, result.count >= UniqueList<Int>.shortLength {
                        seen = Set(result.map { WrittenSupertype(path: $0.path, scope: $0.scope, hint: $0.hint) })
                    }
                    if seen != nil {
                        guard seen!.insert(WrittenSupertype(path: path, scope: scope, hint: hint)).inserted else { continue }
                    } else {
                        guard !result.contains(where: { $0.hint == hint && $0.path == path && $0.scope == scope }) else { continue }
                    }
                    result.append((supertypes[s], path, scope, hint))
                }
            }
            return result
        }

        /// A supertype as `written` tells them apart.
        private struct WrittenSupertype: Hashable {
            var path: String
            var scope: [String]
            var hint: ModuleHint?
        }

        /// The file's hint narrowed to what decides `name` there (the first of its `candidates`),
        /// nil for a name two modules do not declare and no `private` type of the file has.
        private func hint(_ name: String, file f: Int, _ found: inout [NarrowKey: ModuleHint?]) -> ModuleHint? {
            // (The name first: most are no name two modules declare, and the hint is a copy.)
            let inModules = namespaces.declaringModules[name] != nil
            guard inModules || namespaces.hasFileLocalTypes, let hint = namespaces.hints[f], inModules || hint.fileLocal.contains(name)
            else { return nil }
            let key = NarrowKey(file: f, name: name)
            if let known = found[key] { return known }
            let narrowed = namespaces.candidates(name, seenFrom: hint).first
            found[key] = narrowed
            return narrowed
        }
    }

    /// What `resolveSupertypes` needs of `init`: where each entry's supertypes were written, and
    /// the entries declared `@MainActor`.
    private struct PendingSupertypes {
        var sources: SupertypeSources
        var attributed: [Int]
        /// The entries declared `nonisolated`, which `@MainActor` does not reach.
        var nonisolated: [Int]
    }
    private var pending: PendingSupertypes?
    private var supertypesResolved = false

    /// The last stage of `init`: each entry's supertypes resolved where they are written (the
    /// edges the closure follows), entries in parallel; then the subtypes and the `@MainActor`
    /// isolation they pass down. `init(…, resolvesSupertypes: false)` leaves it to the caller,
    /// so that the stage before can run beside other work and this one on every core (a loop
    /// over all cores nested in work already spread over them runs on one).
    mutating func resolveSupertypes() {
        // (`pending` stays, to be freed with the index: freeing its thousands of small lists here
        // took the model's one busy core longer than keeping them takes memory.)
        guard let pending, !supertypesResolved else { return }
        supertypesResolved = true
        let index = self
        let count = allEntries.count
        let chunk = 256
        let resolved = Parallel.map((count + chunk - 1) / chunk) { c -> [[Int]] in
            var hints: [NarrowKey: ModuleHint?] = [:]
            return (c * chunk..<min(count, (c + 1) * chunk)).map { position in
                var targets = UniqueList<Int>()
                for (simple, path, scope, hint) in pending.sources.written(position, hints: &hints) {
                    // A name no tree type or one tree type has is answered at once.
                    guard let named = index.bySimpleName[simple] else { continue }
                    let found = named.count == 1 ? named : index.resolve(path, simpleName: simple, scope: scope, module: hint)
                    for target in found where target != position { targets.append(target) }
                }
                return targets.elements
            }
        }.flatMap { $0 }
        var subtypeEntries = [[Int]](repeating: [], count: count)
        for position in resolved.indices {
            for target in resolved[position] { subtypeEntries[target].append(position) }
        }
        var namingEntries: [String: [Int]] = [:]
        namingEntries.reserveCapacity(count)
        for position in allEntries.indices {
            for supertype in allEntries[position].directSupertypes { namingEntries[supertype, default: []].append(position) }
        }
        self.resolved = resolved
        self.subtypeEntries = subtypeEntries
        self.namingEntries = namingEntries
        // `@MainActor` reaches down from the attributed types, but not into a type declared
        // `nonisolated`, nor through it.
        var mainActor = [Bool](repeating: false, count: count)
        for position in pending.attributed { mainActor[position] = true }
        for position in Self.entries(below: pending.attributed, subtypeEntries, stoppingAt: Set(pending.nonisolated)) { mainActor[position] = true }
        mainActorEntries = mainActor
    }

    /// The position `name` has in `positions`, or `next`, which it is then given: one lookup
    /// (a lookup and then an insertion hashed each new name twice).
    private static func position(of name: String, in positions: inout [String: Int], next: Int) -> Int {
        func value(_ slot: inout Int) -> Int { slot }
        return value(&positions[name, default: next])
    }

    /// Whether `name` is ASCII without `<`, `@` or a space: its `simpleName` is its `lastComponent`.
    private static func isPlainName(_ name: String) -> Bool {
        // (Over the bytes in a buffer: walking `utf8` through its index costs several times more.)
        var name = name
        return name.withUTF8 { bytes in
            !bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: " ") }
        }
    }

    /// A type alias of one type: the type as written, where, and in which file.
    struct AliasTarget {
        var path: String
        var scope: [String]
        var file: Int
    }

    /// What extension keys are worked out from.
    struct KeyContext {
        /// The qualified names of the declarations, as written.
        var declared: Set<String>
        /// Those of them that are not type aliases.
        var realTypes: Set<String>
        /// Every folder of the tree's paths: module names.
        var folders: Set<String>
        var aliasTargets: [String: [AliasTarget]]
    }

    /// Names longer than this many dotted components are keyed as written: real code nests a
    /// handful (the scanner stops at `SyntaxScanner.maximumTypeNesting`), and working on a
    /// name of thousands of components would take time in the square of them.
    static let maximumComponents = 64

    /// The key of the type an extension extends, as written `raw` in file `file`: the name itself
    /// when the tree declares it or it is plain; else, without generic arguments (`Box<Int>` is
    /// `Box`) and without leading components that name a module of the tree (a folder of its
    /// paths, and no type: `ModuleA.Settings.Row` is `Settings.Row`; `SwiftUI.Image` and
    /// `UIButton.Configuration` stay), a name the tree declares. A type alias of one type is
    /// followed to it (the file's own alias first, when several files declare one of that name).
    /// A mapped name and its mapped enclosing prefixes are recorded in `aliases` (the first
    /// mapping of a name wins).
    static func extensionKey(_ raw: String, file: Int, _ context: KeyContext, aliases: inout [String: String]) -> String {
        var key = raw
        if raw.utf8Contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "<") }), !context.declared.contains(raw) {
            key = declaredName(raw, context, aliases: &aliases) ?? raw
        }
        // `typealias Row = Settings.Row; extension Row`: the type it stands for.
        var steps = 0
        while steps < 16, let targets = context.aliasTargets[key] {
            // The file's own alias; another file's only when no type has that name.
            guard let target = targets.first(where: { $0.file == file })
                    ?? (context.realTypes.contains(key) ? nil : targets.first) else { break }
            // Innermost first, as written; then through a module of the tree.
            var found: String?
            var prefix = target.scope
            while true {
                let written = prefix.isEmpty ? target.path : prefix.joined(separator: ".") + "." + target.path
                if context.declared.contains(written) {
                    found = written
                    break
                }
                if prefix.isEmpty { break }
                prefix.removeLast()
            }
            if found == nil { found = declaredName(target.path, context, aliases: &aliases) }
            guard let found, found != key else { break }
            key = found
            steps += 1
        }
        if key != raw, aliases[raw] == nil { aliases[raw] = key }
        return key
    }

    /// The name the tree declares for a dotted name: without generic arguments, then without
    /// leading module components; nil when none. Records the enclosing prefixes it maps.
    private static func declaredName(_ raw: String, _ context: KeyContext, aliases: inout [String: String]) -> String? {
        guard let components = topLevelComponents(raw) else { return nil }
        var start = 0
        while !context.declared.contains(components[start...].joined(separator: ".")), start + 1 < components.count,
              context.folders.contains(components[start]), !context.declared.contains(components[start]) {
            start += 1
        }
        let candidate = components[start...].joined(separator: ".")
        guard context.declared.contains(candidate) else { return nil }
        // The enclosing prefixes (`ModuleA.Settings` → `Settings`), as `FileFacts` names them.
        for end in (start + 1)..<components.count {
            let prefix = components[..<end].joined(separator: ".")
            let mapped = components[start..<end].joined(separator: ".")
            if prefix != mapped, context.declared.contains(mapped), aliases[prefix] == nil { aliases[prefix] = mapped }
        }
        return candidate
    }

    /// `Row` for `Row`, `Row.Cell` or `Row<T>.Cell`.
    static func firstComponent(_ name: String) -> String {
        // Over the bytes, in a buffer (walking `utf8` through its index costs several times
        // more): `.` and `<` are ASCII, so where they are is a character boundary.
        var name = name
        let first = name.withUTF8 { bytes -> String? in
            for i in bytes.indices where bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: "<") {
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<i]), as: UTF8.self)
            }
            return nil
        }
        return first ?? name
    }

    /// The dotted components of a name at the top level, generic arguments left out
    /// (`["Outer", "Inner"]` for `Outer<T>.Inner`); nil for a name that is not a dotted path or
    /// has more than `maximumComponents` of them.
    static func topLevelComponents(_ name: String) -> [String]? {
        var components: [String] = [""]
        var depth = 0
        for character in name.unicodeScalars {
            switch character {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "." where depth == 0:
                components.append("")
                if components.count > maximumComponents { return nil }
            default: if depth == 0 { components[components.count - 1].unicodeScalars.append(character) }
            }
        }
        guard depth == 0, !components.contains(where: \.isEmpty) else { return nil }
        return components
    }

    /// The index's key for the type or extension declared at `declaration` of file `file` (nil
    /// for a declaration the index does not hold: a local type, a member).
    public func key(file: Int, declaration: Int) -> String? {
        let table = keyTable[file]
        let low = partitionPoint(table.count) { table[$0].declaration < declaration }
        return low < table.count && table[low].declaration == declaration ? table[low].key : nil
    }

    /// `key(file:declaration:)`, or `canonicalKey(raw)` for a declaration the index does not hold.
    public func key(file: Int, declaration: Int, raw: String) -> String {
        key(file: file, declaration: declaration) ?? canonicalKey(raw)
    }

    /// The index's key for a type or extension written `raw` (an extension's name, an enclosing
    /// prefix of one, or a declaration's qualified name): `raw` unless `extensionKey` mapped it.
    public func canonicalKey(_ raw: String) -> String { aliases[raw] ?? raw }

    /// `resolve(_:scope:module:)`, and through each type alias found (`typealias ChatState =
    /// ChatModel`) the types it aliases too, a few deep.
    func resolvingAliases(_ path: String, scope: [String], module: ModuleHint?) -> [Int] {
        var pending = resolve(path, scope: scope, module: module), result: [Int] = []
        while let position = pending.popLast(), result.count < 8 {
            guard !result.contains(position) else { continue }
            result.append(position)
            guard allEntries[position].kind == .typealias else { continue }
            for target in allEntries[position].directSupertypes { pending += resolve(target, scope: scope, module: module, strict: true) }
        }
        return result
    }

    /// The tree types a supertype written as `path` (`Row`, `Settings.Row`, `SwiftUI.View`)
    /// inside `scope` (enclosing type names, innermost last) names: the innermost match, as
    /// Swift looks names up; a module-qualified name without its module; and when none
    /// matches, every tree type with that last component (code the scanner cannot place), as
    /// the index did before it resolved names. At each enclosing type, the types nested in its
    /// superclasses, at any depth, count as its own (a superclass's nested types are inherited).
    /// `simpleName`: `path`'s, when known. `module`: where the name is written, when two modules
    /// declare types of one name: before the top level, the file's own module's type, or the
    /// one of the modules it imports that alone has one.
    /// `strict`: only a type the lookup finds (none when no match: the name is some other
    /// type's there, a framework's).
    func resolve(_ path: String, simpleName: String? = nil, scope: [String], module: ModuleHint? = nil, inherited: Bool = true,
                 strict: Bool = false) -> [Int] {
        // Most supertypes are the frameworks' (`View`, `Equatable`): no tree type has their name.
        guard let named = bySimpleName[simpleName ?? TypeIndex.simpleName(path)] else { return [] }
        if named.count == 1, !strict, enclosingEntries[named[0]] < 0 { return named }
        var prefix = scope.count <= TypeIndex.maximumComponents ? scope : []
        // For the superclasses' nested types: the candidates by the type they are nested in.
        let byEnclosing = inherited && !prefix.isEmpty && !path.utf8Contains(where: { $0 == UInt8(ascii: ".") }) ? byEnclosingEntry(named) : [:]
        while true {
            // Enclosing names as written (`ModuleA.Settings`) are keyed as the index keys them.
            let enclosing = prefix.isEmpty ? "" : canonicalKey(prefix.joined(separator: "."))
            if prefix.isEmpty, let module {
                for candidate in namespaces.candidates(TypeIndex.firstComponent(path), seenFrom: module) {
                    if let module = candidate.own ?? candidate.imported.first {
                        if let position = positions[module + "." + path] { return [position] }
                    } else if let position = positions[path], allEntries[position].kind != nil {
                        // Code outside any module's: not put in any module, keyed as written.
                        return [position]
                    }
                }
            }
            // An extension placed in an imported module (`ModuleA.Row` written in ModuleC): that
            // module's other types are not seen before the file's own (the hint above decides).
            if prefix.count == 1, !moduleNames.isEmpty, moduleNames.contains(prefix[0]), positions[prefix[0]] == nil {
                prefix.removeLast()
                continue
            }
            let candidate = prefix.isEmpty ? path : enclosing + "." + path
            if let position = positions[candidate] { return [position] }
            if prefix.isEmpty { break }
            // A type nested in a superclass of the enclosing type, at any depth (`BaseScreen.Row`
            // in `ListScreen: MidScreen: BaseScreen`).
            if !byEnclosing.isEmpty, let outer = positions[enclosing] {
                var visited: Set<Int> = [outer]
                if let found = nested(in: byEnclosing, supertypesOf: outer, visited: &visited) { return [found] }
            }
            prefix.removeLast()
        }
        if let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) {
            let rest = String(path[path.utf8.index(after: dot)...])
            if let position = positions[rest] { return [position] }
        }
        // (Not a nested type, written by its simple name outside its enclosing type's scope:
        // Swift does not find it there, so another type of that name is meant, a framework's:
        // `Source<Model>` is the runtime's, not `Feed.Source`.)
        return strict ? [] : named.filter { enclosingEntries[$0] < 0 || path.utf8Contains(where: { $0 == UInt8(ascii: ".") }) }
    }

    /// The type named `name` (a simple name) nested in entry `outer` or, at any depth, in one of
    /// its superclasses, whose nested types a class inherits (`ListScreen.Row` is `BaseScreen.Row`
    /// in `ListScreen: MidScreen: BaseScreen`); nil when none is.
    func nestedType(_ name: String, in outer: Int) -> Int? {
        guard let named = bySimpleName[name] else { return nil }
        let byEnclosing = byEnclosingEntry(named)
        if let own = byEnclosing[outer] { return own }
        var visited: Set<Int> = [outer]
        return nested(in: byEnclosing, supertypesOf: outer, visited: &visited)
    }

    /// The nested ones among `candidates` by the entry each is nested in (the last, when two are).
    private func byEnclosingEntry(_ candidates: [Int]) -> [Int: Int] {
        var byEnclosing: [Int: Int] = [:]
        for candidate in candidates where enclosingEntries[candidate] >= 0 { byEnclosing[enclosingEntries[candidate]] = candidate }
        return byEnclosing
    }

    /// The candidate (of `byEnclosing`: by the entry it is nested in) nested in a supertype of
    /// entry `outer`, or in theirs (each supertype resolved by scope alone: `baseEdges`),
    /// nearest first.
    private func nested(in byEnclosing: [Int: Int], supertypesOf outer: Int, visited: inout Set<Int>) -> Int? {
        guard visited.count < 64, outer < baseEdges.count else { return nil }
        var bases: [Int] = []
        for base in baseEdges[outer] where visited.insert(base).inserted {
            if let found = byEnclosing[base] { return found }
            bases.append(base)
        }
        for base in bases {
            if let found = nested(in: byEnclosing, supertypesOf: base, visited: &visited) { return found }
        }
        return nil
    }

    /// The entries below `tops` (their subtypes, transitively), not `tops` themselves unless
    /// they reach one another.
    private static func entries(below tops: [Int], _ subtypeEntries: [[Int]], stoppingAt stops: Set<Int> = []) -> Set<Int> {
        var found: Set<Int> = []
        var stack = tops.flatMap { subtypeEntries[$0] }
        while let next = stack.popLast() {
            if !stops.contains(next), found.insert(next).inserted { stack.append(contentsOf: subtypeEntries[next]) }
        }
        return found
    }

    /// A type as written without generic arguments, attributes or `any`/`some`, dots kept
    /// (`SwiftUI.View` for `any SwiftUI.View<Int>`).
    static func pathName(_ text: String) -> String {
        var name = Substring(text)
        for prefix in simpleNamePrefixes where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        if let open = name.utf8.firstIndex(of: UInt8(ascii: "<")) { name = name[..<open] }
        return String(name)
    }

    /// `B` for `A.B`, `A` for `A<T>`, `T` for `any T` or `some T`.
    public static func simpleName(_ text: String) -> String {
        // Most names are already simple: one scan of the bytes, no copy (over a buffer: walking
        // `utf8` through its index costs several times more, and this runs for every call).
        // Dotted names (`Settings.Row`, a key of the index) are as common: the last component,
        // from the same scan. Nil: a name with generic arguments or a prefix.
        func simple(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
            var lastDot = -1
            for i in bytes.indices {
                let byte = bytes[i]
                if byte == UInt8(ascii: ".") {
                    lastDot = i
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "@") {
                    return .some(nil)
                }
            }
            if lastDot < 0 { return .none }
            return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[(lastDot + 1)...]), as: UTF8.self))
        }
        switch text.utf8.withContiguousStorageIfAvailable(simple) {
        case .some(.none): return text
        case .some(.some(.some(let last))): return last
        default: return simpleName(Substring(text))
        }
    }

    /// `B` for `A.B`, `A` for `A<T>`, `T` for `any T` or `some T`.
    public static func simpleName<S: StringProtocol>(_ text: S) -> String {
        var name = Substring(text)
        // ASCII text (nearly every name) over its bytes, where every byte is a `Character`;
        // walking `utf8` through its index cost thousands of instructions a name.
        if let simple = name.utf8.withContiguousStorageIfAvailable(asciiSimpleName), let simple { return simple }
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

    /// `simpleName` of ASCII bytes; nil for other text.
    private static func asciiSimpleName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard SWAR.isASCII(bytes) else { return nil }
        var start = 0
        if bytes.contains(UInt8(ascii: " ")) {
            for prefix in simpleNamePrefixBytes where bytes.count - start >= prefix.count
                && zip(bytes[start...], prefix).allSatisfy({ $0 == $1 }) {
                start += prefix.count
            }
        }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
        if let dot = bytes[start..<end].lastIndex(of: UInt8(ascii: ".")) { start = dot + 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The text after the last `.` (an entry's `name`). Unlike `simpleName` it keeps a `<`: the
    /// name of `InnerView` in `extension [Foo<Bar.Baz>] { struct InnerView {} }` is qualified
    /// as `[Foo<Bar.Baz>].InnerView`, and its last component is still `InnerView`.
    static func lastComponent(_ qualifiedName: String) -> String {
        // ASCII over the bytes; otherwise the text after the `Character` that holds the last
        // `.`, which also holds the marks joined to it (`A.\u{301}B` is `B`).
        if SWAR.isASCII(qualifiedName) { return qualifiedName.utf8Suffix(afterLast: UInt8(ascii: ".")) }
        guard let dot = qualifiedName.utf8.lastIndex(of: UInt8(ascii: ".")) else { return qualifiedName }
        return String(qualifiedName[qualifiedName.index(after: dot)...])
    }

    /// Words `simpleName` drops from the front of a type.
    private static let simpleNamePrefixes = ["any ", "some ", "@unchecked ", "@preconcurrency ", "@retroactive "]
    private static let simpleNamePrefixBytes = simpleNamePrefixes.map { Array($0.utf8) }

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

    /// The entry of a declared type by its qualified name (a declaration's `typeKey`), or every
    /// entry with that last component when no entry has that name.
    public func entries(declared qualifiedName: String) -> [Entry] {
        if let position = positions[canonicalKey(qualifiedName)] { return [allEntries[position]] }
        return entries(named: qualifiedName)
    }

    /// The qualified names of the entries whose last component is `name`'s.
    public func qualifiedNames(named name: String) -> [String] {
        (bySimpleName[TypeIndex.simpleName(name)] ?? []).map { allEntries[$0].qualifiedName }
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

    /// Every superclass, protocol and refined protocol of the tree types named `name` as code
    /// writes it (by last component: every type of that name), transitively, through the
    /// declarations, extensions and type-alias compositions (last components).
    public func supertypes(of name: String) -> Set<String> {
        let candidates = bySimpleName[TypeIndex.simpleName(name)] ?? []
        if candidates.count == 1 { return supertypes(ofEntry: candidates[0]) }
        var result: Set<String> = []
        for position in candidates { result.formUnion(supertypes(ofEntry: position)) }
        return result
    }

    /// The supertypes of one declared type, by qualified name (`Settings.Row`; a declaration's
    /// `qualifiedName`); of every type of that last component when no type has that name.
    public func supertypes(ofDeclared qualifiedName: String) -> Set<String> {
        guard let position = positions[canonicalKey(qualifiedName)] else { return supertypes(of: qualifiedName) }
        return supertypes(ofEntry: position)
    }

    /// Every supertype of an entry, transitively (last components).
    func supertypes(ofEntry position: Int) -> Set<String> {
        let own = allEntries[position].directSupertypes
        // Most types name only supertypes outside the tree or with none of their own: that is the closure.
        guard resolved[position].contains(where: { !resolved[$0].isEmpty || !allEntries[$0].directSupertypes.isEmpty }) else {
            return Set(own)
        }
        if let known = closureCache.value(for: position) { return known }
        var seen = Set(own)
        var visited: Set<Int> = [position]
        var stack = resolved[position]
        while let next = stack.popLast() {
            guard visited.insert(next).inserted else { continue }
            seen.formUnion(allEntries[next].directSupertypes)
            stack.append(contentsOf: resolved[next])
        }
        closureCache.store(seen, for: position)
        return seen
    }

    /// The tree types above one declared type (its resolved supertypes, transitively), by
    /// position, in a stable order: what a subclass inherits members from.
    public func supertypeEntries(ofDeclared qualifiedName: String) -> [Int] {
        guard let position = positions[canonicalKey(qualifiedName)] else { return [] }
        var found: [Int] = []
        var visited: Set<Int> = [position]
        var stack = resolved[position].reversed() as [Int]
        while let next = stack.popLast() {
            guard visited.insert(next).inserted else { continue }
            found.append(next)
            stack.append(contentsOf: resolved[next].reversed())
        }
        return found
    }

    /// What a supertype that resolves to the tree types at `positions` (`resolve`) brings: its
    /// last component `simpleName` and their supertypes, and whether one of them is `@MainActor`.
    public func closure(of positions: [Int], simpleName: String) -> (supertypes: Set<String>, isMainActor: Bool) {
        var reached: Set<String> = [simpleName]
        var isMainActor = false
        for position in positions {
            reached.formUnion(supertypes(ofEntry: position))
            if mainActorEntries[position] { isMainActor = true }
        }
        return (reached, isMainActor)
    }

    /// The types whose supertypes include one of `targets` (last components), transitively
    /// (the targets themselves only when they reach one another): last components.
    public func types(reaching targets: Set<String>) -> Set<String> {
        Set(entries(reaching: targets).map { allEntries[$0].name })
    }

    /// The entries (positions) whose supertypes include one of `targets` (last components), transitively.
    public func entries(reaching targets: Set<String>) -> Set<Int> {
        let tops = targets.sorted().flatMap { namingEntries[$0] ?? [] }
        return Set(tops).union(Self.entries(below: tops, subtypeEntries))
    }

    /// Whether a type of the tree other than the entry at `position` names `name` (a last
    /// component) among its direct supertypes: a base class the tree's classes inherit.
    public func isInherited(_ name: String, besides position: Int? = nil) -> Bool {
        namingEntries[name]?.contains { $0 != position } ?? false
    }

    /// The position of the entry with this qualified name.
    public func position(ofQualified name: String) -> Int? { positions[canonicalKey(name)] }

    /// Whether `name` is `target`, or inherits from or conforms to it, transitively.
    public func type(_ name: String, conformsTo target: String) -> Bool {
        let simple = TypeIndex.simpleName(name)
        let goal = TypeIndex.simpleName(target)
        return simple == goal || supertypes(of: simple).contains(goal)
    }

    /// `@MainActor` on the type's declaration, or on a protocol or superclass in its closure.
    /// By name as code writes it: any tree type with that last component.
    public func isMainActor(_ name: String) -> Bool {
        (bySimpleName[TypeIndex.simpleName(name)] ?? []).contains { mainActorEntries[$0] }
    }

    /// `isMainActor` for one declared type, by qualified name (as `supertypes(ofDeclared:)`).
    public func isMainActor(declared qualifiedName: String) -> Bool {
        guard let position = positions[canonicalKey(qualifiedName)] else { return isMainActor(qualifiedName) }
        return mainActorEntries[position]
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
            if let bound = syntax.typeAliasIndices(of: c).first(where: { syntax.declarations[$0].name == name }) {
                return syntax.declarations[bound].kind == .typealias ? .typeAlias(syntax.declarations[bound]) : .associatedType
            }
            if d.kind == .extension, extendedTypes(of: d.name, bind: name) { return .genericParameter }
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
                if extendedTypes(of: d.name, bind: name) { return true }
                // Associated types of the extended protocol, or of a protocol it refines.
                for typeName in [entry.name] + Array(supertypes(of: entry.name)) {
                    for other in entries(named: typeName) {
                        for location in other.declarations + other.extensions {
                            let owner = files[location.file]
                            if owner.typeAliasIndices(of: location.declaration).contains(where: { owner.declarations[$0].name == name }) {
                                return true
                            }
                        }
                    }
                }
            }
            current = d.parent
        }
        return false
    }

    /// Whether `name` is a generic parameter of the type `extended` names (an extension's) or of
    /// a type enclosing it: `extension Outer.Inner` sees `Outer`'s generic parameters, as Swift
    /// does (not its member type aliases, which only `Outer`'s own body and extensions see).
    private func extendedTypes(of extended: String, bind name: String) -> Bool {
        guard let entry = entry(named: extended) else { return false }
        return Self.nameAndOuterNames(entry.qualifiedName).contains { key in
            positions[key].map { allEntries[$0].genericParameters.contains(name) } ?? false
        }
    }

    /// A qualified name and the names of the types it is nested in, innermost first:
    /// `Settings.Row.Cell`, `Settings.Row`, `Settings`.
    static func nameAndOuterNames(_ qualifiedName: String) -> [String] {
        var names = [qualifiedName]
        while let outer = names.last!.utf8Prefix(beforeLast: UInt8(ascii: ".")) { names.append(outer) }
        return names
    }

    /// Whether a reference names a project type: a type declared in the tree, not shadowed where it is used.
    public func referencesTreeType(_ reference: Reference, file: Int) -> Bool {
        !reference.isMember && declares(reference.name) && !isShadowed(reference.name, file: file, declaration: reference.declaration)
    }
}

/// A list that holds each element once, in the order first added: asked by a walk over the
/// list while it is short, and through a set once it is long (a type extended in thousands of
/// files has thousands of supertypes, and a walk for each took time in their square).
struct UniqueList<Element: Hashable> {
    /// The length from which a list keeps a set too.
    static var shortLength: Int { 16 }

    private(set) var elements: [Element] = []
    private var set: Set<Element>?

    /// Adds `element` unless the list holds it; whether it was added.
    @discardableResult
    mutating func append(_ element: Element) -> Bool {
        if set == nil, elements.count >= Self.shortLength { set = Set(elements) }
        if set != nil {
            guard set!.insert(element).inserted else { return false }
        } else if elements.contains(element) {
            return false
        }
        elements.append(element)
        return true
    }
}

/// Supertype closures computed on demand, shared by the rules that run in parallel.
final class ClosureCache: @unchecked Sendable {
    private var values: [Int: Set<String>] = [:]
    private let lock = PthreadLock()

    func value(for position: Int) -> Set<String>? {
        lock.lock()
        defer { lock.unlock() }
        return values[position]
    }

    func store(_ value: Set<String>, for position: Int) {
        lock.lock()
        defer { lock.unlock() }
        values[position] = value
    }
}
