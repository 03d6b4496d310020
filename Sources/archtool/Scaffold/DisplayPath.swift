import Foundation

/// Paths as shown to the user: relative to the current directory when inside it.
enum DisplayPath {
    static func absolute(_ path: String, from directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    static func relative(_ path: String, from directory: String) -> String {
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        if path == base { return "." }
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return path
    }
}
