import ArchModel

/// Generic kind `single-instance`: at most one concrete type of the layer in the whole tree, and,
/// when `required`, exactly one.
///
/// A second type is reported at its name. A missing one has no place of its own: it is reported
/// at line 1, column 1 of the first linted file by path (nothing is reported when no file is
/// linted), so it shows, is sorted and can be baselined like any other finding. A missing type
/// is reported only when the model covers the whole project (`LintProject.coversWholeProject`;
/// the CLI's lints always do: paths in a project are read with the rest of it, and without a
/// configuration the paths are the tree).
struct SingleInstanceRule: ReadsNoCode {
    let layer: String
    let kinds: [String]
    var required = false

    func check(_ context: RuleContext) {
        let project = context.project
        var found: [(file: Int, declaration: Declaration)] = []
        // One type declared twice in one file is the branches of an `#if` (`#if canImport(UIKit)
        // final class AppRepository … #else final class AppRepository …`): one type for each
        // platform. In two files (two modules, say), they are two.
        for (f, file) in project.files.enumerated() {
            var names: Set<String> = []
            for declaration in file.declarations where kinds.contains(declaration.kind.rawValue) && !declaration.isLocal && !declaration.isInPreview {
                if project.layers(ofDeclared: declaration.qualifiedName).contains(layer), names.insert(declaration.qualifiedName).inserted {
                    found.append((f, declaration))
                }
            }
        }
        guard let first = found.first else {
            // Only a lint of the whole project can tell that the type is missing from it.
            if required, let f = project.files.indices.min(by: { project.files[$0].path < project.files[$1].path }),
               project.coversWholeProject {
                context.report(file: f, at: SourceLocation(line: 1, column: 1), "the tree declares no \(layer) type; it needs exactly one",
                               aboutTheWholeProject: true)
            }
            return
        }
        for other in found.dropFirst() {
            context.report(file: other.file, at: other.declaration.location,
                           "'\(other.declaration.name)' is a second \(layer) type; the first is '\(first.declaration.name)' in \(project.files[first.file].path)",
                           relatedFiles: [first.file])
        }
    }
}
