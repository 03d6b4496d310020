import ArchModel
import Foundation
import Linters

/// `archtool lint`: checks a source tree against its style's layering rules.
struct LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check Swift sources against the style's architecture rules.",
        discussion: """
            Reads --config's configuration, else .archtool.json in the current folder or,
            in a git repository and without --style, the nearest one above it. --style
            replaces the style of the configuration it reads; with none (with --style,
            no folder above is searched), lints with the preset of --style alone.
            Lints the .swift files under the paths (default: the project's folder) that
            the configuration's include and exclude select, but none in hidden folders
            (.build, .git, .swiftpm), DerivedData, Pods, Carthage, SourcePackages or
            node_modules. Test folders are linted: leave them out with
            "exclude": ["*Tests"]. In include and exclude, a pattern without
            a '/' and with a wildcard ('*Tests') matches a name at any depth; any other
            matches a path from the project's folder ('Sources', 'Sources/Generated/**',
            '**/Generated').
            Prints 'path:line:column: severity: message [rule]' and a summary on
            standard error. Exits 0 without errors (and, with --strict, without
            warnings), 1 with errors (or, with --strict, warnings), 2 on a usage or
            configuration error.

            --format may be given several times, each as <format> or <format>=<file>;
            one analysis then feeds several consumers, as in
            'archtool lint --format github --format sarif=archtool.sarif --format junit=archtool.xml'.
            At most one format goes to standard output; files are replaced atomically
            (a FIFO, a device or /dev/stdout is written into).
              text        path:line:column: severity: message [rule] (the default)
              xcode       the same with absolute paths, for Xcode's build log
              json        {"version": 1, "findings": [...], "files": N}
              github      GitHub Actions annotations, errors first, with paths from
                          $GITHUB_WORKSPACE (else the git repository's root); with
                          $GITHUB_STEP_SUMMARY set, every finding is also appended
                          there as a Markdown table
              sarif       SARIF 2.1.0 with rule metadata and stable fingerprints
              checkstyle  Checkstyle XML
              junit       JUnit XML: a test case per rule, a failure per finding
              summary     counts of errors and warnings per rule

            --changed[=<rev>] lints the whole tree for context but reports only files
            changed since <rev> (default: the merge base with the default branch) and
            untracked files; --staged reports the staged contents of staged files (for
            a pre-commit hook). Both also report what those files break elsewhere: in
            the files that name a type whose declaration or extensions they change (a
            conformance added, a class made a Source), and in the project (a second
            repository, a dependency no ancestor component provides any more).
            --write-baseline records today's findings (it writes nothing while there
            is a file-unreadable, syntax-error or invalid-suppression); --baseline
            then reports only new ones and warns about entries that match nothing any
            more (stale-baseline-entry); --update-baseline drops those entries.

            In code, a comment suppresses a rule, with a reason after ' -- ':
              // archtool:disable:next <rule> -- <reason>   the next line of code
              ... // archtool:disable:this <rule>           this line
              // archtool:disable <rule> ... // archtool:enable <rule>
              // archtool:disable-file <rule>                the whole file
            An unknown rule or a malformed directive is an error (invalid-suppression),
            one that suppresses nothing a warning (unused-suppression).
            .archtool.json (JSON; // comments and trailing commas allowed) takes the
            keys style, project, include, exclude, layers, rules (a severity, or
            {severity, options, exclude, except-types}), custom-rules, suppressions
            ({require-reason}) and baseline, as in:
              { "style": "vidrep",
                "include": ["Sources/**"], "exclude": ["Sources/Generated/**"],
                "layers": { "Services": { "paths": ["Sources/Services/**"] } },
                "rules": {
                  "models-are-deterministic": "warning",
                  "scenes-depend-on-ports": { "exclude": ["Sources/Legacy/**"],
                                              "except-types": ["DebugScene"] } },
                "custom-rules": [
                  { "id": "services-import-no-swiftui", "kind": "forbidden-imports",
                    "scope": { "layers": ["Services"] }, "modules": ["SwiftUI"] } ],
                "suppressions": { "require-reason": true } }
            'archtool rules' lists the rule ids; 'archtool explain <rule>' shows a
            rule's checks and the options it takes; 'archtool styles <style>' shows the
            style's layers and how a layer's keys (paths, suffixes, inherits, kinds)
            override them.
            """,
        arguments: [ArgumentSpec(name: "paths", help: "Files or folders to report on (default: the project); in a project, the rest is read for context.",
                                 isOptional: true, isVariadic: true)],
        options: [
            StyleOption.spec.optionalCopy,
            OptionSpec(name: "config", valueName: "file", help: "The configuration file (default: ./.archtool.json, or the nearest one above in a git repository); its folder is the project root."),
            OptionSpec(name: "format", valueName: "format[=file]",
                       help: "An output format, to standard output or to a file (repeatable): text (default), xcode, json, github, sarif, checkstyle, junit or summary.",
                       isRepeatable: true),
            OptionSpec(name: "strict", help: "Fail on warnings too (also those about a configuration that selects nothing)."),
            OptionSpec(name: "quiet", help: "Print no summary line."),
            OptionSpec(name: "timings", help: "Print the time of each stage and rule on standard error."),
            OptionSpec(name: "changed", valueName: "rev", help: "Report only files changed since <rev> (default: the merge base with the default branch) and untracked files.",
                       valueIsOptional: true),
            OptionSpec(name: "staged", help: "Report only staged files, linting their staged contents."),
            OptionSpec(name: "baseline", valueName: "file", help: "Report only findings this baseline does not record."),
            OptionSpec(name: "write-baseline", valueName: "file", help: "Record the current findings in a baseline file and exit."),
            OptionSpec(name: "update-baseline", help: "With --baseline: remove the entries that match nothing any more."),
        ])

    /// An output format; the order is the one help and errors list them in.
    enum Format: String, CaseIterable {
        case text, xcode, json, github, sarif, checkstyle, junit, summary
    }

    /// One requested output: a format and the file it goes to (nil: standard output).
    struct Output: Equatable {
        var format: Format
        var file: String?
    }

    let paths: [String]
    let styleOverride: Style?
    let configPath: String?
    let outputs: [Output]
    let strict: Bool
    let quiet: Bool
    let timings: Bool
    let changed: String?
    let staged: Bool
    let baselinePath: String?
    let writeBaselinePath: String?
    let updateBaseline: Bool

    init(arguments: ParsedArguments, path: [String]) throws {
        paths = arguments.positionals
        styleOverride = try arguments.value("style").map { try StyleOption.parse($0, path: path) }
        configPath = arguments.value("config")
        outputs = try Self.parseOutputs(arguments.allValues("format"), path: path)
        strict = arguments.flag("strict")
        quiet = arguments.flag("quiet")
        timings = arguments.flag("timings")
        changed = arguments.value("changed")
        staged = arguments.flag("staged")
        baselinePath = arguments.value("baseline")
        writeBaselinePath = arguments.value("write-baseline")
        updateBaseline = arguments.flag("update-baseline")
        // An empty path names nothing (`lint ''` linted the whole project; `--config ''` read '.').
        if paths.contains("") {
            throw UsageError(message: "An empty path names no file or folder: leave it out to lint the project.", commandPath: path)
        }
        for (option, value) in [("config", configPath), ("baseline", baselinePath), ("write-baseline", writeBaselinePath)] where value == "" {
            throw UsageError(message: "The value '' is invalid for '--\(option) <file>': give a file.", commandPath: path)
        }
        // A revision never starts with '-': such a value would reach git as one of its options
        // (`--changed=--output=f` made `git diff` overwrite f).
        if let changed, changed.hasPrefix("-") {
            throw UsageError(message: "The value '\(changed)' is invalid for '--changed': a revision cannot start with '-'.", commandPath: path)
        }
        if staged, changed != nil {
            throw UsageError(message: "--staged and --changed cannot be combined.", commandPath: path)
        }
        // --write-baseline records the findings and exits: a report, an exit status on
        // warnings or a baseline to compare with would be asked for and silently not given.
        if writeBaselinePath != nil {
            let conflicting = [("--format", !arguments.allValues("format").isEmpty), ("--strict", strict),
                               ("--baseline", baselinePath != nil), ("--update-baseline", updateBaseline)].filter(\.1).map(\.0)
            if !conflicting.isEmpty {
                throw UsageError(message: "--write-baseline records the findings and writes no report: it cannot be combined with "
                                 + conflicting.joined(separator: ", ") + ".", commandPath: path)
            }
        }
    }

    func run(_ console: Console) throws -> Int32 {
        let cwd = console.currentDirectory
        // Two formats into one file (however the path is spelled): the second would silently
        // replace the first.
        // (Compared with the folder's links resolved: `ci/report` and `reports/report` through a
        // link `ci` → `reports` are one file.)
        var seen: [String: Format] = [:]
        for output in outputs {
            guard let file = output.file else { continue }
            let key = Self.writtenPath(file, from: cwd)
            if let first = seen[key] ?? seen.first(where: { Self.sameFile($0.key, key) })?.value {
                throw UsageError(message: "'\(first.rawValue)' and '\(output.format.rawValue)' would both be written to '\(file)': give each format its own file.",
                                 commandPath: ["lint"])
            }
            seen[key] = output.format
        }
        // `--staged` lints the tree being committed, its configuration included.
        // (Whether it is staged, git's list of staged files tells below.)
        let configFile = LintSetup.configurationFile(configPath: configPath, cwd: cwd, styleGiven: styleOverride != nil)
        // Git is asked in the project's repository: the configuration's folder is the project's
        // root, and `--config ios/.archtool.json` from a superproject names a submodule's project.
        // (A folder that is not there leaves it to the configuration to say it cannot be read.)
        let projectFolder = URL(fileURLWithPath: configFile).deletingLastPathComponent().path
        let repository = staged || changed != nil
            ? try Git.repository(at: FileManager.default.fileExists(atPath: projectFolder) ? projectFolder : cwd, for: staged ? "--staged" : "--changed")
            : nil
        let resolvedConfigFile = URL(fileURLWithPath: configFile).resolvingSymlinksInPath().path
        let stagedConfiguration = staged ? repository?.indexContents(of: resolvedConfigFile) : nil
        let setup: LintSetup
        do {
            setup = try LintSetup.load(configPath: configPath, styleOverride: styleOverride, cwd: cwd, commandPath: ["lint"],
                                       contents: stagedConfiguration)
        } catch let failure as CommandFailure where stagedConfiguration != nil {
            // The file on disk may be fixed already: the commit holds the staged copy.
            throw CommandFailure(message: failure.message + "\n(This is the staged copy of the configuration, which the commit would hold: fix it and 'git add' it.)",
                                 exitCode: failure.exitCode)
        }
        // The baseline: `--baseline`'s, else the configuration's (relative to its folder).
        let baselinePath = self.baselinePath ?? setup.configuration.baseline.map { DisplayPath.relative(setup.root + "/" + $0, from: cwd) }
        if updateBaseline, baselinePath == nil {
            throw UsageError(message: "--update-baseline needs --baseline <file>, or a \"baseline\" in the configuration.", commandPath: ["lint"])
        }
        // A report written over one of the run's own inputs (its configuration or baseline), or a
        // baseline written over the configuration, would destroy it.
        var inputs: [(path: String, what: String)] = [(configFile, "the configuration")]
        if let baselinePath { inputs.append((DisplayPath.absolute(baselinePath, from: cwd), "the baseline")) }
        let writes = outputs.compactMap { output in output.file.map { (file: $0, what: "the '\(output.format.rawValue)' report") } }
            + (writeBaselinePath.map { [(file: $0, what: "the new baseline")] } ?? [])
        for write in writes {
            let target = Self.writtenPath(write.file, from: cwd)
            // A `.swift` file is a source of the tree (or would be linted as one next time),
            // however the path is spelled (`a.swift/`, `a.swift/.`) or linked to.
            let standardized = URL(fileURLWithPath: target).standardizedFileURL.path
            if standardized.hasSuffix(".swift") || URL(fileURLWithPath: standardized).resolvingSymlinksInPath().path.hasSuffix(".swift") {
                throw UsageError(message: "\(write.what) would be written over Swift source '\(write.file)': write it to a file not ending in .swift.",
                                 commandPath: ["lint"])
            }
            // Writing the configuration's baseline anew is how a team refreshes it.
            let refreshes = write.what == "the new baseline" && self.baselinePath == nil
            if let input = inputs.first(where: { ($0.path == target || Self.sameFile($0.path, target)) && !(refreshes && $0.what == "the baseline") }) {
                throw UsageError(message: "\(write.what) would be written over \(input.what) '\(write.file)': write it to another file.",
                                 commandPath: ["lint"])
            }
        }
        let (configuration, root, preset) = (setup.configuration, setup.root, setup.preset)
        // A path into the project by another name (a link, its real path) is the project's file.
        let givenPaths = setup.projectPaths(self.paths, cwd: cwd)
        let clock = ContinuousClock()
        let discoveryStart = clock.now
        // The walk of the tree and git's answers (for --staged: two more walks of its own) take
        // tens of milliseconds each on a large tree: side by side.
        nonisolated(unsafe) var walked: Result<LintSetup.Selection, any Error>?
        nonisolated(unsafe) var walkedPaths: Result<LintSetup.Selection, any Error>?
        nonisolated(unsafe) var asked: Result<(Set<String>?, [String: [UInt8]], StagedContext?), any Error>?
        let git = repository
        // Paths in a project (its configuration found) narrow what is reported, and the whole
        // project is read for context (`LintSetup.narrowsProject`).
        let narrowsProject = git == nil && setup.narrowsProject(to: givenPaths, cwd: cwd)
        // Warnings about what the configuration lints (an include that selects nothing, a folder
        // without Swift files): `--strict` fails on them as on findings' warnings.
        let warnings = WarningTally()
        let warn: @Sendable (String) -> Void = { text in
            warnings.add(text)
            console.err(text)
        }
        // (A named path with nothing to lint is said, and does not fail --strict.)
        let notice: @Sendable (String) -> Void = { console.err($0) }
        let walkWarn: (@Sendable (String) -> Void)? = narrowsProject ? nil : warn
        let walkNotice: (@Sendable (String) -> Void)? = narrowsProject ? nil : notice
        // What the paths' walk says waits for the project's: a path it names through a link is walked again.
        let held = HeldMessages()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                // With --staged or --changed, the whole project is read for context and the paths
                // only narrow what is reported (a staged file deleted from disk is still reported).
                walked = Result { try setup.selection(git == nil && !narrowsProject ? givenPaths : [], cwd: cwd, warn: walkWarn, notice: walkNotice) }
            } else {
                asked = Result { try git.map { try gitSelection($0, setup: setup) } ?? (nil, [:], nil) }
                if narrowsProject { walkedPaths = Result { try setup.selection(givenPaths, cwd: cwd, warn: held.warn, notice: held.notice) } }
            }
        }
        var selection = try walked!.get()
        // A path to or into a folder the walk reached only through a link is named through it
        // (`Sources/../Sources/App/Shared`, `.` in the link: the real folder, left out).
        let paths = setup.namingThroughLinks(givenPaths, cwd: cwd, linkedFolders: selection.linkedFolders)
        if narrowsProject, paths != givenPaths {
            walkedPaths = Result { try setup.selection(paths, cwd: cwd, warn: warn, notice: notice) }
        } else {
            held.replay(warn: warn, notice: notice)
        }
        var files = selection.files
        var (reported, overrides, context) = try asked!.get()
        var pathsCoverProject = false
        if let walkedPaths {
            let narrowed = LintSetup.naming(try walkedPaths.get(), as: selection, root: root)
            let named = Set(narrowed.files).union(narrowed.unreadable.map(\.path))
            if named.isSuperset(of: Set(selection.files).union(selection.unreadable.map(\.path))) {
                pathsCoverProject = true
            } else {
                reported = named
            }
            (files, selection.unreadable) = LintSetup.merging(selection, narrowed)
        }
        // (Before paths narrow them: a file renamed away is matched with its new name among these.)
        let changedFiles = reported
        // `lint --staged Sources/Views`: the staged files there are reported, read with the
        // whole project for context, as without paths; and so are the files there that name
        // what the commit changes, not those elsewhere.
        let scopes = git == nil || paths.isEmpty ? nil : paths.map { DisplayPath.relative(DisplayPath.absolute($0, from: cwd), from: root) }
        // (A file of a folder linked into a path is in it: `Real/X.swift` in `Apps` when `Apps/Shared` links to `Real`.)
        let linkedFolders = selection.linkedFolders
        let inScopes: (String) -> Bool = { file in scopes?.contains { FileDiscovery.isUnder(file, $0, linkedFolders: linkedFolders) } ?? true }
        if scopes != nil, let staged = reported { reported = staged.filter(inScopes) }
        if let context {
            // The tree being committed: tracked files as the index holds them (deleted or edited
            // since staging: read from the index), without the untracked ones.
            files = Array(Set(files).subtracting(context.untracked).union(context.indexOnly.filter(setup.selects)))
                .filter { file in !context.ignoredFolders.contains { file.hasPrefix($0) } }.sorted()
        }
        if let reported {
            // Staged or changed files outside the discovered set (e.g. deleted in the working copy) still count;
            // not a named path that could not be read (an unreadable folder is no file to read).
            let unreadable = Set(selection.unreadable.map(\.path))
            files = Array(Set(files).union(reported.filter {
                setup.selects($0) && !Self.isNotUTF8($0) && !unreadable.contains($0)
                    && (staged || FileManager.default.fileExists(atPath: root + "/" + $0))
            })).sorted()
        }
        if var linked = reported, let context {
            // A link in the tree to a staged or changed file is that file under another name.
            // (Looked at: the files whose entry the walk saw may be a link, and those it did not
            // list; an `lstat` of every file of a large tree took a pre-commit run 10 ms.)
            let walkedFiles = Set(selection.files)
            for file in files where !linked.contains(file) && (selection.links.contains(file) || !walkedFiles.contains(file)) {
                var info = stat()
                guard lstat(root + "/" + file, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
                      context.stagedPaths.contains(URL(fileURLWithPath: root + "/" + file).resolvingSymlinksInPath().path) else { continue }
                linked.insert(file)
            }
            // And a file in a folder the walk reached through a link, named by the link's path (a
            // folder the configuration leaves out, linked into one it lints): git names its real path.
            // Read as the commit holds it (`--staged`: the index's copy, which git gives by the real path).
            let throughLinks = selection.linkedFolders.map { $0.link + "/" }
            if !throughLinks.isEmpty {
                let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
                for file in files where !linked.contains(file) && throughLinks.contains(where: { file.hasPrefix($0) }) {
                    let real = URL(fileURLWithPath: root + "/" + file).resolvingSymlinksInPath().path
                    guard context.stagedPaths.contains(real) else { continue }
                    linked.insert(file)
                    let key = real.hasPrefix(realRoot + "/") ? String(real.dropFirst(realRoot.count + 1)) : real
                    if let staged = overrides[key] { overrides[file] = staged }
                }
            }
            reported = linked
        }
        // A staged (or changed) configuration or baseline changes what every file is held to.
        let baselineFile = baselinePath.map { URL(fileURLWithPath: DisplayPath.absolute($0, from: cwd)).resolvingSymlinksInPath().path }
        if git != nil, paths.isEmpty, let changedPaths = context?.stagedPaths,
           changedPaths.contains(resolvedConfigFile) || baselineFile.map(changedPaths.contains) == true {
            reported = nil
        }
        // `--staged`: the Xcode projects' settings as the commit holds them.
        for project in selection.xcodeProjects {
            if let staged = context?.xcodeProjects[Self.projectKey(project, root: root)] { overrides[project + "/project.pbxproj"] = staged }
        }
        for (path, staged) in context?.xcodeConfigurationFiles ?? [:] { overrides[path] = staged }
        // And so does a change to which files are main-actor by default (an Xcode project's or an
        // `.xcconfig`'s `SWIFT_DEFAULT_ACTOR_ISOLATION`, a manifest's `.defaultIsolation`).
        if git != nil, paths.isEmpty, reported != nil, let context, changesDefaultIsolation(context, overrides: overrides, root: root,
                                                                                            xcodeProjects: selection.xcodeProjects) {
            reported = nil
        }
        // A path named with --staged or --changed is there, or in the change (a file it deletes):
        // `--changed main` (for `--changed=main`) reported nothing and passed.
        // The files the change deletes or renames away (a renamed file's old path is in `previous`).
        let present = Set(files)
        let gone = (context?.deleted ?? []).union((context?.previous ?? []).lazy.map(\.path).filter { !present.contains($0) })
        if git != nil {
            for path in paths {
                let absolute = DisplayPath.absolute(path, from: cwd)
                var info = stat()
                let scope = DisplayPath.relative(absolute, from: root)
                let inChange = (reported ?? []).union(gone).contains { FileDiscovery.isUnder($0, scope, linkedFolders: linkedFolders) }
                guard lstat(absolute, &info) == 0 || inChange else {
                    let hint = changed != nil && !path.contains("/") ? " (to compare with a revision, write --changed=\(path))" : ""
                    throw CommandFailure(message: "no such file or folder '\(path)'\(hint)", exitCode: 2)
                }
            }
        }
        let discoveryTime = clock.now - discoveryStart
        // The model always covers the whole project (`ProjectCoverage`): with paths in a project,
        // or with --staged or --changed, the rest is read for context; without a configuration
        // the paths are the tree, whatever else the folder holds. Whether the findings are all
        // of the project's:
        let wholeProject = reported == nil && (paths.isEmpty || pathsCoverProject || paths.contains { DisplayPath.absolute($0, from: cwd) == setup.root })
        // A baseline stands for the whole project: one written from some files would drop the
        // entries of all the others.
        if writeBaselinePath != nil, !wholeProject {
            throw UsageError(message: "--write-baseline records the findings of the whole project: run it without --staged, --changed or paths.",
                             commandPath: ["lint"])
        }
        // A deleted file is reported too: nothing of it is linted, but a finding about the whole
        // project can be its doing.
        let reportedOrDeleted = reported.map { $0.union(context?.deleted ?? []) }
        let rules = configuration.resolvedRules(preset)
        let result = Linter.lint(root: root, paths: files, layers: setup.layers, rules: rules,
                                 requireSuppressionReason: configuration.requireSuppressionReason, overrides: overrides,
                                 reported: reportedOrDeleted, reportsUsers: git != nil,
                                 previous: context.map { context in
                                     Self.comparedPrevious(context.previous, linted: Set(files), deleted: context.deleted, reported: reported,
                                                           changed: changedFiles, selects: setup.selects) { path in
                                         overrides[path] ?? (try? FileReader.read(root + "/" + path))
                                     }
                                 },
                                 annotates: baselinePath != nil || writeBaselinePath != nil || outputs.contains { $0.format == .sarif },
                                 xcodeProjects: selection.xcodeProjects)
        result.keepAliveUntilExit()
        if reported == nil, paths.isEmpty, let shown = setup.configShown {
            Self.warnAboutEntriesThatMatchNothing(configuration, files: files, project: result.project, shown: shown, warn: warn)
        }
        // Folders that could not be opened and names that are not UTF-8: never skipped in silence.
        var engineFindings = result.findings + selection.unreadable.map { item in
            Finding(path: item.path, line: 1, column: 1, severity: .error, rule: Linter.unreadableRule, message: item.problem)
        }
        // In the commit, these links point at nothing: what the whole-tree lint of the commit says.
        let danglingLinks = Set(context?.danglingInCommit.map(\.link) ?? [])
        engineFindings = engineFindings.filter { !danglingLinks.contains($0.path) } + (context?.danglingInCommit ?? []).map { link in
            Finding(path: link.link, line: 1, column: 1, severity: .error, rule: Linter.unreadableRule,
                    message: "cannot read the file: it is a link to '\(link.target)', which the commit does not hold (git add it)")
        }
        if let reportedOrDeleted {
            // With the files that name a type the reported ones declare or extend (`Linter.Result.reported`).
            let kept = (result.reported ?? reportedOrDeleted).filter(inScopes)
            engineFindings = Self.kept(engineFindings, reported: kept, changedFiles: result.changedFiles)
            reported = kept
        }
        // The files whose findings are reported (those reported with the changed ones too: their
        // findings are all a whole-tree lint gives them), and those the change deletes or renames
        // away under the paths: a baseline entry of another file is not stale. (Asked only with a
        // baseline: for paths, whether they are the whole project lists it again.)
        let linted: Set<String>? = baselinePath == nil ? nil
            : reported.map { reported in reported.filter(present.contains).union(gone.filter(inScopes)) }
            ?? (wholeProject ? nil : Set(files))
        if let writeBaselinePath {
            // The findings a baseline never records (`Baseline.unrecordedRules`) fail the next lint
            // as they fail this one: a baseline written beside them would not adopt the code base,
            // so nothing is written. One recorded while some file cannot be linted in full would
            // also miss that file's findings.
            let unrecorded = engineFindings.filter { Baseline.unrecordedRules.contains($0.rule) }
            if !unrecorded.isEmpty {
                console.out(TextReporter.render(unrecorded.map { $0.relocated { DisplayPath.relative($0.hasPrefix("/") ? $0 : root + "/" + $0, from: cwd) } }.sorted()))
                let incomplete = unrecorded.filter { $0.rule == Linter.unreadableRule || $0.rule == Linter.syntaxErrorRule }
                if !incomplete.isEmpty {
                    throw CommandFailure(message: "no baseline written: \(incomplete.count == 1 ? "a file" : "\(Set(incomplete.map(\.path)).count) files") could not be linted in full (above); fix that first, or its findings would be missing from '\(writeBaselinePath)'",
                                         exitCode: 1)
                }
                let one = unrecorded.count == 1
                let rules = Set(unrecorded.map(\.rule)).sorted().joined(separator: " and ")
                throw CommandFailure(message: "no baseline written: \(unrecorded.count) \(rules) finding\(one ? " (above) is" : "s (above) are") never recorded in a baseline, "
                                         + "so the next lint would still fail on \(one ? "it" : "them"); fix \(one ? "it" : "them") first",
                                     exitCode: 1)
            }
            // What the configuration turns off is not recorded.
            let baseline = Baseline(findings: Self.adjusted(engineFindings, configuration.toolRuleSeverities))
            try write(baseline.render(), to: Self.writtenPath(writeBaselinePath, from: cwd), shown: writeBaselinePath, what: "the baseline")
            if !quiet { console.err("Recorded \(baseline.entries.count) finding\(baseline.entries.count == 1 ? "" : "s") in \(writeBaselinePath)\n") }
            return 0
        }
        // The baseline sees the findings as recorded (an entry of a rule turned off since is not
        // stale), then the configuration's severities apply.
        if let baselinePath {
            // The hook judges the commit: the configuration's baseline as the commit holds it.
            var committed: [UInt8]?
            if staged, self.baselinePath == nil, !updateBaseline, let repository {
                let file = URL(fileURLWithPath: DisplayPath.absolute(baselinePath, from: cwd)).resolvingSymlinksInPath().path
                guard let copy = repository.indexContents(of: file) else {
                    throw CommandFailure(message: "the configuration's baseline '\(baselinePath)' is not in the commit: 'git add' it, or CI, linting the commit, cannot apply it",
                                         exitCode: 2)
                }
                committed = copy
            }
            let configPlace = setup.configuration.baselineLocation.flatMap { at in setup.configShown.map { "\($0):\(at.line):\(at.column)" } }
            // (An entry of a rule turned off since, in a file still there, or of a finding a
            // rule's exceptions drop now, is kept: `Baseline.filter`.)
            let off = Set(rules.lazy.filter { $0.severity == .off }.map(\.id))
            engineFindings = try applyBaseline(baselinePath, to: engineFindings, dropped: result.excepted, linted: linted,
                                               matchable: { !off.contains($0.rule) || !($0.isAboutTheWholeProject || present.contains($0.path)) },
                                               cwd: cwd, root: root, contents: committed, configPlace: configPlace, notice: notice)
        }
        engineFindings = Self.adjusted(engineFindings, configuration.toolRuleSeverities)
        // A path as shown: from the working folder (a path outside the project is absolute);
        // worked out once per path (a finding may name every file of a layer as related).
        var shownPaths: [String: (path: String, shown: String)] = [:]
        func shown(_ path: String) -> String {
            // (Two names that differ only in Unicode normalization are equal Strings, not one file.)
            if let known = shownPaths[path], DisplayPath.sameBytes(known.path, path) { return known.shown }
            let result = DisplayPath.relative(path.hasPrefix("/") ? path : root + "/" + path, from: cwd, within: root)
            if shownPaths[path] == nil { shownPaths[path] = (path, result) }
            return result
        }
        // Sorted by the project's paths, then shown: one order from any folder (by the paths as
        // shown, `../Beta/B.swift` came before `A.swift` from `Alpha/`, and xcode's absolute
        // paths came out of order).
        let findings = engineFindings.sorted().map { $0.relocated(shown) }
        let reportingStart = clock.now
        let suppressed = result.suppressed.map { entry -> (Finding, String?) in
            (entry.finding.relocated(shown), entry.reason)
        }
        // The linted bytes of each file by path as shown (staged contents under --staged), for
        // SARIF's UTF-16 columns; keyed by the path's bytes, since two names that differ only in
        // Unicode normalization are two files.
        var sources: [[UInt8]: SourceFile] = [:]
        if outputs.contains(where: { $0.format == .sarif }) {
            for file in result.project?.files ?? [] { sources[Array(shown(file.path).utf8)] = file.file }
        }
        // Under --staged and --changed, the files linted are the staged or changed ones: the others
        // were read for context only, and counting them said "in 212 files" for one staged file.
        // A named file that could not be read (a dangling link) is one of the files, as it is
        // when a folder's walk finds it.
        let unreadableFiles = selection.unreadable.filter { $0.isFile && !files.contains($0.path) }.map(\.path)
        // And the files the findings reported with them are in (a file naming a changed type).
        let findingFiles = reported == nil ? [] : Set(engineFindings.map(\.path))
        let fileCount = reported.map { reported in
            (files + unreadableFiles).lazy.filter { reported.contains($0) || findingFiles.contains($0) }.count
        } ?? result.files + unreadableFiles.count
        let report = Report(findings: findings, suppressed: suppressed, configurationWarnings: warnings.warnings, files: fileCount, cwd: cwd, root: root,
                            rules: configuration.resolvedRules(preset).filter { $0.severity != .off }, sources: sources,
                            annotationRoot: outputs.contains { $0.format == .github } ? Self.annotationRoot(cwd: cwd, environment: console.environment) : nil)
        // Files first: when one can't be written, nothing is printed as if all went well.
        for output in outputs {
            guard let file = output.file else { continue }
            try write(report.render(output.format), to: Self.writtenPath(file, from: cwd), shown: file)
        }
        for output in outputs where output.file == nil { console.out(report.render(output.format)) }
        if outputs.contains(where: { $0.format == .github }), let summaryFile = console.environment["GITHUB_STEP_SUMMARY"],
           !summaryFile.isEmpty
        {
            try append(GitHubReporter.stepSummary(report.annotatedFindings, files: fileCount, configurationWarnings: report.configurationWarnings),
                       to: DisplayPath.absolute(summaryFile, from: cwd))
        }
        let reportingTime = clock.now - reportingStart
        if !quiet {
            // Warnings about what the configuration lints are counted apart from the findings':
            // under --strict they fail the run, and "0 warnings" alone would not say why.
            var summary = TextReporter.summary(findings, files: fileCount)
            if warnings.count > 0 {
                summary += "; \(warnings.count) configuration warning\(warnings.count == 1 ? "" : "s")" + (strict ? " (fails --strict)" : "")
            }
            console.err(summary + "\n")
            // Linting a tree with no configuration, as a team trying archtool on an app does:
            // findings in its test folders are tests building what the rules forbid app code,
            // which a configuration leaves out.
            // (Paths from the repository's top: linting from inside `ShopTests` shows `T.swift`.)
            if setup.configShown == nil {
                let top = Git.workTreeRoot(above: root).map { DisplayPath.relative(root, from: $0) } ?? "."
                let paths = engineFindings.map { top == "." ? $0.path : top + "/" + $0.path }
                if let note = Self.testFoldersNote(paths, style: setup.style.id) { console.err(note) }
            }
        }
        if timings {
            var lines = [("discovery", discoveryTime)]
            lines += result.timings.map { ($0.stage, Duration.seconds($0.seconds)) }
            lines.append(("reporting", reportingTime))
            // (In one column as wide as the longest stage: a longer one was cut.)
            let width = max(40, lines.map(\.0.count).max() ?? 0)
            for (stage, duration) in lines {
                let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
                console.err(stage.padding(toLength: width, withPad: " ", startingAt: 0) + String(format: "%9.1f ms\n", ms))
            }
        }
        let failing = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) } || (strict && warnings.count > 0)
        return failing ? 1 : 0
    }

    /// For a lint without a configuration: how many of the findings (their paths as shown) are
    /// in test folders (a folder named `Tests` or `…Tests`, as the pattern `*Tests` matches:
    /// `Tests`, `ShopTests`, `ShopUITests`), and how to leave them out; nil when none are.
    static func testFoldersNote(_ paths: [String], style: String) -> String? {
        var folders: [String] = []
        var count = 0
        for path in paths {
            let components = path.split(separator: "/").dropLast()
            guard let folder = components.first(where: { $0.hasSuffix("Tests") }) else { continue }
            count += 1
            if !folders.contains(String(folder)) { folders.append(String(folder)) }
        }
        guard count > 0 else { return nil }
        let named = folders.prefix(3).joined(separator: ", ") + (folders.count > 3 ? ", …" : "")
        let which = count < paths.count ? "\(count) of them \(count == 1 ? "is" : "are")" : count == 1 ? "it is" : count == 2 ? "both are" : "all \(count) are"
        return "note: \(which) "
            + "in test folders (\(named)), whose code builds what the rules forbid app code; to leave tests out, "
            + "write { \"style\": \"\(style)\", \"exclude\": [\"*Tests\"] } to .archtool.json\n"
    }

    /// Where GitHub resolves an annotation's `file=` from: `$GITHUB_WORKSPACE`, else the git
    /// repository holding `cwd` (the nearest folder above with a `.git`), else nil (paths as
    /// shown). Paths relative to the current folder would not attach to the diff when the
    /// workflow lints from a subfolder (`working-directory: ios`), nor would `../` ones.
    static func annotationRoot(cwd: String, environment: [String: String]) -> String? {
        if let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty {
            return URL(fileURLWithPath: workspace).standardizedFileURL.path
        }
        return Git.workTreeRoot(above: cwd).flatMap { $0 == "/" ? nil : $0 }
    }

    /// Warnings and notices held back, to be said later or not at all (thread-safe, as
    /// `WarningTally`).
    final class HeldMessages: @unchecked Sendable {
        private let lock = NSLock()
        private var said: [(text: String, isWarning: Bool)] = []
        func warn(_ text: String) { lock.withLock { said.append((text, true)) } }
        func notice(_ text: String) { lock.withLock { said.append((text, false)) } }
        func replay(warn: (String) -> Void, notice: (String) -> Void) {
            for (text, isWarning) in lock.withLock({ said }) { isWarning ? warn(text) : notice(text) }
        }
    }

    /// How many warnings about the lint itself were printed (thread-safe: the walk and git's
    /// answers run side by side).
    final class WarningTally: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        func add(_ text: String) { lock.withLock { texts.append(text) } }
        var count: Int { lock.withLock { texts.count } }
        /// The warnings as the reports carry them, in the order said.
        var warnings: [ConfigurationWarning] { lock.withLock { texts.map(ConfigurationWarning.init(printed:)) } }
    }

    /// Whether a path git gave is a name that is not UTF-8 (read back with U+FFFD): the walk
    /// reports it as unreadable, and it is not linted.
    static func isNotUTF8(_ path: String) -> Bool { path.contains("\u{FFFD}") }

    /// For `--staged` / `--changed`: the root-relative files to report on, and staged contents.
    /// What `--staged` reads for context besides the work tree: tracked files read from the
    /// index (root-relative), and the untracked files it leaves out.
    struct StagedContext {
        var indexOnly: [String] = []
        var untracked: Set<String> = []
        /// Every staged file (absolute, links resolved), Swift or not; with --changed, every
        /// changed file.
        var stagedPaths: Set<String> = []
        /// Swift files the commit (or the change) deletes: their baseline entries are stale.
        var deleted: Set<String> = []
        /// Ignored folders (root-relative, ending in `/`): nothing under them is in the commit.
        var ignoredFolders: [String] = []
        /// Staged links (root-relative) whose target the commit does not hold, with the target.
        var danglingInCommit: [(link: String, target: String)] = []
        /// The Swift files the change modifies or deletes (root-relative: a renamed file by its
        /// new name), as they were before it.
        var previous: [(path: String, contents: [UInt8])] = []
        /// `--staged`: the `project.pbxproj` of Xcode projects as the commit holds them, where the
        /// work tree's copy may differ (staged, changed since it was staged, or not in the commit:
        /// empty), by the `.xcodeproj` folder's absolute path, links resolved. Where the
        /// work tree's copy is the index's, it is read from the disk.
        var xcodeProjects: [String: [UInt8]] = [:]
        /// `--staged`: the `.xcconfig` files as the commit holds them, where the work tree's copy
        /// may differ (as `xcodeProjects`), by their path from the root.
        var xcodeConfigurationFiles: [String: [UInt8]] = [:]
        /// The `project.pbxproj` (by the `.xcodeproj` folder's absolute path, links resolved) and
        /// `.xcconfig` files (by their path from the root) the change alters, as they were before
        /// it (empty: there was none).
        var xcodeProjectsBefore: [String: [UInt8]] = [:]
        var xcodeConfigurationFilesBefore: [String: [UInt8]] = [:]
    }

    /// What the changed files held before the change that `Linter.lint` compares the reported
    /// ones with (`previous:`, which tells the types the change alters): the contents of the files
    /// reported and linted, or deleted from what the configuration selects (paths may narrow
    /// them, and an excluded file declares nothing); and of each file renamed away (under its
    /// old path), when its new file is reported. Paths after `--staged` or `--changed` narrow
    /// what is reported: a file renamed to a path outside them is compared with nothing, else
    /// its types would look removed and report the files that name them, its new file first.
    /// Which changed file is a renamed one's new name is not said: a file with no contents before
    /// under its path (added, or renamed) whose contents are the same (a plain move). When every
    /// such file is reported, any of them may be the new name; when none matches and some are
    /// outside, the file renamed away is left out: a new name inside the paths then counts as
    /// an added file (its types' users are reported too), none outside is pulled in.
    /// `changed`: the files changed, before paths narrowed them; `contents`: a changed file's
    /// contents as linted.
    static func comparedPrevious(_ previous: [(path: String, contents: [UInt8])], linted: Set<String>, deleted: Set<String>,
                                 reported: Set<String>?, changed: Set<String>?, selects: (String) -> Bool,
                                 contents: (String) -> [UInt8]?) -> [(path: String, contents: [UInt8])] {
        let oldPaths = Set(previous.map(\.path))
        let newNames = (changed ?? []).filter { linted.contains($0) && !oldPaths.contains($0) }.sorted()
        let outside = newNames.contains { reported?.contains($0) != true }
        var newContents: [String: [UInt8]] = [:]
        return previous.filter { file in
            if reported.map({ $0.contains(file.path) || deleted.contains(file.path) }) == true,
               linted.contains(file.path) || (deleted.contains(file.path) && selects(file.path)) { return true }
            // A file renamed away (its contents under the old path).
            guard !linted.contains(file.path), reported?.contains(file.path) != true, selects(file.path) else { return false }
            guard outside else { return true }
            for name in newNames {
                if newContents[name] == nil { newContents[name] = contents(name) ?? [] }
                if newContents[name] == file.contents { return reported?.contains(name) == true }
            }
            return false
        }
    }

    /// An `.xcodeproj` folder as the walk gives it (`selection.xcodeProjects`), as
    /// `StagedContext` keys its project file: absolute, links resolved.
    private static func projectKey(_ project: String, root: String) -> String {
        URL(fileURLWithPath: DisplayPath.absolute(project, from: root)).resolvingSymlinksInPath().path
    }

    /// Whether the change makes other files main-actor by default (`DefaultIsolationChange`):
    /// the build settings files as they were before it (`StagedContext`) against those the
    /// lint reads (`overrides`, else the disk's).
    private func changesDefaultIsolation(_ context: StagedContext, overrides: [String: [UInt8]], root: String, xcodeProjects: [String]) -> Bool {
        let manifests = context.previous.filter { DefaultIsolationChange.isManifest($0.path) }
        guard !manifests.isEmpty || !context.xcodeProjectsBefore.isEmpty || !context.xcodeConfigurationFilesBefore.isEmpty else { return false }
        var before = overrides
        // (A project file whose change touches no line of its settings, folders or groups, as
        // when Xcode adds a file to a classic group, is not parsed twice more.)
        var settingsMayDiffer = !context.xcodeConfigurationFilesBefore.isEmpty
        for project in xcodeProjects {
            guard let old = context.xcodeProjectsBefore[Self.projectKey(project, root: root)] else { continue }
            let key = project + "/project.pbxproj"
            before[key] = old
            let now = overrides[key] ?? (try? FileReader.read(DisplayPath.absolute(key, from: root))) ?? []
            if !settingsMayDiffer { settingsMayDiffer = DefaultIsolationChange.mayChangeIsolation(projectFile: old, to: now) }
        }
        for (path, old) in context.xcodeConfigurationFilesBefore { before[path] = old }
        let pairs = manifests.map { manifest in
            (before: manifest.contents, after: overrides[manifest.path] ?? (try? FileReader.read(root + "/" + manifest.path)) ?? [])
        }
        return DefaultIsolationChange.differs(root: root, xcodeProjects: settingsMayDiffer ? xcodeProjects : [], before: before, after: overrides,
                                              manifests: pairs)
    }

    /// The files `--staged` or `--changed` report (root-relative), the contents that replace
    /// what is on disk (the index's, for `--staged`), and `--staged`'s context.
    private func gitSelection(_ git: Git, setup: LintSetup) throws -> (Set<String>?, [String: [UInt8]], StagedContext?) {
        let root = URL(fileURLWithPath: setup.root).resolvingSymlinksInPath().path
        func relative(_ path: String) -> String? {
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            return resolved.hasPrefix(root + "/") ? String(resolved.dropFirst(root.count + 1)) : nil
        }
        var reported: Set<String> = []
        var overrides: [String: [UInt8]] = [:]
        // The path of a deleted file or of a link itself, relative to the root: its folder's
        // links are resolved, not its own name.
        func relativeEntry(_ path: String) -> String? {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().resolvingSymlinksInPath().path + "/"
            let resolved = folder + URL(fileURLWithPath: path).lastPathComponent
            return resolved.hasPrefix(root + "/") ? String(resolved.dropFirst(root.count + 1)) : nil
        }
        func projectFolder(_ pbxproj: String) -> String {
            URL(fileURLWithPath: pbxproj).deletingLastPathComponent().resolvingSymlinksInPath().path
        }
        // An Xcode project file or `.xcconfig` the change alters, as it was before (empty: one it adds).
        func noteBefore(_ path: String, _ contents: [UInt8], in context: inout StagedContext) {
            if DefaultIsolationChange.isProjectFile(path) {
                context.xcodeProjectsBefore[projectFolder(path)] = contents
            } else if let file = relativeEntry(path) {
                context.xcodeConfigurationFilesBefore[file] = contents
            }
        }
        guard staged else {
            let base = changed!.isEmpty ? try git.defaultBase() : changed!
            let absolute = try git.changedFiles(since: base)
            for path in absolute where path.hasSuffix(".swift") && !Self.isNotUTF8(path) {
                if let file = relative(path), !FileDiscovery.isInSkippedFolder(file) { reported.insert(file) }
            }
            var context = StagedContext()
            context.deleted = Set(try git.deletedFiles(since: base).filter { $0.hasSuffix(".swift") }.compactMap(relativeEntry))
            context.stagedPaths = Set(absolute.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
            context.previous = try git.previousContents(since: base).compactMap { file in relativeEntry(file.path).map { ($0, file.contents) } }
            // The Xcode projects' build settings as they were (none, for those added since).
            for path in absolute where DefaultIsolationChange.isXcodeSettingsFile(path) { noteBefore(path, [], in: &context) }
            for file in try git.previousContents(since: base, of: DefaultIsolationChange.isXcodeSettingsFile) {
                noteBefore(file.path, file.contents, in: &context)
            }
            return (reported, [:], context)
        }
        // One `git status` and one `git cat-file` answer all of it (a pre-commit hook waits on them).
        let status = try git.status()
        // A name that is not UTF-8 (read back with U+FFFD) is reported, not linted: the walk
        // finds it (`rename the file to lint it`), as the whole-tree lint does.
        for entry in status.staged where entry.path.hasSuffix(".swift") && Self.isNotUTF8(entry.path) {
            if let file = relativeEntry(entry.path) { reported.insert(file) }
        }
        let blobs = status.staged.filter { $0.path.hasSuffix(".swift") && !Self.isNotUTF8($0.path) }
        let stagedPaths = Set(blobs.compactMap { relative($0.path) })
        // The other files as the commit will hold them.
        let unstaged = status.unstaged.filter {
            $0.path.hasSuffix(".swift") && !Self.isNotUTF8($0.path) && relative($0.path).map { !stagedPaths.contains($0) } == true
        }
        let previous = status.previous.filter { $0.path.hasSuffix(".swift") }
        // An Xcode project's settings as the commit holds them, as its Swift files are: the
        // index's copy of a `project.pbxproj` staged, or changed in the work tree since.
        let pbxprojs = (status.staged + status.unstaged).filter { DefaultIsolationChange.isProjectFile($0.path) }
        // And the build settings files they name.
        let xcconfigs = (status.staged + status.unstaged).filter { DefaultIsolationChange.isConfigurationFile($0.path) }
        // And as HEAD holds those the commit alters.
        let settingsBefore = status.previous.filter { DefaultIsolationChange.isXcodeSettingsFile($0.path) }
        let contents = try git.contents(of: blobs + unstaged + previous + pbxprojs + xcconfigs + settingsBefore)
        for blob in blobs {
            guard let file = relative(blob.path) else { continue }
            reported.insert(file)
            overrides[file] = contents[blob.blob]
        }
        // A link is linted under its own name, as the whole-tree lint lints it (its target too,
        // as itself); a dangling one is reported as unreadable.
        for link in status.stagedLinks where link.hasSuffix(".swift") {
            var target = stat()
            guard lstat(link, &target) == 0, let file = relativeEntry(link) else { continue }
            // A link to a folder is a folder to the walk, not a file to lint.
            var followed = stat()
            if stat(link, &followed) == 0, (followed.st_mode & S_IFMT) == S_IFDIR { continue }
            reported.insert(file)
        }
        var context = StagedContext()
        context.stagedPaths = Set(status.staged.map { URL(fileURLWithPath: $0.path).resolvingSymlinksInPath().path })
        for blob in unstaged {
            guard let file = relative(blob.path) else { continue }
            overrides[file] = contents[blob.blob]
            context.indexOnly.append(file)
        }
        // Untracked files, those only marked with `git add -N`, and ignored ones are not in the commit.
        for path in status.untracked + status.intentToAdd where path.hasSuffix(".swift") {
            if let file = relative(path) { context.untracked.insert(file) }
        }
        for path in status.ignored {
            if path.hasSuffix("/") {
                if let folder = relative(String(path.dropLast())) { context.ignoredFolders.append(folder + "/") }
            } else if path.hasSuffix(".swift"), let file = relative(path) {
                context.untracked.insert(file)
            }
        }
        context.deleted = Set(status.stagedDeletions.filter { $0.hasSuffix(".swift") }.compactMap(relativeEntry))
        // One the commit does not hold (untracked, only marked with `git add -N`, deleted from
        // the index, ignored) is no project: empty.
        for path in status.untracked + status.intentToAdd + status.stagedDeletions + status.ignored where DefaultIsolationChange.isProjectFile(path) {
            context.xcodeProjects[projectFolder(path)] = []
        }
        for file in pbxprojs { context.xcodeProjects[projectFolder(file.path)] = contents[file.blob] ?? [] }
        for path in status.untracked + status.intentToAdd + status.stagedDeletions + status.ignored where DefaultIsolationChange.isConfigurationFile(path) {
            if let file = relativeEntry(path) { context.xcodeConfigurationFiles[file] = [] }
        }
        for file in xcconfigs {
            if let path = relativeEntry(file.path) { context.xcodeConfigurationFiles[path] = contents[file.blob] ?? [] }
        }
        // Before the commit: HEAD's copy of those it modifies, deletes or renames; none of those it adds.
        for entry in status.staged where DefaultIsolationChange.isXcodeSettingsFile(entry.path) { noteBefore(entry.path, [], in: &context) }
        for file in settingsBefore { noteBefore(file.path, contents[file.blob] ?? [], in: &context) }
        // (A renamed file's contents before, under the path it had: a file moved into another
        // layer's folder changes its types.)
        context.previous = previous.compactMap { file in
            guard let contents = contents[file.blob] else { return nil }
            return relativeEntry(file.path).map { ($0, contents) }
        }
        // A staged link to a file the commit does not hold dangles in the commit, as CI will see it.
        for link in status.stagedLinks where link.hasSuffix(".swift") {
            guard let linkPath = relativeEntry(link), let target = relative(link), context.untracked.contains(target) else { continue }
            reported.insert(linkPath)
            context.danglingInCommit.append((linkPath, target))
        }
        return (reported.filter { !FileDiscovery.isInSkippedFolder($0) }, overrides, context)
    }

    /// A rule's `exclude` glob that matches no linted file, or `except-types` entry that names no
    /// type of the tree, excepts nothing, and a `project-types` entry that names none forbids
    /// nothing; a layer's `paths` entry or a custom rule's `scope.paths` entry that matches no
    /// linted file puts nothing in the layer or the rule's scope (a typo
    /// makes "Services import no SwiftUI" enforce nothing). Each is most likely a typo, which would
    /// otherwise go unseen (as an `include` entry that selects nothing is said). The preset's own
    /// layer paths are not the configuration's: many projects have nothing in some of them.
    static func warnAboutEntriesThatMatchNothing(_ configuration: Configuration, files: [String], project: LintProject?,
                                                 shown: String, warn: (String) -> Void) {
        var warnings: [(line: Int, column: Int, text: String)] = []
        // The paths split and indexed once for every glob (`Glob.PathSet`), when some entry is a
        // glob; each glob made and asked once, however many entries write it. (Each glob tried
        // on each path, splitting the path every time, took seconds for a configuration of
        // thousands of globs.)
        var paths: Glob.PathSet?
        var answers: [String: Bool] = [:]
        func matchesNothing(_ entry: Located<String>) -> Bool {
            if let known = answers[entry.value] { return known }
            var answer = false
            if let glob = try? Glob(entry.value) {
                if paths == nil { paths = Glob.PathSet(files) }
                answer = !glob.matchesAny(of: paths!)
            }
            answers[entry.value] = answer
            return answer
        }
        for (name, override) in configuration.layers {
            for entry in override.pathLocations where matchesNothing(entry) {
                warnings.append((entry.line, entry.column, "'paths' entry '\(entry.value)' of layer '\(name)' matches no Swift file"))
            }
        }
        for (id, entries) in configuration.scopePathLocations {
            for entry in entries where matchesNothing(entry) {
                warnings.append((entry.line, entry.column, "'scope.paths' entry '\(entry.value)' of rule '\(id)' matches no Swift file"))
            }
        }
        for (id, override) in configuration.rules {
            for entry in override.excludeLocations where matchesNothing(entry) {
                warnings.append((entry.line, entry.column, "'exclude' entry '\(entry.value)' of rule '\(id)' matches no Swift file"))
            }
            guard let project else { continue }
            for entry in override.exceptTypeLocations where project.index.entries(named: entry.value).isEmpty {
                warnings.append((entry.line, entry.column, "'except-types' entry '\(entry.value)' of rule '\(id)' names no type of the tree"))
            }
            for entry in override.projectTypeLocations where !project.isTreeType(entry.value) {
                warnings.append((entry.line, entry.column, noProjectType(entry.value, rule: id, project)))
            }
        }
        if let project {
            for (id, entries) in configuration.projectTypeLocations {
                for entry in entries where !project.isTreeType(entry.value) {
                    warnings.append((entry.line, entry.column, noProjectType(entry.value, rule: id, project)))
                }
            }
        }
        for warning in warnings.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            warn("warning: \(shown):\(warning.line):\(warning.column): \(warning.text)\n")
        }
    }

    /// Why a `project-types` entry forbids nothing: it names no type of the tree, or only a type
    /// alias (whose uses are the aliased type's).
    static func noProjectType(_ name: String, rule id: String, _ project: LintProject) -> String {
        let text = "'project-types' entry '\(name)' of rule '\(id)' names no type of the tree"
        let aliases = project.index.entries(named: name).filter { $0.kind == .typealias }
        guard !aliases.isEmpty else { return text }
        // The aliased type, named only when it is one type of the tree written plainly (not
        // another alias, a framework's type or one through a module).
        if aliases.count == 1, let written = aliases[0].directSupertypes.first, !written.contains("."),
           case let target = TypeIndex.simpleName(written), project.isTreeType(target),
           !project.index.entries(named: target).contains(where: { $0.kind == .typealias }) {
            return text + " (it is a type alias: list the type it stands for, '\(target)')"
        }
        return text + " (it is a type alias: list the type of the tree it stands for)"
    }

    /// The findings a partial lint reports (`Finding.isReported(in:)`: `--staged`, `--changed`,
    /// paths), and the `file-unreadable` of any file that changed on disk while it was linted:
    /// the reported files' findings were worked out with it as context.
    static func kept(_ findings: [Finding], reported: Set<String>, changedFiles: Set<String>) -> [Finding] {
        findings.filter { $0.isReported(in: reported) || ($0.rule == Linter.unreadableRule && changedFiles.contains($0.path)) }
    }

    /// archtool's own findings with the severities the configuration gives them
    /// (`"unused-suppression": "off"` drops them).
    static func adjusted(_ findings: [Finding], _ severities: [String: Severity]) -> [Finding] {
        guard !severities.isEmpty else { return findings }
        return findings.compactMap { finding in
            guard let severity = severities[finding.rule] else { return finding }
            guard severity != .off else { return nil }
            var adjusted = finding
            adjusted.severity = severity
            return adjusted
        }
    }

    /// Drops the findings a baseline records; stale entries become warnings at their line in the
    /// baseline file, and `--update-baseline` removes them from it.
    /// `configPlace`: where the configuration names the baseline (`.archtool.json:3:15`), for an
    /// error about reading it.
    private func applyBaseline(_ path: String, to findings: [Finding], dropped: [Finding], linted: Set<String>?, matchable: (Baseline.Entry) -> Bool,
                               cwd: String, root: String, contents: [UInt8]? = nil, configPlace: String? = nil,
                               notice: (String) -> Void) throws -> [Finding] {
        let absolute = DisplayPath.absolute(path, from: cwd)
        let data: [UInt8]
        do throws(FileReader.Failure) {
            if let contents { data = contents } else { data = try FileReader.read(absolute) }
        } catch {
            // The configuration's baseline before the first --write-baseline: say where it comes
            // from (only when it is not there: a folder or an unreadable file is another problem).
            let missing = !FileManager.default.fileExists(atPath: absolute) && (try? FileManager.default.destinationOfSymbolicLink(atPath: absolute)) == nil
            let origin = self.baselinePath == nil
                ? " (the configuration's \"baseline\"" + (missing ? "; record it first with 'archtool lint --write-baseline \(path)')" : ")") : ""
            // Where the configuration names it, when it does.
            let place = self.baselinePath == nil ? configPlace.map { "\($0): " } ?? "" : ""
            throw CommandFailure(message: "\(place)cannot read the baseline '\(path)': \(error.reason)\(origin)", exitCode: 2)
        }
        let baseline: Baseline
        do {
            baseline = try Baseline.parse(Array(data))
        } catch let invalid as Baseline.Invalid {
            throw CommandFailure(message: "\(path):\(invalid.line):\(invalid.column): \(invalid.message)", exitCode: 2)
        }
        // A file that could not be linted in full (unreadable, not Swift text, a syntax error) may
        // still have the findings its entries record: they are not stale, and stay in the baseline.
        let incomplete = Set(findings.filter { $0.rule == Linter.unreadableRule || $0.rule == Linter.syntaxErrorRule }.map(\.path))
        let (new, stale) = baseline.filter(findings, dropped: dropped, linted: { path in !incomplete.contains(path) && (linted?.contains(path) ?? true) },
                                           matchable: matchable)
        if updateBaseline {
            try write(baseline.removing(stale.map(\.index)).render(), to: absolute, shown: path, what: "the baseline")
            // What it removes is recorded debt: say how much, as --write-baseline says what it records.
            if !quiet {
                let shown = DisplayPath.relative(absolute, from: cwd, within: root)
                notice(stale.isEmpty ? "No stale entries in \(shown)\n" : "Removed \(stale.count) stale entr\(stale.count == 1 ? "y" : "ies") from \(shown)\n")
            }
            return new
        }
        let shown = String(DisplayPath.relative(absolute, from: root))
        return new + stale.map { index, entry in
            var finding = Finding(path: shown, line: baseline.locations[index].line, column: baseline.locations[index].column, severity: .warning,
                                  rule: "stale-baseline-entry",
                                  message: "the baseline entry for '\(entry.rule)' \(entry.isAboutTheWholeProject ? "about the whole project" : "in " + entry.path) matches nothing any more; run --update-baseline")
            // The file it names is shown as each format shows paths (`Finding.relocated`).
            if !entry.isAboutTheWholeProject { finding.relatedPaths = [entry.path] }
            return finding
        }
    }

    /// `--format` values: `<format>` or `<format>=<file>`, at most one without a file.
    static func parseOutputs(_ values: [String], path: [String]) throws -> [Output] {
        let option = spec.option(named: "format")!
        var outputs: [Output] = []
        for value in values {
            let equals = value.firstIndex(of: "=")
            let name = value[..<(equals ?? value.endIndex)]
            let file = equals.map { String(value[value.index(after: $0)...]) }
            guard let format = Format(rawValue: String(name)) else {
                let names = Format.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError.invalidValue(value, for: option, reason: "use one of \(names), each optionally with '=<file>'.", in: path)
            }
            if file == "" {
                throw UsageError.invalidValue(value, for: option, reason: "name a file after '=', as in '\(name)=archtool.\(name)'.", in: path)
            }
            // `json=-` is standard output, as `-` conventionally is (not a file named `-`).
            outputs.append(Output(format: format, file: file == "-" ? nil : file))
        }
        // (A file that is standard output by another name counts: two reports there are one unreadable stream.)
        let toStandardOutput = outputs.filter { $0.file == nil || ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains($0.file!) }
        if toStandardOutput.count > 1 {
            let names = toStandardOutput.map { "'\($0.format.rawValue)'" }.joined(separator: ", ")
            throw UsageError(message: "Only one format may go to standard output, not \(names): write the others to files, as in '--format sarif=archtool.sarif'.",
                             commandPath: path)
        }
        return outputs.isEmpty ? [Output(format: .text)] : outputs
    }

    /// Where a report or baseline named `path` from `cwd` is written: its folder, from the path
    /// as given, with links resolved as the system does (`deep/../r.json` with `deep` a link is
    /// above the link's target, not beside `deep`, where standardizing the path first took it),
    /// and its name; the standardized path when the folder is not there.
    static func writtenPath(_ path: String, from cwd: String) -> String {
        let url = URL(fileURLWithPath: path.hasPrefix("/") ? path : cwd + "/" + path)
        guard let resolved = realpath(url.deletingLastPathComponent().path, nil) else { return url.standardizedFileURL.path }
        defer { free(resolved) }
        return String(cString: resolved) + "/" + url.lastPathComponent
    }

    /// Whether two paths name one existing file (through links or other spellings).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// Writes a report or baseline (`OutputFile`: a regular file is replaced in one step; a FIFO,
    /// a device or `/dev/stdout` is written into).
    /// `what`: what the file is, for the error (`the report`, `the baseline`).
    private func write(_ text: String, to path: String, shown: String, what: String = "the report") throws {
        do throws(OutputFile.Failure) {
            try OutputFile.write(text, to: path)
        } catch {
            throw CommandFailure(message: "cannot write \(what) '\(shown)': \(error.reason)", exitCode: 2)
        }
    }

    /// Appends to a file, creating it if needed (`$GITHUB_STEP_SUMMARY` collects every step's).
    private func append(_ text: String, to path: String) throws {
        if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw CommandFailure(message: "cannot append to GITHUB_STEP_SUMMARY '\(path)': \(Self.reason(error))", exitCode: 2)
        }
    }

    private static func reason(_ error: any Error) -> String {
        ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? error.localizedDescription
    }
}

