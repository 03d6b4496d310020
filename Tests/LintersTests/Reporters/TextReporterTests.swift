import ArchModel
@testable import Linters
import Testing

/// `--format text`: compiler-shaped lines, one per finding (a line break in a message or a
/// path is a space, so no finding can pass for two).
@Suite struct TextReporterTests {
    @Test func textIsOneCompilerShapedLinePerFinding() {
        #expect(TextReporter.render(ReporterFixture.findings) == #"""
            Sources/Bad.swift:1:1: error: the file is not Swift text: invalid UTF-8; it was not linted [file-unreadable]
            Sources/Café, Models/Book:1 100%.swift:2:14: warning: 'UUID(…)' is not allowed in Models [models-are-deterministic]
            Sources/Views/<A&B> "Home".swift:3:5: error: 'AppRepository' belongs to Repositories, which Scenes may not use: 100% sure [scenes-depend-on-ports]
            Sources/Views/<A&B> "Home".swift:9:5: error: 'AppRepository' belongs to Repositories, which Scenes may not use: 100% sure [scenes-depend-on-ports]

            """#)
    }

    @Test func lineBreaksAndControlCharactersCannotForgeOrColourFindings() {
        #expect(TextReporter.oneLine("a\r\nb\nc\u{1B}[31md\te") == "a b c\u{FFFD}[31md\te")
    }
}
