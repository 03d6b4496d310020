import ArchModel
import Foundation
import Linters

/// `archtool new --style <style> --name <name>`: writes a complete Swift package in a style.
struct NewCommand: Command {
    static let outputOption = OptionSpec(name: "output", valueName: "dir", help: "The folder to create (default: ./<Name>).")
    static let nameOption = OptionSpec(name: "name", valueName: "name",
                                       help: "The project name, in any casing; it becomes UpperCamelCase (my_shop: MyShop).",
                                       isRequired: true)
    static let spec = CommandSpec(
        name: "new",
        abstract: "Create a Swift package in one of the five styles.",
        discussion: """
            The package has the style's layers, a portable runtime for its vocabulary,
            one worked example feature with tests, and its .archtool.json. It builds and
            passes 'swift test' on Linux and macOS with no package dependencies.
            Nothing is written unless everything can be.
            """,
        options: [
            StyleOption.spec,
            nameOption,
            outputOption,
            OptionSpec(name: "templates", valueName: "dir", help: "Use this template folder instead of the built-in templates."),
            OptionSpec(name: "dry-run", help: "Print what would be written, and write nothing."),
            OptionSpec(name: "force", help: "Write into a folder that is not empty, overwriting files that differ."),
        ])

    let style: Style
    let rawName: String
    let name: ProjectName
    let output: String?
    let templates: String?
    let dryRun: Bool
    let force: Bool
    let path: [String]

    init(arguments: ParsedArguments, path: [String]) throws {
        style = try StyleOption.parse(arguments.value("style"), path: path)
        guard let rawName = arguments.value("name") else {
            throw UsageError.missingArgument(Self.nameOption.synopsis, in: path)
        }
        self.rawName = rawName
        name = try StyleOption.name(rawName, option: Self.nameOption, isItem: false, folderOption: "--output", path: path)
        self.path = path
        output = arguments.value("output")
        if output?.isEmpty == true {
            throw UsageError.invalidValue("", for: Self.outputOption, reason: "give a folder, or leave the option out for ./<Name>.", in: path)
        }
        templates = arguments.value("templates")
        dryRun = arguments.flag("dry-run")
        force = arguments.flag("force")
    }

    /// A layer whose path globs the project's name brings files into that a name meaning nothing
    /// does not (puddles' `new --name Router`: `Sources/Router/…` is all `**/Router/**`), if any.
    static func layerTheNameBrings(_ template: Template, style: Style, name: ProjectName) -> String? {
        guard let neutral = try? ProjectName("Neutral") else { return nil }
        func render(_ name: ProjectName) -> [String] {
            let renderer = PlaceholderRenderer(variables: PlaceholderRenderer.projectVariables(name))
            return template.projectFiles.map { (try? renderer.render($0.path)) ?? $0.path }
        }
        let mine = render(name), theirs = render(neutral)
        for layer in Presets.preset(for: style).layers {
            let globs = layer.paths.compactMap { try? Glob($0) }
            guard !globs.isEmpty else { continue }
            for (path, neutralPath) in zip(mine, theirs) where path.hasSuffix(".swift")
                && globs.contains(where: { $0.matches(path) }) && !globs.contains(where: { $0.matches(neutralPath) }) {
                return layer.name
            }
        }
        return nil
    }

