import ArchModel
import Linters

/// `archtool inspect layers [<paths>...]`: which layer each type is in, and the files and types
/// that match no layer or several, so a team can check its layer definitions.
struct InspectLayersCommand: Command {
    static let spec = CommandSpec(
        name: "layers",
        abstract: "Show the layer of every type, and what matches no layer or several.",
        discussion: """
            Uses the same configuration as 'archtool lint'. For each file: its path, the
            layers its path matches, then each top-level type as 'line:col kind Name:
            layers', each with why: its file's path, its name's suffix (name *Scene), a
            supertype (inherits View), an attribute (@main), or how the tree uses it.
            A type only previews use is shown as 'preview code', as lint reads it (no rule
            checks it), with the layers it would be in. Ends with the files whose types
            match no layer and the types that match two or more. 'archtool styles <style>'
            shows the layers' definitions.
            """,
        arguments: [ArgumentSpec(name: "paths", help: "Files or folders (default: the project).", isOptional: true, isVariadic: true)],
        options: [
            StyleOption.spec.optionalCopy,
            OptionSpec(name: "config", valueName: "file", help: "The configuration file (default: ./.archtool.json, or the nearest one above in a git repository); its folder is the project root."),
        ])

    let paths: [String]
    let styleOverride: Style?
    let configPath: String?

    init(arguments: ParsedArguments, path: [String]) throws {
        paths = arguments.positionals
        styleOverride = try arguments.value("style").map { try StyleOption.parse($0, path: path) }
        configPath = arguments.value("config")
    }

