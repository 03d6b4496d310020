import SourceArchitecture

/// Vends the item list to whoever renders it.
@MainActor
public protocol ItemListDependency {
    var itemListSource: Source<ItemListModel> { get }
}
