import Foundation
import Testing

/// The built `archtool` binary, found from this file's location in the package.
func builtArchtool() -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/archtool").path
}

/// Runs an executable and returns its exit status and standard output.
func runProcess(_ executable: String, _ arguments: [String], in directory: String) throws -> (status: Int32, out: String) {
    let process = Process()
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
