/// The stable text format of `archtool inspect decls`: imports, then declarations indented by
/// nesting, then (with `bodies`) the facts of the code.
///
///     import 1:8 Foundation
///     import 2:18 SwiftUI @testable
///     3:13 class XSource: SourceOf<XModel> @MainActor final body=3:40..9:1
///       4:32 var action stored: Action<Void> @ActionFromMethod(load) private
///       6:18 func load() async throws -> Int body=6:30..8:5
///
/// A declaration line is `line:col keyword name` (variables use `let` or `var` as keyword),
/// then in this order when present: generic parameters `<A, B>`, `: inheritance, list`,
/// `= aliased type`, for variables `stored|computed: Type {accessors}`, for functions and
/// enum cases with associated values `(labels:)`, `async`, `throws`,
/// `-> Return`, attributes, modifiers, and the flags `local`, `preview`, `body=L:C..L:C`.
public enum DeclarationPrinter {
    public static func render(_ syntax: FileSyntax, bodies: Bool = false) -> String {
        var out = ""
        for item in syntax.imports {
            out += "import \(item.location) " + (item.kind.map { $0 + " " } ?? "") + item.path.joined(separator: ".")
            for attribute in item.attributes { out += " @" + attribute }
            if let access = item.accessLevel { out += " " + access }
            out += "\n"
        }
        var depth: [Int] = []
        for declaration in syntax.declarations {
            let level = declaration.parent.map { depth[$0] + 1 } ?? 0
            depth.append(level)
            out += String(repeating: "  ", count: level) + line(declaration, syntax) + "\n"
        }
        for branch in syntax.conditionalBranches {
            out += "#\(branch.directive) \(branch.location)" + (branch.condition.isEmpty ? "" : " " + branch.condition)
                + " tokens=\(branch.tokenRange.lowerBound)..<\(branch.tokenRange.upperBound)\n"
        }
        for region in syntax.previewRegions {
            out += "preview \(region.location)..\(end(region.tokenRange, syntax))\n"
        }
        if let stop = syntax.nestingLimit {
            out += "stopped \(stop): types nested more than \(SyntaxScanner.maximumTypeNesting) deep\n"
        }
        guard bodies else { return out }
        for call in syntax.calls {
            out += "call \(call.location) " + dotted(Array(call.receiver) + [call.name])
            if call.arguments != nil { out += "(" + call.labels.map { $0 + ":" }.joined() + ")" }
            if let type = call.constructedType { out += " constructs=" + type }
            if let closure = call.trailingClosure { out += " closure=\(syntax.location(ofToken: closure.lowerBound))..\(end(closure, syntax))" }
            out += owner(call.declaration, syntax) + (call.isInPreview ? " preview" : "") + "\n"
        }
        for assignment in syntax.assignments {
            out += "assign \(assignment.location) " + assignment.path.joined(separator: ".") + " " + assignment.operator
            if !assignment.enclosingClosures.isEmpty { out += " in=" + assignment.enclosingClosures.joined(separator: ",") }
            out += owner(assignment.declaration, syntax) + "\n"
        }
        for access in syntax.memberAccesses {
            out += "member \(access.location) " + dotted(access.path)
                + owner(access.declaration, syntax) + "\n"
        }
        for reference in syntax.references {
            out += "ref \(reference.location) " + (reference.isMember ? "." : "") + reference.name
                + owner(reference.declaration, syntax) + (reference.isInPreview ? " preview" : "") + "\n"
        }
        return out
    }

    static func line(_ d: Declaration, _ syntax: FileSyntax) -> String {
        let keyword = d.kind == .variable ? d.binding ?? "var" : d.kind.keyword
        var s = "\(d.location) \(keyword) \(d.kind == .extension ? d.extendedType ?? d.name : d.name)"
        if !d.genericParameters.isEmpty { s += "<" + d.genericParameters.joined(separator: ", ") + ">" }
        if !d.inheritance.isEmpty { s += ": " + d.inheritance.map(\.text).joined(separator: ", ") }
        if let aliased = d.aliasedType { s += " = " + aliased }
        if d.kind == .variable {
            s += " " + (d.storage?.rawValue ?? "stored")
            if let type = d.typeAnnotation { s += ": " + type }
            if !d.accessors.isEmpty { s += " {" + d.accessors.joined(separator: " ") + "}" }
        }
        if [.function, .initializer, .subscript, .macro].contains(d.kind) || (d.kind == .enumCase && !d.parameters.isEmpty) {
            s += "(" + d.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
        if d.isAsync { s += " async" }
        if d.isThrowing { s += " throws" }
        if let result = d.returnType { s += " -> " + result }
        for attribute in d.attributes { s += " " + attribute.description }
        for modifier in d.modifiers { s += " " + modifier }
        if d.isLocal { s += " local" }
        if d.isInPreview { s += " preview" }
        if let body = d.body { s += " body=\(syntax.location(ofToken: body.lowerBound))..\(end(body, syntax))" }
        return s
    }

    /// `a.b.c`; an implicit member chain `[".", "x"]` prints as `.x`.
    static func dotted<Names: Collection<String>>(_ path: Names) -> String {
        path.first == "." ? "." + path.dropFirst().joined(separator: ".") : path.joined(separator: ".")
    }

    static func end(_ range: Range<Int>, _ syntax: FileSyntax) -> SourceLocation {
        let last = max(range.lowerBound, min(range.upperBound, syntax.file.tokens.count) - 1)
        return syntax.location(ofToken: last)
    }

    static func owner(_ index: Int?, _ syntax: FileSyntax) -> String {
        guard let index else { return "" }
        let d = syntax.declarations[index]
        return " in " + (d.kind == .extension ? d.name : d.qualifiedName)
    }
}
