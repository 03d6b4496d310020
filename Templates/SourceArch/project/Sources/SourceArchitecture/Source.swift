/// A read-only view of a Source's model: what Renderers hold (`@Source var model: M`) and what
/// dependency protocols vend. Create one with `eraseToSource()`, or `Source(model:)` for a
/// constant placeholder.
///
/// In a class Renderer (a UIKit view controller), reading `model` subscribes the Renderer, so
/// its `render()` is called on every change. SwiftUI views re-render through Observation.
@MainActor
@propertyWrapper
public struct Source<Model> {
    let core: _SourceCore<Model>
    private let currentModel: @MainActor () -> Model

    /// A Source that always holds `model` (previews, tests, placeholders).
    public init(model: Model) {
        core = _SourceCore(model: model)
        currentModel = { model }
    }

    init(core: _SourceCore<Model>, currentModel: @escaping @MainActor () -> Model) {
        self.core = core
        self.currentModel = currentModel
    }

    /// The current model.
    public var model: Model {
        core.access()
        return currentModel()
    }

    public var wrappedValue: Model {
        model
    }

    /// Used by the compiler when the property lives in a class: subscribes a class Renderer.
    public static subscript<Instance: AnyObject>(
        _enclosingInstance instance: Instance,
        wrapped wrappedKeyPath: KeyPath<Instance, Model>,
        storage storageKeyPath: KeyPath<Instance, Source<Model>>
    ) -> Model {
        let source = instance[keyPath: storageKeyPath]
        if instance is any Renderer {
            source.core.subscribe(instance, sendInitialModel: false, current: source.currentModel) { [weak instance] _ in
                (instance as? any Renderer)?.render()
            }
        }
        return source.model
    }

    /// Calls `method` on `source` with the model now (unless `sendInitialModel` is false)
    /// and on every change, for as long as `source` lives. No closures, no tokens.
    @discardableResult
    public func subscribe<Subscriber: _SourceProtocol>(
        _ source: Subscriber,
        method: @escaping (Subscriber) -> (Model) -> Void,
        sendInitialModel: Bool = true
    ) -> Source<Model> {
        core.subscribe(source, sendInitialModel: sendInitialModel, current: currentModel) { [weak source] model in
            guard let source else { return }
            method(source)(model)
        }
        return self
    }

    /// Calls `method` on `source` now (unless `sendInitialModel` is false) and on every change.
    @discardableResult
    public func subscribe<Subscriber: _SourceProtocol>(
        _ source: Subscriber,
        method: @escaping (Subscriber) -> () -> Void,
        sendInitialModel: Bool = true
    ) -> Source<Model> {
        core.subscribe(source, sendInitialModel: sendInitialModel, current: currentModel) { [weak source] _ in
            guard let source else { return }
            method(source)()
        }
        return self
    }

    /// Stops calling `source` on changes.
    public func unsubscribe<Subscriber: _SourceProtocol>(_ source: Subscriber) {
        core.unsubscribe(source)
    }
}

extension Source: ReflectionExempt {}
