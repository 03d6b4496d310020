import ArchModel
import Foundation
import Linters

/// `archtool add <kind> <name>`: adds a feature, module, scene, screen, flow or step to a
/// project, with its test, and registers it where the style needs it.
struct AddCommand: Command {
    static let flowOption = OptionSpec(name: "flow", valueName: "flow", help: "The flow a Huddle step belongs to (add step only).")
    static let spec = CommandSpec(
        name: "add",
        abstract: "Add a feature, module, scene, screen, flow or step to a project.",
        discussion: """
            The style comes from the project's .archtool.json. Kinds by style:
              sourcearch  feature
              puddles     module, component, provider
              sobreiro    screen
              vidrep      scene
              huddle      module, flow, step --flow <flow>
            Registrations (the resolver, a module holder, a router, a flow, the app) are
            inserted at the marker comments the skeleton contains; re-running changes
            nothing.
            Existing files are never overwritten, nor read-only ones registered in,
            without --force; a folder where a file goes is never replaced.
            """,
        arguments: [
            ArgumentSpec(name: "kind", help: "What to add (see above)."),
            ArgumentSpec(name: "name", help: "Its name, in any casing; a trailing suffix of its kind (Module, Scene, View for a component, …) is dropped."),
        ],
        options: [
            flowOption,
            OptionSpec(name: "project", valueName: "dir", help: "The project folder (default: the current folder, or the nearest one above it, in its git repository, with an .archtool.json)."),
            OptionSpec(name: "templates", valueName: "dir", help: "Use this template folder instead of the built-in templates."),
            OptionSpec(name: "dry-run", help: "Print what would be written, and write nothing."),
            OptionSpec(name: "force", help: "Overwrite files that already exist with other contents."),
        ])

    let kind: String
    let rawName: String
    let flow: String?
    let project: String?
    let templates: String?
    let dryRun: Bool
    let force: Bool
    let path: [String]

    init(arguments: ParsedArguments, path: [String]) throws {
        kind = arguments.positionals[0]
        rawName = arguments.positionals[1]
        flow = arguments.value("flow")
        project = arguments.value("project")
        templates = arguments.value("templates")
        dryRun = arguments.flag("dry-run")
        force = arguments.flag("force")
        self.path = path
    }

