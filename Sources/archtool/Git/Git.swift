import Foundation

/// The few git queries `lint --changed` / `--staged` and `install-hook` need, run as `git` processes.
struct Git {
    /// The repository's top-level folder.
    let top: String

    /// The repository containing `directory`, or a clear error outside one.
    static func repository(at directory: String, for option: String) throws -> Git {
        guard let top = try? run(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(in: .whitespacesAndNewlines),
              !top.isEmpty else {
            throw CommandFailure(message: "\(option) needs a git repository, and '\(directory)' is not in one", exitCode: 2)
        }
        return Git(top: URL(fileURLWithPath: top).standardizedFileURL.path)
    }

    /// Runs git and returns its standard output; a non-zero exit is an error with git's message.
    @discardableResult
    static func run(_ arguments: [String], in directory: String) throws -> String {
        String(decoding: try runData(arguments, in: directory), as: UTF8.self)
    }

    static func runData(_ arguments: [String], in directory: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure(message: "git \(arguments.joined(separator: " ")) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))", exitCode: 2)
        }
        return data
    }

    /// NUL-separated paths from git, as absolute paths.
    private func paths(_ arguments: [String]) throws -> [String] {
        try Git.run(arguments, in: top).split(separator: "\0").map { top + "/" + $0 }
    }

    /// The merge base of HEAD with the default branch (origin's HEAD, else main or master).
    func defaultBase() throws -> String {
        var candidates: [String] = []
        if let remote = try? Git.run(["symbolic-ref", "--quiet", "refs/remotes/origin/HEAD"], in: top)
            .trimmingCharacters(in: .whitespacesAndNewlines), !remote.isEmpty {
            candidates.append(remote)
        }
        candidates += ["main", "master"]
        for branch in candidates {
            if let base = try? Git.run(["merge-base", "HEAD", branch], in: top).trimmingCharacters(in: .whitespacesAndNewlines), !base.isEmpty {
                return base
            }
        }
        throw CommandFailure(message: "no default branch to compare with (tried origin/HEAD, main, master); pass --changed=<rev>", exitCode: 2)
    }

    /// Files changed since `base` (committed or not) plus untracked files, as absolute paths.
    func changedFiles(since base: String) throws -> [String] {
        let changed = try paths(["diff", "--name-only", "-z", "--diff-filter=ACMR", base])
        let untracked = try paths(["ls-files", "-z", "--others", "--exclude-standard"])
        return Array(Set(changed + untracked)).sorted()
    }

    /// Staged files (added, copied, modified, renamed), as absolute paths.
    func stagedFiles() throws -> [String] {
        try paths(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR"]).sorted()
    }

    /// The staged contents of a file (what the next commit holds).
    func stagedContents(of absolutePath: String) throws -> [UInt8] {
        let relative = String(absolutePath.dropFirst(top.count + 1))
        return Array(try Git.runData(["show", ":" + relative], in: top))
    }
}
