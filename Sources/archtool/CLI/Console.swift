#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a command writes: standard output and standard error, or buffers in tests.
final class Console: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    /// Whether colour may be used on standard output / standard error.
    let colorOut: Bool
    let colorErr: Bool
    let environment: [String: String]
    let currentDirectory: String

    init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, colorOut: Bool = false, colorErr: Bool = false,
         environment: [String: String] = [:], currentDirectory: String) {
        writeOut = out
        writeErr = err
        self.colorOut = colorOut
        self.colorErr = colorErr
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    func out(_ text: String) { writeOut(text) }
    func err(_ text: String) { writeErr(text) }

    /// The process's real streams; colour only on a terminal and when `NO_COLOR` is unset.
    static func standard(environment: [String: String], currentDirectory: String) -> Console {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Console(
            out: { text in writeAll(1, text) },
            err: { text in writeAll(2, text) },
            colorOut: !noColor && isatty(1) != 0,
            colorErr: !noColor && isatty(2) != 0,
            environment: environment,
            currentDirectory: currentDirectory)
    }

    /// Writes all of `text` to a file descriptor, retrying short writes.
    private static func writeAll(_ fd: Int32, _ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// `text` in bold red when colour is on for standard error.
    func errorLabel(_ text: String) -> String {
        colorErr ? "\u{1B}[1;31m\(text)\u{1B}[0m" : text
    }
}
