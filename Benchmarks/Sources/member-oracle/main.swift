// member-oracle DIR... [--min-agreement PERCENT] [--quiet] [--all] [--skim]
// member-oracle [--skim] --dump FILE
//
// Differential test of archtool's structural scanner (`Linters.SyntaxScanner`) against
// swift-syntax's parser, for the MEMBER declarations decl-oracle does not check: functions,
// initializers, deinitializers, subscripts, variables (each name a `let`/`var` binds, also in
// `let a = 1, b = 2` and `let (a, b) = …`), enum cases (each element of `case a, b`), typealiases
// and associatedtypes, wherever they are declared (type and extension bodies, file level, and,
// for functions, inside code). Local variables are not declarations to archtool (its bindings in
// code are not recorded), so a variable is compared only when it is written directly in a type
// or extension body or at file level. For every member it compares:
//
//   name        the declared name (`init`, `deinit`, `subscript` for those kinds)
//   path        enclosing type and extended-type names, outermost first (as decl-oracle)
//   local       inside a code block, closure, accessor or switch case
//   modifiers   as written, in order (`private(set)`, `nonisolated(unsafe)`, `class`, `isolated`)
//   attributes  names, in order (`MainActor`, `SwiftUI.State`)
//   attrArgs    each attribute's arguments without whitespace (`\.dismiss`), `-` for none
//   binding     `let` / `var` (variables)
//   storage     stored / computed (variables): computed when an accessor block follows that is a
//               getter body or holds any accessor other than `willSet`/`didSet` (so a protocol
//               requirement `var x: Int { get }` is computed); otherwise stored (`lazy` too)
//   accessors   the accessor keywords of the block (`get`, `set`, `didSet`, `_modify`, …); none
//               for a getter body
//   type        variables: the type annotation; functions, subscripts: the return type;
//               typealias: the aliased type; associatedtype: the default type
//   labels      argument labels, `_` for none (a subscript's single name is no label)
//   params      parameter names (the second name, or the only one)
//   paramTypes  parameter types (with a variadic `...`)
//   defaults    which parameters have a default value
//   effects     `async` (also `reasync`), `throws` (also `rethrows`, `throws(E)`)
//
// An enum case's associated values count as its parameters (`case a(Int, b: String)`: labels
// `_`, `b`; names ``, `b`), as archtool records them. Line:column (1-based, UTF-8 columns, from
// `SourceLocationConverter`) is the name's, or the keyword's for `init`, `deinit`, `subscript`.
// Members are matched by location and kind; a member agrees when every field is equal.
//
// Normalisation (applied so that both sides speak archtool's vocabulary; nothing is dropped):
// - Backticks around a name (declared names, parameter names and labels) are removed on
//   swift-syntax's side: archtool's names never carry them.
// - Type texts (annotations, return types, aliased types, parameter types), modifiers and
//   attribute arguments are compared without whitespace: archtool joins tokens with canonical
//   spacing (`normalizedText`), swift-syntax's side is the node's tokens without trivia, but for
//   a multi-line string's line-continuation `\` (trivia to swift-syntax, string text to
//   archtool). A type the scanner reads too far or not far enough still differs.
// - For a tuple pattern (`let (a, b): (Int, Int) = …`) every name gets the whole annotation, as
//   archtool records it; `var a, b: Int` gives `a` no annotation on both sides (as written).
// - Attribute names written in an `#if` inside the attribute list count, from every branch.
// - An attribute's name is compared without the generic arguments written after it
//   (`@UserDefault<Bool>` is `UserDefault`): archtool keeps the name rules match by.
// - The parser's nesting limit is 256 (see decl-oracle).
//
// Output: one line per file (`ok PATH  a/b members`, or `MISMATCH PATH:LINE:COL ...` followed by
// the first difference; --all prints every difference; --quiet prints only mismatching files),
// then the totals and a table of agreement per field over the members both sides found. --skim
// compares archtool's skim (`scan(_:bodies: false)`) instead of its full scan. Exit 1
// when the share of agreeing files is below --min-agreement (percent, default 100), 2 on a usage
// error.

