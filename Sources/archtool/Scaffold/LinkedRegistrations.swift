/// The registrations `add` cannot write because their file is a link or has other names (a hard
/// link), file by file: said at once, each snippet under the marker line it goes above.
struct LinkedRegistrations {
    private var files: [(file: String, problem: String, snippets: [(marker: String, text: String)])] = []

    var isEmpty: Bool { files.isEmpty }

    mutating func note(_ file: String, _ marker: String, _ text: String, problem: String) {
        if let k = files.firstIndex(where: { $0.file == file }) {
            files[k].snippets.append((marker, text))
        } else {
            files.append((file, problem, [(marker, text)]))
        }
    }

    /// A message for each file: the problem, then each snippet after the marker it goes above.
    var messages: [String] {
        files.map { entry in
            entry.problem + "\n" + entry.snippets.map { "above '\($0.marker)':\n\($0.text)" }.joined(separator: "\n")
        }
    }
}
