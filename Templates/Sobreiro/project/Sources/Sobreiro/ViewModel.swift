import Foundation

/// Owns a screen's `state` and renders its subscribed views whenever the state changes.
///
/// Portable subset of the Sobreiro package (https://github.com/hydcozz/Sobreiro): the same
/// names and semantics, with a recursive lock for the serial transaction instead of
/// `objc_sync` and a weak list instead of `NSHashTable`, so it builds on Linux too.
///
/// - Every change of `state` goes through `write { … }` (assign `state` inside) or
///   `update { … }` (return the new state); both run atomically.
/// - `subscribe(view:)` renders the view now and on every change, on the main thread.
/// - `subscribe(to:onChange:)` composes view models.
///
/// State changes are serialised by a lock, so any thread may write. The class is not declared
/// `Sendable` (subclasses would have to restate it); a subclass that is shared across
/// isolation domains can declare `@unchecked Sendable` itself.
open class ViewModel<State: ViewState> {
    private let lock = NSRecursiveLock()
    private var storedState: State
    private var transactionDepth = 0
    private var views: [ObjectIdentifier: AnyStatefulView<State>] = [:]
    private var observers: [WeakStateObserver<State>] = []
    private var subscriptions: [ObjectIdentifier: AnyObject] = [:]

    public init(initialState: State) {
        storedState = initialState
    }

    /// The current state. Assign it only inside `write { … }`.
    public var state: State {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedState
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            precondition(transactionDepth > 0, "Assign `state` only inside `write { … }`, or use `update { … }`.")
            storedState = newValue
        }
    }

    // MARK: - State change

    /// Runs `transaction` atomically; assign `state` inside it. Views and observers are told
    /// once, at the end of the outermost transaction, if the state is not `==` to the old one.
    public func write(_ transaction: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        let oldState = storedState
        transactionDepth += 1
        transaction()
        transactionDepth -= 1
        guard transactionDepth == 0, oldState != storedState else { return }
        renderViews(storedState)
        fireObservers(storedState)
    }

    /// Replaces the state with the one `builder` returns, atomically.
    public func update(_ builder: () -> State) {
        write {
            state = builder()
        }
    }

    // MARK: - View rendering

    /// Renders `view` with the current state now and on every change, until it is
    /// deallocated or unsubscribed.
    @MainActor
    public func subscribe<View: StatefulView>(view: View) where View.State == State {
        let anyView = AnyStatefulView(view)
        lock.lock()
        defer { lock.unlock() }
        if let existing = views[anyView.identifier], existing.isAlive {
            return
        }
        views[anyView.identifier] = anyView
        render(storedState, in: anyView)
    }

    /// Stops rendering `view`.
    @MainActor
    public func unsubscribe<View: StatefulView>(view: View) where View.State == State {
        lock.lock()
        defer { lock.unlock() }
        views[ObjectIdentifier(view)] = nil
    }

    private func renderViews(_ state: State) {
        let job = RenderJob(viewModel: self, views: Array(views.values), state: state)
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { job.run() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { job.run() } }
        }
    }

    @MainActor
    fileprivate func render(_ state: State, in view: AnyStatefulView<State>) {
        switch view.renderPolicy {
        case .possible:
            view.render(state)
        case .notPossible(.viewNotReady):
            assertionFailure("""
                View is not ready to be rendered. Call `viewModel.subscribe(view: self)` once the \
                view is ready (for a view controller: in or after viewDidLoad).
                """)
        case .notPossible(.viewDeallocated):
            lock.lock()
            views[view.identifier] = nil
            lock.unlock()
        }
    }

    // MARK: - View model subscription

    /// Calls `block` with `other`'s state now and on every change of it, until this view model
    /// is deallocated or unsubscribes. Capture `self` weakly in `block`.
    public func subscribe<S>(to other: ViewModel<S>, onChange block: @escaping (S) -> Void) {
        let observer = StateObserver(block)
        lock.lock()
        subscriptions[ObjectIdentifier(other)] = observer
        lock.unlock()
        other.add(observer)
    }

    /// Stops observing `other`.
    public func unsubscribe<S>(from other: ViewModel<S>) {
        lock.lock()
        defer { lock.unlock() }
        subscriptions[ObjectIdentifier(other)] = nil
    }

    private func add(_ observer: StateObserver<State>) {
        lock.lock()
        defer { lock.unlock() }
        observers.append(WeakStateObserver(observer))
        observer.fire(storedState)
    }

    private func fireObservers(_ state: State) {
        observers.removeAll { $0.observer == nil }
        for entry in observers {
            entry.observer?.fire(state)
        }
    }
}

// MARK: - Private helpers

/// A type-erased, weakly held `StatefulView`.
private final class AnyStatefulView<State: ViewState>: @unchecked Sendable {
    let identifier: ObjectIdentifier
    private let renderClosure: @MainActor (State) -> Void
    private let policyClosure: @MainActor () -> RenderPolicy
    private let aliveClosure: () -> Bool

    @MainActor
    init<View: StatefulView>(_ view: View) where View.State == State {
        identifier = ObjectIdentifier(view)
        renderClosure = { [weak view] in view?.render(state: $0) }
        policyClosure = { [weak view] in view?.renderPolicy ?? .notPossible(.viewDeallocated) }
        aliveClosure = { [weak view] in view != nil }
    }

    var isAlive: Bool { aliveClosure() }

    @MainActor
    var renderPolicy: RenderPolicy { policyClosure() }

    @MainActor
    func render(_ state: State) { renderClosure(state) }
}

/// One round of rendering, moved to the main thread as a unit.
private struct RenderJob<State: ViewState>: @unchecked Sendable {
    let viewModel: ViewModel<State>
    let views: [AnyStatefulView<State>]
    let state: State

    @MainActor
    func run() {
        for view in views {
            viewModel.render(state, in: view)
        }
    }
}

private final class StateObserver<State>: @unchecked Sendable {
    private let block: (State) -> Void

    init(_ block: @escaping (State) -> Void) {
        self.block = block
    }

    func fire(_ state: State) {
        block(state)
    }
}

private struct WeakStateObserver<State> {
    weak var observer: StateObserver<State>?

    init(_ observer: StateObserver<State>) {
        self.observer = observer
    }
}
