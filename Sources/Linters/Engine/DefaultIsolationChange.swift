/// Whether a change to the build settings changes which files are `@MainActor` by default: an
/// Xcode target's `SWIFT_DEFAULT_ACTOR_ISOLATION` (in `project.pbxproj` or an `.xcconfig`) or
/// the folders it synchronizes, or a package target's `.defaultIsolation(MainActor.self)`. Such a
/// change alters what every file of the target is held to (`routers-are-main-actor`), with no
/// Swift file of the target in it: `lint --staged` and `--changed` lint the whole tree then,
/// as for a changed configuration.
public enum DefaultIsolationChange {
    /// Whether the Xcode projects' targets (`projects`, as `Linter.lint` takes them) make other
    /// files main-actor by default with the files of `before` than with those of `after` (each
    /// as `Linter.lint`'s `overrides`: a `project.pbxproj` by its project's path +
    /// `/project.pbxproj`, an `.xcconfig` by its path from `root`; empty, none; absent, the
    /// disk's), or a manifest's main-actor targets differ between its two versions.
    public static func differs(root: String, xcodeProjects projects: [String], before: [String: [UInt8]], after: [String: [UInt8]],
                               manifests: [(before: [UInt8], after: [UInt8])]) -> Bool {
        for manifest in manifests where PackageManifest.mainActorTargets(manifest.before).sorted() != PackageManifest.mainActorTargets(manifest.after).sorted() {
            return true
        }
        guard !projects.isEmpty else { return false }
        // (The files a target compiles besides its folders are added or removed with the files
        // themselves, which the change holds: those are reported as they are.)
        func isolation(_ overrides: [String: [UInt8]]) -> [XcodeProject.Target] {
            XcodeProject.targets(ofProjects: projects, root: root, overrides: overrides).map { target in
                var target = target
                target.files = []
                return target
            }
        }
        return isolation(before) != isolation(after)
    }

    /// Whether a change of a `project.pbxproj` may change which files are main-actor by default:
    /// a line it adds or removes holds a build setting (any: the isolation may be made of
    /// another, `$(APP_ISOLATION)`), a configuration, a synchronized folder or its exceptions, an
    /// `.xcconfig`, a target, or a group's own `path`, `name` or `sourceTree` (which place the
    /// folders under it). Adding a file to a classic group (a file reference and a build file,
    /// each an object on one line, a child, a Compile Sources entry: what Xcode restages most)
    /// changes none of them.
    public static func mayChangeIsolation(projectFile before: [UInt8], to after: [UInt8]) -> Bool {
        func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>: Int] {
            var counts: [ArraySlice<UInt8>: Int] = [:]
            for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) { counts[line, default: 0] += 1 }
            return counts
        }
        let old = lines(before), new = lines(after)
        for (line, count) in old where new[line] != count && isSettingsLine(line) { return true }
        for (line, count) in new where old[line] != count && isSettingsLine(line) { return true }
        return false
    }

    private static let settingsWords = ["SWIFT_DEFAULT_ACTOR_ISOLATION", "baseConfiguration", "buildConfiguration", "XCBuildConfiguration",
                                        "buildSettings", "Synchronized", "xceptions", "xcconfig", "projectDirPath", "PBXGroup", "PBXProject",
                                        "PBXNativeTarget", "targets"].map { Array($0.utf8) }

    /// Whether a line of a `project.pbxproj` may bear on default isolation (`mayChangeIsolation`).
    static func isSettingsLine(_ line: ArraySlice<UInt8>) -> Bool {
        let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        for field in ["path = ", "name = ", "sourceTree = "] where trimmed.starts(with: field.utf8) { return true }
        if settingsWords.contains(where: { trimmed.firstRange(of: $0) != nil }) { return true }
        // A build setting on its own line (`APP_ISOLATION = MainActor;`, `"KEY[sdk=*]" = …;`).
        guard let first = trimmed.first,
              first == UInt8(ascii: "\"") || first == UInt8(ascii: "_") || (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) else { return false }
        return trimmed.firstRange(of: " = ".utf8) != nil && !trimmed.contains(UInt8(ascii: "{")) && trimmed.firstRange(of: "/*".utf8) == nil
    }

    /// Whether `path` is an Xcode build settings file `differs` reads: a `project.pbxproj` or an `.xcconfig`.
    public static func isXcodeSettingsFile(_ path: String) -> Bool { isProjectFile(path) || isConfigurationFile(path) }

    /// `App.xcodeproj/project.pbxproj`.
    public static func isProjectFile(_ path: String) -> Bool { path.hasSuffix(".xcodeproj/" + XcodeProject.pbxprojName) }
    /// `Config/App.xcconfig`.
    public static func isConfigurationFile(_ path: String) -> Bool { path.hasSuffix(".xcconfig") }
    /// `Package.swift`, `Packages/Kit/Package.swift`, `Package@swift-6.2.swift`.
    public static func isManifest(_ path: String) -> Bool { ManifestVersion.parse(path) != nil }
}
