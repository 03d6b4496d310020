import ArchModel
import Testing
@testable import Linters

/// S5 `stateful-views-subscribe`: a view judged by the code of all its files is reported at its
/// declaration with those files as related files, so a partial lint of the extension that
/// breaks it (`lint --staged`, `lint <file>`) reports it (reviews 32e item 1, 32g items 1 and 6).
@Suite struct StatefulViewsSubscribeRuleTests {
    static let sources: [(path: String, text: String)] = [
        (path: "Screens/ProfileViewController.swift", text: "final class ProfileViewController: UIViewController {\n    let viewModel = ProfileViewModel()\n}\n"),
        (path: "Screens/ProfileViewController+Rendering.swift", text: """
            extension ProfileViewController: StatefulView {
                func render(state: ProfileViewState) {}
            }

            """),
        (path: "Screens/WalletViewController.swift", text: "final class WalletViewController: BindingViewController, StatefulView {\n    func render(state: ProfileViewState) {}\n}\n"),
        (path: "Screens/BindingViewController.swift", text: "class BindingViewController: UIViewController {\n    func bind() {}\n}\n"),
        (path: "Screens/ProfileViewModel.swift", text: "final class ProfileViewModel: ViewModel<ProfileViewState> {}\nenum ProfileViewState: ViewState, Equatable { case idle }\n"),
    ]

    static func findings(reported: Set<String>? = nil) -> [String] {
        let preset = Presets.preset(for: Style.named("sobreiro")!)
        let rules = preset.rules.filter { $0.id == "stateful-views-subscribe" }
        return Linter.lint(sources: sources, layers: preset.layers, rules: rules, reported: reported).findings
            .map { "\($0.path):\($0.line):\($0.column) \($0.relatedPaths)" }
    }

    @Test func aViewIsReportedWithTheFilesThatMakeIt() {
        let profile = "Screens/ProfileViewController.swift:1:13 [\"Screens/ProfileViewController+Rendering.swift\"]"
        let wallet = "Screens/WalletViewController.swift:1:13 []"
        #expect(Self.findings() == [profile, wallet])
        // The extension that dropped the subscribe, linted alone (as `--staged` lints it), reports the view.
        #expect(Self.findings(reported: ["Screens/ProfileViewController+Rendering.swift"]) == [profile])
        // Not the base class's file: an edit there (a comment's) would report every old finding of
        // the views under it (review 32h item 1); the whole-tree lint judges them.
        #expect(Self.findings(reported: ["Screens/BindingViewController.swift"]) == [])
        // A file of neither reports nothing of theirs.
        #expect(Self.findings(reported: ["Screens/ProfileViewModel.swift"]) == [])
    }
}
