import Foundation
import Linters

/// Whether an item `add` would write declares a top-level type that its target already has
/// (`add module Router` declaring `struct Router` beside puddles' `Router` class; a step
/// `Welcome` added to a second flow declaring a second `WelcomeStep`), puts a second file of
/// one name in a target (SwiftPM refuses `WelcomeStep.swift` twice in a module), or declares a
/// type with the name of one of the project's targets (`struct Models` hiding the module
/// `Models`). Either way the package no longer builds, or means something else.
enum TypeClash {
    /// Why the item's name is refused, or nil. `newFiles` are the rendered files of the item;
    /// every Swift file of the project at `root` is looked at, but one that `add` would write
    /// again (unchanged, or replaced with `--force`) is not a clash with itself.
    static func reason(newFiles: [TemplateFile], template: Template, project: ProjectName, root: String,
                       currentDirectory: String) -> String?
    {
        // A file `add` writes again is not a clash with itself when it is unchanged, or one of the
        // project's items replaced with --force; a file of the template's skeleton replaced by an
        // item still counts (`add module root --force` over the example's `Root`).
        let rendered = PlaceholderRenderer(variables: PlaceholderRenderer.projectVariables(project))
        let skeleton = Set(template.projectFiles.compactMap { try? rendered.render($0.path) })
        // SwiftPM's module of a file: its target folder (`Sources/<Target>`, `Tests/<Target>`, as
        // the templates lay targets out). A name is one module's: another target may reuse it.
        func target(of path: String) -> String { path.split(separator: "/").prefix(2).joined(separator: "/") }
        let targets = Set(newFiles.map { target(of: $0.path) }).sorted()
        let existing = targets.flatMap { (try? FileDiscovery(root: root).discover([$0])) ?? [] }.filter { path in
            guard let new = newFiles.first(where: { $0.path == path }) else { return true }
            return skeleton.contains(path) && FileManager.default.contents(atPath: root + "/" + path).map(Array.init) != new.contents
        }
        // Each top-level type name of the files, with the first file that declares it (as shown).
        func declaredTypes(in paths: [String]) -> [String: String] {
            var declared: [String: String] = [:]
            for path in paths {
                let absolute = root + "/" + path
                guard DiskEntry(at: absolute) == .file, let data = FileManager.default.contents(atPath: absolute) else { continue }
                for name in typeNames(in: Array(data), path: path) where declared[name] == nil {
                    declared[name] = DisplayPath.relative(absolute, from: currentDirectory)
                }
            }
            return declared
        }
        let declared = declaredTypes(in: existing)
        let modules = Set(TemplateTargets(template).rendered(for: project))
        // The project's own modules the item's target imports, in the item's files or in any other
        // file of the target (huddle's `HuddleArch`, puddles' `Models`): a type of the same name
        // would hide theirs in the whole target (`add module View` declaring a `ViewBuilding` that
        // then refines itself instead of HuddleArch's; puddles' `add module Book` declaring a
        // `Book` view that the providers then took for the `Models.Book` they load). Only the
        // types such a module shows its importers count (`public`, `open`, `package`), found
        // where the project's manifest puts the module (`path: "Core/Models"`).
        let ownModules = Set(targets.map { $0.split(separator: "/").last.map(String.init) ?? $0 })
        var importedModules: Set<String> = []
        let targetFiles = targets.flatMap { (try? FileDiscovery(root: root).discover([$0])) ?? [] }
        for path in targetFiles where !newFiles.contains(where: { $0.path == path }) {
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
            importedModules.formUnion(imports(in: Array(data), path: path))
        }
        for file in newFiles where file.path.hasSuffix(".swift") { importedModules.formUnion(imports(in: file.contents, path: file.path)) }
        importedModules = importedModules.intersection(modules).subtracting(ownModules)
        let manifest = FileManager.default.contents(atPath: root + "/Package.swift").map { String(decoding: $0, as: UTF8.self) }
        let modulePaths = manifest.map(TemplateTargets.paths(in:)) ?? [:]
        var imported: [String: (module: String, path: String)] = [:]
        for module in importedModules.sorted() {
            let folder = modulePaths[module] ?? "Sources/" + module
            for path in (try? FileDiscovery(root: root).discover([folder])) ?? [] {
                let absolute = root + "/" + path
                guard DiskEntry(at: absolute) == .file, let data = FileManager.default.contents(atPath: absolute) else { continue }
                for type in topLevelTypes(in: Array(data), path: path) where imported[type.name] == nil
                    && type.modifiers.contains(where: { $0 == "public" || $0 == "open" || $0 == "package" }) {
                    imported[type.name] = (module, DisplayPath.relative(absolute, from: currentDirectory))
                }
            }
        }
        for file in newFiles where file.path.hasSuffix(".swift") {
            for name in typeNames(in: file.contents, path: file.path) {
                if let path = declared[name] {
                    return "it would declare a second type named '\(name)' (\(path) declares one)"
                }
                if modules.contains(name) {
                    return "it would declare a type named '\(name)', the name of the module '\(name)'"
                }
                if let (module, path) = imported[name] {
                    return "it would declare a type named '\(name)', which hides the one of the module '\(module)' its target imports (\(path))"
                }
            }
        }
        // A file's name within its target: SwiftPM refuses two of one name in a module.
        func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
        var fileNames: [String: String] = [:]
        for path in existing { fileNames[target(of: path) + "|" + fileName(path)] = path }
        for file in newFiles where file.path.hasSuffix(".swift") {
            if let other = fileNames[target(of: file.path) + "|" + fileName(file.path)] {
                return "it would add a second file named '\(fileName(file.path))' to '\(target(of: file.path))' "
                    + "(\(DisplayPath.relative(root + "/" + other, from: currentDirectory)) is one), which SwiftPM refuses"
            }
        }
        return nil
    }

    /// The modules a file imports.
    static func imports(in contents: [UInt8], path: String) -> [String] {
        SyntaxScanner.scan(SourceFile(path: path, bytes: contents), bodies: false).imports.map(\.module)
    }

    /// The classes, structs, enums, protocols, actors and type aliases a file declares at its top level.
    static func typeNames(in contents: [UInt8], path: String) -> [String] {
        topLevelTypes(in: contents, path: path).map(\.name)
    }

    /// The top-level type declarations and type aliases of a file, in source order.
    static func topLevelTypes(in contents: [UInt8], path: String) -> [Declaration] {
        let syntax = SyntaxScanner.scan(SourceFile(path: path, bytes: contents), bodies: false)
        return syntax.children(of: nil).filter { $0.kind.isNominalType || $0.kind == .typealias }
    }
}
