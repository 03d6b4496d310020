import ArchModel
import Testing
@testable import Linters

/// Every rule's examples are its tests: triggering examples produce findings exactly at their
/// `↓` markers, passing examples produce none, and the same code hidden in comments or strings
/// never triggers, while a multi-byte first line shifts nothing but the line.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let style: Style
        let rule: RuleSpec
        var testDescription: String { rule.id + " (" + style.id + ")" }
    }

    static let cases = Presets.allRules.map { Case(style: $0.style, rule: $0.rule) }

    /// A marked position: file path, line and UTF-8 column of the character after `↓`.
    struct Mark: Hashable, Comparable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int
        static func < (a: Mark, b: Mark) -> Bool { (a.path, a.line, a.column) < (b.path, b.line, b.column) }
        var description: String { "\(path):\(line):\(column)" }
    }

    /// The example's files without markers, and where the markers were.
    static func strip(_ example: RuleExample) -> ([(path: String, text: String)], [Mark]) {
        var files: [(String, String)] = []
        var marks: [Mark] = []
        for file in example.files {
            var lines: [String] = []
            for (index, line) in file.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var out = ""
                for character in line {
                    if character == "↓" {
                        marks.append(Mark(path: file.path, line: index + 1, column: out.utf8.count + 1))
                    } else {
                        out.append(character)
                    }
                }
                lines.append(out)
            }
            files.append((file.path, lines.joined(separator: "\n")))
        }
        return (files, marks.sorted())
    }

    static func findings(_ files: [(path: String, text: String)], _ testCase: Case) -> [Mark] {
        let preset = Presets.preset(for: testCase.style)
        return Linter.lint(sources: files, layers: preset.layers, rules: [testCase.rule]).findings
            .map { Mark(path: $0.path, line: $0.line, column: $0.column) }.sorted()
    }

    @Test(arguments: cases)
    func triggeringExamplesFindExactlyTheMarkers(_ testCase: Case) {
        #expect(!testCase.rule.triggering.isEmpty, "\(testCase.rule.id) has no triggering example")
        for example in testCase.rule.triggering {
            let (files, marks) = Self.strip(example)
            #expect(!marks.isEmpty, "\(testCase.rule.id): a triggering example without a ↓ marker")
            #expect(Self.findings(files, testCase) == marks, "\(testCase.rule.id): \(files.map(\.text))")
        }
    }

    @Test(arguments: cases)
    func passingExamplesFindNothing(_ testCase: Case) {
        #expect(!testCase.rule.passing.isEmpty, "\(testCase.rule.id) has no passing example")
        for example in testCase.rule.passing {
            let (files, marks) = Self.strip(example)
            #expect(marks.isEmpty)
            #expect(Self.findings(files, testCase) == [], "\(testCase.rule.id): \(files.map(\.text))")
        }
    }

    @Test(arguments: cases)
    func codeInCommentsAndStringsNeverTriggers(_ testCase: Case) {
        for example in testCase.rule.triggering {
            let (files, _) = Self.strip(example)
            let wrappers: [(String) -> String] = [
                { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n") },
                { "/*\n" + $0 + "\n*/" },
                { "let text = \"\"\"\n" + $0 + "\n\"\"\"" },
                { "let text = \"" + $0.replacingNewlines + "\"" },
            ]
            // Hidden code counts as no code: the findings are those of the same files left empty
            // (none, except for a rule that reports something missing, such as `single-repository`).
            let empty = Self.findings(files.map { ($0.path, "") }, testCase)
            for (index, wrap) in wrappers.enumerated() {
                let hidden = files.map { ($0.path, wrap($0.text)) }
                #expect(Self.findings(hidden, testCase) == empty, "\(testCase.rule.id), wrapper \(index)")
            }
        }
    }

    @Test(arguments: cases)
    func aMultiByteFirstLineShiftsOnlyTheLine(_ testCase: Case) {
        for example in testCase.rule.triggering {
            let (files, marks) = Self.strip(example)
            let shifted = files.map { ($0.path, "// 😀 émoji prefix\n" + $0.text) }
            let expected = marks.map { Mark(path: $0.path, line: $0.line + 1, column: $0.column) }
            #expect(Self.findings(shifted, testCase) == expected, "\(testCase.rule.id)")
        }
    }

    @Test func ruleIdsAreKebabCaseAndCodesNumberTheCatalogueWithoutGaps() {
        for style in Style.all {
            let rules = Presets.preset(for: style).rules
            #expect(Set(rules.map(\.id)).count == rules.count, "\(style.id): duplicate rule ids")
            for rule in rules {
                #expect(!rule.id.isEmpty && rule.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.id)")
            }
            let prefix = ["sourcearch": "SA", "puddles": "P", "sobreiro": "S", "vidrep": "V", "huddle": "H"][style.id]!
            #expect(rules.map(\.code) == rules.indices.map { "\(prefix)\($0 + 1)" }, "\(style.id): codes out of catalogue order")
        }
    }
}

private extension String {
    /// Single-line string content: newlines become `\n` escapes, quotes and backslashes escaped.
    var replacingNewlines: String {
        var out = ""
        for character in self {
            switch character {
            case "\n": out += "\\n"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.append(character)
            }
        }
        return out
    }
}
