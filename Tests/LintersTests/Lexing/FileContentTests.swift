import ArchModel
import Foundation
import Testing
@testable import Linters

/// A skimmed file's bytes are released and read again from disk when asked for
/// (`SourceFile.releaseBytes`); bytes read again that are not the ones first read come back as
/// spaces of the first length, with as many tokens as before, and the linter reports the file.
@Suite struct FileContentTests {
    static let text = "struct Home {\n    // archtool:disable:next some-rule -- kept\n    let x = \"é\"\n}\n"

    /// A file in a fresh temporary folder; the folder is removed by `cleanUp`.
    static func write(_ text: String, name: String = "Home.swift") throws -> (folder: String, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archtool-content-\(UInt64.random(in: 0...UInt64.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    static func released(_ path: String) throws -> (file: SourceFile, bytes: [UInt8], tokens: [Token]) {
        let bytes = try FileReader.read(path)
        let file = SourceFile(path: "Home.swift", bytes: bytes, readFrom: path)
        let tokens = file.tokens
        file.releaseTokens()
        file.releaseBytes()
        return (file, bytes, tokens)
    }

    @Test func releasedBytesAreReadAgainAsTheyWere() throws {
        let (folder, path) = try Self.write(Self.text)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, bytes, tokens) = try Self.released(path)
        #expect(file.bytes == bytes)
        #expect(file.tokens == tokens)
        #expect(file.text(of: tokens[0]) == "struct")
        #expect(file.contentProblem == nil)
    }

    @Test(arguments: [
        "struct Home {\n    // archtool:disable:next some-rule -- kept\n    let y = \"é\"\n}\n",  // same length
        "struct Home {}\n",
    ])
    func aChangedFileReadsAsSpacesWithItsTokenCountAndSaysSo(changed: String) throws {
        let (folder, path) = try Self.write(Self.text)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, bytes, tokens) = try Self.released(path)
        try Data(changed.utf8).write(to: URL(fileURLWithPath: path))
        #expect(file.bytes == [UInt8](repeating: UInt8(ascii: " "), count: bytes.count))
        #expect(file.tokens.count == tokens.count)
        #expect(file.tokens.allSatisfy { $0.kind == .whitespace && $0.length == 1 })
        #expect(file.withTokens { $0.count } == tokens.count)
        #expect(file.contentProblem == "the file changed while it was linted; its findings may be wrong: lint again")
        // What was known of the first bytes stays known.
        #expect(file.mentionsSuppressionMarker)
    }

    @Test func aRemovedFileSaysItCouldNotBeReadAgain() throws {
        let (folder, path) = try Self.write(Self.text)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, bytes, _) = try Self.released(path)
        try FileManager.default.removeItem(atPath: path)
        // Whether a directive may be there is known without reading the file again.
        #expect(file.mentionsSuppressionMarker)
        #expect(file.contentProblem == nil)
        #expect(file.bytes.count == bytes.count)
        #expect(file.contentProblem == "the file could not be read again while it was linted (No such file or directory); lint again")
    }

    @Test func bytesNotReadFromDiskAreNeverReleased() {
        let file = SourceFile(path: "Home.swift", text: Self.text)
        let tokens = file.tokens
        file.releaseTokens()
        file.releaseBytes()
        #expect(file.bytes == Array(Self.text.utf8))
        #expect(file.tokens == tokens)
        #expect(file.contentProblem == nil)
        #expect(file.mentionsSuppressionMarker)
        #expect(!SourceFile(path: "Other.swift", text: "let archtool = 1 // archtool\n").mentionsSuppressionMarker)
    }

    /// The hash is XXH64 (seed 0): the reference's values, through every path (the 32-byte
    /// loop, 8-byte words, a 4-byte word, single bytes).
    static let xxh64Values: [([UInt8], UInt64)] = [
        ([], 0xEF46_DB37_51D8_E999),
        (Array("a".utf8), 0xD24E_C4F1_A98C_6E5B),
        (Array("abc".utf8), 0x44BC_2CF5_AD77_0999),
        ((0..<100).map { UInt8($0) }, 0x6AC1_E580_3216_6597),
    ]

    @Test(arguments: xxh64Values)
    func theHashIsXXH64(bytes: [UInt8], hash: UInt64) {
        #expect(FileContent.hash(bytes) == hash)
    }

