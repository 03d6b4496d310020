import Foundation

/// `archtool install-hook`: a git pre-commit hook that runs `archtool lint --staged`.
struct InstallHookCommand: Command {
    static let spec = CommandSpec(
        name: "install-hook",
        abstract: "Install a git pre-commit hook that lints what is about to be committed.",
        discussion: """
            Run it in the folder of the project's .archtool.json. Writes .git/hooks/pre-commit
            (or the hooks folder git is configured with) to run 'archtool lint --staged' in that
            folder, also when it is a subfolder of the repository. An existing hook is left
            alone unless --force (which keeps it as pre-commit.archtool-backup) or --append
            (which adds the lint line to a shell hook, before a closing exit).
            """,
        options: [
            OptionSpec(name: "force", help: "Replace an existing hook, keeping a backup."),
            OptionSpec(name: "append", help: "Add the lint line to an existing hook."),
        ])

    static let marker = "# archtool: lint what is about to be committed"

    let force: Bool
    let append: Bool

    init(arguments: ParsedArguments, path: [String]) throws {
        force = arguments.flag("force")
        append = arguments.flag("append")
        if force, append { throw UsageError(message: "--force and --append cannot be combined.", commandPath: path) }
    }

    /// The hook's lint line: this binary by absolute path, so the hook works without PATH changes.
    /// Git runs hooks at the top of the work tree: a project in a subfolder (`ios/App`) is
    /// linted from there.
    static func lintLine(executable: String, projectFolder: String = "") -> String {
        let lint = "\"${ARCHTOOL:-\(executable)}\" lint --staged"
        guard !projectFolder.isEmpty else { return lint + " || exit $?" }
        let quoted = "'" + projectFolder.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return "(cd \(quoted) && \(lint)) || exit $?"
    }

    /// Shells whose scripts can take the lint line.
    static let shells: Set<String> = ["sh", "bash", "zsh", "dash", "ksh"]

    func run(_ console: Console) throws -> Int32 {
        let git = try Git.repository(at: console.currentDirectory, for: "install-hook")
        let hooks = try Git.run(["rev-parse", "--git-path", "hooks"], in: git.top).trimmingCharacters(in: .whitespacesAndNewlines)
        let folder = DisplayPath.absolute(hooks, from: git.top)
        let hook = folder + "/pre-commit"
        let executable = URL(fileURLWithPath: CommandLine.arguments[0], relativeTo: URL(fileURLWithPath: console.currentDirectory))
            .standardizedFileURL.resolvingSymlinksInPath().path
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: console.currentDirectory + "/.archtool.json") else {
            throw CommandFailure(message: "no .archtool.json here: run install-hook in the folder of the project's .archtool.json, where the hook will lint.",
                                 exitCode: 2)
        }
        let project = URL(fileURLWithPath: console.currentDirectory).resolvingSymlinksInPath().path
        let top = URL(fileURLWithPath: git.top).resolvingSymlinksInPath().path
        let relative = DisplayPath.relative(project, from: top)
        let projectFolder = relative == "." || relative.hasPrefix("/") ? "" : relative
        let line = Self.lintLine(executable: executable, projectFolder: projectFolder)
        let fresh = "#!/bin/sh\n\(Self.marker)\n\(line)\n"
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if let existing = fileManager.contents(atPath: hook).map({ String(decoding: $0, as: UTF8.self) }) {
            if existing.contains(Self.marker) {
                console.out("The pre-commit hook already runs archtool: \(hook)\n")
                return 0
            }
            if append {
                try write(try Self.appending("\(Self.marker)\n\(line)\n", to: existing, hook: hook), to: hook)
                console.out("Added archtool to the existing pre-commit hook: \(hook)\n")
                return 0
            }
            guard force else {
                throw CommandFailure(message: """
                    a pre-commit hook already exists at \(hook); nothing was changed.
                    Use --append to add 'archtool lint --staged' to it, or --force to replace it (a backup is kept).
                    """)
            }
            try? fileManager.removeItem(atPath: hook + ".archtool-backup")
            try fileManager.copyItem(atPath: hook, toPath: hook + ".archtool-backup")
            try write(fresh, to: hook)
            console.out("Replaced the pre-commit hook (backup: \(hook).archtool-backup): \(hook)\n")
            return 0
        }
        try write(fresh, to: hook)
        console.out("Installed the pre-commit hook: \(hook)\n")
        return 0
    }

    /// `existing` with `block` added where it runs: before the first top-level `exit` or `exec`
    /// line (after it, the block would never run), else at the end. A hook in another language
    /// than the shell's is refused.
    static func appending(_ block: String, to existing: String, hook: String) throws -> String {
        var lines = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let first = lines.first, first.hasPrefix("#!") {
            let words = first.dropFirst(2).split(separator: " ")
            let program = words.first.map { String($0.split(separator: "/").last ?? $0) } ?? ""
            let interpreter = program == "env" ? words.dropFirst().first { !$0.hasPrefix("-") }.map(String.init) ?? "" : program
            guard shells.contains(interpreter) else {
                throw CommandFailure(message: """
                    the pre-commit hook at \(hook) is not a shell script (\(first)); nothing was changed.
                    Call 'archtool lint --staged' from it yourself, or use --force to replace it (a backup is kept).
                    """)
            }
        }
        let stops = lines.firstIndex { $0 == "exit" || $0.hasPrefix("exit ") || $0.hasPrefix("exec ") }
        if let stops {
            lines.insert(contentsOf: block.split(separator: "\n").map(String.init), at: stops)
            return lines.joined(separator: "\n")
        }
        return existing + (existing.hasSuffix("\n") || existing.isEmpty ? "" : "\n") + block
    }

    /// Replaces the hook in one step (`OutputFile`: a link to a shared hook updates what it
    /// points at) and makes it executable; a failure is one line that says why.
    private func write(_ text: String, to path: String) throws {
        do throws(OutputFile.Failure) {
            try OutputFile.write(text, to: path)
        } catch {
            throw CommandFailure(message: "cannot write the hook '\(path)': \(error.reason)", exitCode: 2)
        }
        chmod(OutputFile.followingLinks(path), 0o755)
    }
}
