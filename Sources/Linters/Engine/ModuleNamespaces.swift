/// Top-level types of one name declared in two modules of a Swift package are two types, as
/// Swift sees them: `struct Row: View` in `Sources/ModuleA` and a model `struct Row` in
/// `Sources/ModuleB` do not share layers, members or supertypes.
///
/// A module is a folder right under a `Sources` or `Tests` folder of a package (a folder with a
/// `Package.swift`, linted or on disk: SwiftPM's layout); elsewhere (an Xcode target, a Tuist
/// project) the module of a file cannot be told from its path and types of one name stay one
/// type. Only names that two modules (or a module and code outside any) declare, other than
/// `private` and `fileprivate`, are touched: in the files of each declaring module, such a type,
/// what is nested in it and its extensions are written as nested in the module (`ModuleA.Row`),
/// which the type index then keys them by. An extension elsewhere extends the one type of that
/// name its file can see: its own module's, else the one imported module's that declares it
/// (imports through `@_exported import` included; a `public` one when several do), else code
/// outside any module's for a file outside any. A name with an extension that sees none or
/// several stays one type, as it was.
struct ModuleNamespaces: Sendable {
    /// Each file's module, nil outside a package's `Sources` and `Tests` folders.
    let modules: [String?]
    /// The top-level names two modules declare, with the modules that declare each (code outside
    /// any module is not among them).
    let declaringModules: [String: Set<String>]
    /// For those names, the modules that declare them `public`, `open` or `package`: what another
    /// module that imports several of the declaring ones sees.
    let publicModules: [String: Set<String>]
    /// The names that code outside any module declares too.
    let declaredOutside: Set<String>
    /// By module, the modules its files re-export (`@_exported import Core`): importing it
    /// imports them too.
    let reexports: [String: Set<String>]

    /// Whether some file declares a `private` or `fileprivate` top-level type that another file
    /// declares or extends a type of the name of (`fileLocalNames`).
    let hasFileLocalTypes: Bool

    var isEmpty: Bool { declaringModules.isEmpty && !hasFileLocalTypes }

    /// The modules whose target sets `.defaultIsolation(MainActor.self)` in its Swift settings:
    /// their declarations are `@MainActor` unless marked `nonisolated` (Swift 6.2).
    private(set) var mainActorModules: Set<String> = []

    /// The files an Xcode project's target compiles with `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`
    /// (`XcodeProject.mainActorFiles`): their declarations are `@MainActor` unless `nonisolated`.
    private(set) var xcodeMainActorFiles: Set<Int> = []

    /// Whether the declarations of file `f` are `@MainActor` by default (its module's setting,
    /// or its Xcode targets').
    func isMainActorByDefault(file f: Int) -> Bool {
        (!mainActorModules.isEmpty && f < modules.count && modules[f].map(mainActorModules.contains) == true)
            || xcodeMainActorFiles.contains(f)
    }

    /// By file, the modules a name is looked up in before the top level (`TypeIndex.resolve`):
    /// among those that declare one of the names two modules declare, the file's own and the
    /// ones it imports; nil for a file that can see none.
    let hints: [TypeIndex.ModuleHint?]

