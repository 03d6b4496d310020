/// What archtool reads of an Xcode project (`App.xcodeproj/project.pbxproj`): its native
/// targets, the Swift files each compiles, and whether each makes `MainActor` the default
/// isolation with the build setting `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (what Xcode 26
/// sets in a new app), as a SwiftPM target does with `.defaultIsolation(MainActor.self)`
/// (`ModuleNamespaces.isMainActorByDefault(file:)`).
///
/// A target's files: the folders it synchronizes (Xcode 16's `PBXFileSystemSynchronizedRootGroup`s
/// in its `fileSystemSynchronizedGroups`), every file in them but the membership exceptions a
/// folder lists for that target, and the files another folder's exceptions add to it; and the
/// files its Compile Sources phase lists (`PBXBuildFile` → `PBXFileReference`). A path is
/// resolved through the groups that hold it (`sourceTree` `<group>`, `SOURCE_ROOT` or
/// `<absolute>`; one relative to the SDK or the build products is in no tree), from the folder
/// that holds the `.xcodeproj`.
///
/// A target's setting, in each of its build configurations, looked up as Xcode stacks them
/// (`XcodeBuildSettings`): the configuration's own, its `.xcconfig` (`baseConfigurationReference`,
/// or Xcode 16's `baseConfigurationReferenceAnchor` and `…RelativePath` in a synchronized folder,
/// with the files it includes), the project's configuration of the same name and the project's
/// `.xcconfig`, through `$(inherited)`, values made of other settings (`$(MY_ISOLATION)`) and
/// conditional assignments (`[sdk=…]`); `MainActor` or not (`nonisolated`, absent: Swift's
/// default). The target is main-actor by default when every build of each of its
/// configurations sees `MainActor`: where Debug says it and Release does not (or one SDK's
/// builds do not), one of its builds has nonisolated types, which must say `@MainActor` to be
/// main-actor in both.
struct XcodeProject: Sendable {
    struct Target: Equatable, Sendable {
        var name: String
        var isMainActorByDefault: Bool
        /// The folders all of whose files are the target's, as absolute normalized paths (as
        /// the project's folder is given).
        var folders: [Folder] = []
        /// The files it compiles besides (the Compile Sources phase's).
        var files: Set<String> = []

        /// Whether the target compiles the file at `path` (normalized, as the folders are).
        func holds(_ path: String) -> Bool {
            files.contains(path) || folders.contains { XcodeProject.isPath(path, in: $0.path) && !$0.excluded.contains { XcodeProject.isPath(path, in: $0) } }
        }
    }

    /// A synchronized folder of a target and the files and folders in it that are not the target's.
    struct Folder: Equatable, Sendable {
        var path: String
        var excluded: [String] = []
    }

    let targets: [Target]

    /// The build setting read.
    static let isolationSetting = "SWIFT_DEFAULT_ACTOR_ISOLATION"

