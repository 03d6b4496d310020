#if canImport(SwiftUI)
import SourceArchitecture
import SwiftUI

/// SwiftUI Renderer of the item list.
public struct ItemListView: View, Renderer {
    @Source public var model: ItemListModel

    public init(source: Source<ItemListModel>) {
        _model = source
    }

    public var body: some View {
        switch model {
        case .notLoaded(let notLoaded):
            VStack(spacing: 12) {
                if notLoaded.isLoading {
                    ProgressView()
                }
                if let message = notLoaded.errorMessage {
                    Text(message)
                        .foregroundStyle(.secondary)
                }
                if let load = notLoaded.load {
                    Button("Load items") {
                        load()
                    }
                }
            }
        case .loaded(let loaded):
            List {
                ForEach(loaded.items) { item in
                    Text(item.title)
                }
                .onDelete { offsets in
                    for offset in offsets {
                        loaded.remove(loaded.items[offset].id)
                    }
                }
                Button("Reload") {
                    loaded.reload()
                }
            }
        }
    }
}

struct ItemListView_Previews: PreviewProvider {
    static var previews: some View {
        ItemListView(source: Source(model: .loaded(.init(
            items: [Item(id: "1", title: "Notebook"), Item(id: "2", title: "Pencil")],
            reload: .placeholder(),
            remove: .placeholder()
        ))))
    }
}
#endif
