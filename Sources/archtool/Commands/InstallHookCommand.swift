import Foundation

/// `archtool install-hook`: a git pre-commit hook that runs `archtool lint --staged`.
struct InstallHookCommand: Command {
    static let spec = CommandSpec(
        name: "install-hook",
        abstract: "Install a git pre-commit hook that lints what is about to be committed.",
        discussion: """
            Writes .git/hooks/pre-commit (or the hooks folder git is configured with) to run
            'archtool lint --staged'. An existing hook is left alone unless --force (which
            keeps it as pre-commit.archtool-backup) or --append (which adds the lint line).
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
    static func lintLine(executable: String) -> String {
        "\"${ARCHTOOL:-\(executable)}\" lint --staged || exit $?"
    }

    func run(_ console: Console) throws -> Int32 {
        let git = try Git.repository(at: console.currentDirectory, for: "install-hook")
        let hooks = try Git.run(["rev-parse", "--git-path", "hooks"], in: git.top).trimmingCharacters(in: .whitespacesAndNewlines)
        let folder = DisplayPath.absolute(hooks, from: git.top)
        let hook = folder + "/pre-commit"
        let executable = URL(fileURLWithPath: CommandLine.arguments[0], relativeTo: URL(fileURLWithPath: console.currentDirectory))
            .standardizedFileURL.resolvingSymlinksInPath().path
        let line = Self.lintLine(executable: executable)
        let fresh = "#!/bin/sh\n\(Self.marker)\n\(line)\n"
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if let existing = fileManager.contents(atPath: hook).map({ String(decoding: $0, as: UTF8.self) }) {
            if existing.contains(Self.marker) {
                console.out("The pre-commit hook already runs archtool: \(hook)\n")
                return 0
            }
            if append {
                try write(existing + (existing.hasSuffix("\n") ? "" : "\n") + "\(Self.marker)\n\(line)\n", to: hook)
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

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
}
