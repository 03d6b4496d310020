// lexer-bench DIR...   (build with -c release)
//
// Throughput of archtool's lexer on a corpus, next to a raw-read baseline measured in the same
// run. Every measurement reads the corpus from the file system (page cache, warmed first) with
// POSIX open/fstat/read into a buffer reused across files, then processes each file:
//
//   (a) raw           read + count newlines                     1 thread
//   (b) tokenizer     read + Linters.Lexer.tokenize             1 thread
//   (c) tokenizer     read + Linters.Lexer.tokenize             2 threads, files split by size
//   (d) swift-syntax  read + SwiftParser.Parser.parse           1 thread (for scale)
//   (e) scanner       read + SourceFile (tokenize, line table)  1 thread
//                     + Linters.SyntaxScanner.scan
//   (f) skim          as (e), with `scan(_:bodies: false)`: what   1 thread
//                     `lint --staged` does to files it does not report on
//   (g) bare walk     read + tokenize + one pass over the tokens    1 thread
//                     with a bracket stack and a record per identifier: the floor of any scan
//
// Reading is included in (b), (c) and (d), as in (a), so that the ratio tokenizer/raw compares
// like with like: the only difference is what is done with the bytes once read. For reference it
// also prints the raw baseline on 2 threads and the tokenizer on bytes already in memory.
// Scan cost: the time (e) adds to (b), as a share of (b)'s time (issue 3: at most 50%); and the
// same in memory, where the scan's own time (SourceFile + scan minus SourceFile) is set against
// the tokenizer's.
// Each figure is the best of 3 runs; MB = 10^6 bytes.

import CorpusFiles
import Dispatch
import Linters
import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Keeps results observable so the optimiser cannot drop the work.
@inline(never) func consume(_ value: Int) { if value == -1 { print("") } }

struct Corpus: Sendable {
    let files: [String]
    let sizes: [Int]
    var totalBytes: Int { sizes.reduce(0, +) }

    init(_ files: [String]) {
        self.files = files
        sizes = files.map { path in
            var info = stat()
            return stat(path, &info) == 0 ? Int(info.st_size) : 0
        }
    }

    /// Splits file indices into `n` groups of similar byte totals (largest file first, to the
    /// lightest group).
    func split(_ n: Int) -> [[Int]] {
        var groups = Array(repeating: [Int](), count: n)
        var loads = Array(repeating: 0, count: n)
        for index in files.indices.sorted(by: { sizes[$0] > sizes[$1] }) {
            let lightest = loads.indices.min(by: { loads[$0] < loads[$1] })!
            groups[lightest].append(index)
            loads[lightest] += sizes[index]
        }
        return groups
    }

    /// Reads each file of `indices` into a reused buffer and hands its bytes to `work`;
    /// returns the sum of `work`'s results.
    func readEach(_ indices: [Int], _ work: (UnsafeBufferPointer<UInt8>) -> Int) -> Int {
        var buffer = ReadBuffer()
        defer { buffer.deallocate() }
        var sum = 0
        for index in indices {
            guard let count = buffer.read(files[index]) else { continue }
            sum &+= work(UnsafeBufferPointer(start: buffer.base, count: count))
        }
        return sum
    }

    /// Runs `work` on every file, split over `threads` threads; best of `runs`; returns MB/s.
    func measure(threads: Int, runs: Int = 3, _ work: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Int) -> Double {
        let groups = split(threads)
        var best = Double.infinity
        for _ in 0..<runs {
            let results = UnsafeMutableBufferPointer<Int>.allocate(capacity: threads)
            defer { results.deallocate() }
            let start = now()
            if threads == 1 {
                results[0] = readEach(groups[0], work)
            } else {
                nonisolated(unsafe) let out = results
                DispatchQueue.concurrentPerform(iterations: threads) { t in
                    out[t] = readEach(groups[t], work)
                }
            }
            let elapsed = now() - start
            consume(results.reduce(0, &+))
            best = min(best, elapsed)
        }
        return Double(totalBytes) / best / 1e6
    }
}

