/// A type named through its module: `SwiftUI.NavigationStack`, `Swift.print`, `App.BookProvider`.
/// The scanner records the name after the `.` as a member; the rules that ask which types code
/// names (forbidden-use, construction-scope, P11, H5) tell a module qualifier from a type or a
/// value here.
enum ModuleQualifier {
    /// The names a type may be qualified with in a file: the modules it imports, and `Swift`; and
    /// `Foundation` under a UI framework that re-exports it (`Foundation.URLSession` with only
    /// `import SwiftUI`).
    static func modules(of file: FileSyntax) -> Set<String> {
        var modules = Set(file.imports.map(\.module) + ["Swift"])
        if !modules.isDisjoint(with: foundationReexporters) { modules.insert("Foundation") }
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
    static func typePath<C: RandomAccessCollection>(endingAt r: Int, in references: C) -> (head: Int, path: String, startsChain: Bool)
    where C.Element == Reference, C.Index == Int {
        var k = r
        var components = [references[r].name]
        while references[k].isMember, k > 0, references[k - 1].token + 2 == references[k].token,
              mayNameType(references[k - 1].name), components.count < TypeIndex.maximumComponents {
            k -= 1
            components.append(references[k].name)
        }
        return (k, components.reversed().joined(separator: "."), !references[k].isMember)
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
