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

    public init(name: String, paths: [String] = [], suffixes: [String] = [], inherits: [String] = [], kinds: [String] = [],
                genericArgumentOf: [String] = [], attributes: [String] = [], wrappedBy: [String] = []) {
        self.wrappedBy = wrappedBy
        self.name = name
        self.paths = paths
        self.suffixes = suffixes
        self.inherits = inherits
        self.kinds = kinds
        self.genericArgumentOf = genericArgumentOf
        self.attributes = attributes
    }
}
