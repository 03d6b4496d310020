import ArchModel

/// The linted tree as rules see it: every file's structure, the types declared in the tree with
/// their supertypes, and the layers of every declaration.
public final class LintProject: Sendable {
    /// A declaration: file index and declaration index in that file.
    public struct DeclarationID: Sendable, Hashable {
        public var file: Int
        public var declaration: Int
    }

    public let files: [FileSyntax]
    public let layers: [LayerDefinition]
    /// Class, struct, enum, protocol and actor declarations by simple name.
    public let types: [String: [DeclarationID]]
    /// Every supertype, protocol and refined protocol of a tree type, transitively, by simple name.
    private let supertypeClosure: [String: Set<String>]
    /// Tree types that are `@MainActor` directly or through a supertype or protocol.
    private let mainActorTypes: Set<String>
    /// The layers of each file by its path.
    public let fileLayers: [Set<String>]
    /// The layers of each declaration: its type's (by path, name or inheritance) and its parents'.
    private let declarationLayers: [[Set<String>]]
    /// The layers of each tree type by simple name.
    public let typeLayers: [String: Set<String>]

    public init(files: [FileSyntax], layers: [LayerDefinition]) {
        self.files = files
        self.layers = layers
        var types: [String: [DeclarationID]] = [:]
        var direct: [String: Set<String>] = [:]
        var attributed: Set<String> = []
        for (f, file) in files.enumerated() {
            for (d, declaration) in file.declarations.enumerated() where declaration.kind.hasMembers && !declaration.isLocal {
                let name = LintProject.simpleName(declaration.name)
                if declaration.kind != .extension { types[name, default: []].append(DeclarationID(file: f, declaration: d)) }
                for inherited in declaration.inheritance where !inherited.isSuppressed {
                    direct[name, default: []].insert(inherited.name)
                }
                if declaration.hasAttribute("MainActor") { attributed.insert(name) }
            }
        }
        var closure: [String: Set<String>] = [:]
        for name in Set(types.keys).union(direct.keys) {
            var seen: Set<String> = []
            var stack = Array(direct[name] ?? [])
            while let next = stack.popLast() {
                if seen.insert(next).inserted { stack.append(contentsOf: direct[next] ?? []) }
            }
            closure[name] = seen
        }
        self.types = types
        supertypeClosure = closure
        mainActorTypes = Set(closure.keys.filter { name in
            attributed.contains(name) || closure[name]!.contains { attributed.contains($0) }
        }).union(attributed)

        let fileLayers = files.map { file in
            Set(layers.filter { layer in layer.paths.contains { (try? Glob($0))?.matches(file.path) == true } }.map(\.name))
        }
        // Types named as generic arguments of a layer's `genericArgumentOf` supertypes.
        var argumentLayers: [String: Set<String>] = [:]
        for layer in layers where !layer.genericArgumentOf.isEmpty {
            for file in files {
                for declaration in file.declarations where declaration.kind.hasMembers {
                    for inherited in declaration.inheritance where layer.genericArgumentOf.contains(inherited.name) {
                        for argument in inherited.genericArguments {
                            argumentLayers[LintProject.simpleName(argument), default: []].insert(layer.name)
                        }
                    }
                }
            }
        }
        var typeLayers: [String: Set<String>] = [:]
        for (name, ids) in types {
            var result: Set<String> = argumentLayers[name] ?? []
            let supertypes = closure[name] ?? []
            for id in ids {
                let declaration = files[id.file].declarations[id.declaration]
                if declaration.parent == nil { result.formUnion(fileLayers[id.file]) }
                for layer in layers {
                    let kindMatches = layer.kinds.isEmpty || layer.kinds.contains(declaration.kind.rawValue)
                    if kindMatches, layer.suffixes.contains(where: { name.hasSuffix($0) && name != $0 }) { result.insert(layer.name) }
                    if layer.inherits.contains(where: { supertypes.contains($0) }) { result.insert(layer.name) }
                    if layer.attributes.contains(where: { declaration.hasAttribute($0) }) { result.insert(layer.name) }
                }
            }
            typeLayers[name] = result
        }
        self.fileLayers = fileLayers
        self.typeLayers = typeLayers
        declarationLayers = files.enumerated().map { f, file in
            var result: [Set<String>] = []
            result.reserveCapacity(file.declarations.count)
            for declaration in file.declarations {
                var own: Set<String> = declaration.parent.map { result[$0] } ?? fileLayers[f]
                if declaration.kind.hasMembers { own.formUnion(typeLayers[LintProject.simpleName(declaration.name)] ?? []) }
                result.append(own)
            }
            return result
        }
    }

    /// `B` for `A.B`, `A` for `A<T>`.
    static func simpleName(_ name: String) -> String {
        var name = Substring(name)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }

    // MARK: - Queries

    /// Whether a class, struct, enum, protocol or actor of this name is declared in the tree.
    public func isTreeType(_ name: String) -> Bool { types[name] != nil }

    /// The declarations of a tree type.
    public func declarations(of name: String) -> [Declaration] {
        (types[name] ?? []).map { files[$0.file].declarations[$0.declaration] }
    }

    /// Whether a tree type is a concrete type (class, struct, enum, actor), not a protocol.
    public func isConcreteTreeType(_ name: String) -> Bool {
        declarations(of: name).contains { $0.kind.isConcreteType }
    }

    /// Every supertype and protocol of `name`, transitively, through refinement and extensions.
    public func supertypes(of name: String) -> Set<String> { supertypeClosure[name] ?? [] }

    /// Whether `name` is `target` or inherits it, transitively.
    public func type(_ name: String, inherits target: String) -> Bool {
        name == target || supertypes(of: name).contains(target)
    }

    /// `@MainActor` directly, or through a `@MainActor` protocol or superclass in the tree.
    public func isMainActor(_ name: String) -> Bool { mainActorTypes.contains(name) }

    /// The layers of a declaration (nil: file-level code).
    public func layers(file: Int, declaration: Int?) -> Set<String> {
        guard let declaration else { return fileLayers[file] }
        return declarationLayers[file][declaration]
    }

    /// Whether code at this declaration (nil: file level) is in `scope`.
    public func contains(_ scope: Scope, file: Int, declaration: Int?) -> Bool {
        let layers = layers(file: file, declaration: declaration)
        if !scope.except.isEmpty, !layers.isDisjoint(with: scope.except) { return false }
        if scope.paths.contains(where: { (try? Glob($0))?.matches(files[file].path) == true }) { return true }
        if scope.layers.isEmpty { return scope.paths.isEmpty }
        return !layers.isDisjoint(with: scope.layers)
    }

    /// Whether any code of the file is in `scope` (for file-level rules such as imports).
    public func fileTouches(_ scope: Scope, file: Int) -> Bool {
        if contains(scope, file: file, declaration: nil) { return true }
        return files[file].declarations.indices.contains { contains(scope, file: file, declaration: $0) }
    }

    /// The layers a referenced tree type belongs to, if it counts for `includeProtocols`.
    public func layersOfReferencedType(_ name: String, includeProtocols: Bool) -> Set<String> {
        guard let layers = typeLayers[name], !layers.isEmpty else { return [] }
        if !includeProtocols, !isConcreteTreeType(name) { return [] }
        return layers
    }
}