/// One lint run's findings and what the formats besides text need to render them.
private struct Report {
    /// Sorted, with paths as shown (relative to the current folder).
    var findings: [Finding]
    /// Findings suppressed in the code, with the directive's reason (SARIF lists them as suppressed).
    var suppressed: [(Finding, String?)]
    /// What `lint` warned of about the configuration and the command line (`--strict` fails on them).
    var configurationWarnings: [ConfigurationWarning]
    var files: Int
    var cwd: String
    /// The project root (SARIF fingerprints use paths relative to it).
    var root: String
    /// The rules that ran.
    var rules: [RuleSpec]
    /// The linted files by the bytes of their path as shown.
    var sources: [[UInt8]: SourceFile]
    /// The folder GitHub resolves an annotation's `file=` from (`LintCommand.annotationRoot`).
    var annotationRoot: String?

    /// The findings with the paths GitHub attaches them by (a path their messages name too).
    var annotatedFindings: [Finding] { findings.map { $0.relocated(annotationPath) } }

    /// A path as shown, from `annotationRoot` when the file is below it (as written, or with
    /// links resolved on both sides: a workspace reached through a link).
    func annotationPath(_ shown: String) -> String {
        guard let annotationRoot else { return shown }
        let absolute = DisplayPath.absolute(shown, from: cwd)
        if absolute.hasPrefix(annotationRoot + "/") { return String(absolute.dropFirst(annotationRoot.count + 1)) }
        let realRoot = URL(fileURLWithPath: annotationRoot).resolvingSymlinksInPath().path
        let realFile = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        return realFile.hasPrefix(realRoot + "/") ? String(realFile.dropFirst(realRoot.count + 1)) : shown
    }

