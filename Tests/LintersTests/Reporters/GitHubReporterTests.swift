import ArchModel
@testable import Linters
import Testing

/// `--format github`: workflow commands with GitHub's escaping, errors first, and the
/// Markdown step summary.
@Suite struct GitHubReporterTests {
    @Test func githubPutsErrorsFirstAndEscapesPropertiesAndData() {
        #expect(GitHubReporter.render(ReporterFixture.findings) == #"""
            ::error file=Sources/Bad.swift,line=1,col=1,title=file-unreadable::the file is not Swift text: invalid UTF-8; it was not linted
            ::error file=Sources/Views/<A&B> "Home".swift,line=3,col=5,title=scenes-depend-on-ports::'AppRepository' belongs to Repositories,%0Awhich Scenes may not use: 100%25 sure
            ::error file=Sources/Views/<A&B> "Home".swift,line=9,col=5,title=scenes-depend-on-ports::'AppRepository' belongs to Repositories,%0Awhich Scenes may not use: 100%25 sure
            ::warning file=Sources/Café%2C Models/Book%3A1 100%25.swift,line=2,col=14,title=models-are-deterministic::'UUID(…)' is not allowed in Models

            """#)
    }

    /// Configuration warnings follow the findings, with their place when they have one; a
    /// warning as printed is read back into its place and message.
    @Test func configurationWarningsFollowTheFindings() {
        let warnings = [
            ConfigurationWarning(printed: "warning: ci/archtool.json:3:7: 'include' entry 'Source' selects no Swift file\n"),
            ConfigurationWarning(printed: "warning: nothing to lint: no Swift file in 'ci', the folder of ci/archtool.json\n"),
        ]
        #expect(warnings == [
            ConfigurationWarning(path: "ci/archtool.json", line: 3, column: 7, message: "'include' entry 'Source' selects no Swift file"),
            ConfigurationWarning(path: nil, line: 0, column: 0, message: "nothing to lint: no Swift file in 'ci', the folder of ci/archtool.json"),
        ])
        #expect(GitHubReporter.render([], configurationWarnings: warnings) == """
            ::warning file=ci/archtool.json,line=3,col=7,title=configuration::'include' entry 'Source' selects no Swift file
            ::warning title=configuration::nothing to lint: no Swift file in 'ci', the folder of ci/archtool.json

            """)
        #expect(GitHubReporter.stepSummary([], files: 0, configurationWarnings: warnings) == """
            ### archtool lint: 0 errors, 0 warnings in 0 files; 2 configuration warnings

            - configuration: ci/archtool.json:3:7: 'include' entry 'Source' selects no Swift file
            - configuration: nothing to lint: no Swift file in 'ci', the folder of ci/archtool.json


            """)
    }

    @Test func stepSummaryListsEveryFindingAsAMarkdownTable() {
        #expect(GitHubReporter.stepSummary(ReporterFixture.findings, files: ReporterFixture.files) == #"""
            ### archtool lint: 3 errors, 1 warning in 3 files

            | Severity | File | Line | Column | Rule | Message |
            | --- | --- | ---: | ---: | --- | --- |
            | error | Sources/Bad.swift | 1 | 1 | file-unreadable | the file is not Swift text: invalid UTF-8; it was not linted |
            | warning | Sources/Café, Models/Book:1 100%.swift | 2 | 14 | models-are-deterministic | 'UUID(…)' is not allowed in Models |
            | error | Sources/Views/&lt;A&amp;B&gt; "Home".swift | 3 | 5 | scenes-depend-on-ports | 'AppRepository' belongs to Repositories,<br>which Scenes may not use: 100% sure |
            | error | Sources/Views/&lt;A&amp;B&gt; "Home".swift | 9 | 5 | scenes-depend-on-ports | 'AppRepository' belongs to Repositories,<br>which Scenes may not use: 100% sure |


            """#)
    }

    @Test func withoutFindingsTheStepSummaryIsItsHeadingAlone() {
        #expect(GitHubReporter.render([]) == "")
        #expect(GitHubReporter.stepSummary([], files: 2) == "### archtool lint: 0 errors, 0 warnings in 2 files\n\n")
    }

    @Test func markdownPunctuationAndCarriageReturnsAreEscapedInTheTable() {
        let finding = Finding(path: "a|b_c*.swift", line: 1, column: 1, severity: .warning, rule: "r",
                              message: "`x` [y]\r\nz\rw")
        #expect(GitHubReporter.stepSummary([finding], files: 1).hasSuffix(#"""
            | warning | a\|b\_c\*.swift | 1 | 1 | r | \`x\` \[y\]<br>z<br>w |


            """#))
    }

    @Test func propertiesEscapeCommasAndColonsFollowedByCombiningMarks() {
        #expect(GitHubReporter.property("a,\u{301}b:\u{301}c.swift") == "a%2C\u{301}b%3A\u{301}c.swift")
    }
}