import CorpusFiles
import Linters
import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One member declaration, as either side sees it. Texts are compared as stored; `compact`
/// (whitespace removed) is applied when a record is made.
struct MemberRecord: Equatable {
    var kind: String
    var name: String
    var line: Int
    var column: Int
    var path: [String] = []
    var isLocal = false
    var modifiers: [String] = []
    var attributes: [String] = []
    /// Each attribute's arguments without whitespace, `-` when it has no parentheses.
    var attributeArguments: [String] = []
    var binding: String?
    var storage: String?
    var accessors: [String] = []
    var type: String?
    var labels: [String] = []
    var params: [String] = []
    var paramTypes: [String] = []
    var defaults: [Bool] = []
    var isAsync = false
    var isThrowing = false

    /// The compared fields, by name, as text: what the per-field table and the difference lines use.
    static let fieldNames = [
        "name", "path", "local", "modifiers", "attributes", "attrArgs", "binding", "storage", "accessors", "type",
        "labels", "params", "paramTypes", "defaults", "effects",
    ]

    func field(_ name: String) -> String {
        func list(_ l: [String]) -> String { "[" + l.joined(separator: ", ") + "]" }
        switch name {
        case "name": return self.name
        case "path": return path.joined(separator: ".")
        case "local": return isLocal ? "local" : "-"
        case "modifiers": return list(modifiers)
        case "attributes": return list(attributes.map { "@" + $0 })
        case "attrArgs": return list(attributeArguments)
        case "binding": return binding ?? "-"
        case "storage": return storage ?? "-"
        case "accessors": return list(accessors)
        case "type": return type ?? "-"
        case "labels": return "(" + labels.map { $0 + ":" }.joined() + ")"
        case "params": return list(params)
        case "paramTypes": return list(paramTypes)
        case "defaults": return list(defaults.map { $0 ? "=" : "-" })
        case "effects": return (isAsync ? "async" : "") + (isAsync && isThrowing ? " " : "") + (isThrowing ? "throws" : "")
        default: return "?"
        }
    }

    var description: String {
        var s = "\(line):\(column) \(kind == "variable" ? binding ?? "var" : kind) \(name)"
        if !path.isEmpty { s += " in " + path.joined(separator: ".") }
        if kind == "variable" { s += " " + (storage ?? "?") }
        if let type { s += (kind == "variable" ? ": " : kind == "typealias" || kind == "associatedtype" ? " = " : " -> ") + type }
        if !accessors.isEmpty { s += " {" + accessors.joined(separator: " ") + "}" }
        if !labels.isEmpty || ["function", "initializer", "subscript"].contains(kind) {
            s += " (" + zip(zip(labels, params), zip(paramTypes, defaults)).map { names, types in
                names.0 + " " + names.1 + ": " + types.0 + (types.1 ? " =" : "")
            }.joined(separator: ", ") + ")"
        }
        if isAsync { s += " async" }
        if isThrowing { s += " throws" }
        s += attributes.map { " @" + $0 }.joined()
        s += modifiers.map { " " + $0 }.joined()
        if isLocal { s += " [local]" }
        return s
    }
}

/// The text without whitespace: how type texts and modifiers are compared.
func compact(_ text: String) -> String { String(text.unicodeScalars.filter { $0 != " " && $0 != "\n" && $0 != "\t" }) }

// MARK: - archtool

let memberKinds: [Declaration.Kind: String] = [
    .function: "function", .initializer: "initializer", .deinitializer: "deinitializer", .subscript: "subscript",
    .variable: "variable", .enumCase: "enumCase", .typealias: "typealias", .associatedtype: "associatedtype",
]

/// `--skim`: archtool's side is the skim (`scan(_:bodies: false)`, what `lint --staged` reads
/// for the files it does not report on) instead of the full scan.
nonisolated(unsafe) var skim = false

