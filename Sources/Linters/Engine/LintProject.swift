import ArchModel

/// The linted tree as rules see it: every file's structure, the types declared in the tree with
/// their supertypes, and the layers of every declaration.
public final class LintProject: Sendable {
    public let files: [FileSyntax]
    public let layers: [LayerDefinition]
    /// Types by name with extensions merged, supertype closures and main-actor isolation.
    public let index: TypeIndex
    /// The layers of each file by its path.
    public let fileLayers: [Set<String>]
    /// The layers of each declaration: its type's (by path, name or inheritance) and its parents'.
    private let declarationLayers: DeclarationLayers
    /// The layers of the tree types by simple name: for a name as code writes it, the layers of
    /// every type with that last component (`declaredTypeLayers` has each type's own).
    public let typeLayers: [String: Set<String>]
    /// The layers of each tree type by qualified name (`Settings.Row`), its own only: a type
    /// nested in one place takes nothing from a namesake nested elsewhere.
    public let declaredTypeLayers: [String: Set<String>]
    /// Members of each type by qualified name, from its declarations and extensions: (file, declaration index).
    private let typeMembers: [String: [(file: Int, index: Int)]]
    /// Simple names of the classes, structs, enums, protocols and actors declared in the tree.
    private let treeTypeNames: Set<String>
    /// The concrete (class, struct, enum, actor), non-local, non-preview type declarations whose
    /// type's layers include a layer, by layer name, in file and source order.
    private let concreteTypesByLayer: [String: [(file: Int, index: Int)]]
    /// Compiled globs by pattern, for scope paths.
    private let globs: [String: Glob]
    /// The modules of the files, and the top-level names two of them declare.
    let moduleNamespaces: ModuleNamespaces
    /// What the files outside any package module re-export (`@_exported import Foundation`):
    /// they are one module, and each of them sees it.
    let reexportedOutsideModules: Set<String>
    /// The index's type aliases (positions).
    let typeAliases: [Int]
    /// For each of `typeAliases`, in order: its simple name, and the names its direct supertypes
    /// are written as, whole and simple (`typeAliasEntries` asks them for every rule).
    private let aliasNames: [(name: String, targets: Set<String>)]
    /// For each file skimmed by the linter (`FileFacts.words`), the names it may contain; nil for
    /// a file scanned in full.
    let wordFilters: [WordFilter?]

    /// Whether the files are the whole project (not some folders or files of it): only then can
    /// a rule say that something is missing from the tree.
    public var coversWholeProject: Bool { coverage.isWholeProject }
    private let coverage: ProjectCoverage
    /// How long each stage of building this model took (`lint --timings` lists them under
    /// "model"), in order.
    let buildTimings: [(stage: String, seconds: Double)]

    /// `reportedFiles`: the files whose findings are kept, when not all (`lint --staged`); the
    /// layers of the others' declarations are worked out only if asked for.
    /// `root`: the absolute folder the files' relative paths start from, when they were read
    /// from disk (where a package's `Package.swift` is looked for).
    public convenience init(files: [FileSyntax], layers: [LayerDefinition], coversWholeProject: ProjectCoverage = true, reportedFiles: [Int]? = nil,
                            root: String = "") {
        var context = FileFacts.Context(layers: layers)
        if !root.isEmpty {
            context.lintRoot = root
            context.packageRoots = ModuleNamespaces.packageRoots(root: root, paths: files.map(\.path))
        }
        self.init(files: files, context: context, coversWholeProject: coversWholeProject, reportedFiles: reportedFiles,
                  facts: Parallel.map(files.count) { FileFacts(files[$0], context) })
    }

