// decl-oracle DIR... [--min-agreement PERCENT] [--quiet]
// decl-oracle --dump FILE
//
// Differential test of archtool's structural scanner (`Linters.SyntaxScanner`) against
// swift-syntax's parser. For every .swift file under the arguments it compares:
//
//   type declarations  class, struct, enum, protocol, actor, extension: kind, name (for an
//                      extension, the extended type without generic arguments), nesting path
//                      (enclosing type and extended-type names, outermost first), inheritance
//                      list as base names, local or not, line:column of the name
//   imports            module path, kind (`import struct X.Y`), attributes, access level,
//                      line:column of the module name
//
// swift-syntax's side is a `SyntaxVisitor` over `Parser.parse`, which visits every branch of
// `#if` (as archtool's scanner does). Lines and columns come from `SourceLocationConverter`
// (1-based, UTF-8 columns). Declarations are matched by kind and location; one agrees when
// every compared field is equal.
//
// Normalisation (see README.md): backticks around a name are dropped on swift-syntax's side
// (archtool's names never carry them); a base name is the dotted type name without generic
// arguments, attributes, `~`, `some`/`any` (archtool's `InheritedType.baseName`), any other
// type (`[Int]`, `UInt8?`) is its text; the path splits a dotted extended type into its
// components (`extension A.B` encloses `["A", "B"]`); an inherited composition `A & B` counts
// as two entries, as archtool records it; attributes written in an `#if` inside an import's
// attribute list count, from every branch.
//
// Output: one line per file (`ok PATH  a/b decls, c/d imports`, or `MISMATCH PATH:LINE:COL ...`
// followed by the first difference; --quiet prints only mismatches), then the totals. Exit 1
// when the share of agreeing files is below --min-agreement (percent, default 100), 2 on a
// usage error.

import CorpusFiles
import Linters
import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One type declaration, as either side sees it.
struct DeclRecord: Equatable {
    var kind: String
    var name: String
    var path: [String]
    var inheritance: [String]
    var isLocal: Bool
    var line: Int
    var column: Int

    var description: String {
        var s = "\(line):\(column) \(kind) \(name)"
        if !path.isEmpty { s += " in " + path.joined(separator: ".") }
        if !inheritance.isEmpty { s += " : " + inheritance.joined(separator: ", ") }
        if isLocal { s += " [local]" }
        return s
    }
}

/// One import, as either side sees it.
struct ImportRecord: Equatable {
    var path: [String]
    var kind: String?
    var attributes: [String]
    var accessLevel: String?
    var line: Int
    var column: Int

    var description: String {
        var s = "\(line):\(column) "
        s += attributes.map { "@" + $0 + " " }.joined()
        if let accessLevel { s += accessLevel + " " }
        s += "import "
        if let kind { s += kind + " " }
        return s + path.joined(separator: ".")
    }
}

// MARK: - archtool

let typeKinds: Set<Declaration.Kind> = [.class, .struct, .enum, .protocol, .actor, .extension]

func archtoolRecords(_ path: String, _ bytes: [UInt8]) -> (decls: [DeclRecord], imports: [ImportRecord]) {
    let syntax = SyntaxScanner.scan(SourceFile(path: path, bytes: bytes))
    let decls = syntax.declarations.filter { typeKinds.contains($0.kind) }.map { d in
        DeclRecord(
            kind: d.kind.rawValue, name: d.name, path: d.path, inheritance: d.inheritance.map(\.baseName),
            isLocal: d.isLocal, line: d.location.line, column: d.location.column)
    }
    let imports = syntax.imports.map { i in
        ImportRecord(
            path: i.path, kind: i.kind, attributes: i.attributes, accessLevel: i.accessLevel,
            line: i.location.line, column: i.location.column)
    }
    return (decls, imports)
}

// MARK: - swift-syntax

/// A name without the backticks of an escaped identifier.
func bare(_ token: TokenSyntax) -> String {
    let text = token.text
    if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") { return String(text.dropFirst().dropLast()) }
    return text
}

