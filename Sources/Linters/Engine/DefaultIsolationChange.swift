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

    /// Whether `path` is a file whose contents `differs` reads: an Xcode project's
    /// `project.pbxproj`, an `.xcconfig`, a `Package.swift`.
    public static func isBuildSettingsFile(_ path: String) -> Bool {
        isProjectFile(path) || isConfigurationFile(path) || isManifest(path)
    }

    /// `App.xcodeproj/project.pbxproj`.
    public static func isProjectFile(_ path: String) -> Bool { path.hasSuffix(".xcodeproj/" + XcodeProject.pbxprojName) }
    /// `Config/App.xcconfig`.
    public static func isConfigurationFile(_ path: String) -> Bool { path.hasSuffix(".xcconfig") }
    /// `Package.swift`, `Packages/Kit/Package.swift`.
    public static func isManifest(_ path: String) -> Bool { ModuleNamespaces.packageFolder(ofManifest: path) != nil }
}
