#if canImport(SwiftUI)
import SwiftUI

/// The app's entry point. With `withMockProviders()`, the only place that creates Providers:
/// it hands the live ones to every module through the environment.
@main
struct {{Project}}App: App {
    var body: some Scene {
        WindowGroup {
            Root()
                .environment(BookProvider.live)
                // archtool:insert live-providers
        }
    }
}
#else
/// Without SwiftUI (e.g. on Linux) there is no UI to run; the package still builds and
/// tests the Providers, the Router and the Core.
@main
enum {{Project}}App {
    static func main() {}
}
#endif
