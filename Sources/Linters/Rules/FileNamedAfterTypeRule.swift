import ArchModel

/// Generic kind `file-named-after-type`: a file's name matches the first type it declares;
/// `Home+Detail.swift` may hold extensions of `Home`.
struct FileNamedAfterTypeRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        for (f, file) in context.checkedFiles {
            guard let first = file.declarations.first(where: { $0.kind.isNominalType && $0.parent == nil && !$0.isInPreview }) else { continue }
            var base = Substring(file.path.split(separator: "/").last ?? "")
            if base.hasSuffix(".swift") { base = base.dropLast(6) }
            let stem = base.split(separator: "+").first.map(String.init) ?? String(base)
            if stem != first.name {
                context.report(file: f, at: first.location, "the file declares '\(first.name)' first; name it '\(first.name).swift'")
            }
        }
    }
}
