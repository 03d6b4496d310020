#if canImport(SwiftUI)
import SwiftUI

/// The items screen. Holds the router and the module only through their protocols.
struct ItemsView: View {
    let router: any ItemsRouting
    let module: any ItemsSupporting
    let viewModel: ItemsViewModel

    var body: some View {
        NavigationStack {
            content
                .navigationTitle(viewModel.title)
        }
        .task {
            await module.loadItems()
        }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .loading:
            ProgressView()
        case .empty:
            ContentUnavailableView("No items yet", systemImage: "tray")
        case .loaded(let items):
            List(items) { item in
                Text(item.title)
            }
            .refreshable {
                await module.refresh()
            }
        case .failed(let message):
            ContentUnavailableView {
                Label("Could not load items", systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            } actions: {
                Button("Try again") {
                    Task { await module.refresh() }
                }
            }
        }
    }
}
#endif