/// The dotted name of a type without generic arguments, attributes, `~`, `some`/`any`.
func baseName(_ type: TypeSyntax) -> String {
    if let t = type.as(IdentifierTypeSyntax.self) { return bare(t.name) }
    if let t = type.as(MemberTypeSyntax.self) { return baseName(t.baseType) + "." + bare(t.name) }
    if let t = type.as(AttributedTypeSyntax.self) { return baseName(t.baseType) }
    if let t = type.as(SuppressedTypeSyntax.self) { return baseName(t.type) }
    if let t = type.as(SomeOrAnyTypeSyntax.self) { return baseName(t.constraint) }
    return type.trimmedDescription
}

/// Attribute names in source order, including those written in every branch of an `#if`
/// inside the attribute list (archtool reads every branch).
func attributeNames(_ list: AttributeListSyntax) -> [String] {
    list.flatMap { element -> [String] in
        switch element {
        case .attribute(let attribute):
            return [attribute.attributeName.trimmedDescription]
        case .ifConfigDecl(let ifConfig):
            return ifConfig.clauses.flatMap { clause -> [String] in
                guard case .attributes(let nested)? = clause.elements else { return [] }
                return attributeNames(nested)
            }
        }
    }
}

final class Collector: SyntaxVisitor {
    let converter: SourceLocationConverter
    var decls: [DeclRecord] = []
    var imports: [ImportRecord] = []

    init(_ tree: SourceFileSyntax, path: String) {
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> (Int, Int) {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return (l.line, l.column)
    }

    /// The names of the enclosing types and extended types, outermost first, and whether a
    /// code block, closure, accessor or switch case encloses the node.
    func context(_ node: some SyntaxProtocol) -> (path: [String], isLocal: Bool) {
        var path: [[String]] = []
        var isLocal = false
        var current = node.parent
        while let n = current {
            if let d = n.as(ClassDeclSyntax.self) { path.append([bare(d.name)]) }
            else if let d = n.as(StructDeclSyntax.self) { path.append([bare(d.name)]) }
            else if let d = n.as(EnumDeclSyntax.self) { path.append([bare(d.name)]) }
            else if let d = n.as(ProtocolDeclSyntax.self) { path.append([bare(d.name)]) }
            else if let d = n.as(ActorDeclSyntax.self) { path.append([bare(d.name)]) }
            else if let d = n.as(ExtensionDeclSyntax.self) {
                let name = baseName(d.extendedType)
                let isDotted = d.extendedType.is(IdentifierTypeSyntax.self) || d.extendedType.is(MemberTypeSyntax.self)
                path.append(isDotted ? name.split(separator: ".").map(String.init) : [name])
            } else if n.is(CodeBlockSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorBlockSyntax.self)
                        || n.is(SwitchCaseSyntax.self) {
                isLocal = true
            }
            current = n.parent
        }
        return (path.reversed().flatMap { $0 }, isLocal)
    }

    func record(_ node: some SyntaxProtocol, kind: String, name: String, nameNode: some SyntaxProtocol,
                inheritance: InheritanceClauseSyntax?) {
        let (path, isLocal) = context(node)
        let (line, column) = location(nameNode)
        decls.append(DeclRecord(
            kind: kind, name: name, path: path,
            inheritance: inheritance?.inheritedTypes.flatMap { entry -> [String] in
                // A composition `A & B` is one entry to swift-syntax, two to archtool.
                guard let composition = entry.type.as(CompositionTypeSyntax.self) else { return [baseName(entry.type)] }
                return composition.elements.map { baseName($0.type) }
            } ?? [],
            isLocal: isLocal, line: line, column: column))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "class", name: bare(node.name), nameNode: node.name, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "struct", name: bare(node.name), nameNode: node.name, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "enum", name: bare(node.name), nameNode: node.name, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "protocol", name: bare(node.name), nameNode: node.name, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "actor", name: bare(node.name), nameNode: node.name, inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, kind: "extension", name: baseName(node.extendedType), nameNode: node.extendedType,
               inheritance: node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let accessLevels: Set<String> = ["public", "internal", "package", "fileprivate", "private", "open"]
        let attributes = attributeNames(node.attributes)
        let access = node.modifiers.first { accessLevels.contains($0.name.text) }?.name.text
        let (line, column) = node.path.first.map { location($0.name) } ?? location(node.importKeyword)
        imports.append(ImportRecord(
            path: node.path.map { bare($0.name) }, kind: node.importKindSpecifier?.text,
            attributes: attributes, accessLevel: access, line: line, column: column))
        return .skipChildren
    }
}

func swiftSyntaxRecords(_ path: String, _ bytes: [UInt8]) -> (decls: [DeclRecord], imports: [ImportRecord], hasError: Bool) {
    // A debug build of SwiftParser defaults to a nesting limit of 20 (256 in release) and gives
    // up on deeper code; the limit is set so that both builds parse the same trees.
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: 256) }
    let collector = Collector(tree, path: path)
    collector.walk(tree)
    return (collector.decls, collector.imports, tree.hasError)
}

