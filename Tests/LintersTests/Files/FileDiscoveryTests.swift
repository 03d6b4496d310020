import ArchModel
import Foundation
import Testing
@testable import Linters

/// What the walk finds besides Swift files: the tree's Xcode projects.
@Suite struct FileDiscoveryTests {
    /// A fresh folder with `files` (paths ending in `/` are folders), removed by the caller.
    private static func tree(_ files: [String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archtool-discovery-\(UInt64.random(in: 0...UInt64.max))").path
        for path in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("struct A {}\n".utf8).write(to: url)
            }
        }
        return root
    }

    /// The `.xcodeproj` folders the walk passes are noted and not walked into (a Swift file in
    /// one is no source); hidden and skipped folders' are not; a file named like one is none.
    @Test func theWalkNotesXcodeProjects() throws {
        let root = try Self.tree(["App.xcodeproj/project.pbxproj", "App.xcodeproj/xcshareddata/Stray.swift", "App/Row.swift",
                                  "Modules/Kit/Kit.xcodeproj/project.pbxproj", "Modules/Kit/Tool.swift", "Pods/Pods.xcodeproj/project.pbxproj",
                                  ".hidden/Hidden.xcodeproj/", "Fake.xcodeproj", ".xcodeproj/"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try FileDiscovery(root: root).discoverNotingIncludes([])
        #expect(found.files == ["App/Row.swift", "Modules/Kit/Tool.swift"])
        // (Projects above the root, in the system's temporary folder, are someone else's.)
        #expect(found.xcodeProjects.filter { !$0.hasPrefix("/") } == ["App.xcodeproj", "Modules/Kit/Kit.xcodeproj"])
        // Whatever the globs select.
        let selected = try FileDiscovery(root: root, include: [try Glob("Modules/**")]).discoverNotingIncludes([])
        #expect(selected.files == ["Modules/Kit/Tool.swift"])
        #expect(selected.xcodeProjects.filter { !$0.hasPrefix("/") } == ["App.xcodeproj", "Modules/Kit/Kit.xcodeproj"])
    }

    /// A named folder or file: the projects in it, and in the folders that hold it up to the
    /// root and above (as absolute paths); not the ones beside them.
    @Test func projectsAboveANamedPathAreFound() throws {
        let root = try Self.tree(["App.xcodeproj/project.pbxproj", "App/Views/Row.swift", "App/Views/Sub.xcodeproj/", "Modules/Kit/Kit.xcodeproj/",
                                  "Modules/Kit/Tool.swift"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let discovery = FileDiscovery(root: root)
        let own = { (paths: [String]) in try discovery.discoverNotingIncludes(paths).xcodeProjects.filter { !$0.hasPrefix("/") || $0.hasPrefix(root) } }
        #expect(try own(["App"]) == ["App.xcodeproj", "App/Views/Sub.xcodeproj"])
        #expect(try own([root + "/App/Views/Row.swift"]) == ["App.xcodeproj", "App/Views/Sub.xcodeproj"])
        #expect(try own(["App/Views/Row.swift", "Modules/Kit/Tool.swift"]) == ["App.xcodeproj", "App/Views/Sub.xcodeproj", "Modules/Kit/Kit.xcodeproj"])
        // Linted from inside the app's folder: the project above the root, by its absolute path.
        let inside = FileDiscovery(root: root + "/App")
        #expect(try inside.discoverNotingIncludes([]).xcodeProjects.filter { !$0.hasPrefix("/") || $0.hasPrefix(root) }
            == [root + "/App.xcodeproj", "Views/Sub.xcodeproj"])
    }

    /// In the root's tree, the projects in the folders beside the way up from a named path are
    /// found too (`Xcode/Books.xcodeproj`, whose folder is `../Books`), one level down only; not
    /// beside the folders above the root, which are other trees.
    @Test func projectsBesideANamedPathInTheTreeAreFound() throws {
        let root = try Self.tree(["Books/Views/Row.swift", "Xcode/Books.xcodeproj/project.pbxproj", "Tools/Deep/Tool.xcodeproj/",
                                  "Books/Views/Mock/Mock.xcodeproj/", ".hidden/Hidden.xcodeproj/", "Pods/Pods.xcodeproj/"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let own = { (discovery: FileDiscovery, paths: [String]) in
            try discovery.discoverNotingIncludes(paths).xcodeProjects.filter { !$0.hasPrefix("/") || $0.hasPrefix(root) }
        }
        let discovery = FileDiscovery(root: root)
        #expect(try own(discovery, ["Books"]) == ["Books/Views/Mock/Mock.xcodeproj", "Xcode/Books.xcodeproj"])
        #expect(try own(discovery, ["Books/Views/Row.swift"]) == ["Books/Views/Mock/Mock.xcodeproj", "Xcode/Books.xcodeproj"])
        // The root is the tree: beside it, nothing is looked for.
        #expect(try own(FileDiscovery(root: root + "/Books"), []) == ["Views/Mock/Mock.xcodeproj"])
    }
}