    /// `facts`: what `FileFacts` gathered of each file with `context`, from one pass over its
    /// declarations (the linter gathers it right after scanning a file, while its declarations
    /// are in the cache).
    init(files scanned: [FileSyntax], context: FileFacts.Context, coversWholeProject: ProjectCoverage = true, reportedFiles: [Int]? = nil,
         facts scannedFacts: [FileFacts]) {
        let clock = ContinuousClock()
        var mark = clock.now
        var timings: [(stage: String, seconds: Double)] = []
        func lap(_ stage: String) {
            let now = clock.now
            timings.append((stage, Linter.seconds(now - mark)))
            mark = now
        }
        // Types of one name in two modules are put in their modules first (few files, if any).
        let namespaces = ModuleNamespaces(files: scanned, facts: scannedFacts, root: context.lintRoot, packageRoots: context.packageRoots,
                                          xcodeTargets: context.xcodeTargets)
        var files = scanned, facts = scannedFacts
        if !namespaces.isEmpty {
            let placed = Parallel.map(files.count) { f in namespaces.apply(scanned[f], file: f, facts: scannedFacts[f]) }
            for (f, change) in placed.enumerated() {
                guard let change else { continue }
                (files[f], facts[f]) = change
            }
        }
        moduleNamespaces = namespaces
        lap("module namespaces (\(namespaces.declaringModules.count) name\(namespaces.declaringModules.count == 1 ? "" : "s") in two modules)")
        var exported: Set<String> = []
        for f in files.indices where f >= namespaces.modules.count || namespaces.modules[f] == nil {
            for item in files[f].imports where item.kind == nil && item.attributes.contains("_exported") { exported.insert(item.module) }
        }
        reexportedOutsideModules = exported
        self.files = files
        let layers = context.layers
        self.layers = layers
        coverage = coversWholeProject
        argumentWordsMemo = ArgumentWords()
        globs = context.globs
        wordFilters = facts.map(\.words)
        // The type index and the members of each type, side by side; then the index's
        // supertypes resolved on every core.
        let (built, members) = Parallel.both({
            TypeIndex(files: files, contributions: facts.map(\.contributions), namespaces: namespaces, resolvesSupertypes: false)
        }, {
            var members: [String: [(file: Int, index: Int)]] = [:]
            // (Each file's facts read in place: a copy retains a dozen arrays.)
            for f in facts.indices {
                for (owner, indices) in facts[f].memberRuns {
                    members[owner, default: []].append(contentsOf: indices.lazy.map { (f, $0) })
                }
            }
            return members
        })
        lap("type index and members")
        var building = built
        building.resolveSupertypes()
        lap("supertypes")
        // A `let`: closures below (some run in parallel) borrow it; a captured `var` would be
        // copied out, twenty arrays retained and released, on every call of its methods.
        let index = building
        self.index = index
        let entries = index.entries
        let fileLayers = facts.map(\.layers)
        // Two lanes that read the index alone, side by side (each took the model's one busy core
        // about 10 ms): the type aliases and the members of each type; the tree's type names,
        // the layers that generic arguments give, and what each layer's path leaves out.
        let (aliasPart, layerPart) = Parallel.both({
            Self.aliasesAndMembers(index: index, facts: facts, members: members)
        }, {
            Self.layerInputs(index: index, files: files, facts: facts, layers: layers, hints: namespaces.hints)
        })
        (typeAliases, aliasNames, typeMembers) = aliasPart
        treeTypeNames = layerPart.treeTypeNames
        lap("type aliases, layer inputs")
        let (argumentLayers, inheritors, pathExceptions) = (layerPart.argumentLayers, layerPart.inheritors, layerPart.pathExceptions)
        // Each type's layers from its declarations, in parallel.
        let matchesKinds = layers.contains { !$0.kinds.isEmpty }
        let entryLayers = Parallel.map(entries.count) { i -> Set<String> in
            // (The entry's fields read in place: a copy retains its arrays.)
            guard entries[i].kind != nil, entries[i].kind != .typealias else { return [] }
            let name = entries[i].name
            var result: Set<String> = []
            // Over the definitions in place: `for layer in layers` copied every definition (a
            // dozen arrays retained and released) for every declaration of every type, and so did
            // calling a method of `layers[l]`.
            layers.withUnsafeBufferPointer { layers in
                // (Not a declaration in `Preview Content`: preview code, its types in no layer.)
                for id in entries[i].declarations where !files[id.file].isPreviewContent {
                    let declarations = files[id.file].declarations
                    let d = id.declaration
                    if declarations[d].parent == nil {
                        for layer in fileLayers[id.file]
                        where !pathExceptions.suffixExcludes(layer, name) && pathExceptions.pathTakes(layer, key: entries[i].qualifiedName) {
                            result.insert(layer)
                        }
                    }
                    let kind = matchesKinds ? declarations[d].kind.rawValue : ""
                    for l in layers.indices {
                        if layers[l].suffix(naming: name, kind: kind) != nil { result.insert(layers[l].name) }
                        if inheritors[l].contains(i), layers[l].takesInheritor(named: name) { result.insert(layers[l].name) }
                        if layers[l].attributes.contains(where: { declarations[d].attributes.contains(named: $0) }) { result.insert(layers[l].name) }
                    }
                }
            }
            return result
        }
        // Only the types in some layer (most are in none); by index, fields in place (a copy of
        // each entry retains its arrays).
        // (Also by entry, for the loop below: not looked up again by name.)
        var declaredTypeLayers: [String: Set<String>] = [:]
        var ownLayers = [Set<String>](repeating: [], count: entries.count)
        for i in entries.indices where entries[i].kind != nil && entries[i].kind != .typealias {
            var own = entryLayers[i]
            if !argumentLayers.isEmpty, let arguments = argumentLayers[entries[i].qualifiedName] { own.formUnion(arguments) }
            guard !own.isEmpty else { continue }
            // Less the layers whose `exceptInheritors` it inherits (kept as a key, if that leaves none).
            for (layer, names) in pathExceptions.inheritors where own.contains(layer) && names.contains(entries[i].qualifiedName) {
                own.remove(layer)
            }
            declaredTypeLayers[entries[i].qualifiedName] = own
            ownLayers[i] = own
        }
        // Every tree type's simple name is a key (rules list them), with its layers or none.
        var typeLayers: [String: Set<String>] = [:]
        typeLayers.reserveCapacity(entries.count)
        for i in entries.indices where entries[i].kind != nil && entries[i].kind != .typealias {
            typeLayers[entries[i].name, default: []].formUnion(ownLayers[i])
        }
        // A layer that covers the files declaring its types (a routing modifier's file): the
        // helper types there that are in no layer of their own (the private view it draws) are in
        // it too. Only a type's declaration counts, not an extension of it.
        let covering = layers.filter(\.coversDeclaringFiles).map(\.name)
        // (File by file in parallel: every type of the tree is looked up.)
        let helperLayers = covering.isEmpty ? [Set<String>](repeating: [], count: files.count) : Parallel.map(files.count) { f -> Set<String> in
            var found: Set<String> = []
            let declarations = files[f].declarations
            for type in facts[f].types {
                guard declarations[type.index].kind != .extension, !declarations[type.index].isLocal, let own = declaredTypeLayers[type.key] else { continue }
                for layer in covering where own.contains(layer) { found.insert(layer) }
            }
            return found
        }
        lap("type layers")
        self.fileLayers = fileLayers
        self.typeLayers = typeLayers
        self.declaredTypeLayers = declaredTypeLayers
        // Per file: the concrete types with their type's layers; and each declaration's layers,
        // now for the reported files and on demand for the others (under `lint --staged` most
        // files are context nobody asks the layers of).
        let eager = reportedFiles.map { reported in
            var mask = [Bool](repeating: false, count: files.count)
            for f in reported { mask[f] = true }
            return mask
        }
        let shapes = Parallel.map(facts.count) { f in
            // Keyed as the index keys them (`extension App.Settings.Row` is `Settings.Row`).
            var types = facts[f].types
            for t in types.indices where index.mapsNames && !types[t].key.isEmpty {
                let key = index.key(file: f, declaration: types[t].index, raw: types[t].key)
                if key != types[t].key { types[t].key = key }
                for o in types[t].outer.indices {
                    let outer = index.canonicalKey(types[t].outer[o])
                    if outer != types[t].outer[o] { types[t].outer[o] = outer }
                }
            }
            return LayerShape(parents: facts[f].parents, types: types)
        }
        let perFile = Parallel.map(files.count) { f -> (layers: [Set<String>]?, concrete: [(index: Int, layers: Set<String>)]) in
            var concrete: [(index: Int, layers: Set<String>)] = []
            for type in shapes[f].types where type.isConcrete {
                if let layers = declaredTypeLayers[type.key], !layers.isEmpty { concrete.append((type.index, layers)) }
            }
            let layers = eager?[f] ?? true
                ? shapes[f].declarationLayers(fileLayers: fileLayers[f], typeLayers: declaredTypeLayers, pathExceptions: pathExceptions,
                                              helperLayers: helperLayers[f]) : nil
            return (layers, concrete)
        }
        declarationLayers = DeclarationLayers(shapes: shapes, known: perFile.map(\.layers), pathExceptions: pathExceptions,
                                              helperLayers: helperLayers)
        var concreteTypes: [String: [(file: Int, index: Int)]] = [:]
        for (f, lists) in perFile.enumerated() {
            for (d, layers) in lists.concrete {
                for layer in layers { concreteTypes[layer, default: []].append((f, d)) }
            }
        }
        concreteTypesByLayer = concreteTypes
        lap("declaration layers")
        buildTimings = timings
    }