    func run(_ console: Console) throws -> Int32 {
        // Without --project, the folder of the nearest .archtool.json up to the repository's root,
        // as `lint` finds it (run in `Sources/Shop`, the project's).
        let root = project.map { DisplayPath.absolute($0, from: console.currentDirectory) }
            ?? URL(fileURLWithPath: LintSetup.configurationFile(configPath: nil, cwd: console.currentDirectory))
                .deletingLastPathComponent().standardizedFileURL.path
        if let project {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
                throw CommandFailure(message: "--project '\(project)' does not exist.", exitCode: 2)
            }
            guard isFolder.boolValue else { throw CommandFailure(message: "--project '\(project)' is not a folder.", exitCode: 2) }
        }
        // From the first read to the last write: another `add` in the project waits.
        let lock = ProjectLock(root)
        defer { lock.release() }
        let config = try ProjectConfig.load(in: root, currentDirectory: console.currentDirectory, projectGiven: project != nil)
        // The whole configuration, as `lint` reads it: a file `lint` refuses (an unknown key, a
        // bad glob) is refused here too, and its layers tell what the new names mean.
        let lintSetup = try LintSetup.load(configPath: root + "/" + ProjectConfig.fileName, styleOverride: nil, cwd: console.currentDirectory,
                                           commandPath: path)
        let store = try templates.map { try TemplateStore.directory(DisplayPath.absolute($0, from: console.currentDirectory), shown: $0) }
            ?? TemplateStore.embedded()
        let template = try store.template(for: config.style)
        let kinds = template.manifest.add.keys.sorted()
        guard let addKind = template.manifest.add[kind] else {
            let suggestion = EditDistance.suggestion(for: kind, among: kinds).map { " Did you mean '\($0)'?" } ?? ""
            // Each kind with its manifest's summary: what it would add.
            let width = kinds.map(\.count).max() ?? 0
            let listing = kinds.map { "\n  " + $0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + (template.manifest.add[$0]?.summary ?? "") }
            throw UsageError(
                message: "Unknown kind '\(kind)' for style \(config.style.id).\(suggestion) Kinds:" + listing.joined(),
                commandPath: path)
        }
        let name = try StyleOption.name(rawName, option: nil, suffix: addKind.suffix, path: path)
        var variables = PlaceholderRenderer.projectVariables(config.project).merging(PlaceholderRenderer.itemVariables(name)) { $1 }
        let takesFlow = addKind.options?.contains("flow") == true
        if takesFlow {
            guard let flow else { throw UsageError.missingArgument(Self.flowOption.synopsis, in: path) }
            let flowName = try StyleOption.name(flow, option: Self.flowOption, suffix: "Flow", path: path)
            variables["Flow"] = flowName.upperCamel
            variables["flow"] = flowName.lowerCamel
        } else if flow != nil {
            throw UsageError(message: "The option '--flow' applies to 'add step' only.", commandPath: path)
        }
        let renderer = PlaceholderRenderer(variables: variables)
        var plan = GenerationPlan(root: root)
        do {
            func render(_ renderer: PlaceholderRenderer) throws -> [TemplateFile] {
                try (template.addFiles[kind] ?? []).map { file in
                    do {
                        return TemplateFile(path: try renderer.render(file.path), contents: try renderer.render(file.contents))
                    } catch let error as PlaceholderRenderer.UnknownVariable {
                        // Named, as `new` names a project file.
                        throw CommandFailure(message: "template \(config.style.templateFolder)/add/\(kind)/\(file.path) has \(error.problem)", exitCode: 2)
                    }
                }
            }
            var files = try render(renderer)
            // A step of a flow the team moved (`Flows/Onboarding` to `Launch/Onboarding`) goes
            // beside the flow, found by its marker and its declaration; so does its registration.
            var movedFlow: [String: String] = [:]
            if takesFlow, let registration = (addKind.registrations ?? []).first(where: { $0.path.contains("{{Flow}}") }) {
                let flowFile = try Self.renderRegistration(registration.path, renderer, kind: kind)
                if !FileManager.default.fileExists(atPath: root + "/" + flowFile) {
                    let holders = Self.holders(of: registration.marker, declaring: Self.flowType(ofFile: flowFile), in: Self.sourceFiles(root: root))
                    // A flow that is not there is what is missing, before any clash of the step's
                    // name (`add step Pay --flow Missing` blamed `PayStep` of another flow).
                    guard holders.count == 1 else {
                        throw Self.noFlow(flow ?? "", file: flowFile, holders: holders, marker: registration.marker, commandPath: path)
                    }
                    movedFlow[flowFile] = holders[0].path
                    let from = (flowFile as NSString).deletingLastPathComponent + "/", to = (holders[0].path as NSString).deletingLastPathComponent + "/"
                    files = files.map { file in
                        file.path.hasPrefix(from) ? TemplateFile(path: to + file.path.dropFirst(from.count), contents: file.contents) : file
                    }
                }
            }
            // Files for the app target go where the configuration says it is: a `project` that
            // names no target folder would put them in no target.
            let projectFolder = "Sources/" + config.project.upperCamel
            if files.contains(where: { $0.path.hasPrefix(projectFolder + "/") }), !DiskEntry.isFolder(following: root + "/" + projectFolder) {
                throw CommandFailure(
                    message: "\(config.projectPlace): project '\(config.project.upperCamel)' has no folder \(projectFolder), so the files would "
                        + "be in no target; set \"project\" to the name of the package's app target",
                    exitCode: 2)
            }
            // The item is the template's own (its example): there already, not a name to correct.
            let made = TypeClash.templateItemFiles(newFiles: files, template: template, project: config.project, root: root)
            if !made.isEmpty {
                throw CommandFailure(message: "the project already has a \(kind) '\(name.upperCamel)', which its template made (\(made.joined(separator: ", "))); "
                    + "nothing was written. The rest of the project uses it as the template wrote it, so --force does not replace it: "
                    + "choose another name.")
            }
            // The item there already, a file of it moved by the team (a flow to `Features/Signup/`,
            // which `add step` finds) and its registrations all in place: not a name to correct
            // (review 33d L1). (A step of one name in another flow is not registered in this one.)
            let moved = Self.movedFiles(of: files, root: root)
            if !moved.isEmpty, isRegisteredAlready(addKind.registrations ?? [], renderer: renderer, moved: movedFlow, root: root) {
                func shown(_ path: String) -> String { "'" + DisplayPath.relative(root + "/" + path, from: console.currentDirectory) + "'" }
                let list = moved.map { "\(shown($0.now)) (the template puts it at \(shown($0.path)))" }.joined(separator: ", ")
                throw CommandFailure(message: "\(kind) \(name.upperCamel) is already in the project, moved: \(list); nothing was written. "
                    + "add writes an item's files where the template puts them: move \(moved.count == 1 ? "it" : "them") back there to have the item written again.")
            }
            if let clash = TypeClash.reason(newFiles: files, template: template, project: config.project, root: root,
                                            currentDirectory: console.currentDirectory) {
                throw UsageError(message: "The name '\(rawName)' is invalid: \(clash).", commandPath: path)
            }
            // The same item under a name that means nothing, to tell what the name itself changes.
            let neutral = try ProjectName("Item")
            let reference = try render(PlaceholderRenderer(variables: variables.merging(PlaceholderRenderer.itemVariables(neutral)) { $1 }))
            let layers = lintSetup.layers
            if let meaning = NameMeaning.reason(files: files, reference: reference, layers: layers) {
                throw UsageError(message: "The name '\(rawName)' is invalid: \(meaning).", commandPath: path)
            }
            // By marker, what the template's kinds register there: what a file written over one keeps.
            let registered = RegistrationCarryOver.registrations(of: template.manifest)
            for file in files {
                // Overwritten, a file where other items register keeps their registrations
                // (`add flow Onboarding --force` and the flow's steps).
                plan.add(path: file.path, contents: try RegistrationCarryOver.contents(file.contents, over: root + "/" + file.path, registrations: registered,
                                                                                       force: force, shownFrom: console.currentDirectory),
                         force: force)
            }
            // Added before (its files are all there): a registration that clashes is its own,
            // edited by hand, not another item's name.
            // Some of its files are there (the user may have deleted one to have it again).
            let addedBefore = files.contains { DiskEntry(at: root + "/" + $0.path) == .file }
            try planRegistrations(addKind.registrations ?? [], renderer: renderer, addedBefore: addedBefore, moved: movedFlow,
                                  skeletonTypes: { SkeletonNames.declaredTypes(ofSkeletonFile: $0, template: template, project: config.project) },
                                  into: &plan)
            // With --force, the item's files are written as the template has them: a registration
            // kept as edited by hand may rely on what they had (an init parameter it passes), so
            // they are named (review 33g L2).
            if force, plan.notes.contains(where: { $0.hasPrefix(Self.keptNote) }) {
                let overwritten = plan.entries.filter { entry in entry.action == .overwrite && files.contains { $0.path == entry.path } }.map(\.path)
                if !overwritten.isEmpty {
                    plan.notes.append("Check the registration kept as edited by hand against what --force overwrote: " + overwritten.joined(separator: ", "))
                }
            }
            // The skeleton's types the item names, renamed since (`AppRepository` now `ShopRepository`):
            // the code would not compile.
            let missing = SkeletonNames.missing(in: plan, newFiles: files, template: template, project: config.project, root: root)
            if !missing.isEmpty {
                let names = missing.map { "'\($0)'" }.joined(separator: ", ")
                let example = missing[0]
                throw CommandFailure(message: "add \(kind) \(name.upperCamel) would write code naming \(names), which the \(config.style.id) "
                    + "skeleton declared and this project no longer does where that code can see \(missing.count == 1 ? "it" : "them") "
                    + "(renamed?), so it would not compile; nothing was written. Declare \(missing.count == 1 ? "it" : "them") again, "
                    + "for instance at file scope as an alias of the type that took \(missing.count == 1 ? "its" : "their") place "
                    + "(public typealias \(example) = …), then re-run.")
            }
        } catch let error as PlaceholderRenderer.UnknownVariable {
            throw CommandFailure(message: "template for 'add \(kind)' has \(error.problem)", exitCode: 2)
        }
        // (A project found above the current folder is `..`, `../..`.)
        let here = URL(fileURLWithPath: console.currentDirectory).standardizedFileURL.path
        let shownRoot = here.hasPrefix(root + "/")
            ? Array(repeating: "..", count: here.dropFirst(root.count).split(separator: "/").count).joined(separator: "/")
            : DisplayPath.relative(root, from: console.currentDirectory)
        if dryRun {
            let intro = plan.writes.isEmpty && plan.conflicts.isEmpty && plan.blocked.isEmpty
                ? nothingToAdd(name, shownRoot, plan) : "Would add \(kind) \(name.upperCamel) to \(shownRoot):\n"
            console.out(intro + plan.summary())
            return plan.conflicts.isEmpty && plan.blocked.isEmpty ? 0 : 1
        }
        if let blocked = plan.blockedMessage(from: console.currentDirectory) {
            throw CommandFailure(message: blocked)
        }
        if !plan.conflicts.isEmpty {
            let list = plan.conflicts.map { "  \($0.path)\n" }.joined()
            throw CommandFailure(message: "these files already exist with other contents; nothing was written:\n\(list)Use --force to overwrite them.")
        }
        if plan.writes.isEmpty {
            // Run again with nothing to change: said so, not "Added".
            console.out(nothingToAdd(name, shownRoot, plan) + plan.summary())
            return 0
        }
        do {
            try FileTransaction.write(plan.writes.map { ($0.path, $0.contents) }, to: root,
                                      unchanged: Dictionary(plan.writes.compactMap { entry in entry.original.map { (entry.path, $0) } }) { first, _ in first })
        } catch let changed as FileTransaction.Changed {
            throw CommandFailure(message: "'\(changed.path)' changed while adding \(kind) \(name.upperCamel); nothing was written: run add again.")
        }
        console.out("Added \(kind) \(name.upperCamel) to \(shownRoot):\n" + plan.summary())
        return 0
    }

    /// Whether every line of a registration is in `current` already, as code: a user who added a
    /// comment to it or re-indented it has not unregistered it. Lines without a letter (`}`) are
    /// too common to tell anything.
    /// A declaration (`case cart`, `let cart = CartRouter()`) is looked for in the block the
    /// marker is in, above or below it: `case cart` of another enum of the file is not
    /// `Destination`'s. A statement (`CartBuilder.build(…)`) anywhere in the file counts as
    /// written (moved below the marker or to another method, it would run twice); re-indented
    /// or wrapped, in the marker's block. Without the marker, the whole file (a registration
    /// pasted by hand where the marker was). `markerLine`: where `MarkerLine.find` found it.
    static func isRegistered(_ text: String, in current: String, markerLine: Range<String.Index>?) -> Bool {
        // What is commented out is not registered (`/* … */` around it): the code, line for line.
        let currentCode = withoutComments(current)
        let declares = isDeclaration(text)
        if markerLine == nil || !declares, currentCode.contains(text) { return true }
        func code(_ line: Substring) -> String { String(line.filter { !$0.isWhitespace }) }
        let textLines = withoutComments(text).split(separator: "\n")
        let wanted = textLines.map(code).filter { $0.contains(where: \.isLetter) }
        guard !wanted.isEmpty else { return false }
        let rawLines = current.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        var lines = currentCode.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if let range = markerLine, lines.count == rawLines.count {
            let m = MarkerLine.line(of: range.lowerBound, in: current)
            // Up the file from the marker to the line that opens its block, and for a declaration
            // down to the line that closes it: by the code's brackets (a line commented out at
            // column 0 does not end it, review 33g H1), else by indentation.
            let block = RegistrationCarryOver.block(at: range, in: current).map { declares ? $0 : $0.lowerBound..<m }
            lines = Array(lines[block ?? MarkerLine.block(at: m, in: rawLines, throughEnd: declares)])
            if declares, lines.joined(separator: "\n").contains(text) { return true }
        } else if markerLine != nil, declares, currentCode.contains(text) {
            return true
        }
        let present = lines.map(code)
        if wanted.allSatisfy(Set(present).contains) { return true }
        // Wrapped by a formatter (`await OnboardingFlow(` … `).run()` over four lines): the code,
        // without its blanks and comments, as whole lines in a row (`case book` is not the start
        // of `case book(Book.ID)`).
        let target = textLines.map(code).joined()
        for start in present.indices where !present[start].isEmpty && target.hasPrefix(present[start]) {
            var joined = ""
            for line in present[start...] {
                joined += line
                if joined == target { return true }
                if !target.hasPrefix(joined) { break }
            }
        }
        return false
    }

    /// Whether a registration declares something (`case cart`, `let cart = …`, `public var …`,
    /// `extension …`, `@MainActor func …`) rather than being a statement or an expression.
    static func isDeclaration(_ text: String) -> Bool {
        let words = withoutComments(text).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" })
        guard let first = words.first else { return false }
        return first.hasPrefix("@") || ["case", "let", "var", "func", "init", "static", "class", "struct", "enum", "extension",
                                        "actor", "protocol", "typealias", "public", "private", "fileprivate", "internal", "package",
                                        "open", "final", "nonisolated", "lazy", "weak", "unowned", "override", "mutating"].contains(String(first))
    }

    /// Whether this user may replace `path` (owned by `owner`) in its folder, as `--force` does
    /// (`FileTransaction` renames the file away and the new one in): the folder must be writable
    /// by them, and a sticky folder (`/tmp`) lets only the file's or the folder's owner do it.
    static func mayReplace(_ path: String, ownedBy owner: uid_t) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        var info = stat()
        guard access(folder, W_OK | X_OK) == 0, stat(folder, &info) == 0 else { return false }
        return (info.st_mode & S_ISVTX) == 0 || owner == geteuid() || info.st_uid == geteuid()
    }

    /// The longest run of letters, digits and `_` in `text` (`settingsSource`): a file without it
    /// cannot hold the registration, however it is laid out.
    static func longestWord(_ text: String) -> String {
        let words = text.split(whereSeparator: { (c: Character) in !(c.isLetter || c.isNumber || c == "_") })
        return words.max { $0.count < $1.count }.map(String.init) ?? ""
    }

    /// `text` with its comments blanked out (each character but a line break a space), so that
    /// lines and columns stay where they are; string contents are kept.
    static func withoutComments(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out = bytes
        for token in Lexer.tokenize(bytes).tokens where token.kind.isComment {
            for i in Int(token.start)..<Int(token.end) where bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") {
                out[i] = UInt8(ascii: " ")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The project's Swift files under `Sources/` (root-relative), with their text.
    static func sourceFiles(root: String) -> [(path: String, text: String)] {
        let paths = (try? FileDiscovery(root: root).discover(["Sources"])) ?? []
        return paths.compactMap { path in
            FileManager.default.contents(atPath: root + "/" + path).map { (path: path, text: String(decoding: $0, as: UTF8.self)) }
        }
    }

    /// The files that hold `marker` (and, given `type`, declare the class `type` and hold the
    /// marker once: two flows merged into one file have a marker each): where a registration
    /// file the team moved, renamed or split is now.
    private static func holders(of marker: String, declaring type: String?, in files: [(path: String, text: String)]) -> [(path: String, text: String)] {
        files.filter { file in
            guard let type else { return MarkerLine.find(marker, in: file.text) != nil }
            return MarkerLine.all(marker, in: file.text, upTo: 2).count == 1 && declaresType(type, in: file, kind: .class)
        }
    }

    /// Whether the file declares the type `type` at file scope (of `kind`, when given), as the
    /// scanner reads it: not in a comment, and the name whole (not `OnboardingFlowV2`).
    private static func declaresType(_ type: String, in file: (path: String, text: String), kind: Declaration.Kind? = nil) -> Bool {
        TypeClash.topLevelTypes(in: Array(file.text.utf8), path: file.path).contains { $0.name == type && (kind == nil || $0.kind == kind) }
    }

    /// How the note on a registration `add` found edited by hand starts.
    private static let keptNote = "Kept as edited by hand"

    /// The first line of a run that writes nothing: with the registrations kept as edited by
    /// hand, not every file is as `add` would write it (review 33g L2).
    private func nothingToAdd(_ name: ProjectName, _ shownRoot: String, _ plan: GenerationPlan) -> String {
        let kept = plan.notes.contains { $0.hasPrefix(Self.keptNote) }
        return "Nothing to add: \(kind) \(name.upperCamel) is already in \(shownRoot), every file as it would write it"
            + (kept ? " but for the registrations kept as edited by hand" : "") + ":\n"
    }

    /// The usage error of a step whose flow is not there: its file `file` missing, and not one
    /// file (`holders`) declaring the flow with the marker: none, or several (then the flow is
    /// there, twice: review 33g L2).
    private static func noFlow(_ flow: String, file: String, holders: [(path: String, text: String)], marker: String, commandPath: [String]) -> UsageError {
        guard holders.isEmpty else {
            return UsageError(message: "Flow '\(flow)' is in \(holders.count) files (\(holders.map(\.path).joined(separator: ", "))), each with the "
                                + "marker '\(marker)', and '\(file)' does not exist, so which one the step goes in cannot be told. Keep one of them.",
                              commandPath: commandPath)
        }
        return UsageError(message: "There is no flow '\(flow)': '\(file)' does not exist, and no file holds it with the marker '\(marker)' "
                            + "in a file of its own. Add it first with 'archtool add flow \(flow)', or give the flow a file of its own with the marker.",
                          commandPath: commandPath)
    }

    /// The item's Swift files that are not where the template puts them because the team moved
    /// them: another file of one name in their target declares their types. Each with where it is now.
    private static func movedFiles(of files: [TemplateFile], root: String) -> [(path: String, now: String)] {
        files.compactMap { file in
            guard file.path.hasSuffix(".swift"), DiskEntry(at: root + "/" + file.path) == .missing else { return nil }
            let types = Set(TypeClash.topLevelTypes(in: file.contents, path: file.path).map(\.name))
            let name = (file.path as NSString).lastPathComponent
            guard !types.isEmpty else { return nil }
            let now = ((try? FileDiscovery(root: root).discover([TypeClash.target(of: file.path)])) ?? []).first { other in
                (other as NSString).lastPathComponent == name && other != file.path
                    && FileManager.default.contents(atPath: root + "/" + other).map { types.isSubset(of: TypeClash.topLevelTypes(in: Array($0), path: other).map(\.name)) } == true
            }
            return now.map { (file.path, $0) }
        }
    }

    /// Whether each of the item's registrations is in the project already, in the file it goes
    /// in (a moved flow's, or the one file holding its marker), in the form `add` writes or
    /// edited by hand; false for a kind that registers nothing, which tells nothing.
    private func isRegisteredAlready(_ registrations: [TemplateManifest.Registration], renderer: PlaceholderRenderer, moved: [String: String],
                                     root: String) -> Bool {
        guard !registrations.isEmpty else { return false }
        var sources: [(path: String, text: String)]?
        for registration in registrations {
            guard let rendered = try? renderer.render(registration.path), let text = try? renderer.render(registration.text) else { return false }
            let file = moved[rendered] ?? rendered
            var current = FileManager.default.contents(atPath: root + "/" + file).map { String(decoding: $0, as: UTF8.self) }
            if current.map({ MarkerLine.find(registration.marker, in: $0) == nil }) ?? true {
                let flowType = flow != nil && registration.path.contains("{{Flow}}") ? Self.flowType(ofFile: file) : nil
                if sources == nil { sources = Self.sourceFiles(root: root) }
                let holders = Self.holders(of: registration.marker, declaring: flowType, in: sources ?? [])
                guard holders.count == 1 else { return false }
                current = holders[0].text
            }
            guard let current, let markerLine = MarkerLine.find(registration.marker, in: current) else { return false }
            if !Self.isRegistered(text, in: current, markerLine: markerLine),
               RegistrationCarryOver.registration(registration.text, for: renderer.variables, at: markerLine, in: current) == nil {
                return false
            }
        }
        return true
    }

    /// The flow a step registers in, by its file's name (`OnboardingFlow.swift`).
    private static func flowType(ofFile path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// A registration's path or text rendered; a placeholder it cannot fill is said to be in template.json.
    private static func renderRegistration(_ text: String, _ renderer: PlaceholderRenderer, kind: String) throws -> String {
        do {
            return try renderer.render(text)
        } catch {
            throw CommandFailure(message: "template.json: a registration of 'add \(kind)' has \(error.problem) in its path or text", exitCode: 2)
        }
    }

    /// Inserts each registration before its marker line, in memory; already present means `identical`.
    /// `moved`: registration files already found elsewhere (a moved flow's), by their default
    /// path. `skeletonTypes`: the types the skeleton's file at a path declares (none for a file
    /// that is no skeleton file).
    private func planRegistrations(_ registrations: [TemplateManifest.Registration], renderer: PlaceholderRenderer, addedBefore: Bool,
                                   moved: [String: String], skeletonTypes: (String) -> Set<String>, into plan: inout GenerationPlan) throws
    {
        var contents: [String: String] = [:]
        // Each file's bytes as read, which it must still hold when it is replaced.
        var read: [String: [UInt8]] = [:]
        var order: [String] = []
        // The project's Swift files under `Sources/` (root-relative) with their contents, read when
        // first asked (a registration moved elsewhere, a registration file moved).
        var sources: [(path: String, text: String)]?
        func projectSourceFiles() -> [(path: String, text: String)] {
            if let sources { return sources }
            let read = Self.sourceFiles(root: plan.root)
            sources = read
            return read
        }
        var missing: [String] = []
        var unwritable = LinkedRegistrations()
        for registration in registrations {
            let rendered = try Self.renderRegistration(registration.path, renderer, kind: kind)
            var file = moved[rendered] ?? rendered
            let text = try Self.renderRegistration(registration.text, renderer, kind: kind)
            // A registration file the user moved, renamed or split: the project's one Swift file
            // that has its marker (`AppScreens.swift` moved to `Composition/`, or its UIKit part to
            // `AppScreens+UIKit.swift` with the marker), when the skeleton's file is gone or has
            // no marker. A flow's file (`add step --flow`) is the one that also declares the flow.
            var holders: [(path: String, text: String)] = []
            if file.hasSuffix(".swift") {
                let atDefault = contents[file] ?? FileManager.default.contents(atPath: plan.root + "/" + file).map { String(decoding: $0, as: UTF8.self) }
                if atDefault.map({ MarkerLine.find(registration.marker, in: $0) == nil }) ?? true {
                    let flowType = flow != nil && registration.path.contains("{{Flow}}") ? Self.flowType(ofFile: file) : nil
                    let current = projectSourceFiles().map { (path: $0.path, text: contents[$0.path] ?? $0.text) }
                    holders = Self.holders(of: registration.marker, declaring: flowType, in: current)
                    if holders.count == 1 { file = holders[0].path }
                }
            }
            if contents[file] == nil {
                guard let data = FileManager.default.contents(atPath: plan.root + "/" + file) else {
                    let found = holders.isEmpty ? "no file" : "\(holders.count) files (\(holders.map(\.path).joined(separator: ", ")))"
                    // A step of a flow that is not there: the flow is what is missing.
                    if let flow, registration.path.contains("{{Flow}}") {
                        throw Self.noFlow(flow, file: file, holders: holders, marker: registration.marker, commandPath: path)
                    }
                    // Pasted by hand into the moved file (one that declares what the skeleton's
                    // file declared): registered all the same.
                    let word = Self.longestWord(text)
                    let declared = skeletonTypes(file)
                    if file.hasSuffix(".swift"), !declared.isEmpty, projectSourceFiles().contains(where: { source in
                        source.text.contains(word) && Self.isRegistered(text, in: source.text, markerLine: nil)
                            && declared.contains { Self.declaresType($0, in: source) }
                    }) {
                        continue
                    }
                    // (Only `Sources/` is searched: `add` works on a package laid out as `new` makes one.)
                    let remedy = holders.isEmpty ? "Put the marker line where the registration belongs (in a file under Sources/: "
                        + "archtool add works on a Swift package laid out as 'archtool new' makes one)" : "Keep the marker in the one file where the registration belongs"
                    throw CommandFailure(message: "cannot register \(kind) in '\(file)': the file does not exist, and \(found) under Sources/ "
                        + "\(holders.count > 1 ? "have" : "has") the marker '\(registration.marker)'; nothing was written. \(remedy), "
                        + "or add this to your project by hand, then re-run:\n\(text)")
                }
                contents[file] = String(decoding: data, as: UTF8.self)
                read[file] = Array(data)
                order.append(file)
            }
            let current = contents[file]!
            // (The file is lexed once for its marker line: `MarkerLine.find`.)
            let markerLine = MarkerLine.find(registration.marker, in: current)
            if Self.isRegistered(text, in: current, markerLine: markerLine) { continue }
            // Added before, its registration edited by hand since (a dependency injected, a body
            // rewritten): known by the name it registers, it is there. Kept as the user wrote it,
            // and said so; the rest of the item (a deleted test, its files with --force) is written.
            if addedBefore, file.hasSuffix(".swift"), let markerLine,
               let line = RegistrationCarryOver.registration(registration.text, for: renderer.variables, at: markerLine, in: current) {
                plan.notes.append(Self.keptNote + ": the registration of \(kind) \(renderer.variables["Name"] ?? rawName) at line \(line) of \(file)")
                continue
            }
            // Moved by the user to another file of the project (`AppDependencies+Settings.swift`):
            // registered all the same. Only files that name its longest word are read as code.
            let word = Self.longestWord(text)
            if file.hasSuffix(".swift"), projectSourceFiles().contains(where: { other in
                other.path != file && other.text.contains(word) && Self.isRegistered(text, in: other.text, markerLine: nil)
            }) {
                continue
            }
            // The file is replaced as a whole: a link would become a file of its own, and the
            // file it points at would not be registered in.
            // (Every snippet of the file is said at once, each with its marker: one a run made a
            // round trip of each, with no word of where it goes.)
            var info = stat()
            if !force, lstat(plan.root + "/" + file, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                unwritable.note(file, registration.marker, text, problem: """
                    cannot register \(kind) in '\(file)': it is a link, which registering would replace with a file; nothing was written.
                    Paste into the file it points at by hand, each above its marker line, and re-run, or use --force to replace the link:
                    """)
                continue
            }
            // So would a file with other names (a hard link): they would keep the old contents.
            if !force, (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink > 1 {
                unwritable.note(file, registration.marker, text, problem: """
                    cannot register \(kind) in '\(file)': it is a hard link (one file of \(info.st_nlink) names), which registering would split \
                    into a file of its own; nothing was written.
                    Paste into it by hand, each above its marker line, and re-run, or use --force to split it from its other names:
                    """)
                continue
            }
            // A file the user made read-only is one they do not want written; `access` alone
            // would let root write any file, so its owner's write bit counts too.
            let ownerMayWrite = (info.st_mode & S_IWUSR) != 0
            if !force, (info.st_mode & S_IFMT) == S_IFREG, !ownerMayWrite || access(plan.root + "/" + file, W_OK) != 0 {
                // Writable by its owner, but that is another user: it is not read-only, and
                // --force (which replaces the file in its folder) helps only where the folder
                // lets this user replace it.
                if ownerMayWrite, errno == EACCES, info.st_uid != geteuid() {
                    let remedy = Self.mayReplace(plan.root + "/" + file, ownedBy: info.st_uid)
                        ? "Have its owner make it writable by you and re-run, or use --force to register in it all the same (it becomes yours)."
                        : "Run archtool as its owner, or have them make it and its folder writable by you, and re-run."
                    throw CommandFailure(message: """
                        cannot register \(kind) in '\(file)': it belongs to another user and is not writable by you; nothing was written.
                        \(remedy)
                        """)
                }
                throw CommandFailure(message: """
                    cannot register \(kind) in '\(file)': it is read-only; nothing was written.
                    Make it writable and re-run, or use --force to register in it all the same (it stays read-only).
                    """)
            }
            guard let markerLine else {
                // Every missing marker is said at once: one per run made a round trip of each.
                missing.append("""
                    cannot register \(kind) in '\(file)': the marker '\(registration.marker)' is missing; nothing was written.
                    Put the marker line back, or paste this into '\(file)' by hand and re-run:
                    \(text)
                    """)
                continue
            }
            let lineStart = markerLine.lowerBound
            // In a file with CRLF line breaks, the registration's lines end so too.
            let crlf = markerLine.upperBound < current.endIndex && current[markerLine.upperBound] == "\r\n"
            let inserted = crlf ? text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n") : text
            contents[file] = String(current[..<lineStart]) + inserted + String(current[lineStart...])
        }
        if !unwritable.isEmpty || !missing.isEmpty { throw CommandFailure(message: (unwritable.messages + missing).joined(separator: "\n")) }
        for file in order {
            let original = read[file] ?? []
            let updated = Array(contents[file]!.utf8)
            // The other files of its target (`Sources/<Target>/`), where extensions may declare members.
            let target = TypeClash.target(of: file) + "/"
            let siblings = file.hasSuffix(".swift") && file.hasPrefix("Sources/") && updated != original
                ? projectSourceFiles().filter { $0.path != file && $0.path.hasPrefix(target) && contents[$0.path] == nil } : []
            if file.hasSuffix(".swift"), let clash = RegistrationClash.reason(original: original, updated: updated, path: file, elsewhere: siblings) {
                if addedBefore {
                    throw CommandFailure(message: "\(kind) \(rawName) looks registered already, in a form edited by hand: \(clash); nothing was written. "
                        + "If that is not its registration, rename it and re-run.")
                }
                throw UsageError(message: "The name '\(rawName)' is invalid: \(clash).", commandPath: path)
            }
            plan.entries.append(GenerationPlan.Entry(path: file, contents: updated, action: updated == original ? .identical : .update, original: original))
        }
    }
}
