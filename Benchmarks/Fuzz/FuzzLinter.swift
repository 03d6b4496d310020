// libFuzzer entry for archtool's scanner, project model and rules. Compiled by run.sh (target
// `linter`) together with Sources/Linters/**/*.swift as one module, against ArchModel compiled
// as a module of its own, with -sanitize=fuzzer,address. On arbitrary bytes it checks that:
//   - `SyntaxScanner.scan` (full and skim) and `DeclarationPrinter` (`archtool inspect decls`)
//     neither trap nor read out of bounds, and every declaration's parent comes before it
//     (the printer and the rules index by it);
//   - `Linter.lint` with every rule of every style switched on neither traps nor hangs: the
//     input is linted as two files (so cross-file rules have something to compare), under paths
//     taken from the style's own rule examples (so path-based layers take its types in), once
//     with both files reported and once with only the first (the other skimmed);
//   - the whole takes time linear in the input: above `budget(bytes:)` the input is a finding
//     (libFuzzer's -timeout only catches hangs).

import ArchModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One style's layers, its rules with none switched off, and the paths of its rule examples.
private struct FuzzedStyle {
    let layers: [LayerDefinition]
    let rules: [RuleSpec]
    let paths: [String]

    init(_ style: Style) {
        let preset = Presets.preset(for: style)
        layers = preset.layers
        rules = preset.rules.map { rule in
            var on = rule
            if on.severity == .off { on.severity = .warning }
            return on
        }
        let examples = preset.rules.flatMap { $0.triggering + $0.passing }.flatMap(\.files).map(\.path)
        paths = Array(Set(examples + ["Fuzz.swift"])).sorted()
    }
}

private let styles = Style.all.map(FuzzedStyle.init)

/// The most scan + lint may take for an input of `bytes` bytes: 500 ms plus 50 µs a byte, in
/// nanoseconds. On an idle machine the real corpus (13 packages' files up to 16 KB, this ASan -O
/// build) stays below a quarter of it; two fuzzing processes and a build on two cores made a
/// 12.5 KB file take 650 ms, three times as long. Code quadratic in the input, such as the
/// receivers of `a.b().b()…` before `maximumReceiverLength`, crosses it at around 10 KB.
private func budget(bytes: Int) -> Int64 { 500_000_000 + 50_000 * Int64(bytes) }

/// With ARCHTOOL_FUZZ_TIMINGS set, every input's size and time are printed (`timing BYTES NS`), to
/// calibrate `budget(bytes:)` on a corpus: `ARCHTOOL_FUZZ_TIMINGS=1 fuzz-linter -runs=0 CORPUS`.
private let printsTimings = getenv("ARCHTOOL_FUZZ_TIMINGS") != nil

@_cdecl("LLVMFuzzerTestOneInput")
public func linterFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size))
    let clock = ContinuousClock()
    let start = clock.now

    let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
    for bodies in [true, false] {
        let syntax = SyntaxScanner.scan(file, bodies: bodies)
        for (index, declaration) in syntax.declarations.enumerated() {
            if let parent = declaration.parent { precondition(parent < index, "declaration \(index)'s parent \(parent) follows it") }
        }
        _ = DeclarationPrinter.render(syntax, bodies: bodies)
    }

    // Which example paths the two copies get: a function of the input, so a mutation can move
    // the file into another layer.
    var seed = 0
    for byte in bytes.prefix(64) { seed = (seed &* 31) &+ Int(byte) }
    let text = String(decoding: bytes, as: UTF8.self)
    for style in styles {
        let first = style.paths[Int(UInt(bitPattern: seed) % UInt(style.paths.count))]
        let second = first == "Fuzz.swift" ? "Other/Fuzz.swift" : "Fuzz.swift"
        let sources = [(path: first, text: text), (path: second, text: text)]
        _ = Linter.lint(sources: sources, layers: style.layers, rules: style.rules)
        _ = Linter.lint(sources: sources, layers: style.layers, rules: style.rules, reported: [first])
    }

    let elapsed = clock.now - start
    let nanoseconds = elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
    if printsTimings { print("timing \(size) \(nanoseconds)") }
    precondition(nanoseconds <= budget(bytes: size), "\(size) bytes took \(nanoseconds / 1_000_000) ms: more than linear")
    return 0
}
