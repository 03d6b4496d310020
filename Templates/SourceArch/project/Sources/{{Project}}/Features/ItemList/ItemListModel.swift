import SourceArchitecture

/// The item list: not loaded yet (maybe loading, maybe failed) or loaded. Each state carries
/// only the Actions that make sense in it.
public enum ItemListModel {
    case notLoaded(NotLoaded)
    case loaded(Loaded)

    public struct NotLoaded {
        public let isLoading: Bool
        public let errorMessage: String?
        /// `nil` while loading.
        public let load: Action<Void>?
    }

    public struct Loaded {
        public let items: [Item]
        public let reload: Action<Void>
        public let remove: Action<Item.ID>
    }
}
