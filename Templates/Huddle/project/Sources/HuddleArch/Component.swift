import Foundation

/// A node of the dependency graph: anything that can look a dependency up by name.
public protocol ComponentProviding: AnyObject {
    var parent: Component? { get }
    subscript<T>(dynamicMember member: String) -> T { get }
}

/// A node of the dependency graph.
///
/// A component declares its dependencies as stored properties. `component.someName` looks
/// `someName` up in the component itself and then in each ancestor, by name and type, at run
/// time, and stops the program when no ancestor declares it (as upstream HuddleArch does).
/// `archtool lint` (rule `component-dependencies-resolve`) finds those names before they crash.
@dynamicMemberLookup
open class Component: ComponentProviding {
    public let parent: Component?

    private var sharedDependencies: [String: Any] = [:]
    private var cachedProperties: [String: Any] = [:]

    /// Pass `nil` only for a root component, which declares every dependency itself.
    public init(parent: Component?) {
        self.parent = parent
    }

    public subscript<T>(dynamicMember member: String) -> T {
        guard let value: T = lookup(member) else {
            fatalError("Cannot find \(member): \(T.self) in component graph: \(graphDescription())")
        }
        return value
    }

    /// The nearest stored property named `member` of type `T`, or `nil` when the graph has none.
    public func lookup<T>(_ member: String) -> T? {
        if let cached = cachedProperties[member] as? T {
            return cached
        }
        var component: Component? = self
        while let current = component {
            if let value: T = current.storedProperty(named: member) {
                cachedProperties[member] = value
                return value
            }
            component = current.parent
        }
        return nil
    }

    /// Builds a dependency once per component and returns the same instance afterwards.
    public func shared<T>(_ block: () -> T) -> T {
        let key = String(reflecting: T.self)
        if let existing = sharedDependencies[key] as? T {
            return existing
        }
        let dependency = block()
        sharedDependencies[key] = dependency
        return dependency
    }

    private func storedProperty<T>(named member: String) -> T? {
        // Subclass properties first, then each superclass's.
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children where child.label == member {
                if let value = child.value as? T {
                    return value
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private func graphDescription() -> String {
        var names: [String] = []
        var component: Component? = self
        while let current = component {
            names.append(String(describing: type(of: current)))
            component = current.parent
        }
        return names.joined(separator: " -> ")
    }
}

/// A root component with no dependencies, for modules and flows that need none.
public final class EmptyComponent: Component {
    public init() {
        super.init(parent: nil)
    }
}
