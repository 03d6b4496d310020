#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Gives the view the mock variant of every Provider, for previews.
    func withMockProviders() -> some View {
        self
            .environment(BookProvider.mock)
            // archtool:insert mock-providers
    }
}
#endif
