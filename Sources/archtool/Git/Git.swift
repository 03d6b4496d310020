import Foundation

/// The few git queries `lint --changed` / `--staged` and `install-hook` need, run as `git` processes.
struct Git {
    /// The repository's top-level folder.
    let top: String

    /// The repository containing `directory`, or a clear error outside one.
    static func repository(at directory: String, for option: String) throws -> Git {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(["git", "-C", directory, "rev-parse", "--show-toplevel"])
        } catch {
            throw CommandFailure(message: "cannot run git: \(error.reason)", exitCode: 2)
        }
        let top = String(decoding: output.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard output.status == 0, !top.isEmpty else {
            throw noRepository(at: directory, for: option, gitError: String(decoding: output.standardError, as: UTF8.self))
        }
        return Git(top: URL(fileURLWithPath: top).standardizedFileURL.path)
    }

    /// Why `option` has no repository at `directory`: "not in one" only when git found none; a
    /// repository git refuses (one another user owns, "detected dubious ownership", common in CI
    /// containers and on mounted volumes; a broken configuration) is git's own message, which
    /// names the fix (`safe.directory`) that "not in one" would hide.
    static func noRepository(at directory: String, for option: String, gitError: String) -> CommandFailure {
        let message = gitError.trimmingCharacters(in: .whitespacesAndNewlines)
        // "(or any of the parent directories)", or "(or any parent up to mount point …)".
        guard !message.isEmpty, !message.hasPrefix("fatal: not a git repository (or any") else {
            return CommandFailure(message: "\(option) needs a git repository, and '\(directory)' is not in one", exitCode: 2)
        }
        return CommandFailure(message: "\(option) needs a git repository, and git cannot use '\(directory)': \(message)", exitCode: 2)
    }