@Sendable func countNewlines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var lines = 0
    for byte in bytes where byte == 0x0A { lines &+= 1 }
    return lines
}

@Sendable func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    Linters.Lexer.tokenize(bytes).tokens.count
}

@Sendable func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    SyntaxScanner.scan(SourceFile(path: "", bytes: Array(bytes))).declarations.count
}

@Sendable func skim(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    SyntaxScanner.scan(SourceFile(path: "", bytes: Array(bytes)), bodies: false).declarations.count
}

/// The floor of any scan: after tokenizing, one pass over the tokens that skips trivia, keeps a
/// stack of open brackets (kind and token index) and records each identifier as an 8-byte
/// record (token index, depth), in an array sized up front. No names, no declarations. What a
/// scan costs beyond this is the work of reading structure.
@Sendable func walk(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let tokens = Linters.Lexer.tokenize(bytes).tokens
    var records: [UInt64] = []
    records.reserveCapacity(tokens.count / 6 + 4)
    var stack: [UInt32] = []
    stack.reserveCapacity(64)
    tokens.withUnsafeBufferPointer { tokens in
        for i in tokens.indices {
            switch tokens[i].kind {
            case .identifier:
                records.append(UInt64(i) << 32 | UInt64(stack.count))
            case .leftBrace, .leftParen, .leftSquare:
                stack.append(UInt32(truncatingIfNeeded: i))
            case .rightBrace, .rightParen, .rightSquare:
                if !stack.isEmpty { stack.removeLast() }
            default:
                break
            }
        }
    }
    return records.count &+ stack.count
}

@Sendable func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    Parser.parse(source: bytes).totalLength.utf8Length
}

func format(_ mbps: Double) -> String {
    let rounded = (mbps * 10).rounded() / 10
    let text = String(rounded)
    return String(repeating: " ", count: max(0, 8 - text.count)) + text + " MB/s"
}

func percent(_ ratio: Double) -> String { String((ratio * 1000).rounded() / 10) + "%" }

