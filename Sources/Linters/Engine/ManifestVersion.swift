#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Which manifest SwiftPM reads for a package: `Package.swift`, or a version-specific one beside
/// it (`Package@swift-6.2.swift`) whose tools version is newer than `Package.swift`'s. Most
/// version-specific manifests are kept for older toolchains (`Package@swift-5.9.swift` beside a
/// 6.0 `Package.swift`), which a newer one never reads; a package that keeps `Package.swift` for
/// older toolchains and sets `.defaultIsolation` in `Package@swift-6.2.swift` is main-actor by
/// default for a 6.2 or later toolchain. archtool reads the manifest of the newest tools version
/// (its `// swift-tools-version:` line; the name's version without one), `Package.swift` on a tie,
/// as the newest toolchain does.
enum ManifestVersion {
    /// The package folder of a manifest (`pkg/`, `""`: as `ModuleNamespaces.packageFolder(ofManifest:)`
    /// gives it) and the version its name gives (`[]` for `Package.swift`, `[6, 2]` for
    /// `Package@swift-6.2.swift`, `[6]` for `Package@swift-6.swift`); nil for no manifest.
    static func parse(_ path: String) -> (folder: Substring, version: [Int])? {
        if let folder = ModuleNamespaces.packageFolder(ofManifest: path) { return (folder, []) }
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
        guard let version = version(ofName: name) else { return nil }
        return (path.dropLast(name.utf8.count), version)
    }

    /// The version of a version-specific manifest's name (`Package@swift-6.2.swift`): one to three
    /// numbers; nil for any other name.
    static func version(ofName name: Substring) -> [Int]? {
        let prefix = "Package@swift-", suffix = ".swift"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.utf8.count > prefix.utf8.count + suffix.utf8.count else { return nil }
        let numbers = name.dropFirst(prefix.count).dropLast(suffix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(numbers.count) else { return nil }
        let version = numbers.compactMap { Int($0) }
        return version.count == numbers.count ? version : nil
    }

    /// The tools version a manifest's first line gives (`// swift-tools-version:6.2` or
    /// `// swift-tools-version: 5.9.1`), nil without one.
    static func toolsVersion(_ bytes: [UInt8]) -> [Int]? {
        let line = bytes.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: "swift-tools-version:") else { return nil }
        let digits = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
        let version = digits.split(separator: ".").compactMap { Int($0) }
        return version.isEmpty ? nil : version
    }

    /// The version-specific manifests in a folder on disk (`pkg/`; `""` for the current folder), by name.
    static func versionedNames(inFolder folder: String) -> [String] {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            guard let name = FileDiscovery.name(of: entry), version(ofName: name[...]) != nil else { continue }
            names.append(name)
        }
        return names.sorted()
    }
}
