import ArchModel
import Dispatch

/// Runs rules over a set of files: reads, lexes and scans every file in parallel on all cores,
/// builds the project model, runs each enabled rule, and returns sorted findings.
public enum Linter {
    public struct Result: Sendable {
        public var findings: [Finding]
        public var files: Int
        /// The files that changed on disk while they were linted (a skimmed file read again:
        /// `SourceFile.contentProblem`), each reported as `file-unreadable`: a caller that keeps
        /// only some files' findings keeps these too, since any file's declarations shape the model.
        public var changedFiles: Set<String> = []
        /// Findings that in-code directives suppressed, with the directive's reason.
        public var suppressed: [(finding: Finding, reason: String?)] = []
        /// Findings the configuration's exceptions dropped (a rule's `exclude` or `except-types`),
        /// annotated as the others are when asked: what a baseline's entries may still record.
        public var excepted: [Finding] = []
        /// The files whose findings were kept (root-relative), when not all: those asked for, and
        /// with `reportsUsers`, those that name a type whose declaration they change (`lint
        /// --staged`: a change to a type is seen where the type is used), and those their changed
        /// stored properties and global variables judge (`ChangedNames`).
        public var reported: Set<String>?
        /// Seconds spent per stage (`read+lex+scan`, `model`) and per rule id, in the order run.
        public var timings: [(stage: String, seconds: Double)] = []
        /// The model the rules ran on: every file's tokens and structure. A command about to
        /// exit can keep it alive (`keepAliveUntilExit`) rather than free it piece by piece.
        public var project: LintProject?
        /// The top-level types (and their extensions) that only previews use, made preview code
        /// for every rule (`PreviewOnlyTypes`), by file and declaration index in `project`:
        /// `inspect layers` names them where it would have listed them in their layers.
        public var previewOnly: [(file: Int, declaration: Int)] = []
        /// What the model was built from and no longer needs (each file's `FileFacts`, and the
        /// files as scanned, before the model put colliding types in their modules or replaced
        /// skims with full scans), kept with the model so that it is freed with it, or never
        /// (`keepAliveUntilExit`).
        var modelInputs: ModelInputs?

        /// Leaks the project model on purpose: freeing the syntax of thousands of files, one
        /// allocation at a time, costs a noticeable share of a whole-tree lint just before the
        /// process exits and the system reclaims the memory at once.
        public func keepAliveUntilExit() {
            if let project { _ = Unmanaged.passRetained(project) }
            if let modelInputs { _ = Unmanaged.passRetained(modelInputs) }
        }
    }

    /// See `Result.modelInputs`.
    final class ModelInputs: Sendable {
        let facts: [FileFacts]
        let files: [FileSyntax]
        init(_ facts: consuming [FileFacts], _ files: consuming [FileSyntax]) {
            self.facts = facts
            self.files = files
        }
    }

    /// The id of the finding reported for a file that cannot be linted.
    public static let unreadableRule = "file-unreadable"
    /// The id of the finding reported for a file the lexer cannot read to its end as Swift (an
    /// unterminated comment or string, a stray character): it is linted, but findings after
    /// that place may be missing.
    public static let syntaxErrorRule = "syntax-error"

