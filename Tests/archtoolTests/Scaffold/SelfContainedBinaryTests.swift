import Foundation
import Testing

/// The built `archtool` binary, found from this file's location in the package.
func builtArchtool() -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/archtool").path
}

/// Runs an executable and returns its exit status and standard output (with standard error).
/// `environment`: the process's (nil: the tests').
///
/// A binary the tests have just copied can be briefly "busy" (ETXTBSY): a process another test
/// spawns at that moment holds the copy's write descriptor until it execs. The shell then
/// answers 126 "Text file busy"; the run is tried again, up to about five seconds.
func runProcess(_ executable: String, _ arguments: [String], in directory: String,
                environment: [String: String]? = nil) throws -> (status: Int32, out: String) {
    var attempts = 0
    while true {
        attempts += 1
        do {
            let result = try runProcessOnce(executable, arguments, in: directory, environment: environment)
            guard attempts < 50, result.status == 126, result.out.contains("Text file busy") else { return result }
        } catch where attempts < 50 && isTextFileBusy(error) {
            // spawning the copied binary itself met the same window
        }
        usleep(100_000)
    }
}

private func isTextFileBusy(_ error: Error) -> Bool {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying?.domain == NSPOSIXErrorDomain && underlying?.code == Int(ETXTBSY)
}

private func runProcessOnce(_ executable: String, _ arguments: [String], in directory: String,
                            environment: [String: String]?) throws -> (status: Int32, out: String) {
    let process = Process()
    if let environment { process.environment = environment }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite struct SelfContainedBinaryTests {
    @Test func aCopiedBinaryGeneratesEveryStyle() throws {
        let work = TemporaryDirectory("binary")
        defer { work.remove() }
        let copy = work.path + "/bin/archtool"
        try FileManager.default.createDirectory(atPath: work.path + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: builtArchtool(), toPath: copy)
        for style in ["sourcearch", "puddles", "sobreiro", "vidrep", "huddle"] {
            let result = try runProcess(copy, ["new", "--style", style, "--name", "Demo", "--output", style], in: work.path)
            #expect(result.status == 0, "\(style): \(result.out)")
            #expect(work.read("\(style)/Package.swift")?.contains("name: \"Demo\"") == true, "\(style)")
            #expect(work.read("\(style)/.archtool.json")?.contains("\"style\": \"\(style)\"") == true, "\(style)")
        }
    }
}

@Suite struct StandardOutputTests {
    /// Output that cannot be written (standard output on a full device) is an error with exit 2,
    /// not a clean run: a full disk in CI must not pass unseen.
    @Test func aFailedWriteToStandardOutputIsAnError() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }  // Linux only
        let process = Process()
        process.executableURL = URL(fileURLWithPath: builtArchtool())
        process.arguments = ["rules", "--style", "vidrep"]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message == "Error: cannot write to standard output: No space left on device\n")
    }
}

