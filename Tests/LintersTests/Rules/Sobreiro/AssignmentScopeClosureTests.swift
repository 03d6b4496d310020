import ArchModel
import Testing
@testable import Linters

/// S3 `state-written-in-write` and S4 `state-owned-by-view-model` (assignment-scope): the
/// innermost `write`/`update` call around an assignment is found by an index of the file's
/// calls (`AssignmentScopeRule.ClosureIndex`), and another value's property by the receiver's
/// names read in one pass. These findings are those of the linear scans they replaced.
@Suite struct AssignmentScopeClosureTests {
    static func findings(_ sources: [(path: String, text: String)]) -> [String] {
        let preset = Presets.preset(for: Style.named("sobreiro")!)
        let rules = preset.rules.filter { $0.id == "state-written-in-write" || $0.id == "state-owned-by-view-model" }
        return Linter.lint(sources: sources, layers: preset.layers, rules: rules).findings
            .map { "\($0.path):\($0.line):\($0.column) \($0.message)" }
    }

    static let inside = "'state' may not be assigned inside 'update { … }'"
    static let outside = "'state' may be assigned only inside 'write { … }'"

    /// Nested closures (the innermost listed call decides, other closures are looked through),
    /// assignments right at a closure's braces or just after it, arguments and trailing closures,
    /// calls on `self` (counted) and on another value (not), chains of calls inside closures.
    @Test func theInnermostWriteOrUpdateDecides() {
        let text = """
            enum ListViewState: ViewState { case a, b, c }
            final class ListViewModel: ViewModel<ListViewState> {
                var items: [Int] = []
                let other = ListViewModel()
                func nested() {
                    write { update { state = .a } }
                    update { write { state = .a } }
                    write { items.forEach { _ in state = .a } }
                    update { items.map { $0 }.forEach { _ in state = .a } }
                    write { }; state = .a
                    write {state = .a}
                    update {state = .b}
                    write(animated: true) { state = .a }
                    write(block: { state = .a })
                    update(block: { state = .c }) { state = .a }
                    self.write { state = .a }
                    other.write { state = .b }
                    write { other.update { state = .a } }
                    write { state = .a; update { state = .b }; state = .c }
                    write { items.append(1) }.update { state = .c }
                    update { write { }; state = .b; write { state = .a } }
                    write { state.append(1); update { state.append(2) } }
                }
                func multiline() {
                    update {
                        write {
                            state = .a
                        }
                        state = .b
                    }
                    state = .c
                }
            }

            """
        let path = "Screens/ListViewModel.swift"
        #expect(Self.findings([(path, text)]) == [
            "\(path):6:26 \(Self.inside)", "\(path):9:50 \(Self.inside)", "\(path):10:20 \(Self.outside)",
            "\(path):12:17 \(Self.inside)", "\(path):15:25 \(Self.inside)", "\(path):15:41 \(Self.inside)",
            "\(path):17:23 \(Self.outside)", "\(path):19:38 \(Self.inside)", "\(path):20:44 \(Self.outside)",
            "\(path):21:29 \(Self.inside)", "\(path):22:43 \(Self.inside)", "\(path):29:13 \(Self.inside)",
            "\(path):31:9 \(Self.outside)",
        ])
    }

    /// Unbalanced brackets: ranges that end at a stray `)` or run on, as the scanner made them.
    @Test func unbalancedClosuresDecideAsBefore() {
        let text = """
            final class BrokenViewModel: ViewModel<ListViewState> {
                func f() {
                    update { state = .a
                    write { state = .b }
                    write(block: { state = .c )
                    state = .a }
                    update(block: { state = .c ) }
                    state = .b
                }
            }

            """
        let path = "Screens/BrokenViewModel.swift"
        #expect(Self.findings([(path, text)]).filter { !$0.contains("not valid Swift") } == [
            "\(path):3:18 \(Self.inside)", "\(path):7:25 \(Self.inside)", "\(path):8:9 \(Self.inside)",
        ])
    }

    /// Another value's `state` at the end of chains of members and calls (a call's receiver is
    /// the whole chain before it).
    @Test func anotherValuesStateAtTheEndOfAChain() {
        let text = """
            final class ListViewController: UIViewController {
                let viewModel: ListViewModel
                func go() {
                    viewModel.state = .a
                    self.viewModel.state = .a
                    make().first?.child.state = .a
                    items.filter { $0 }.map { $0 }.state.append(1)
                    viewModel.render().state.title.append("x")
                    self.a.b.c.d.e.f.state = .b
                    state.state = .c
                    Text("x").padding(1).padding(2).state.padding(3).state = .b
                }
            }

            """
        let path = "Screens/ListViewController.swift"
        let assigned = ["viewModel.state", "viewModel.state", "make().first?.child.state", "items.filter { … }.map { … }.state",
                        "viewModel.render().state", "a.b.c.d.e.f.state", "state.state", "Text(…).padding(…).padding(…).state"]
        let places = ["4:19", "5:24", "6:29", "7:40", "8:28", "9:26", "10:15", "11:41"]
        let viewModel = "enum ListViewState: ViewState { case a }\nfinal class ListViewModel: ViewModel<ListViewState> {}\n"
        #expect(Self.findings([(path, text), ("Screens/ListViewModel.swift", viewModel)]) == zip(places, assigned).map { "\(path):\($0) '\($1)' may not be assigned" })
    }
}
