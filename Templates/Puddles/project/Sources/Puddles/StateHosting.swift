#if canImport(SwiftUI)
import SwiftUI

/// Hosts a piece of state for a preview, so a component can be previewed interactively:
/// `StateHosting(false) { $isOn in MyToggle(isOn: isOn, interface: ...) }`.
public struct StateHosting<Value, Content: View>: View {
    @State private var value: Value
    private let content: (Binding<Value>) -> Content

    public init(_ initialValue: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: initialValue)
        self.content = content
    }

    public var body: some View {
        content($value)
    }
}
#endif