    /// The same model over other scans of the same files: each with the same declarations, index
    /// for index (`Linter` replaces skims of files whose code a rule reads with full scans).
    /// `concreteTypesByLayer`: the concrete types of the layers, when they changed; `wordFilters`:
    /// whether the skimmed files' names are kept (they are not once some were read).
    private init(_ other: LintProject, files: [FileSyntax], concreteTypesByLayer: [String: [(file: Int, index: Int)]]? = nil,
                 wordFilters: Bool = false) {
        self.files = files
        moduleNamespaces = other.moduleNamespaces
        reexportedOutsideModules = other.reexportedOutsideModules
        typeAliases = other.typeAliases
        aliasNames = other.aliasNames
        layers = other.layers
        index = other.index
        fileLayers = other.fileLayers
        declarationLayers = other.declarationLayers
        typeLayers = other.typeLayers
        declaredTypeLayers = other.declaredTypeLayers
        typeMembers = other.typeMembers
        treeTypeNames = other.treeTypeNames
        self.concreteTypesByLayer = concreteTypesByLayer ?? other.concreteTypesByLayer
        globs = other.globs
        self.wordFilters = wordFilters ? other.wordFilters : files.map { _ in nil }
        coverage = other.coverage
        argumentWordsMemo = other.argumentWordsMemo
        buildTimings = other.buildTimings
    }

    /// This model with some files scanned again (by index), which must declare what the scans
    /// they replace declare, index for index.
    func replacingFiles(_ replacements: [Int: FileSyntax]) -> LintProject {
        var files = self.files
        for (f, syntax) in replacements { files[f] = moduleNamespaces.apply(syntax, file: f) ?? syntax }
        return LintProject(self, files: files)
    }

    /// This model with more of some files' code marked as preview code (by index: the same
    /// declarations, some now `isInPreview`; `PreviewOnlyTypes`): their concrete types are no
    /// longer types of their layers.
    func markingPreviewCode(_ marked: [Int: FileSyntax]) -> LintProject {
        guard !marked.isEmpty else { return self }
        var files = self.files
        for (f, syntax) in marked { files[f] = syntax }
        let concrete = concreteTypesByLayer.mapValues { types in
            types.filter { type in marked[type.file].map { !$0.declarations[type.index].isInPreview } ?? true }
        }
        return LintProject(self, files: files, concreteTypesByLayer: concrete, wordFilters: true)
    }

    /// `B` for `A.B`, `A` for `A<T>`.
    static func simpleName(_ name: String) -> String { TypeIndex.simpleName(name) }

    // MARK: - Code demand

    /// Whether file `f` may name one of the words in its code: always for a file whose names the
    /// linter did not gather (scanned in full from the start).
    func mayName(_ words: WordFilter.Query, file f: Int) -> Bool {
        wordFilters[f]?.mayContain(anyOf: words) ?? true
    }

    /// The files among `files` with code in `scope` (file-level code or a declaration), and,
    /// when `words` are given, that may name one of them.
    func files(_ files: [Int], withCodeIn scope: Scope, naming words: Set<String>? = nil) -> [Int] {
        let query = words.map(WordFilter.Query.init)
        return self.files(files, withCodeIn: scope) { f in query.map { mayName($0, file: f) } ?? true }
    }

    /// The files among `files` that pass `test` (asked first: it is cheap) and have code in `scope`.
    func files(_ files: [Int], withCodeIn scope: Scope, where test: (Int) -> Bool) -> [Int] {
        files.filter { f in test(f) && hasCode(in: scope, file: f) }
    }

    /// Whether some code of file `f` is in `scope` (`scopeMask(scope, file: f)` is not empty,
    /// without making the mask).
    func hasCode(in scope: Scope, file f: Int) -> Bool {
        let pathMatches = pathMatches(scope, file: f)
        if LintProject.includes(scope, layers: fileLayers[f], pathMatches: pathMatches) { return true }
        return declarationLayers.of(file: f, fileLayers: fileLayers, typeLayers: declaredTypeLayers).contains {
            LintProject.includes(scope, layers: $0, pathMatches: pathMatches)
        }
    }

    /// The names of the properties (and other variables declared outside function bodies)
    /// annotated with one of `types` (`VariableTypeResolver.nominalType`), anywhere in the tree.
    /// The types not asked before are looked for in one pass over the tree, not one each.
    func propertyNames(annotatedWithAnyOf types: Set<String>) -> Set<String> {
        annotatedProperties.names(annotatedWithAnyOf: types, files, typeLayers)
    }

    /// The names of the variables annotated with each tree type that is in some layer (made
    /// once, when first asked, file by file in parallel), and with any other type asked for.
    private final class AnnotatedProperties: @unchecked Sendable {
        private var layered: [String: Set<String>]?
        private var others: [String: Set<String>] = [:]
        private let lock = PthreadLock()

        func names(annotatedWithAnyOf types: Set<String>, _ files: [FileSyntax], _ typeLayers: [String: Set<String>]) -> Set<String> {
            lock.lock()
            defer { lock.unlock() }
            var result: Set<String> = []
            var missing: Set<String> = []
            for type in types {
                if !(typeLayers[type] ?? []).isEmpty {
                    if layered == nil { layered = Self.names(annotatedWithAnyOf: Set(typeLayers.lazy.filter { !$0.value.isEmpty }.map(\.key)), files) }
                    result.formUnion(layered![type] ?? [])
                } else if let known = others[type] {
                    result.formUnion(known)
                } else {
                    missing.insert(type)
                }
            }
            guard !missing.isEmpty else { return result }
            let found = Self.names(annotatedWithAnyOf: missing, files)
            for type in missing {
                let names = found[type] ?? []
                others[type] = names
                result.formUnion(names)
            }
            return result
        }

        private static func names(annotatedWithAnyOf layered: Set<String>, _ files: [FileSyntax]) -> [String: Set<String>] {
            let perFile = Parallel.map(files.count) { f -> [(type: String, name: String)] in
                var found: [(type: String, name: String)] = []
                // Fields read in place: a copy of each declaration retains all its arrays.
                files[f].declarations.withUnsafeBufferPointer { declarations in
                    for d in declarations.indices where declarations[d].kind == .variable && declarations[d].typeTextRole == .typeAnnotation {
                        // The stored field, read in place (the computed `typeAnnotation` copied the whole declaration).
                        guard let annotation = declarations[d].typeText, let type = VariableTypeResolver.nominalType(annotation),
                              layered.contains(type) else { continue }
                        found.append((type, declarations[d].name))
                    }
                }
                return found
            }
            var result: [String: Set<String>] = [:]
            for found in perFile {
                for (type, name) in found { result[type, default: []].insert(name) }
            }
            return result
        }
    }
    private let annotatedProperties = AnnotatedProperties()

    /// The words of the code an implicit member may get one of `types` from, where the tree
    /// writes the type in a declaration elsewhere (a parameter's or a variable's written type
    /// names one: `BookProvider`, `BookProvider?`, `[BooksReducer]`): a parameter's label, or for
    /// an unlabelled parameter its function's name (an initializer's: `init` and its type's); a
    /// variable's name (a memberwise initializer's label, or what an assignment assigns to).
    /// Read once for a set of types (construction-scope asks twice in a whole-tree lint), file by
    /// file in parallel, over the bytes of the written types.
    func argumentWords(namingAnyOf types: Set<String>) -> Set<String> {
        argumentWordsMemo.words(namingAnyOf: types, files)
    }

    private final class ArgumentWords: @unchecked Sendable {
        private var known: (types: Set<String>, words: Set<String>)?
        private let lock = PthreadLock()