    /// The project in a `project.pbxproj`'s bytes; `folder`: the folder that holds the
    /// `.xcodeproj` (its paths start there). Nil when the bytes are no project.
    /// `read`: the contents of an `.xcconfig` file, by its normalized path (nil: none).
    init?(pbxproj bytes: [UInt8], folder: String, read: (String) -> [UInt8]? = { try? FileReader.read($0) }) {
        guard let list = ASCIIPropertyList.parse(bytes), let objects = list["objects"]?.dictionary,
              let rootID = list["rootObject"]?.string, let project = objects[rootID]?.dictionary else { return nil }
        func object(_ id: String?) -> [String: ASCIIPropertyList]? { id.flatMap { objects[$0]?.dictionary } }
        func isa(_ object: [String: ASCIIPropertyList]) -> String { object["isa"]?.string ?? "" }
        let projectRoot = project["projectDirPath"]?.string.map { $0.isEmpty ? folder : Self.joined(folder, $0) } ?? folder
        // The group that lists each group or file among its children.
        var parents: [String: String] = [:]
        for (id, value) in objects {
            for child in value["children"]?.strings ?? [] { parents[child] = id }
        }
        var resolved: [String: String?] = [:]
        /// The normalized path of a group, a synchronized folder or a file; nil outside the tree
        /// (relative to the SDK, the build products) or in a loop of groups.
        func path(of id: String, depth: Int = 0) -> String? {
            if let known = resolved[id] { return known }
            guard depth < 64, let item = object(id) else { return nil }
            let base: String?
            switch item["sourceTree"]?.string ?? "<group>" {
            case "<group>": base = parents[id].map { path(of: $0, depth: depth + 1) } ?? projectRoot
            case "SOURCE_ROOT": base = projectRoot
            case "<absolute>": base = "/"
            default: base = nil
            }
            let result = base.map { base in Self.normalized(item["path"]?.string.map { Self.joined(base, $0) } ?? base) }
            resolved[id] = .some(result)
            return result
        }
        // Each `.xcconfig` read once, however many configurations name it.
        var configurationFiles: [String: XcodeBuildSettings] = [:]
        func configurationFile(atPath file: String) -> XcodeBuildSettings {
            if let known = configurationFiles[file] { return known }
            let settings = XcodeBuildSettings(configurationFile: file, read: read)
            configurationFiles[file] = settings
            return settings
        }
        // A configuration's `.xcconfig`: a file reference, or (Xcode 16, for one in a
        // synchronized folder) the folder and the path in it.
        func configurationFile(of configuration: [String: ASCIIPropertyList]) -> XcodeBuildSettings {
            if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
               let relative = configuration["baseConfigurationReferenceRelativePath"]?.string, let folder = path(of: anchor) {
                return configurationFile(atPath: Self.normalized(Self.joined(folder, relative)))
            }
            guard let id = configuration["baseConfigurationReference"]?.string, let file = path(of: id) else { return XcodeBuildSettings() }
            return configurationFile(atPath: file)
        }
        // The levels of settings each configuration stacks (its own, its `.xcconfig`), by name.
        func settings(_ listID: String?) -> [(name: String, levels: [XcodeBuildSettings])] {
            (object(listID)?["buildConfigurations"]?.strings ?? []).compactMap(object).map { configuration in
                (configuration["name"]?.string ?? "",
                 [XcodeBuildSettings(buildSettings: configuration["buildSettings"]?.dictionary ?? [:]),
                  configurationFile(of: configuration)])
            }
        }
        var projectSettings: [String: [XcodeBuildSettings]] = [:]
        for (name, levels) in settings(project["buildConfigurationList"]?.string) where projectSettings[name] == nil {
            projectSettings[name] = levels
        }
        // The membership exceptions of each synchronized folder, by target: (folder, paths in it).
        var exceptions: [String: [(group: String, paths: [String])]] = [:]
        for (id, value) in objects where value["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            for set in (value["exceptions"]?.strings ?? []).compactMap(object) where isa(set) == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
                guard let target = set["target"]?.string else { continue }
                exceptions[target, default: []].append((id, set["membershipExceptions"]?.strings ?? []))
            }
        }
        var targets: [Target] = []
        for id in project["targets"]?.strings ?? [] {
            guard let item = object(id), isa(item) == "PBXNativeTarget" else { continue }
            let configurations = settings(item["buildConfigurationList"]?.string)
            let isMainActor = !configurations.isEmpty && configurations.allSatisfy { name, levels in
                XcodeBuildSettings.values(of: Self.isolationSetting, in: levels + (projectSettings[name] ?? [])) == ["MainActor"]
            }
            var target = Target(name: item["name"]?.string ?? id, isMainActorByDefault: isMainActor)
            let synchronized = item["fileSystemSynchronizedGroups"]?.strings ?? []
            for group in synchronized {
                guard let folder = path(of: group) else { continue }
                let excluded = (exceptions[id] ?? []).filter { $0.group == group }.flatMap(\.paths).map { Self.normalized(Self.joined(folder, $0)) }
                target.folders.append(Folder(path: folder, excluded: excluded))
            }
            // An exception of a folder the target does not synchronize adds that file (or folder) to it.
            for (group, paths) in exceptions[id] ?? [] where !synchronized.contains(group) {
                guard let folder = path(of: group) else { continue }
                target.folders += paths.map { Folder(path: Self.normalized(Self.joined(folder, $0))) }
            }
            for phase in (item["buildPhases"]?.strings ?? []).compactMap(object) where isa(phase) == "PBXSourcesBuildPhase" {
                for buildFile in (phase["files"]?.strings ?? []).compactMap(object) {
                    if let reference = buildFile["fileRef"]?.string, let file = path(of: reference) { target.files.insert(file) }
                }
            }
            targets.append(target)
        }
        self.targets = targets
    }

    /// The project of a `.xcodeproj` folder, its `project.pbxproj` read from the disk unless
    /// `contents` are given, its `.xcconfig` files with `read`; nil when it cannot be read or is
    /// no project, and, without parsing it, when it never names the setting nor an `.xcconfig`.
    init?(at bundle: String, contents: [UInt8]? = nil, read: (String) -> [UInt8]? = { try? FileReader.read($0) }) {
        guard let bytes = contents ?? (try? FileReader.read(bundle + "/" + Self.pbxprojName)),
              bytes.withUnsafeBufferPointer({ bytes in
                  [Self.isolationSetting, "baseConfigurationReference", "baseConfigurationReferenceAnchor"].contains {
                      Linter.contains(word: Array($0.utf8), in: bytes)
                  }
              }) else { return nil }
        let folder = bundle.utf8Prefix(beforeLast: UInt8(ascii: "/")) ?? ""
        self.init(pbxproj: bytes, folder: folder.isEmpty && bundle.hasPrefix("/") ? "/" : folder, read: read)
    }

    /// The native targets of the `projects` (`.xcodeproj` folders, relative to `root` or
    /// absolute), read from the disk, or from `overrides` (by the project's path as given +
    /// `/project.pbxproj`, and an `.xcconfig` by its path relative to `root`: `lint --staged`
    /// gives the index's copy; empty bytes, a file the commit does not hold); none when no
    /// target is main-actor by default (nothing to tell then).
    static func targets(ofProjects projects: [String], root: String, overrides: [String: [UInt8]] = [:]) -> [Target] {
        let base = normalized(root)
        let read = { (path: String) -> [UInt8]? in
            if isPath(path, in: base), path.utf8.count > base.utf8.count {
                let relative = String(decoding: path.utf8.dropFirst(base == "/" ? 1 : base.utf8.count + 1), as: UTF8.self)
                if let staged = overrides[relative] { return staged.isEmpty ? nil : staged }
            }
            return try? FileReader.read(path)
        }
        let targets = projects.compactMap { project in
            XcodeProject(at: ModuleNamespaces.absolute(project, root: root), contents: overrides[project + "/" + pbxprojName], read: read)
        }.flatMap(\.targets)
        return targets.contains(where: \.isMainActorByDefault) ? targets : []
    }

    /// The file of a `.xcodeproj` folder that archtool reads.
    static let pbxprojName = "project.pbxproj"

    /// The indices of the `paths` (absolute, or relative as the targets' folders are) whose
    /// declarations are `@MainActor` by default: some of the `targets` compiles the file, and
    /// every one that does is main-actor by default.
    static func mainActorFiles(_ paths: [String], targets: [Target]) -> Set<Int> {
        guard targets.contains(where: \.isMainActorByDefault) else { return [] }
        var result: Set<Int> = []
        for (f, path) in paths.enumerated() {
            let file = normalized(path)
            var held = false
            var isMainActor = true
            for target in targets where target.holds(file) {
                held = true
                isMainActor = isMainActor && target.isMainActorByDefault
            }
            if held, isMainActor { result.insert(f) }
        }
        return result
    }

    // MARK: - Paths

    /// `path` after `base`, or `path` alone when it is absolute.
    static func joined(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// A path without `.` components, empty ones and a component undone by `..` (as Xcode
    /// resolves them, without looking at links).
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component == "..", isAbsolute {
                continue  // above `/` is `/`
            } else {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// Whether `path` is `folder` or inside it (both normalized), over the bytes.
    static func isPath(_ path: String, in folder: String) -> Bool {
        let path = path.utf8, folder = folder.utf8
        if folder.isEmpty { return !path.starts(with: "/".utf8) }
        if folder.elementsEqual("/".utf8) { return path.starts(with: folder) }
        guard path.starts(with: folder) else { return false }
        return path.count == folder.count || path[path.index(path.startIndex, offsetBy: folder.count)] == UInt8(ascii: "/")
    }
}