    /// `root`: the absolute folder relative paths start from ("" when the files were not read
    /// from disk); `packageRoots`: the folders (as paths are then written, ending in `/`) that
    /// hold a `Package.swift` on disk, when the linted files may not include it; `xcodeTargets`:
    /// the targets of the tree's Xcode projects (`XcodeProject.targets(ofProjects:root:)`).
    init(files: [FileSyntax], facts: [FileFacts], root: String = "", packageRoots: Set<String> = [],
         xcodeTargets: [XcodeProject.Target] = []) {
        let manifests = Self.manifests(files: files, root: root, packageRoots: packageRoots)
        let paths = files.map { Self.absolute($0.path, root: root) }
        let modules = Self.modules(ofPaths: paths, packageRoots: packageRoots, targetPaths: Self.targetPaths(manifests))
        self.modules = modules
        mainActorModules = Set(manifests.values.flatMap(PackageManifest.mainActorTargets))
        if !xcodeTargets.isEmpty { xcodeMainActorFiles = XcodeProject.mainActorFiles(paths, targets: xcodeTargets) }
        let fileLocal = Self.fileLocalNames(files: files, facts: facts)
        hasFileLocalTypes = fileLocal.contains { !$0.isEmpty }
        guard modules.contains(where: { $0 != nil }) else {
            (declaringModules, publicModules, declaredOutside, reexports) = ([:], [:], [], [:])
            hints = fileLocal.indices.map { f in
                fileLocal[f].isEmpty ? nil : TypeIndex.ModuleHint(own: nil, imported: [], isOutside: true, fileLocal: fileLocal[f],
                                                                  fileScope: Self.fileNamespace(f))
            }
            return
        }
        var reexported: [String: Set<String>] = [:]
        for f in files.indices {
            guard let module = modules[f] else { continue }
            // (`@_exported import struct ModuleA.Row` re-exports one declaration, not the module.)
            for item in files[f].imports where item.attributes.contains("_exported") && item.kind == nil {
                reexported[module, default: []].insert(item.module)
            }
        }
        // By top-level name, the first module declaring it ("" for code outside any), and the
        // modules of the names a second module declares too; `private` and `fileprivate` types
        // are their file's, and not among them.
        // (The types other files can see, and whether each is public, file by file in parallel;
        // then the names hashed on one core, and the public modules of colliding names alone.)
        let declared = Parallel.map(files.count) { f -> [(name: String, isPublic: Bool)] in
            // (Fields read in place: a copy of each contribution retains its arrays.)
            let contributions = facts[f].contributions
            let declarations = files[f].declarations
            var found: [(name: String, isPublic: Bool)] = []
            for k in contributions.indices where contributions[k].parent == nil && contributions[k].kind != .extension {
                let d = contributions[k].declaration
                if Self.isFilePrivate(declarations[d]) { continue }
                found.append((contributions[k].name, Self.isPublic(declarations[d])))
            }
            return found
        }
        var first: [String: String] = [:]
        var colliding: [String: Set<String>] = [:]
        for f in declared.indices {
            let module = modules[f] ?? ""
            for (name, _) in declared[f] {
                guard let seen = first[name] else {
                    first[name] = module
                    continue
                }
                if seen != module { colliding[name, default: [seen]].insert(module) }
            }
        }
        var visible: [String: Set<String>] = [:]
        for f in declared.indices {
            let module = modules[f] ?? ""
            for (name, isPublic) in declared[f] where isPublic && colliding[name] != nil { visible[name, default: []].insert(module) }
        }
        var outside: Set<String> = []
        for name in colliding.keys where colliding[name]!.remove("") != nil { outside.insert(name) }
        // A name one of whose extensions sees none of its types, or several, stays one type.
        let draft = ModuleNamespaces(modules: modules, declaringModules: colliding, publicModules: visible, declaredOutside: outside,
                                     reexports: reexported)
        // The modules each file sees, in order (every file's hint needs them), in parallel.
        let visibleByFile = Parallel.map(files.count) { f in draft.visibleModules(files[f].imports).sorted() }
        // File by file in parallel.
        let unplaceable = Parallel.map(files.count) { f -> [String] in
            let contributions = facts[f].contributions
            var names: [String] = []
            for k in contributions.indices where contributions[k].parent == nil && contributions[k].kind == .extension {
                let name = TypeIndex.firstComponent(contributions[k].name)
                // (An extension of the file's own `private` type extends that one.)
                if colliding[name] != nil, !fileLocal[f].contains(name), case .unplaceable = draft.placement(ofExtended: name, file: f, imports: visibleByFile[f]) {
                    names.append(name)
                }
            }
            return names
        }
        for names in unplaceable { for name in names { colliding[name] = nil } }
        // A module named like a type of the tree (`enum Settings` in module Settings) whose
        // placed type would be keyed as that type's nested one (`Settings.Row`): that name
        // stays one type.
        let clashing = Set(colliding.values.flatMap { $0 }).filter { first[$0] != nil }
        if !clashing.isEmpty {
            // Only where such a type has a nested type (or an extension of one) of that name:
            // the names looked for, then the files searched for them in parallel.
            var wanted: Set<String> = []
            for (name, declarers) in colliding {
                for declarer in declarers where clashing.contains(declarer) { wanted.insert(declarer + "." + name) }
            }
            let found = Parallel.map(files.count) { f -> [String] in
                // (Fields read in place: a copy of each contribution retains its arrays.)
                let contributions = facts[f].contributions
                return contributions.indices.compactMap { k in wanted.contains(contributions[k].name) ? contributions[k].name : nil }
            }
            let nested = Set(found.joined())
            for (name, declarers) in colliding where declarers.contains(where: { clashing.contains($0) && nested.contains($0 + "." + name) }) {
                colliding[name] = nil
            }
        }
        declaringModules = colliding
        publicModules = visible.filter { colliding[$0.key] != nil }
        declaredOutside = outside.intersection(colliding.keys)
        reexports = reexported
        let declaringAny = Set(colliding.values.flatMap { $0 })
        hints = Parallel.map(files.count) { f in
            let own = modules[f].flatMap { declaringAny.contains($0) ? $0 : nil }
            let imported = visibleByFile[f].filter { declaringAny.contains($0) && $0 != own }
            guard own != nil || !imported.isEmpty || !fileLocal[f].isEmpty else { return nil }
            return TypeIndex.ModuleHint(own: own, imported: imported, isOutside: modules[f] == nil, fileLocal: fileLocal[f],
                                        fileScope: fileLocal[f].isEmpty ? nil : Self.fileNamespace(f))
        }
    }

