import Testing
@testable import Linters

/// Sobreiro findings of review 31c, as `path:line:column rule-id`: SwiftUI images, shapes and
/// containers in a view model (S6), and view models namespaced in other types (S2).
@Suite struct SobreiroReview31cTests: PresetLinting {
    static let states = ("Screens/States.swift", """
        enum ListViewState: ViewState {
            case empty
            static func == (a: Self, b: Self) -> Bool { true }
        }
        """)

    @Test func swiftUIImagesShapesAndContainersAreViewTypes() {
        #expect(Self.lint("sobreiro", [
            Self.states,
            ("Screens/ItemRow.swift", "import SwiftUI\nstruct ItemRow: View {\n    var body: some View { EmptyView() }\n}"),
            ("Screens/ListViewModel.swift", """
                import SwiftUI
                final class ListViewModel: ViewModel<ListViewState> {
                    func icon() -> SwiftUI.Image { SwiftUI.Image(systemName: "bell") }
                    func dot() -> some Shape { Circle() }
                    func row() -> ItemRow { ItemRow() }
                    var layout: ViewThatFits<EmptyView>?
                    var labeled: LabeledContent<Int, Int>?
                    var plain: Image?
                    var shapes: (Rectangle, RoundedRectangle, Capsule, Ellipse, UnevenRoundedRectangle, ContainerRelativeShape)?
                }
                """),
        ]) == [
            "Screens/ListViewModel.swift:3:28 view-models-reference-no-views",
            "Screens/ListViewModel.swift:3:44 view-models-reference-no-views",
            "Screens/ListViewModel.swift:4:24 view-models-reference-no-views",
            "Screens/ListViewModel.swift:4:32 view-models-reference-no-views",
            "Screens/ListViewModel.swift:5:19 view-models-reference-no-views",
            "Screens/ListViewModel.swift:5:29 view-models-reference-no-views",
            "Screens/ListViewModel.swift:6:17 view-models-reference-no-views",
            "Screens/ListViewModel.swift:6:30 view-models-reference-no-views",
            "Screens/ListViewModel.swift:7:18 view-models-reference-no-views",
            "Screens/ListViewModel.swift:8:16 view-models-reference-no-views",
            "Screens/ListViewModel.swift:9:18 view-models-reference-no-views",
            "Screens/ListViewModel.swift:9:29 view-models-reference-no-views",
            "Screens/ListViewModel.swift:9:47 view-models-reference-no-views",
            "Screens/ListViewModel.swift:9:56 view-models-reference-no-views",
            "Screens/ListViewModel.swift:9:65 view-models-reference-no-views",
            "Screens/ListViewModel.swift:9:89 view-models-reference-no-views",
        ])
    }

    @Test func theTreesOwnImageIsNoViewButSwiftUIsIs() {
        #expect(Self.lint("sobreiro", [
            Self.states,
            ("Screens/Platform.swift", "import UIKit\ntypealias Image = UIImage\nstruct Table { let name: String }"),
            ("Screens/ListViewModel.swift", """
                import SwiftUI
                final class ListViewModel: ViewModel<ListViewState> {
                    var icon: Image?
                    var table: Table?
                    var swiftUIIcon: SwiftUI.Image?
                }
                """),
        ]) == ["Screens/ListViewModel.swift:5:30 view-models-reference-no-views"])
    }

    @Test func aViewModelNestedInATypeOrAnExtensionIsNamedAsATopLevelOne() {
        #expect(Self.lint("sobreiro", [
            Self.states,
            ("Screens/VMs.swift", """
                enum Feature {
                    final class IPresenter: ViewModel<ListViewState> {}
                }
                extension Feature {
                    final class JPresenter: ViewModel<ListViewState> {}
                    final class ListViewModel: ViewModel<ListViewState> {
                        struct Loader {}
                    }
                }
                struct Outer {
                    final class KPresenter: ViewModel<ListViewState> {}
                }
                final class LPresenter: ViewModel<ListViewState> {}
                extension LPresenter { final class MPresenter: ViewModel<ListViewState> {} }
                """),
        ]).filter { $0.hasSuffix("view-model-naming") } == [
            "Screens/VMs.swift:2:17 view-model-naming",
            "Screens/VMs.swift:5:17 view-model-naming",
            "Screens/VMs.swift:11:17 view-model-naming",
            "Screens/VMs.swift:13:13 view-model-naming",
            "Screens/VMs.swift:14:36 view-model-naming",
        ])
    }
}