    /// The nearest folder at or above `directory` that holds a `.git` (a folder, or the file of a
    /// worktree or submodule): the work tree's root as the disk shows it, without running git.
    static func workTreeRoot(above directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        var info = stat()
        while true {
            if lstat(folder.path + "/.git", &info) == 0 { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Runs git and returns its standard output; a non-zero exit is an error with git's message.
    @discardableResult
    static func run(_ arguments: [String], in directory: String) throws -> String {
        String(decoding: try runBytes(arguments, in: directory), as: UTF8.self)
    }

    /// Runs `git -C directory arguments…` and returns its standard output.
    static func runBytes(_ arguments: [String], in directory: String, input: [UInt8] = []) throws -> [UInt8] {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(["git", "-C", directory] + arguments, input: input)
        } catch {
            throw CommandFailure(message: "cannot run git: \(error.reason)", exitCode: 2)
        }
        guard output.status == 0 else {
            let message = String(decoding: output.standardError, as: UTF8.self)
            throw CommandFailure(message: "git \(arguments.joined(separator: " ")) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))", exitCode: 2)
        }
        return output.standardOutput
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
        // CI checkouts (`actions/checkout`) have `origin/main` but no `origin/HEAD`, and often no
        // local branch at all.
        candidates += ["origin/main", "origin/master", "main", "master"]
        var unrelated: [String] = []
        for branch in candidates {
            guard (try? Git.run(["rev-parse", "--verify", "--quiet", branch + "^{commit}"], in: top)) != nil else { continue }
            if let base = try? Git.run(["merge-base", "HEAD", branch], in: top).trimmingCharacters(in: .whitespacesAndNewlines), !base.isEmpty {
                return base
            }
            unrelated.append(branch)
        }
        if let branch = unrelated.first {
            let shallow = (try? Git.run(["rev-parse", "--is-shallow-repository"], in: top))?.hasPrefix("true") == true
            let hint = shallow ? " (this clone is shallow: fetch more history, e.g. git fetch --unshallow)" : ""
            throw CommandFailure(message: "HEAD and \(branch) have no common ancestor\(hint); pass --changed=<rev>", exitCode: 2)
        }
        throw CommandFailure(message: "no default branch to compare with (tried origin/HEAD, origin/main, origin/master, main, master); pass --changed=<rev>",
                             exitCode: 2)
    }

    /// Files changed since `base` (committed or not) plus untracked files, as absolute paths.
    func changedFiles(since base: String) throws -> [String] {
        // A name git knows no commit by: said so, not git's own advice about '--'. (A range,
        // `main...HEAD`, goes to `git diff` as it is.)
        guard base.contains("..") || (try? Git.run(["rev-parse", "--verify", "--quiet", base + "^{commit}"], in: top)) != nil else {
            throw CommandFailure(message: "--changed=\(base): git knows no commit of that name (a branch, tag or commit id)", exitCode: 2)
        }
        let changed = try paths(["diff", "--name-only", "-z", "--diff-filter=ACMR", base])
        let untracked = try paths(["ls-files", "-z", "--others", "--exclude-standard"])
        return Array(Set(changed + untracked)).sorted()
    }

    /// The work tree and the index against HEAD, from one `git status` (what `lint --staged`
    /// asks: see `GitStatus`).
    func status() throws -> GitStatus {
        GitStatus(porcelain: try Git.runBytes(GitStatus.arguments, in: top), top: top)
    }

    /// The Swift files (or those `selected`) a change since `base` modifies, renames, deletes or
    /// changes in type, as they were at `base` (for `--changed`), read in one `git cat-file
    /// --batch`: what tells which types the change alters. By absolute path (a renamed file's old one).
    func previousContents(since base: String, of selected: (String) -> Bool = { $0.hasSuffix(".swift") }) throws -> [(path: String, contents: [UInt8])] {
        // (A renamed file's contents before, under the path they had: a file moved into another
        // layer's folder changes its types.)
        let files = try oldSide(ofDiff: ["diff", "--raw", "-z", "--no-abbrev", "--diff-filter=MDRT", base]).filter { selected($0.path) }
        let contents = try contents(of: files)
        return files.compactMap { file in contents[file.blob].map { (file.path, $0) } }
    }

    /// Files deleted since `base`, committed or not.
    func deletedFiles(since base: String) throws -> [String] {
        try paths(["diff", "--name-only", "-z", "--diff-filter=D", base])
    }

    /// The index's copy of a file (`git show :path`), or nil when the index has none.
    func indexContents(of path: String) -> [UInt8]? {
        let relative = DisplayPath.relative(path, from: top)
        guard !relative.hasPrefix("/") else { return nil }
        // `git show :path` fails exactly when the index has no such file.
        return try? Git.runBytes(["show", ":" + relative], in: top)
    }

    /// The files of a `--raw -z --no-abbrev` diff (`:mode mode old new status NUL path NUL`, two
    /// paths for a rename or copy) as they were before it: each old path with its old blob id,
    /// links (120000) and submodules (160000) left out. Full ids, so `cat-file` finds them
    /// whatever `core.abbrev` or `GIT_PRINT_SHA1_ELLIPSIS` say.
    private func oldSide(ofDiff arguments: [String]) throws -> [(path: String, blob: String)] {
        let fields = try Git.runBytes(arguments, in: top)
            .split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var result: [(path: String, blob: String)] = []
        var k = 0
        while k < fields.count {
            let header = fields[k].split(separator: " ")
            guard fields[k].hasPrefix(":"), header.count >= 5 else {
                k += 1
                continue
            }
            let paths = header[4].hasPrefix("R") || header[4].hasPrefix("C") ? 2 : 1
            guard k + paths < fields.count else { break }
            let mode = header[0].dropFirst()
            if mode != "120000", mode != "160000" { result.append((top + "/" + fields[k + 1], String(header[2]))) }
            k += 1 + paths
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The contents of the files' blobs (the index's, HEAD's or a base's), by blob id, read in
    /// one `git cat-file --batch`.
    func contents(of files: [(path: String, blob: String)]) throws -> [String: [UInt8]] {
        var seen: Set<String> = []
        let unique = files.filter { seen.insert($0.blob).inserted }
        guard !unique.isEmpty else { return [:] }
        let request = Array(unique.map { $0.blob + "\n" }.joined().utf8)
        let output = try Git.runBytes(["cat-file", "--batch"], in: top, input: request)
        var contents: [String: [UInt8]] = [:]
        var offset = 0
        for file in unique {
            // `<id> blob <size>\n<contents>\n`, or `<id> missing\n`.
            guard let newline = output[offset...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: output[offset..<newline], as: UTF8.self).split(separator: " ")
            offset = newline + 1
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), offset + size <= output.count else {
                throw CommandFailure(message: "git cat-file could not read '\(DisplayPath.relative(file.path, from: top))' (blob \(file.blob))", exitCode: 2)
            }
            contents[file.blob] = Array(output[offset..<(offset + size)])
            offset += size + 1
        }
        return contents
    }
}
