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

    /// The first error writing to standard output (a full disk, an I/O error), which the
    /// command's exit status must not hide. A reader that went away (`| head`) ends the process
    /// by SIGPIPE, as usual; if SIGPIPE is ignored, the EPIPE that follows is not counted.
    final class WriteFailure: @unchecked Sendable {
        var code: Int32?
    }
    let outputFailure: WriteFailure

    init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, colorOut: Bool = false, colorErr: Bool = false,
         environment: [String: String] = [:], currentDirectory: String, outputFailure: WriteFailure = WriteFailure()) {
        writeOut = out
        writeErr = err
        self.outputFailure = outputFailure
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
        let failure = WriteFailure()
        return Console(
            out: { text in
                guard failure.code == nil else { return }
                if let code = writeAll(1, text), code != EPIPE { failure.code = code }
            },
            err: { text in _ = writeAll(2, text) },
            colorOut: !noColor && isatty(1) != 0,
            colorErr: !noColor && isatty(2) != 0,
            environment: environment,
            currentDirectory: currentDirectory,
            outputFailure: failure)
    }

    /// Writes all of `text` to a file descriptor, retrying short writes; the error that stopped
    /// it, if any.
    static func writeAll(_ fd: Int32, _ text: String) -> Int32? {
        var text = text
        return text.withUTF8 { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// `text` in bold red when colour is on for standard error.
    func errorLabel(_ text: String) -> String {
        colorErr ? "\u{1B}[1;31m\(text)\u{1B}[0m" : text
    }
}
