import ArchModel

/// What the project model needs of one file, from one pass over its declarations: walking the
/// large `Declaration` records once per question cost more than the questions.
struct FileFacts: Sendable {
    /// The file's types and extensions, for the type index.
    var contributions: [TypeIndex.Contribution]
    /// Runs of consecutive members of one type (by qualified name, as the type index keys
    /// it), in source order.
    var memberRuns: [(owner: String, indices: [Int])] = []
    /// The layers whose path globs match the file.
    var layers: Set<String>
    /// Each declaration's parent index, -1 at file level.
    var parents: [Int32] = []
    /// The declarations of types and extensions, local ones included, in source order: simple
    /// name, qualified name (the type index's key), whether it is a concrete, non-local,
    /// non-preview type, and for an extension of a nested type (`extension AppRepository.Cache`)
    /// the qualified names of the types it is nested in (`["AppRepository"]`).
    var types: [(index: Int, name: String, key: String, isConcrete: Bool, outer: [String])] = []
    /// Supertypes named by a layer's `genericArgumentOf`, with their generic arguments as
    /// written without their own arguments (`SourceOf<Model>` → `("SourceOf", ["Model"])`,
    /// `SourceOf<Auth.Model>` → `("SourceOf", ["Auth.Model"])`), and the declaration whose
    /// inheritance clause names them.
    var genericArguments: [(supertype: String, arguments: [String], declaration: Int)] = []
    /// Properties wrapped by a layer's `wrappedBy` attribute: the attribute and the property's
    /// type as written, without generic arguments (`@Source var model: Status.Model` →
    /// `("Source", "Status.Model")`).
    var wrappedTypes: [(attribute: String, type: String, declaration: Int)] = []
    /// For a file the linter skimmed, the names it may contain (`RuleChecker.filesWhoseCodeIsRead`).
    var words: WordFilter?

    /// The layer definitions, compiled once for every file.
    struct Context: Sendable {
        let layers: [LayerDefinition]
        let globs: [String: Glob]
        /// Each layer's name and compiled path globs, in `layers` order: what every file asks,
        /// without copying the layer definitions (each copy retains all their lists).
        private let pathGlobs: [(layer: String, globs: [Glob])]
        /// Every layer's `genericArgumentOf` supertypes.
        let argumentSupertypes: Set<String>
        /// Every layer's `wrappedBy` attributes.
        let wrappers: Set<String>
        /// The absolute folder the files' relative paths start from ("" for files not read from
        /// disk), and the folders above or in it that hold a `Package.swift` there, as absolute
        /// paths ending in `/` (`ModuleNamespaces`).
        var lintRoot = ""
        var packageRoots: Set<String> = []
        /// The targets of the tree's Xcode projects, read once (`XcodeProject.targets(ofProjects:root:)`;
        /// none when no target is main-actor by default), for `ModuleNamespaces`.
        var xcodeTargets: [XcodeProject.Target] = []

        init(layers: [LayerDefinition]) {
            self.layers = layers
            var globs: [String: Glob] = [:]
            for pattern in layers.flatMap(\.paths) { globs[pattern] = try? Glob(pattern) }
            self.globs = globs
            pathGlobs = layers.map { layer in (layer.name, layer.paths.compactMap { globs[$0] }) }
            argumentSupertypes = Set(layers.flatMap(\.genericArgumentOf))
            wrappers = Set(layers.flatMap(\.wrappedBy))
        }

        /// Whether a file's path puts it in a layer: `lint` scans such a file in full at once,
        /// as rules about its layer will read its code.
        func isLayerPath(_ path: String) -> Bool {
            let parts = Glob.parts(of: path)
            return pathGlobs.indices.contains { matches(layerAt: $0, parts) }
        }

        /// The names of the layers whose path globs match the path.
        func pathLayers(_ path: String) -> Set<String> {
            let parts = Glob.parts(of: path)
            var names: Set<String> = []
            for l in pathGlobs.indices where matches(layerAt: l, parts) { names.insert(pathGlobs[l].layer) }
            return names
        }

        private func matches(layerAt l: Int, _ parts: [ArraySlice<UInt8>]) -> Bool {
            // (Over the globs in place: one read from the array was copied for the call.)
            pathGlobs[l].globs.withUnsafeBufferPointer { globs in globs.indices.contains { globs[$0].matches(parts: parts) } }
        }
    }