    /// Where the skeleton's file `path` (root-relative; `contents` rendered) goes in the folder
    /// `root`: at `path`, unless it holds markers (`// archtool:insert …`) and the project there
    /// keeps them elsewhere in the file's target (`Sources/<Name>/`), in a file that declares or
    /// extends a type the skeleton's file does (the file the team moved or renamed, as `add`
    /// finds it: `Composition/Root.swift` for `App/AppDependencies.swift`). Moved whole (the
    /// skeleton's file gone, one file with all its markers), it goes there, overwritten in place;
    /// written at `path` beside a part of it, its code would be declared twice: refused, naming
    /// them. Another target's file is another module's, not this one's moved (review 33g H2:
    /// `new --force --name Store` over a project named Shop wrote Store's composition root into
    /// `Sources/Shop`, and `Sources/Store` did not compile). A file without markers gone from
    /// `path` is where the one file of its name in its target that declares its types is.
    static func place(ofSkeletonFile path: String, _ contents: [UInt8], skeleton: Set<String>, root: String,
                      sources: () -> [(path: String, text: String)], shownFrom directory: String) throws -> String {
        let text = String(decoding: contents, as: UTF8.self)
        let markers = RegistrationCarryOver.markers(in: text)
        guard path.hasSuffix(".swift") else { return path }
        let target = TypeClash.target(of: path)
        // Without markers: gone from `path`, moved with its folder (huddle's `Flows/Startup/`, which
        // `add step` follows), where one file of its name in its target declares its types (review
        // 33g M3: written again at `path`, each type was declared twice).
        guard !markers.isEmpty else {
            let types = Set(TypeClash.topLevelTypes(in: contents, path: path).map(\.name))
            guard !types.isEmpty, DiskEntry(at: root + "/" + path) == .missing else { return path }
            let name = (path as NSString).lastPathComponent
            let moved = sources().filter { file in
                !skeleton.contains(file.path) && TypeClash.target(of: file.path) == target && (file.path as NSString).lastPathComponent == name
                    && types.isSubset(of: TypeClash.topLevelTypes(in: Array(file.text.utf8), path: file.path).map(\.name))
            }
            return moved.count == 1 ? moved[0].path : path
        }
        let atPath = DiskEntry.isFile(following: root + "/" + path)
            ? FileManager.default.contents(atPath: root + "/" + path).map { String(decoding: $0, as: UTF8.self) } : nil
        if let atPath, markers.allSatisfy({ MarkerLine.find($0, in: atPath) != nil }) { return path }
        // The types it declares or extends (puddles' `View+MockProviders.swift` only extends `View`).
        let syntax = SyntaxScanner.scan(SourceFile(path: path, bytes: contents), bodies: false)
        let types = Set(syntax.children(of: nil).filter { $0.kind.isNominalType || $0.kind == .extension }.map(\.name))
        let holders = sources().filter { file in
            !skeleton.contains(file.path) && TypeClash.target(of: file.path) == target && markers.contains { MarkerLine.find($0, in: file.text) != nil }
                && SyntaxScanner.scan(SourceFile(path: file.path, text: file.text), bodies: false).children(of: nil)
                    .contains { ($0.kind.isNominalType || $0.kind == .extension) && types.contains($0.name) }
        }
        if holders.isEmpty { return path }
        if atPath == nil, holders.count == 1, markers.allSatisfy({ MarkerLine.find($0, in: holders[0].text) != nil }) { return holders[0].path }
        let shown = holders.map { "'\(DisplayPath.relative(root + "/" + $0.path, from: directory))'" }.joined(separator: ", ")
        let skeletonFile = DisplayPath.relative(root + "/" + path, from: directory)
        let held = markers.filter { marker in holders.contains { MarkerLine.find(marker, in: $0.text) != nil } }.map { "'\($0)'" }.joined(separator: ", ")
        throw CommandFailure(message: "the skeleton's '\(skeletonFile)' is now \(atPath == nil ? "" : "partly ")in \(shown) (\(holders.count == 1 ? "it holds" : "they hold") "
            + "\(held)), so writing it would declare its code twice; nothing was written. "
            + "Move \(atPath == nil ? "it" : "that part") back into '\(skeletonFile)', or generate into an empty folder and move your code over.")
    }

