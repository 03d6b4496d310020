/// Which code a rule looks at: the types of some layers (all code when `layers` is empty),
/// minus the types of `except`, plus files whose path matches `paths`.
public struct Scope: Sendable, Equatable {
    public var layers: [String]
    public var except: [String]
    /// Globs of file paths whose code is in scope whatever its types' layers.
    public var paths: [String]

    public init(layers: [String] = [], except: [String] = [], paths: [String] = []) {
        self.layers = layers
        self.except = except
        self.paths = paths
    }

    /// All code.
    public static let all = Scope()

    public static func layers(_ names: String...) -> Scope { Scope(layers: names) }
}
