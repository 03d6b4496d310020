/// A Source that wires other Sources together instead of holding state of its own.
/// Subclass it (`final class`), and pass `super.init` a closure that returns the assembled
/// `Source<Model>`.
@MainActor
open class ComposedSource<Model> {
    private var source: Source<Model>?
    private let makeSource: @MainActor () -> Source<Model>

    public init(_ source: @escaping @MainActor () -> Source<Model>) {
        makeSource = source
    }

    public func eraseToSource() -> Source<Model> {
        if let source {
            return source
        }
        let made = makeSource()
        source = made
        return made
    }
}