    /// Every length from 0 to 72 and every bit: one flipped bit changes the hash, and so does
    /// one byte more; and two flipped bits 4, 8 and 32 bytes apart (which cancelled out in the
    /// multiply-rotate hash this replaced, found by review) change it too.
    @Test func theHashTellsBytesApart() {
        for length in 0...72 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let hash = FileContent.hash(bytes)
            #expect(FileContent.hash(bytes + [0]) != hash, "length \(length)")
            for bit in 0..<(length * 8) {
                var changed = bytes
                changed[bit / 8] ^= 1 << UInt8(bit % 8)
                #expect(FileContent.hash(changed) != hash, "length \(length), bit \(bit)")
            }
        }
        let bytes = (0..<80).map { UInt8(truncatingIfNeeded: $0 &* 91 &+ 7) }
        let hash = FileContent.hash(bytes)
        for distance in [4, 8, 32] {
            for first in 0..<(80 - distance) {
                for a in 0..<8 {
                    for b in 0..<8 {
                        var changed = bytes
                        changed[first] ^= 1 << UInt8(a)
                        changed[first + distance] ^= 1 << UInt8(b)
                        #expect(FileContent.hash(changed) != hash, "bytes \(first) and \(first + distance), bits \(a) and \(b)")
                    }
                }
            }
        }
    }

    /// A whole-tree lint from disk releases the files it skims: a skimmed file whose code a rule
    /// reads and one with a suppression directive are read again, and the findings are those of
    /// the same files linted in memory (whose bytes are kept).
    @Test func lintFromDiskReportsWhatLintInMemoryReports() throws {
        let folder = try Self.writeNavigationProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sources = Self.navigationSources
        let preset = Presets.preset(for: Style.named("vidrep")!)
        let rules = preset.rules.filter { $0.id == "navigation-in-routers" }
        let fromDisk = Linter.lint(root: folder, paths: sources.map(\.path), layers: preset.layers, rules: rules)
        let inMemory = Linter.lint(sources: sources, layers: preset.layers, rules: rules)
        #expect(fromDisk.findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule) \($0.token)" } == [
            "Views/Home.swift:2:27 navigation-in-routers NavigationStack",
        ])
        #expect(fromDisk.findings == inMemory.findings)
        #expect(fromDisk.suppressed.map { "\($0.finding.path):\($0.finding.line) \($0.reason ?? "")" } == ["Views/Other.swift:3 a sheet host"])
        #expect(fromDisk.suppressed.map(\.finding) == inMemory.suppressed.map(\.finding))
        #expect(fromDisk.timings.map(\.stage).contains("code read in 2 of 3 skimmed files"))
    }

    /// A skimmed file changed between its first read and the read again a suppression directive
    /// needs: reported as `file-unreadable`, and nothing is read out of its range.
    @Test func aFileChangedWhileLintedIsReported() throws {
        let folder = try Self.writeNavigationProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Self.lintNavigationProject(in: folder) {
            try Data("struct Other {}\n".utf8).write(to: URL(fileURLWithPath: folder + "/Views/Other.swift"))
        }
        #expect(result.findings.map { "\($0.path):\($0.line):\($0.column) \($0.severity) \($0.rule): \($0.message)" } == [
            "Views/Home.swift:2:27 error navigation-in-routers: " + result.findings[0].message,
            "Views/Other.swift:1:1 error file-unreadable: the file changed while it was linted; its findings may be wrong: lint again",
        ])
    }

    /// A skimmed file whose code a rule reads that changed before it was read again keeps its
    /// skim (its code is not read; it is reported), and the other skimmed files are not read
    /// again for it (a deleted one would be reported if they were). With only another file
    /// reported, the changed one is still named in `changedFiles`.
    @Test(arguments: [nil, ["Views/Other.swift"] as Set<String>?])
    func aChangedFileWhoseCodeIsReadKeepsItsSkim(reported: Set<String>?) throws {
        let folder = try Self.writeNavigationProject()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Self.lintNavigationProject(in: folder, reported: reported) {
            try Data("struct Home { var body: some View { NavigationStack {} } }\n".utf8).write(to: URL(fileURLWithPath: folder + "/Views/Home.swift"))
            try FileManager.default.removeItem(atPath: folder + "/Views/Plain.swift")
        }
        #expect(result.findings.map { "\($0.path):\($0.line):\($0.column) \($0.rule): \($0.message)" } == [
            "Views/Home.swift:1:1 file-unreadable: the file changed while it was linted; its findings may be wrong: lint again",
        ])
        #expect(result.changedFiles == ["Views/Home.swift"])
        #expect(result.suppressed.map(\.finding.path) == ["Views/Other.swift"])
        #expect(result.project?.files.map { $0.declarations.map(\.name) } == [["Home", "body"], ["Other", "body"], ["Plain", "s"]])
    }

    /// `navigationSources` written in a fresh temporary folder (the caller removes it).
    static func writeNavigationProject() throws -> String {
        let (folder, _) = try write("", name: "notes.txt")
        try FileManager.default.createDirectory(atPath: folder + "/Views", withIntermediateDirectories: true)
        for (path, text) in navigationSources { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + path)) }
        return folder
    }

    /// The whole-tree lint of the project in `folder` with `navigation-in-routers`, in the two
    /// steps `Linter.lint` takes, with `between` run after every file is read and scanned and
    /// before the model and the rules.
    static func lintNavigationProject(in folder: String, reported: Set<String>? = nil, between: () throws -> Void) throws -> Linter.Result {
        let preset = Presets.preset(for: Style.named("vidrep")!)
        let rules = preset.rules.filter { $0.id == "navigation-in-routers" }
        var context = FileFacts.Context(layers: preset.layers)
        context.lintRoot = folder
        let plan = Linter.ScanPlan(rules: rules, reported: nil, context: context)
        let outcomes = Linter.scanAll(root: folder, paths: navigationSources.map(\.path), plan: plan, context: context)
        try between()
        return Linter.run(outcomes, context: context, rules: rules, requireSuppressionReason: false, reported: reported)
    }

    static let navigationSources = [
        (path: "Views/Home.swift", text: "struct Home {\n    var body: some View { NavigationStack { Text(\"x\") } }\n}\n"),
        (path: "Views/Other.swift", text: """
            struct Other {
                // archtool:disable:next navigation-in-routers -- a sheet host
                var body: some View { NavigationStack { Text("y") } }
            }

            """),
        (path: "Views/Plain.swift", text: "struct Plain {\n    // NavigationStack\n    let s = \"NavigationStack\"\n}\n"),
    ]
}
