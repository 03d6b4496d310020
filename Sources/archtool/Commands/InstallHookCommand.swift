import Foundation

/// `archtool install-hook`: a git pre-commit hook that runs `archtool lint --staged`.
struct InstallHookCommand: Command {
    static let spec = CommandSpec(
        name: "install-hook",
        abstract: "Install a git pre-commit hook that lints what is about to be committed.",
        discussion: """
            Run it in the folder of the project's .archtool.json. Writes .git/hooks/pre-commit
            (or the hooks folder git is configured with) to run 'archtool lint --staged' with
            that configuration, also when it is in a subfolder of the repository. The hook runs
            $ARCHTOOL if set, else this archtool, else 'archtool' on the PATH (in a hooks folder
            of the work tree, which clones share, $ARCHTOOL or the PATH's). An existing hook
            is left alone unless --force (which keeps it as pre-commit.archtool-backup) or
            --append (which adds the lint line to a shell hook, first, right after its #!
            line, where nothing the hook does can skip it and the hook's own status stays
            its last command's). A pre-merge-commit hook that runs pre-commit is added
            when there is none, so that the merges git commits itself are checked too.
            A commit without the configuration (on a branch older than archtool, say) is
            not linted, unless the work tree has it.
            """,
        options: [
            OptionSpec(name: "force", help: "Replace an existing hook (also archtool's own), keeping a backup."),
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

    /// The hook's lint line: `$ARCHTOOL` if set, else this archtool by the path it was started
    /// by, else (when that is gone) `archtool` on the PATH. Git runs hooks at the top of the work
    /// tree: a project in a subfolder (`ios/App`) is linted with its configuration from there, so
    /// that the paths shown are the repository's, as git shows them.
    static func lintLine(executable: String, projectFolder: String = "") -> String {
        let binary = "archtool_bin=\(shellQuoted(executable)); [ -x \"$archtool_bin\" ] || archtool_bin=archtool; "
        return whenTheConfigurationIsThere(binary + "\"${ARCHTOOL:-$archtool_bin}\" " + lintArguments(projectFolder: projectFolder),
                                           projectFolder: projectFolder)
    }

    /// The lint line of a hook in a tracked folder of the repository (`core.hooksPath .githooks`),
    /// which every clone shares: `$ARCHTOOL`, else `archtool` from the PATH, and no machine's path
    /// (which each developer's install-hook rewrote to their own, churning the tracked file).
    /// Where neither is there, the hook says so and what to do, rather than the shell's bare
    /// "archtool: not found".
    static func sharedLintLine(projectFolder: String) -> String {
        whenTheConfigurationIsThere("command -v \"${ARCHTOOL:-archtool}\" >/dev/null 2>&1 || "
            + "{ echo \"archtool: not found: put it on the PATH or set ARCHTOOL\" >&2; exit 1; }; "
            + "\"${ARCHTOOL:-archtool}\" " + lintArguments(projectFolder: projectFolder), projectFolder: projectFolder)
    }

    /// The line a refusal asks the user to add to a hook install-hook does not write (husky's, a
    /// global one, a linked one, one in another language): the line it would have written, with
    /// `archtool` from the PATH for this machine's path, which does not belong in a shared hook.
    /// `--config` included: hooks run at the top of the work tree, where a bare `lint --staged`
    /// finds no configuration of a project in a subfolder and fails every commit.
    static func adviceLine(projectFolder: String) -> String {
        whenTheConfigurationIsThere("archtool " + lintArguments(projectFolder: projectFolder), projectFolder: projectFolder)
    }

    /// `lint --staged`, with `--config` for a project in a subfolder.
    static func lintArguments(projectFolder: String) -> String {
        projectFolder.isEmpty ? "lint --staged" : "lint --staged --config \(shellQuoted(projectFolder + "/.archtool.json"))"
    }

    /// `command` run only when the commit (`:path` reads the index git commits, the temporary
    /// one of `git commit -a` or `git commit <path>` too) or the work tree holds the project's
    /// configuration: the hook serves every branch and worktree of the repository, and a
    /// release branch from before archtool, or the commit that removes the configuration, has
    /// no project to judge (lint would refuse it for want of one). One line, and nothing exits
    /// when it skips: `--append` puts it before a hook's own commands, which must still run.
    static func whenTheConfigurationIsThere(_ command: String, projectFolder: String) -> String {
        let configuration = projectFolder.isEmpty ? ".archtool.json" : projectFolder + "/.archtool.json"
        return "if git cat-file -e \(shellQuoted(":" + configuration)) 2>/dev/null || [ -f \(shellQuoted(configuration)) ]; "
            + "then \(command) || exit $?; fi"
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// This archtool as the hook should name it: the path it was started by, made absolute, or
    /// found on `PATH` when it was started by name. Links are not resolved: a link a package
    /// manager keeps (`/usr/local/bin/archtool`) still works after an upgrade replaces its target.
    static func executablePath(argument: String, currentDirectory: String, searchPath: String?) -> String? {
        if argument.contains("/") { return URL(fileURLWithPath: DisplayPath.absolute(argument, from: currentDirectory)).standardized.path }
        return onPath(argument, currentDirectory: currentDirectory, searchPath: searchPath) ?? Bundle.main.executablePath
    }

    /// The executable file `name` on `searchPath` (a `PATH`; an empty entry is the current
    /// folder), as the shell finds it; nil when there is none.
    static func onPath(_ name: String, currentDirectory: String, searchPath: String?) -> String? {
        for folder in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? currentDirectory : DisplayPath.absolute(String(folder), from: currentDirectory)) + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(candidate, X_OK) == 0 {
                return URL(fileURLWithPath: candidate).standardized.path
            }
        }
        return nil
    }

    /// Shells whose scripts can take the lint line.
    static let shells: Set<String> = ["sh", "bash", "zsh", "dash", "ksh"]

    func run(_ console: Console) throws -> Int32 {
        let git = try Git.repository(at: console.currentDirectory, for: "install-hook")
        let hooks = try Git.run(["rev-parse", "--git-path", "hooks"], in: git.top).trimmingCharacters(in: .whitespacesAndNewlines)
        let folder = DisplayPath.absolute(hooks, from: git.top)
        let hook = folder + "/pre-commit"
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: console.currentDirectory + "/.archtool.json") else {
            throw CommandFailure(message: "no .archtool.json here: run install-hook in the folder of the project's .archtool.json, where the hook will lint.",
                                 exitCode: 2)
        }
        let project = URL(fileURLWithPath: console.currentDirectory).resolvingSymlinksInPath().path
        let top = URL(fileURLWithPath: git.top).resolvingSymlinksInPath().path
        let relative = DisplayPath.relative(project, from: top)
        let projectFolder = relative == "." || relative.hasPrefix("/") ? "" : relative
        // What a refusal asks the user to add to a hook archtool does not write itself.
        let advice = Self.adviceLine(projectFolder: projectFolder)
        // A hooks folder outside the repository (a global `core.hooksPath`) serves other
        // repositories too: what runs there, and this machine's archtool path in it, is not this
        // project's to write.
        let resolvedFolder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        let gitFolder = URL(fileURLWithPath: DisplayPath.absolute(
            try Git.run(["rev-parse", "--git-common-dir"], in: git.top).trimmingCharacters(in: .whitespacesAndNewlines), from: git.top))
            .resolvingSymlinksInPath().path
        if !Self.isInside(resolvedFolder, top) && !Self.isInside(resolvedFolder, gitFolder) {
            throw CommandFailure(message: """
                git's hooks folder \(folder) (core.hooksPath) is outside this repository: a hook there runs for every repository that uses it, not for this one alone; nothing was changed.
                Add this line to that hook yourself:
                \(advice)
                """)
        }
        // husky (v9) generates `.husky/_` and points core.hooksPath at it; the hooks a team writes
        // are in `.husky/`, which the generated ones run.
        if resolvedFolder.hasSuffix("/.husky/_") {
            let huskyHook = DisplayPath.relative(String(resolvedFolder.dropLast(2)) + "/pre-commit", from: console.currentDirectory)
            throw CommandFailure(message: """
                git's hooks folder \(folder) is husky's, which husky writes itself; nothing was changed.
                Add this line to \(huskyHook) instead:
                \(advice)
                """)
        }
        guard let executable = Self.executablePath(argument: CommandLine.arguments[0], currentDirectory: console.currentDirectory,
                                                   searchPath: console.environment["PATH"]) else {
            throw CommandFailure(message: "cannot tell where this archtool is, to name it in the hook; nothing was changed.", exitCode: 2)
        }
        // A hooks folder in the work tree (not in `.git`) is the repository's, shared by every clone.
        let shared = !Self.isInside(resolvedFolder, gitFolder)
        let line = shared ? Self.sharedLintLine(projectFolder: projectFolder) : Self.lintLine(executable: executable, projectFolder: projectFolder)
        // The shared line cannot name this machine's archtool: where the environment install-hook
        // runs in (a commit's, usually) finds none, every commit would fail until it does.
        if shared, (console.environment["ARCHTOOL"] ?? "").isEmpty,
           Self.onPath("archtool", currentDirectory: console.currentDirectory, searchPath: console.environment["PATH"]) == nil {
            console.err("warning: 'archtool' is not on the PATH here, and ARCHTOOL is not set: the hook will fail until it is "
                + "(put archtool on the PATH, or export ARCHTOOL=\(Self.shellQuoted(executable)))\n")
        }
        let fresh = "#!/bin/sh\n\(Self.marker)\n\(line)\n"
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var info = stat()
        let isLink = lstat(hook, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
        // Where a linked hook points, as messages name it.
        let linkTarget = URL(fileURLWithPath: OutputFile.followingLinks(hook)).standardized.path
        let bytes = fileManager.contents(atPath: hook).map { [UInt8]($0) }
        let existing = bytes.map { String(decoding: $0, as: UTF8.self) }
        // A dangling link: writing would create the file it names, wherever that is.
        if isLink, existing == nil, !force {
            throw CommandFailure(message: """
                the pre-commit hook at \(hook) is a link to \(linkTarget), which does not exist; nothing was changed.
                Use --force to replace the link (it is kept as the backup).
                """)
        }
        if let existing {
            if existing.contains(line), !force {
                // Git skips a hook it cannot execute (a copy that lost its mode, a tracked hook
                // stored as 100644), with no more than a hint: made executable, as what archtool
                // writes is, and said so.
                if access(hook, X_OK) != 0 {
                    // Only a hook that is archtool's alone: one with the team's commands too may
                    // have been turned off on purpose (`chmod -x`), which would run them again.
                    guard Self.isOwnHook(existing, projectFolder: projectFolder) else {
                        throw CommandFailure(message: """
                            the pre-commit hook at \(hook) runs archtool for this project but is not executable, so git skips it (turned off?); it runs other commands too, which making it executable would run again; nothing was changed.
                            Make it executable (chmod +x) if its commands should run, or use --force to replace it (a backup is kept).
                            """)
                    }
                    try Self.makeExecutable(hook)
                    console.out("The pre-commit hook runs archtool for this project, but was not executable (git skipped it): made it executable: \(hook)\n")
                } else {
                    console.out("The pre-commit hook already runs archtool for this project: \(hook)\n")
                }
                try installMergeHook(in: folder, console)
                return 0
            }
            // archtool's line for this project, written by another archtool or an earlier
            // version: brought up to date where it is, the rest of the hook kept.
            if !isLink, !force, let updated = Self.updatingOwnLine(in: existing, to: line, projectFolder: projectFolder) {
                guard let bytes, Self.isText(bytes) else { throw Self.notText(hook, advice: advice) }
                try write(updated, to: hook)
                console.out("Updated archtool's line in the pre-commit hook: \(hook)\n")
                try installMergeHook(in: folder, console)
                return 0
            }
            if append {
                // A link is a hook shared with others (often a script of the repository): this
                // machine's archtool path does not belong in it.
                guard !isLink else {
                    throw CommandFailure(message: """
                        the pre-commit hook at \(hook) is a link to \(linkTarget), a hook shared with others; nothing was changed.
                        Use --force to replace the link (it is kept as the backup), or add this line to that script yourself:
                        \(advice)
                        """)
                }
                guard let bytes, Self.isText(bytes) else { throw Self.notText(hook, advice: advice) }
                // A hook that is not executable is one git skips: often one a team turned off
                // (`chmod -x`). Written back executable, its own commands would run again.
                guard access(hook, X_OK) == 0 else {
                    throw CommandFailure(message: """
                        the pre-commit hook at \(hook) is not executable, so git skips it (turned off?): adding the lint line would make it executable and run its own commands again; nothing was changed.
                        Make it executable first (chmod +x) if its commands should run, or use --force to replace it (a backup is kept).
                        """)
                }
                try write(try Self.appending("\(Self.marker)\n\(line)\n", to: existing, hook: hook, advice: advice), to: hook)
                console.out("Added archtool to the existing pre-commit hook: \(hook)\n")
                try installMergeHook(in: folder, console)
                return 0
            }
            guard force else {
                let runsArchtool = existing.contains(Self.marker)
                if isLink {
                    throw CommandFailure(message: """
                        a pre-commit hook already exists at \(hook), a link to \(linkTarget); nothing was changed.
                        Use --force to replace the link (it is kept as the backup), or add this line to that script yourself:
                        \(advice)
                        """)
                }
                throw CommandFailure(message: """
                    a pre-commit hook already exists at \(hook)\(runsArchtool ? ", running archtool for another project folder" : ""); nothing was changed.
                    Use --append to add 'archtool lint --staged' for this project to it, or --force to replace it (a backup is kept).
                    """)
            }
            // archtool's own hook and nothing else: rewritten, with no backup to take the place
            // of the one an earlier --force kept.
            if !isLink, Self.isOwnHook(existing, projectFolder: projectFolder) {
                try write(fresh, to: hook)
                console.out("Rewrote the pre-commit hook: \(hook)\n")
                try installMergeHook(in: folder, console)
                return 0
            }
        }
        if isLink || existing != nil {
            let backup = Self.freeBackupPath(for: hook)
            do {
                // The link itself becomes the backup (its target, shared, is left as it is); a
                // file is copied, so that the hook keeps its mode and owner.
                if isLink { try fileManager.moveItem(atPath: hook, toPath: backup) } else { try fileManager.copyItem(atPath: hook, toPath: backup) }
            } catch {
                throw CommandFailure(message: "cannot keep the existing hook as \(backup): \(error.localizedDescription); nothing was changed.", exitCode: 2)
            }
            try write(fresh, to: hook)
            console.out("Replaced the pre-commit hook (backup: \(backup)): \(hook)\n")
            try installMergeHook(in: folder, console)
            return 0
        }
        try write(fresh, to: hook)
        console.out("Installed the pre-commit hook: \(hook)\n")
        if shared { console.out("(That folder is in the work tree, shared through the repository: commit the hook, and each clone runs 'git config core.hooksPath' as this one did; it runs 'archtool' from the PATH, or $ARCHTOOL, not this machine's path.)\n") }
        try installMergeHook(in: folder, console)
        return 0
    }

    /// Adds the execute bits to the hook (its target, for a link) for whoever may read it, as
    /// `chmod +x` does; its other bits are kept. `name`: the hook's, for the message.
    static func makeExecutable(_ hook: String, name: String = "pre-commit") throws {
        var info = stat()
        guard stat(hook, &info) == 0, chmod(hook, (info.st_mode & 0o7777) | ((info.st_mode & 0o444) >> 2)) == 0 else {
            throw CommandFailure(message: "the \(name) hook at \(hook) runs archtool but is not executable, so git skips it, and it cannot be made executable: \(String(cString: strerror(errno)))",
                                 exitCode: 2)
        }
    }

    /// `pre-commit.archtool-backup`, or the first of `…-backup-2`, `…-backup-3`, … that is free:
    /// a backup an earlier --force kept is never replaced.
    static func freeBackupPath(for hook: String) -> String {
        var candidate = hook + ".archtool-backup", n = 2
        var info = stat()
        while lstat(candidate, &info) == 0 {
            candidate = hook + ".archtool-backup-\(n)"
            n += 1
        }
        return candidate
    }

    /// Whether a hook is archtool's own and nothing else: a shebang, the marker and one lint line.
    /// `projectFolder`: the hook must lint this project (another project's hook is kept as a backup).
    static func isOwnHook(_ text: String, projectFolder: String) -> Bool {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.count == 3 && lines[0].hasPrefix("#!") && lines[1] == marker && lines[2].contains("lint --staged")
            && Self.projectFolder(ofLintLine: lines[2]) == projectFolder
    }

    /// The hook with archtool's lint line for `projectFolder` (the line after a marker, in any
    /// format install-hook has written) replaced by `line`; nil when it has none.
    static func updatingOwnLine(in text: String, to line: String, projectFolder: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var updated = false
        for i in lines.indices.dropFirst() where lines[i - 1] == marker && lines[i].contains("lint --staged")
            && Self.projectFolder(ofLintLine: lines[i]) == projectFolder {
            lines[i] = line
            updated = true
        }
        return updated ? lines.joined(separator: "\n") : nil
    }

    /// The project folder a lint line written by install-hook lints: `--config 'ios/App/.archtool.json'`,
    /// or an earlier version's `(cd 'ios/App' && …)`; empty for the repository's top.
    static func projectFolder(ofLintLine line: String) -> String {
        func quoted(after opener: String, before closer: String) -> String? {
            guard let start = line.range(of: opener), let end = line.range(of: closer, range: start.upperBound..<line.endIndex) else { return nil }
            return String(line[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "'\\''", with: "'")
        }
        return quoted(after: "--config '", before: "/.archtool.json'") ?? quoted(after: "(cd '", before: "' && ") ?? ""
    }

    /// What `pre-merge-commit` holds when install-hook writes it: the pre-commit hook, run for
    /// the merge commits `git merge` makes itself (which skip pre-commit), as git's own sample does.
    static let mergeHook = """
        #!/bin/sh
        # archtool: a merge commit is checked like any other commit
        hook="$(git rev-parse --git-path hooks)/pre-commit"
        test -x "$hook" && exec "$hook"
        :

        """

    /// Writes `pre-merge-commit` beside the pre-commit hook unless there is one already. One
    /// that is archtool's own but not executable (copied or restored without its mode) is made
    /// executable, as pre-commit is: git skips it, and merges went unlinted.
    /// Another pre-merge-commit hook, which does not run pre-commit, is left as it is, and said:
    /// the merges git commits itself go unlinted.
    private func installMergeHook(in folder: String, _ console: Console) throws {
        let path = folder + "/pre-merge-commit"
        var info = stat()
        guard lstat(path, &info) != 0 else {
            let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            if access(path, X_OK) != 0, let existing,
               existing.trimmingCharacters(in: .whitespacesAndNewlines) == Self.mergeHook.trimmingCharacters(in: .whitespacesAndNewlines) {
                try Self.makeExecutable(path, name: "pre-merge-commit")
                console.out("The pre-merge-commit hook is archtool's, but was not executable (git skipped it, so merges went unlinted): made it executable: \(path)\n")
            } else if !Self.runsPreCommit(existing ?? "") || access(path, X_OK) != 0 {
                let why = Self.runsPreCommit(existing ?? "") ? "is not executable (git skips it)" : "does not run the pre-commit hook"
                console.out("""
                    Note: a pre-merge-commit hook already exists and \(why), so the merges git commits itself are not linted: \(path)
                    To lint them, add this line to it: "$(git rev-parse --git-path hooks)/pre-commit" || exit 1

                    """)
            }
            return
        }
        try write(Self.mergeHook, to: path)
        console.out("Installed the pre-merge-commit hook, which runs it for merges: \(path)\n")
    }

    /// Whether a hook's text runs the pre-commit hook by its path (`hooks)/pre-commit`,
    /// `hooks/pre-commit`), as archtool's pre-merge-commit and git's sample do; the word alone
    /// (the pre-commit framework's `exec pre-commit hook-impl …`, a comment) is not that.
    static func runsPreCommit(_ text: String) -> Bool {
        text.contains("hooks)/pre-commit") || text.contains("hooks/pre-commit") || text.contains("hooks}/pre-commit")
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Whether a hook can be written back as text with none of its bytes changed: UTF-8 with no
    /// NUL. A compiled hook (no `#!` line, which git runs all the same) is neither, and its bytes
    /// would be replaced, the program lost.
    static func isText(_ bytes: [UInt8]) -> Bool {
        !bytes.contains(0) && Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
    }

    /// The refusal of a hook that is not text (see `isText`), as a non-shell script is refused.
    static func notText(_ hook: String, advice: String) -> CommandFailure {
        CommandFailure(message: """
            the pre-commit hook at \(hook) is not a shell script: it is not UTF-8 text (a compiled program?), which adding the lint line would damage; nothing was changed.
            Use --force to replace it (a backup is kept), or run this shell line from it yourself:
            \(advice)
            """)
    }

    /// `existing` with `block` added where it runs whatever the hook does: first, right after its
    /// `#!` line. A hook in another language than the shell's is refused.
    static func appending(_ block: String, to existing: String, hook: String, advice: String) throws -> String {
        // Lines end at LF or CRLF (a CRLF is one `Character`, which a split at "\n" would not see).
        var lines = existing.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        if let first = lines.first, first.hasPrefix("#!") {
            let words = first.dropFirst(2).split(separator: " ")
            let program = words.first.map { String($0.split(separator: "/").last ?? $0) } ?? ""
            let interpreter = program == "env" ? words.dropFirst().first { !$0.hasPrefix("-") }.map(String.init) ?? "" : program
            guard shells.contains(interpreter) else {
                throw CommandFailure(message: """
                    the pre-commit hook at \(hook) is not a shell script (\(first)); nothing was changed.
                    Use --force to replace it (a backup is kept), or run this shell line from it yourself:
                    \(advice)
                    """)
            }
        }
        // First, right after the `#!` line: nothing the hook does can keep it from running (an
        // `exit` or `exec`, in a branch or a function, a here-document, a last line that fails),
        // and the hook's own commands run after it, so that its status stays theirs.
        let at = lines.first?.hasPrefix("#!") == true ? 1 : 0
        lines.insert(contentsOf: block.split(separator: "\n").map(String.init), at: at)
        // (In the hook's own line endings.)
        return lines.joined(separator: existing.contains("\r\n") ? "\r\n" : "\n")
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