    init(_ file: FileSyntax, _ context: Context) {
        contributions = TypeIndex.contributions(of: file)
        // (A file in `Preview Content` is preview code: in no layer, and it gives none.)
        layers = file.isPreviewContent ? [] : context.pathLayers(file.path)
        let argumentSupertypes = context.argumentSupertypes
        // Fields are read in place: copying each `Declaration` would retain all its arrays.
        let declarations = file.declarations
        parents.reserveCapacity(declarations.count)
        // The qualified name of each non-local type or extension, by declaration index.
        var owners = [String?](repeating: nil, count: declarations.count)
        var runParent = -1
        // The contributions are the non-local types and extensions, in order: their names are the keys.
        var nextContribution = 0
        for d in declarations.indices {
            // Types nested in functions are not in the type index: no key.
            var key = ""
            if nextContribution < contributions.count, contributions[nextContribution].declaration == d {
                key = contributions[nextContribution].name
                nextContribution += 1
            }
            let parent = declarations[d].parent
            parents.append(Int32(parent ?? -1))
            let kind = declarations[d].kind
            if kind == .variable, !context.wrappers.isEmpty, !declarations[d].attributes.isEmpty,
               !declarations[d].isLocal, !declarations[d].isInPreview {
                for attribute in declarations[d].attributes {
                    guard let wrapper = context.wrappers.first(where: attribute.isNamed), let type = declarations[d].typeAnnotation else { continue }
                    wrappedTypes.append((wrapper, TypeIndex.pathName(FileFacts.element(ofWrapper: type)), d))
                }
            }
            if kind.hasMembers {
                let name = TypeIndex.simpleName(declarations[d].name)
                let isLocal = declarations[d].isLocal
                var outer: [String] = []
                if kind == .extension {
                    for component in FileFacts.enclosingNames(ofExtended: key) {
                        outer.append(outer.last.map { $0 + "." + component } ?? component)
                    }
                }
                types.append((d, name, key, kind.isConcreteType && !isLocal && !declarations[d].isInPreview, outer))
                if !isLocal, !key.isEmpty {
                    owners[d] = key
                    if !argumentSupertypes.isEmpty {
                        // Local types name no layer members, as they are not in the type index either.
                        for inherited in declarations[d].inheritance where argumentSupertypes.contains(inherited.name) {
                            genericArguments.append((inherited.name, inherited.genericArguments.map { TypeIndex.pathName(FileFacts.element(ofWrapper: $0)) }, d))
                        }
                    }
                }
            }
            guard let parent, let owner = owners[parent] else { continue }
            // Consecutive members of one owner form a run, so the merge does one lookup per run.
            if parent == runParent {
                memberRuns[memberRuns.count - 1].indices.append(d)
            } else {
                memberRuns.append((owner, [d]))
                runParent = parent
            }
        }
    }

    /// The type an optional or an array holds, as written, for a layer's generic argument or
    /// wrapped property (`SourceOf<M?>` and `@Source var model: [M]` name `M` as `SourceOf<M>` does):
    /// `M` for `M?`, `M!`, `Optional<M>`, `[M]`, `Array<M>` and their nestings (`[M]?`); anything
    /// else as written (`[K: V]`, `Set<M>`, `Fetchable<M>`).
    static func element(ofWrapper written: String) -> String {
        var text = Substring(written)
        while true {
            while text.first == " " { text = text.dropFirst() }
            while text.last == " " { text = text.dropLast() }
            if let last = text.last, last == "?" || last == "!" {
                text = text.dropLast()
                continue
            }
            var inner: Substring?
            if text.first == "[", text.last == "]" {
                inner = text.dropFirst().dropLast()
            } else {
                for prefix in ["Optional<", "Swift.Optional<", "Array<", "Swift.Array<"] where text.hasPrefix(prefix) && text.last == ">" {
                    inner = text.dropFirst(prefix.count).dropLast()
                }
            }
            // The brackets enclose the whole text (not `[A].B<C>`), and not a dictionary's `K: V`.
            guard let inner, isWhole(inner) else { return String(text) }
            text = inner
        }
        func isWhole(_ inner: Substring) -> Bool {
            var depth = 0
            for character in inner.utf8 {
                switch character {
                case UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: ")"):
                    depth -= 1
                    if depth < 0 { return false }
                case UInt8(ascii: ":") where depth == 0: return false
                default: break
                }
            }
            return depth == 0
        }
    }

    /// The simple names of the types a qualified extended name is nested in: `["A", "B"]` for
    /// `A.B.C`, none for `C` (dots inside generic arguments, as in `Dictionary<K, A.B>.Values`,
    /// separate nothing).
    /// A name of more than `TypeIndex.maximumComponents` components (generated or hostile) has none.
    static func enclosingNames(ofExtended name: String) -> [String] {
        guard name.utf8Contains(where: { $0 == UInt8(ascii: ".") }) else { return [] }
        // Over the bytes: brackets and dots are ASCII, so their positions are character
        // boundaries (a name's next character is never a combining mark); walking `utf8` through
        // its index cost thousands of instructions a name.
        var name = name
        return name.withUTF8(enclosingNames(ofExtendedBytes:))
    }

    /// `enclosingNames(ofExtended:)` of a name's UTF-8.
    private static func enclosingNames(ofExtendedBytes bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var dots = 0
        for byte in bytes where byte == UInt8(ascii: ".") { dots += 1 }
        guard dots < TypeIndex.maximumComponents else { return [] }
        var names: [String] = []
        var depth = 0, start = 0
        for i in bytes.indices {
            switch bytes[i] {
            case UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ".") where depth == 0:
                let simple = TypeIndex.simpleName(Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)))
                if !simple.isEmpty { names.append(simple) }
                start = i + 1
            default: break
            }
        }
        return names
    }
}
