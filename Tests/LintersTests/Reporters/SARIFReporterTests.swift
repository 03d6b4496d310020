import ArchModel
import Linters
import Testing

/// `--format sarif`: SARIF 2.1.0 with rule metadata, fingerprints and suppressions. The same
/// log validates against the OASIS schema in `scripts/validate-sarif.sh`.
@Suite struct SARIFReporterTests {

    static let suppressed = SARIFReporter.SuppressedFinding(
        finding: Finding(path: "Sources/Models/Old.swift", line: 4, column: 2, severity: .warning,
                         rule: "models-are-deterministic", message: "'Date()' is not allowed in Models"),
        kind: "inSource", justification: "legacy, until 2.0")

    @Test func sarifListsRulesResultsFingerprintsAndSuppressions() {
        #expect(SARIFReporter.render(ReporterFixture.findings, suppressed: [Self.suppressed], rules: ReporterFixture.rules,
                                       tool: .init(name: "archtool", version: "9.9.9", informationURI: "https://example.org/archtool")) == #"""
            {
              "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "archtool",
                      "version": "9.9.9",
                      "informationUri": "https://example.org/archtool",
                      "rules": [
                        {
                          "id": "scenes-depend-on-ports",
                          "name": "V4",
                          "shortDescription": {
                            "text": "Scenes name Repository ports, never the Repository."
                          },
                          "fullDescription": {
                            "text": "A scene that names `AppRepository` can't be previewed with <fake> data & \"stubs\"."
                          },
                          "defaultConfiguration": {
                            "level": "error"
                          }
                        },
                        {
                          "id": "models-are-deterministic",
                          "shortDescription": {
                            "text": "Models create no UUIDs or dates."
                          },
                          "defaultConfiguration": {
                            "level": "warning"
                          }
                        },
                        {
                          "id": "file-unreadable",
                          "shortDescription": {
                            "text": "file-unreadable"
                          }
                        }
                      ]
                    }
                  },
                  "columnKind": "utf16CodeUnits",
                  "results": [
                    {
                      "ruleId": "file-unreadable",
                      "ruleIndex": 2,
                      "level": "error",
                      "message": {
                        "text": "the file is not Swift text: invalid UTF-8; it was not linted"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Sources/Bad.swift"
                            },
                            "region": {
                              "startLine": 1,
                              "startColumn": 1
                            }
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "archtool/v1": "604901c06205ccef:1"
                      },
                      "suppressions": []
                    },
                    {
                      "ruleId": "models-are-deterministic",
                      "ruleIndex": 1,
                      "level": "warning",
                      "message": {
                        "text": "'UUID(…)' is not allowed in Models"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Sources/Caf%C3%A9%2C%20Models/Book%3A1%20100%25.swift"
                            },
                            "region": {
                              "startLine": 2,
                              "startColumn": 14
                            }
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "archtool/v1": "f54226eceb2e4462:1"
                      },
                      "suppressions": []
                    },
                    {
                      "ruleId": "models-are-deterministic",
                      "ruleIndex": 1,
                      "level": "warning",
                      "message": {
                        "text": "'Date()' is not allowed in Models"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Sources/Models/Old.swift"
                            },
                            "region": {
                              "startLine": 4,
                              "startColumn": 2
                            }
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "archtool/v1": "4d17578252b12178:1"
                      },
                      "suppressions": [
                        {
                          "kind": "inSource",
                          "justification": "legacy, until 2.0"
                        }
                      ]
                    },
                    {
                      "ruleId": "scenes-depend-on-ports",
                      "ruleIndex": 0,
                      "level": "error",
                      "message": {
                        "text": "'AppRepository' belongs to Repositories,\nwhich Scenes may not use: 100% sure"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Sources/Views/%3CA%26B%3E%20%22Home%22.swift"
                            },
                            "region": {
                              "startLine": 3,
                              "startColumn": 5
                            }
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "archtool/v1": "6acf25d70a0424cf:1"
                      },
                      "suppressions": []
                    },
                    {
                      "ruleId": "scenes-depend-on-ports",
                      "ruleIndex": 0,
                      "level": "error",
                      "message": {
                        "text": "'AppRepository' belongs to Repositories,\nwhich Scenes may not use: 100% sure"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "Sources/Views/%3CA%26B%3E%20%22Home%22.swift"
                            },
                            "region": {
                              "startLine": 9,
                              "startColumn": 5
                            }
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "archtool/v1": "6acf25d70a0424cf:2"
                      },
                      "suppressions": []
                    }
                  ]
                }
              ]
            }

            """#)
    }

    /// With the folder the paths start from, each relative URI names it (`%SRCROOT%`) and the run
    /// resolves it to a `file:` URI: a consumer maps results however deep the lint ran.
    @Test func relativeURIsNameTheFolderTheyStartFrom() {
        let findings = [Finding(path: "../Components/Bad View.swift", line: 2, column: 3, severity: .error, rule: "r", message: "m")]
        let sarif = SARIFReporter.render(findings, rules: [], tool: .init(name: "archtool", version: "1"), base: "/work/app/Sources")
            .filter { !$0.isWhitespace }
        #expect(sarif.contains(#""originalUriBaseIds":{"%SRCROOT%":{"uri":"file:///work/app/Sources/"}}"#))
        #expect(sarif.contains(#""artifactLocation":{"uri":"../Components/Bad%20View.swift","uriBaseId":"%SRCROOT%"}"#))
    }

    @Test func fingerprintsIgnoreTheLineSoEditsAboveAFindingKeepIt() {
        func fingerprints(_ findings: [Finding]) -> [String] {
            SARIFReporter.render(findings, rules: [], tool: .init(name: "archtool", version: "1"))
                .split(separator: "\n").filter { $0.contains("archtool/v1") }.map(String.init)
        }
        let before = ReporterFixture.findings
        let after = before.map { finding -> Finding in
            var moved = finding
            moved.line += 7
            return moved
        }
        #expect(fingerprints(before) == fingerprints(after))
        #expect(Set(fingerprints(before)).count == before.count)
    }

    /// A new finding in one declaration does not take the fingerprint (and so the alert and its
    /// dismissal) of the same finding in another declaration below it.
    @Test func aNewFindingInOneDeclarationLeavesAnothersFingerprint() {
        func finding(_ line: Int, in symbol: String) -> Finding {
            var finding = Finding(path: "Models/Book.swift", line: line, column: 15, severity: .warning,
                                  rule: "models-are-deterministic", message: "'Date(…)' is not allowed in Models")
            finding.symbol = symbol
            return finding
        }
        func fingerprints(_ findings: [Finding]) -> [String] {
            SARIFReporter.render(findings, rules: [], tool: .init(name: "archtool", version: "1"))
                .split(separator: "\n").filter { $0.contains("archtool/v1") }.map(String.init)
        }
        let before = fingerprints([finding(9, in: "Book.stamp()")])
        let after = fingerprints([finding(3, in: "Book.other()"), finding(10, in: "Book.stamp()")])
        #expect(before.count == 1 && after.count == 2)
        #expect(after[1] == before[0] && after[0] != before[0])
    }

    @Test func withoutFindingsResultsAreEmpty() {
        let log = SARIFReporter.render([], rules: [], tool: .init(name: "archtool", version: "1"))
        #expect(log.contains(#""rules": []"#))
        #expect(log.contains(#""results": []"#))
        #expect(!log.contains("informationUri"))
    }

    @Test(arguments: [
        ("let x = 1", 5, 5),
        ("let café = AppRepository()", 13, 12),
        ("let 👍 = AppRepository()", 10, 8),
        ("ab", 9, 3),
    ])
    func columnsAreConvertedFromUTF8BytesToUTF16Units(line: String, utf8: Int, utf16: Int) {
        #expect(SARIFReporter.utf16Column(utf8, inLine: Array(line.utf8)[...]) == utf16)
    }
}
