import Observation

/// Storage shared by a Source and every `Source<Model>` erasing it: the current model, the
/// subscribers, and Observation tracking (so SwiftUI views re-render on change).
@MainActor
public final class _SourceCore<Model>: Observable {
    private let registrar = ObservationRegistrar()
    private var value: Model?
    private var revision = 0
    private var subscribers: [ObjectIdentifier: Subscriber] = [:]
    private var order: [ObjectIdentifier] = []

    private struct Subscriber {
        let isAlive: () -> Bool
        let notify: @MainActor (Model) -> Void
    }

    init() {}

    init(model: Model) {
        value = model
    }

    func read(orInitial initial: () -> Model) -> Model {
        if let value {
            return value
        }
        let model = initial()
        value = model
        return model
    }

    func write(_ model: Model) {
        registrar.withMutation(of: self, keyPath: \.revision) {
            value = model
            revision &+= 1
        }
        for identifier in order {
            guard let subscriber = subscribers[identifier] else { continue }
            if subscriber.isAlive() {
                subscriber.notify(model)
            } else {
                remove(identifier)
            }
        }
    }

    /// Registers a read with Observation.
    func access() {
        registrar.access(self, keyPath: \.revision)
    }

    func subscribe(
        _ subscriber: AnyObject,
        sendInitialModel: Bool,
        current: () -> Model,
        notify: @escaping @MainActor (Model) -> Void
    ) {
        let identifier = ObjectIdentifier(subscriber)
        if let existing = subscribers[identifier], existing.isAlive() {
            return
        }
        if subscribers[identifier] == nil {
            order.append(identifier)
        }
        subscribers[identifier] = Subscriber(isAlive: { [weak subscriber] in subscriber != nil }, notify: notify)
        if sendInitialModel {
            notify(current())
        }
    }

    func unsubscribe(_ subscriber: AnyObject) {
        remove(ObjectIdentifier(subscriber))
    }

    private func remove(_ identifier: ObjectIdentifier) {
        subscribers[identifier] = nil
        order.removeAll { $0 == identifier }
    }
}

extension _SourceCore: ReflectionExempt {}
