extension Sequence {
    /// The elements in ascending order of the value at `keyPath`.
    public func sorted<Value: Comparable>(on keyPath: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
}