    func render(_ format: LintCommand.Format) -> String {
        switch format {
        case .text: TextReporter.render(findings)
        case .xcode: XcodeReporter.render(findings.map { $0.relocated { DisplayPath.absolute($0, from: cwd) } })
        case .json: JSONReporter.render(findings, files: files)
        case .github:
            GitHubReporter.render(annotatedFindings, configurationWarnings: configurationWarnings.map { warning in
                var annotated = warning
                annotated.path = warning.path.map(annotationPath)
                return annotated
            })
        case .sarif:
            SARIFReporter.render(inUTF16Columns(findings),
                                 suppressed: inUTF16Columns(suppressed.map(\.0)).enumerated().map { index, finding in
                                     SARIFReporter.SuppressedFinding(finding: finding, kind: "inSource", justification: suppressed[index].1)
                                 },
                                 rules: rules,
                                 tool: SARIFReporter.Tool(name: "archtool", version: ArchToolInfo.version),
                                 identityPath: { DisplayPath.relative(DisplayPath.absolute($0, from: cwd), from: root) },
                                 base: URL(fileURLWithPath: cwd).standardizedFileURL.path, configurationWarnings: configurationWarnings)
        case .checkstyle: CheckstyleReporter.render(findings)
        case .junit: JUnitReporter.render(findings, rules: rules.map(\.id), configurationWarnings: configurationWarnings)
        case .summary: SummaryReporter.render(findings, files: files)
        }
    }