func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let roots = arguments.indices.filter { !arguments[$0].hasPrefix("-") && ($0 == 0 || arguments[$0 - 1] != "--profile") }.map { arguments[$0] }
    if roots.isEmpty || CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") {
        printError("usage: lexer-bench DIR...")
        exit(2)
    }
    #if DEBUG
    printError("warning: debug build; measure with `swift build -c release`")
    #endif

    let corpus = Corpus(CorpusFiles.requireSwiftFiles(under: roots))
    let totalBytes = corpus.totalBytes
    let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    print("corpus: \(corpus.files.count) files, \(totalBytes) bytes (\(String((Double(totalBytes) / 1e5).rounded() / 10)) MB); \(cores) cores; best of 3 runs; MB = 10^6 bytes")

    // Warm the page cache and the allocator.
    let all = Array(corpus.files.indices)
    if CommandLine.arguments.contains("--census") {
        var tokens = 0, lines = 0, declarations = 0, skimDeclarations = 0, references = 0, calls = 0, accesses = 0, assignments = 0
        for path in corpus.files {
            let file = SourceFile(path: path, bytes: CorpusFiles.read(path) ?? [])
            tokens += file.tokens.count; lines += file.lines.lineStarts.count
            let full = SyntaxScanner.scan(file)
            declarations += full.declarations.count; references += full.references.count; calls += full.calls.count
            accesses += full.memberAccesses.count; assignments += full.assignments.count
            skimDeclarations += SyntaxScanner.scan(file, bodies: false).declarations.count
        }
        print("tokens \(tokens) x \(MemoryLayout<Token>.stride) B; lines \(lines)")
        print("declarations \(declarations) (skim \(skimDeclarations)) x \(MemoryLayout<Declaration>.stride) B")
        print("references \(references) x \(MemoryLayout<Reference>.stride) B; calls \(calls) x \(MemoryLayout<Call>.stride) B")
        print("member accesses \(accesses) x \(MemoryLayout<MemberAccess>.stride) B; assignments \(assignments) x \(MemoryLayout<Assignment>.stride) B")
        return
    }
    // `--profile scan|skim|tokenize`: only that work, ten times over, for `perf record`.
    if let flag = CommandLine.arguments.firstIndex(of: "--profile"), flag + 1 < CommandLine.arguments.count {
        let work: @Sendable (UnsafeBufferPointer<UInt8>) -> Int
        switch CommandLine.arguments[flag + 1] {
        case "scan": work = scan
        case "skim": work = skim
        default: work = tokenize
        }
        let start = now()
        for _ in 0..<10 { consume(corpus.readEach(all, work)) }
        print("profile: \(format(Double(totalBytes) * 10 / (now() - start) / 1e6))")
        return
    }
    consume(corpus.readEach(all, countNewlines))
    consume(corpus.readEach(all, tokenize))

    let raw = corpus.measure(threads: 1, countNewlines)
    print("(a) raw: read + count newlines, 1 thread   \(format(raw))")
    let lexOne = corpus.measure(threads: 1, tokenize)
    print("(b) read + tokenize, 1 thread              \(format(lexOne))")
    let lexTwo = corpus.measure(threads: 2, tokenize)
    print("(c) read + tokenize, 2 threads             \(format(lexTwo))")
    let parseOne = corpus.measure(threads: 1, parse)
    print("(d) read + swift-syntax parse, 1 thread    \(format(parseOne))")
    let scanOne = corpus.measure(threads: 1, scan)
    print("(e) read + tokenize + scan, 1 thread       \(format(scanOne))")
    let skimOne = corpus.measure(threads: 1, skim)
    print("(f) read + tokenize + skim, 1 thread       \(format(skimOne))")
    let walkOne = corpus.measure(threads: 1, walk)
    print("(g) read + tokenize + bare walk, 1 thread  \(format(walkOne))")
    print("tokenizer / raw (b / a):                   \(percent(lexOne / raw))  (target >= 40%)")
    print("scan adds to read + tokenize (b / e - 1):  \(percent(lexOne / scanOne - 1))  (target <= 50%)")
    print("skim adds to read + tokenize (b / f - 1):  \(percent(lexOne / skimOne - 1))  (lint --staged, unreported files)")
    print("bare walk adds (b / g - 1):                \(percent(lexOne / walkOne - 1))  (the floor of any scan)")
    print("tokenizer 2 threads / raw (c / a):         \(percent(lexTwo / raw))")
    print("swift-syntax parse / raw (d / a):          \(percent(parseOne / raw))")

    // Reference figures.
    let rawTwo = corpus.measure(threads: 2, countNewlines)
    print("ref: raw, 2 threads                        \(format(rawTwo))")
    let contents = corpus.files.map { CorpusFiles.read($0) ?? [] }
    var best = Double.infinity
    for _ in 0..<3 {
        let start = now()
        var sum = 0
        for bytes in contents { sum &+= Linters.Lexer.tokenize(bytes).tokens.count }
        best = min(best, now() - start)
        consume(sum)
    }
    let tokenizeSeconds = best
    print("ref: tokenize only (in memory), 1 thread   \(format(Double(totalBytes) / tokenizeSeconds / 1e6))")
    func bestOf3(_ work: () -> Int) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = now()
            consume(work())
            best = min(best, now() - start)
        }
        return best
    }
    let sourceFileSeconds = bestOf3 {
        contents.reduce(0) { $0 &+ SourceFile(path: "", bytes: $1).tokens.count }
    }
    let scanSeconds = bestOf3 {
        contents.reduce(0) { $0 &+ SyntaxScanner.scan(SourceFile(path: "", bytes: $1)).declarations.count }
    }
    print("ref: SourceFile (in memory), 1 thread      \(format(Double(totalBytes) / sourceFileSeconds / 1e6))")
    print("ref: SourceFile + scan (in memory)         \(format(Double(totalBytes) / scanSeconds / 1e6))")
    print("ref: scan alone (in memory)                \(format(Double(totalBytes) / (scanSeconds - sourceFileSeconds) / 1e6))")
    print("ref: scan time / tokenize time (in memory) \(percent((scanSeconds - sourceFileSeconds) / tokenizeSeconds))")
}

main()
