import Foundation
import Testing

/// `--staged` and `--changed` ask git in the project's repository, wherever they are run from.
@Suite struct GitProjectTests {
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
            Models/Repositories/ZooRepository.swift:1:13: error: 'ZooRepository' is a second type in layer Repositories; the first is 'AppRepository' in Models/Repositories/AppRepository.swift [single-repository]

            """, err: "1 error, 0 warnings in 2 files\n"))
    }

    /// A hooks folder tracked in the repository (`core.hooksPath .githooks`) is every clone's: its
    /// line names `archtool` from the PATH (or `$ARCHTOOL`), not this machine's path, which each
    /// developer's install-hook rewrote to their own; with neither, it says so and fails.
    @Test func aTrackedHooksFolderGetsNoMachinePath() throws {
        let work = try makeTrackedHooksRepository("git-tracked-hooks")
        defer { work.remove() }
        // $ARCHTOOL set: the hook will find archtool, and nothing is said of it.
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHTOOL"] = builtArchtool()
        let installed = try runProcess(builtArchtool(), ["install-hook"], in: work.path, environment: environment)
        #expect(installed.status == 0)
        #expect(installed.out.hasPrefix("Installed the pre-commit hook: \(work.path)/.githooks/pre-commit\n"
            + "(That folder is in the work tree, shared through the repository: commit the hook, and each clone runs 'git config core.hooksPath' as this one did; it runs 'archtool' from the PATH, or $ARCHTOOL, not this machine's path.)\n"))
        #expect(!installed.out.contains("warning"))
        #expect(work.read(".githooks/pre-commit") == """
            #!/bin/sh
            # archtool: lint what is about to be committed
            if git cat-file -e ':.archtool.json' 2>/dev/null || [ -f '.archtool.json' ]; then command -v "${ARCHTOOL:-archtool}" >/dev/null 2>&1 || { echo "archtool: not found: put it on the PATH or set ARCHTOOL" >&2; exit 1; }; "${ARCHTOOL:-archtool}" lint --staged || exit $?; fi

            """)
        #expect(try runProcess(builtArchtool(), ["install-hook"], in: work.path, environment: environment).out
            == "The pre-commit hook already runs archtool for this project: \(work.path)/.githooks/pre-commit\n")
        try git(["add", "Models/Book.swift"], in: work.path)
        let committed = try runProcess("/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "ok"],
                                       in: work.path, environment: environment)
        #expect(committed.status == 0, "\(committed.out)")
    }

    /// With no `archtool` on the PATH install-hook runs with, and no $ARCHTOOL, the shared hook
    /// cannot find one: it is written all the same (its line is every clone's), and a warning
    /// names the fix with this archtool's path. A commit then fails with that message, not the
    /// shell's bare "not found".
    @Test func aTrackedHooksFolderWarnsWhenArchtoolIsNotOnThePath() throws {
        let work = try makeTrackedHooksRepository("git-tracked-hooks-no-path")
        defer { work.remove() }
        // A PATH with git and no archtool.
        let bin = work.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/git", withDestinationPath: "/usr/bin/git")
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHTOOL"] = nil
        environment["PATH"] = bin
        let installed = try runProcess(builtArchtool(), ["install-hook"], in: work.path, environment: environment)
        #expect(installed.status == 0)
        #expect(installed.out == """
            warning: 'archtool' is not on the PATH here, and ARCHTOOL is not set: the hook will fail until it is (put archtool on the PATH, or export ARCHTOOL='\(builtArchtool())')
            Installed the pre-commit hook: \(work.path)/.githooks/pre-commit
            (That folder is in the work tree, shared through the repository: commit the hook, and each clone runs 'git config core.hooksPath' as this one did; it runs 'archtool' from the PATH, or $ARCHTOOL, not this machine's path.)
            Installed the pre-merge-commit hook, which runs it for merges: \(work.path)/.githooks/pre-merge-commit

            """)
        #expect(work.read(".githooks/pre-commit")?.contains("\"${ARCHTOOL:-archtool}\" lint --staged") == true)
        try git(["add", "Models/Book.swift"], in: work.path)
        let refused = try runProcess("/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "no archtool"],
                                     in: work.path, environment: environment)
        #expect(refused.status != 0)
        #expect(refused.out == "archtool: not found: put it on the PATH or set ARCHTOOL\n")
    }

    /// A repository with a vidrep project at its top and `core.hooksPath .githooks`.
    private func makeTrackedHooksRepository(_ label: String) throws -> TemporaryDirectory {
        let work = TemporaryDirectory(label)
        try work.write(".archtool.json", #"{ "style": "vidrep", "include": ["Models"], "rules": { "single-repository": "off" } }"#)
        try work.write("Models/Book.swift", "struct Book {\n    let id: Int\n}\n")
        try git(["init", "-q", "-b", "main"], in: work.path)
        try git(["config", "core.hooksPath", ".githooks"], in: work.path)
        return work
    }
}