func archtoolRecords(_ path: String, _ bytes: [UInt8]) -> [MemberRecord] {
    let syntax = SyntaxScanner.scan(SourceFile(path: path, bytes: bytes), bodies: !skim)
    return syntax.declarations.compactMap { d -> MemberRecord? in
        guard let kind = memberKinds[d.kind] else { return nil }
        var r = MemberRecord(kind: kind, name: d.name, line: d.location.line, column: d.location.column)
        r.path = d.path
        r.isLocal = d.isLocal
        r.modifiers = d.modifiers.map(compact)
        r.attributes = d.attributes.map(\.name)
        r.attributeArguments = d.attributes.map { $0.arguments.map(compact) ?? "-" }
        if d.kind == .variable {
            r.binding = d.binding
            r.storage = d.storage?.rawValue
            r.accessors = d.accessors
        }
        r.type = (d.typeAnnotation ?? d.returnType ?? d.aliasedType).map(compact)
        r.labels = d.parameters.map { $0.label ?? "_" }
        r.params = d.parameters.map(\.name)
        r.paramTypes = d.parameters.map { compact($0.type) }
        r.defaults = d.parameters.map(\.hasDefault)
        r.isAsync = d.isAsync
        r.isThrowing = d.isThrowing
        return r
    }
}

// MARK: - swift-syntax

/// A name without the backticks of an escaped identifier.
func bare(_ token: TokenSyntax) -> String {
    let text = token.text
    if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") { return String(text.dropFirst().dropLast()) }
    return text
}

