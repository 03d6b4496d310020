import Testing

@Suite struct RulesAndExplainTests {
    @Test func rulesListsIdSeverityAndSummary() {
        let result = runCLI(["rules", "--style", "vidrep"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("vidrep (ViDRep):\n  V1   single-repository                   error    Exactly one class in the tree is a Repository.\n"))
        #expect(result.out.split(separator: "\n").count == 15)
    }

    @Test func explainPrintsSummaryRationaleAndExamples() {
        let result = runCLI(["explain", "models-are-deterministic"])
        #expect(result == CLIResult(status: 0, out: """
            models-are-deterministic (V14, vidrep, warning)

            Model and data types call no UUID() or Date().

            Why: Models built from fresh UUIDs and dates differ on every run, so equality
                 and tests become flaky.

            Triggers (↓ marks each finding):
              // Models/Book.swift
              struct Book {
                  let id = ↓UUID()
                  let fetchedAt = ↓Date()
              }


            Passes:
              // Models/Book.swift
              struct Book {
                  let id: UUID
                  let fetchedAt: Date
              }


            """, err: ""))
    }

    @Test func explainUnknownRuleSuggests() {
        let result = runCLI(["explain", "reducers-are-pur"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: Unknown rule 'reducers-are-pur'. Did you mean 'reducers-are-pure'? See 'archtool rules'.\n"))
    }

    @Test func stylesListsTheFive() {
        let result = runCLI(["styles"])
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
            == ["sourcearch", "puddles", "sobreiro", "vidrep", "huddle"])
    }
}