    /// No modules: every name one type.
    static let none = ModuleNamespaces(modules: [], declaringModules: [:], publicModules: [:], declaredOutside: [], reexports: [:])

    private init(modules: [String?], declaringModules: [String: Set<String>], publicModules: [String: Set<String>],
                 declaredOutside: Set<String>, reexports: [String: Set<String>]) {
        self.modules = modules
        self.declaringModules = declaringModules
        self.publicModules = publicModules
        self.declaredOutside = declaredOutside
        self.reexports = reexports
        hasFileLocalTypes = false
        hints = []
    }

    /// The namespace a file's own `private` and `fileprivate` top-level types of a name another
    /// file declares too are keyed in (`#3.Player` for `private struct Player` in file 3): `#`
    /// is in no Swift name, so no type or module of the tree is written so, and it is its
    /// first byte (`isFileNamespace`).
    static func fileNamespace(_ f: Int) -> String { "#\(f)" }

    /// Whether a path component is a `fileNamespace`, which code never writes.
    static func isFileNamespace(_ component: String) -> Bool { component.utf8.first == UInt8(ascii: "#") }

    /// A declaration's enclosing types as its file writes them: without the `fileNamespace` a
    /// file's own `private` type is put in.
    static func writtenPath(_ path: [String]) -> ArraySlice<String> {
        path.first.map(isFileNamespace) == true ? path.dropFirst() : path[...]
    }

