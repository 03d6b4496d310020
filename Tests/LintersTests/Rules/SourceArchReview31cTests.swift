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
}
