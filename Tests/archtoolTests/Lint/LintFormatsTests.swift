import Foundation
import Testing

@testable import archtool

/// `archtool lint --format …` end to end: several formats from one run, `=file` outputs,
/// `$GITHUB_STEP_SUMMARY`, and the usage errors of `--format`.
@Suite struct LintFormatsTests {
    /// A ViDRep tree with an error after a non-ASCII name and a warning in a file whose name
    /// needs escaping in every format.
    private func makeTree() throws -> TemporaryDirectory {
        let work = TemporaryDirectory("formats")
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Sources"] }"#)
        try work.write("Sources/Views/HomeScene.swift", """
            enum HomeSceneAction {}
            protocol HomeSceneDispatcherObject {}
            struct HomeSceneState {}
            protocol HomeSceneRepositoryObject {}
            struct HomeScene {
                let café = "é"; let repository: AppRepository
            }
            """)
        try work.write("Sources/Models/AppRepository.swift", "@Observable final class AppRepository {}\n")
        try work.write("Sources/Models/Book, 100%: draft.swift", "struct Book {\n    let id = UUID()\n}\n")
        return work
    }

    /// Runs `archtool` in process with an environment.
    private func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) -> CLIResult {
        final class Buffer: @unchecked Sendable { var out = "", err = "" }
        let buffer = Buffer()
        let console = Console(out: { buffer.out += $0 }, err: { buffer.err += $0 }, environment: environment,
                              currentDirectory: directory)
        let status = Dispatcher.main(arguments, console: console)
        return CLIResult(status: status, out: buffer.out, err: buffer.err)
    }

    /// SARIF's UTF-16 columns are counted with the linter's own line breaks (CRLF and CR too),
    /// and its fingerprints do not change with the folder archtool runs in.
    @Test func sarifColumnsFollowEveryLineBreakAndFingerprintsIgnoreTheFolder() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("Sources/Models/Crlf.swift", "struct Crlf {\r\n    let é = 1; let id = UUID()\r\n}\r\n")
        try work.write("Sources/Models/Cr.swift", "struct Cr {\r    let é = 1; let id = UUID()\r}\r")
        func columns(_ sarif: String, _ name: String) -> [String] {
            // The startColumn that follows each result's uri for `name`.
            sarif.components(separatedBy: "\"uri\": \"Sources/Models/\(name)\"").dropFirst().compactMap { part in
                part.components(separatedBy: "\"startColumn\": ").dropFirst().first?.prefix { $0.isNumber }.description
            }
        }
        let fromRoot = run(["lint", "--quiet", "--format", "sarif"], in: work.path).out
        // `    let é = 1; let id = ` is 25 bytes and 24 UTF-16 units: UUID is at column 26 in the text, 25 in SARIF.
        #expect(run(["lint", "--quiet"], in: work.path).out.contains("Sources/Models/Crlf.swift:2:26: warning:"))
        #expect(columns(fromRoot, "Crlf.swift") == ["25"])
        #expect(columns(fromRoot, "Cr.swift") == ["25"])
        let fromSubfolder = run(["lint", "--quiet", "--format", "sarif", "--config", "../../.archtool.json"], in: work.path + "/Sources/Views").out
        func fingerprints(_ sarif: String) -> [String] {
            sarif.components(separatedBy: "\"archtool/v1\": \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(!fingerprints(fromRoot).isEmpty && fingerprints(fromRoot) == fingerprints(fromSubfolder))
    }

    /// A message that gives another file's path gives it as the finding's own path is given:
    /// from the folder archtool runs in, even with `--config` elsewhere; SARIF links that file as
    /// a related location, and its fingerprints stay those of a run from the project's folder.
    @Test func aPathInAMessageIsShownFromTheWorkingFolder() throws {
        let work = TemporaryDirectory("related")
        defer { work.remove() }
        try work.write("app/.archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("app/Sources/Data/AppRepository.swift", "final class AppRepository {}\n")
        try work.write("app/Sources/Data/OtherRepository.swift", "final class OtherRepository {}\n")
        let fromParent = run(["lint", "--quiet", "--config", "app/.archtool.json"], in: work.path)
        #expect(fromParent == CLIResult(status: 1, out: """
            app/Sources/Data/OtherRepository.swift:1:13: error: 'OtherRepository' is a second type in layer Repositories; \
            the first is 'AppRepository' in app/Sources/Data/AppRepository.swift [single-repository]

            """, err: ""))
        #expect(run(["lint", "--quiet"], in: work.path + "/app").out == """
            Sources/Data/OtherRepository.swift:1:13: error: 'OtherRepository' is a second type in layer Repositories; \
            the first is 'AppRepository' in Sources/Data/AppRepository.swift [single-repository]

            """)
        let sarif = run(["lint", "--quiet", "--format", "sarif", "--config", "app/.archtool.json"], in: work.path).out
        #expect(sarif.contains("""
                      "relatedLocations": [
                        {
                          "id": 0,
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "app/Sources/Data/AppRepository.swift"
            """))
        func fingerprints(_ sarif: String) -> [String] {
            sarif.components(separatedBy: "\"archtool/v1\": \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        let fromProject = run(["lint", "--quiet", "--format", "sarif"], in: work.path + "/app").out
        #expect(fingerprints(sarif).count == 1 && fingerprints(sarif) == fingerprints(fromProject))
    }

    /// A finding keeps its SARIF fingerprint when a directive suppresses it: code scanning marks
    /// the alert it had as suppressed instead of closing it and opening another.
    @Test func aSuppressedFindingKeepsItsFingerprint() throws {
        let work = TemporaryDirectory("sarif-suppressed")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "rules": { "single-repository": "off" } }"#)
        try work.write("Models/Book.swift", "struct Book {\n    let id = UUID()\n    let at = Date()\n}\n")
        func fingerprints() -> [String] {
            run(["lint", "--quiet", "--format", "sarif"], in: work.path).out
                .components(separatedBy: "\"archtool/v1\": \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        let before = fingerprints()
        try work.write("Models/Book.swift", "struct Book {\n    let id = UUID() // archtool:disable:this models-are-deterministic -- legacy ids\n    let at = Date()\n}\n")
        #expect(before.count == 2 && Set(fingerprints()) == Set(before))
    }

    @Test func oneRunWritesSeveralFormatsToStandardOutputAndFiles() throws {
        let work = try makeTree()
        defer { work.remove() }
        let result = run(["lint", "--format", "text", "--format", "json=reports/lint.json", "--format", "sarif=reports/archtool.sarif",
                          "--format", "checkstyle=checkstyle.xml", "--format", "junit=junit.xml", "--format", "summary=summary.txt",
                          "--format", "xcode=xcode.txt"], in: work.path)
        #expect(result == CLIResult(status: 1, out: """
            Sources/Models/Book, 100%: draft.swift:2:14: warning: 'UUID(…)' is not allowed in Models [models-are-deterministic]
            Sources/Views/HomeScene.swift:6:39: error: 'AppRepository' belongs to Repositories, which Scenes may not use [scenes-depend-on-ports]

            """, err: "1 error, 1 warning in 3 files\n"))
        // The same bytes as a run with that format alone on standard output.
        for (format, file) in [("json", "reports/lint.json"), ("checkstyle", "checkstyle.xml"), ("junit", "junit.xml"), ("summary", "summary.txt")] {
            #expect(work.read(file) == run(["lint", "--quiet", "--format", format], in: work.path).out)
        }
        #expect(work.read("summary.txt") == """
            rule                      errors  warnings
            models-are-deterministic       0         1
            scenes-depend-on-ports         1         0
            total                          1         1
            2 rules with findings in 3 files

            """)
        // Xcode links issues to absolute paths only.
        let root = URL(fileURLWithPath: work.path).standardizedFileURL.path
        #expect(work.read("xcode.txt")?.hasPrefix("\(root)/Sources/Models/Book, 100%: draft.swift:2:14: warning: ") == true)
        // SARIF counts columns in UTF-16 units: 'é' is two UTF-8 bytes but one UTF-16 unit, twice.
        let sarif = try #require(work.read("reports/archtool.sarif"))
        #expect(sarif.contains(#""uri": "Sources/Models/Book%2C%20100%25%3A%20draft.swift""#))
        #expect(sarif.contains(#""startLine": 6,"# + "\n" + String(repeating: " ", count: 18) + #""startColumn": 37"#))
        #expect(work.files().filter { !$0.hasPrefix("Sources/") && $0 != ".archtool.json" }
            == ["checkstyle.xml", "junit.xml", "reports/archtool.sarif", "reports/lint.json", "summary.txt", "xcode.txt"])
    }

    @Test func githubAnnotationsGoToStandardOutputAndEveryFindingToTheStepSummary() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("step-summary.md", "earlier step\n")
        let environment = ["GITHUB_STEP_SUMMARY": work.path + "/step-summary.md"]
        let result = run(["lint", "--quiet", "--format", "github"], in: work.path, environment: environment)
        #expect(result == CLIResult(status: 1, out: """
            ::error file=Sources/Views/HomeScene.swift,line=6,col=39,title=scenes-depend-on-ports::'AppRepository' belongs to Repositories, which Scenes may not use
            ::warning file=Sources/Models/Book%2C 100%25%3A draft.swift,line=2,col=14,title=models-are-deterministic::'UUID(…)' is not allowed in Models

            """, err: ""))
        #expect(work.read("step-summary.md") == """
            earlier step
            ### archtool lint: 1 error, 1 warning in 3 files

            | Severity | File | Line | Column | Rule | Message |
            | --- | --- | ---: | ---: | --- | --- |
            | warning | Sources/Models/Book, 100%: draft.swift | 2 | 14 | models-are-deterministic | 'UUID(…)' is not allowed in Models |
            | error | Sources/Views/HomeScene.swift | 6 | 39 | scenes-depend-on-ports | 'AppRepository' belongs to Repositories, which Scenes may not use |


            """)
        // Without github among the formats, the step summary is left alone.
        _ = run(["lint", "--quiet", "--format", "sarif=archtool.sarif"], in: work.path, environment: environment)
        #expect(work.read("step-summary.md")?.components(separatedBy: "### archtool lint").count == 2)
    }

    /// Annotations attach to the diff by paths from the repository's root: not `../` ones from
    /// a subfolder, nor ones missing the folder a workflow lints in (`working-directory: ios`).
    @Test func githubAnnotationPathsAreFromTheRepositoryRoot() throws {
        let work = try makeTree()
        defer { work.remove() }
        try FileManager.default.createDirectory(atPath: work.path + "/.git", withIntermediateDirectories: true)
        let fromSubfolder = run(["lint", "--quiet", "--format", "github", ".."], in: work.path + "/Sources/Views")
        #expect(fromSubfolder.out.hasPrefix("::error file=Sources/Views/HomeScene.swift,line=6,col=39,"))
        // The workflow's workspace decides where it is set: here the repository holds the project in `ios`.
        let workspace = (work.path as NSString).deletingLastPathComponent
        let inWorkspace = run(["lint", "--quiet", "--format", "github"], in: work.path, environment: ["GITHUB_WORKSPACE": workspace])
        let folder = (work.path as NSString).lastPathComponent
        #expect(inWorkspace.out.hasPrefix("::error file=\(folder)/Sources/Views/HomeScene.swift,line=6,col=39,"))
        // A path a message names is given from there too, and absolute in xcode's format (review 33c item 6).
        try work.write("Sources/Models/ZRepository.swift", "@Observable final class ZRepository {}\n")
        #expect(run(["lint", "--quiet", "--format", "github"], in: work.path, environment: ["GITHUB_WORKSPACE": workspace]).out.contains(
            "::error file=\(folder)/Sources/Models/ZRepository.swift,line=1,col=25,title=single-repository::'ZRepository' is a second type in layer Repositories; the first is 'AppRepository' in \(folder)/Sources/Models/AppRepository.swift\n"))
        #expect(run(["lint", "--quiet", "--format", "xcode"], in: work.path).out.contains(
            "\(work.path)/Sources/Models/ZRepository.swift:1:25: error: 'ZRepository' is a second type in layer Repositories; the first is 'AppRepository' in \(work.path)/Sources/Models/AppRepository.swift [single-repository]\n"))
        try FileManager.default.removeItem(atPath: work.path + "/Sources/Models/ZRepository.swift")
        // A workspace reached through a link holds the files all the same.
        let link = NSTemporaryDirectory() + "archtool-workspace-link-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: work.path)
        defer { try? FileManager.default.removeItem(atPath: link) }
        let throughLink = run(["lint", "--quiet", "--format", "github", ".."], in: work.path + "/Sources/Views", environment: ["GITHUB_WORKSPACE": link])
        #expect(throughLink.out.hasPrefix("::error file=Sources/Views/HomeScene.swift,line=6,col=39,"))
        // Text output keeps paths from the current folder.
        #expect(run(["lint", "--quiet", ".."], in: work.path + "/Sources/Views").out.contains("\nHomeScene.swift:6:39: error: "))
    }

    @Test func aReportFileIsReplacedWhole() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("lint.json", String(repeating: "stale ", count: 10_000))
        #expect(run(["lint", "--quiet", "--format", "json=lint.json"], in: work.path) == CLIResult(status: 1, out: "", err: ""))
        #expect(work.read("lint.json") == run(["lint", "--quiet", "--format", "json"], in: work.path).out)
    }

    /// A FIFO (or a device, or `/dev/stdout`) is written into, never replaced by a file: the
    /// reader gets the report and the FIFO is still there. A folder is refused.
    @Test func aReportIntoAFIFOReachesItsReader() throws {
        let work = try makeTree()
        defer { work.remove() }
        let fifo = work.path + "/report.fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        final class Received: @unchecked Sendable { var data = Data() }
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received.data = handle.readDataToEndOfFile() }
            done.signal()
        }
        #expect(run(["lint", "--quiet", "--format", "json=report.fifo"], in: work.path) == CLIResult(status: 1, out: "", err: ""))
        done.wait()
        #expect(String(decoding: received.data, as: UTF8.self) == run(["lint", "--quiet", "--format", "json"], in: work.path).out)
        var info = stat()
        #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(run(["lint", "--quiet", "--format", "sarif=Sources"], in: work.path)
            == CLIResult(status: 2, out: "", err: "Error: cannot write the report 'Sources': it is a folder\n"))
    }

    /// A report may not replace the run's own configuration or baseline.
    @Test func aReportOverAnInputOfTheRunIsRefused() throws {
        let work = try makeTree()
        defer { work.remove() }
        let config = work.read(".archtool.json")
        #expect(run(["lint", "--format", "json=.archtool.json"], in: work.path).err.hasPrefix(
            "Error: the 'json' report would be written over the configuration '.archtool.json': write it to another file.\n"))
        #expect(work.read(".archtool.json") == config)
        try work.write("b.json", "{ \"version\": 1, \"entries\": [] }\n")
        let result = run(["lint", "--baseline", "b.json", "--update-baseline", "--format", "junit=./b.json"], in: work.path)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: the 'junit' report would be written over the baseline './b.json': write it to another file.\n"))
        #expect(work.read("b.json") == "{ \"version\": 1, \"entries\": [] }\n")
        // Nor over a Swift source (nor as a new one, which the next lint would read).
        let source = work.read("Sources/Views/HomeScene.swift")
        #expect(run(["lint", "--format", "text=Sources/Views/HomeScene.swift"], in: work.path).err.hasPrefix(
            "Error: the 'text' report would be written over Swift source 'Sources/Views/HomeScene.swift': write it to a file not ending in .swift.\n"))
        #expect(work.read("Sources/Views/HomeScene.swift") == source)
        #expect(run(["lint", "--write-baseline", "Sources/New.swift"], in: work.path).err.hasPrefix(
            "Error: the new baseline would be written over Swift source 'Sources/New.swift': write it to a file not ending in .swift.\n"))
        #expect(work.read("Sources/New.swift") == nil)
        // However the path is spelled, or linked to.
        try FileManager.default.createSymbolicLink(atPath: work.path + "/link.json", withDestinationPath: "Sources/Views/HomeScene.swift")
        for target in ["Sources/Views/HomeScene.swift/", "Sources/Views/HomeScene.swift/.", "link.json"] {
            #expect(run(["lint", "--format", "json=" + target], in: work.path).err.hasPrefix(
                "Error: the 'json' report would be written over Swift source '\(target)': write it to a file not ending in .swift.\n"))
        }
        #expect(work.read("Sources/Views/HomeScene.swift") == source)
    }

    /// A report replaces its file's contents, not what the file is: a link is followed (the
    /// shared file it points at is updated), the mode is kept, a read-only file is refused.
    @Test func aReportKeepsItsFilesLinkAndMode() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write("shared/lint.json", "old\n")
        try FileManager.default.createSymbolicLink(atPath: work.path + "/lint.json", withDestinationPath: "shared/lint.json")
        chmod(work.path + "/shared/lint.json", 0o600)
        #expect(run(["lint", "--quiet", "--format", "json=lint.json"], in: work.path).status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: work.path + "/lint.json") == "shared/lint.json")
        #expect(work.read("shared/lint.json")?.hasPrefix("{\n  \"version\": 1,") == true)
        var info = stat()
        #expect(stat(work.path + "/shared/lint.json", &info) == 0 && info.st_mode & 0o777 == 0o600)
        try work.write("locked.json", "keep\n")
        chmod(work.path + "/locked.json", 0o444)
        // Root may write anything: the refusal is for everyone else.
        if getuid() != 0 {
            #expect(run(["lint", "--quiet", "--format", "json=locked.json"], in: work.path)
                == CLIResult(status: 2, out: "", err: "Error: cannot write the report 'locked.json': it is read-only\n"))
        }
    }

    @Test func anUnwritableReportFileIsASetupError() throws {
        let work = try makeTree()
        defer { work.remove() }
        let result = run(["lint", "--quiet", "--format", "sarif=.archtool.json/archtool.sarif"], in: work.path)
        #expect(result.status == 2)
        #expect(result.err == "Error: cannot write the report '.archtool.json/archtool.sarif': '\(work.path)/.archtool.json' is a file, not a folder\n")
    }

    @Test(arguments: [
        (["--format", "yaml"],
         "Error: The value 'yaml' is invalid for '--format <format[=file]>': use one of text, xcode, json, github, sarif, checkstyle, junit, summary, each optionally with '=<file>'.\n"),
        (["--format", "sarif="],
         "Error: The value 'sarif=' is invalid for '--format <format[=file]>': name a file after '=', as in 'sarif=archtool.sarif'.\n"),
        (["--format", "text", "--format", "sarif=a.sarif", "--format", "github"],
         "Error: Only one format may go to standard output, not 'text', 'github': write the others to files, as in '--format sarif=archtool.sarif'.\n"),
        (["--format", "text", "--format", "json=/dev/stdout"],
         "Error: Only one format may go to standard output, not 'text', 'json': write the others to files, as in '--format sarif=archtool.sarif'.\n"),
        (["--format", "json=out.json", "--format", "text=./out.json"],
         "Error: 'json' and 'text' would both be written to './out.json': give each format its own file.\n"),
        (["--format", "json=out.json", "--format", "sarif=Sources/../out.json"],
         "Error: 'json' and 'sarif' would both be written to 'Sources/../out.json': give each format its own file.\n"),
        // `-` is standard output.
        (["--format", "text", "--format", "json=-"],
         "Error: Only one format may go to standard output, not 'text', 'json': write the others to files, as in '--format sarif=archtool.sarif'.\n"),
        // Through a link to a folder, one file.
        (["--format", "json=Sources/out.json", "--format", "sarif=linked/out.json"],
         "Error: 'json' and 'sarif' would both be written to 'linked/out.json': give each format its own file.\n"),
        // `deep/..` is where the system takes it, above the link's target: Sources.
        (["--format", "json=Sources/out.json", "--format", "sarif=deep/../out.json"],
         "Error: 'json' and 'sarif' would both be written to 'deep/../out.json': give each format its own file.\n"),
    ])
    func badFormatsAreUsageErrors(arguments: [String], error: String) throws {
        let work = try makeTree()
        defer { work.remove() }
        try FileManager.default.createSymbolicLink(atPath: work.path + "/linked", withDestinationPath: "Sources")
        try FileManager.default.createSymbolicLink(atPath: work.path + "/deep", withDestinationPath: "Sources/Views")
        let result = run(["lint"] + arguments, in: work.path)
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err.hasPrefix(error + "Usage: archtool lint "))
        #expect(result.err.hasSuffix("See 'archtool help lint' for more information.\n"))
        #expect(!FileManager.default.fileExists(atPath: work.path + "/a.sarif"))
    }

    /// Configuration warnings, which fail --strict, are in the reports CI reads: a GitHub
    /// annotation, a JUnit failure (and SARIF's configuration notifications, validated by
    /// `scripts/validate-sarif.sh`); a job that failed on them said why on standard error only.
    @Test func configurationWarningsAreInTheReportsCIReads() throws {
        let work = try makeTree()
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Sources", "Source"], "rules": { "single-repository": "off", "scene-declares-contract": "off", "scenes-depend-on-ports": "off", "scene-observes-repository": "off" } }"#)
        let github = run(["lint", "--strict", "--format", "github"], in: work.path)
        #expect(github.status == 1)
        #expect(github.out.hasSuffix("::warning file=.archtool.json,line=1,col=45,title=configuration::'include' entry 'Source' selects no Swift file\n"))
        let junit = run(["lint", "--strict", "--quiet", "--format", "junit"], in: work.path)
        #expect(junit.out.contains("""
                <testcase classname="archtool" name="archtool configuration">
                  <failure type="warning" message="&apos;include&apos; entry &apos;Source&apos; selects no Swift file">\
            .archtool.json:1:45: warning: &apos;include&apos; entry &apos;Source&apos; selects no Swift file [archtool configuration]</failure>
                </testcase>
            """))
    }

    /// `--format json=-` writes to standard output, not to a file named `-`.
    @Test func aDashIsStandardOutput() throws {
        let work = try makeTree()
        defer { work.remove() }
        let dash = run(["lint", "--quiet", "--format", "json=-"], in: work.path)
        #expect(dash == run(["lint", "--quiet", "--format", "json"], in: work.path))
        #expect(dash.out.hasPrefix("{\n  \"version\": 1,"))
        #expect(!FileManager.default.fileExists(atPath: work.path + "/-"))
    }
}
