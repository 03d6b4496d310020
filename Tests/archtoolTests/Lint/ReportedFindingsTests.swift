import Linters
import Testing
@testable import archtool

/// `lint --staged` and `--changed` keep the findings of the reported files, and the
/// `file-unreadable` of any file that changed on disk while it was linted (its declarations
/// were context for the reported files' findings).
@Suite struct ReportedFindingsTests {
    @Test func aContextFileThatChangedIsKept() {
        func finding(_ path: String, _ rule: String) -> Finding {
            Finding(path: path, line: 1, column: 1, severity: .error, rule: rule, message: "m")
        }
        let findings = [
            finding("Sources/A.swift", "scenes-mutate-nothing"),
            finding("Sources/B.swift", "scenes-mutate-nothing"),
            finding("Sources/B.swift", Linter.unreadableRule),
            finding("Sources/C.swift", Linter.unreadableRule),
            finding("Package.swift", Linter.unreadableRule),
        ]
        let kept = LintCommand.kept(findings, reported: ["Sources/A.swift"], changedFiles: ["Sources/B.swift", "Package.swift"])
        #expect(kept.map { "\($0.path) \($0.rule)" } == [
            "Sources/A.swift scenes-mutate-nothing", "Sources/B.swift file-unreadable", "Package.swift file-unreadable",
        ])
    }
}
