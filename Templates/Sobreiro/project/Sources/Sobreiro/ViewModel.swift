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
/// State changes are serialised by a lock, so any thread may write. Rendering always happens
/// on the main thread and always shows the latest state:
/// - A write on the main thread renders the views before `write` returns.
/// - A write on another thread asks the main thread for a render pass. Writes that happen
///   before that pass runs are coalesced: the pass renders the state current when it runs.
/// - So each view sees states in the order they were written, ends on the latest one, and is
///   never rendered twice in a row with `==` states (it is compared with what it last
///   rendered, not with the state the write replaced).
///
/// Observers added with `subscribe(to:onChange:)` are called on the writing thread, once per
/// change, in write order.
///
/// The class is not declared `Sendable` (subclasses would have to restate it); a subclass
/// that is shared across isolation domains can declare `@unchecked Sendable` itself.
open class ViewModel<State: ViewState> {
    private let lock = NSRecursiveLock()
    private var storedState: State
    private var transactionDepth = 0
    /// Counts the changes of state; a view that has rendered this version is up to date.
    private var version = 0
    /// A render pass is queued on the main thread for writes made on other threads.
    private var isRenderPassQueued = false
    /// A render pass is running; a write it causes (from `render(state:)`) asks for another.
    private var isRendering = false
    private var needsAnotherRenderPass = false
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
        let oldState = storedState
        transactionDepth += 1
        transaction()
        transactionDepth -= 1
        guard transactionDepth == 0, oldState != storedState else {
            lock.unlock()
            return
        }
        version += 1
        fireObservers(storedState)
        let rendersNow = MainQueue.isCurrent
        if !rendersNow {
            queueRenderPass()
        }
        lock.unlock()
        if rendersNow {
            let pass = RenderPass(viewModel: self)
            MainActor.assumeIsolated { pass.run() }
        }
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
    ///
    /// A view whose `renderPolicy` is `.notPossible(.viewNotReady)` (a view controller whose
    /// view is not loaded, a view without a superview) is not rendered and not an error: it is
    /// skipped until it is ready, and then rendered with the latest state on the next change
    /// of state or the next call of `subscribe(view:)`, whichever comes first. Subscribing an
    /// already subscribed view is harmless: it renders the view only if the view missed a
    /// state, so a view can subscribe again when it becomes ready (e.g. in
    /// `didMoveToSuperview()`).
    @MainActor
    public func subscribe<View: StatefulView>(view: View) where View.State == State {
        let subscribed: AnyStatefulView<State>
        lock.lock()
        if let existing = views[ObjectIdentifier(view)], existing.isAlive {
            subscribed = existing
        } else {
            subscribed = AnyStatefulView(view)
            views[subscribed.identifier] = subscribed
        }
        lock.unlock()
        renderIfBehind(subscribed)
    }

    /// Stops rendering `view`.
    @MainActor
    public func unsubscribe<View: StatefulView>(view: View) where View.State == State {
        lock.lock()
        defer { lock.unlock() }
        views[ObjectIdentifier(view)] = nil
    }

    /// Asks the main thread for one render pass, unless one is already queued. Call with the
    /// lock held.
    private func queueRenderPass() {
        guard !isRenderPassQueued else { return }
        isRenderPassQueued = true
        let pass = RenderPass(viewModel: self)
        DispatchQueue.main.async {
            MainActor.assumeIsolated { pass.runQueued() }
        }
    }

    @MainActor
    fileprivate func runQueuedRenderPass() {
        lock.lock()
        isRenderPassQueued = false
        lock.unlock()
        renderViews()
    }

    /// Brings every subscribed view up to the current state. Re-entrant writes (a view's
    /// `render(state:)` calling a command) are rendered after the pass, in another round.
    @MainActor
    fileprivate func renderViews() {
        lock.lock()
        if isRendering {
            needsAnotherRenderPass = true
            lock.unlock()
            return
        }
        isRendering = true
        lock.unlock()
        var again = true
        while again {
            lock.lock()
            needsAnotherRenderPass = false
            let subscribed = Array(views.values)
            lock.unlock()
            for view in subscribed {
                renderIfBehind(view)
            }
            lock.lock()
            again = needsAnotherRenderPass
            isRendering = again
            lock.unlock()
        }
    }

    /// Renders the current state in `view` if the view is ready, still subscribed, has not
    /// seen this version yet, and last rendered a state that is not `==` to it.
    @MainActor
    private func renderIfBehind(_ view: AnyStatefulView<State>) {
        switch view.renderPolicy {
        case .possible:
            lock.lock()
            let isSubscribed = views[view.identifier] === view
            let current = (state: storedState, version: version)
            lock.unlock()
            guard isSubscribed, view.renderedVersion != current.version else { return }
            let previous = view.renderedState
            view.renderedVersion = current.version
            view.renderedState = current.state
            if let previous, previous == current.state {
                return
            }
            view.render(current.state)
        case .notPossible(.viewNotReady):
            // Not an error: rendered once it is ready, on the next change or subscription.
            return
        case .notPossible(.viewDeallocated):
            lock.lock()
            if views[view.identifier] === view {
                views[view.identifier] = nil
            }
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

/// A type-erased, weakly held `StatefulView`, with what it last rendered.
private final class AnyStatefulView<State: ViewState>: @unchecked Sendable {
    let identifier: ObjectIdentifier
    private let renderClosure: @MainActor (State) -> Void
    private let policyClosure: @MainActor () -> RenderPolicy
    private let aliveClosure: () -> Bool

    /// The version of the view model's state this view is up to date with (`nil`: none yet).
    @MainActor var renderedVersion: Int?
    /// The state this view last rendered.
    @MainActor var renderedState: State?

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

/// A render pass of one view model, moved to the main thread. It carries no state: the pass
/// reads the view model's state when it runs.
private struct RenderPass<State: ViewState>: @unchecked Sendable {
    let viewModel: ViewModel<State>

    @MainActor
    func run() {
        viewModel.renderViews()
    }

    @MainActor
    func runQueued() {
        viewModel.runQueuedRenderPass()
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