        func words(namingAnyOf types: Set<String>, _ files: [FileSyntax]) -> Set<String> {
            lock.lock()
            defer { lock.unlock() }
            if let known, known.types == types { return known.words }
            let table = NameHashes(types)
            let perFile = Parallel.map(files.count) { f -> [String] in
                var found: [String] = []
                let file = files[f]
                // Fields read in place: a copy of each declaration retains all its arrays.
                file.declarations.withUnsafeBufferPointer { declarations in
                    for d in declarations.indices {
                        switch declarations[d].kind {
                        case .function, .initializer:
                            let parameters = declarations[d].parameters
                            for p in parameters.indices where Self.names(parameters[p].type, anyOf: types, table) {
                                if let label = parameters[p].label {
                                    found.append(label)
                                } else if declarations[d].kind == .function {
                                    found.append(declarations[d].name)
                                } else {
                                    found.append("init")
                                    if let type = file.enclosingType(of: d) { found.append(LintProject.simpleName(declarations[type].name)) }
                                }
                            }
                        case .variable where declarations[d].typeTextRole == .typeAnnotation:
                            if let written = declarations[d].typeText, Self.names(written, anyOf: types, table) { found.append(declarations[d].name) }
                        default:
                            break
                        }
                    }
                }
                return found
            }
            let words = Set(perFile.joined())
            known = (types, words)
            return words
        }

