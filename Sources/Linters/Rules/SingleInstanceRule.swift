import ArchModel

/// Generic kind `single-instance`: at most one concrete type of the layer in the whole tree.
struct SingleInstanceRule: RuleChecker {
    let layer: String
    let kinds: [String]

    func check(_ context: RuleContext) {
        let project = context.project
        var found: [(file: Int, declaration: Declaration)] = []
        for (f, file) in project.files.enumerated() {
            for declaration in file.declarations where kinds.contains(declaration.kind.rawValue) && !declaration.isLocal && !declaration.isInPreview {
                if project.typeLayers[LintProject.simpleName(declaration.name)]?.contains(layer) == true { found.append((f, declaration)) }
            }
        }
        guard let first = found.first else { return }
        for other in found.dropFirst() {
            context.report(file: other.file, at: other.declaration.location,
                           "'\(other.declaration.name)' is a second \(layer) type; the first is '\(first.declaration.name)' in \(project.files[first.file].path)")
        }
    }
}
