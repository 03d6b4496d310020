import Foundation
import Linters

/// Whether an item `add` would write declares a top-level type that the project already has
/// from its template (`add module Router` declaring `struct Router` beside puddles' `Router`
/// class) or that has the name of one of the project's targets (`struct Models` hiding the
/// module `Models`). Either way the package no longer builds, or means something else.
enum TypeClash {
    /// Why the item's name is refused, or nil. `newFiles` are the rendered files of the item;
    /// the template's project files are looked for in the project at `root` (one the user has
    /// since deleted declares nothing), and one that `add` would write again unchanged is not a clash.
    static func reason(newFiles: [TemplateFile], template: Template, project: ProjectName, root: String,
                       currentDirectory: String) -> String?
    {
        var declared: [String: String] = [:]
        let rendered = PlaceholderRenderer(variables: PlaceholderRenderer.projectVariables(project))
        for file in template.projectFiles where file.path.hasSuffix(".swift") {
            guard let path = try? rendered.render(file.path) else { continue }
            let absolute = root + "/" + path
            guard DiskEntry(at: absolute) == .file, let data = FileManager.default.contents(atPath: absolute) else { continue }
            let contents = Array(data)
            if newFiles.contains(where: { $0.path == path && $0.contents == contents }) { continue }
            for name in typeNames(in: contents, path: path) where declared[name] == nil {
                declared[name] = DisplayPath.relative(absolute, from: currentDirectory)
            }
        }
        let modules = Set(TemplateTargets(template).rendered(for: project))
        for file in newFiles where file.path.hasSuffix(".swift") {
            for name in typeNames(in: file.contents, path: file.path) {
                if let path = declared[name] {
                    return "it would declare a second type named '\(name)' (\(path) declares one)"
                }
                if modules.contains(name) {
                    return "it would declare a type named '\(name)', the name of the module '\(name)'"
                }
            }
        }
        return nil
    }

    /// The classes, structs, enums, protocols, actors and type aliases a file declares at its top level.
    static func typeNames(in contents: [UInt8], path: String) -> [String] {
        let syntax = SyntaxScanner.scan(SourceFile(path: path, bytes: contents), bodies: false)
        return syntax.children(of: nil).filter { $0.kind.isNominalType || $0.kind == .typealias }.map(\.name)
    }
}
