/// The base of a Source: a state machine that owns one Model.
///
/// Subclass it as `final class XSource: SourceOf<XModel>`, declare `initialModel`, and set
/// `model` from private methods that `@ActionFromMethod` Actions call.
///
/// This portable runtime isolates Sources to the main actor (Swift 6 strict concurrency, no
/// locks); upstream SourceArchitecture is lock-based. App code is written the same for both.
public typealias SourceOf<Model> = _Source<Model> & _SourceProtocol

/// Gives `_Source` and `_SourceProtocol` a common `Model`.
public protocol _AssociatedModelProtocol {
    associatedtype Model
}

/// What a Source subclass provides: its `initialModel`.
@MainActor
public protocol _SourceProtocol: AnyObject, _AssociatedModelProtocol {
    /// The model before the Source first sets `model`.
    var initialModel: Model { get }
    var _core: _SourceCore<Model> { get }
}

/// The superclass of every Source; subclass it through `SourceOf<Model>`.
@MainActor
open class _Source<Model>: _AssociatedModelProtocol {
    public let _core = _SourceCore<Model>()

    public init() {}
}

extension _Source: ReflectionExempt {}

extension _SourceProtocol {
    /// The current model. Only the Source sets it; everyone else reads it through `Source<Model>`.
    public var model: Model {
        get { _core.read { initialModel } }
        set { _core.write(newValue) }
    }

    /// A type-erased, read-only `Source<Model>` of this Source, for Renderers and dependencies.
    public func eraseToSource() -> Source<Model> {
        Source(core: _core) { self.model }
    }

    /// Whether an Action with this identifier is part of the current model.
    func hasCurrentAction(identifier: String) -> Bool {
        Self.contains(identifier: identifier, in: model)
    }

    private static func contains(identifier: String, in value: Any) -> Bool {
        if let action = value as? IdentifiableAction {
            return action.actionIdentifier == identifier
        }
        if value is ReflectionExempt {
            return false
        }
        return Mirror(reflecting: value).children.contains { contains(identifier: identifier, in: $0.value) }
    }
}

extension _Source {
    /// Creates an Action bound to a (private) method of the enclosing Source:
    /// `@ActionFromMethod(load) private var loadAction`. Only usable inside a Source.
    @MainActor
    @propertyWrapper
    public struct ActionFromMethod<Owner: _SourceProtocol, Input> {
        private let identifier: String
        private let method: (Owner) -> (Input) -> Void

        @available(*, unavailable, message: "@ActionFromMethod can only be used inside a Source")
        public var wrappedValue: Action<Input> {
            fatalError("@ActionFromMethod can only be used inside a Source")
        }

        public init(_ method: @escaping (Owner) -> (Input) -> Void, file: String = #fileID, line: Int = #line, column: Int = #column) {
            self.method = method
            identifier = "\(file):\(line):\(column)"
        }

        public init(_ method: @escaping (Owner) -> () -> Void, file: String = #fileID, line: Int = #line, column: Int = #column)
        where Input == Void {
            self.method = { owner in { _ in method(owner)() } }
            identifier = "\(file):\(line):\(column)"
        }

        public static subscript(
            _enclosingInstance instance: Owner,
            wrapped wrappedKeyPath: KeyPath<Owner, Action<Input>>,
            storage storageKeyPath: KeyPath<Owner, ActionFromMethod<Owner, Input>>
        ) -> Action<Input> {
            let wrapper = instance[keyPath: storageKeyPath]
            let identifier = "\(ObjectIdentifier(instance).hashValue).\(wrapper.identifier)"
            let method = wrapper.method
            return Action(actionIdentifier: identifier) { [weak instance] input in
                // Expired (not in the current model) or deinitialized: do nothing.
                guard let instance, instance.hasCurrentAction(identifier: identifier) else { return }
                method(instance)(input)
            }
        }
    }

    /// A property of a Source that is safe to read and write from the Source's methods.
    /// (Sources are main-actor isolated here, so this is plain storage.)
    @propertyWrapper
    public struct Threadsafe<Value> {
        public var wrappedValue: Value

        public init(wrappedValue: Value) {
            self.wrappedValue = wrappedValue
        }
    }
}
