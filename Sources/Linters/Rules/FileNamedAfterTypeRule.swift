import ArchModel

/// Generic kind `file-named-after-type`: a file's name matches the first type it declares
/// that is not `private` or `fileprivate` (the first of all when every one is; with `anyType`,
/// one of the types it declares at top level); `Home+Detail.swift` may hold
/// extensions of `Home`.
struct FileNamedAfterTypeRule: ReadsNoCode {
    var anyType = false

    /// Every file's top-level types, whatever their layers; but only one not named after the
    /// file can change what the rule says by being preview code (`Cart.swift` that declares
    /// `Cart` alone is judged alike with it or without it).
    func judgesTypesInNoLayer(file f: Int, in project: LintProject) -> Bool {
        let file = project.files[f]
        let declarations = file.declarations
        let named = Self.typeName(ofPath: file.path)
        return file.childIndices(of: nil).contains { d in
            declarations[d].kind.isNominalType && !declarations[d].isInPreview && declarations[d].name != named
        }
    }

    func check(_ context: RuleContext) {
        for (f, file) in context.checkedFiles {
            // By index: copying each `Declaration` to test it retains all its arrays.
            let declarations = file.declarations
            let types = declarations.indices.lazy.filter {
                declarations[$0].kind.isNominalType && declarations[$0].parent == nil && !declarations[$0].isInPreview
            }
            // The first type the file shows: a private helper declared first (`private enum
            // Layout` above `CartView`) is the file's own detail.
            func isPrivate(_ d: Int) -> Bool { declarations[d].hasModifier("private") || declarations[d].hasModifier("fileprivate") }
            guard let d = types.first(where: { !isPrivate($0) }) ?? types.first else { continue }
            let named = Self.typeName(ofPath: file.path)
            // `Home+Rows.swift` that extends `Home` is named after it, whatever helper types it
            // declares besides. One whose types are all private helpers of its extensions
            // declares no type to be named after (`NumberFactProvider+Environment.swift`: a
            // private `EnvironmentKey` and `extension EnvironmentValues`).
            let utf8 = file.path.utf8
            if utf8[(utf8.lastIndex(of: UInt8(ascii: "/")) ?? utf8.startIndex)...].contains(UInt8(ascii: "+")) {
                var extendsNamed = false, extends = false
                for e in declarations.indices where declarations[e].kind == .extension && declarations[e].parent == nil {
                    extends = true
                    if TypeIndex.simpleName(declarations[e].name) == named { extendsNamed = true }
                }
                if extendsNamed || extends && types.allSatisfy(isPrivate) { continue }
            }
            let first = declarations[d]
            // (A private type named after the file, before the first that is not, is what it is named after.)
            if !anyType, first.name != named, !types.prefix(while: isPrivate).contains(where: { declarations[$0].name == named }) {
                context.report(file: f, at: first.location, "the file declares '\(first.name)' first; name it '\(first.name).swift'")
            } else if anyType, !types.contains(where: { declarations[$0].name == named }) {
                // The file's own type, after the protocols that may come first.
                let main = declarations[types.first { declarations[$0].kind != .protocol } ?? d]
                context.report(file: f, at: main.location,
                               "the file declares no type '\(named)'; name it after a type it declares ('\(main.name).swift')")
            }
        }
    }

    /// The type a file is named after: its name without folders, `.swift` and a `+Concern`
    /// (`Home` for `Views/Home+Detail.swift`). The name is found over the bytes of an ASCII path
    /// (splitting by `Character` cost more than the rest of the rule).
    static func typeName(ofPath path: String) -> String {
        var base = SWAR.isASCII(path) ? Substring(path.utf8Suffix(afterLast: UInt8(ascii: "/"))) : path.split(separator: "/").last ?? ""
        if base.hasSuffix(".swift") { base = base.dropLast(6) }
        return base.split(separator: "+").first.map(String.init) ?? String(base)
    }
}
