import ArchModel

/// The code behind one rule: reads the project and reports findings through `context`.
public protocol RuleChecker: Sendable {
    func check(_ context: RuleContext)

    /// Whether a finding this rule reports in one file can depend on what is written inside the
    /// function bodies of another file, or on another file's references, member accesses or
    /// assignments. When no enabled rule does, `lint --staged` and `--changed` skim the files
    /// they do not report on (`SyntaxScanner.scan(_:bodies:)`).
    var readsOtherFilesFunctionBodies: Bool { get }

    /// Which of `files` (indices into `project.files`) this rule reads the code of: the
    /// references, calls, member accesses and assignments recorded there, and anything else
    /// written in their function bodies. Whole-tree `lint` skims every file whose path is in no
    /// layer (`SyntaxScanner.scan(_:bodies: false)`: the same declarations, no code), builds the
    /// project model, asks every enabled rule, and scans in full the skimmed files one reads.
    /// nil (the default): every one of them. Asking more than the rule reads costs time; asking
    /// less loses findings, which `LintCodeDemandTests` checks on the corpus.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]?

    /// Whether the rule reads the code of every file of the tree (no file is skimmed then).
    var readsCodeOfEveryFile: Bool { get }

    /// Whether the rule judges the declarations of the types of file `f` that are in no layer,
    /// code or not, so that their being preview code may change what it says: a scope of every
    /// file or of paths that match it, a rule about every file's name. A skimmed file with
    /// previews is read for its preview-only types (`PreviewOnlyTypes`) where a type of it is in
    /// a layer, or where a rule says yes here. False (the default): the rule judges such types
    /// only in code it reads.
    func judgesTypesInNoLayer(file f: Int, in project: LintProject) -> Bool

    /// The layers whose types in other files than the one a finding is in make the finding
    /// (`single-instance`: the first Repository by path makes the second one's finding, and is
    /// its related file). `lint --staged` reads an unreported file with previews for its
    /// preview-only types when it declares a type of these layers. None by default.
    var layersCountedAcrossFiles: Set<String> { get }
}

extension RuleChecker {
    public var readsOtherFilesFunctionBodies: Bool { false }
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? { nil }
    var readsCodeOfEveryFile: Bool { false }
    func judgesTypesInNoLayer(file f: Int, in project: LintProject) -> Bool { false }
    var layersCountedAcrossFiles: Set<String> { [] }
}

/// A rule that reads declarations and imports only: no file's code.
protocol ReadsNoCode: RuleChecker {}

extension ReadsNoCode {
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? { [] }
}

/// What a running rule sees and how it reports: the project, its own spec, and a sink.
public final class RuleContext: @unchecked Sendable {
    public let project: LintProject
    public let rule: RuleSpec
    /// Indices in `project.files` of the files whose findings are kept, in order: every file,
    /// or under `lint --staged` / `--changed` only the reported ones.
    public let reportedFiles: [Int]
    private(set) var findings: [Finding] = []

    init(project: LintProject, rule: RuleSpec, reportedFiles: [Int]? = nil) {
        self.project = project
        self.rule = rule
        self.reportedFiles = reportedFiles ?? Array(project.files.indices)
    }

    /// The reported files with their index in `project.files`. A rule whose findings in a file
    /// come from walking that file's code walks these: under `lint --staged` it then skips the
    /// thousands of files nobody will read findings for. Facts about other files (their types,
    /// members, layers) stay available through `project`.
    public var checkedFiles: LazyMapSequence<[Int], (Int, FileSyntax)> {
        let files = project.files
        return reportedFiles.lazy.map { ($0, files[$0]) }
    }

    /// The rule's own `message` instead of `message`, or before it where `message` says what in
    /// particular is wrong (`RuleCheck.tellsWhatInParticular`).
    private func customized(_ message: String) -> String {
        guard let custom = rule.message else { return message }
        return rule.check.tellsWhatInParticular ? "\(custom) (\(message))" : custom
    }

    /// Reports a finding at a location of a file (by index into `project.files`). `relatedFiles`
    /// are the other files that make the finding (`Finding.relatedPaths`), among them any whose
    /// path the message gives; `reportedWithThem`: whether a partial lint reports it when one of
    /// them is reported (`Finding.reportedWithRelatedPaths`); `aboutTheWholeProject`: a finding
    /// placed at a file only to be somewhere (`Finding.isAboutTheWholeProject`).
    public func report(file: Int, at location: SourceLocation, _ message: String, relatedFiles: [Int] = [], reportedWithThem: Bool = true,
                       aboutTheWholeProject: Bool = false) {
        var finding = Finding(path: project.files[file].path, line: location.line, column: location.column,
                              severity: rule.severity, rule: rule.id, message: customized(message))
        finding.isAboutTheWholeProject = aboutTheWholeProject
        if !relatedFiles.isEmpty {
            // (Files are in path order, mostly: sorted by index, the paths need sorting only when not.
            // A finding may name every file of a layer, and a tree may have many such findings.)
            var paths = Set(relatedFiles.lazy.filter { $0 != file }).sorted().map { self.project.files[$0].path }
            if paths.indices.dropFirst().contains(where: { !(paths[$0 - 1] < paths[$0]) }) { paths = Set(paths).sorted() }
            finding.relatedPaths = paths
            finding.reportedWithRelatedPaths = reportedWithThem && !finding.relatedPaths.isEmpty
        }
        findings.append(finding)
    }
}
