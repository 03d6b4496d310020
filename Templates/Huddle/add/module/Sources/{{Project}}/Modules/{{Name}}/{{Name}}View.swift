#if canImport(SwiftUI)
import SwiftUI

/// The {{name_words}} screen. Holds the router and the module only through their protocols.
struct {{Name}}View: View {
    let router: any {{Name}}Routing
    let module: any {{Name}}Supporting
    let viewModel: {{Name}}ViewModel

    var body: some View {
        NavigationStack {
            Group {
                if viewModel.isReady {
                    Text(viewModel.title)
                } else {
                    ProgressView()
                }
            }
            .navigationTitle(viewModel.title)
        }
    }
}
#endif
