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
        func moduleName(_ target: String) -> String { target.split(separator: "/").last.map(String.init) ?? target }
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
        // The project's own modules the item's targets import, in the item's files or in any other
        // file of the target (huddle's `HuddleArch`, puddles' `Models`): a type of the same name
        // would hide theirs in the whole target (`add module View` declaring a `ViewBuilding` that
        // then refines itself instead of HuddleArch's; puddles' `add module Book` declaring a
        // `Book` view that the providers then took for the `Models.Book` they load). Only the
        // types such a module shows its importers count (`public`, `open`, `package`; and
        // `internal` ones through `@testable import`), found where the project's manifest puts
        // the module (`path: "Core/Models"`).
        let ownModules = Set(targets.map(moduleName))
        let manifest = FileManager.default.contents(atPath: root + "/Package.swift").map { String(decoding: $0, as: UTF8.self) }
        let modulePaths = manifest.map(TemplateTargets.paths(in:)) ?? [:]
        // By target: each project module imported, and whether with `@testable` in some file.
        var importsByTarget: [String: [String: Bool]] = [:]
        func add(_ contents: [UInt8], path: String) {
            for (module, isTestable) in imports(in: contents, path: path) where modules.contains(module) && !ownModules.contains(module) {
                let target = target(of: path)
                importsByTarget[target, default: [:]][module] = (importsByTarget[target]?[module] ?? false) || isTestable
            }
        }
        for path in targets.flatMap({ (try? FileDiscovery(root: root).discover([$0])) ?? [] }) where !newFiles.contains(where: { $0.path == path }) {
            if let data = FileManager.default.contents(atPath: root + "/" + path) { add(Array(data), path: path) }
        }
        for file in newFiles where file.path.hasSuffix(".swift") { add(file.contents, path: file.path) }
        // The types each imported module shows its importers, by (module, testable).
        var shownTypes: [String: [String: String]] = [:]
        func shown(by module: String, testable: Bool) -> [String: String] {
            let key = module + (testable ? "@testable" : "")
            if let types = shownTypes[key] { return types }
            let levels: Set<String> = testable ? ["public", "open", "package", "internal"] : ["public", "open", "package"]
            var types: [String: String] = [:]
            for path in (try? FileDiscovery(root: root).discover([modulePaths[module] ?? "Sources/" + module])) ?? [] {
                let absolute = root + "/" + path
                guard DiskEntry(at: absolute) == .file, let data = FileManager.default.contents(atPath: absolute) else { continue }
                for type in topLevelTypes(in: Array(data), path: path) where types[type.name] == nil
                    && levels.contains(type.modifiers.first(where: Self.accessLevels.contains) ?? "internal") {
                    types[type.name] = DisplayPath.relative(absolute, from: currentDirectory)
                }
            }
            shownTypes[key] = types
            return types
        }
        /// The imported module's type that a type of this name in `target` would hide, if any.
        func hidden(_ name: String, in target: String) -> (module: String, path: String)? {
            for (module, testable) in (importsByTarget[target] ?? [:]).sorted(by: { $0.key < $1.key }) {
                if let path = shown(by: module, testable: testable)[name] { return (module, path) }
            }
            return nil
        }
        for file in newFiles where file.path.hasSuffix(".swift") {
            for name in typeNames(in: file.contents, path: file.path) {
                if let path = declared[name] {
                    return "it would declare a second type named '\(name)' (\(path) declares one)"
                }
                if modules.contains(name) {
                    return "it would declare a type named '\(name)', the name of the module '\(name)'"
                }
                if let (module, path) = hidden(name, in: target(of: file.path)) {
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

    /// The modules a file imports, and whether with `@testable`.
    static func imports(in contents: [UInt8], path: String) -> [(module: String, testable: Bool)] {
        SyntaxScanner.scan(SourceFile(path: path, bytes: contents), bodies: false).imports.map { ($0.module, $0.attributes.contains("testable")) }
    }

    static let accessLevels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]

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
