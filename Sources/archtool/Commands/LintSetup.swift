import ArchModel
import Foundation
import Linters

/// What `lint` and `inspect layers` share: the configuration (from `--config`, `./.archtool.json`
/// or `--style` alone), the folder its paths are relative to, and the files it selects.
struct LintSetup {
    var configuration: Configuration
    var style: Style
    /// The folder include/exclude globs and reported paths are relative to.
    var root: String
    /// The configuration file as shown to the user (nil: none, `--style` alone).
    var configShown: String? = nil

    /// The configuration file `load` reads: `--config`'s, else `.archtool.json` in `cwd` or,
    /// in a git repository and without `--style` (`styleGiven`), in the nearest folder above it
    /// up to the repository's root (run in `Sources/Views`, the project's); else (absent)
    /// `cwd`'s. With `--style` the folders above are not searched: `lint --style puddles` in a
    /// package of a monorepo lints that package with that preset, not the project above it
    /// with another style.
    static func configurationFile(configPath: String?, cwd: String, styleGiven: Bool = false) -> String {
        if let configPath { return DisplayPath.absolute(configPath, from: cwd) }
        let here = cwd + "/.archtool.json"
        var info = stat()
        if lstat(here, &info) == 0 || styleGiven { return here }
        // Up to the repository's root only: outside one, a parent's file is someone else's.
        guard let top = Git.workTreeRoot(above: cwd) else { return here }
        var folder = URL(fileURLWithPath: cwd).standardizedFileURL
        while folder.path != top {
            folder = folder.deletingLastPathComponent()
            if lstat(folder.path + "/.archtool.json", &info) == 0 { return folder.path + "/.archtool.json" }
        }
        return here
    }

    /// What to say when no configuration is found from `cwd`: above it, one is looked for up to
    /// the git repository's root only; outside a repository, one above is named, to pass.
    static func missingConfigurationMessage(cwd: String) -> String {
        if Git.workTreeRoot(above: cwd) != nil {
            return "No .archtool.json here (nor above, in the repository): pass --style <style> or --config <file>."
        }
        if let shown = configurationAbove(cwd) {
            return "No .archtool.json here; outside a git repository the folders above are not searched, and '\(shown)' "
                + "is above: pass --config \(shown), or --style <style>."
        }
        return "No .archtool.json here (outside a git repository, the folders above are not searched): pass --style <style> or --config <file>."
    }

    /// The nearest `.archtool.json` in a folder above `directory`, as a path from it
    /// (`../../.archtool.json`), if any: what `lint` and `add` name when they do not search there.
    static func configurationAbove(_ directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        var info = stat()
        var up = ""
        while folder.path != "/" {
            folder = folder.deletingLastPathComponent()
            up += "../"
            let candidate = folder.path == "/" ? "/.archtool.json" : folder.path + "/.archtool.json"
            if lstat(candidate, &info) == 0 { return up + ".archtool.json" }
        }
        return nil
    }