    /// By file, the names of the `private` and `fileprivate` types it declares at its top level
    /// that another file declares a top-level type of, or extends: Swift sees the file's type
    /// in that file alone, and there before any other of the name, so it is a type of its own
    /// (its layers, members and supertypes apart from the other's). A name no other file has
    /// is not among them: that type stays keyed as written, as before.
    /// (The file-private names first, file by file in parallel: most files have none. Then the
    /// other files' top-level names, in parallel, hashed only when their length is one of those
    /// names'.)
    static func fileLocalNames(files: [FileSyntax], facts: [FileFacts]) -> [Set<String>] {
        let declared = Parallel.map(files.count) { f -> [String] in
            // (Fields read in place: a copy of each contribution retains its arrays.)
            let contributions = facts[f].contributions
            let declarations = files[f].declarations
            var found: [String] = []
            for k in contributions.indices where contributions[k].parent == nil && contributions[k].kind != .extension
                && isFilePrivate(declarations[contributions[k].declaration]) {
                found.append(contributions[k].name)
            }
            return found
        }
        guard declared.contains(where: { !$0.isEmpty }) else { return files.map { _ in [] } }
        let wanted = Set(declared.joined())
        // By byte length (63 for any longer), the lengths of the wanted names.
        var lengths: UInt64 = 0
        for name in wanted { lengths |= 1 << UInt64(min(name.utf8.count, 63)) }
        // Each file's top-level names among them, and its extensions' (the extended type's first
        // component: `Player` for `extension Player.Row`).
        let named = Parallel.map(files.count) { f -> [String] in
            let contributions = facts[f].contributions
            var found: [String] = []
            for k in contributions.indices where contributions[k].parent == nil {
                let name = contributions[k].name
                let length = contributions[k].kind == .extension ? firstComponentLength(name) : name.utf8.count
                guard lengths & (1 << UInt64(min(length, 63))) != 0 else { continue }
                let first = length == name.utf8.count ? name : TypeIndex.firstComponent(name)
                if wanted.contains(first), !found.contains(first) { found.append(first) }
            }
            return found
        }
        var files: [String: Int] = [:]  // by name, how many files have it
        for names in named { for name in names { files[name, default: 0] += 1 } }
        return declared.map { names in Set(names.filter { files[$0, default: 0] > 1 }) }
    }

