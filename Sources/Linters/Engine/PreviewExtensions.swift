/// Marks as preview code, across the tree, what STYLES.md calls "the bodies of types that
/// conform to PreviewProvider" where the scanner cannot tell it from one declaration: the
/// scanner marks a type or extension that names `PreviewProvider` in its own clause. Here:
/// - a type or extension that conforms through a protocol refining `PreviewProvider` in the
///   tree (`protocol AppPreviewProvider: PreviewProvider`);
/// - a type given the conformance by an extension (`extension CartPreviews: PreviewProvider {}`)
///   whose own body declares `static var previews`: a preview type. An app type whose
///   `previews` is in that extension (`extension HomeScene: PreviewProvider { static var
///   previews … }`) stays app code, and only the extension is preview code;
/// - the other extensions of a preview type (`extension BookScene_Previews { static var sample
///   … }`), in any file: extensions count.
enum PreviewExtensions {
    /// Returns the files in which a type declaration (not only an extension) was marked: their
    /// `FileFacts` counted it as a concrete type of its layer.
    @discardableResult
    static func mark(_ files: inout [FileSyntax]) -> [Int] {
        // Protocols refining `PreviewProvider` in the tree, transitively.
        var previewProtocols: Set<String> = ["PreviewProvider"]
        var protocols: [(name: String, refined: [String])] = []
        for file in files {
            for declaration in file.declarations where declaration.kind == .protocol && !declaration.isLocal {
                protocols.append((TypeIndex.simpleName(declaration.name), declaration.inheritance.map(\.name)))
            }
        }
        var grew = true
        while grew {
            grew = false
            for p in protocols where !previewProtocols.contains(p.name) && p.refined.contains(where: previewProtocols.contains) {
                previewProtocols.insert(p.name)
                grew = true
            }
        }
        func conforms(_ declaration: Declaration) -> Bool {
            declaration.inheritance.contains { previewProtocols.contains($0.name) }
        }
        // Preview types: conforming in their own clause, or by an extension with `previews` in
        // their own body.
        var previewTypes: Set<String> = []
        var extendedToConform: Set<String> = []
        var declaringPreviews: Set<String> = []
        for file in files {
            let declarations = file.declarations
            for d in declarations.indices where !declarations[d].isLocal {
                let kind = declarations[d].kind
                if kind.isNominalType, conforms(declarations[d]) {
                    previewTypes.insert(TypeIndex.simpleName(declarations[d].name))
                } else if kind == .extension, conforms(declarations[d]) {
                    extendedToConform.insert(TypeIndex.simpleName(declarations[d].name))
                } else if kind == .variable, declarations[d].name == "previews", declarations[d].hasModifier("static"),
                          let owner = declarations[d].parent, declarations[owner].kind.isNominalType {
                    declaringPreviews.insert(TypeIndex.simpleName(declarations[owner].name))
                }
            }
        }
        previewTypes.formUnion(extendedToConform.intersection(declaringPreviews))
        guard !previewTypes.isEmpty || previewProtocols.count > 1 else { return [] }
        var typesMarked: [Int] = []
        for f in files.indices {
            var ranges: [(declaration: Int, tokens: Range<Int>)] = []
            var marksType = false
            let declarations = files[f].declarations
            for d in declarations.indices where !declarations[d].isInPreview && !declarations[d].isLocal {
                let kind = declarations[d].kind
                guard kind.hasMembers else { continue }
                if previewTypes.contains(TypeIndex.simpleName(declarations[d].name)) || (kind == .extension && conforms(declarations[d])) {
                    ranges.append((d, declarations[d].tokenRange))
                    if kind != .extension { marksType = true }
                }
            }
            if !ranges.isEmpty { mark(&files[f], ranges) }
            if marksType { typesMarked.append(f) }
        }
        return typesMarked
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
