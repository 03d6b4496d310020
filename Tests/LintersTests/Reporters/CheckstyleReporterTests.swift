import ArchModel
import Linters
import Testing

/// `--format checkstyle`: a `<file>` per path, escaped attributes.
@Suite struct CheckstyleReporterTests {
    @Test func checkstyleGroupsFindingsByFileAndEscapesAttributes() {
        #expect(CheckstyleReporter.render(ReporterFixture.findings) == #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="Sources/Bad.swift">
                <error line="1" column="1" severity="error" message="the file is not Swift text: invalid UTF-8; it was not linted" source="archtool.file-unreadable"/>
              </file>
              <file name="Sources/Café, Models/Book:1 100%.swift">
                <error line="2" column="14" severity="warning" message="&apos;UUID(…)&apos; is not allowed in Models" source="archtool.models-are-deterministic"/>
              </file>
              <file name="Sources/Views/&lt;A&amp;B&gt; &quot;Home&quot;.swift">
                <error line="3" column="5" severity="error" message="&apos;AppRepository&apos; belongs to Repositories,&#10;which Scenes may not use: 100% sure" source="archtool.scenes-depend-on-ports"/>
                <error line="9" column="5" severity="error" message="&apos;AppRepository&apos; belongs to Repositories,&#10;which Scenes may not use: 100% sure" source="archtool.scenes-depend-on-ports"/>
              </file>
            </checkstyle>

            """#)
    }
}
