import ArchModel
import Testing
@testable import Linters

/// In-code suppressions and config exceptions, on ViDRep's `models-are-deterministic` (V14):
/// `UUID()` in a Models file is a warning.
@Suite struct SuppressionTests {
    let preset = Presets.preset(for: Style.named("vidrep")!)

    func lint(_ source: String, requireReason: Bool = false, configure: (inout RuleSpec) -> Void = { _ in }) -> [String] {
        let rules = preset.rules.map { rule -> RuleSpec in
            var rule = rule
            configure(&rule)
            return rule
        }
        // The project's Repository (`single-repository` wants exactly one) beside the linted file.
        let repository = ("Repositories/AppRepository.swift", "final class AppRepository {}\n")
        return Linter.lint(sources: [("Models/Book.swift", source), repository], layers: preset.layers, rules: rules,
                           requireSuppressionReason: requireReason)
            .findings.map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.rule) \($0.message)" }
    }

    /// Symbols and tokens (for baselines) are filled only when asked for; the findings are the same.
    @Test func annotatingAddsSymbolsOnly() {
        let sources = [("Models/Book.swift", "struct Book {\n    let id = UUID()\n    let other = UUID()\n}"),
                       ("Repositories/AppRepository.swift", "final class AppRepository {}\n")]
        let annotated = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules).findings
        let plain = Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules, annotates: false).findings
        #expect(annotated.map { "\($0.line):\($0.column) \($0.symbol) \($0.token)" } == ["2:14 Book.id UUID", "3:17 Book.other UUID"])
        #expect(plain.map { "\($0.line):\($0.column) \($0.symbol) \($0.token)" } == ["2:14  ", "3:17  "])
        #expect(plain.map { "\($0.path) \($0.rule) \($0.message)" } == annotated.map { "\($0.path) \($0.rule) \($0.message)" })
    }

    /// A single-instance rule's second type is the one the team set aside (suppressed, excepted
    /// or excluded) wherever its file sorts: the real one is never reported in its stead.
    @Test func theTypeSetAsideIsTheSecondOne() {
        func findings(_ demo: String, path: String = "Debug/DemoRepository.swift", configure: (inout RuleSpec) -> Void = { _ in }) -> [String] {
            let rules = preset.rules.map { rule -> RuleSpec in
                var rule = rule
                if rule.id == "single-repository" { configure(&rule) }
                return rule
            }
            return Linter.lint(sources: [(path, demo), ("Store/AppRepository.swift", "final class AppRepository {}\n")],
                               layers: preset.layers, rules: rules).findings.map { "\($0.path):\($0.line) \($0.rule) \($0.message)" }
        }
        let suppressed = "// archtool:disable:next single-repository -- the demo build's stand-in\nfinal class DemoRepository {}\n"
        #expect(findings(suppressed) == [])
        #expect(findings(suppressed, path: "ZDebug/DemoRepository.swift") == [])
        #expect(findings("final class DemoRepository {}\n") == [
            "Store/AppRepository.swift:1 single-repository 'AppRepository' is a second type in layer Repositories; the first is 'DemoRepository' in Debug/DemoRepository.swift",
        ])
        #expect(findings("final class DemoRepository {}\n") { $0.exceptTypes = ["DemoRepository"] } == [])
        #expect(findings("final class DemoRepository {}\n") { $0.exclude = ["Debug/**"] } == [])
        // Every form of except-types the exceptions take: a type around it, through its module.
        #expect(findings("enum Legacy {\n    final class DemoRepository {}\n}\n") { $0.exceptTypes = ["Legacy"] } == [])
        #expect(findings("enum Legacy {\n    final class DemoRepository {}\n}\n") { $0.exceptTypes = ["Legacy.DemoRepository"] } == [])
        #expect(findings("final class DemoRepository {}\n") { $0.exceptTypes = ["Shop.DemoRepository"] } == [])
    }

    @Test func withoutDirectivesTheFindingStands() {
        #expect(lint("struct Book {\n    let id = UUID()\n}") == ["2:14 warning models-are-deterministic 'UUID(…)' is not allowed in Models"])
    }

    @Test func disableNextCoversTheNextLineOfCode() {
        #expect(lint("struct Book {\n    // archtool:disable:next models-are-deterministic -- ids are random by design\n\n    let id = UUID()\n    let other = UUID()\n}")
            == ["5:17 warning models-are-deterministic 'UUID(…)' is not allowed in Models"])
    }

    /// The dash text substitution makes of `--` (em or en dash between spaces) starts the reason
    /// too, instead of every word of the reason reading as a rule id.
    @Test(arguments: ["\u{2014}", "\u{2013}"])
    func aTypographicDashStartsTheReason(dash: String) {
        #expect(lint("struct Book {\n    // archtool:disable:next models-are-deterministic \(dash) migrating in #123\n    let id = UUID()\n}",
                     requireReason: true) == [])
    }

    /// Attributes on their own lines belong to the declaration below them: `disable:next`
    /// above them covers it.
    @Test func disableNextCoversTheDeclarationUnderItsAttributes() {
        let source = """
            struct Book {
                // archtool:disable:next models-are-deterministic -- fixture ids
                @Attribute(.unique, originalName: "x")
                @Transient
                var id = UUID()
                let other = UUID()
            }
            """
        #expect(lint(source) == ["6:17 warning models-are-deterministic 'UUID(…)' is not allowed in Models"])
    }

    @Test func disableThisCoversItsOwnLine() {
        #expect(lint("struct Book {\n    let id = UUID() // archtool:disable:this models-are-deterministic\n}") == [])
    }

    @Test func aRangeEndsAtEnable() {
        let source = """
            struct Book {
                // archtool:disable models-are-deterministic
                let a = UUID()
                let b = UUID()
                // archtool:enable models-are-deterministic
                let c = UUID()
            }
            """
        #expect(lint(source) == ["6:13 warning models-are-deterministic 'UUID(…)' is not allowed in Models"])
    }

    @Test func disableFileAndSeveralIds() {
        #expect(lint("// archtool:disable-file scenes-mutate-nothing, models-are-deterministic\nstruct Book {\n    let id = UUID()\n}")
            == ["1:1 warning unused-suppression the suppression of 'scenes-mutate-nothing' suppresses nothing; remove it"])
    }

    @Test func directivesInStringsDoNotCount() {
        #expect(lint("struct Book {\n    let id = UUID(); let s = \"// archtool:disable:this models-are-deterministic\"\n}")
            == ["2:14 warning models-are-deterministic 'UUID(…)' is not allowed in Models"])
    }

    @Test func unknownRuleUnusedAndMalformedDirectivesAreFindings() {
        let source = """
            // archtool:disable:next no-such-rule
            struct Book {}
            // archtool:disable:next models-are-deterministic
            struct Author {}
            // archtool:enable models-are-deterministic
            // archtool:disabel models-are-deterministic
            // archtool:disable:next V11 -- a code, not an id
            struct Shelf {}
            // archtool:disable:next models-are-determinstic -- a typo
            struct Series {}
            """
        #expect(lint(source) == [
            "1:1 error invalid-suppression unknown rule 'no-such-rule' in a suppression",
            "3:1 warning unused-suppression the suppression of 'models-are-deterministic' suppresses nothing; remove it",
            "5:1 error invalid-suppression 'archtool:enable models-are-deterministic' has no matching 'archtool:disable'",
            "6:1 error invalid-suppression unknown directive 'archtool:disabel'; use disable:next, disable:this, disable, enable or disable-file",
            "7:1 error invalid-suppression unknown rule 'V11' in a suppression. V11 is the code of 'navigation-in-routers'; rules are named by id.",
            "9:1 error invalid-suppression unknown rule 'models-are-determinstic' in a suppression. Did you mean 'models-are-deterministic'?",
        ])
    }

    @Test func aReasonCanBeRequired() {
        let source = "struct Book {\n    let id = UUID() // archtool:disable:this models-are-deterministic\n    let other = UUID() // archtool:disable:this models-are-deterministic -- fixtures\n}"
        #expect(lint(source, requireReason: true) == [
            "2:14 warning models-are-deterministic 'UUID(…)' is not allowed in Models",
            "2:21 error invalid-suppression a suppression needs a reason after '--'; without one it suppresses nothing",
        ])
    }

    /// A directive whose finding the config already drops (`exclude`, `except-types`) is not
    /// reported as unused: the rule found something there; `"off"` behaves the same way.
    @Test func aDirectiveCoveringAnExceptedFindingIsNotUnused() {
        let source = "struct Book {\n    let id = UUID() // archtool:disable:this models-are-deterministic -- fixtures\n}"
        #expect(lint(source) { if $0.id == "models-are-deterministic" { $0.exclude = ["Models/**"] } } == [])
        #expect(lint(source) { if $0.id == "models-are-deterministic" { $0.exceptTypes = ["Book"] } } == [])
        #expect(lint(source) { if $0.id == "models-are-deterministic" { $0.severity = .off } } == [])
        #expect(lint("struct Book {\n    let id = 1 // archtool:disable:this models-are-deterministic\n}") {
            if $0.id == "models-are-deterministic" { $0.exclude = ["Models/**"] }
        } == ["2:16 warning unused-suppression the suppression of 'models-are-deterministic' suppresses nothing; remove it"])
    }

    @Test func configExceptionsByFileAndByType() {
        let source = "struct Book {\n    let id = UUID()\n}\nstruct Author {\n    let id = UUID()\n}"
        #expect(lint(source) { if $0.id == "models-are-deterministic" { $0.exclude = ["Models/**"] } } == [])
        #expect(lint(source) { if $0.id == "models-are-deterministic" { $0.exceptTypes = ["Book"] } }
            == ["5:14 warning models-are-deterministic 'UUID(…)' is not allowed in Models"])
        // A finding about the whole project is placed at the first file, which no exception of
        // files or types stands for (review 33e item 8).
        let noRepository = Linter.lint(sources: [("Models/Book.swift", "struct Book {}\n")], layers: preset.layers, rules: preset.rules.map { rule in
            var rule = rule
            if rule.id == "single-repository" { rule.exclude = ["Models/**"]; rule.exceptTypes = ["Book"] }
            return rule
        }).findings
        #expect(noRepository.map { "\($0.path):\($0.line):\($0.column) \($0.rule)" } == ["Models/Book.swift:1:1 single-repository"])
    }

    /// A `forbidden-imports` finding is on the `import` line, outside every type: the rule's
    /// `except-types` leave their types out of what puts the file in scope (review 33c item 3),
    /// and a directive over such an import is not unused, as over any finding they drop.
    @Test func exceptTypesCoverTheImportsOfTheirFiles() {
        let rules = preset.rules.map { rule -> RuleSpec in
            var rule = rule
            if rule.id == "dispatchers-use-no-views" { rule.exceptTypes = ["LegacyDispatcher"] }
            return rule
        }
        let findings = Linter.lint(sources: [
            ("Dispatchers/LegacyDispatcher.swift", "import SwiftUI\nfinal class LegacyDispatcher {\n    func tint() -> Color { .red }\n}\n"),
            ("Dispatchers/OldDispatcher.swift", "// archtool:disable:next dispatchers-use-no-views -- migrating\nimport SwiftUI\nextension LegacyDispatcher {}\n"),
            ("Dispatchers/Mixed.swift", "import SwiftUI\nextension LegacyDispatcher {}\nfinal class CartDispatcher {}\n"),
            ("Repositories/AppRepository.swift", "final class AppRepository {}\n"),
        ], layers: preset.layers, rules: rules).findings
        #expect(findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule) \($0.message)" } == [
            "Dispatchers/Mixed.swift:1:8 dispatchers-use-no-views this file declares 'CartDispatcher', which belongs to Dispatchers, so it may not import 'SwiftUI'",
        ])
    }

    /// Files whose bytes never spell `archtool:` are not parsed for directives at all; the
    /// check must find the marker wherever it is, and only the whole marker.
    @Test(arguments: [("archtool:", true), ("x archtool:", true), ("// archtool", false), ("archtool;archtool:", true),
                      ("archtoo:", false), ("", false), ("aaaaarchtool:", true)])
    func markerCheck(text: String, found: Bool) {
        #expect(Suppression.mentionsMarker(Array(text.utf8)) == found)
    }

    /// Two files whose names differ only in Unicode normalization (`é` as one scalar, or `e`
    /// and a combining accent) are two files: each keeps its finding (a `Set` of findings,
    /// whose `String` paths compare normalized, kept one), and a baseline entry of one does not
    /// hide the other's.
    @Test func namesThatDifferOnlyInNormalizationAreTwoFiles() {
        let composed = "Models/Caf\u{E9}.swift", decomposed = "Models/Cafe\u{301}.swift"
        let preset = Presets.preset(for: Style.named("vidrep")!)
        let findings = Linter.lint(sources: [(composed, "struct Book {\n    let id = UUID()\n}\n"),
                                             (decomposed, "struct Book {\n    let id = UUID()\n}\n"),
                                             ("Repositories/AppRepository.swift", "final class AppRepository {}\n")],
                                   layers: preset.layers, rules: preset.rules).findings
        #expect(findings.map { Array($0.path.utf8) } == [Array(decomposed.utf8), Array(composed.utf8)])
        let baseline = Baseline(findings: findings.filter { $0.path.utf8.elementsEqual(composed.utf8) })
        #expect(baseline.filter(findings).new.map { Array($0.path.utf8) } == [Array(decomposed.utf8)])
    }
}
