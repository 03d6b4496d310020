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
        // item still counts (`add module root --force` over the example's `Root`; `add` refuses
        // such an item before asking, as one the project has: `templateItemFiles`).
        let skeleton = skeletonPaths(template: template, project: project)
        // A name is one module's: another target may reuse it.
        func moduleName(_ target: String) -> String { target.split(separator: "/").last.map(String.init) ?? target }
        let targets = Set(newFiles.map { target(of: $0.path) }).sorted()
        let newPaths = Set(newFiles.map(\.path))
        let inTargets = targets.flatMap { (try? FileDiscovery(root: root).discover([$0])) ?? [] }
        let existing = inTargets.filter { path in
            guard let new = newFiles.first(where: { $0.path == path }) else { return true }
            return skeleton.contains(path) && FileManager.default.contents(atPath: root + "/" + path).map(Array.init) != new.contents
        }
        // Each Swift file on disk is read and skimmed once, for its types and its imports.
        var skims: [String: FileSyntax?] = [:]
        func skim(_ path: String) -> FileSyntax? {
            if let known = skims[path] { return known }
            let absolute = root + "/" + path
            let syntax = DiskEntry(at: absolute) == .file ? FileManager.default.contents(atPath: absolute).map {
                SyntaxScanner.scan(SourceFile(path: path, bytes: Array($0)), bodies: false)
            } : nil
            skims[path] = syntax
            return syntax
        }
        // Each top-level type name of the existing files, with the first file that declares it (as shown).
        var declared: [String: String] = [:]
        for path in existing {
            for type in skim(path).map(Self.topLevelTypes) ?? [] where declared[type.name] == nil {
                declared[type.name] = DisplayPath.relative(root + "/" + path, from: currentDirectory)
            }
        }
        // The template's targets and the ones the user added to the manifest since.
        let manifestText = FileManager.default.contents(atPath: root + "/Package.swift").map { String(decoding: $0, as: UTF8.self) }
        let modules = Set(TemplateTargets(template).rendered(for: project) + (manifestText.map(TemplateTargets.names(in:)) ?? []))
        // The project's own modules the item's targets import, in the item's files or in any other
        // file of the target (huddle's `HuddleArch`, puddles' `Models`): a type of the same name
        // would hide theirs in the whole target (`add module View` declaring a `ViewBuilding` that
        // then refines itself instead of HuddleArch's; puddles' `add module Book` declaring a
        // `Book` view that the providers then took for the `Models.Book` they load). Only the
        // types such a module shows its importers count (`public`, `open`, `package`; and
        // `internal` ones through `@testable import`), found where the project's manifest puts
        // the module (`path: "Core/Models"`).
        let ownModules = Set(targets.map(moduleName))
        let modulePaths = manifestText.map(TemplateTargets.paths(in:)) ?? [:]
        // By target: each project module imported, and whether with `@testable` in some file.
        var importsByTarget: [String: [String: Bool]] = [:]
        func add(_ syntax: FileSyntax) {
            for declaration in syntax.imports where modules.contains(declaration.module) && !ownModules.contains(declaration.module) {
                let target = target(of: syntax.path)
                importsByTarget[target, default: [:]][declaration.module] =
                    (importsByTarget[target]?[declaration.module] ?? false) || declaration.attributes.contains("testable")
            }
        }
        for path in inTargets where !newPaths.contains(path) {
            if let syntax = skim(path) { add(syntax) }
        }
        // The item's own Swift files, skimmed once.
        let newSkims = newFiles.filter { $0.path.hasSuffix(".swift") }.map { SyntaxScanner.scan(SourceFile(path: $0.path, bytes: $0.contents), bodies: false) }
        for syntax in newSkims { add(syntax) }
        // The types each imported module shows its importers, by (module, testable).
        var shownTypes: [String: [String: String]] = [:]
        func shown(by module: String, testable: Bool) -> [String: String] {
            let key = module + (testable ? "@testable" : "")
            if let types = shownTypes[key] { return types }
            let levels: Set<String> = testable ? ["public", "open", "package", "internal"] : ["public", "open", "package"]
            var types: [String: String] = [:]
            for path in (try? FileDiscovery(root: root).discover([modulePaths[module] ?? "Sources/" + module])) ?? [] {
                for type in skim(path).map(Self.topLevelTypes) ?? [] where types[type.name] == nil
                    && levels.contains(type.modifiers.first(where: Self.accessLevels.contains) ?? "internal") {
                    types[type.name] = DisplayPath.relative(root + "/" + path, from: currentDirectory)
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
        for syntax in newSkims {
            for name in Self.topLevelTypes(syntax).map(\.name) {
                if let path = declared[name] {
                    return "it would declare a second type named '\(name)' (\(path) declares one)"
                }
                if modules.contains(name) {
                    return "it would declare a type named '\(name)', the name of the module '\(name)'"
                }
                if let (module, path) = hidden(name, in: target(of: syntax.path)) {
                    return "it would declare a type named '\(name)', which hides the one of the module '\(module)' its target imports (\(path))"
                }
            }
        }
        // A path that differs from one already there only by case: one file on a disk that
        // ignores case, as macOS's does (`Modules/Settingslist.swift` beside `Modules/SettingsList.swift`).
        let lowercasedExisting = Dictionary(inTargets.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for file in newFiles {
            if let other = lowercasedExisting[file.path.lowercased()], other != file.path {
                return "it would add '\(file.path)', which differs only in case from '\(DisplayPath.relative(root + "/" + other, from: currentDirectory))' "
                    + "(one file on a disk that ignores case, as macOS's)"
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

    /// The item's files that the project's template wrote itself, when `add` would write one of
    /// them with other contents (none otherwise): the project has this item from its template
    /// (vidrep's example scene `Books`, puddles' root module `Root`), and the rest of the skeleton
    /// uses it as the template wrote it, which `add`'s files are not (vidrep's `AppRouter`
    /// conforms to a `BooksSceneRouterDelegate` they do not declare, and `BooksReducerTests` would
    /// be declared twice; puddles' `Root` is the app's navigation root, holding the marker its
    /// modules register at). So it is not replaced, even with `--force`. Root-relative, in the
    /// item's order.
    static func templateItemFiles(newFiles: [TemplateFile], template: Template, project: ProjectName, root: String) -> [String] {
        let skeleton = skeletonPaths(template: template, project: project)
        let made = newFiles.filter { skeleton.contains($0.path) && DiskEntry(at: root + "/" + $0.path) != .missing }
        let differs = made.contains { FileManager.default.contents(atPath: root + "/" + $0.path).map(Array.init) != $0.contents }
        return differs ? made.map(\.path) : []
    }

    /// The paths of the template's project files, rendered for `project`.
    private static func skeletonPaths(template: Template, project: ProjectName) -> Set<String> {
        let rendered = PlaceholderRenderer(variables: PlaceholderRenderer.projectVariables(project))
        return Set(template.projectFiles.compactMap { try? rendered.render($0.path) })
    }

    static let accessLevels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]

    /// SwiftPM's module of a root-relative file: its target folder (`Sources/<Target>`,
    /// `Tests/<Target>`, as the templates lay targets out).
    static func target(of path: String) -> String { path.split(separator: "/").prefix(2).joined(separator: "/") }

    /// The top-level type declarations and type aliases of a file, in source order.
    static func topLevelTypes(in contents: [UInt8], path: String) -> [Declaration] {
        topLevelTypes(SyntaxScanner.scan(SourceFile(path: path, bytes: contents), bodies: false))
    }

    /// The top-level type declarations and type aliases of a scanned file, in source order.
    static func topLevelTypes(_ syntax: FileSyntax) -> [Declaration] {
        syntax.children(of: nil).filter { $0.kind.isNominalType || $0.kind == .typealias }
    }
}
