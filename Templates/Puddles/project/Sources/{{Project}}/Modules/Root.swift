#if canImport(SwiftUI)
import SwiftUI

/// The root module: the app's navigation stack, with the book list at its root.
struct Root: View {
    var body: some View {
        @Bindable var router = Router.shared.root
        NavigationStack(path: $router.path) {
            BookList()
                .navigationDestination(for: Router.Destination.self) { destination in
                    switch destination {
                    case .bookDetail(let book):
                        BookDetail(book: book)
                    // archtool:insert module-destinations
                    }
                }
        }
    }
}

struct Root_Previews: PreviewProvider {
    static var previews: some View {
        Root().withMockProviders()
    }
}
#endif
