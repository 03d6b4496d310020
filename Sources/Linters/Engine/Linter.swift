import ArchModel
import Dispatch

/// Runs rules over a set of files: reads, lexes and scans every file in parallel on all cores,
/// builds the project model, runs each enabled rule, and returns sorted findings.
public enum Linter {
    public struct Result: Sendable {
        public var findings: [Finding]
        public var files: Int
        /// Findings that in-code directives suppressed, with the directive's reason.
        public var suppressed: [(finding: Finding, reason: String?)] = []
        /// Seconds spent per stage (`read+lex+scan`, `model`) and per rule id, in the order run.
        public var timings: [(stage: String, seconds: Double)] = []
    }

    /// The id of the finding reported for a file that cannot be linted.
    public static let unreadableRule = "file-unreadable"

    /// Lints `paths` (relative to `root`) with resolved layers and rules.
    public static func lint(root: String, paths: [String], layers: [LayerDefinition], rules: [RuleSpec],
                            requireSuppressionReason: Bool = false) -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        let outcomes = scanAll(root: root, paths: paths)
        var result = run(outcomes, layers: layers, rules: rules, requireSuppressionReason: requireSuppressionReason)
        result.timings.insert(("read+lex+scan", seconds(clock.now - start)), at: 0)
        return result
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Lints in-memory sources (path relative to the lint root, text): for tests and examples.
    public static func lint(sources: [(path: String, text: String)], layers: [LayerDefinition], rules: [RuleSpec],
                            requireSuppressionReason: Bool = false) -> Result {
        run(sources.map { check(SourceFile(path: $0.path, text: $0.text)) }, layers: layers, rules: rules,
            requireSuppressionReason: requireSuppressionReason)
    }

    static func run(_ outcomes: [Outcome], layers: [LayerDefinition], rules: [RuleSpec], requireSuppressionReason: Bool) -> Result {
        var findings: [Finding] = []
        var syntaxes: [FileSyntax] = []
        for outcome in outcomes {
            switch outcome {
            case .scanned(let syntax): syntaxes.append(syntax)
            case .unreadable(let finding): findings.append(finding)
            }
        }
        let clock = ContinuousClock()
        var timings: [(String, Double)] = []
        var mark = clock.now
        let project = LintProject(files: syntaxes, layers: layers)
        timings.append(("model", seconds(clock.now - mark)))
        for rule in rules where rule.severity != .off {
            guard let checker = RuleFactory.checker(for: rule) else { continue }
            mark = clock.now
            let context = RuleContext(project: project, rule: rule)
            checker.check(context)
            findings += context.findings
            timings.append((rule.id, seconds(clock.now - mark)))
        }
        mark = clock.now
        findings = RuleExceptions.apply(to: findings, rules: rules, project: project)
        let filtered = SuppressionFilter.apply(to: findings, files: syntaxes, rules: rules, requireReason: requireSuppressionReason)
        timings.append(("suppressions", seconds(clock.now - mark)))
        return Result(findings: Array(Set(filtered.kept)).sorted(), files: outcomes.count,
                      suppressed: filtered.suppressed.sorted { $0.finding < $1.finding }, timings: timings)
    }

    enum Outcome: Sendable {
        case scanned(FileSyntax)
        case unreadable(Finding)
    }

    /// Reads and scans files in parallel; the result keeps the order of `paths`.
    static func scanAll(root: String, paths: [String]) -> [Outcome] {
        final class Slots: @unchecked Sendable {
            var values: [Outcome?]
            init(_ count: Int) { values = Array(repeating: nil, count: count) }
        }
        let slots = Slots(paths.count)
        slots.values.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let base = buffer.baseAddress
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                base?.advanced(by: index).pointee = scan(root: root, path: paths[index])
            }
        }
        return slots.values.map { $0! }
    }

    static func scan(root: String, path: String) -> Outcome {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path.hasPrefix("/") ? path : root + "/" + path)
        } catch {
            return .unreadable(Finding(path: path, line: 1, column: 1, severity: .error, rule: unreadableRule,
                                       message: "cannot read the file: \(error.reason)"))
        }
        return check(SourceFile(path: path, bytes: bytes))
    }

    /// Scans a file, or reports it as not Swift text (invalid UTF-8, NUL bytes).
    static func check(_ file: SourceFile) -> Outcome {
        let path = file.path
        if let problem = file.diagnostics.first(where: { $0.message.hasPrefix("invalid UTF-8") || $0.message.hasPrefix("nul character") }) {
            let location = file.lines.location(of: problem.offset)
            let what = problem.message.hasPrefix("nul") ? "a NUL byte (binary file?)" : "invalid UTF-8"
            return .unreadable(Finding(path: path, line: location.line, column: location.column, severity: .error,
                                       rule: unreadableRule, message: "the file is not Swift text: \(what); it was not linted"))
        }
        return .scanned(SyntaxScanner.scan(file))
    }
}