        /// Whether a written type names one of `types` as one of its identifiers (`[BooksReducer]`,
        /// `BookProvider?`), over its bytes: a name is letters, digits, `_` and non-ASCII bytes.
        /// Each name is looked up by a hash of its bytes first (`table`): most are not among
        /// `types`, and making a string of each cost more than the rest of the lookup.
        private static func names(_ written: String, anyOf types: Set<String>, _ table: NameHashes) -> Bool {
            var written = written
            return written.withUTF8 { bytes in
                func isNameByte(_ byte: UInt8) -> Bool {
                    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                        || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                }
                var start = -1
                var hash = NameHashes.seed
                for i in 0...bytes.count {
                    if i < bytes.count, isNameByte(bytes[i]) {
                        if start < 0 { start = i; hash = NameHashes.seed }
                        hash = NameHashes.step(hash, bytes[i])
                    } else if start >= 0 {
                        if table.mayContain(hash), types.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) {
                            return true
                        }
                        start = -1
                    }
                }
                return false
            }
        }
    }

    /// The FNV-1a hashes of a set of names in an open-addressed table: a name whose hash is not
    /// there is not in the set.
    private struct NameHashes {
        static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }

        private var slots: [UInt64]
        private let mask: Int

        init(_ names: Set<String>) {
            var size = 16
            while size < names.count * 4 { size <<= 1 }
            mask = size - 1
            slots = [UInt64](repeating: 0, count: size)
            for name in names {
                var hash = Self.seed
                for byte in name.utf8 { hash = Self.step(hash, byte) }
                hash |= 1  // (0 marks an empty slot)
                var k = Int(truncatingIfNeeded: hash) & mask
                while slots[k] != 0, slots[k] != hash { k = (k + 1) & mask }
                slots[k] = hash
            }
        }

        @inline(__always) func mayContain(_ raw: UInt64) -> Bool {
            let hash = raw | 1
            var k = Int(truncatingIfNeeded: hash) & mask
            while slots[k] != 0 {
                if slots[k] == hash { return true }
                k = (k + 1) & mask
            }
            return false
        }
    }
    /// (Shared with the models made from this one: their files declare what this one's do,
    /// index for index; `replacingFiles`.)
    private let argumentWordsMemo: ArgumentWords

    /// By the simple name of each type alias of the tree, the simple name of the type it stands
    /// for through aliases of aliases (`ItemsFeature` → `ItemsModule`; at most 8 hops, each to
    /// the first alias of that name), for the types that pass `test`. A later alias of one name
    /// that passes replaces an earlier one.
    func aliasedTypeNames(where test: (String) -> Bool) -> [String: String] {
        guard !typeAliases.isEmpty else { return [:] }
        let entries = index.entries
        // The first alias of each name, found by name in one table (searching the aliases for
        // each hop took huddle's H5 300 ms on the corpus).
        var firstAlias: [String: Int] = [:]
        for k in typeAliases.indices where firstAlias[aliasNames[k].name] == nil { firstAlias[aliasNames[k].name] = typeAliases[k] }
        var result: [String: String] = [:]
        for k in typeAliases.indices {
            var target = entries[typeAliases[k]].directSupertypes.first.map(TypeIndex.simpleName)
            var hops = 0
            while let current = target, hops < 8, let next = firstAlias[current] {
                target = entries[next].directSupertypes.first.map(TypeIndex.simpleName)
                hops += 1
            }
            if let target, test(target) { result[aliasNames[k].name] = target }
        }
        return result
    }

    /// The names of the tree's type aliases that stand for one of `names`, directly or through
    /// other aliases (`typealias LiveAuth = AuthSource` for `AuthSource`).
    func typeAliasNames(standingForAnyOf names: Set<String>) -> Set<String> {
        Set(typeAliasEntries(standingForAnyOf: names).map { TypeIndex.simpleName(index.entries[$0].name) })
    }

    /// The type aliases themselves (positions in `index.entries`) of `typeAliasNames`: a namesake
    /// alias of another type (`R = Session` beside `R = Router`) is not among them.
    func typeAliasEntries(standingForAnyOf names: Set<String>) -> Set<Int> {
        guard !typeAliases.isEmpty else { return [] }
        var result: Set<Int> = []
        var wanted = names
        for _ in 0..<4 {
            // By simple name, as code names them (`R` for `Deep.R` in `Deep`, or a target written
            // `Deep.R`).
            let found = typeAliases.indices.filter { k in
                !wanted.contains(aliasNames[k].name) && !aliasNames[k].targets.isDisjoint(with: wanted)
            }
            if found.isEmpty { break }
            result.formUnion(found.map { typeAliases[$0] })
            wanted.formUnion(found.map { aliasNames[$0].name })
        }
        return result
    }

    /// The tree types (and type aliases) `name` stands for where it is written, that the file
    /// sees (`TypeIndex.resolve(strict:)`): declared in its own module, one it imports, or code
    /// outside any module; not an extension alone of a framework type.
    func visibleTypes(_ name: String, file: Int, declaration: Int?) -> [Int] {
        let entries = index.entries
        let found = referencedTypes(name, file: file, declaration: declaration, strict: true).filter { entries[$0].kind != nil }
        guard !found.isEmpty, file < moduleNamespaces.modules.count, let own = moduleNamespaces.modules[file] else { return found }
        let visible = moduleNamespaces.visibleModules(files[file].imports)
        return found.filter { position in
            entries[position].declarations.contains { location in
                moduleNamespaces.modules[location.file].map { $0 == own || visible.contains($0) } ?? true
            }
        }
    }

    /// What a type alias of the tree that `name` stands for where it is written aliases
    /// (`URLSession` for `Session` with `typealias Session = URLSession`); empty when `name` is
    /// no such alias there, or a generic parameter or a function's own alias binds it.
    func typeAliasTargets(of name: String, file: Int, declaration: Int?) -> [String] {
        guard !typeAliases.isEmpty, !files[file].bindsLocally(name, around: declaration) else { return [] }
        let entries = index.entries
        return visibleTypes(name, file: file, declaration: declaration).filter { entries[$0].kind == .typealias }
            .flatMap { entries[$0].directSupertypes.filter { $0 != name } }
    }

    /// The tree types (simple names) some of whose layers are among `layers`.
    func typeNames(inAnyOf layers: [String]) -> Set<String> {
        guard !layers.isEmpty else { return [] }
        return Set(typeLayers.lazy.filter { !$0.value.isDisjoint(with: layers) }.map(\.key))
    }

    // MARK: - Queries

    /// Whether a class, struct, enum, protocol or actor of this name is declared in the tree.
    public func isTreeType(_ name: String) -> Bool { treeTypeNames.contains(name) }

    /// The declarations of a tree type (not its extensions).
    public func declarations(of name: String) -> [Declaration] {
        index.entries(named: name).flatMap { $0.declarations.map(index.declaration) }
    }

    /// Whether a tree type is a concrete type (class, struct, enum, actor), not a protocol.
    public func isConcreteTreeType(_ name: String) -> Bool {
        declarations(of: name).contains { $0.kind.isConcreteType }
    }

    /// Every supertype and protocol of `name`, transitively, through refinement and extensions.
    public func supertypes(of name: String) -> Set<String> { index.supertypes(of: name) }

    /// Whether `name` is `target` or inherits it, transitively.
    public func type(_ name: String, inherits target: String) -> Bool {
        name == target || supertypes(of: name).contains(target)
    }

    /// `@MainActor` directly, or through a `@MainActor` protocol or superclass in the tree.
    public func isMainActor(_ name: String) -> Bool { index.isMainActor(name) }

    /// Whether a type or extension of file `f` may be in one of `layers` (false is sure): asked
    /// before `layers(file:declaration:)`, which works out the layers of every declaration of a
    /// file that `lint --staged` does not report.
    func mayHaveType(in layers: Set<String>, file f: Int) -> Bool {
        declarationLayers.mayHaveType(in: layers, file: f, fileLayers: fileLayers, typeLayers: declaredTypeLayers)
    }

    /// The layers of a declaration (nil: file-level code).
    public func layers(file: Int, declaration: Int?) -> Set<String> {
        guard let declaration else { return fileLayers[file] }
        return declarationLayers.of(file: file, fileLayers: fileLayers, typeLayers: declaredTypeLayers)[declaration]
    }

    /// Whether code at this declaration (nil: file level) is in `scope`.
    public func contains(_ scope: Scope, file: Int, declaration: Int?) -> Bool {
        LintProject.includes(scope, layers: layers(file: file, declaration: declaration), pathMatches: pathMatches(scope, file: file))
    }

    /// Whether code of file `f` that is in no layer (a type of none, in a file whose path puts
    /// it in none) is in `scope`: a scope of every file's code, or of paths `f` matches.
    public func coversCodeInNoLayer(_ scope: Scope, file f: Int) -> Bool {
        LintProject.includes(scope, layers: [], pathMatches: pathMatches(scope, file: f))
    }

    /// Whether the file's path matches one of the scope's path globs.
    private func pathMatches(_ scope: Scope, file: Int) -> Bool {
        scope.paths.contains { (globs[$0] ?? (try? Glob($0)))?.matches(files[file].path) == true }
    }

    /// Whether code with these layers, in a file whose path does or does not match the scope's
    /// globs, is in the scope: no excepted layer, and a matching path or one of its layers.
    private static func includes(_ scope: Scope, layers: Set<String>, pathMatches: @autoclosure () -> Bool) -> Bool {
        if !scope.except.isEmpty, !layers.isDisjoint(with: scope.except) { return false }
        if pathMatches() { return true }
        if scope.layers.isEmpty { return scope.paths.isEmpty }
        return !layers.isDisjoint(with: scope.layers)
    }

    /// The concrete (class, struct, enum, actor), non-local, non-preview type declarations of a
    /// layer (by their type's layers), in file and source order: file and declaration index.
    public func concreteTypeIndices(in layer: String) -> [(file: Int, index: Int)] {
        concreteTypesByLayer[layer] ?? []
    }

    /// The members of the tree types named `name` as code writes it (every type with that last
    /// component), written in their declarations or any extension: file and declaration index.
    public func memberIndices(ofType name: String) -> [(file: Int, index: Int)] {
        let named = index.qualifiedNames(named: name)
        if named.count == 1 { return typeMembers[named[0]] ?? [] }
        return named.flatMap { typeMembers[$0] ?? [] }
    }

    /// The members of one declared type, by qualified name (a declaration's `qualifiedName`, or
    /// an extension's name); those of every type with that last component when no type has that name.
    public func memberIndices(ofDeclared qualifiedName: String) -> [(file: Int, index: Int)] {
        let key = index.canonicalKey(qualifiedName)
        guard index.position(ofQualified: key) != nil else { return memberIndices(ofType: qualifiedName) }
        return typeMembers[key] ?? []
    }

    /// The names of the methods the tree declares `mutating` (`mutating func clear()`), in types,
    /// extensions and protocols: called on a value, each changes it as `append` does. `only`:
    /// those no instance method of the tree of the same name is declared without `mutating` (a
    /// call on a receiver of unknown type is one of them).
    /// Worked out once, when a rule first asks, for every rule.
    public func mutatingMethodNames() -> (all: Set<String>, only: Set<String>) {
        mutatingNames.value(findMutatingMethodNames)
    }

    /// The types of the environment values the tree declares, by key: `books` for `extension
    /// EnvironmentValues { @Entry var books: BookProvider }` (or a computed property over an
    /// `EnvironmentKey`), typed `BookProvider`. The first declaration of a key wins.
    /// Worked out once, when a rule first asks, for every rule.
    func environmentValueTypes() -> [String: String] {
        environmentValues.value {
            var types: [String: String] = [:]
            for file in files {
                let declarations = file.declarations
                for d in declarations.indices where declarations[d].kind == .variable && !declarations[d].isLocal {
                    guard let parent = declarations[d].parent, declarations[parent].kind == .extension,
                          TypeIndex.simpleName(declarations[parent].name) == "EnvironmentValues",
                          let annotation = declarations[d].typeAnnotation, let type = VariableTypeResolver.nominalType(annotation) else { continue }
                    types[declarations[d].name] = types[declarations[d].name] ?? type
                }
            }
            return types
        }
    }

    /// The tree's generic classes that pass their parameters on to one of `targets`
    /// (`GenericForwarding`), made once per set of targets, for every rule.
    func genericForwarding(to targets: Set<String>) -> GenericForwarding {
        let key = targets.sorted().joined(separator: ",")
        forwardings.lock.lock()
        defer { forwardings.lock.unlock() }
        if let known = forwardings.value[key] { return known }
        let made = GenericForwarding(files: files, index: index, hints: moduleNamespaces.hints, targets: targets)
        forwardings.value[key] = made
        return made
    }

    /// The cache of `genericForwarding(to:)`, shared by rules running side by side.
    final class Forwardings: @unchecked Sendable {
        let lock = PthreadLock()
        var value: [String: GenericForwarding] = [:]
    }
    private let forwardings = Forwardings()

    private let mutatingNames = Memo<(all: Set<String>, only: Set<String>)>()
    private let environmentValues = Memo<[String: String]>()

    private func findMutatingMethodNames() -> (all: Set<String>, only: Set<String>) {
        // Two passes: the `mutating` ones (few), then, among the others of those names only, the
        // instance methods (a set of every method's name would cost more than both passes).
        var mutating: Set<String> = []
        for file in files {
            let declarations = file.declarations
            for d in declarations.indices where declarations[d].kind == .function && !declarations[d].modifiers.isEmpty
                && declarations[d].hasModifier("mutating") {
                mutating.insert(declarations[d].name)
            }
        }
        guard !mutating.isEmpty else { return ([], []) }
        var other: Set<String> = []
        for file in files {
            let declarations = file.declarations
            for d in declarations.indices where declarations[d].kind == .function && declarations[d].parent != nil
                && mutating.contains(declarations[d].name) && !other.contains(declarations[d].name)
                && !declarations[d].hasModifier("mutating") && !declarations[d].hasModifier("static") && !declarations[d].hasModifier("class") {
                other.insert(declarations[d].name)
            }
        }
        return (mutating, mutating.subtracting(other))
    }

    /// The own layers of the type or extension declared at `declaration` of file `file` (its
    /// type's, by qualified name: not its file's or enclosing types'); empty for other declarations.
    public func ownLayers(file: Int, typeDeclaration declaration: Int) -> Set<String> {
        guard let key = index.key(file: file, declaration: declaration) else { return [] }
        return layers(ofDeclared: key)
    }

    /// The layers of one declared type, by qualified name (or an extension's name, through its
    /// module: `TypeIndex.canonicalKey`); none for a type the tree does not declare.
    public func layers(ofDeclared qualifiedName: String) -> Set<String> {
        declaredTypeLayers[qualifiedName] ?? declaredTypeLayers[index.canonicalKey(qualifiedName)] ?? []
    }

    /// Which code of a file is in `scope`: file-level code, and each declaration by index.
    /// Rules that test many references compute this once per file.
    public func scopeMask(_ scope: Scope, file: Int) -> ScopeMask {
        let pathMatches = pathMatches(scope, file: file)
        func test(_ layers: Set<String>) -> Bool { LintProject.includes(scope, layers: layers, pathMatches: pathMatches) }
        // Most declarations of a tree are in no layer: their answer is worked out once.
        let inNoLayer = test([])
        let layers = declarationLayers.of(file: file, fileLayers: fileLayers, typeLayers: declaredTypeLayers)
        var declarations: [Bool] = []
        declarations.reserveCapacity(layers.count)
        for d in layers.indices { declarations.append(layers[d].isEmpty ? inNoLayer : test(layers[d])) }
        return ScopeMask(fileLevel: test(fileLayers[file]), declarations: declarations)
    }

    /// The name member lookups key the type or extension declared at `declaration` of `file`
    /// by: the index's key (`Settings.Row`, `TypeIndex.canonicalKey`), or for a local type, which
    /// the index does not hold, its simple name.
    public func lookupKey(typeDeclaration declaration: Int, in file: FileSyntax) -> String {
        let declarations = file.declarations
        if declarations[declaration].isLocal { return TypeIndex.simpleName(declarations[declaration].name) }
        return index.canonicalKey(declarations[declaration].typeKey)
    }

    /// The tree types (positions in `index.entries`) a type name written in declaration
    /// `declaration` of file `file` stands for: looked up from there outwards (the enclosing
    /// types, their superclasses' nested types, the file level); every type of that name when
    /// none is in scope; none when a type declared in an enclosing function has that name (a
    /// local type, which the index does not hold).
    /// `strict`: only the types the lookup finds from there (`TypeIndex.resolve`), none when it
    /// finds none.
    public func referencedTypes(_ name: String, file: Int, declaration: Int?, strict: Bool = false) -> [Int] {
        var scope: [String] = []
        if let declaration {
            let syntax = files[file]
            if syntax.localType(named: name, around: declaration) != nil { return [] }
            let declarations = syntax.declarations
            scope = declarations[declaration].path
            if declarations[declaration].kind.hasMembers, !declarations[declaration].isLocal {
                let key = index.key(file: file, declaration: declaration, raw: declarations[declaration].typeKey)
                scope = TypeIndex.topLevelComponents(key) ?? scope + [declarations[declaration].name]
            }
        }
        return index.resolve(name, scope: scope, module: moduleNamespaces.hints[file], strict: strict)
    }

    /// The layers a referenced tree type belongs to, if it counts for `includeProtocols`.
    public func layersOfReferencedType(_ name: String, includeProtocols: Bool) -> Set<String> {
        guard let layers = typeLayers[name], !layers.isEmpty else { return [] }
        if !includeProtocols, !isConcreteTreeType(name) { return [] }
        return layers
    }

    /// The layers of each tree type (that counts for `includeProtocols`) a type name written in
    /// declaration `declaration` of file `file` stands for there (`referencedTypes`): by name, a
    /// model `Paging` would take the layers of a Dispatcher `Paging` another module declares,
    /// which is another type. `written` may name the type through its module or the types it is
    /// nested in (`Core.Paging`, `Settings.Row`). Asked by simple name first (cheap: most names
    /// are of no layer), and none then.
    public func layersOfEachReferencedType(_ written: String, file: Int, declaration: Int?, includeProtocols: Bool) -> [Set<String>] {
        guard !layersOfReferencedType(Self.simpleName(written), includeProtocols: includeProtocols).isEmpty else { return [] }
        let entries = index.entries
        // (As by name: not an extension of a type from elsewhere, nor a type alias.)
        return referencedTypes(written, file: file, declaration: declaration).compactMap { t in
            guard let kind = entries[t].kind, kind != .typealias, includeProtocols || kind.isConcreteType else { return nil }
            return layers(ofDeclared: entries[t].qualifiedName)
        }
    }
}

