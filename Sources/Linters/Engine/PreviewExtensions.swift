/// Marks as preview code the extensions of `PreviewProvider` types that do not say so
/// themselves (`extension BookScene_Previews { static var sample … }`, in any file): STYLES.md
/// exempts "the bodies of types that conform to PreviewProvider", and extensions count. The
/// scanner marks a type or extension that names `PreviewProvider` in its own clause; which
/// other extensions belong to such a type is known only across the tree.
enum PreviewExtensions {
    static func mark(_ files: inout [FileSyntax]) {
        var previewTypes: Set<String> = []
        for f in files.indices {
            let declarations = files[f].declarations
            for d in declarations.indices where declarations[d].kind.isNominalType && declarations[d].isInPreview && !declarations[d].isLocal {
                // A type that conforms in its own declaration; an app type given the conformance
                // by an extension (`extension HomeScene: PreviewProvider`) is no preview type,
                // and its other extensions stay app code.
                if declarations[d].inheritance.contains(where: { $0.baseName == "PreviewProvider" || $0.name == "PreviewProvider" }) {
                    previewTypes.insert(TypeIndex.simpleName(declarations[d].name))
                }
            }
        }
        guard !previewTypes.isEmpty else { return }
        for f in files.indices {
            var ranges: [(declaration: Int, tokens: Range<Int>)] = []
            let declarations = files[f].declarations
            for d in declarations.indices where declarations[d].kind == .extension && !declarations[d].isInPreview
                && previewTypes.contains(TypeIndex.simpleName(declarations[d].name))
            {
                ranges.append((d, declarations[d].tokenRange))
            }
            if !ranges.isEmpty { mark(&files[f], ranges) }
        }
    }

    /// Marks each range's declaration, what is declared in it, and the code facts written in it.
    private static func mark(_ file: inout FileSyntax, _ ranges: [(declaration: Int, tokens: Range<Int>)]) {
        func inside(_ token: Int) -> Bool { ranges.contains { $0.tokens.contains(token) } }
        for (d, tokens) in ranges {
            file.previewRegions.append(PreviewRegion(tokenRange: tokens, location: file.declarations[d].location))
        }
        file.previewRegions.sort { $0.tokenRange.lowerBound < $1.tokenRange.lowerBound }
        for d in file.declarations.indices where !file.declarations[d].isInPreview {
            if ranges.contains(where: { file.isDeclaration(d, inside: $0.declaration) }) { file.declarations[d].isInPreview = true }
        }
        for i in file.references.indices where !file.references[i].isInPreview && inside(file.references[i].token) {
            file.references[i].isInPreview = true
        }
        for i in file.calls.indices where !file.calls[i].isInPreview && inside(file.calls[i].token) { file.calls[i].isInPreview = true }
        for i in file.memberAccesses.indices where !file.memberAccesses[i].isInPreview && inside(file.memberAccesses[i].token) {
            file.memberAccesses[i].isInPreview = true
        }
        for i in file.assignments.indices where !file.assignments[i].isInPreview && inside(file.assignments[i].token) {
            file.assignments[i].isInPreview = true
        }
    }
}
