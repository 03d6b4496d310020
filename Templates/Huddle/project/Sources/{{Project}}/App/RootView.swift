#if canImport(SwiftUI)
import SwiftUI

/// Shows a spinner while the start-up flows run, then the first screen.
public struct RootView: View {
    private let root: CompositionRoot
    @State private var isStarted = false

    public init(root: CompositionRoot) {
        self.root = root
    }

    public var body: some View {
        Group {
            if isStarted {
                root.rootView()
            } else {
                ProgressView()
            }
        }
        .task {
            await root.start()
            isStarted = true
        }
    }
}
#endif