    /// The length in bytes of a name's first component (up to its first `.` or `<`).
    private static func firstComponentLength(_ name: String) -> Int {
        var length = 0
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "<") { break }
            length += 1
        }
        return length
    }

    /// The modules a file's imports make visible: each imported module and what it re-exports,
    /// transitively.
    func visibleModules(_ imports: [ImportDeclaration]) -> Set<String> {
        withReexports(Set(imports.map(\.module)))
    }

    /// `modules` and every module they re-export, through re-exports of re-exports.
    func withReexports(_ modules: Set<String>) -> Set<String> {
        var visible = modules
        guard !reexports.isEmpty else { return visible }
        var pending = Array(visible)
        while let next = pending.popLast() {
            for module in reexports[next] ?? [] where visible.insert(module).inserted { pending.append(module) }
        }
        return visible
    }

    /// Where an extension of a name two modules declare, in file `f`, belongs.
    enum Placement {
        /// In this module (`ModuleA.Row`).
        case module(String)
        /// With the type code outside any module declares (the name as written).
        case outside
        /// Nowhere this can tell: no type of the name or several are seen.
        case unplaceable
    }

    /// The one type of the name the file sees (the first of its `candidates`).
    /// `visible`: the modules the file's imports make visible (`visibleModules`), sorted (made
    /// once a file: a file may extend many such names).
    func placement(ofExtended name: String, file f: Int, imports visible: [String]) -> Placement {
        guard declaringModules[name] != nil else { return .outside }
        let file = TypeIndex.ModuleHint(own: modules[f], imported: visible, isOutside: modules[f] == nil)
        guard let seen = candidates(name, seenFrom: file).first else { return .unplaceable }
        return (seen.own ?? seen.imported.first).map(Placement.module) ?? .outside
    }

    /// Where a name two modules declare, or a file's own `private` type has, may be declared, as
    /// a file sees it (`hint`), first first: the file's own `private` type (in its
    /// `fileNamespace`), alone; its own module's; outside any module, the type declared there
    /// (an app target's own type shadows an imported one); the one imported module's that
    /// declares it (the one `public` one, when several do). Each as a hint with that alone;
    /// none for another name. `TypeIndex.resolve` takes the first that exists.
    func candidates(_ name: String, seenFrom hint: TypeIndex.ModuleHint) -> [TypeIndex.ModuleHint] {
        if let scope = hint.fileScope, hint.fileLocal.contains(name) { return [TypeIndex.ModuleHint(own: scope, imported: [])] }
        guard let declarers = declaringModules[name] else { return [] }
        var found: [TypeIndex.ModuleHint] = []
        if let own = hint.own, declarers.contains(own) { found.append(TypeIndex.ModuleHint(own: own, imported: [])) }
        if hint.isOutside, declaredOutside.contains(name) { found.append(TypeIndex.ModuleHint(own: nil, imported: [], isOutside: true)) }
        var seen = hint.imported.filter(declarers.contains)
        if seen.count > 1 { seen = seen.filter { publicModules[name]?.contains($0) == true } }
        if seen.count == 1 { found.append(TypeIndex.ModuleHint(own: nil, imported: seen)) }
        return found
    }

    /// Whether a declaration is `private` or `fileprivate` (its file's alone).
    private static func isFilePrivate(_ declaration: Declaration) -> Bool {
        declaration.hasModifier("private") || declaration.hasModifier("fileprivate")
    }

    /// Whether a declaration is seen from other modules.
    private static func isPublic(_ declaration: Declaration) -> Bool {
        declaration.hasModifier("public") || declaration.hasModifier("open") || declaration.hasModifier("package")
    }

    /// The folders (relative to `root`, ending in `/`, or empty) that hold a `Package.swift`
    /// among those that could be a package of the paths: each folder a path is in, at any depth
    /// (a target may name its own folder, `path: "Modules/Core"`, so not only the folders that
    /// hold `Sources/` or `Tests/`). Asked of the disk, for a lint that does not read
    /// `Package.swift` (`"include": ["Sources"]`, `archtool lint Modules`).
    static func packageRoots(root: String, paths: [String]) -> Set<String> {
        var candidates: Set<Substring> = []
        var lastFolder: Substring?
        for path in paths.map({ absolute($0, root: root) }) {
            // Files come folder by folder: a folder is split once.
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
                candidates.insert("")  // a file of the current folder
                continue
            }
            let folder = path[..<slash]
            if folder == lastFolder { continue }
            lastFolder = folder
            // The folder's ancestors (not `""` before an absolute path's first `/`) and itself.
            let isAbsolute = path.hasPrefix("/")
            forEachComponent(of: folder) { _, start in
                if !isAbsolute || start > folder.startIndex { candidates.insert(folder[..<start]) }
            }
            candidates.insert(path[...slash])
        }
        return Set(candidates.filter { FileReader.isRegularFile($0 + manifestName) }.map(String.init))
    }

    /// A file's path from `root` (a path outside it is absolute already); as it is without a root.
    static func absolute(_ path: String, root: String) -> String {
        if root.isEmpty || path.hasPrefix("/") { return path }
        return root.hasSuffix("/") ? root + path : root + "/" + path
    }

    /// Whether a folder's name is one a package keeps its modules in.
    private static func isSourceFolder(_ name: Substring) -> Bool { name == "Sources" || name == "Tests" }

    /// Calls `body` with each `/`-separated component of `folder` and where it starts, in order
    /// (over the bytes: `/` is ASCII).
    private static func forEachComponent(of folder: Substring, _ body: (Substring, Substring.Index) -> Void) {
        var start = folder.startIndex
        var i = start
        while true {
            let atEnd = i == folder.endIndex
            if atEnd || folder.utf8[i] == UInt8(ascii: "/") {
                body(folder[start..<i], start)
                if atEnd { return }
                start = folder.utf8.index(after: i)
            }
            i = folder.utf8.index(after: i)
        }
    }

    /// The module of each path (`ModuleA` for `Sources/ModuleA/Views/Row.swift`, `pkg/Tests/ATests/T.swift`
    /// → `ATests`), when the folder holding `Sources` or `Tests` has a `Package.swift` among the paths.
    /// `targetPaths`: by package folder (as `packageRoots` writes it), the targets its manifest
    /// gives a folder of their own (`PackageManifest`): a file of that package (not of a package
    /// nested in it) in such a folder, and not in a folder the target excludes, is in that
    /// target's module (the innermost such folder, when they nest), before the default layout.
    /// A folder two targets claim is no one's.
    static func modules(ofPaths paths: [String], packageRoots: Set<String> = [],
                        targetPaths: [String: [PackageManifest.TargetPath]] = [:]) -> [String?] {
        var packages = Set(packageRoots.map { Substring($0) })
        for path in paths { if let package = packageFolder(ofManifest: path) { packages.insert(package) } }
        guard !packages.isEmpty else { return paths.map { _ in nil } }
        // Over the bytes (`hasPrefix` compares by `Character`, at thousands of instructions a call).
        func starts(_ bytes: [UInt8], with prefix: [UInt8]) -> Bool {
            prefix.count <= bytes.count && bytes[..<prefix.count].elementsEqual(prefix)
        }
        // The packages, innermost first, and by package the target folders as prefixes of their
        // files' folders (with the `/`), longest first, with the folders each excludes.
        func longestFirst(_ a: [UInt8], _ b: [UInt8]) -> Bool { a.count != b.count ? a.count > b.count : a.lexicographicallyPrecedes(b) }
        let packagePrefixes = packages.map { Array($0.utf8) }.sorted(by: longestFirst)
        var folders: [[UInt8]: [(prefix: [UInt8], module: String, excluded: [[UInt8]])]] = [:]
        for (package, targets) in targetPaths where packages.contains(Substring(package)) {
            var claims: [[UInt8]: Int] = [:]
            var list: [(prefix: [UInt8], module: String, excluded: [[UInt8]])] = []
            for target in targets {
                func prefix(_ folder: String) -> [UInt8] { Array((package + folder + (folder.isEmpty ? "" : "/")).utf8) }
                let excluded = target.exclude.map { prefix(target.path.isEmpty ? $0 : target.path + "/" + $0) }
                for folder in target.folders.map(prefix) {
                    list.append((folder, target.name, excluded))
                    claims[folder, default: 0] += 1
                }
            }
            list.removeAll { claims[$0.prefix]! > 1 }
            list.sort { longestFirst($0.prefix, $1.prefix) }
            folders[Array(package.utf8)] = list
        }
        // Files come folder by folder: a folder's answer is reused for the next file in it.
        var lastFolder: Substring?, lastModule: String?
        return paths.map { path in
            // A manifest is no target's source, whatever folder a target names.
            if packageFolder(ofManifest: path) != nil { return nil }
            let end = path.utf8.lastIndex(of: UInt8(ascii: "/"))
            let folder = end.map { path[..<$0] } ?? ""
            if folder == lastFolder { return lastModule }
            lastFolder = folder
            lastModule = nil
            if !folders.isEmpty {
                let withSlash = end.map { Array(path.utf8[...$0]) } ?? []
                if let package = packagePrefixes.first(where: { starts(withSlash, with: $0) }), let list = folders[package],
                   let target = list.first(where: { starts(withSlash, with: $0.prefix) && !$0.excluded.contains { starts(withSlash, with: $0) } }) {
                    lastModule = target.module
                }
            }
            if lastModule == nil, end != nil { lastModule = module(inFolder: folder, packages: packages) }
            return lastModule
        }
    }

    /// By package folder (as `modules(ofPaths:packageRoots:targetPaths:)` takes it), the targets
    /// its manifest gives a folder of their own: read from the linted `Package.swift` when it is
    /// among `files`, else from the disk (a package found by `packageRoots`).
    /// The manifests of the packages the files are in (`Package.swift` among them, or on disk at
    /// `packageRoots`), by package folder.
    /// Of a package's manifests, the one SwiftPM reads (`ManifestVersion`): of `Package.swift` and
    /// the version-specific ones beside it, the one of the newest tools version (`Package.swift`
    /// on a tie); a linted copy (the staged one under `--staged`) before the disk's. A package
    /// whose `Package.swift` is linted counts only the version-specific manifests linted with it
    /// (an untracked one is not in the commit `--staged` judges); one found on disk
    /// (`packageRoots`) those on disk.
    static func manifests(files: [FileSyntax], root: String, packageRoots: Set<String>) -> [String: [UInt8]] {
        var candidates: [String: [(version: [Int], isMain: Bool, bytes: [UInt8])]] = [:]
        for file in files {
            // (A relative path names a manifest when its absolute one does: asked first, without making that.)
            if ManifestVersion.parse(file.path) != nil, let (package, version) = ManifestVersion.parse(absolute(file.path, root: root)) {
                let bytes = file.file.bytes
                candidates[String(package), default: []].append((ManifestVersion.toolsVersion(bytes) ?? version, version.isEmpty, bytes))
            }
        }
        for package in packageRoots where !(candidates[package] ?? []).contains(where: \.isMain) {
            guard let bytes = try? FileReader.read(package + manifestName) else { continue }
            candidates[package, default: []].append((ManifestVersion.toolsVersion(bytes) ?? [], true, bytes))
            guard candidates[package]!.count == 1 else { continue }
            for name in ManifestVersion.versionedNames(inFolder: package) {
                guard let version = ManifestVersion.version(ofName: name[...]), let bytes = try? FileReader.read(package + name) else { continue }
                candidates[package]!.append((ManifestVersion.toolsVersion(bytes) ?? version, false, bytes))
            }
        }
        var chosen: [String: [UInt8]] = [:]
        for (package, list) in candidates {
            // The newest tools version; `Package.swift` on a tie.
            let best = list.max { a, b in a.version == b.version ? !a.isMain && b.isMain : a.version.lexicographicallyPrecedes(b.version) }
            if let best { chosen[package] = best.bytes }
        }
        return chosen
    }

    /// By package folder, the targets of its manifest that name their folder.
    static func targetPaths(_ manifests: [String: [UInt8]]) -> [String: [PackageManifest.TargetPath]] {
        var result: [String: [PackageManifest.TargetPath]] = [:]
        for (package, bytes) in manifests {
            let targets = PackageManifest.targetPaths(bytes)
            if !targets.isEmpty { result[package] = targets }
        }
        return result
    }

    static let manifestName = "Package.swift"

    /// The folder of a package's manifest (`pkg/` for `pkg/Package.swift`, `""` for
    /// `Package.swift`), or nil when `path` is no manifest.
    static func packageFolder(ofManifest path: String) -> Substring? {
        // Over the bytes (`hasSuffix` compares by `Character`, at thousands of instructions a
        // call, and every path of a tree is asked): the name is ASCII, and so is the `/` before it.
        let utf8 = path.utf8, name = manifestName.utf8
        guard utf8.count >= name.count, utf8.suffix(name.count).elementsEqual(name) else { return nil }
        guard utf8.count == name.count || utf8[utf8.index(utf8.endIndex, offsetBy: -name.count - 1)] == UInt8(ascii: "/") else { return nil }
        return path.dropLast(manifestName.count)
    }

    /// The module of the files in `folder`: the folder right after the innermost `Sources` or
    /// `Tests` component whose parent is a package.
    private static func module(inFolder folder: Substring, packages: Set<Substring>) -> String? {
        // The innermost marker wins.
        var result: String?
        var markerStart: Substring.Index?
        forEachComponent(of: folder) { component, start in
            if let marker = markerStart, !component.isEmpty, packages.contains(folder[..<marker]) { result = String(component) }
            markerStart = isSourceFolder(component) ? start : nil
        }
        return result
    }

    /// `apply(_:file:)`, with the file's facts made for its new names.
    func apply(_ syntax: FileSyntax, file f: Int, facts: FileFacts) -> (syntax: FileSyntax, facts: FileFacts)? {
        guard let (placed, modules) = place(syntax, file: f) else { return nil }
        return (placed, facts.placing(in: modules))
    }

    /// The file with its colliding types, their members and extensions written inside their
    /// module (its own `private` ones inside its `fileNamespace`); nil when it has none.
    func apply(_ syntax: FileSyntax, file f: Int) -> FileSyntax? {
        place(syntax, file: f)?.syntax
    }

    /// The placed file, and by declaration the module it is put in.
    private func place(_ syntax: FileSyntax, file f: Int) -> (syntax: FileSyntax, modules: [String?])? {
        guard !isEmpty else { return nil }
        let module = modules[f]
        let declarations = syntax.declarations
        // The file's own `private` types of a name another file has, and their extensions here.
        let fileLocal = f < hints.count ? hints[f]?.fileLocal ?? [] : []
        // Most files declare none of the names at their top level, which tells at once.
        guard !fileLocal.isEmpty || !declaringModules.isEmpty && syntax.childIndices(of: nil).contains(where: {
            declaringModules[TypeIndex.firstComponent(declarations[$0].name)] != nil
        }) else { return nil }
        var visible: [String]?  // the modules the file sees, in order, when an extension first asks
        // By declaration, the module it is put in (children follow their parent).
        var placed = [String?](repeating: nil, count: declarations.count)
        var rewritten = declarations
        var changed = false
        // The children of one declaration share its placed path (one array, not one each).
        var childPaths: [Int: [String]] = [:]
        // (Fields read in place: a copy of each `Declaration` retains all its arrays.)
        for d in declarations.indices {
            if let parent = declarations[d].parent {
                guard let into = placed[parent] else { continue }
                placed[d] = into
                if let shared = childPaths[parent] {
                    rewritten[d].path = shared
                } else {
                    let path = [into] + declarations[d].path
                    childPaths[parent] = path
                    rewritten[d].path = path
                }
                changed = true
                continue
            }
            let kind = declarations[d].kind
            guard kind.hasMembers || kind == .typealias else { continue }
            let name = TypeIndex.firstComponent(declarations[d].name)
            let into: String
            if !fileLocal.isEmpty, fileLocal.contains(name), kind == .extension || Self.isFilePrivate(declarations[d]) {
                into = Self.fileNamespace(f)
            } else if declaringModules.isEmpty {
                continue
            } else if kind == .extension {
                guard declaringModules[name] != nil else { continue }
                if visible == nil { visible = visibleModules(syntax.imports).sorted() }
                guard case .module(let target) = placement(ofExtended: name, file: f, imports: visible!) else { continue }
                into = target
            } else {
                // A `private` or `fileprivate` type is its file's: not the module's type of that name.
                guard let module, let declarers = declaringModules[name], declarers.contains(module), !Self.isFilePrivate(declarations[d])
                else { continue }
                into = module
            }
            placed[d] = into
            if kind == .extension { rewritten[d].name = into + "." + declarations[d].name } else { rewritten[d].path = [into] }
            changed = true
        }
        guard changed else { return nil }
        var result = syntax
        result.declarations = rewritten
        return (result, placed)
    }
}

