import Foundation
import Testing
@testable import archtool

/// `GitStatus` read from a real `git status` of a repository holding every kind of change
/// `lint --staged` tells apart.
@Suite struct GitStatusTests {
    @Test func everyKindOfChangeLandsInItsList() throws {
        let work = TemporaryDirectory("git-status")
        defer { work.remove() }
        let top = URL(fileURLWithPath: work.path).resolvingSymlinksInPath().path
        try work.write(".gitignore", "build/\n*.generated.swift\n")
        for name in ["Kept", "Edited", "Moved", "Gone", "Dirty", "Both", "Vanished"] {
            try work.write("A/\(name).swift", "struct \(name) {\n    let value = \"\(name) \(String(repeating: "x", count: 40))\"\n}\n")
        }
        try git(["init", "-q", "-b", "main"], in: work.path)
        try git(["add", "-A"], in: work.path)
        try git(["commit", "-q", "-m", "start"], in: work.path)
        try work.write("A/Edited.swift", "struct Edited {}\n")                          // staged modification
        try FileManager.default.createDirectory(atPath: work.path + "/B", withIntermediateDirectories: true)
        try git(["mv", "A/Moved.swift", "B/Moved Here.swift"], in: top)                // staged rename, a space in the name
        try git(["rm", "-q", "A/Gone.swift"], in: work.path)                           // staged deletion
        try work.write("A/Dirty.swift", "struct Dirty {}\n")                            // unstaged modification
        try work.write("A/Both.swift", "struct Both { let staged = 1 }\n")              // staged, then edited again
        try FileManager.default.removeItem(atPath: work.path + "/A/Vanished.swift")     // deleted, not staged
        try work.write("A/New.swift", "struct New {}\n")                                // staged addition
        try work.write("A/Later.swift", "struct Later {}\n")                            // intent to add
        try work.write("A/Loose.swift", "struct Loose {}\n")                            // untracked
        try work.write("build/Out.swift", "struct Out {}\n")                            // in an ignored folder
        try work.write("A/Made.generated.swift", "struct Made {}\n")                    // an ignored file
        try FileManager.default.createSymbolicLink(atPath: work.path + "/A/Link.swift", withDestinationPath: "Edited.swift")
        try git(["add", "A/Edited.swift", "A/Both.swift", "A/New.swift", "A/Link.swift"], in: work.path)
        try git(["add", "-N", "A/Later.swift"], in: work.path)
        try work.write("A/Both.swift", "struct Both { let unstaged = 2 }\n")

        let status = try Git(top: top).status()
        func names(_ paths: [String]) -> [String] { paths.map { String($0.dropFirst(top.count + 1)) } }
        #expect(names(status.staged.map(\.path)) == ["A/Both.swift", "A/Edited.swift", "A/New.swift", "B/Moved Here.swift"])
        #expect(names(status.stagedLinks) == ["A/Link.swift"])
        #expect(names(status.unstaged.map(\.path)) == ["A/Both.swift", "A/Dirty.swift", "A/Vanished.swift"])
        #expect(names(status.intentToAdd) == ["A/Later.swift"])
        #expect(names(status.untracked) == ["A/Loose.swift"])
        #expect(names(status.ignored).sorted() == ["A/Made.generated.swift", "build/"])
        #expect(names(status.stagedDeletions) == ["A/Gone.swift"])
        #expect(names(status.previous.map(\.path)) == ["A/Both.swift", "A/Edited.swift", "A/Gone.swift", "A/Moved.swift"])

        // The blobs are the index's (staged, unstaged) and HEAD's (previous), read in one batch.
        let git = Git(top: top)
        let contents = try git.contents(of: status.staged + status.unstaged + status.previous)
        func text(_ entry: GitStatus.Entry?) -> String? { entry.flatMap { contents[$0.blob] }.map { String(decoding: $0, as: UTF8.self) } }
        #expect(text(status.staged.first { $0.path.hasSuffix("Both.swift") }) == "struct Both { let staged = 1 }\n")
        #expect(text(status.unstaged.first { $0.path.hasSuffix("Both.swift") }) == "struct Both { let staged = 1 }\n")
        #expect(text(status.unstaged.first { $0.path.hasSuffix("Dirty.swift") })?.hasPrefix("struct Dirty {\n    let value") == true)
        #expect(text(status.previous.first { $0.path.hasSuffix("Edited.swift") })?.hasPrefix("struct Edited {\n    let value") == true)
    }

    /// A link replaced by a file and staged (`T.`) is staged contents; a file moved in the work
    /// tree whose new name is only marked with `git add -N` (`.R`) leaves the commit the old name,
    /// read from the index.
    @Test func typeChangesAndRenamesInTheWorkTree() throws {
        let work = TemporaryDirectory("git-status-moves")
        defer { work.remove() }
        let top = URL(fileURLWithPath: work.path).resolvingSymlinksInPath().path
        try work.write("A/Target.swift", "struct Target {}\n")
        try work.write("A/Kept.swift", "struct Kept {\n    let value = \"\(String(repeating: "x", count: 60))\"\n}\n")
        try FileManager.default.createSymbolicLink(atPath: work.path + "/A/Link.swift", withDestinationPath: "Target.swift")
        try git(["init", "-q", "-b", "main"], in: work.path)
        try git(["add", "-A"], in: work.path)
        try git(["commit", "-q", "-m", "start"], in: work.path)
        try FileManager.default.removeItem(atPath: work.path + "/A/Link.swift")
        try work.write("A/Link.swift", "struct Link {}\n")
        try git(["add", "A/Link.swift"], in: work.path)
        try FileManager.default.moveItem(atPath: work.path + "/A/Kept.swift", toPath: work.path + "/A/Moved.swift")
        try git(["add", "-N", "A/Moved.swift"], in: work.path)

        let status = try Git(top: top).status()
        func names(_ paths: [String]) -> [String] { paths.map { String($0.dropFirst(top.count + 1)) } }
        #expect(names(status.staged.map(\.path)) == ["A/Link.swift"])
        #expect(names(status.previous.map(\.path)) == [])
        #expect(names(status.intentToAdd) == ["A/Moved.swift"])
        #expect(names(status.unstaged.map(\.path)) == ["A/Kept.swift"])
    }
}