// MARK: - Comparison

struct Comparison<Record: Equatable> {
    /// Oracle records with an identical archtool record.
    var agreeing = 0
    var oracleCount = 0
    /// archtool records with no swift-syntax record of the same kind at the same location.
    var oursOnly = 0
    /// The first difference in source order: (archtool's, swift-syntax's); one side may be nil.
    var first: (ours: Record?, theirs: Record?)?
}

/// Matches records by location (and `sameSlot`), both lists sorted by location.
func compare<Record: Equatable>(
    ours: [Record], theirs: [Record], position: (Record) -> (Int, Int), sameSlot: (Record, Record) -> Bool
) -> Comparison<Record> {
    func sorted(_ list: [Record]) -> [Record] {
        list.enumerated().sorted { a, b in
            let pa = position(a.element), pb = position(b.element)
            return pa != pb ? pa < pb : a.offset < b.offset
        }.map(\.element)
    }
    let a = sorted(ours), b = sorted(theirs)
    var result = Comparison<Record>(oracleCount: b.count)
    var i = 0, j = 0
    func note(_ x: Record?, _ y: Record?) { if result.first == nil { result.first = (x, y) } }
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, position(a[i]) == position(b[j]), sameSlot(a[i], b[j]) {
            if a[i] == b[j] { result.agreeing += 1 } else { note(a[i], b[j]) }
            i += 1; j += 1
        } else if j >= b.count || (i < a.count && position(a[i]) <= position(b[j])) {
            note(a[i], nil); result.oursOnly += 1; i += 1  // archtool only
        } else {
            note(nil, b[j]); j += 1  // swift-syntax only
        }
    }
    return result
}

func describe(_ record: DeclRecord?) -> String { record?.description ?? "<none>" }
func describe(_ record: ImportRecord?) -> String { record?.description ?? "<none>" }

// MARK: - Main

func usage() -> Never {
    printError("""
        usage: decl-oracle DIR... [--min-agreement PERCENT] [--quiet]
               decl-oracle --dump FILE
          --min-agreement P  exit 1 when fewer than P% of files agree (default 100)
          --quiet            print only disagreeing files and the totals
          --dump FILE        print both sides' type declarations and imports of FILE
        """)
    exit(2)
}

func dump(_ path: String) -> Never {
    guard let bytes = CorpusFiles.read(path) else {
        printError("error: cannot read \(path)")
        exit(2)
    }
    let ours = archtoolRecords(path, bytes)
    let theirs = swiftSyntaxRecords(path, bytes)
    print("archtool:")
    for r in ours.imports { print("  " + r.description) }
    for r in ours.decls { print("  " + r.description) }
    print("swift-syntax:")
    for r in theirs.imports { print("  " + r.description) }
    for r in theirs.decls { print("  " + r.description) }
    exit(ours.decls == theirs.decls && ours.imports == theirs.imports ? 0 : 1)
}

