/// Marks as preview code, across the tree, what STYLES.md calls "the bodies of types that
/// conform to PreviewProvider" where the scanner cannot tell it from one declaration: the
/// scanner marks a type or extension that names `PreviewProvider` in its own clause. Here:
/// - a type or extension that conforms through a protocol refining `PreviewProvider` in the
///   tree (`protocol AppPreviewProvider: PreviewProvider`), or a type alias of it;
/// - a type given the conformance by an extension (`extension CartPreviews: PreviewProvider {}`)
///   whose own body declares `static var previews` and whose own declaration has no clause: a
///   preview type (`struct Cart: View` that declares `previews` is app code). An app type whose
///   `previews` is in that extension (`extension HomeScene: PreviewProvider { static var
///   previews … }`) stays app code, and only the extension is preview code; a type named as
///   previews are (`BookBadge_Previews`) with no clause of its own is a preview type either way;
/// - the other extensions of a preview type (`extension BookScene_Previews { static var sample
///   … }`), in any file: extensions count.
enum PreviewExtensions {
    /// Returns the files in which a type declaration (not only an extension) was marked: their
    /// `FileFacts` counted it as a concrete type of its layer.
    ///
    /// Runs on every lint, over every declaration: the first pass only compares kinds, flags
    /// and short names; the rest runs only where the tree has preview code.
    @discardableResult
    static func mark(_ files: inout [FileSyntax]) -> [Int] {
        var previewTypes: Set<String> = []           // conforming in their own clause (the scanner's mark)
        var extendedToConform: Set<String> = []      // given `PreviewProvider` by an extension
        var declaringPreviews: Set<String> = []      // declaring `static var previews` in their own body
        var refining: [(name: String, refined: [String])] = []
        // File by file in parallel (every declaration of the tree is looked at), then merged.
        let found = Parallel.map(files.count) { f in facts(of: files[f]) }
        for part in found {
            previewTypes.formUnion(part.previewTypes)
            extendedToConform.formUnion(part.extendedToConform)
            declaringPreviews.formUnion(part.declaringPreviews)
            refining += part.refining
        }
        // Protocols refining `PreviewProvider` in the tree, transitively (rare: then the types and
        // extensions that conform through them are looked for).
        let frameworkPreviewProtocols: Set<String> = ["PreviewProvider", "PreviewModifier"]
        var previewProtocols = frameworkPreviewProtocols
        var grew = true
        while grew {
            grew = false
            for p in refining where !previewProtocols.contains(p.name) && p.refined.contains(where: previewProtocols.contains) {
                previewProtocols.insert(p.name)
                grew = true
            }
        }
        func conforms(_ declaration: Declaration) -> Bool { declaration.inheritance.contains { previewProtocols.contains($0.name) } }
        var conformingExtensions = false
        if previewProtocols.count > frameworkPreviewProtocols.count {
            for file in files {
                let declarations = file.declarations
                for d in declarations.indices where declarations[d].kind.hasMembers && !declarations[d].isLocal && conforms(declarations[d]) {
                    if declarations[d].kind == .extension {
                        extendedToConform.insert(declarations[d].name)
                        conformingExtensions = true
                    } else {
                        previewTypes.insert(declarations[d].qualifiedName)
                    }
                }
            }
        }
        // The types that become preview code here, not in their own declaration's scan.
        let declaredElsewhere = extendedToConform.intersection(declaringPreviews)
        var typesToMark = declaredElsewhere
        if previewProtocols.count > frameworkPreviewProtocols.count { typesToMark.formUnion(previewTypes) }
        previewTypes.formUnion(declaredElsewhere)
        guard !previewTypes.isEmpty || conformingExtensions else { return [] }
        // What each file marks, file by file in parallel (every declaration is looked at); then
        // the few files that mark something, marked.
        let marks = Parallel.map(files.count) { f -> (ranges: [(declaration: Int, tokens: Range<Int>)], marksType: Bool) in
            var ranges: [(declaration: Int, tokens: Range<Int>)] = []
            var marksType = false
            let declarations = files[f].declarations
            for d in declarations.indices where !declarations[d].isInPreview && !declarations[d].isLocal {
                let kind = declarations[d].kind
                if kind == .extension {
                    guard previewTypes.contains(declarations[d].name) || (conformingExtensions && conforms(declarations[d])) else { continue }
                } else {
                    guard kind.isNominalType, !typesToMark.isEmpty, typesToMark.contains(declarations[d].qualifiedName) else { continue }
                    marksType = true
                }
                ranges.append((d, declarations[d].tokenRange))
            }
            return (ranges, marksType)
        }
        var typesMarked: [Int] = []
        for f in files.indices {
            if !marks[f].ranges.isEmpty { mark(&files[f], marks[f].ranges) }
            if marks[f].marksType { typesMarked.append(f) }
        }
        return typesMarked
    }