/// What a file's declaration layers are made of: each declaration's parent, and its types.
private struct LayerShape: Sendable {
    /// Each declaration's parent index, -1 at file level.
    var parents: [Int32]
    /// The declarations of types and extensions, in source order (see `LintProject.FileFacts`).
    var types: [(index: Int, name: String, key: String, isConcrete: Bool, outer: [String])]

    /// Each declaration's layers: its parent's (the file's at file level), and for a type or
    /// an extension, the layers of the type (`typeLayers`: by qualified name).
    /// `pathExceptions`: by layer, the top-level types its path does not take in
    /// (`LayerDefinition.pathExceptSuffixes`, `LayerDefinition.exceptInheritors`).
    /// `helperLayers`: the layers a top-level type in no layer of its own takes from the file
    /// (`LayerDefinition.coversDeclaringFiles`).
    func declarationLayers(fileLayers: Set<String>, typeLayers: [String: Set<String>],
                           pathExceptions: LayerExceptions = LayerExceptions(), helperLayers: Set<String> = []) -> [Set<String>] {
        var result: [Set<String>] = []
        result.reserveCapacity(parents.count)
        var nextType = 0
        for d in parents.indices {
            let parent = Int(parents[d])
            var own: Set<String> = parent >= 0 ? result[parent] : fileLayers
            if nextType < types.count, types[nextType].index == d {
                let name = types[nextType].name, key = types[nextType].key
                if parent < 0, !pathExceptions.isEmpty {
                    for layer in own where pathExceptions.excludes(layer, name: name, key: key) { own.remove(layer) }
                }
                if let layers = typeLayers[key], !layers.isEmpty { own.formUnion(layers) }
                // `extension AppRepository.Cache` is code of the type nested in `AppRepository`,
                // as the nested declaration is: it takes the enclosing types' layers too.
                for enclosing in types[nextType].outer {
                    if let layers = typeLayers[enclosing] { own.formUnion(layers) }
                }
                if parent < 0, own.isEmpty { own = helperLayers }
                nextType += 1
            }
            result.append(own)
        }
        return result
    }
}