var roots: [String] = []
var minAgreement = 100.0
var verbose = true
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--min-agreement" || argument.hasPrefix("--min-agreement=") {
        let value = argument.contains("=") ? String(argument.split(separator: "=", maxSplits: 1)[1]) : arguments.popFirst()
        guard let value, let number = Double(value.hasSuffix("%") ? String(value.dropLast()) : value),
            (0...100).contains(number)
        else { usage() }
        minAgreement = number
    } else if argument == "--quiet" || argument == "-q" {
        verbose = false
    } else if argument == "--dump" {
        guard let path = arguments.popFirst() else { usage() }
        dump(path)
    } else if argument.hasPrefix("-") {
        usage()
    } else {
        roots.append(argument)
    }
}
if roots.isEmpty { usage() }

let files = CorpusFiles.requireSwiftFiles(under: roots)

var agreeingFiles = 0
var unreadable = 0
var totalDecls = 0, agreeingDecls = 0, extraDecls = 0
var totalImports = 0, agreeingImports = 0
for path in files {
    guard let bytes = CorpusFiles.read(path) else {
        print("UNREADABLE \(path)")
        unreadable += 1
        continue
    }
    let ours = archtoolRecords(path, bytes)
    let theirs = swiftSyntaxRecords(path, bytes)
    let decls = compare(
        ours: ours.decls, theirs: theirs.decls, position: { ($0.line, $0.column) }, sameSlot: { $0.kind == $1.kind })
    let imports = compare(
        ours: ours.imports, theirs: theirs.imports, position: { ($0.line, $0.column) }, sameSlot: { _, _ in true })
    totalDecls += decls.oracleCount
    agreeingDecls += decls.agreeing
    extraDecls += decls.oursOnly
    totalImports += imports.oracleCount
    agreeingImports += imports.agreeing
    let summary = "\(decls.agreeing)/\(decls.oracleCount) decls, \(imports.agreeing)/\(imports.oracleCount) imports"
    if decls.first == nil && imports.first == nil {
        agreeingFiles += 1
        if verbose { print("ok \(path)  \(summary)") }
        continue
    }
    // Report the earlier of the first declaration difference and the first import difference.
    func key(_ line: Int?, _ column: Int?) -> Int { line.map { $0 * 1_000_000 + (column ?? 0) } ?? Int.max }
    var lines: [String] = []
    var at = Int.max
    if let (a, b) = decls.first {
        at = min(key(a?.line, a?.column), key(b?.line, b?.column))
        lines = ["  archtool:     \(describe(a))", "  swift-syntax: \(describe(b))"]
    }
    if let (a, b) = imports.first {
        let importAt = min(key(a?.line, a?.column), key(b?.line, b?.column))
        if importAt < at || lines.isEmpty {
            at = importAt
            lines = ["  archtool:     \(describe(a))", "  swift-syntax: \(describe(b))"]
        }
    }
    print("MISMATCH \(path):\(at / 1_000_000):\(at % 1_000_000)  \(summary)")
    for line in lines { print(line) }
    if theirs.hasError { print("  (swift-syntax reports syntax errors in this file)") }
}

let fileShare = Double(agreeingFiles) / Double(files.count) * 100
func percent(_ part: Int, _ whole: Int) -> String {
    let value = whole == 0 ? 100 : Double(part) / Double(whole) * 100
    return String((value * 1000).rounded(.down) / 1000) + "%"  // never round 99.9996 up to 100
}
print("files agreeing:        \(agreeingFiles) / \(files.count) (\(percent(agreeingFiles, files.count)))"
      + (unreadable > 0 ? ", \(unreadable) unreadable" : ""))
print("declarations agreeing: \(agreeingDecls) / \(totalDecls) (\(percent(agreeingDecls, totalDecls)))"
      + (extraDecls > 0 ? ", \(extraDecls) more found by archtool only" : ""))
print("imports agreeing:      \(agreeingImports) / \(totalImports) (\(percent(agreeingImports, totalImports)))")
if fileShare < minAgreement {
    print("FAIL: file agreement \(percent(agreeingFiles, files.count)) is below --min-agreement \(minAgreement)%")
    exit(1)
}