    /// What one file tells of preview code (`mark(_:)`'s first pass): the types conforming to
    /// `PreviewProvider` in their own clause, the names extensions give it, the types declaring
    /// `static var previews` in their own body (or named as previews are), and the protocols
    /// that refine something.
    private static func facts(of file: FileSyntax)
        -> (previewTypes: [String], extendedToConform: [String], declaringPreviews: [String], refining: [(name: String, refined: [String])]) {
        var previewTypes: [String] = [], extendedToConform: [String] = [], declaringPreviews: [String] = []
        var refining: [(name: String, refined: [String])] = []
        let declarations = file.declarations
        for d in declarations.indices {
            let kind = declarations[d].kind
            if kind == .variable {
                // (Only a type with no clause of its own: `struct Cart: View` with `previews` in
                // its body and the conformance in an extension is app code.)
                if declarations[d].name == "previews", let owner = declarations[d].parent, declarations[owner].kind.isNominalType,
                   !declarations[owner].isLocal, declarations[owner].inheritance.isEmpty, declarations[d].hasModifier("static") {
                    declaringPreviews.append(declarations[owner].qualifiedName)
                }
            } else if kind == .protocol {
                if !declarations[d].inheritance.isEmpty, !declarations[d].isLocal {
                    refining.append((declarations[d].name, declarations[d].inheritance.map(\.name)))
                }
            } else if kind == .typealias, declarations[d].parent == nil, !declarations[d].isLocal, let aliased = declarations[d].aliasedType {
                // `typealias Preview = PreviewProvider` (or `PreviewProvider & Sendable`) at file level:
                // conforming to the alias is conforming to it. (One nested in a type names another
                // type than a top-level `Preview` outside it.)
                refining.append((declarations[d].name, aliased.split(separator: "&").map { TypeIndex.simpleName(String($0).trimmingSpaces) }))
            } else if kind.isNominalType, declarations[d].inheritance.isEmpty, !declarations[d].isLocal,
                      declarations[d].name.hasSuffix("Previews") {
                // Named as previews are (`BookBadge_Previews`), with no clause of its own: a
                // preview type when an extension gives it `PreviewProvider`, wherever its `previews` is.
                declaringPreviews.append(declarations[d].qualifiedName)
            } else if declarations[d].isInPreview, !declarations[d].isLocal, kind.hasMembers,
                      declarations[d].inheritance.contains(where: \.isPreviewProvider) {
                // By the name as written (`Storage.Row`), not the simple one: `Settings.Row` is another type.
                if kind == .extension { extendedToConform.append(declarations[d].name) } else { previewTypes.append(declarations[d].qualifiedName) }
            }
        }
        return (previewTypes, extendedToConform, declaringPreviews, refining)
    }

    /// Marks each range's declaration, what is declared in it, and the code facts written in it.
    static func mark(_ file: inout FileSyntax, _ ranges: [(declaration: Int, tokens: Range<Int>)]) {
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
