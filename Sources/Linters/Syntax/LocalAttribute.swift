/// An attribute of a variable declared in code (`@Threadsafe var cache = …` inside a function: a
/// local property wrapper). Such variables are not declarations of the file, so their
/// attributes are kept here, with the declaration whose code holds them.
public struct LocalAttribute: Sendable, Equatable {
    public var attribute: Attribute
    /// The innermost declaration around the variable (nil: top-level code).
    public var declaration: Int?
    public var isInPreview: Bool
}
