/// How a type is assigned to a layer: by its file's path, its name, or what it inherits.
///
/// A type declared in the linted tree belongs to the layer if any of the three matches.
public struct LayerDefinition: Sendable, Equatable {
    public var name: String
    /// Globs matched against the file's path relative to the lint root (`**/Scenes/**`).
    public var paths: [String]
    /// Type-name suffixes (`Scene` matches `HomeScene`).
    public var suffixes: [String]
    /// Supertypes or protocols: a type inheriting one (directly, through refinement or an
    /// extension) belongs to the layer (`SourceOf`, `ViewState`).
    public var inherits: [String]
    /// Restricts name suffixes to these declaration kinds (`protocol` for `*Dependency`); empty: any.
    public var kinds: [String]
    /// Types named as a generic argument of these supertypes anywhere in the tree belong to the
    /// layer (`SourceOf` makes `M` in `SourceOf<M>` a Model).
    public var genericArgumentOf: [String]
    /// Types with one of these attributes belong to the layer (`main` for the `@main` App).
    public var attributes: [String]
    /// Types of the properties wrapped by one of these attributes anywhere in the tree belong to
    /// the layer (`Source` makes `M` in `@Source var model: M` a Model).
    public var wrappedBy: [String]
    /// Types the file's path would put in the layer but whose names end with one of these stay
    /// out of it (unless their name or supertypes put them in): ViDRep's scene contract
    /// (`HomeSceneAction`, `HomeSceneState`) sits in the scene's file, in `Scenes/`, and is what
    /// dispatchers use, not scene code.
    public var pathExceptSuffixes: [String]

    /// When not empty, `inherits` takes a type in only if its name contains one of these
    /// (`ViewModifier` conformers that route: `…Routing…`, `…Navigation…`).
    public var inheritorNameContains: [String]
    /// In a file that declares a type of this layer, the top-level types in no layer of their
    /// own are in it too (a routing modifier's private helper views).
    public var coversDeclaringFiles: Bool
    /// Types that inherit one of these (directly, through refinement or an extension) are never
    /// in the layer, whatever their path or name: a SwiftUI `Scene` conformer named `…Scene` is
    /// an App scene, not a ViDRep Scene.
    public var exceptInheritors: [String]
    /// Whether a file's path leaves out its extensions of types the tree does not declare
    /// (`extension View { func withMockProviders() … }` in `Providers/`): a framework type is no
    /// member of the layer, and a helper on it is no code of the layer.
    public var pathExceptsFrameworkExtensions: Bool
    /// When not empty, a file's path takes in only the types that inherit one of these (directly,
    /// through refinement or an extension), and their extensions: ViDRep's `Scenes/` holds the
    /// scene (a `View`) and its contract, whose payload types (`enum SearchSceneFilter`) are no
    /// scenes. `@Observable` stands for the types marked with that attribute (and their
    /// subclasses). Names and other ways still put any type in.
    public var pathRequiresInheriting: [String]

    public init(name: String, paths: [String] = [], suffixes: [String] = [], inherits: [String] = [], kinds: [String] = [],
                genericArgumentOf: [String] = [], attributes: [String] = [], wrappedBy: [String] = [],
                pathExceptSuffixes: [String] = [], inheritorNameContains: [String] = [], coversDeclaringFiles: Bool = false,
                exceptInheritors: [String] = [], pathExceptsFrameworkExtensions: Bool = false, pathRequiresInheriting: [String] = []) {
        self.exceptInheritors = exceptInheritors
        self.pathRequiresInheriting = pathRequiresInheriting
        self.pathExceptsFrameworkExtensions = pathExceptsFrameworkExtensions
        self.wrappedBy = wrappedBy
        self.pathExceptSuffixes = pathExceptSuffixes
        self.inheritorNameContains = inheritorNameContains
        self.coversDeclaringFiles = coversDeclaringFiles
        self.name = name
        self.paths = paths
        self.suffixes = suffixes
        self.inherits = inherits
        self.kinds = kinds
        self.genericArgumentOf = genericArgumentOf
        self.attributes = attributes
    }
}

extension LayerDefinition {
    /// Whether a top-level type named `name`, in a file whose path matches this layer, is kept
    /// out of it by `pathExceptSuffixes`.
    public func pathExcepts(_ name: String) -> Bool {
        pathExceptSuffixes.contains { name.hasSuffix($0) && name != $0 }
    }

    /// The suffix that puts a type named `name`, declared as a `kind` (`class`, `struct`, …),
    /// in this layer: one of `suffixes` that the name ends with and is longer than, when `kinds`
    /// is empty or holds the kind. Nil for none.
    @inlinable public func suffix(naming name: String, kind: String) -> String? {
        guard kinds.isEmpty || kinds.contains(kind) else { return nil }
        return suffixes.first { name.hasSuffix($0) && name != $0 }
    }

    /// Whether an inheritor of `inherits` named `name` is in this layer: any, unless
    /// `inheritorNameContains` asks for one of its words in the name.
    @inlinable public func takesInheritor(named name: String) -> Bool {
        inheritorNameContains.isEmpty || inheritorNameContains.contains { name.contains($0) }
    }
}
