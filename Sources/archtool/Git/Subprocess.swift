#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch

/// Runs a program found on `PATH` with `posix_spawnp`, feeding it `input` and collecting its
/// output. Foundation's `Process` costs tens of milliseconds per launch on Linux, which a
/// pre-commit hook that asks git a few questions notices; a spawn costs about one.
struct Subprocess {
    struct Output {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: [UInt8]
    }

    struct LaunchFailure: Error {
        var reason: String
    }

    /// Runs `arguments[0]` (looked up on `PATH`) with `arguments`, in the current directory.
    /// Standard input is `input`, written from another thread so that a large input cannot
    /// deadlock against a large output.
    static func run(_ arguments: [String], input: [UInt8] = []) throws(LaunchFailure) -> Output {
        // A child that exits before reading all its input must not kill us with SIGPIPE: the
        // write fails with EPIPE instead. Restored on return (git runs before linting starts,
        // on one thread).
        let previousHandler = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previousHandler) }
        guard let inPipe = makePipe() else { throw LaunchFailure(reason: String(cString: strerror(errno))) }
        guard let outPipe = makePipe() else {
            closeAll(inPipe)
            throw LaunchFailure(reason: String(cString: strerror(errno)))
        }
        guard let errPipe = makePipe() else {
            closeAll(inPipe + outPipe)
            throw LaunchFailure(reason: String(cString: strerror(errno)))
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in inPipe + outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        var pid: pid_t = 0
        let spawned: Int32 = withCStrings(arguments) { argv in
            posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        }
        close(inPipe[0])
        close(outPipe[1])
        close(errPipe[1])
        guard spawned == 0 else {
            closeAll([inPipe[1], outPipe[0], errPipe[0]])
            throw LaunchFailure(reason: String(cString: strerror(spawned)))
        }
        let writer = DispatchGroup()
        let inputFD = inPipe[1]
        DispatchQueue.global().async(group: writer) {
            input.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let n = write(inputFD, buffer.baseAddress! + offset, buffer.count - offset)
                    if n < 0, errno == EINTR { continue }
                    if n <= 0 { break }
                    offset += n
                }
            }
            close(inputFD)
        }
        let errorReader = DispatchGroup()
        nonisolated(unsafe) var standardError: [UInt8] = []
        let errorFD = errPipe[0]
        DispatchQueue.global().async(group: errorReader) { standardError = readAll(errorFD) }
        let standardOutput = readAll(outPipe[0])
        errorReader.wait()
        writer.wait()
        close(outPipe[0])
        close(errPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw LaunchFailure(reason: "cannot wait for \(arguments[0]): \(String(cString: strerror(errno)))") }
        }
        // WIFEXITED / WEXITSTATUS, spelled out: the macros are not imported into Swift.
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Output(status: exitStatus, standardOutput: standardOutput, standardError: standardError)
    }

    private static func readAll(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            result.append(contentsOf: chunk[0..<n])
        }
        return result
    }

    /// A pipe whose ends are above the standard descriptors (so that a parent started with one
    /// of 0, 1, 2 closed cannot hand the child a pipe end where its own stream should be) and
    /// close on exec (so they leak into no other child).
    private static func makePipe() -> [Int32]? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        var moved: [Int32] = []
        for fd in fds {
            let high = fcntl(fd, F_DUPFD_CLOEXEC, 3)
            close(fd)
            guard high >= 0 else {
                closeAll(moved)
                return nil
            }
            moved.append(high)
        }
        return moved
    }

    private static func closeAll(_ fds: [Int32]) {
        for fd in fds { close(fd) }
    }

    /// Calls `body` with a NUL-terminated C array of the strings.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) }
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers + [nil])
    }
}