extension StandardOutputTests {
    /// A report sent to `/dev/stdout` while standard output is a file goes through the same
    /// descriptor: it arrives whole and nothing earlier in the file is lost (before, the report
    /// truncated the file). (A second format there too is refused: `badFormatsAreUsageErrors`.)
    @Test func aReportToDevStdoutSharesTheRedirectedFile() throws {
        guard FileManager.default.fileExists(atPath: "/dev/stdout") else { return }
        let work = TemporaryDirectory("dev-stdout")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("Models/Book.swift", "struct Book {\n    let id = UUID()\n}\n")
        try work.write("out.txt", "earlier line\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: builtArchtool())
        process.arguments = ["lint", "--format", "json=/dev/stdout"]
        process.currentDirectoryURL = URL(fileURLWithPath: work.path)
        let output = FileHandle(forWritingAtPath: work.path + "/out.txt")!
        output.seekToEndOfFile()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = work.read("out.txt") ?? ""
        #expect(text.hasPrefix("earlier line\n{\n  \"version\": 1,\n"))
        #expect(text.hasSuffix("  \"files\": 1\n}\n"))
    }
}

/// What only another user can see: folders root may read anyway. Runs when the tests run as root
/// with `su` at hand (as in CI here), as the user `nobody`; elsewhere it checks nothing.
@Suite struct PermissionTests {
    /// Whether the tests run as root with `su` at hand.
    static var canRunAsNobody: Bool { getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/su") }

    /// A copy of the built binary in `work` (made readable to everyone), where `nobody` may run it.
    static func copiedBinary(in work: TemporaryDirectory) throws -> String {
        chmod(work.path, 0o755)
        let binary = work.path + "/archtool"
        try FileManager.default.copyItem(atPath: builtArchtool(), toPath: binary)
        return binary
    }

    /// `arguments` run by `binary` as `nobody` in `folder` (standard output and error together).
    static func asNobody(_ binary: String, _ arguments: String, in folder: String) throws -> (status: Int32, out: String) {
        try runProcess("/bin/su", ["nobody", "-s", "/bin/sh", "-c", "cd '\(folder)' && '\(binary)' \(arguments)"], in: folder)
    }

    @Test func aProjectFolderThatCannotBeListedIsAFindingNotAPass() throws {
        guard Self.canRunAsNobody else { return }
        let work = TemporaryDirectory("unlistable")
        defer { chmod(work.path + "/Demo", 0o755); work.remove() }
        let binary = try Self.copiedBinary(in: work)
        try work.write("Demo/.archtool.json", #"{ "style": "vidrep", "include": ["Sources"] }"#)
        try work.write("Demo/Sources/Models/Book.swift", "struct Book {}\n")
        _ = try runProcess("/bin/chmod", ["-R", "a+rX", work.path], in: work.path)
        chmod(work.path + "/Demo", 0o311)  // enter, but not list
        let result = try Self.asNobody(binary, "lint --quiet", in: work.path + "/Demo")
        #expect(result.status == 1)
        #expect(result.out.contains(".:1:1: error: cannot read the folder: Permission denied; the Swift files in it were not linted [file-unreadable]\n"))
    }

    /// A folder named on the command line that cannot be opened is one finding, as in a
    /// whole-tree lint (review 31a item 4: in a project it was also read as a file, "cannot read
    /// the file"), and no file is counted for it.
    @Test func aNamedFolderThatCannotBeOpenedIsOneFinding() throws {
        guard Self.canRunAsNobody else { return }
        let work = TemporaryDirectory("unopenable")
        defer { chmod(work.path + "/Demo/Sub", 0o755); work.remove() }
        let binary = try Self.copiedBinary(in: work)
        try work.write("Demo/.archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("Demo/Sources/AppRepository.swift", "final class AppRepository {}\n")
        try work.write("Demo/Sub/SubReducer.swift", "struct SubReducer { func r() { print(1) } }\n")
        _ = try runProcess("/bin/chmod", ["-R", "a+rX", work.path], in: work.path)
        chmod(work.path + "/Demo/Sub", 0o000)
        let result = try Self.asNobody(binary, "lint Sub", in: work.path + "/Demo")
        #expect(result.status == 1)
        // (Standard output, then the summary on standard error, in one pipe.)
        #expect(result.out == "Sub:1:1: error: cannot read the folder: Permission denied; the Swift files in it were not linted [file-unreadable]\n"
            + "1 error, 0 warnings in 0 files\n")
    }

    /// `add` stages its files inside the project: a project its user may write, in a folder
    /// they may not, takes the item.
    @Test func addNeedsOnlyTheProjectToBeWritable() throws {
        guard Self.canRunAsNobody else { return }
        let work = TemporaryDirectory("readonly-parent")
        defer { work.remove() }
        let binary = try Self.copiedBinary(in: work)
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo"], directory: work.path).status == 0)
        _ = try runProcess("/bin/chown", ["-R", "nobody", work.path + "/Demo"], in: work.path)
        let result = try Self.asNobody(binary, "add scene Settings", in: work.path + "/Demo")
        #expect(result.status == 0, "\(result.out)")
        #expect(FileManager.default.fileExists(atPath: work.path + "/Demo/Sources/Views/Scenes/SettingsScene.swift")
            || result.out.contains("SettingsScene.swift"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).filter { $0.hasPrefix(".archtool-staging") }.isEmpty)
    }
}

@Suite struct GenerationLimitTests {
    /// A file size limit (`ulimit -f`) fails the write, which rolls back; it no longer kills the
    /// process with SIGXFSZ and leaves a staging folder behind.
    @Test func aFileSizeLimitFailsCleanly() throws {
        let work = TemporaryDirectory("file-size-limit")
        defer { work.remove() }
        let result = try runProcess("/bin/sh", ["-c", "ulimit -f 4; exec '\(builtArchtool())' new --style huddle --name Big"], in: work.path)
        #expect(result.status == 1)
        #expect(result.out.contains("File too large"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    }
}
