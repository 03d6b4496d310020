#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Runs `action` the first time the view appears, and never again for the view's
    /// lifetime (unlike `onAppear`, which also runs when navigating back to it).
    public func onFirstAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnFirstAppearModifier(action: action))
    }
}

private struct OnFirstAppearModifier: ViewModifier {
    let action: @MainActor () -> Void
    @State private var hasAppeared = false

    func body(content: Content) -> some View {
        content.onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            action()
        }
    }
}
#endif
