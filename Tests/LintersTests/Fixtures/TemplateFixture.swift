import ArchModel
import Foundation
import Testing
@testable import Linters

/// A style's skeleton rendered in memory as project `Demo`: the fixture app of that style.
///
/// Only the files its `.archtool.json` selects are kept, so the fixture is linted exactly as
/// `archtool lint` lints a fresh project.
struct TemplateFixture {
    let style: Style
    var files: [String: String]

    init(_ style: Style) throws {
        self.style = style
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates/\(style.templateFolder)/project")
        let variables = ["{{Project}}": "Demo", "{{project}}": "demo", "{{project_snake}}": "demo"]
        func render(_ text: String) -> String {
            variables.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        }
        var all: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let next = walker?.nextObject() as? String {
            guard let data = FileManager.default.contents(atPath: root.path + "/" + next) else { continue }
            all[render(next)] = render(String(decoding: data, as: UTF8.self))
        }
        let config = try ConfigurationParser(path: ".archtool.json", presets: { Presets.preset(for: $0) })
            .parse(Array((all[".archtool.json"] ?? "").utf8))
        files = all.filter { path, _ in
            path.hasSuffix(".swift") && path != "Package.swift"
                && (config.include.isEmpty || config.include.contains { $0.matches(path) })
                && !config.exclude.contains { $0.matches(path) }
        }
    }

    func lint(_ files: [String: String]? = nil, reported: Set<String>? = nil) -> [Finding] {
        let preset = Presets.preset(for: style)
        let sources = (files ?? self.files).sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
        return Linter.lint(sources: sources, layers: preset.layers, rules: preset.rules, reported: reported).findings
    }
}

/// One planted violation: replace `find` (which must occur exactly once) in `file` with `replace`;
/// lint must then report `rule` in that file on a line of the replaced text.
struct PlantedViolation: CustomTestStringConvertible, Sendable {
    var rule: String
    var file: String
    var find: String
    var replace: String
    /// For a violation made by deleting code: the finding may be anywhere in the file.
    var anywhereInFile = false

    var testDescription: String { rule }

    func check(in fixture: TemplateFixture) {
        guard let original = fixture.files[file] else {
            Issue.record("\(rule): no file \(file) in the \(fixture.style.id) fixture")
            return
        }
        let parts = original.components(separatedBy: find)
        guard parts.count == 2 else {
            Issue.record("\(rule): '\(find)' occurs \(parts.count - 1) times in \(file)")
            return
        }
        let firstLine = parts[0].filter { $0 == "\n" }.count + 1
        let lastLine = firstLine + max(replace.filter { $0 == "\n" }.count, find.filter { $0 == "\n" }.count)
        var files = fixture.files
        files[file] = parts[0] + replace + parts[1]
        let all = fixture.lint(files)
        let findings = all.filter { $0.rule == rule }
        #expect(findings.contains { $0.path == file && (anywhereInFile || (firstLine...lastLine).contains($0.line)) },
                "\(rule) not reported in \(file):\(firstLine)-\(lastLine); got \(findings.map { "\($0.path):\($0.line)" })")
        // `lint --staged` with only this file staged skims the others: same findings in this file.
        #expect(fixture.lint(files, reported: [file]).filter { $0.path == file } == all.filter { $0.path == file },
                "\(rule): the findings in \(file) differ when only it is reported (the others skimmed)")
    }
}
