import ArchModel

/// Generic kind `file-named-after-type`: a file's name matches the first type it declares;
/// `Home+Detail.swift` may hold extensions of `Home`.
struct FileNamedAfterTypeRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        for (f, file) in context.checkedFiles {
            // By index: copying each `Declaration` to test it retains all its arrays.
            let declarations = file.declarations
            guard let d = declarations.indices.first(where: {
                declarations[$0].kind.isNominalType && declarations[$0].parent == nil && !declarations[$0].isInPreview
            }) else { continue }
            let first = declarations[d]
            if Self.typeName(ofPath: file.path) != first.name {
                context.report(file: f, at: first.location, "the file declares '\(first.name)' first; name it '\(first.name).swift'")
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
