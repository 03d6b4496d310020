import Testing
@testable import Linters

/// SourceArchitecture findings of review 31c, as `path:line:column rule-id`: classes nested in a
/// Renderer's extension (SA2), optional and array models (SA8, SA9, SA14, SA15), and an
/// `@Observable` class reached through a static property in `@State` (SA11).
@Suite struct SourceArchReview31cTests: PresetLinting {
    @Test func aClassNestedInAnExtensionOfARendererIsNoRendererByNesting() {
        #expect(Self.lint("sourcearch", [
            ("Features/ItemListModel.swift", "struct ItemListModel { let titles: [String] }"),
            ("Features/ItemListViewController.swift", """
                import UIKit
                final class ItemListViewController: UIViewController, Renderer {
                    @Source var model: ItemListModel
                    func render() {}
                }
                extension ItemListViewController {
                    final class DataSource: NSObject, UITableViewDataSource {}
                    final class Header: UIView, Renderer {
                        @Source var model: ItemListModel
                    }
                }
                """),
            ("Features/MapView.swift", "import SwiftUI\nstruct MapView: View, Renderer {\n    @Source var model: ItemListModel\n    var body: some View { EmptyView() }\n}"),
            ("Features/MapView+Coordinator.swift", "extension MapView {\n    final class Coordinator: NSObject {}\n}"),
        ]).filter { $0.hasSuffix("class-renderer-renders") } == ["Features/ItemListViewController.swift:8:17 class-renderer-renders"])
    }

    @Test func optionalAndArrayModelsAreModelsAsThePlainOneIs() {
        #expect(Self.lint("sourcearch", [
            ("Features/SelectionModel.swift", "import SwiftUI\nstruct SelectionModel {\n    var selectedID: Int?\n    let select: Action<Int>\n}"),
            ("Features/SelectionSource.swift", "final class SelectionSource: SourceOf<SelectionModel?> {\n    var initialModel: SelectionModel? { nil }\n}"),
            ("Features/Models.swift", """
                final class OptModel {}
                final class Opt2Model {}
                final class ArrModel {}
                final class NestedModel {}
                struct PreviewModel {
                    static let source = OptSource()
                }
                final class PlainModel {}
                """),
            ("Features/Sources.swift", """
                final class OptSource: SourceOf<OptModel?> {}
                final class Opt2Source: SourceOf<Optional<Opt2Model>> {}
                final class ArrSource: ComposedSource<[ArrModel]> {}
                final class NestedSource: SourceOf<[NestedModel?]?> {}
                final class PreviewSource: SourceOf<[PreviewModel]> {}
                final class DictionarySource: SourceOf<[String: PlainModel]> {}
                """),
        ]).filter { !$0.hasSuffix("source-declares-initial-model") } == [
            "Features/Models.swift:1:13 models-are-values",
            "Features/Models.swift:2:13 models-are-values",
            "Features/Models.swift:3:13 models-are-values",
            "Features/Models.swift:4:13 models-are-values",
            "Features/Models.swift:6:25 models-create-no-sources",
            "Features/SelectionModel.swift:1:8 sources-import-no-ui",
            "Features/SelectionModel.swift:3:9 model-properties-immutable",
        ])
    }

    @Test func anOptionalModelThroughAGenericBaseSourceIsAModel() {
        #expect(Self.lint("sourcearch", [
            ("Features/NewsModel.swift", "final class NewsModel {}"),
            ("Features/NewsSource.swift", "class LoadingSource<Model>: SourceOf<Model> {}\nfinal class NewsSource: LoadingSource<NewsModel?> {}"),
        ]).filter { $0.hasSuffix("models-are-values") } == ["Features/NewsModel.swift:1:13 models-are-values"])
    }

    @Test func anObservableClassInStateThroughAStaticPropertyIsOwnedState() {
        #expect(Self.lint("sourcearch", [
            ("Features/CounterStore.swift", "@Observable final class CounterStore {\n    static let shared = CounterStore()\n    static let count = 0\n    var count = 0\n}"),
            ("Features/CounterModel.swift", "struct CounterModel { let count: Int }"),
            ("Features/CounterView.swift", """
                import SwiftUI
                struct CounterView: View, Renderer {
                    @Source var model: CounterModel
                    @State private var store = CounterStore.shared
                    @State private var fresh = CounterStore()
                    @State private var start = CounterStore.count
                    @State private var total = CounterStore.shared.count
                    var body: some View { Text("\\(store.count)") }
                }
                """),
        ]) == ["Features/CounterView.swift:4:6 renderers-create-no-sources", "Features/CounterView.swift:5:6 renderers-create-no-sources"])
    }
}
