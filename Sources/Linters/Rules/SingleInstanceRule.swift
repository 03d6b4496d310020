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

    /// The first type of the layer by path makes the second one's finding, wherever it is.
    var layersCountedAcrossFiles: Set<String> { [layer] }

    func check(_ context: RuleContext) {
        let project = context.project
        var found: [(file: Int, declaration: Declaration)] = []
        // A type of the layer of another kind (`struct BookRepository`), for the message when none is of these kinds.
        var otherKind: Declaration?
        // One type declared twice in one file is the branches of an `#if` (`#if canImport(UIKit)
        // final class AppRepository … #else final class AppRepository …`): one type for each
        // platform. In two files (two modules, say), they are two.
        for (f, file) in project.files.enumerated() {
            var names: Set<String> = []
            for declaration in file.declarations where declaration.kind.isNominalType && !declaration.isLocal && !declaration.isInPreview {
                guard kinds.contains(declaration.kind.rawValue) else {
                    if required, otherKind == nil, project.layers(ofDeclared: declaration.qualifiedName).contains(layer) { otherKind = declaration }
                    continue
                }
                if project.layers(ofDeclared: declaration.qualifiedName).contains(layer), names.insert(declaration.qualifiedName).inserted {
                    found.append((f, declaration))
                }
            }
        }
        guard !found.isEmpty else {
            // Only a lint of the whole project can tell that the type is missing from it.
            // (At the first file by path that is no package manifest, which no rule judges.)
            let files = project.files.indices.filter { !Linter.isPackageManifest(project.files[$0]) }
            if required, let f = (files.isEmpty ? Array(project.files.indices) : files).min(by: { project.files[$0].path < project.files[$1].path }),
               project.coversWholeProject {
                // (A kind the layer may not hold is said: `BookRepository` is in the layer by name, but a struct.)
                let what = Set(kinds).isSuperset(of: ["class", "struct", "enum", "actor"]) || kinds.isEmpty ? "type"
                    : kinds.count == 1 ? kinds[0] : kinds.dropLast().joined(separator: ", ") + " or " + kinds[kinds.count - 1]
                let aside = otherKind.map { " ('\($0.name)' is \($0.kind == .enum || $0.kind == .actor ? "an" : "a") \($0.kind.rawValue))" } ?? ""
                context.report(file: f, at: SourceLocation(line: 1, column: 1), "the tree declares no \(what) in layer \(layer)\(aside); it needs exactly one",
                               aboutTheWholeProject: true)
            }
            return
        }
        // The first by path is the one; but not one the team set aside as the extra (a
        // suppression of the rule at it, its type in the rule's `except-types` or its file in
        // `exclude`): its finding would be dropped, and the real one reported in its stead.
        let kept = found.count < 2 ? 0 : found.indices.first { !isSetAside(found[$0], context) } ?? 0
        let first = found[kept]
        for (k, other) in found.enumerated() where k != kept {
            context.report(file: other.file, at: other.declaration.location,
                           "'\(other.declaration.name)' is a second type in layer \(layer); the first is '\(first.declaration.name)' in \(project.files[first.file].path)",
                           relatedFiles: [first.file])
        }
    }

    /// Whether the team keeps this type out of the rule: a suppression of it where its finding
    /// would be, its name among the rule's `except-types`, its file among its `exclude` globs.
    private func isSetAside(_ type: (file: Int, declaration: Declaration), _ context: RuleContext) -> Bool {
        let rule = context.rule
        let file = context.project.files[type.file]
        let location = type.declaration.location
        // Its finding, as the configuration's exceptions would judge it (every form of
        // `except-types`: the type, a type around it, through its module).
        let probe = Finding(path: file.path, line: location.line, column: location.column, severity: rule.severity, rule: rule.id, message: "")
        if !RuleExceptions.apply(to: [probe], rules: [rule], project: context.project).excluded.isEmpty { return true }
        return Suppression.parse(file.file).suppressions.contains { $0.rules.contains(rule.id) && $0.lines.contains(location.line) }
    }
}
