import Foundation
import Testing

/// `--staged` and `--changed` ask git in the project's repository, wherever they are run from.
@Suite struct GitProjectTests {
    private func git(_ arguments: [String], in directory: String) throws {
        let result = try runProcess("/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments, in: directory)
        #expect(result.status == 0, "git \(arguments): \(result.out)")
    }

    /// From another repository (a superproject, a sibling), `--config` names the project, and its
    /// repository is the one asked what is staged or changed: before, the current folder's was,
    /// which had nothing staged, and the violation passed.
    @Test func theConfigurationsRepositoryIsAsked() throws {
        let work = TemporaryDirectory("git-project")
        defer { work.remove() }
        try work.write("ios/.archtool.json", #"{ "style": "vidrep", "include": ["Models"], "rules": { "single-repository": "off" } }"#)
        try work.write("ios/Models/Book.swift", "struct Book {\n    let id: Int\n}\n")
        try work.write("other/README.md", "other\n")
        for folder in ["ios", "other"] {
            try git(["init", "-q", "-b", "main"], in: work.path + "/" + folder)
            try git(["add", "-A"], in: work.path + "/" + folder)
            try git(["commit", "-q", "-m", "start"], in: work.path + "/" + folder)
        }
        try work.write("ios/Models/Book.swift", "struct Book {\n    let id = UUID()\n}\n")
        try git(["add", "-A"], in: work.path + "/ios")
        // (Paths outside the current folder are shown whole, as without --staged.)
        let finding = work.path + "/ios/Models/Book.swift:2:14: warning: 'UUID(…)' is not allowed in Models [models-are-deterministic]\n"
        #expect(runCLI(["lint", "--staged", "--config", "../ios/.archtool.json"], directory: work.path + "/other")
            == CLIResult(status: 0, out: finding, err: "0 errors, 1 warning in 1 file\n"))
        #expect(runCLI(["lint", "--changed=HEAD", "--config", "../ios/.archtool.json"], directory: work.path + "/other")
            == CLIResult(status: 0, out: finding, err: "0 errors, 1 warning in 1 file\n"))
        // A configuration whose folder is not there is said to be unreadable, as without --staged.
        #expect(runCLI(["lint", "--staged", "--config", "../nowhere/.archtool.json"], directory: work.path + "/other")
            == CLIResult(status: 2, out: "", err: "Error: cannot read the configuration '\(work.path)/nowhere/.archtool.json': No such file or directory\n"))
    }

    /// The file count of `--staged` is the staged files and those reported with them: a
    /// Repository staged that sorts first makes the committed one a second Repository.
    @Test func theFilesReportedWithTheStagedOnesAreCounted() throws {
        let work = TemporaryDirectory("git-count")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Models"] }"#)
        try work.write("Models/Repositories/ZooRepository.swift", "final class ZooRepository {}\n")
        try git(["init", "-q", "-b", "main"], in: work.path)
        try git(["add", "-A"], in: work.path)
        try git(["commit", "-q", "-m", "start"], in: work.path)
        try work.write("Models/Repositories/AppRepository.swift", "final class AppRepository {}\n")
        try git(["add", "-A"], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path) == CLIResult(status: 1, out: """
            Models/Repositories/ZooRepository.swift:1:13: error: 'ZooRepository' is a second Repositories type; the first is 'AppRepository' in Models/Repositories/AppRepository.swift [single-repository]

            """, err: "1 error, 0 warnings in 2 files\n"))
    }

    /// A hooks folder tracked in the repository (`core.hooksPath .githooks`) is every clone's: its
    /// line names `archtool` from the PATH (or `$ARCHTOOL`), not this machine's path, which each
    /// developer's install-hook rewrote to their own.
    @Test func aTrackedHooksFolderGetsNoMachinePath() throws {
        let work = TemporaryDirectory("git-tracked-hooks")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Models"], "rules": { "single-repository": "off" } }"#)
        try work.write("Models/Book.swift", "struct Book {\n    let id: Int\n}\n")
        try git(["init", "-q", "-b", "main"], in: work.path)
        try git(["config", "core.hooksPath", ".githooks"], in: work.path)
        let installed = try runProcess(builtArchtool(), ["install-hook"], in: work.path)
        #expect(installed.status == 0)
        #expect(installed.out.hasPrefix("Installed the pre-commit hook: \(work.path)/.githooks/pre-commit\n"
            + "(That folder is in the work tree, shared through the repository: the hook runs 'archtool' from the PATH, or $ARCHTOOL, not this machine's path.)\n"))
        #expect(work.read(".githooks/pre-commit") == """
            #!/bin/sh
            # archtool: lint what is about to be committed
            if git cat-file -e ':.archtool.json' 2>/dev/null || [ -f '.archtool.json' ]; then "${ARCHTOOL:-archtool}" lint --staged || exit $?; fi

            """)
        #expect(try runProcess(builtArchtool(), ["install-hook"], in: work.path).out
            == "The pre-commit hook already runs archtool for this project: \(work.path)/.githooks/pre-commit\n")
    }
}
