import Linters

/// Reading the file an `inspect` subcommand names: an unreadable file is a usage problem (exit 2).
enum InspectedFile {
    static func load(_ path: String) throws -> SourceFile {
        do {
            return SourceFile(path: path, bytes: try FileReader.read(path))
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: 2)
        }
    }
}