    /// `contents` replaces what the configuration file holds on disk (its staged copy, for
    /// `lint --staged`).
    static func load(configPath: String?, styleOverride: Style?, cwd: String, commandPath: [String],
                     contents: [UInt8]? = nil) throws -> LintSetup {
        let explicit = configPath.map { DisplayPath.absolute($0, from: cwd) }
        let path = configurationFile(configPath: configPath, cwd: cwd, styleGiven: styleOverride != nil)
        // A configuration found above is shown from here (`../../.archtool.json`), as findings are.
        let shown = DisplayPath.relative(path, from: cwd, within: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        guard let data = try contents ?? DiskEntry.configurationIfPresent(path, shown: shown) else {
            if let explicit {
                throw CommandFailure(message: "cannot read the configuration '\(DisplayPath.relative(explicit, from: cwd))': No such file or directory", exitCode: 2)
            }
            guard let styleOverride else {
                throw UsageError(message: missingConfigurationMessage(cwd: cwd), commandPath: commandPath)
            }
            return LintSetup(configuration: Configuration(style: styleOverride), style: styleOverride, root: cwd)
        }
        do {
            let configuration = try ConfigurationParser(path: shown, presets: { Presets.preset(for: $0) })
                .parse(Array(data), styleOverride: styleOverride)
            guard let style = configuration.style else { throw CommandFailure(message: "no style", exitCode: 2) }
            return LintSetup(configuration: configuration, style: style,
                             root: URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path, configShown: shown)
        } catch let failure as ConfigurationParser.Failure {
            throw CommandFailure(message: failure.description, exitCode: 2, isMissingStyle: failure.isMissingStyle)
        }
    }

    /// The project's configuration as `rules` and `explain` show it: as written, or, when it
    /// names no style, read as `style`'s (the one asked for with `--style`).
    static func loadShown(style: Style?, cwd: String, commandPath: [String]) throws -> LintSetup {
        do {
            return try load(configPath: nil, styleOverride: nil, cwd: cwd, commandPath: commandPath)
        } catch let failure as CommandFailure where failure.isMissingStyle && style != nil {
            return try load(configPath: nil, styleOverride: style, cwd: cwd, commandPath: commandPath)
        }
    }

    var preset: StylePreset { Presets.preset(for: style) }
    var layers: [LayerDefinition] { configuration.resolvedLayers(preset) }

    /// Whether the configuration's include/exclude globs select a root-relative path.
    func selects(_ path: String) -> Bool {
        (configuration.include.isEmpty || configuration.include.contains { $0.matches(path) })
            && !configuration.exclude.contains { $0.matches(path) }
    }

    /// `paths` (given relative to `cwd`) with each that reaches into the project by another name
    /// named from the root, as the configuration names the project: one through a link to one
    /// of the project's folders (or to the project), or one by its real path where the
    /// configuration names the project through a link (macOS's `/tmp` and `/private/tmp`).
    /// As given, such a path was outside the tree: `lint` skipped it, `inspect layers` read it
    /// in no layer of its path. The others are as given.
    func projectPaths(_ paths: [String], cwd: String) -> [String] {
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        return paths.map { path -> String in
            let absolute = URL(fileURLWithPath: DisplayPath.absolute(path, from: cwd)).standardizedFileURL.path
            if absolute == root || absolute.hasPrefix(root + "/") { return path }
            let real = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
            if real == realRoot { return root }
            return real.hasPrefix(realRoot + "/") ? root + real.dropFirst(realRoot.count) : path
        }
    }

    /// `paths` (as `projectPaths` gives them) with each that leads to or into a folder the
    /// project's walk reached only through a link (`linkedFolders`, the whole project's: a folder
    /// the configuration leaves out, `Shared` with `"include": ["Sources"]`, linked into one it
    /// lints at `Sources/App/Shared`) named through that link, as the walk names its files. By its
    /// own path such a folder holds nothing to lint, and Foundation reads a `..` with the links
    /// before it resolved (`Sources/../Sources/App/Shared` is `Shared`), as the working folder of
    /// a run inside the link is the real one: those found nothing. The others are as given.
    func namingThroughLinks(_ paths: [String], cwd: String, linkedFolders: [(link: String, folder: String)]) -> [String] {
        let walkedUnderLinks = linkedFolders.filter { $0.link == $0.folder }.map { entry in
            (link: entry.link, real: URL(fileURLWithPath: root + "/" + entry.link).resolvingSymlinksInPath().path)
        }
        guard !walkedUnderLinks.isEmpty else { return paths }
        return paths.map { path -> String in
            let absolute = DisplayPath.absolute(path, from: cwd)
            // (Named through a link of the tree already, which the walk reads as it is.)
            let relative = DisplayPath.relative(absolute, from: root)
            if linkedFolders.contains(where: { relative == $0.link || relative.hasPrefix($0.link + "/") }) { return path }
            let real = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
            // The innermost (a folder linked inside one walked under a link has its own link's name).
            guard let through = walkedUnderLinks.filter({ real == $0.real || real.hasPrefix($0.real + "/") })
                .max(by: { $0.real.utf8.count < $1.real.utf8.count }) else { return path }
            // From `cwd` when below it: a `..` would be read physically again.
            return DisplayPath.relative(root + "/" + through.link + real.dropFirst(through.real.count), from: cwd)
        }
    }

    /// Whether `paths` (as `projectPaths` gives them) only narrow what is reported in the project,
    /// the whole project being read for context (a rule about one file reads facts of others: a
    /// provider's `live` in `BookProvider+Live.swift`, the ancestors of a component): when a
    /// configuration was found and every path is in the project (or holds it). Without a
    /// configuration, the paths are the tree; a path outside the project is its own tree, read
    /// with the configuration alone.
    func narrowsProject(to paths: [String], cwd: String) -> Bool {
        !paths.isEmpty && configShown != nil && paths.allSatisfy { path in
            let absolute = URL(fileURLWithPath: DisplayPath.absolute(path, from: cwd)).standardizedFileURL.path
            return absolute == root || absolute.hasPrefix(root + "/") || root.hasPrefix(absolute == "/" ? "/" : absolute + "/")
        }
    }

    /// The files to read when paths narrow the project (`narrowsProject`): those of the whole
    /// project's walk and of the named paths' together, sorted, without any that either could
    /// not read (a link named on the command line is a file there, and unreadable in the walk);
    /// and what they could not read.
    static func merging(_ whole: Selection, _ named: Selection) -> (files: [String], unreadable: [FileDiscovery.Unreadable]) {
        let known = Set(whole.unreadable.map(\.path))
        let unreadable = whole.unreadable + named.unreadable.filter { !known.contains($0.path) }
        let unreadablePaths = known.union(named.unreadable.map(\.path))
        // By their bytes: two names that differ only in Unicode normalization are two files
        // (a `Set<String>` would merge them), in the order the walk gives.
        var files = whole.files
        var seen = Set(files.map { Array($0.utf8) })
        for file in named.files where seen.insert(Array(file.utf8)).inserted { files.append(file) }
        files = FileDiscovery.sortedByName(files.filter { !unreadablePaths.contains($0) })
        return (files, unreadable)
    }

    /// `named` (the named paths' walk) with each file the whole project's walk found by another
    /// name under that name (a folder two links lead to is named by the first link in the whole
    /// walk, and by the named path's in its own): a file has one name, and the project holds it
    /// once. (Looked up by the file's device and inode, only when some named file is not among
    /// the whole walk's by name.)
    static func naming(_ named: Selection, as whole: Selection, root: String) -> Selection {
        let known = Set(whole.files.map { Array($0.utf8) })
        guard named.files.contains(where: { !known.contains(Array($0.utf8)) }) else { return named }
        func id(_ file: String) -> FileDiscovery.FileID? { FileDiscovery.FileID(path: file.hasPrefix("/") ? file : root + "/" + file) }
        var names: [FileDiscovery.FileID: String] = [:]
        for file in whole.files { if let id = id(file), names[id] == nil { names[id] = file } }
        var result = named
        var seen: Set<[UInt8]> = []
        result.files = FileDiscovery.sortedByName(named.files.compactMap { file in
            let name = known.contains(Array(file.utf8)) ? file : id(file).flatMap { names[$0] } ?? file
            return seen.insert(Array(name.utf8)).inserted ? name : nil
        })
        return result
    }

    /// The `style` a configuration file names, if it can be read as one (a file that cannot is
    /// its own project's problem, not this one's).
    static func style(ofConfiguration path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path),
              let root = try? JSONParser.parse(ConfigurationParser.withoutByteOrderMark(Array(data))),
              case .object(let members) = root.value,
              let member = members.first(where: { $0.key.value == "style" }), case .string(let style) = member.value.value else { return nil }
        return style
    }

