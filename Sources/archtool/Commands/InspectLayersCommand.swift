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
            Ends with the files whose types match no layer and the types that match two
            or more. 'archtool styles <style>' shows the layers' definitions.
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
        let selection = try setup.selection(setup.projectPaths(paths, cwd: cwd), cwd: cwd)
        let files = selection.files
        // Folders it could not look into, as lint reports them.
        for item in selection.unreadable {
            console.err("warning: \(DisplayPath.relative(setup.root + "/" + item.path, from: cwd, within: setup.root)): \(item.problem)\n")
        }
        // Files outside the project root come as absolute paths, as `lint` takes them.
        let absolute = { (path: String) in path.hasPrefix("/") ? path : setup.root + "/" + path }
        let syntaxes = files.compactMap { path -> FileSyntax? in
            do throws(FileReader.Failure) {
                let source = SourceFile(path: path, bytes: try FileReader.read(absolute(path)))
                // As in `lint`, which reads no types from such a file.
                if let (location, what) = Linter.notSwiftText(source) {
                    console.err("warning: \(DisplayPath.relative(absolute(path), from: cwd, within: setup.root)):\(location.line):\(location.column): the file is not Swift text: \(what); it was not read\n")
                    return nil
                }
                return SyntaxScanner.scan(source)
            } catch {
                console.err("warning: \(DisplayPath.relative(absolute(path), from: cwd, within: setup.root)): cannot read the file: \(error.reason)\n")
                return nil
            }
        }
        let project = LintProject(files: syntaxes, layers: setup.layers, root: setup.root)
        var unassigned: [String] = []
        var ambiguous: [String] = []
        var out = ""
        for (f, file) in syntaxes.enumerated() {
            let shown = DisplayPath.relative(absolute(file.path), from: cwd, within: setup.root)
            out += "\(shown): \(Self.list(project.fileLayers[f]))\n"
            var fileHasLayer = !project.fileLayers[f].isEmpty
            for (d, declaration) in file.declarations.enumerated() where declaration.parent == nil && declaration.kind.hasMembers && !declaration.isInPreview {
                let layers = project.layers(file: f, declaration: d)
                let explained = layers.sorted().map { layer in
                    let why = Self.reasons(layer, declaration, inFile: f, project)
                    return why.isEmpty ? layer : "\(layer) (\(why.joined(separator: ", ")))"
                }
                out += "  \(declaration.location) \(declaration.kind.rawValue) \(declaration.name): \(layers.isEmpty ? "(no layer)" : explained.joined(separator: ", "))\n"
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
