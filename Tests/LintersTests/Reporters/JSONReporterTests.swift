import ArchModel
import Linters
import Testing

/// `--format json`: the stable version-1 schema.
@Suite struct JSONReporterTests {
    @Test func jsonEscapesQuotesAndLineBreaks() {
        #expect(JSONReporter.render(ReporterFixture.findings, files: ReporterFixture.files) == #"""
            {
              "version": 1,
              "findings": [
                {"path": "Sources/Bad.swift", "line": 1, "column": 1, "severity": "error", "rule": "file-unreadable", "message": "the file is not Swift text: invalid UTF-8; it was not linted"},
                {"path": "Sources/Café, Models/Book:1 100%.swift", "line": 2, "column": 14, "severity": "warning", "rule": "models-are-deterministic", "message": "'UUID(…)' is not allowed in Models"},
                {"path": "Sources/Views/<A&B> \"Home\".swift", "line": 3, "column": 5, "severity": "error", "rule": "scenes-depend-on-ports", "message": "'AppRepository' belongs to Repositories,\nwhich Scenes may not use: 100% sure"},
                {"path": "Sources/Views/<A&B> \"Home\".swift", "line": 9, "column": 5, "severity": "error", "rule": "scenes-depend-on-ports", "message": "'AppRepository' belongs to Repositories,\nwhich Scenes may not use: 100% sure"}
              ],
              "files": 3
            }

            """#)
    }
}