/// The node's tokens without trivia (a type text, attribute arguments), compared with
/// archtool's `compact`ed text. A multi-line string's line continuation is the one trivia kept:
/// swift-syntax lexes its `\` as trivia, archtool as part of the string segment.
func tokenText(_ node: some SyntaxProtocol) -> String {
    func backslashes(_ trivia: Trivia) -> String {
        trivia.map { if case .backslashes(let n) = $0 { String(repeating: "\\", count: n) } else { "" } }.joined()
    }
    return compact(node.tokens(viewMode: .sourceAccurate).map {
        backslashes($0.leadingTrivia) + $0.text + backslashes($0.trailingTrivia)
    }.joined())
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

/// An attribute's name as archtool records it: without the generic arguments written after it
/// (`@UserDefault<Bool>` is `UserDefault`, `@A.B<C>` is `A.B`).
func attributeName(_ type: TypeSyntax) -> String {
    if let t = type.as(IdentifierTypeSyntax.self), t.genericArgumentClause != nil {
        return compact(t.with(\.genericArgumentClause, nil).trimmedDescription)
    }
    if let t = type.as(MemberTypeSyntax.self), t.genericArgumentClause != nil {
        return compact(t.with(\.genericArgumentClause, nil).trimmedDescription)
    }
    return compact(type.trimmedDescription)
}

/// Attributes in source order, as (name, arguments without whitespace or `-`), including those
/// written in every branch of an `#if` inside the attribute list (archtool reads every branch).
func writtenAttributes(_ list: AttributeListSyntax) -> [(name: String, arguments: String)] {
    list.flatMap { element -> [(name: String, arguments: String)] in
        switch element {
        case .attribute(let attribute):
            let arguments = attribute.leftParen == nil ? "-" : attribute.arguments.map { tokenText($0) } ?? ""
            return [(attributeName(attribute.attributeName), arguments)]
        case .ifConfigDecl(let ifConfig):
            return ifConfig.clauses.flatMap { clause -> [(name: String, arguments: String)] in
                guard case .attributes(let nested)? = clause.elements else { return [] }
                return writtenAttributes(nested)
            }
        }
    }
}

final class Collector: SyntaxVisitor {
    let converter: SourceLocationConverter
    var members: [MemberRecord] = []

    init(_ tree: SourceFileSyntax, path: String) {
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> (Int, Int) {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return (l.line, l.column)
    }

    /// The names of the enclosing types and extended types, outermost first, and whether a
    /// code block, closure, accessor or switch case encloses the node (as decl-oracle).
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

    /// Whether a declaration is written directly in a type or extension body (or an `#if` in
    /// one) or at file level, rather than in code.
    func isMemberOrGlobal(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) || n.is(SourceFileSyntax.self) { return true }
            if n.is(CodeBlockSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorBlockSyntax.self)
                || n.is(SwitchCaseSyntax.self) { return false }
            current = n.parent
        }
        return true
    }

    func record(_ node: some SyntaxProtocol, kind: String, name: String, at nameNode: some SyntaxProtocol,
                attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax) -> MemberRecord {
        let (path, isLocal) = context(node)
        let (line, column) = location(nameNode)
        var r = MemberRecord(kind: kind, name: name, line: line, column: column)
        r.path = path
        r.isLocal = isLocal
        let written = writtenAttributes(attributes)
        r.attributes = written.map(\.name)
        r.attributeArguments = written.map(\.arguments)
        r.modifiers = modifiers.map { tokenText($0) }
        return r
    }

    func addParameters(_ clause: FunctionParameterClauseSyntax, isSubscript: Bool, to r: inout MemberRecord) {
        for p in clause.parameters {
            let first = bare(p.firstName)
            let second = p.secondName.map(bare)
            r.labels.append(first == "_" || (isSubscript && second == nil) ? "_" : first)
            r.params.append(second ?? first)
            r.paramTypes.append(tokenText(p.type) + (p.ellipsis.map { $0.text } ?? ""))
            r.defaults.append(p.defaultValue != nil)
        }
    }

    func addEffects(_ effects: FunctionEffectSpecifiersSyntax?, to r: inout MemberRecord) {
        r.isAsync = effects?.asyncSpecifier != nil
        r.isThrowing = effects?.throwsClause != nil
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        var r = record(node, kind: "function", name: bare(node.name), at: node.name,
                       attributes: node.attributes, modifiers: node.modifiers)
        addParameters(node.signature.parameterClause, isSubscript: false, to: &r)
        addEffects(node.signature.effectSpecifiers, to: &r)
        r.type = node.signature.returnClause.map { tokenText($0.type) }
        members.append(r)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        var r = record(node, kind: "initializer", name: "init", at: node.initKeyword,
                       attributes: node.attributes, modifiers: node.modifiers)
        addParameters(node.signature.parameterClause, isSubscript: false, to: &r)
        addEffects(node.signature.effectSpecifiers, to: &r)
        r.type = node.signature.returnClause.map { tokenText($0.type) }
        members.append(r)
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        var r = record(node, kind: "deinitializer", name: "deinit", at: node.deinitKeyword,
                       attributes: node.attributes, modifiers: node.modifiers)
        r.isAsync = node.effectSpecifiers?.asyncSpecifier != nil
        members.append(r)
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        var r = record(node, kind: "subscript", name: "subscript", at: node.subscriptKeyword,
                       attributes: node.attributes, modifiers: node.modifiers)
        addParameters(node.parameterClause, isSubscript: true, to: &r)
        r.type = tokenText(node.returnClause.type)
        members.append(r)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMemberOrGlobal(node) else { return .visitChildren }
        for binding in node.bindings {
            var storage = "stored"
            var accessors: [String] = []
            switch binding.accessorBlock?.accessors {
            case .getter?:
                storage = "computed"
            case .accessors(let list)?:
                accessors = list.map { $0.accessorSpecifier.text }
                if accessors.contains(where: { $0 != "willSet" && $0 != "didSet" }) { storage = "computed" }
            case nil:
                break
            }
            for name in patternNames(binding.pattern) {
                var r = record(node, kind: "variable", name: bare(name), at: name,
                               attributes: node.attributes, modifiers: node.modifiers)
                r.binding = node.bindingSpecifier.text
                r.storage = storage
                r.accessors = accessors
                r.type = binding.typeAnnotation.map { tokenText($0.type) }
                members.append(r)
            }
        }
        return .visitChildren
    }

    /// The names a pattern binds, in source order (`(a, (b, c))`).
    func patternNames(_ pattern: PatternSyntax) -> [TokenSyntax] {
        if let p = pattern.as(IdentifierPatternSyntax.self) { return [p.identifier] }
        if let p = pattern.as(TuplePatternSyntax.self) { return p.elements.flatMap { patternNames($0.pattern) } }
        if let p = pattern.as(ValueBindingPatternSyntax.self) { return patternNames(p.pattern) }
        return []
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements {
            var r = record(node, kind: "enumCase", name: bare(element.name), at: element.name,
                           attributes: node.attributes, modifiers: node.modifiers)
            for p in element.parameterClause?.parameters ?? [] {
                let first = p.firstName.map(bare)
                let second = p.secondName.map(bare)
                r.labels.append(first == nil || first == "_" ? "_" : first!)
                r.params.append(second ?? (first == "_" ? "_" : first) ?? "")
                r.paramTypes.append(tokenText(p.type))
                r.defaults.append(p.defaultValue != nil)
            }
            members.append(r)
        }
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        var r = record(node, kind: "typealias", name: bare(node.name), at: node.name,
                       attributes: node.attributes, modifiers: node.modifiers)
        r.type = tokenText(node.initializer.value)
        members.append(r)
        return .visitChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        var r = record(node, kind: "associatedtype", name: bare(node.name), at: node.name,
                       attributes: node.attributes, modifiers: node.modifiers)
        r.type = node.initializer.map { tokenText($0.value) }
        members.append(r)
        return .visitChildren
    }
}

