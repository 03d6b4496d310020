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
    }

    struct Entry {
        var path: String
        var contents: [UInt8]
        var action: Action
    }

    var root: String
    var entries: [Entry] = []

    var conflicts: [Entry] { entries.filter { $0.action == .conflict } }
    var writes: [Entry] { entries.filter { $0.action == .create || $0.action == .overwrite || $0.action == .update } }

    /// Adds a file, classifying it against what is on disk.
    mutating func add(path: String, contents: [UInt8], force: Bool) {
        let existing = FileManager.default.contents(atPath: root + "/" + path).map { Array($0) }
        let action: Action
        if let existing {
            action = existing == contents ? .identical : (force ? .overwrite : .conflict)
        } else {
            action = .create
        }
        entries.append(Entry(path: path, contents: contents, action: action))
    }

    /// `  create Package.swift` lines, in plan order.
    func summary() -> String {
        entries.map { "  \($0.action.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \($0.path)\n" }.joined()
    }
}