    func run(_ console: Console) throws -> Int32 {
        let cwd = console.currentDirectory
        let setup = try LintSetup.load(configPath: configPath, styleOverride: styleOverride, cwd: cwd, commandPath: ["inspect", "layers"])
        // A path into the project by another name (a link, its real path) is the project's file,
        // in the layers of its path there, as `lint` takes it.
        let givenPaths = setup.projectPaths(self.paths, cwd: cwd)
        // As in `lint`: paths in the project are read with the whole project (the layers of
        // the types the tree uses, whether only previews use a type), and only they are shown.
        let narrows = setup.narrowsProject(to: givenPaths, cwd: cwd)
        let selection = try setup.selection(narrows ? [] : givenPaths, cwd: cwd)
        // (A path to or into a folder the walk reached only through a link is named through it.)
        let paths = narrows ? setup.namingThroughLinks(givenPaths, cwd: cwd, linkedFolders: selection.linkedFolders) : givenPaths
        let named = narrows ? LintSetup.naming(try setup.selection(paths, cwd: cwd), as: selection, root: setup.root) : selection
        let (files, unreadable) = narrows ? LintSetup.merging(selection, named) : (selection.files, selection.unreadable)
        let shownFiles = Set(named.files.map { Array($0.utf8) })
        // Folders it could not look into, as lint reports them.
        for item in unreadable where !narrows || named.unreadable.contains(where: { $0.path == item.path }) {
            console.err("warning: \(DisplayPath.relative(setup.root + "/" + item.path, from: cwd, within: setup.root)): \(item.problem)\n")
        }
        // Files outside the project root come as absolute paths, as `lint` takes them.
        let absolute = { (path: String) in path.hasPrefix("/") ? path : setup.root + "/" + path }
        var contents: [String: [UInt8]] = [:]
        let readable = files.filter { path in
            do throws(FileReader.Failure) {
                let bytes = try FileReader.read(absolute(path))
                // As in `lint`, which reads no types from such a file.
                if let (location, what) = Linter.notSwiftText(SourceFile(path: path, bytes: bytes)) {
                    if shownFiles.contains(Array(path.utf8)) {
                        console.err("warning: \(DisplayPath.relative(absolute(path), from: cwd, within: setup.root)):\(location.line):\(location.column): the file is not Swift text: \(what); it was not read\n")
                    }
                    return false
                }
                contents[path] = bytes
                return true
            } catch {
                if shownFiles.contains(Array(path.utf8)) {
                    console.err("warning: \(DisplayPath.relative(absolute(path), from: cwd, within: setup.root)): cannot read the file: \(error.reason)\n")
                }
                return false
            }
        }
        // The model `lint` builds, by the same code: with the Xcode projects' default isolation
        // and the types only previews use made preview code. Without rules, so every file is read
        // in full and every such type is found (`lint` looks only where one can change a finding).
        let result = Linter.lint(root: setup.root, paths: readable, layers: setup.layers, rules: [], overrides: contents,
                                 annotates: false, codeDemand: false, xcodeProjects: selection.xcodeProjects)
        guard let project = result.project else { return 0 }
        let previewOnly = Set(result.previewOnly.map { [$0.file, $0.declaration] })
        var unassigned: [String] = []
        var ambiguous: [String] = []
        var out = ""
        for (f, file) in project.files.enumerated() where shownFiles.contains(Array(file.path.utf8)) {
            let shown = DisplayPath.relative(absolute(file.path), from: cwd, within: setup.root)
            out += "\(shown): \(Self.list(project.fileLayers[f]))\n"
            var fileHasLayer = !project.fileLayers[f].isEmpty
            for (d, declaration) in file.declarations.enumerated() where declaration.parent == nil && declaration.kind.hasMembers {
                let isPreviewOnly = previewOnly.contains([f, d])
                guard !declaration.isInPreview || isPreviewOnly else { continue }
                let layers = project.layers(file: f, declaration: d)
                let explained = layers.sorted().map { layer in
                    let why = Self.reasons(layer, declaration, inFile: f, project)
                    return why.isEmpty ? layer : "\(layer) (\(why.joined(separator: ", ")))"
                }
                let shownLayers = layers.isEmpty ? "(no layer)" : explained.joined(separator: ", ")
                // Rules skip it as preview code: it is in none of its layers' lists (no second
                // Repository); its layers are said, for the user who wonders why.
                out += "  \(declaration.location) \(declaration.kind.rawValue) \(declaration.name): "
                    + (isPreviewOnly ? "preview code (only previews use it)\(layers.isEmpty ? "" : "; else \(shownLayers)")" : shownLayers) + "\n"
                if isPreviewOnly { continue }
                if !layers.isEmpty { fileHasLayer = true }
                if layers.count > 1, declaration.kind != .extension { ambiguous.append("\(declaration.name) (\(layers.sorted().joined(separator: ", ")))") }
            }
            if !fileHasLayer { unassigned.append(shown) }
        }
        out += "\n\(unassigned.count) file\(unassigned.count == 1 ? "" : "s") in no layer\(unassigned.isEmpty ? "" : ":")\n"
        out += unassigned.map { "  \($0)\n" }.joined()
        out += "\(ambiguous.count) type\(ambiguous.count == 1 ? "" : "s") in several layers\(ambiguous.isEmpty ? "" : ":")\n"
        out += ambiguous.map { "  \($0)\n" }.joined()
        console.out(out)
        return 0
    }

    /// Why a top-level type is in a layer, by the layer's definition: its file's path, its
    /// name's suffix, a supertype it inherits, an attribute; else how the tree uses it (a
    /// generic argument, a wrapped property's type, a type of the layer's file).
    static func reasons(_ layer: String, _ declaration: Declaration, inFile f: Int, _ project: LintProject) -> [String] {
        guard let definition = project.layers.first(where: { $0.name == layer }) else { return [] }
        let name = TypeIndex.simpleName(declaration.name)
        var why: [String] = []
        if project.fileLayers[f].contains(layer) { why.append("path") }
        if let suffix = definition.suffix(naming: name, kind: declaration.kind.rawValue) { why.append("name *\(suffix)") }
        let supertypes = project.index.supertypes(ofDeclared: declaration.qualifiedName)
        if let inherited = definition.inherits.first(where: supertypes.contains), definition.takesInheritor(named: name) {
            why.append("inherits \(inherited)")
        }
        if let attribute = definition.attributes.first(where: declaration.hasAttribute) { why.append("@\(attribute)") }
        if why.isEmpty {
            why.append(declaration.kind == .extension ? "extends a type of it"
                : definition.coversDeclaringFiles ? "its file declares one" : "used as one")
        }
        return why
    }

    static func list(_ layers: Set<String>) -> String {
        layers.isEmpty ? "(no layer)" : layers.sorted().joined(separator: ", ")
    }
}
