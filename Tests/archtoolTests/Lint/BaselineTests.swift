import Foundation
import Testing

/// `--write-baseline`, `--baseline` and `--update-baseline`: adopting the linter on existing code.
@Suite struct BaselineTests {
    private func makeTree() throws -> TemporaryDirectory {
        let work = TemporaryDirectory("baseline")
        // Only the models are linted here, so the Repository that `single-repository` wants is not.
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Models"], "rules": { "single-repository": { "severity": "off" } } }"#)
        try work.write("Models/Book.swift", "struct Book {\n    let id = UUID()\n    let at = Date()\n}\n")
        return work
    }

    @Test func writeRecordsSortedEntriesOnePerLine() throws {
        let work = try makeTree()
        defer { work.remove() }
        #expect(runCLI(["lint", "--write-baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 0, out: "", err: "Recorded 2 findings in baseline.json\n"))
        #expect(work.read("baseline.json") == """
            {
              "version": 1,
              "entries": [
                {"path": "Models/Book.swift", "rule": "models-are-deterministic", "symbol": "Book.at", "token": "Date"},
                {"path": "Models/Book.swift", "rule": "models-are-deterministic", "symbol": "Book.id", "token": "UUID"}
              ]
            }

            """)
    }

    @Test func movedFindingsStayBaselinedAndFixedOnesAreStale() throws {
        let work = try makeTree()
        defer { work.remove() }
        _ = runCLI(["lint", "--write-baseline", "baseline.json"], directory: work.path)
        // Lines inserted above the findings: still covered.
        try work.write("Models/Book.swift", "// A book.\n\nstruct Book {\n    let title = \"\"\n    let id = UUID()\n    let at = Date()\n}\n")
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
        // A new finding is reported; a fixed one leaves a stale entry.
        try work.write("Models/Book.swift", "struct Book {\n    let id = UUID()\n    let copy = UUID()\n}\n")
        let result = runCLI(["lint", "--baseline", "baseline.json", "--strict"], directory: work.path)
        #expect(result == CLIResult(status: 1, out: """
            Models/Book.swift:3:16: warning: 'UUID(…)' is not allowed in Models [models-are-deterministic]
            baseline.json:4:5: warning: the baseline entry for 'models-are-deterministic' in Models/Book.swift matches nothing any more; run --update-baseline [stale-baseline-entry]

            """, err: "0 errors, 2 warnings in 1 file\n"))
        // --update-baseline removes the fixed entry and adds nothing.
        _ = runCLI(["lint", "--baseline", "baseline.json", "--update-baseline", "--quiet"], directory: work.path)
        #expect(work.read("baseline.json")?.contains("\"token\": \"Date\"") == false)
        #expect(work.read("baseline.json")?.components(separatedBy: "\"rule\"").count == 2)
    }

    @Test func aBrokenBaselineIsAConfigurationError() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("baseline.json", "{ \"entries\": [ {\"rule\": 1} ] }")
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: baseline.json:1:16: an entry needs a string 'rule'\n"))
        try work.write("baseline.json", "{ \"version\": 2, \"entries\": [] }")
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: baseline.json:1:14: unsupported baseline version; this archtool reads version 1\n"))
    }
}
