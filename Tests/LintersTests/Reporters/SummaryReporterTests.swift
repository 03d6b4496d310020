import ArchModel
import Linters
import Testing

/// `--format summary`: counts per rule, most findings first.
@Suite struct SummaryReporterTests {
    @Test func summaryCountsPerRuleMostFirst() {
        #expect(SummaryReporter.render(ReporterFixture.findings, files: ReporterFixture.files) == #"""
            rule                      errors  warnings
            scenes-depend-on-ports         2         0
            file-unreadable                1         0
            models-are-deterministic       0         1
            total                          3         1
            3 rules with findings in 3 files

            """#)
    }

    @Test func withoutFindingsOnlyTheTotalIsLeft() {
        #expect(SummaryReporter.render([], files: 1) == """
            rule   errors  warnings
            total       0         0
            0 rules with findings in 1 file

            """)
    }
}
