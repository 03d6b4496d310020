import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init(_ label: String) {
        path = NSTemporaryDirectory() + "archtool-\(label)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Writes a git hook as git runs it: executable.
    func writeHook(_ relative: String, _ text: String) throws {
        try write(relative, text)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path + "/" + relative)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file below the folder, relative and sorted.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var out: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + next, isDirectory: &isDirectory), !isDirectory.boolValue {
                out.append(next)
            }
        }
        return out.sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