/// The declaration layers of every file: worked out up front for some, on first request (by
/// rules running side by side, hence the lock) for the others.
private final class DeclarationLayers: @unchecked Sendable {
    private let shapes: [LayerShape]
    private let known: [[Set<String>]?]
    private let pathExceptions: LayerExceptions
    private let helperLayers: [Set<String>]
    private var computed: [Int: [Set<String>]] = [:]
    private let lock = PthreadLock()

    init(shapes: [LayerShape], known: [[Set<String>]?], pathExceptions: LayerExceptions, helperLayers: [Set<String>]) {
        self.shapes = shapes
        self.known = known
        self.pathExceptions = pathExceptions
        self.helperLayers = helperLayers
    }

    /// Whether a type or extension of file `f` may be in one of `layers`, from what its
    /// declarations' layers are made of (the path's, its types' and their enclosing types', the
    /// helper layers), without working them out: false is sure, true a maybe.
    func mayHaveType(in layers: Set<String>, file f: Int, fileLayers: [Set<String>], typeLayers: [String: Set<String>]) -> Bool {
        if !fileLayers[f].isDisjoint(with: layers) || !helperLayers[f].isDisjoint(with: layers) { return true }
        func isIn(_ key: String) -> Bool { typeLayers[key].map { !$0.isDisjoint(with: layers) } ?? false }
        return shapes[f].types.contains { type in isIn(type.key) || type.outer.contains(where: isIn) }
    }

    func of(file f: Int, fileLayers: [Set<String>], typeLayers: [String: Set<String>]) -> [Set<String>] {
        if let layers = known[f] { return layers }
        lock.lock()
        defer { lock.unlock() }
        if let layers = computed[f] { return layers }
        let layers = shapes[f].declarationLayers(fileLayers: fileLayers[f], typeLayers: typeLayers, pathExceptions: pathExceptions,
                                                 helperLayers: helperLayers[f])
        computed[f] = layers
        return layers
    }
}

/// Which code of one file is in a scope.
public struct ScopeMask: Sendable {
    public var fileLevel: Bool
    public var declarations: [Bool]

    /// Whether code written in `declaration` (nil: at file level) is in scope.
    @inline(__always) public func contains(_ declaration: Int?) -> Bool {
        guard let declaration else { return fileLevel }
        return declarations[declaration]
    }

    public var isEmpty: Bool { !fileLevel && !declarations.contains(true) }
}

/// The top-level types a layer's path does not take in: by name suffix (ViDRep's scene contract
/// in `Scenes/`), and the types that inherit its `exceptInheritors` (a SwiftUI `Scene`
/// conformer is no ViDRep Scene), which no other way puts in it either.
struct LayerExceptions: Sendable {
    /// By layer, `LayerDefinition.pathExceptSuffixes`.
    var suffixes: [String: [String]] = [:]
    /// By layer, the qualified names of the tree types that inherit its `exceptInheritors`.
    var inheritors: [String: Set<String>] = [:]

    /// By layer, the names extended in the tree that it does not declare, when the layer's path
    /// leaves such extensions out (`LayerDefinition.pathExceptsFrameworkExtensions`).
    var frameworkExtensions: [String: Set<String>] = [:]

    /// By layer, the qualified names of the tree types that inherit its `pathRequiresInheriting`:
    /// the only ones its path takes in.
    var pathInheritors: [String: Set<String>] = [:]

    var isEmpty: Bool { suffixes.isEmpty && inheritors.isEmpty && frameworkExtensions.isEmpty && pathInheritors.isEmpty }

    /// Whether the layer's path takes in a top-level type (or extension) of this qualified name,
    /// as far as `pathRequiresInheriting` goes.
    func pathTakes(_ layer: String, key: String) -> Bool {
        pathInheritors[layer].map { $0.contains(key) } ?? true
    }

    /// Whether the layer's path leaves out a top-level type of this name by its suffix.
    func suffixExcludes(_ layer: String, _ name: String) -> Bool {
        suffixes[layer]?.contains { name.hasSuffix($0) && name != $0 } ?? false
    }

    /// Whether the layer's path leaves out a top-level type of this simple and qualified name.
    func excludes(_ layer: String, name: String, key: String) -> Bool {
        suffixExcludes(layer, name) || inheritors[layer]?.contains(key) == true || frameworkExtensions[layer]?.contains(key) == true
            || !pathTakes(layer, key: key)
    }
}

