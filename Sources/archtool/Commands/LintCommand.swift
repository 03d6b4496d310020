import ArchModel
import Foundation
import Linters

/// `archtool lint`: checks a source tree against its style's layering rules.
struct LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check Swift sources against the style's architecture rules.",
        discussion: """
            Reads .archtool.json in the current folder (or --config), or lints with the
            preset of --style alone. Prints 'path:line:column: severity: message [rule]'
            and a summary on standard error. Exits 0 without errors (and, with
            --strict, without warnings), 1 with findings, 2 on a usage or
            configuration error.
            """,
        arguments: [ArgumentSpec(name: "paths", help: "Files or folders to lint (default: the project).", isOptional: true, isVariadic: true)],
        options: [
            StyleOption.spec.optionalCopy,
            OptionSpec(name: "config", valueName: "file", help: "The configuration file (default: ./.archtool.json)."),
            OptionSpec(name: "format", valueName: "format", help: "Output format: text (default) or json."),
            OptionSpec(name: "strict", help: "Fail on warnings too."),
            OptionSpec(name: "quiet", help: "Print no summary line."),
            OptionSpec(name: "timings", help: "Print the time of each stage and rule on standard error."),
        ])

    static let formats = ["text", "json"]

    let paths: [String]
    let styleOverride: Style?
    let configPath: String?
    let format: String
    let strict: Bool
    let quiet: Bool
    let timings: Bool

    init(arguments: ParsedArguments, path: [String]) throws {
        paths = arguments.positionals
        styleOverride = try arguments.value("style").map { try StyleOption.parse($0, path: path) }
        configPath = arguments.value("config")
        format = arguments.value("format") ?? "text"
        guard Self.formats.contains(format) else {
            let option = Self.spec.option(named: "format")!
            throw UsageError.invalidValue(format, for: option, reason: "use one of \(Self.formats.joined(separator: ", ")).", in: path)
        }
        strict = arguments.flag("strict")
        quiet = arguments.flag("quiet")
        timings = arguments.flag("timings")
    }

    func run(_ console: Console) throws -> Int32 {
        let cwd = console.currentDirectory
        let (configuration, root) = try loadConfiguration(cwd: cwd)
        guard let style = configuration.style else { throw CommandFailure(message: "no style", exitCode: 2) }
        let preset = Presets.preset(for: style)
        let discovery = FileDiscovery(root: root, include: configuration.include, exclude: configuration.exclude)
        let clock = ContinuousClock()
        let discoveryStart = clock.now
        let files: [String]
        do {
            files = try discovery.discover(paths.map { DisplayPath.absolute($0, from: cwd) })
        } catch {
            let given = paths.first { DisplayPath.absolute($0, from: cwd) == error.path } ?? error.path
            throw CommandFailure(message: "no such file or folder '\(given)'", exitCode: 2)
        }
        let discoveryTime = clock.now - discoveryStart
        let result = Linter.lint(root: root, paths: files, layers: configuration.resolvedLayers(preset),
                                 rules: configuration.resolvedRules(preset))
        let findings = result.findings.map { finding -> Finding in
            var shown = finding
            shown.path = DisplayPath.relative(root + "/" + finding.path, from: cwd)
            return shown
        }.sorted()
        switch format {
        case "json": console.out(JSONReporter.render(findings, files: result.files))
        default: console.out(TextReporter.render(findings))
        }
        if !quiet { console.err(TextReporter.summary(findings, files: result.files) + "\n") }
        if timings {
            var lines = [("discovery", discoveryTime)]
            lines += result.timings.map { ($0.stage, Duration.seconds($0.seconds)) }
            for (stage, duration) in lines {
                let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
                console.err(stage.padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: "%9.1f ms\n", ms))
            }
        }
        let failing = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        return failing ? 1 : 0
    }

    /// The configuration and the folder its paths are relative to.
    private func loadConfiguration(cwd: String) throws -> (Configuration, String) {
        let explicit = configPath.map { DisplayPath.absolute($0, from: cwd) }
        let path = explicit ?? cwd + "/.archtool.json"
        guard let data = FileManager.default.contents(atPath: path) else {
            if let explicit { throw CommandFailure(message: "cannot read the configuration '\(DisplayPath.relative(explicit, from: cwd))'", exitCode: 2) }
            guard let styleOverride else {
                throw UsageError(message: "No .archtool.json here: pass --style <style> or --config <file>.", commandPath: ["lint"])
            }
            return (Configuration(style: styleOverride), cwd)
        }
        let shown = DisplayPath.relative(path, from: cwd)
        do {
            let configuration = try ConfigurationParser(path: shown, presets: { Presets.preset(for: $0) })
                .parse(Array(data), styleOverride: styleOverride)
            return (configuration, URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path)
        } catch let failure as ConfigurationParser.Failure {
            throw CommandFailure(message: failure.description, exitCode: 2)
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
