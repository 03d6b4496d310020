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
              "version": 2,
              "entries": [
                {"path": "Models/Book.swift", "rule": "models-are-deterministic", "symbol": "Book.at", "token": "Date", "text": "let at = Date()"},
                {"path": "Models/Book.swift", "rule": "models-are-deterministic", "symbol": "Book.id", "token": "UUID", "text": "let id = UUID()"}
              ]
            }

            """)
    }

    /// A finding a baseline never records (a directive it cannot read) would fail the next lint
    /// as it fails this one: no baseline is written while there is one, and what it is is said.
    @Test func writeRefusesWhileThereAreFindingsItWouldNotRecord() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("Models/Legacy.swift", """
            struct Legacy {
                // archtool:disable:next model-is-deterministic -- old id
                let id = UUID()
                // archtool:disable:next models-are-deterministic -- a reason
                // archtool:disable:next models-are-deterministic
                let at = Date()
            }

            """)
        try work.write(".archtool.json", #"""
            { "style": "vidrep", "include": ["Models"], "suppressions": { "require-reason": true },
              "rules": { "single-repository": { "severity": "off" } } }
            """#)
        #expect(runCLI(["lint", "--write-baseline", "baseline.json"], directory: work.path) == CLIResult(status: 1, out: """
            Models/Legacy.swift:2:5: error: unknown rule 'model-is-deterministic' in a suppression. Did you mean 'models-are-deterministic'? [invalid-suppression]
            Models/Legacy.swift:5:5: error: a suppression needs a reason after '--'; without one it suppresses nothing [invalid-suppression]

            """, err: "Error: no baseline written: 2 invalid-suppression findings (above) are never recorded in a baseline, so the next lint would still fail on them; fix them first\n"))
        #expect(work.read("baseline.json") == nil)
        try work.write("Models/Legacy.swift", "struct Legacy {\n    // archtool:disable:next model-is-deterministic -- old id\n    let id = UUID()\n}\n")
        #expect(runCLI(["lint", "--write-baseline", "baseline.json"], directory: work.path) == CLIResult(status: 1, out: """
            Models/Legacy.swift:2:5: error: unknown rule 'model-is-deterministic' in a suppression. Did you mean 'models-are-deterministic'? [invalid-suppression]

            """, err: "Error: no baseline written: 1 invalid-suppression finding (above) is never recorded in a baseline, so the next lint would still fail on it; fix it first\n"))
        #expect(work.read("baseline.json") == nil)
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

    /// A baseline saved with a UTF-8 byte order mark (an editor's, PowerShell's) reads as
    /// `.archtool.json` does with one: the mark is no part of the JSON (review 31a item 5).
    @Test func aByteOrderMarkBeforeTheBaselineIsSkipped() throws {
        let work = try makeTree()
        defer { work.remove() }
        _ = runCLI(["lint", "--write-baseline", "baseline.json", "--quiet"], directory: work.path)
        let written = try #require(work.read("baseline.json"))
        try work.write("baseline.json", "\u{FEFF}" + written)
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
    }

    /// A finding about the whole project (no Repository in it) is recorded as the rule's alone:
    /// a header comment in the first file, or a new file sorting first, which move where it is
    /// placed, leave it baselined; a Repository added makes the entry stale. An entry written at
    /// the first file (by an earlier archtool) still matches it.
    @Test func aWholeProjectFindingIsRecordedForTheProject() throws {
        let work = TemporaryDirectory("baseline-project")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Models"] }"#)
        try work.write("Models/Book.swift", "struct Book {\n    let id: Int\n}\n")
        #expect(runCLI(["lint", "--write-baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 0, out: "", err: "Recorded 1 finding in baseline.json\n"))
        #expect(work.read("baseline.json") == """
            {
              "version": 2,
              "entries": [
                {"path": "", "rule": "single-repository", "symbol": "", "token": ""}
              ]
            }

            """)
        try work.write("Models/Book.swift", "// Copyright\nimport Foundation\nstruct Book {\n    let id: Int\n}\n")
        try work.write("Models/Author.swift", "struct Author {}\n")
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 2 files\n"))
        try work.write("old.json", """
            {"version": 2, "entries": [{"path": "Models/Book.swift", "rule": "single-repository", "symbol": "", "token": "struct", "text": "struct Book {"}]}
            """)
        #expect(runCLI(["lint", "--baseline", "old.json"], directory: work.path)
            == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 2 files\n"))
        // (A first file that starts with a declaration: the entry recorded that declaration.)
        try work.write("old.json", """
            {"version": 2, "entries": [{"path": "Models/Author.swift", "rule": "single-repository", "symbol": "Author", "token": "struct", "text": "struct Author {}"}]}
            """)
        #expect(runCLI(["lint", "--baseline", "old.json"], directory: work.path)
            == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 2 files\n"))
        try work.write("Models/Repositories/AppRepository.swift", "final class AppRepository {}\n")
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path) == CLIResult(status: 0, out: """
            baseline.json:4:5: warning: the baseline entry for 'single-repository' about the whole project matches nothing any more; run --update-baseline [stale-baseline-entry]

            """, err: "0 errors, 1 warning in 3 files\n"))
    }

    /// A baseline that cannot be written is said to be the baseline.
    @Test func anUnwritableBaselineIsNamed() throws {
        let work = try makeTree()
        defer { work.remove() }
        #expect(runCLI(["lint", "--write-baseline", "Models"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: cannot write the baseline 'Models': it is a folder\n"))
    }

    /// Of a key found more often than recorded (a second `.sheet` in a `body`), the finding on
    /// the line the baseline does not hold is the new one, wherever it is; an entry written
    /// without its line, or whose line was edited, matches by its key alone.
    @Test func aRepeatedViolationIsReportedWhereItIsNew() throws {
        let work = TemporaryDirectory("baseline-repeat")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["App"], "rules": { "single-repository": "off" } }"#)
        try work.write("App/CartScene.swift", "struct CartScene {\n    var body: some View {\n        Text(\"Cart\")\n            .sheet(isPresented: $confirming) { Text(\"Sure?\") }\n    }\n}\n")
        _ = runCLI(["lint", "--write-baseline", "baseline.json"], directory: work.path)
        // A second `.sheet`, above the recorded one.
        try work.write("App/CartScene.swift", "struct CartScene {\n    var body: some View {\n        Text(\"Cart\")\n            .sheet(isPresented: .constant(false)) { Text(\"Promo\") }\n            .sheet(isPresented: $confirming) { Text(\"Sure?\") }\n    }\n}\n")
        #expect(runCLI(["lint", "--baseline", "baseline.json", "--quiet"], directory: work.path).out
            == "App/CartScene.swift:4:14: error: '.sheet' is not allowed in code outside Routers and RoutingModifiers [navigation-in-routers]\n")
        // The recorded line edited: matched by its key, the other is new.
        try work.write("App/CartScene.swift", "struct CartScene {\n    var body: some View {\n        Text(\"Cart\")\n            .sheet(isPresented: $confirming) { Text(\"Sure? Really?\") }\n    }\n}\n")
        #expect(runCLI(["lint", "--baseline", "baseline.json", "--quiet"], directory: work.path).out == "")
        // A baseline without lines (written before they were recorded) matches by key, as it did.
        try work.write("baseline.json", """
            { "version": 1, "entries": [
              {"path": "App/CartScene.swift", "rule": "navigation-in-routers", "symbol": "CartScene.body", "token": "sheet"},
              {"path": "App/CartScene.swift", "rule": "scene-declares-contract", "symbol": "CartScene", "token": "CartScene"} ] }
            """)
        #expect(runCLI(["lint", "--baseline", "baseline.json", "--quiet"], directory: work.path).out == "")
    }

    /// A lint of some files (paths, `--staged`, `--changed`) says nothing of the other files'
    /// entries: they are not stale, and `--update-baseline` keeps them; a baseline is written
    /// from the whole project only.
    @Test func aLintOfSomeFilesLeavesTheOtherEntriesAlone() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("Models/Shelf.swift", "struct Shelf {\n    let id = UUID()\n}\n")
        _ = runCLI(["lint", "--write-baseline", "baseline.json"], directory: work.path)
        let written = work.read("baseline.json")
        #expect(written?.components(separatedBy: "\"rule\"").count == 4)
        try work.write("Models/Shelf.swift", "struct Shelf {\n    let id: Int\n}\n")
        // Book's entries are not stale in a lint of Shelf alone; Shelf's fixed one is.
        #expect(runCLI(["lint", "--baseline", "baseline.json", "--strict", "Models/Shelf.swift"], directory: work.path) == CLIResult(status: 1, out: """
            baseline.json:6:5: warning: the baseline entry for 'models-are-deterministic' in Models/Shelf.swift matches nothing any more; run --update-baseline [stale-baseline-entry]

            """, err: "0 errors, 1 warning in 1 file\n"))
        #expect(runCLI(["lint", "--baseline", "baseline.json", "--strict", "Models/Book.swift"], directory: work.path)
            == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
        _ = runCLI(["lint", "--baseline", "baseline.json", "--update-baseline", "--quiet", "Models/Shelf.swift"], directory: work.path)
        #expect(work.read("baseline.json")?.components(separatedBy: "\"rule\"").count == 3)
        #expect(work.read("baseline.json")?.contains("Models/Book.swift") == true)
        // Writing a baseline from some files would drop the others' entries.
        let partial = runCLI(["lint", "--write-baseline", "baseline.json", "Models/Book.swift"], directory: work.path)
        #expect(partial == CLIResult(status: 2, out: "", err: """
            Error: --write-baseline records the findings of the whole project: run it without --staged, --changed or paths.
            Usage: archtool lint [--style <style>] [--config <file>] [--format <format[=file]> ...] [--strict] [--quiet] [--timings] [--changed[=<rev>]] [--staged] [--baseline <file>] [--write-baseline <file>] [--update-baseline] [<paths> ...]
              See 'archtool help lint' for more information.

            """))
        #expect(work.read("baseline.json")?.contains("Models/Book.swift") == true)
        // `Models` is every file the project lints: the whole project.
        #expect(runCLI(["lint", "--write-baseline", "baseline.json", "Models"], directory: work.path).status == 0)
        // It writes no report: a format, --strict or a baseline to compare with would be ignored.
        let report = runCLI(["lint", "--write-baseline", "new.json", "--format", "sarif=out.sarif", "--strict"], directory: work.path)
        #expect(report == CLIResult(status: 2, out: "", err: """
            Error: --write-baseline records the findings and writes no report: it cannot be combined with --format, --strict.
            Usage: archtool lint [--style <style>] [--config <file>] [--format <format[=file]> ...] [--strict] [--quiet] [--timings] [--changed[=<rev>]] [--staged] [--baseline <file>] [--write-baseline <file>] [--update-baseline] [<paths> ...]
              See 'archtool help lint' for more information.

            """))
        #expect(work.read("new.json") == nil && work.read("out.sarif") == nil)
        #expect(runCLI(["lint", "--write-baseline", "new.json", "--quiet"], directory: work.path) == CLIResult(status: 0, out: "", err: ""))
    }

    /// `rules` sets the severity of archtool's own `stale-baseline-entry` and
    /// `unused-suppression` too (`off` drops them); the others stay as they are.
    @Test func staleEntriesAndUnusedSuppressionsTakeASeverityFromTheConfiguration() throws {
        let work = try makeTree()
        defer { work.remove() }
        _ = runCLI(["lint", "--write-baseline", "baseline.json"], directory: work.path)
        try work.write("Models/Book.swift", "struct Book {\n    let id = UUID()\n    // archtool:disable:next models-are-deterministic -- not needed\n    let at: Int\n}\n")
        try work.write(".archtool.json", """
            { "style": "vidrep", "include": ["Models"],
              "rules": { "single-repository": "off", "unused-suppression": "off", "stale-baseline-entry": { "severity": "error" } } }
            """)
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path) == CLIResult(status: 1, out: """
            baseline.json:4:5: error: the baseline entry for 'models-are-deterministic' in Models/Book.swift matches nothing any more; run --update-baseline [stale-baseline-entry]

            """, err: "1 error, 0 warnings in 1 file\n"))
        // Without the configuration: the same entry is a warning, and the directive is unused.
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Models"], "rules": { "single-repository": "off" } }"#)
        #expect(runCLI(["lint", "--baseline", "baseline.json", "--quiet"], directory: work.path).out == """
            Models/Book.swift:3:5: warning: the suppression of 'models-are-deterministic' suppresses nothing; remove it [unused-suppression]
            baseline.json:4:5: warning: the baseline entry for 'models-are-deterministic' in Models/Book.swift matches nothing any more; run --update-baseline [stale-baseline-entry]

            """)
        try work.write(".archtool.json", #"{ "style": "vidrep", "rules": { "unused-supression": "off" } }"#)
        #expect(runCLI(["lint"], directory: work.path).err
            == "Error: .archtool.json:1:33: unknown rule 'unused-supression' for style vidrep. Did you mean 'unused-suppression'?\n")
    }

    /// An entry of a rule turned off since, or of a finding the rule's `exclude` or
    /// `except-types` drops now, is kept (the code still holds it: turning the rule back on finds
    /// it recorded); `--update-baseline` says what it removes (review 33c items 4, 5).
    @Test func entriesOfARuleTurnedOffOrExceptedAreKept() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("Models/Shelf.swift", "struct Shelf {\n    let id = UUID()\n}\n")
        _ = runCLI(["lint", "--write-baseline", "baseline.json"], directory: work.path)
        let written = work.read("baseline.json")
        for rule in [#""models-are-deterministic": "off""#, #""models-are-deterministic": { "exclude": ["Models/Book.swift"] }"#,
                     #""models-are-deterministic": { "except-types": ["Shelf", "Book"] }"#] {
            try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Models"], "rules": { "single-repository": "off", "# + rule + " } }")
            #expect(runCLI(["lint", "--baseline", "baseline.json", "--strict"], directory: work.path)
                == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 2 files\n"))
            #expect(runCLI(["lint", "--baseline", "baseline.json", "--update-baseline"], directory: work.path)
                == CLIResult(status: 0, out: "", err: "No stale entries in baseline.json\n0 errors, 0 warnings in 2 files\n"))
            #expect(work.read("baseline.json") == written)
        }
        // Off, and the file deleted: nothing is left for the entry to record (review 33e item 3).
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Models"], "rules": { "single-repository": "off", "models-are-deterministic": "off" } }"#)
        try FileManager.default.moveItem(atPath: work.path + "/Models/Shelf.swift", toPath: work.path + "/Shelf.swift.moved")
        #expect(runCLI(["lint", "--baseline", "baseline.json", "--quiet"], directory: work.path).out == """
            baseline.json:6:5: warning: the baseline entry for 'models-are-deterministic' in Models/Shelf.swift matches nothing any more; run --update-baseline [stale-baseline-entry]

            """)
        try FileManager.default.moveItem(atPath: work.path + "/Shelf.swift.moved", toPath: work.path + "/Models/Shelf.swift")
        // Back on: all three recorded. One fixed: stale, and removed with a word.
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Models"], "rules": { "single-repository": "off" } }"#)
        try work.write("Models/Shelf.swift", "struct Shelf {\n    let id: Int\n}\n")
        #expect(runCLI(["lint", "--baseline", "baseline.json", "--update-baseline"], directory: work.path)
            == CLIResult(status: 0, out: "", err: "Removed 1 stale entry from baseline.json\n0 errors, 0 warnings in 2 files\n"))
        #expect(work.read("baseline.json")?.contains("Models/Shelf.swift") == false)
        #expect(runCLI(["lint", "--baseline", "baseline.json", "--update-baseline", "--quiet"], directory: work.path) == CLIResult(status: 0, out: "", err: ""))
        // From a subfolder, the paths are shown from there, the one a stale entry's message names too (review 33e items 5, 6).
        try work.write("Models/Book.swift", "struct Book {\n    let id = UUID()\n}\n")
        #expect(runCLI(["lint", "--config", "../.archtool.json", "--baseline", "../baseline.json", "--quiet"], directory: work.path + "/Models").out == """
            ../baseline.json:4:5: warning: the baseline entry for 'models-are-deterministic' in Book.swift matches nothing any more; run --update-baseline [stale-baseline-entry]

            """)
        #expect(runCLI(["lint", "--config", "../.archtool.json", "--baseline", "../baseline.json", "--update-baseline"], directory: work.path + "/Models")
            == CLIResult(status: 0, out: "", err: "Removed 1 stale entry from ../baseline.json\n0 errors, 0 warnings in 2 files\n"))
    }

    /// A `"baseline"` in the configuration applies to every lint (the pre-commit hook's too),
    /// is refreshed by writing it anew, and updated without naming it.
    @Test func aBaselineNamedInTheConfigurationAppliesToEveryLint() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Models"], "baseline": "lint/baseline.json", "rules": { "single-repository": "off" } }"#)
        // Before it is recorded, the error says how; a folder in its place is another problem.
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 2, out: "", err: """
            Error: .archtool.json:1:57: cannot read the baseline 'lint/baseline.json': No such file or directory (the configuration's "baseline"; \
            record it first with 'archtool lint --write-baseline lint/baseline.json')

            """))
        try FileManager.default.createDirectory(atPath: work.path + "/lint/baseline.json", withIntermediateDirectories: true)
        #expect(runCLI(["lint"], directory: work.path).err.hasSuffix("(the configuration's \"baseline\")\n"))
        try FileManager.default.removeItem(atPath: work.path + "/lint/baseline.json")
        #expect(runCLI(["lint", "--write-baseline", "lint/baseline.json"], directory: work.path)
            == CLIResult(status: 0, out: "", err: "Recorded 2 findings in lint/baseline.json\n"))
        #expect(runCLI(["lint", "--strict"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
        // From a subfolder, the path is the configuration's.
        #expect(runCLI(["lint", "--strict", "--config", "../.archtool.json"], directory: work.path + "/Models")
            == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
        try work.write("Models/Book.swift", "struct Book {\n    let id = UUID()\n}\n")
        #expect(runCLI(["lint", "--strict", "--quiet"], directory: work.path).out == """
            lint/baseline.json:4:5: warning: the baseline entry for 'models-are-deterministic' in Models/Book.swift matches nothing any more; run --update-baseline [stale-baseline-entry]

            """)
        #expect(runCLI(["lint", "--update-baseline", "--strict"], directory: work.path).status == 0)
        #expect(work.read("lint/baseline.json")?.components(separatedBy: "\"rule\"").count == 2)
        // Without one, --update-baseline says what it needs.
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Models"] }"#)
        #expect(runCLI(["lint", "--update-baseline"], directory: work.path).err
            .hasPrefix("Error: --update-baseline needs --baseline <file>, or a \"baseline\" in the configuration.\n"))
    }

    @Test func aBrokenBaselineIsAConfigurationError() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("baseline.json", "{ \"entries\": [ {\"rule\": 1} ] }")
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: baseline.json:1:16: an entry needs a string 'rule'\n"))
        try work.write("baseline.json", "{ \"entries\": [ {\"rule\": \"a\", \"path\": \"b\", \"symbol\": \"\", \"token\": \"\", \"line\": 3} ] }")
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: baseline.json:1:70: unknown key 'line' in an entry; entries have 'path', 'rule', 'symbol', 'token' and 'text'\n"))
        try work.write("baseline.json", "{ \"entries\": [], \"entrys\": [] }")
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: baseline.json:1:18: unknown key 'entrys'; a baseline has 'version' and 'entries'\n"))
        try work.write("baseline.json", "{ \"version\": 3, \"entries\": [] }")
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: baseline.json:1:14: unsupported baseline version; this archtool reads versions 1 and 2\n"))
        try work.write("baseline.json", "{ \"entries\": [] }")
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: baseline.json:1:1: a baseline needs \"version\": 2 (write it with --write-baseline)\n"))
    }

    /// archtool's own findings that the lint is incomplete (a file it cannot read or parse) are
    /// never recorded, and an entry for one hides nothing; a stale entry is reported where the
    /// file has it, however it is laid out.
    /// A file that cannot be linted in full (here a syntax error) is never recorded: no
    /// baseline is written while one exists, and its entries are neither stale nor dropped by
    /// `--update-baseline` (its findings after the error are not known).
    @Test func aFileNotLintedInFullIsNeitherRecordedNorDroppedFromTheBaseline() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("Models/Open.swift", "struct Open {\n    let s = \"never closed\n}\n")
        #expect(runCLI(["lint", "--write-baseline", "baseline.json"], directory: work.path) == CLIResult(status: 1, out: """
            Models/Open.swift:2:13: error: unterminated string literal: this is not valid Swift, and findings after this place may be missing [syntax-error]

            """, err: "Error: no baseline written: a file could not be linted in full (above); fix that first, or its findings would be missing from 'baseline.json'\n"))
        #expect(work.read("baseline.json") == nil)
        // An entry for the syntax error itself hides nothing.
        let entry = #"{"path": "Models/Open.swift", "rule": "syntax-error", "symbol": "", "token": ""}"#
        try work.write("baseline.json", #"{"version": 1, "entries": ["# + entry + #"]}"#)
        let result = runCLI(["lint", "--baseline", "baseline.json", "--quiet"], directory: work.path)
        #expect(result.status == 1)
        #expect(result.out.contains("Models/Open.swift:2:13: error: "))
        // A file broken in the middle of an edit keeps its entries through --update-baseline.
        try FileManager.default.removeItem(atPath: work.path + "/Models/Open.swift")
        _ = runCLI(["lint", "--write-baseline", "baseline.json"], directory: work.path)
        let recorded = work.read("baseline.json")
        try work.write("Models/Book.swift", "/* TODO: split\nstruct Book {\n    let id = UUID()\n    let at = Date()\n}\n")
        #expect(runCLI(["lint", "--baseline", "baseline.json", "--update-baseline", "--quiet"], directory: work.path).status == 1)
        #expect(work.read("baseline.json") == recorded)
        try work.write("Models/Book.swift", "struct Book {\n    let id = UUID()\n    let at = Date()\n}\n")
        #expect(runCLI(["lint", "--baseline", "baseline.json"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
    }
}
