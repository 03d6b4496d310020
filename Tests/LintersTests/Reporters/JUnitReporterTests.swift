import ArchModel
import Linters
import Testing

/// `--format junit`: a test case per rule that ran, a failure per finding.
@Suite struct JUnitReporterTests {
    @Test func junitHasATestCasePerRuleAndAFailurePerFinding() {
        #expect(JUnitReporter.render(ReporterFixture.findings, rules: ["scenes-depend-on-ports", "models-are-deterministic"]) == #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="archtool lint" tests="3" failures="3" errors="0">
              <testsuite name="archtool lint" tests="3" failures="3" errors="0" skipped="0">
                <testcase classname="archtool" name="scenes-depend-on-ports">
                  <failure type="error" message="&apos;AppRepository&apos; belongs to Repositories,&#10;which Scenes may not use: 100% sure">Sources/Views/&lt;A&amp;B&gt; &quot;Home&quot;.swift:3:5: error: &apos;AppRepository&apos; belongs to Repositories,&#10;which Scenes may not use: 100% sure [scenes-depend-on-ports]</failure>
                  <failure type="error" message="&apos;AppRepository&apos; belongs to Repositories,&#10;which Scenes may not use: 100% sure">Sources/Views/&lt;A&amp;B&gt; &quot;Home&quot;.swift:9:5: error: &apos;AppRepository&apos; belongs to Repositories,&#10;which Scenes may not use: 100% sure [scenes-depend-on-ports]</failure>
                </testcase>
                <testcase classname="archtool" name="models-are-deterministic">
                  <failure type="warning" message="&apos;UUID(…)&apos; is not allowed in Models">Sources/Café, Models/Book:1 100%.swift:2:14: warning: &apos;UUID(…)&apos; is not allowed in Models [models-are-deterministic]</failure>
                </testcase>
                <testcase classname="archtool" name="file-unreadable">
                  <failure type="error" message="the file is not Swift text: invalid UTF-8; it was not linted">Sources/Bad.swift:1:1: error: the file is not Swift text: invalid UTF-8; it was not linted [file-unreadable]</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """#)
    }

    @Test func xmlCannotCarryControlCharactersSoTheyBecomeReplacementCharacters() {
        let finding = Finding(path: "A.swift", line: 1, column: 1, severity: .error, rule: "r", message: "bell\u{7}\ttab")
        #expect(JUnitReporter.render([finding], rules: []).contains(#"message="bell\#u{FFFD}&#9;tab""#))
    }
}
