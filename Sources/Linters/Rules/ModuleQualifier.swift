/// A type named through its module: `SwiftUI.NavigationStack`, `Swift.print`, `App.BookProvider`.
/// The scanner records the name after the `.` as a member; the rules that ask which types code
/// names (forbidden-use, construction-scope, P11, H5) tell a module qualifier from a type or a
/// value here.
enum ModuleQualifier {
    /// The names a type may be qualified with in a file: the modules it imports, and `Swift`; and
    /// `Foundation` under a UI framework that re-exports it (`Foundation.URLSession` with only
    /// `import SwiftUI`).
    /// With `project`, file `f` also sees what its module re-exports (`@_exported import
    /// Foundation` in any of its files) and what the modules it imports re-export.
    static func modules(of file: FileSyntax, project: LintProject? = nil, file f: Int? = nil) -> Set<String> {
        var modules = Set(file.imports.map(\.module) + ["Swift"])
        if let project, let f {
            let namespaces = project.moduleNamespaces
            modules.formUnion(namespaces.visibleModules(file.imports))
            if let own = f < namespaces.modules.count ? namespaces.modules[f] : nil {
                modules.formUnion(namespaces.withReexports(namespaces.reexports[own, default: []]))
            } else {
                modules.formUnion(project.reexportedOutsideModules)
            }
        }
        if !modules.isDisjoint(with: foundationReexporters) { modules.insert("Foundation") }
        if modules.contains("Foundation") { modules.formUnion(["Dispatch", "CoreFoundation"]) }
        if modules.contains("SwiftUI") { modules.insert("Combine") }
        return modules
    }

    /// Frameworks whose import makes `Foundation` visible too.
    static let foundationReexporters: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit", "WidgetKit"]

    /// Whether the member reference at `r` is written `X.T` right after the plain reference `X`
    /// at `r - 1` (the head of its chain), which may then be a module.
    @inline(__always)
    static func followsChainHead<C: RandomAccessCollection>(_ r: Int, in references: C) -> Bool where C.Element == Reference, C.Index == Int {
        r > 0 && references[r].isMember && references[r - 1].token + 2 == references[r].token && !references[r - 1].isMember
    }

    /// The dotted path written up to the reference at `r`: back over each member reference
    /// written right after a capitalized name (`A.B.r`, each `.` between two names, no blanks),
    /// with the position of its first name and whether that one is a plain reference (the
    /// head of its chain: `Settings.Row`), not a member of a value (`row.Title`).
    /// `file`, when given, also steps back over a generic argument clause written between a name
    /// and its `.` (`Boxes<Int>.Tile` is `Boxes.Tile`, headed by `Boxes`), read from its tokens
    /// (lexed again, not kept by the file, only for a path that has such a clause).
    static func typePath<C: RandomAccessCollection>(endingAt r: Int, in references: C, file: SourceFile? = nil)
        -> (head: Int, path: String, startsChain: Bool) where C.Element == Reference, C.Index == Int {
        var k = r
        var components = [references[r].name]
        while references[k].isMember, k > 0, components.count < TypeIndex.maximumComponents {
            var previous = k - 1
            if references[previous].token + 2 != references[k].token {
                // `Name<…>.member`: the reference of `Name`, before the clause.
                // Asked of the bytes first (`>.` before the name): most such members are no clause's.
                guard let file, let offset = file.lines.offset(line: references[k].location.line, column: references[k].location.column),
                      offset >= 2, offset <= file.bytes.count, file.bytes[offset - 1] == UInt8(ascii: "."),
                      file.bytes[offset - 2] == UInt8(ascii: ">") else { break }
                // (The file's tokens are not kept for the run: lexed again, and shared with the
                // rule's next looks, `SourceFile.withTokens`.)
                let member = references[k].token
                guard let name = file.withTokens({ genericClauseOwner(beforeMember: member, $0, file) }) else { break }
                while previous > 0, references[previous].token > name { previous -= 1 }
                guard references[previous].token == name else { break }
            }
            guard mayNameType(references[previous].name) else { break }
            k = previous
            components.append(references[k].name)
        }
        return (k, components.reversed().joined(separator: "."), !references[k].isMember)
    }

    /// For a member name at token `member` written `Name<…>.member` (no blanks around the `.`),
    /// the token of `Name`; nil otherwise.
    static func genericClauseOwner(beforeMember member: Int, _ tokens: [Token], _ file: SourceFile) -> Int? {
        guard member >= 4, tokens[member - 1].kind == .period, tokens[member - 2].kind == .operator else { return nil }
        // Back from the closing `>` (a `>>` closes two) to the `<` that opens the clause.
        var depth = 0
        var k = member - 2
        while k > 0, member - k < 512 {
            let token = tokens[k]
            if token.kind == .operator {
                let bytes = file.bytes[token.range]
                if bytes.allSatisfy({ $0 == UInt8(ascii: ">") }) {
                    depth += bytes.count
                } else if bytes.allSatisfy({ $0 == UInt8(ascii: "<") }) {
                    depth -= bytes.count
                    if depth == 0 {
                        // `<` right after the name: a generic argument clause, not a comparison.
                        let name = k - 1
                        return tokens[name].kind == .identifier && tokens[name].end == token.start ? name : nil
                    }
                    if depth < 0 { return nil }
                } else if k == member - 2 {
                    return nil
                }
            } else if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon || token.kind == .newline {
                return nil
            }
            k -= 1
        }
        return nil
    }

    /// Whether `qualifier` in `qualifier.name` is a module name: one of `modules` (the file's
    /// imports and `Swift`), or the project's own module — a capitalized name that is no type of
    /// the tree or in scope, before a type of the tree (`App.BookProvider`).
    static func isModule(_ qualifier: String, of name: String, modules: Set<String>, file: Int, declaration: Int?,
                         _ project: LintProject) -> Bool {
        if modules.contains(qualifier) { return true }
        guard mayNameType(qualifier), mayNameType(name), project.isTreeType(name),
              !project.isTreeType(qualifier), !project.index.isShadowed(qualifier, file: file, declaration: declaration) else { return false }
        return true
    }

    /// Whether a name may be a type or module name by its first byte (one byte read): a capital,
    /// `_` (`_ProtoNameProviding`) or a non-ASCII letter; not a lowercase ASCII letter.
    @inline(__always) static func mayNameType(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || first == UInt8(ascii: "_") || first >= 0x80
    }
}
