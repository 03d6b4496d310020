#if canImport(SwiftUI)
import App
import SwiftUI

/// The app's entry point: it creates the Resolver, which creates everything else.
@main
struct {{Project}}App: SwiftUI.App {
    @State private var resolver = AppResolver()

    var body: some SwiftUI.Scene {
        WindowGroup {
            resolver.makeRootView()
        }
    }
}
#else
/// Without SwiftUI (e.g. on Linux) there is no UI to run; the package still builds and
/// tests every non-UI layer.
@main
enum {{Project}}App {
    static func main() {}
}
#endif