    /// Whether the configuration at `path` (of the same style) gives the layers and rules this
    /// one gives (a copy of it, as far as they go); not when it cannot be read.
    static func sameRules(ofConfiguration path: String, as configuration: Configuration, preset: StylePreset) -> Bool {
        guard let data = FileManager.default.contents(atPath: path),
              let nested = try? ConfigurationParser(path: path, presets: { Presets.preset(for: $0) }).parse(ConfigurationParser.withoutByteOrderMark(Array(data)))
        else { return false }
        return nested.resolvedLayers(preset) == configuration.resolvedLayers(preset) && nested.resolvedRules(preset) == configuration.resolvedRules(preset)
            && nested.requireSuppressionReason == configuration.requireSuppressionReason
    }

    /// What `selection` finds: the files, what could not be read, the files that may be links,
    /// and the Xcode projects (`FileDiscovery.discoverNotingIncludes`).
    typealias Selection = (files: [String], unreadable: [FileDiscovery.Unreadable], links: Set<String>, xcodeProjects: [String],
                           linkedFolders: [(link: String, folder: String)])

    /// The root-relative Swift files under `paths` (given relative to `cwd`) that the configuration
    /// selects, and what could not be looked into on the way (`file-unreadable`). `warn`, when
    /// given, hears of each `include` entry that selects no Swift file (when `paths` is empty: the
    /// whole project, where every entry should select something), and of each path in `paths`
    /// that yields no file to lint.
    /// `notice`, when given, hears of a named path with nothing to lint there instead (a file the
    /// configuration excludes, as a tool that passes every changed file names `Package.swift`):
    /// a fact about the command line, not about the configuration.
    func selection(_ paths: [String], cwd: String, warn: ((String) -> Void)? = nil, notice: ((String) -> Void)? = nil) throws
        -> Selection
    {
        let discovery = FileDiscovery(root: root, include: configuration.include, exclude: configuration.exclude)
        do {
            let found = try discovery.discoverNotingIncludes(paths.map { DisplayPath.absolute($0, from: cwd) })
            if let warn, paths.isEmpty, let configShown {
                for g in found.unmatchedIncludes where g < configuration.includeLocations.count {
                    let entry = configuration.includeLocations[g]
                    warn("warning: \(configShown):\(entry.line):\(entry.column): 'include' entry '\(entry.value)' selects no Swift file\n")
                }
                for g in found.unmatchedExcludes where g < configuration.excludeLocations.count {
                    let entry = configuration.excludeLocations[g]
                    // A folder the walk skips anyway (`Pods`, `.build`) holds nothing to match: no news.
                    let components = entry.value.split(separator: "/")
                    if components.contains(where: { $0 != "." && $0 != ".." && FileDiscovery.skips(folderNamed: $0) }) { continue }
                    // A plain name or path matches from the project's folder, not at any depth.
                    let hint = entry.value.contains("/") || entry.value.contains("*") || entry.value.hasPrefix(".") ? ""
                        : " (a plain name matches from the project's folder: '**/\(entry.value)' matches it at any depth)"
                    warn("warning: \(configShown):\(entry.line):\(entry.column): 'exclude' entry '\(entry.value)' matches no Swift file\(hint)\n")
                }
                // Every entry selects something, and `exclude` takes it all away.
                if found.files.isEmpty, found.unreadable.isEmpty, found.unmatchedIncludes.isEmpty, !configuration.exclude.isEmpty {
                    warn("warning: \(configShown): its include and exclude select no Swift file: nothing was linted\n")
                } else if found.files.isEmpty, found.unreadable.isEmpty, configuration.include.isEmpty {
                    // (The project is the configuration's folder, which may hold no code: `--config ci/archtool.json`.)
                    warn("warning: nothing to lint: no Swift file in '\(DisplayPath.relative(root, from: cwd))', the folder of \(configShown)\n")
                }
            }
            if let warn, paths.isEmpty, let configShown {
                // A project of another style inside this one (a package of a monorepo, with its
                // own `.archtool.json`): linted here with this style's rules, which its own
                // configuration does not ask for; in the hook, its commits blocked so.
                // One of the same style with other contents (its own layers, severities, custom
                // rules) is as much ignored here: said too; a copy of this one's is not.
                for folder in found.nestedConfigurations {
                    let inside = found.files.filter { $0.hasPrefix(folder + "/") }.count
                    let path = root + "/" + folder + "/.archtool.json"
                    guard inside > 0, let nested = Self.style(ofConfiguration: path) else { continue }
                    let files = "its \(inside) Swift file\(inside == 1 ? "" : "s") here: add \"\(folder)/**\" to the 'exclude' of \(configShown) "
                        + "to leave \(inside == 1 ? "it" : "them") to its own configuration\n"
                    // (Compared as styles: `"ViDRep"` is `vidrep`.)
                    if Style.named(nested)?.id != style.id {
                        warn("warning: '\(folder)/.archtool.json' makes '\(folder)' a project of style \(nested) inside this one (\(style.id)), whose rules "
                             + "lint " + files)
                    } else if !Self.sameRules(ofConfiguration: path, as: configuration, preset: preset) {
                        warn("warning: '\(folder)/.archtool.json' makes '\(folder)' a project of its own inside this one, with other layers, "
                             + "rules or suppression settings; this one's rules lint " + files)
                    }
                }
            }
            if let warn, let configShown {
                for (layer, suggestion) in configuration.unusedAddedLayers(preset) {
                    let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
                    warn("warning: \(configShown):\(layer.line):\(layer.column): layer '\(layer.value)' is not a layer of \(style.id) "
                         + "and no rule names it, so it changes nothing.\(hint)\n")
                }
            }
            // A path named on the command line that yields nothing is said so, not linted as "0 files".
            if let notice = notice ?? warn {
                let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
                let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
                for path in paths {
                    let absolute = DisplayPath.absolute(path, from: cwd)
                    let relative = DisplayPath.relative(absolute, from: root)
                    // A folder that holds the root (`lint ..` in the project) holds every file.
                    let holdsRoot = relative == "." || absolute == "/" || rootPath.hasPrefix(absolute + "/")
                    // (A file of a folder the walk reached through a link is under the link too.)
                    let under = { (file: String) in holdsRoot || FileDiscovery.isUnder(file, relative, linkedFolders: found.linkedFolders) }
                    guard !found.files.contains(where: under), !found.unreadable.contains(where: { under($0.path) }) else { continue }
                    // Outside the project, `include` (patterns in its folder) selects nothing: a
                    // mistake more than a tool naming an excluded file, so it fails --strict.
                    // (Links resolved on both sides: a project named through a link holds its real files.)
                    let real = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
                    if let configShown, !configuration.include.isEmpty, real != realRoot, !real.hasPrefix(realRoot + "/") {
                        (warn ?? notice)("warning: nothing to lint in '\(path)': it is outside the project ('\(DisplayPath.relative(root, from: cwd))', "
                                         + "the folder of \(configShown)), whose include selects files inside it; lint it with its own configuration\n")
                        continue
                    }
                    let selection = configShown.map { ", or none that \($0)'s include and exclude select" } ?? ""
                    notice("warning: nothing to lint in '\(path)': no Swift file there\(selection)\n")
                }
            }
            return (found.files, found.unreadable, found.links, found.xcodeProjects, found.linkedFolders)
        } catch {
            let given = paths.first { DisplayPath.absolute($0, from: cwd) == error.path } ?? error.path
            // (A name that was not UTF-8 as given is refused before: `Dispatcher.checkUTF8`.)
            throw CommandFailure(message: "no such file or folder '\(given)'", exitCode: 2)
        }
    }
}