    func run(_ console: Console) throws -> Int32 {
        let store = try templates.map { try TemplateStore.directory(DisplayPath.absolute($0, from: console.currentDirectory), shown: $0) }
            ?? TemplateStore.embedded()
        let template = try store.template(for: style)
        let targets = TemplateTargets(template)
        if let clash = targets.clash(for: name, style: style.id) {
            let suggestion = (try? ProjectName(name.upperCamel + "App")).flatMap { targets.clash(for: $0, style: style.id) == nil ? $0 : nil }
            let hint = suggestion.map { " Try '\($0.upperCamel)'." } ?? ""
            throw UsageError.invalidValue(rawName, for: Self.nameOption, reason: clash + "." + hint, in: path)
        }
        if let layer = Self.layerTheNameBrings(template, style: style, name: name) {
            throw UsageError.invalidValue(rawName, for: Self.nameOption,
                                          reason: "the app's folders would be named like the \(layer) layer's, which would take in every file of the app", in: path)
        }
        let root = DisplayPath.absolute(output ?? name.upperCamel, from: console.currentDirectory)
        let shownRoot = DisplayPath.relative(root, from: console.currentDirectory)
        let renderer = PlaceholderRenderer(variables: PlaceholderRenderer.projectVariables(name))
        var plan = GenerationPlan(root: root)
        // By marker, what the template's kinds register there: what a file written over one keeps
        // (the items added since: `add scene Settings`'s dispatcher, factory and destination in
        // the resolver), as `add --force` does. Kept with or without --force, so that a dry run
        // tells `identical` from `conflict` as --force tells `identical` from `overwrite`.
        let registered = RegistrationCarryOver.registrations(of: template.manifest)
        let skeleton = Set(template.projectFiles.compactMap { try? renderer.render($0.path) })
        // The project's Swift files under `Sources/`, read when first asked (a registration file not
        // where the skeleton has it).
        var sources: [(path: String, text: String)]?
        func projectSources() -> [(path: String, text: String)] {
            if let sources { return sources }
            let read = DiskEntry.isFolder(following: root) ? AddCommand.sourceFiles(root: root) : []
            sources = read
            return read
        }
        for file in template.projectFiles {
            let path: String, rendered: [UInt8]
            do {
                path = try renderer.render(file.path)
                rendered = try renderer.render(file.contents)
            } catch {
                throw CommandFailure(message: "template \(style.templateFolder)/project/\(file.path) has \(error.problem)", exitCode: 2)
            }
            // Over a project, a skeleton file the team moved is written where it is now.
            let place = try Self.place(ofSkeletonFile: path, rendered, skeleton: skeleton, root: root, sources: projectSources,
                                       shownFrom: console.currentDirectory)
            plan.add(path: place, contents: try RegistrationCarryOver.contents(rendered, over: root + "/" + place, registrations: registered, force: force,
                                                                                 shownFrom: console.currentDirectory),
                     force: force)
        }
        // (`.git` alone is a repository made or cloned to hold the project: no file goes there.)
        let existing = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0 != ".git" }
        let refused = !existing.isEmpty && !force
        if dryRun {
            console.out("Would create \(name.upperCamel) (\(style.name)) in \(shownRoot):\n" + plan.summary())
            // Why the exit status says a real run would refuse, when no line above does.
            if refused { console.err("'\(shownRoot)' is not empty: without --force, a real run would write nothing.\n") }
            return refused || !plan.blocked.isEmpty ? 1 : 0
        }
        if let blocked = plan.blockedMessage(from: console.currentDirectory) {
            throw CommandFailure(message: blocked)
        }
        if refused {
            let clashing = plan.entries.filter { $0.action != .create }.map { "  \($0.path)\n" }.joined()
            let detail = clashing.isEmpty ? "It contains: \(existing.sorted().prefix(5).joined(separator: ", "))\n"
                : "These files already exist:\n" + clashing
            throw CommandFailure(message: "'\(shownRoot)' is not empty; nothing was written. \(detail)Use --force to write into it anyway.")
        }
        try FileTransaction.write(plan.writes.map { ($0.path, $0.contents) }, to: root)
        console.out("Created \(name.upperCamel) (\(style.name)) in \(shownRoot):\n" + plan.summary())
        // (Quoted when the shell would split or expand it: `cd 'my app'`.)
        let cd = shownRoot.allSatisfy { $0.isLetter || $0.isNumber || "._-/+@".contains($0) } ? shownRoot : InstallHookCommand.shellQuoted(shownRoot)
        console.out("\nNext:\n  cd \(cd) && swift test && archtool lint\n")
        return 0
    }
}