extension FileFacts {
    /// These facts for the file with declarations put in modules (`ModuleNamespaces`; by
    /// declaration, the module or nil): what `FileFacts(_:_:)` makes of the placed file, without
    /// reading its declarations again. Only names change: a placed type's or extension's key
    /// and lookup scope, its members' owner, and the types enclosing an extension's.
    func placing(in modules: [String?]) -> FileFacts {
        var result = self
        for k in result.contributions.indices {
            guard let module = modules[result.contributions[k].declaration] else { continue }
            result.contributions[k].name = module + "." + result.contributions[k].name
            if !result.contributions[k].supertypePaths.isEmpty { result.contributions[k].scope.insert(module, at: 0) }
        }
        for r in result.memberRuns.indices {
            let parent = Int(result.parents[result.memberRuns[r].indices[0]])
            if parent >= 0, let module = modules[parent] { result.memberRuns[r].owner = module + "." + result.memberRuns[r].owner }
        }
        let extensions = Set(contributions.lazy.filter { $0.kind == .extension }.map(\.declaration))
        for t in result.types.indices {
            guard let module = modules[result.types[t].index], !result.types[t].key.isEmpty else { continue }
            result.types[t].key = module + "." + result.types[t].key
            // An extension's enclosing types (`Row` for `Row.Cell`) are the module's, after it.
            if extensions.contains(result.types[t].index) { result.types[t].outer = [module] + result.types[t].outer.map { module + "." + $0 } }
        }
        return result
    }
}