    private func with(_ finding: Finding, path: String? = nil, column: Int? = nil) -> Finding {
        var copy = finding
        if let path { copy.path = path }
        if let column { copy.column = column }
        return copy
    }

    /// The findings with SARIF's columns (UTF-16 code units), counted in the bytes that were
    /// linted, with the linter's own line breaks (LF, CRLF, CR); a file that was not linted
    /// (unreadable) is read from disk, and a place that can't be found keeps its UTF-8 column.
    private func inUTF16Columns(_ findings: [Finding]) -> [Finding] {
        var unlinted: [[UInt8]: SourceFile] = [:]
        return findings.map { finding in
            let key = Array(finding.path.utf8)
            var source = sources[key] ?? unlinted[key]
            if source == nil, let data = FileManager.default.contents(atPath: DisplayPath.absolute(finding.path, from: cwd)) {
                source = SourceFile(path: finding.path, bytes: Array(data))
                unlinted[key] = source
            }
            guard let source, let start = source.lines.offset(line: finding.line, column: 1) else { return finding }
            return with(finding, column: SARIFReporter.utf16Column(finding.column, inLine: source.bytes[start...]))
        }
    }
}

extension OptionSpec {
    /// The same option, not required (for commands where it only overrides).
    var optionalCopy: OptionSpec {
        var copy = self
        copy.isRequired = false
        copy.checkedByCommand = false
        copy.help = "The style to lint with (overrides the configuration's)."
        return copy
    }
}
