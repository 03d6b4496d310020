/// An `import`: `import X`, `import X.Y`, `import struct X.Y`, `@testable import X`, `public import X`.
public struct ImportDeclaration: Sendable, Equatable {
    /// The imported module (the first path component).
    public var module: String
    /// Every path component (`["X", "Y"]` for `import X.Y`).
    public var path: [String]
    /// `struct`, `class`, `func`, … for a scoped import.
    public var kind: String?
    /// Attribute names without `@` (`testable`, `_exported`, `preconcurrency`).
    public var attributes: [String]
    /// Access-level modifier (`public`, `internal`, `package`, …).
    public var accessLevel: String?
    /// Location of the module name.
    public var location: SourceLocation
    public var isInPreview: Bool = false
}
