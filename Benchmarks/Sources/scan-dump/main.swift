// scan-dump [--hash] DIR...   (build with -c release)
//
// Prints every field `SyntaxScanner` produces for each `.swift` file under the given
// directories (sorted by path), once from a full scan and once from a skim
// (`scan(_:bodies: false)`), so that a change to the scanner can be checked for byte-identical
// output: dump the corpus before and after, then `cmp` the two files.
//
// With `--hash` it prints one line per file and mode (an FNV-1a hash of that file's dump)
// instead of the dump itself; rerun without it on a single file to see a difference.

import CorpusFiles
import Linters

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects the dump of one file.
struct Dump {
    var text = ""

    mutating func line(_ s: String) {
        text += s
        text += "\n"
    }
}

/// Strings quoted and escaped, so that empty strings, spaces and separators stay unambiguous.
func q(_ s: String) -> String { String(reflecting: s) }
func q(_ s: String?) -> String { s.map(q) ?? "nil" }
func q(_ list: [String]) -> String { "[" + list.map(q).joined(separator: ", ") + "]" }
func q(_ list: NameList) -> String { q(Array(list)) }
func loc(_ l: SourceLocation) -> String { "\(l.line):\(l.column)" }
func r(_ range: Range<Int>?) -> String { range.map { "\($0.lowerBound)..<\($0.upperBound)" } ?? "nil" }
func i(_ v: Int?) -> String { v.map { String($0) } ?? "nil" }

func dump(_ s: FileSyntax, into d: inout Dump) {
    d.line("path \(q(s.path))")
    for (n, x) in s.imports.enumerated() {
        d.line("import[\(n)] module=\(q(x.module)) path=\(q(x.path)) kind=\(q(x.kind)) attributes=\(q(x.attributes)) access=\(q(x.accessLevel)) loc=\(loc(x.location)) preview=\(x.isInPreview)")
    }
    for (n, x) in s.declarations.enumerated() {
        d.line("decl[\(n)] kind=\(x.kind.rawValue) name=\(q(x.name)) extended=\(q(x.extendedType)) generics=\(q(x.genericParameters))")
        for (m, h) in x.inheritance.enumerated() {
            d.line("  inherits[\(m)] text=\(q(h.text)) base=\(q(h.baseName)) args=\(q(h.genericArguments)) ids=\(q(h.identifiers)) loc=\(loc(h.location)) name=\(q(h.name))")
        }
        for (m, a) in x.attributes.enumerated() {
            d.line("  attribute[\(m)] name=\(q(a.name)) args=\(q(a.arguments)) loc=\(loc(a.location))")
        }
        d.line("  modifiers=\(q(x.modifiers)) loc=\(loc(x.location)) nameToken=\(x.nameToken) range=\(r(x.tokenRange)) body=\(r(x.body)) parent=\(i(x.parent))")
        d.line("  path=\(q(x.path)) qualified=\(q(x.qualifiedName)) local=\(x.isLocal) preview=\(x.isInPreview)")
        d.line("  binding=\(q(x.binding)) storage=\(q(x.storage?.rawValue)) typeAnnotation=\(q(x.typeAnnotation)) typeIdentifiers=\(q(x.typeIdentifiers)) accessors=\(q(x.accessors))")
        for (m, p) in x.parameters.enumerated() {
            d.line("  parameter[\(m)] label=\(q(p.label)) name=\(q(p.name)) type=\(q(p.type))")
        }
        d.line("  async=\(x.isAsync) throwing=\(x.isThrowing) returnType=\(q(x.returnType)) aliased=\(q(x.aliasedType)) signature=\(q(x.signature))")
    }
    for (n, x) in s.references.enumerated() {
        d.line("ref[\(n)] \(q(x.name)) member=\(x.isMember) loc=\(loc(x.location)) token=\(x.token) decl=\(i(x.declaration)) preview=\(x.isInPreview)")
    }
    for (n, x) in s.calls.enumerated() {
        d.line("call[\(n)] \(q(x.name)) receiver=\(q(x.receiver)) labels=\(q(x.labels)) constructed=\(q(x.constructedType)) loc=\(loc(x.location)) token=\(x.token) args=\(r(x.arguments)) closure=\(r(x.trailingClosure)) decl=\(i(x.declaration)) preview=\(x.isInPreview)")
    }
    for (n, x) in s.memberAccesses.enumerated() {
        d.line("access[\(n)] \(q(x.path)) loc=\(loc(x.location)) token=\(x.token) decl=\(i(x.declaration)) preview=\(x.isInPreview)")
    }
    for (n, x) in s.assignments.enumerated() {
        d.line("assign[\(n)] \(q(x.path)) op=\(q(x.operator)) loc=\(loc(x.location)) token=\(x.token) decl=\(i(x.declaration)) closures=\(q(x.enclosingClosures)) preview=\(x.isInPreview)")
    }
    for (n, x) in s.conditionalBranches.enumerated() {
        d.line("branch[\(n)] \(q(x.directive)) condition=\(q(x.condition)) range=\(r(x.tokenRange)) loc=\(loc(x.location))")
    }
    for (n, x) in s.previewRegions.enumerated() {
        d.line("preview[\(n)] range=\(r(x.tokenRange)) loc=\(loc(x.location))")
    }
    for n in s.declarations.indices {
        d.line("children[\(n)] \(s.childIndices(of: n))")
    }
    d.line("children[top] \(s.childIndices(of: nil))")
}

func fnv1a(_ s: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in s.utf8 {
        h ^= UInt64(b)
        h &*= 0x100_0000_01b3
    }
    return h
}

var arguments = Array(CommandLine.arguments.dropFirst())
let hashOnly = arguments.contains("--hash")
arguments.removeAll { $0 == "--hash" }
if arguments.isEmpty {
    printError("usage: scan-dump [--hash] DIR...")
    exit(2)
}

for path in CorpusFiles.requireSwiftFiles(under: arguments) {
    guard let bytes = CorpusFiles.read(path) else {
        printError("warning: cannot read \(path)")
        continue
    }
    let file = SourceFile(path: path, bytes: bytes)
    for (mode, bodies) in [("full", true), ("skim", false)] {
        var d = Dump()
        d.line("=== \(mode) \(path)")
        dump(SyntaxScanner.scan(file, bodies: bodies), into: &d)
        if hashOnly {
            print("\(mode) \(String(fnv1a(d.text), radix: 16)) \(path)")
        } else {
            print(d.text, terminator: "")
        }
    }
}
