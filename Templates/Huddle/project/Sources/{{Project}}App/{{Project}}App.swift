#if canImport(SwiftUI)
import SwiftUI
import {{Project}}

@main
struct {{Project}}App: App {
    @State private var root = CompositionRoot(component: .live())

    var body: some Scene {
        WindowGroup {
            RootView(root: root)
        }
    }
}
#else
import {{Project}}

/// Without SwiftUI (Linux) the app runs its start-up flows headless.
@main
enum {{Project}}App {
    @MainActor
    static func main() async {
        await CompositionRoot(component: .live()).start()
    }
}
#endif
