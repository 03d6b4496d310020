import ArchModel
import Linters
import Testing

/// `--format xcode`: one line per finding, even when a message has a line break.
@Suite struct XcodeReporterTests {
    @Test func xcodeKeepsEveryFindingOnOneLine() {
        #expect(XcodeReporter.render(ReporterFixture.findings) == #"""
            Sources/Bad.swift:1:1: error: the file is not Swift text: invalid UTF-8; it was not linted [file-unreadable]
            Sources/Café, Models/Book:1 100%.swift:2:14: warning: 'UUID(…)' is not allowed in Models [models-are-deterministic]
            Sources/Views/<A&B> "Home".swift:3:5: error: 'AppRepository' belongs to Repositories, which Scenes may not use: 100% sure [scenes-depend-on-ports]
            Sources/Views/<A&B> "Home".swift:9:5: error: 'AppRepository' belongs to Repositories, which Scenes may not use: 100% sure [scenes-depend-on-ports]

            """#)
    }
}