extension LintProject {
    /// The model's type aliases (with their simple names and what they stand for), and the
    /// members of each type keyed as the index keys the type (`LintProject.init`, beside
    /// `layerInputs`).
    fileprivate static func aliasesAndMembers(index: TypeIndex, facts: [FileFacts], members: [String: [(file: Int, index: Int)]])
        -> (typeAliases: [Int], aliasNames: [(name: String, targets: Set<String>)], typeMembers: [String: [(file: Int, index: Int)]]) {
        // (By index, the kind read in place: a copy of each entry retains its arrays.)
        let aliasEntries = index.entries
        let typeAliases = aliasEntries.indices.filter { aliasEntries[$0].kind == .typealias }
        let aliasNames = typeAliases.map { a in
            (TypeIndex.simpleName(aliasEntries[a].name),
             Set(aliasEntries[a].directSupertypes.flatMap { [$0, TypeIndex.simpleName($0)] }))
        }
        // The runs of owners the index keys otherwise (`extension ModuleA.Settings.Row`) move to
        // that key: each affected owner's list is filtered once.
        var typeMembers = members
        if index.mapsNames {
            var moved: [String: Set<Int>] = [:]  // owner → the files whose runs of it moved
            var moves: [(key: String, file: Int, indices: [Int])] = []
            // (Each file's facts read in place: a copy retains a dozen arrays.)
            for f in facts.indices {
                for (owner, indices) in facts[f].memberRuns {
                    let key = index.key(file: f, declaration: Int(facts[f].parents[indices[0]]), raw: owner)
                    guard key != owner else { continue }
                    moved[owner, default: []].insert(f)
                    moves.append((key, f, indices))
                }
            }
            for (owner, files) in moved {
                // A file's runs of one written owner all move alike, unless a run's parent is keyed apart.
                let kept = (members[owner] ?? []).filter { member in
                    !files.contains(member.file)
                        || index.key(file: member.file, declaration: Int(facts[member.file].parents[member.index]), raw: owner) == owner
                }
                typeMembers[owner] = kept.isEmpty ? nil : kept
            }
            for move in moves { typeMembers[move.key, default: []].append(contentsOf: move.indices.lazy.map { (move.file, $0) }) }
        }
        return (typeAliases, aliasNames, typeMembers)
    }

    /// What the layers of the index's types are made from besides their declarations (`LintProject.init`,
    /// beside `aliasesAndMembers`): the tree's type names, the layers generic arguments and wrapped
    /// properties give, the types under each layer's `inherits`, and what each layer's path leaves out.
    fileprivate static func layerInputs(index: TypeIndex, files: [FileSyntax], facts: [FileFacts], layers: [LayerDefinition],
                                        hints: [TypeIndex.ModuleHint?])
        -> (treeTypeNames: Set<String>, argumentLayers: [String: Set<String>], inheritors: [Set<Int>], pathExceptions: LayerExceptions) {
        let entries = index.entries
        // (By index, fields in place: a copy of each entry retains its arrays.)
        let treeTypeNames = Set(entries.indices.lazy.filter { entries[$0].kind != nil && entries[$0].kind != .typealias }.map { entries[$0].name })
        // Types named as generic arguments of a layer's `genericArgumentOf` supertypes, also
        // through a generic class of the tree that passes them on (`NewsSource: LoadingSource<NewsModel>`).
        var argumentLayers: [String: Set<String>] = [:]
        let forwarding = GenericForwarding(files: files, index: index, hints: hints, targets: Set(layers.flatMap(\.genericArgumentOf)))
        // (Each file's facts read in place: a copy retains a dozen arrays.)
        for f in facts.indices {
            // Unless a generic parameter of the declaring type (`final class PagedSource<Model>:
            // SourceOf<Model>`), or one, an associated type or a type alias of the code around
            // it, binds that name there.
            // The names are looked up where they are written (`TypeIndex.resolve`), the declaring
            // type's own nested types first (`final class AuthSource: SourceOf<Model>` with
            // `AuthSource.Model`).
            // (None from a file in `Preview Content`: preview code gives no type a layer.)
            if files[f].isPreviewContent { continue }
            let declarations = files[f].declarations
            var written = facts[f].genericArguments
            if !forwarding.isEmpty {
                for t in facts[f].types where !declarations[t.index].isLocal {
                    for inherited in declarations[t.index].inheritance where forwarding.mayForward(inherited.name) {
                        written += forwarding.arguments(of: inherited, file: f, declaration: t.index).map { ($0.supertype, $0.arguments, t.index) }
                    }
                }
            }
            for (supertype, arguments, d) in written {
                for l in layers.indices where layers[l].genericArgumentOf.contains(supertype) {
                    for argument in arguments where !declarations[d].genericParameters.contains(argument)
                        && !index.isShadowed(argument, file: f, declaration: declarations[d].parent) {
                        var scope = TypeIndex.lookupScope(of: d, in: declarations)
                        if declarations[d].kind != .extension { scope.append(declarations[d].name) }
                        for position in index.resolvingAliases(argument, scope: scope, module: hints[f]) {
                            argumentLayers[entries[position].qualifiedName, default: []].insert(layers[l].name)
                        }
                    }
                }
            }
            // And the types of properties wrapped by a layer's `wrappedBy` attributes, unless a
            // generic parameter or associated type of that name is in scope there.
            for (attribute, type, d) in facts[f].wrappedTypes where !index.isShadowed(type, file: f, declaration: d) {
                for l in layers.indices where layers[l].wrappedBy.contains(attribute) {
                    for position in index.resolvingAliases(type, scope: declarations[d].path, module: hints[f]) {
                        argumentLayers[entries[position].qualifiedName, default: []].insert(layers[l].name)
                    }
                }
            }
        }
        // The types under each layer's `inherits` supertypes, found from the supertypes down.
        let inheritors = layers.map { $0.inherits.isEmpty ? [] : index.entries(reaching: Set($0.inherits)) }
        var pathExceptions = LayerExceptions()
        for layer in layers where !layer.pathExceptSuffixes.isEmpty { pathExceptions.suffixes[layer.name] = layer.pathExceptSuffixes }
        // Types that inherit a layer's `exceptInheritors` are never in it, by path or by name.
        for layer in layers where !layer.exceptInheritors.isEmpty {
            pathExceptions.inheritors[layer.name] = Set(index.entries(reaching: Set(layer.exceptInheritors)).map { entries[$0].qualifiedName })
        }
        // Extensions of types the tree does not declare (extension-only entries), for the layers
        // whose paths leave them out.
        for layer in layers where layer.pathExceptsFrameworkExtensions {
            pathExceptions.frameworkExtensions[layer.name] = Set(entries.indices.lazy.filter { entries[$0].kind == nil }.map { entries[$0].qualifiedName })
        }
        for layer in layers where !layer.pathRequiresInheriting.isEmpty {
            // `@Observable`: the types marked so, and what inherits them.
            var supertypes = Set(layer.pathRequiresInheriting.filter { !$0.hasPrefix("@") })
            let attributes = layer.pathRequiresInheriting.filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
            var marked: Set<String> = []
            if !attributes.isEmpty {
                for e in entries.indices where entries[e].kind != nil && entries[e].declarations.contains(where: { id in
                    attributes.contains { files[id.file].declarations[id.declaration].attributes.contains(named: $0) }
                }) {
                    // The marked type itself (`entries(reaching:)` gives what inherits a name, not the name's own entry).
                    marked.insert(entries[e].qualifiedName)
                    supertypes.insert(entries[e].name)
                }
            }
            pathExceptions.pathInheritors[layer.name] = marked.union(index.entries(reaching: supertypes).map { entries[$0].qualifiedName })
        }
        return (treeTypeNames, argumentLayers, inheritors, pathExceptions)
    }
}
