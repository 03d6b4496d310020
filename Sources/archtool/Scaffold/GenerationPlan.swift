import Foundation

/// What `new` or `add` will do to each file, computed in memory before anything is written.
struct GenerationPlan {
    enum Action: String {
        /// A new file.
        case create
        /// The file exists with exactly these contents: nothing to do.
        case identical
        /// The file exists with other contents and `--force` was not given: refused.
        case conflict
        /// The file exists with other contents and `--force` was given.
        case overwrite
        /// An existing file that gets a registration inserted.
        case update
        /// Something `--force` does not replace is in the way (a folder where the file goes): refused.
        case blocked
    }

    /// What is in the way of a `blocked` entry.
    struct Obstacle: Equatable {
        /// Its absolute path.
        var path: String
        /// Why it is in the way: `is a folder, not a file`.
        var reason: String
    }

    struct Entry {
        var path: String
        var contents: [UInt8]
        var action: Action
        var obstacle: Obstacle? = nil
        /// For an `update`: the contents it was read with, which it must still have when it is replaced.
        var original: [UInt8]? = nil
    }

    var root: String
    var entries: [Entry] = []
    /// What the summary says besides the files (`Kept as edited by hand: …`), a line each.
    var notes: [String] = []

    var conflicts: [Entry] { entries.filter { $0.action == .conflict } }
    var blocked: [Entry] { entries.filter { $0.action == .blocked } }
    var writes: [Entry] { entries.filter { $0.action == .create || $0.action == .overwrite || $0.action == .update } }

    /// Whether `existing` is the generated file with registrations inserted at its markers since
    /// (a huddle flow after `add step`): the generated lines, in order, with only whole lines
    /// added, each run of them right before a marker line (`// archtool:insert …`). Writing the
    /// file again, even with --force, would drop what was registered.
    static func isRegisteredInto(_ existing: [UInt8], generated: [UInt8]) -> Bool {
        let new = String(decoding: generated, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let old = String(decoding: existing, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard new.contains(where: MarkerLine.isAnyMarker), old.count > new.count else { return false }
        var i = 0, inserted = false
        for line in old {
            if i < new.count, line == new[i] {
                // A run of inserted lines must end at a marker.
                if inserted, !MarkerLine.isAnyMarker(line) { return false }
                inserted = false
                i += 1
            } else {
                inserted = true
            }
        }
        return i == new.count && !inserted
    }

    /// Adds a file, classifying it against what is on disk. Anything at its path counts as
    /// existing: a symbolic link (even a dangling one) is a file `--force` may replace, a folder
    /// is never replaced.
    mutating func add(path: String, contents: [UInt8], force: Bool) {
        let target = root + "/" + path
        if let obstacle = Self.obstacle(above: target) {
            entries.append(Entry(path: path, contents: contents, action: .blocked, obstacle: obstacle))
            return
        }
        let existing: [UInt8]?
        switch DiskEntry(at: target) {
        case .missing:
            entries.append(Entry(path: path, contents: contents, action: .create))
            return
        case .file:
            existing = FileManager.default.contents(atPath: target).map { Array($0) }
        case .symbolicLink:
            existing = DiskEntry.isFile(following: target) ? FileManager.default.contents(atPath: target).map { Array($0) } : nil
        case .folder:
            entries.append(Entry(path: path, contents: contents, action: .blocked,
                                 obstacle: Obstacle(path: target, reason: "is a folder, not a file")))
            return
        case .other:
            entries.append(Entry(path: path, contents: contents, action: .blocked,
                                 obstacle: Obstacle(path: target, reason: "is not a regular file")))
            return
        }
        let same = existing == contents || existing.map { Self.isRegisteredInto($0, generated: contents) } == true
        let action: Action = same ? .identical : (force ? .overwrite : .conflict)
        entries.append(Entry(path: path, contents: contents, action: action))
    }

    /// The nearest existing path above `target` (the root and its parents included), when it is
    /// not a folder or a link to one: nothing can be written below it, with or without `--force`.
    private static func obstacle(above target: String) -> Obstacle? {
        var directory = (target as NSString).deletingLastPathComponent
        while !directory.isEmpty {
            let entry = DiskEntry(at: directory)
            if entry != .missing {
                if DiskEntry.isFolder(following: directory) { return nil }
                return Obstacle(path: directory, reason: entry == .file ? "is a file, not a folder" : "is not a folder")
            }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory { return nil }
            directory = parent
        }
        return nil
    }

    /// `'Sources/X.swift' is a folder, not a file; nothing was written.`, each obstacle once,
    /// shown relative to `directory`; nil when nothing is in the way.
    func blockedMessage(from directory: String) -> String? {
        var seen: Set<String> = []
        let obstacles = blocked.compactMap(\.obstacle).filter { seen.insert($0.path).inserted }
        guard !obstacles.isEmpty else { return nil }
        return obstacles.map { "'\(DisplayPath.relative($0.path, from: directory))' \($0.reason)" }.joined(separator: "; ")
            + "; nothing was written."
    }

    /// `  create Package.swift` lines, in plan order, then the notes.
    func summary() -> String {
        entries.map { "  \($0.action.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \($0.path)\n" }.joined()
            + notes.map { $0 + ".\n" }.joined()
    }
}
