/// Whether a lint covers the whole project, so that a rule may say something is missing from
/// it (`single-instance` with `required`). The CLI's lints always do: paths in a project are
/// read with the rest of it, and without a configuration the paths are the tree. A library
/// caller that builds a model of some files only says so with `false`.
public struct ProjectCoverage: Sendable, ExpressibleByBooleanLiteral {
    public let isWholeProject: Bool

    public init(booleanLiteral value: Bool) {
        isWholeProject = value
    }
}
