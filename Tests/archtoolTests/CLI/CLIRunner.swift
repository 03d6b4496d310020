@testable import archtool

/// What one in-process run of `archtool` printed and returned.
struct CLIResult: Equatable {
    var status: Int32
    var out: String
    var err: String
}

/// Runs `archtool` in process with captured streams and no colour.
func runCLI(_ arguments: [String], directory: String = "/tmp") -> CLIResult {
    final class Buffer: @unchecked Sendable { var out = "", err = "" }
    let buffer = Buffer()
    let console = Console(out: { buffer.out += $0 }, err: { buffer.err += $0 }, environment: [:], currentDirectory: directory)
    let status = Dispatcher.main(arguments, console: console)
    return CLIResult(status: status, out: buffer.out, err: buffer.err)
}