    /// Lints `paths` (relative to `root`) with resolved layers and rules.
    /// `overrides` replaces the contents of some files (root-relative path → bytes), e.g. with
    /// their staged contents for `--staged`; and of the Xcode projects' `project.pbxproj`, by
    /// the project's path as in `xcodeProjects` (`App.xcodeproj/project.pbxproj`).
    /// `reported`, when given, names the only files whose findings the caller will keep: the
    /// others are read for context, and skimmed (function bodies stepped over) unless an enabled
    /// rule reads other files' function bodies. Findings in the reported files are the same
    /// either way; findings elsewhere may be missing.
    /// `reportsUsers`: the files that name a type the reported files declare or extend are reported
    /// too (`lint --staged`, `--changed`: what a change breaks where the type is used); with
    /// `previous` (the contents the changed and deleted files had before the change), only the
    /// tree's types and type aliases whose declarations the change alters (`TypeSignatures`),
    /// and the files its changed stored properties and global variables judge (`ChangedNames`).
    /// `wholeProject` says whether `paths` are all of the project (false for `lint Sources/Views`);
    /// it is asked only if a rule needs to know.
    /// `annotates: false` leaves each finding's `symbol` and `token` empty: only baselines read
    /// them, and filling them lexes every file with a finding once more.
    /// `codeDemand: false` scans every file in full at once, instead of skimming the files in no
    /// layer and scanning in full the ones whose code a rule reads: the findings are the same
    /// (the corpus test `LintCodeDemandTests` compares the two), it only takes longer.
    /// `xcodeProjects`: the tree's `.xcodeproj` folders (`FileDiscovery`), whose targets may make
    /// their files `@MainActor` by default.
    public static func lint(root: String, paths: [String], layers: [LayerDefinition], rules: [RuleSpec],
                            requireSuppressionReason: Bool = false, overrides: [String: [UInt8]] = [:],
                            reported: Set<String>? = nil, reportsUsers: Bool = false, previous: [(path: String, contents: [UInt8])]? = nil,
                            wholeProject: ProjectCoverage = true, annotates: Bool = true, codeDemand: Bool = true,
                            xcodeProjects: [String] = []) -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        var context = FileFacts.Context(layers: layers)
        context.lintRoot = root
        context.packageRoots = ModuleNamespaces.packageRoots(root: root, paths: paths)
        context.xcodeTargets = XcodeProject.targets(ofProjects: xcodeProjects, root: root, overrides: overrides)
        let plan = ScanPlan(rules: rules, reported: reported, context: context, codeDemand: codeDemand)
        let outcomes = scanAll(root: root, paths: paths, overrides: overrides, plan: plan, context: context)
        let scanned = seconds(clock.now - start)
        var result = run(consume outcomes, context: context, rules: rules, requireSuppressionReason: requireSuppressionReason,
                         reported: reported, reportsUsers: reportsUsers, previous: previous, wholeProject: wholeProject,
                         annotates: annotates)
        result.timings.insert((plan.stage, scanned), at: 0)
        return result
    }

    /// Which files are skimmed at first (`SyntaxScanner.scan(_:bodies: false)`: declarations
    /// and no code), and whether for good or until a rule asks for their code.
    struct ScanPlan: Sendable {
        enum Mode {
            /// Every file in full (a rule reads every file's code).
            case full
            /// `lint --staged` and `--changed`: the files not reported, for good.
            case skimUnreported(Set<String>)
            /// Whole-tree lint: the files whose path is in no layer, with the names they contain,
            /// until the project model tells which of them a rule reads the code of.
            case skimUntilRead
        }

        let mode: Mode
        let context: FileFacts.Context

        init(rules: [RuleSpec], reported: Set<String>?, context: FileFacts.Context, codeDemand: Bool = true) {
            self.context = context
            let checkers = rules.filter { $0.severity != .off }.compactMap(RuleFactory.checker(for:))
            if let reported {
                mode = canSkim(rules) ? .skimUnreported(reported) : .full
            } else {
                mode = codeDemand && !checkers.contains(where: \.readsCodeOfEveryFile) ? .skimUntilRead : .full
            }
        }

        /// Whether `path` is skimmed first, and whether its names are gathered.
        func skims(_ path: String) -> (skim: Bool, words: Bool) {
            switch mode {
            case .full: (false, false)
            case .skimUnreported(let reported): (!reported.contains(path), false)
            case .skimUntilRead: context.isLayerPath(path) ? (false, false) : (true, true)
            }
        }

        var stage: String {
            switch mode {
            case .full: "read+lex+scan"
            case .skimUnreported: "read+lex+scan (skim unreported)"
            case .skimUntilRead: "read+lex+scan (skim files in no layer)"
            }
        }
    }

    /// Whether files may be skimmed: no enabled rule looks into other files' bodies.
    static func canSkim(_ rules: [RuleSpec]) -> Bool {
        !rules.contains { $0.severity != .off && RuleFactory.checker(for: $0)?.readsOtherFilesFunctionBodies == true }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Lints in-memory sources (path relative to the lint root, text): for tests and examples.
    /// `reported` works as in `lint(root:paths:…)`.
    public static func lint(sources: [(path: String, text: String)], layers: [LayerDefinition], rules: [RuleSpec],
                            requireSuppressionReason: Bool = false, reported: Set<String>? = nil, reportsUsers: Bool = false,
                            annotates: Bool = true) -> Result {
        let context = FileFacts.Context(layers: layers)
        let plan = ScanPlan(rules: rules, reported: reported, context: context)
        return run(sources.map { source in
            let (skim, words) = plan.skims(source.path)
            return check(SourceFile(path: source.path, text: source.text), bodies: !skim, words: words, context: context)
        }, context: context, rules: rules, requireSuppressionReason: requireSuppressionReason, reported: reported, reportsUsers: reportsUsers,
           annotates: annotates)
    }

    static func run(_ outcomes: consuming [Outcome], context: FileFacts.Context, rules: [RuleSpec], requireSuppressionReason: Bool,
                    reported asked: Set<String>? = nil, reportsUsers: Bool = false, previous: [(path: String, contents: [UInt8])]? = nil,
                    wholeProject: ProjectCoverage = true, annotates: Bool = true) -> Result {
        var reported = asked
        var syntaxes: [FileSyntax] = []
        var facts: [FileFacts] = []
        let fileCount = outcomes.count
        syntaxes.reserveCapacity(fileCount)
        facts.reserveCapacity(fileCount)
        // Each outcome moved out of the array, last first, and the lists turned around: a copy
        // retained (and the array's end released) the dozen arrays of every file's structure.
        var problems: [Finding] = []
        while let outcome = outcomes.popLast() {
            switch consume outcome {
            case .scanned(let syntax, let fileFacts, let problem):
                syntaxes.append(syntax)
                facts.append(fileFacts)
                if let problem { problems.append(problem) }
            case .unreadable(let finding): problems.append(finding)
            }
        }
        // (Over the buffers: `reverse()` on the arrays copied each file's facts through a
        // temporary, a dozen arrays retained and released, where the buffer's swap moves them.)
        syntaxes.withUnsafeMutableBufferPointer { $0.reverse() }
        facts.withUnsafeMutableBufferPointer { $0.reverse() }
        var findings: [Finding] = problems.reversed()
        let clock = ContinuousClock()
        var timings: [(String, Double)] = []
        var mark = clock.now
        // Types found to be preview code across files are no concrete types of their layers.
        for f in PreviewExtensions.mark(&syntaxes) {
            for t in facts[f].types.indices where facts[f].types[t].isConcrete && syntaxes[f].declarations[facts[f].types[t].index].isInPreview {
                facts[f].types[t].isConcrete = false
            }
        }
        let previewExtensionSeconds = seconds(clock.now - mark)
        var reportedFiles = reported.map { reported in syntaxes.indices.filter { reported.contains(syntaxes[$0].path) } }
        var project = LintProject(files: syntaxes, context: context, coversWholeProject: wholeProject, reportedFiles: reportedFiles,
                                  facts: facts)
        timings.append(("model", seconds(clock.now - mark)))
        timings.append(("  preview extensions", previewExtensionSeconds))
        timings += project.buildTimings.map { ("  " + $0.stage, $0.seconds) }
        let checked = rules.filter { $0.severity != .off }.compactMap { rule in RuleFactory.checker(for: rule).map { (rule, $0) } }
        // The skimmed files whose code a rule reads, scanned in full now.
        let skimmed = facts.indices.filter { facts[$0].words != nil }
        if reportsUsers, let asked = reportedFiles {
            // `lint --staged` / `--changed`: the unreported files that name a type whose declaration
            // the change alters are reported too (`extension Banner: ViewState` staged makes
            // `Banner.swift` break a rule), and those the change's members and variables judge
            // (`ChangedNames`), read in full, and the model is built again with them.
            // Most changes alter none: then nothing more is read.
            mark = clock.now
            let askedSet = Set(asked)
            let others = syntaxes.indices.filter { !askedSet.contains($0) }
            let (candidates, changed) = filesNamingTypes(changedBy: asked, previous: previous, among: others, in: project, pathLayers: context.pathLayers)
            // (The text search finds the names in comments and strings too: the scan tells.)
            let scanned = scanInFull(candidates, of: syntaxes)
            let kept = candidates.indices.filter { isJudged(scanned[$0], at: candidates[$0], by: changed) }
            let naming = kept.map { candidates[$0] }
            if !naming.isEmpty {
                let full = kept.map { scanned[$0] }
                for (k, f) in naming.enumerated() where syntaxes[f].file.contentProblem == nil { syntaxes[f] = full[k] }
                PreviewExtensions.mark(&syntaxes)
                for f in naming { facts[f] = FileFacts(syntaxes[f], context) }
                reportedFiles = (asked + naming).sorted()
                project = LintProject(files: syntaxes, context: context, coversWholeProject: wholeProject, reportedFiles: reportedFiles,
                                      facts: facts)
                reported?.formUnion(naming.map { syntaxes[$0].path })
            }
            timings.append(("reported too: \(naming.count) files naming a changed type", seconds(clock.now - mark)))
        } else if !skimmed.isEmpty {
            mark = clock.now
            let read = filesWhoseCodeIsRead(among: skimmed, by: checked.map(\.1), in: project)
            project = scanInFull(read, of: project, syntaxes: &syntaxes, facts: facts, context: context, wholeProject: wholeProject)
            timings.append(("code read in \(read.count) of \(skimmed.count) skimmed files", seconds(clock.now - mark)))
        }
        // Types only previews use are preview code (reading, for it, the skimmed files where
        // that can change a finding).
        mark = clock.now
        let previewOnly = PreviewOnlyTypes.mark(project, facts: facts, reported: reportedFiles, checkers: checked.map(\.1))
        let previewOnlyDeclarations = previewOnly.types == 0 ? [] : newlyInPreview(before: project, after: previewOnly.project)
        project = previewOnly.project
        timings.append(("\(previewOnly.types) preview-only type\(previewOnly.types == 1 ? "" : "s"), "
                            + "\(previewOnly.read) file\(previewOnly.read == 1 ? "" : "s") read",
                        seconds(clock.now - mark)))
        // Rules only read the project: they run in parallel, each into its own context, and
        // their findings are gathered in rule order.
        let rulesStart = clock.now
        let runs = Parallel.map(checked.count) { index -> (findings: [Finding], seconds: Double) in
            let start = clock.now
            let context = RuleContext(project: project, rule: checked[index].0, reportedFiles: reportedFiles)
            // A file lexed again for one look is kept for the rule's next looks (a few at a time).
            SourceFile.sharingRelexedTokens { checked[index].1.check(context) }
            return (context.findings, seconds(clock.now - start))
        }
        timings.append(("rules (\(checked.count), in parallel)", seconds(clock.now - rulesStart)))
        for (index, run) in runs.enumerated() {
            findings += run.findings
            timings.append(("  " + checked[index].0.id, run.seconds))
        }
        mark = clock.now
        let excepted = RuleExceptions.apply(to: findings, rules: rules, project: project)
        // Directives matter only where findings are reported: in the reported files, and in the
        // files of the findings they report elsewhere (`Finding.isReported(in:)`).
        let directiveFiles = reported.map { reported in
            let reportedHere = Set(excepted.kept.lazy.filter { $0.isReported(in: reported) }.map(\.path))
            return syntaxes.filter { reported.contains($0.path) || reportedHere.contains($0.path) }
        } ?? syntaxes
        let filtered = SuppressionFilter.apply(to: excepted.kept, excluded: excepted.excluded, files: directiveFiles, rules: rules,
                                               requireReason: requireSuppressionReason)
        timings.append(("suppressions", seconds(clock.now - mark)))
        // Symbols and tokens are a function of each finding's place, so leaving them out
        // (`annotates: false`) removes the same duplicates.
        mark = clock.now
        var annotated = annotates ? annotate(filtered.kept, syntaxes) : filtered.kept
        // Suppressed ones too: a finding's SARIF fingerprint stays when a directive suppresses it.
        var suppressed = filtered.suppressed
        if annotates, !suppressed.isEmpty {
            let findings = annotate(suppressed.map(\.finding), syntaxes)
            for k in suppressed.indices { suppressed[k].finding = findings[k] }
        }
        // (Of the reported files only: a skimmed file is read again to annotate a finding.)
        let droppedHere = reported.map { reported in excepted.excluded.filter { $0.isReported(in: reported) } } ?? excepted.excluded
        let exceptedFindings = annotates && !droppedHere.isEmpty ? annotate(droppedHere, syntaxes) : droppedHere
        if annotates { timings.append(("symbols for baselines", seconds(clock.now - mark))) }
        // A skimmed file read again (`SourceFile.releaseBytes`) that was not what was first read.
        var changedFiles: Set<String> = []
        for syntax in syntaxes {
            guard let problem = syntax.file.contentProblem else { continue }
            annotated.append(Finding(path: syntax.path, line: 1, column: 1, severity: .error, rule: unreadableRule, message: problem))
            changedFiles.insert(syntax.path)
        }
        // A package manifest runs on the build host, not in the app: no rule of the style judges
        // it (`FileManager` there is no I/O of the app's); what the tool says of it stays.
        let ruleIDs = Set(rules.map(\.id))
        let manifests = Set(syntaxes.lazy.filter(isPackageManifest).map(\.path))
        if !manifests.isEmpty {
            annotated.removeAll { ruleIDs.contains($0.rule) && !$0.isAboutTheWholeProject && manifests.contains($0.path) }
        }
        return Result(findings: Finding.unique(annotated).sorted(), files: fileCount, changedFiles: changedFiles,
                      suppressed: suppressed.sorted { $0.finding < $1.finding }, excepted: exceptedFindings, reported: reported, timings: timings, project: project,
                      previewOnly: previewOnlyDeclarations, modelInputs: ModelInputs(facts, syntaxes))
    }

    /// Whether a file is a package manifest: named `Package.swift` or `Package@swift-6.0.swift`
    /// (in any folder) and importing `PackageDescription` (a model named `Package` is no manifest).
    static func isPackageManifest(_ file: FileSyntax) -> Bool {
        isPackageManifest(file.path) && file.imports.contains { $0.module == "PackageDescription" }
    }

    /// Whether `path` is named as a package manifest is: `Package.swift` or a version-specific
    /// `Package@swift-6.0.swift`, in any folder.
    static func isPackageManifest(_ path: String) -> Bool {
        let name = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last.map { String(decoding: $0, as: UTF8.self) } ?? path
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// The top-level declarations that are preview code in `after` and were not in `before`
    /// (the same files, index for index), in order.
    static func newlyInPreview(before: LintProject, after: LintProject) -> [(file: Int, declaration: Int)] {
        var found: [(file: Int, declaration: Int)] = []
        for f in after.files.indices where f < before.files.count {
            let old = before.files[f].declarations, new = after.files[f].declarations
            for d in new.indices where d < old.count && new[d].parent == nil && new[d].isInPreview && !old[d].isInPreview {
                found.append((f, d))
            }
        }
        return found
    }

    /// What a change alters that other files are judged by (`filesNamingTypes`): a file is
    /// reported too when it is judged by one of them (`isJudged(_:by:)`).
    struct ChangedNames: Sendable {
        /// The types (and type aliases) whose declarations the change alters, the types under
        /// them and the aliases that name them: a file that names one.
        var types: Set<String> = []
        /// The tree's stored properties the change alters (one added, removed, retyped, made
        /// `var`, given an attribute; `TypeSignatures`), by their type's simple name: a file that
        /// declares or extends the type and writes the property (`store`, `_store`, `$store`).
        /// Rules read a type's stored properties in its other files to judge code there: V5/V6 a
        /// scene's repository properties in its extensions (`store.n += 1` in
        /// `HomeScene+Actions.swift`), V3 the members that hide a global from a reducer's code,
        /// the type resolver `self.store`'s type; each where the code writes the property. (The
        /// rules that judge the type itself by its members, required members, report it with
        /// the files of its members.) The files that only use the type are not reported: rules
        /// read another type's property there only through a chain (`repository.basket.add(1)`),
        /// whose head's type the file need not name at all, so "the files that name the type"
        /// would be many (every user of a central type, each time a property is added to it: the
        /// pre-commit budget) and still not all of them.
        var properties: [(type: String, name: String)] = []
        /// By file (the project's index), the changed stored properties of the types it declares
        /// or extends, as code writes them (`store`, `_store`, `$store`).
        var propertiesByFile: [Int: Set<String>] = [:]
        /// The static stored properties the change alters, by the outermost type code names
        /// them through (`Config` for `Config.Price.tax`): V3 reads `T.x` in any reducer, so a file
        /// that names the type and writes the property.
        var statics: [(outermost: String, name: String)] = []
        /// The file-level variables the change alters (`let taxRate` made `var`): V3 reads them in
        /// any reducer, so a file that names one.
        var globals: Set<String> = []

        var isEmpty: Bool { types.isEmpty && properties.isEmpty && statics.isEmpty && globals.isEmpty }
    }

    /// The files among `others` judged by what `files` change (`ChangedNames`, against
    /// `previous`, what the changed files held before; without it, every type they declare or
    /// extend), in order: whose text holds a changed name as a word (a type's; a changed stored
    /// property's, in a file that declares or extends its type; a static property's with its
    /// type's; a global variable's). With what changed.
    static func filesNamingTypes(changedBy files: [Int], previous: [(path: String, contents: [UInt8])]?, among others: [Int], in project: LintProject,
                                 pathLayers: (String) -> Set<String> = { _ in [] }) -> (files: [Int], changed: ChangedNames) {
        // Both sides read alike (the model's declarations have names placed in modules), with
        // the layers their paths give (a file moved into `Providers/` makes its types Providers).
        let after = TypeSignatures(files.map { SyntaxScanner.scan(project.files[$0].file, bodies: false, localDeclarations: false) }, pathLayers: pathLayers)
        var changed = ChangedNames()
        changed.types = after.names
        if let previous {
            let before = TypeSignatures(previous.map { SyntaxScanner.scan(SourceFile(path: $0.path, bytes: $0.contents), bodies: false, localDeclarations: false) },
                                        pathLayers: pathLayers)
            let differ = before.namesThatDiffer(from: after)
            // A type of the tree (or one the change removes), not a framework type an extension
            // extends (`extension View`), which every other file names.
            func isProjectType(_ name: String) -> Bool { project.isTreeType(name) || before.declaresNominalType(name) }
            // And the types their changed clauses name (`NewsSource: SourceOf<NewsModel>` makes
            // `NewsModel` a Model), on either side; and the type aliases whose target changed
            // (`typealias Store = AppRepository`: a scene that holds a `Store`).
            changed.types = differ.union(before.namesInSupertypes(of: differ)).union(after.namesInSupertypes(of: differ))
                .filter { name in isProjectType(name) || before.declaresTypeAlias(name) || after.declaresTypeAlias(name) }
            for property in before.propertiesThatDiffer(from: after) where isProjectType(property.type) {
                changed.properties.append((property.type, property.name))
                if property.isStatic { changed.statics.append((property.outermost, property.name)) }
            }
            changed.globals = before.globalVariablesThatDiffer(from: after)
        }
        guard !changed.isEmpty else { return ([], changed) }
        if !changed.types.isEmpty {
            // And the types under them, through refinement and inheritance (`DetailState: DetailScreen`
            // when `protocol Screen` now refines `ViewState` and `DetailScreen: Screen`).
            let entries = project.index.entries
            for position in project.index.entries(reaching: changed.types) where entries[position].kind != nil {
                changed.types.insert(TypeIndex.simpleName(entries[position].name))
            }
            // And the tree's type aliases that name them (`typealias Store = AppRepository` when
            // `AppRepository` changes), through aliases of aliases.
            changed.types.formUnion(aliases(naming: changed.types, in: project))
        }
        // The files that declare or extend the types whose stored properties changed (the type
        // index's, which also knows an extension written through a module or an alias), and the
        // properties each may write.
        if !changed.properties.isEmpty {
            let other = Set(others)
            for property in changed.properties {
                for entry in project.index.entries(named: property.type) {
                    for location in entry.declarations + entry.extensions where other.contains(location.file) {
                        changed.propertiesByFile[location.file, default: []].formUnion([property.name, "_" + property.name, "$" + property.name])
                    }
                }
            }
        }
        let words = (changed.types.union(changed.globals)).map { Array($0.utf8) }
        let pairs = changed.statics.map { (Array($0.outermost.utf8), Array($0.name.utf8)) }
        // (`$store` holds `store` as a word.)
        let own = changed.propertiesByFile.mapValues { names in names.filter { !$0.hasPrefix("$") }.map { Array($0.utf8) } }
        guard !words.isEmpty || !pairs.isEmpty || !own.isEmpty else { return ([], changed) }
        let searched = words.isEmpty && pairs.isEmpty ? others.filter { own[$0] != nil } : others
        let found = Parallel.map(searched.count) { k -> Bool in
            let file = project.files[searched[k]].file
            let properties = own[searched[k]] ?? []
            let named = file.bytes.withUnsafeBufferPointer { bytes in
                words.contains { Self.contains(word: $0, in: bytes) }
                    || pairs.contains { Self.contains(word: $0.0, in: bytes) && Self.contains(word: $0.1, in: bytes) }
                    || properties.contains { Self.contains(word: $0, in: bytes) }
            }
            file.releaseBytes()
            return named
        }
        return (searched.indices.filter { found[$0] }.map { searched[$0] }, changed)
    }

    /// The type aliases the tree declares (not locally) whose aliased type names one of `names`,
    /// or such an alias, a few steps deep.
    static func aliases(naming names: Set<String>, in project: LintProject) -> Set<String> {
        var declared: [(name: String, identifiers: [String])] = []
        for file in project.files {
            for declaration in file.declarations where declaration.kind == .typealias && !declaration.isLocal {
                if let aliased = declaration.aliasedType { declared.append((TypeIndex.simpleName(declaration.name), identifiers(inType: aliased))) }
            }
        }
        var found: Set<String> = []
        var targets = names
        for _ in 0..<8 {
            let more = Set(declared.filter { !targets.contains($0.name) && $0.identifiers.contains(where: targets.contains) }.map(\.name))
            if more.isEmpty { break }
            found.formUnion(more)
            targets.formUnion(more)
        }
        return found
    }

    /// Whether file `f` (scanned in full) is judged by what a change alters (`ChangedNames`): it
    /// names a changed type (`mentions(_:anyOf:)`); declares or extends the type of a changed
    /// stored property and writes it; names a changed static property's type and writes it; or
    /// names a changed global variable.
    static func isJudged(_ file: FileSyntax, at f: Int, by changed: ChangedNames) -> Bool {
        if !changed.types.isEmpty, mentions(file, anyOf: changed.types) { return true }
        if !changed.globals.isEmpty, file.references.contains(where: { !$0.isMember && changed.globals.contains($0.name) }) { return true }
        if let names = changed.propertiesByFile[f], file.references.contains(where: { names.contains($0.name) }) { return true }
        return changed.statics.contains { property in
            mentions(file, anyOf: [property.outermost]) && file.references.contains { $0.name == property.name }
        }
    }

    /// Whether a file's code (not its comments or strings) names one of `names`: a reference
    /// that is no member (`Payments.Screen` is another `Screen`), a top-level declaration or
    /// extension, or a supertype.
    static func mentions(_ file: FileSyntax, anyOf names: Set<String>) -> Bool {
        file.references.contains { !$0.isMember && names.contains($0.name) }
            || file.declarations.contains { declaration in
                // (A top-level one: a type nested in another is a namesake.)
                (declaration.parent == nil && names.contains(TypeIndex.simpleName(declaration.name)))
                    || declaration.inheritance.contains { names.contains($0.name) }
            }
    }

    /// Whether `word` occurs in `bytes` as a whole name (no letter, digit or `_` around it).
    static func contains(word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first, word.count <= bytes.count else { return false }
        func isNameByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        var i = 0
        let last = bytes.count - word.count
        while i <= last {
            if bytes[i] == first, i == 0 || !isNameByte(bytes[i - 1]),
               i + word.count == bytes.count || !isNameByte(bytes[i + word.count]) {
                var k = 1
                while k < word.count, bytes[i + k] == word[k] { k += 1 }
                if k == word.count { return true }
            }
            i += 1
        }
        return false
    }

    /// The files among `skimmed` whose code one of the rules reads, in order.
    static func filesWhoseCodeIsRead(among skimmed: [Int], by checkers: [any RuleChecker], in project: LintProject) -> [Int] {
        AllOfRule(checkers: checkers).filesWhoseCodeIsRead(among: skimmed, in: project) ?? skimmed
    }

    /// The project with `files` (skimmed) scanned in full, in parallel. A full scan declares
    /// what the skim declared, index for index (checked on the corpus in CI), so the model stays
    /// as it is; should a file ever disagree, the model is built again from full scans.
    static func scanInFull(_ files: [Int], of project: LintProject, syntaxes: inout [FileSyntax], facts: [FileFacts],
                           context: FileFacts.Context, wholeProject: ProjectCoverage) -> LintProject {
        guard !files.isEmpty else { return project }
        let current = syntaxes
        let full = scanInFull(files, of: current)
        // A file that changed on disk since it was skimmed (`SourceFile.contentProblem`: it read
        // again as blanks, and is reported) keeps its skim: rebuilding the model from full scans
        // of every file for it would read every skimmed file again, and lose its declarations.
        let changed = files.indices.filter { current[files[$0]].file.contentProblem != nil }
        // Every field, but whether it is preview code, which the skim's declarations were given
        // across files (`PreviewExtensions`) and the new ones are given below.
        // File by file in parallel.
        let agree = !Parallel.map(files.count) { k -> Bool in
            if changed.contains(k) { return true }
            let old = current[files[k]].declarations, new = full[k].declarations
            return old.count == new.count && old.indices.allSatisfy { d in
                // Compared in place; a copy (which retains every field) only to set the flag.
                if old[d].isInPreview == new[d].isInPreview { return old[d] == new[d] }
                var declaration = new[d]
                declaration.isInPreview = old[d].isInPreview
                return declaration == old[d]
            }
        }.contains(false)
        for (k, f) in files.enumerated() where !changed.contains(k) { syntaxes[f] = full[k] }
        // Extensions of preview types in the files scanned again are preview code, as they were.
        PreviewExtensions.mark(&syntaxes)
        if agree {
            var replacements: [Int: FileSyntax] = [:]
            for (k, f) in files.enumerated() where !changed.contains(k) { replacements[f] = syntaxes[f] }
            return project.replacingFiles(replacements)
        }
        // Never seen: a skim that declares something else. Every skimmed file in full, and the
        // model again.
        var facts = facts
        let done = Set(files)
        let rest = facts.indices.filter { facts[$0].words != nil && !done.contains($0) }
        for (k, syntax) in scanInFull(rest, of: syntaxes).enumerated() { syntaxes[rest[k]] = syntax }
        PreviewExtensions.mark(&syntaxes)
        for f in facts.indices where facts[f].words != nil { facts[f] = FileFacts(syntaxes[f], context) }
        return LintProject(files: syntaxes, context: context, coversWholeProject: wholeProject, facts: facts)
    }

    /// Full scans of some of the files, in parallel, their tokens released after (and their
    /// bytes, with `releasesBytes`: scans looked at and let go, `PreviewOnlyTypes`).
    static func scanInFull(_ files: [Int], of syntaxes: [FileSyntax], releasesBytes: Bool = false) -> [FileSyntax] {
        Parallel.map(files.count) { k -> FileSyntax in
            let file = syntaxes[files[k]].file
            let syntax = SyntaxScanner.scan(file)
            file.releaseTokens()
            if releasesBytes { file.releaseBytes() }
            return syntax
        }
    }

    /// Fills each finding's `symbol` (innermost declaration) and `token` (its text), which
    /// baselines match on instead of line numbers.
    static func annotate(_ findings: [Finding], _ syntaxes: [FileSyntax]) -> [Finding] {
        // (By the paths' bytes: names that differ only in Unicode normalization are two files.)
        let byPath = Dictionary(syntaxes.map { (Array($0.path.utf8), $0) }, uniquingKeysWith: { first, _ in first })
        // By file, in parallel: each file's tokens are looked at once (lexed again for the
        // look when released, not kept).
        var positions: [[UInt8]: [Int]] = [:]
        for (index, finding) in findings.enumerated() { positions[Array(finding.path.utf8), default: []].append(index) }
        let groups = positions.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        let annotatedGroups = Parallel.map(groups.count) { g -> [(Int, Finding)] in
            let (path, indices) = groups[g]
            guard let syntax = byPath[path] else { return indices.map { ($0, findings[$0]) } }
            let file = syntax.file
            return file.withTokens { tokens in
                indices.map { index in (index, annotate(findings[index], syntax, tokens)) }
            }
        }
        var result = findings
        for group in annotatedGroups {
            for (index, finding) in group { result[index] = finding }
        }
        return result
    }

    /// The text of a 1-based line of a file, without its line break and surrounding blanks,
    /// cut to 200 bytes (at a character boundary).
    static func lineText(_ line: Int, in file: SourceFile) -> String {
        let starts = file.lines.lineStarts
        guard line >= 1, line <= starts.count else { return "" }
        let bytes = file.bytes
        var start = Int(starts[line - 1])
        var end = line < starts.count ? Int(starts[line]) : bytes.count
        func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        if end - start > 200 {
            end = start + 200
            while end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Fills one finding's `symbol` and `token` from its file's structure and tokens.
    private static func annotate(_ finding: Finding, _ syntax: FileSyntax, _ tokens: [Token]) -> Finding {
        let file = syntax.file
        guard let offset = file.lines.offset(line: finding.line, column: finding.column), !tokens.isEmpty else { return finding }
        var low = 0, high = tokens.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(tokens[mid].start) <= offset { low = mid } else { high = mid - 1 }
        }
        var annotated = finding
        annotated.token = String(file.text(of: tokens[low]).prefix(80).split(separator: "\n").first ?? "")
        let enclosing = syntax.declarations.indices.last { syntax.declarations[$0].tokenRange.contains(low) }
        annotated.symbol = enclosing.map { syntax.declarations[$0].qualifiedName } ?? ""
        annotated.lineText = lineText(finding.line, in: file)
        return annotated
    }

    enum Outcome: Sendable {
        /// The file's structure, what the project model needs of it, and the `syntax-error`
        /// finding of a file that does not lex cleanly.
        case scanned(FileSyntax, FileFacts, Finding?)
        case unreadable(Finding)
    }

    /// Reads and scans files in parallel; the result keeps the order of `paths`.
    static func scanAll(root: String, paths: [String], overrides: [String: [UInt8]] = [:], plan: ScanPlan,
                        context: FileFacts.Context) -> [Outcome] {
        Parallel.map(paths.count) { index in
            let path = paths[index]
            let (skim, words) = plan.skims(path)
            return overrides[path].map { check(SourceFile(path: path, bytes: $0), bodies: !skim, words: words, context: context) }
                ?? scan(root: root, path: path, bodies: !skim, words: words, context: context)
        }
    }

    static func scan(root: String, path: String, bodies: Bool = true, words: Bool = false, context: FileFacts.Context) -> Outcome {
        let location = path.hasPrefix("/") ? path : root + "/" + path
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(location)
        } catch {
            return .unreadable(Finding(path: path, line: 1, column: 1, severity: .error, rule: unreadableRule,
                                       message: "cannot read the file: \(error.reason)"))
        }
        // Only a skim releases its bytes (`check`): the others are read without the bytes' lock.
        let file = bodies ? SourceFile(path: path, bytes: bytes) : SourceFile(path: path, bytes: bytes, readFrom: location)
        return check(file, bodies: bodies, words: words, context: context)
    }

    /// Where and why a file is not Swift text (`invalid UTF-8`, `a NUL byte (binary file?)`), or
    /// nil when it is: such a file is reported as `file-unreadable` and not linted.
    public static func notSwiftText(_ file: SourceFile) -> (location: SourceLocation, what: String)? {
        guard let problem = file.diagnostics.first(where: { $0.message.hasPrefix("invalid UTF-8") || $0.message.hasPrefix("nul character") })
        else { return nil }
        // A UTF-16 byte order mark (FF FE or FE FF) says what the file is: saved in another encoding.
        let bytes = file.bytes
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return (SourceLocation(line: 1, column: 1), "UTF-16 (it starts with a UTF-16 byte order mark: save it as UTF-8)")
        }
        return (file.lines.location(of: problem.offset), problem.message.hasPrefix("nul") ? "a NUL byte (binary file?)" : "invalid UTF-8")
    }

    /// Scans a file, or reports it as not Swift text (invalid UTF-8, NUL bytes).
    /// `words`: gather the names the file contains (`WordFilter`), for a skim whose code may be read later.
    static func check(_ file: SourceFile, bodies: Bool = true, words: Bool = false, context: FileFacts.Context) -> Outcome {
        let path = file.path
        if let (location, what) = notSwiftText(file) {
            return .unreadable(Finding(path: path, line: location.line, column: location.column, severity: .error,
                                       rule: unreadableRule, message: "the file is not Swift text: \(what); it was not linted"))
        }
        // Anything else the lexer could not read (an unterminated comment or string, a stray
        // character) is reported once, at the first place: the file is still linted.
        let lexProblem = file.diagnostics.first.map { diagnostic in
            let location = file.lines.location(of: diagnostic.offset)
            return Finding(path: path, line: location.line, column: location.column, severity: .error, rule: syntaxErrorRule,
                           message: "\(diagnostic.message): this is not valid Swift, and findings after this place may be missing")
        }
        // Only a skim whose code may be read later (`words`) must declare what the full scan does.
        let syntax = SyntaxScanner.scan(file, bodies: bodies, localDeclarations: words)
        let problem = lexProblem ?? syntax.nestingLimit.map { location in
            Finding(path: path, line: location.line, column: location.column, severity: .error, rule: syntaxErrorRule,
                    message: "types nested more than \(SyntaxScanner.maximumTypeNesting) deep: the rest of the file was not read")
        } ?? syntax.strayDirective.map { stray in
            Finding(path: path, line: stray.location.line, column: stray.location.column, severity: .error, rule: syntaxErrorRule,
                    message: "'\(stray.directive)' outside any '#if' block: this is not valid Swift")
        } ?? syntax.unterminatedConditional.map { location in
            Finding(path: path, line: location.line, column: location.column, severity: .error, rule: syntaxErrorRule,
                    message: "no '#endif' closes this conditional block: this is not valid Swift; the rest of the file was read as inside it")
        }
        // The structure holds token indices, not tokens: the few files whose tokens a rule,
        // a suppression or a finding needs later lex again (`SourceFile.releaseTokens`).
        var facts = FileFacts(syntax, context)
        if words { facts.words = WordFilter(file) }
        file.releaseTokens()
        // A skimmed file's bytes too, if it can be read again: few are needed again (one whose
        // code a rule reads, one with a finding or a suppression), and all of them were over a
        // quarter of the peak memory of a whole-tree lint.
        if !bodies { file.releaseBytes() }
        return .scanned(syntax, facts, problem)
    }
}