func swiftSyntaxRecords(_ path: String, _ bytes: [UInt8]) -> (members: [MemberRecord], hasError: Bool) {
    // A debug build of SwiftParser defaults to a nesting limit of 20 (256 in release).
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: 256) }
    let collector = Collector(tree, path: path)
    collector.walk(tree)
    return (collector.members, tree.hasError)
}

// MARK: - Comparison

/// One difference: archtool's record and swift-syntax's at the same place (either may be
/// missing), and the fields that differ (empty when a side is missing).
struct Difference {
    var ours: MemberRecord?
    var theirs: MemberRecord?
    var fields: [String]
    var line: Int { theirs?.line ?? ours!.line }
    var column: Int { theirs?.column ?? ours!.column }
}

struct FileComparison {
    var oracleCount = 0
    var agreeing = 0
    var matched = 0
    var oursOnly = 0
    var theirsOnly = 0
    var fieldAgreement: [String: Int] = [:]
    var differences: [Difference] = []
}

/// Matches records by location and kind, both lists sorted by location.
func compare(ours: [MemberRecord], theirs: [MemberRecord]) -> FileComparison {
    func sorted(_ list: [MemberRecord]) -> [MemberRecord] {
        list.enumerated().sorted { a, b in
            let pa = (a.element.line, a.element.column), pb = (b.element.line, b.element.column)
            return pa != pb ? pa < pb : (a.element.kind, a.offset) < (b.element.kind, b.offset)
        }.map(\.element)
    }
    let a = sorted(ours), b = sorted(theirs)
    var result = FileComparison(oracleCount: b.count)
    var i = 0, j = 0
    func before(_ x: MemberRecord, _ y: MemberRecord) -> Bool {
        (x.line, x.column, x.kind) < (y.line, y.column, y.kind)
    }
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i].line == b[j].line, a[i].column == b[j].column, a[i].kind == b[j].kind {
            result.matched += 1
            let differing = MemberRecord.fieldNames.filter { a[i].field($0) != b[j].field($0) }
            for f in MemberRecord.fieldNames where !differing.contains(f) { result.fieldAgreement[f, default: 0] += 1 }
            if differing.isEmpty { result.agreeing += 1 } else { result.differences.append(Difference(ours: a[i], theirs: b[j], fields: differing)) }
            i += 1; j += 1
        } else if j >= b.count || (i < a.count && before(a[i], b[j])) {
            result.differences.append(Difference(ours: a[i], theirs: nil, fields: []))
            result.oursOnly += 1; i += 1
        } else {
            result.differences.append(Difference(ours: nil, theirs: b[j], fields: []))
            result.theirsOnly += 1; j += 1
        }
    }
    return result
}

func describe(_ d: Difference) -> [String] {
    if let ours = d.ours, let theirs = d.theirs {
        return d.fields.map { f in
            "  \(theirs.kind) \(theirs.name) \(f): archtool=\(ours.field(f))  swift-syntax=\(theirs.field(f))"
        }
    }
    return ["  archtool:     \(d.ours?.description ?? "<none>")",
            "  swift-syntax: \(d.theirs?.description ?? "<none>")"]
}

