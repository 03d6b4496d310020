import ArchModel

/// Generic kind `naming`: concrete types in scope are named with one of the suffixes.
struct NamingRule: ReadsNoCode {
    let scope: Scope
    let suffixes: [String]

    /// A scope of paths or of every file judges the types of no layer of a file it covers.
    func judgesTypesInNoLayer(file f: Int, in project: LintProject) -> Bool {
        project.coversCodeInNoLayer(scope, file: f)
    }

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices
            where file.declarations[d].kind.isConcreteType && file.declarations[d].parent == nil && !file.declarations[d].isInPreview {
                let declaration = file.declarations[d]
                guard project.contains(scope, file: f, declaration: d),
                      !suffixes.contains(where: { declaration.name.hasSuffix($0) }) else { continue }
                context.report(file: f, at: declaration.location,
                               "'\(declaration.name)' should be named '*\(suffixes.joined(separator: "' or '*"))'")
            }
        }
    }
}
