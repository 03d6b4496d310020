/// A one-way channel from a view to whoever handles its actions.
///
/// Components declare `var interface: Interface<Action>` with a nested `enum Action`, and
/// call `interface.send(.someAction)`; the module that uses the component decides what the
/// action means. Same names as the upstream Puddles library.
public struct Interface<Action> {
    private let actionHandler: @MainActor (_ action: Action) -> Void

    public init(actionHandler: @escaping @MainActor (_ action: Action) -> Void) {
        self.actionHandler = actionHandler
    }

    /// An interface that hands every action to `handler`.
    public static func consume(_ handler: @escaping @MainActor (_ action: Action) -> Void) -> Self {
        Self(actionHandler: handler)
    }

    /// An interface that passes every action on to `other`.
    public static func forward(to other: Interface<Action>) -> Self {
        Self(actionHandler: other.actionHandler)
    }

    /// An interface that drops every action.
    public static var ignore: Self {
        Self(actionHandler: { _ in })
    }

    /// Sends `action` to the handler.
    @MainActor
    public func send(_ action: Action) {
        actionHandler(action)
    }
}