// MARK: - Main

func usage() -> Never {
    printError("""
        usage: member-oracle DIR... [--min-agreement PERCENT] [--quiet] [--all] [--skim]
               member-oracle [--skim] --dump FILE
          --min-agreement P  exit 1 when fewer than P% of files agree (default 100)
          --quiet            print only disagreeing files and the totals
          --all              print every difference of a disagreeing file, not only the first
          --skim             compare archtool's skim (bodies stepped over) instead of its full scan
          --dump FILE        print both sides' members of FILE, then the differences
        """)
    exit(2)
}

func dump(_ path: String) -> Never {
    guard let bytes = CorpusFiles.read(path) else {
        printError("error: cannot read \(path)")
        exit(2)
    }
    let ours = archtoolRecords(path, bytes)
    let parsed = swiftSyntaxRecords(path, bytes)
    let theirs = parsed.members
    if parsed.hasError { print("(swift-syntax reports syntax errors in this file)") }
    print("archtool:")
    for r in ours { print("  " + r.description) }
    print("swift-syntax:")
    for r in theirs { print("  " + r.description) }
    let result = compare(ours: ours, theirs: theirs)
    if !result.differences.isEmpty { print("differences:") }
    for d in result.differences {
        print("at \(d.line):\(d.column)")
        for line in describe(d) { print(line) }
    }
    exit(result.differences.isEmpty ? 0 : 1)
}

var roots: [String] = []
var minAgreement = 100.0
var verbose = true
var everyDifference = false
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
    } else if argument == "--skim" {
        skim = true
    } else if argument == "--all" {
        everyDifference = true
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
var total = FileComparison()
for path in files {
    guard let bytes = CorpusFiles.read(path) else {
        print("UNREADABLE \(path)")
        unreadable += 1
        continue
    }
    let theirs = swiftSyntaxRecords(path, bytes)
    let result = compare(ours: archtoolRecords(path, bytes), theirs: theirs.members)
    total.oracleCount += result.oracleCount
    total.agreeing += result.agreeing
    total.matched += result.matched
    total.oursOnly += result.oursOnly
    total.theirsOnly += result.theirsOnly
    total.fieldAgreement.merge(result.fieldAgreement, uniquingKeysWith: +)
    let summary = "\(result.agreeing)/\(result.oracleCount) members"
    guard let first = result.differences.first else {
        agreeingFiles += 1
        if verbose { print("ok \(path)  \(summary)") }
        continue
    }
    print("MISMATCH \(path):\(first.line):\(first.column)  \(summary)")
    for d in everyDifference ? result.differences : [first] {
        if everyDifference { print(" at \(path):\(d.line):\(d.column)") }
        for line in describe(d) { print(line) }
    }
    if theirs.hasError { print("  (swift-syntax reports syntax errors in this file)") }
}

func percent(_ part: Int, _ whole: Int) -> String {
    let value = whole == 0 ? 100 : Double(part) / Double(whole) * 100
    return String((value * 1000).rounded(.down) / 1000) + "%"  // never round 99.9996 up to 100
}
print("files agreeing:   \(agreeingFiles) / \(files.count) (\(percent(agreeingFiles, files.count)))"
      + (unreadable > 0 ? ", \(unreadable) unreadable" : ""))
print("members agreeing: \(total.agreeing) / \(total.oracleCount) (\(percent(total.agreeing, total.oracleCount)))")
print("found by both:    \(total.matched); by swift-syntax only: \(total.theirsOnly); by archtool only: \(total.oursOnly)")
print("per field, over the \(total.matched) members found by both:")
for f in MemberRecord.fieldNames {
    let n = total.fieldAgreement[f, default: 0]
    print("  " + f.padding(toLength: 12, withPad: " ", startingAt: 0) + "\(n) / \(total.matched) (\(percent(n, total.matched)))")
}
let fileShare = Double(agreeingFiles) / Double(max(files.count, 1)) * 100
if fileShare < minAgreement {
    print("FAIL: file agreement \(percent(agreeingFiles, files.count)) is below --min-agreement \(minAgreement)%")
    exit(1)
}
