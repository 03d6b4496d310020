/// A value that triggers a method of the Source that created it.
///
/// Portable subset of SourceArchitecture (https://github.com/daniel-hall/SourceArchitecture).
/// Actions are created by a Source with `@ActionFromMethod(method) private var someAction`
/// and put into its model. An Action only runs while it is part of its Source's current
/// model: one kept from an earlier state has expired and does nothing.
public struct Action<Input> {
    let actionIdentifier: String
    private let execute: @MainActor (Input) -> Void

    init(actionIdentifier: String, execute: @escaping @MainActor (Input) -> Void) {
        self.actionIdentifier = actionIdentifier
        self.execute = execute
    }

    /// An Action that does nothing, for previews and placeholder models.
    public static func placeholder(file: String = #fileID, line: Int = #line) -> Action<Input> {
        Action(actionIdentifier: "placeholder:\(file):\(line)") { _ in }
    }

    /// Runs the Action with `input`.
    @MainActor
    public func callAsFunction(_ input: Input) {
        execute(input)
    }
}

extension Action where Input == Void {
    /// Runs the Action.
    @MainActor
    public func callAsFunction() {
        execute(())
    }
}

extension Action: Equatable {
    public static func == (lhs: Action<Input>, rhs: Action<Input>) -> Bool {
        lhs.actionIdentifier == rhs.actionIdentifier
    }
}

extension Action: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(actionIdentifier)
    }
}

/// Lets a Source find its Actions inside its current model.
protocol IdentifiableAction {
    var actionIdentifier: String { get }
}

extension Action: IdentifiableAction {}

/// Types that the search for current Actions does not descend into (other Sources manage
/// their own Actions).
protocol ReflectionExempt {}
