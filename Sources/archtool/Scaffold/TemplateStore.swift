import ArchModel
import Foundation
import Linters

/// The template folders archtool scaffolds from: embedded in the binary, or a team's own
/// folder of the same shape (`--templates <dir>`).
struct TemplateStore {
    /// File contents by path relative to the templates root (`ViDRep/project/Package.swift`).
    let files: [String: [UInt8]]
    /// Where the templates came from, for error messages.
    let origin: String

    /// The templates compiled into this binary.
    static func embedded() -> TemplateStore {
        var files: [String: [UInt8]] = [:]
        for entry in EmbeddedTemplates.files {
            files[entry.path] = Array(Data(base64Encoded: entry.base64) ?? Data())
        }
        return TemplateStore(files: files, origin: "the built-in templates")
    }

    /// Every file under `directory`, skipping build folders.
    static func directory(_ directory: String) throws -> TemplateStore {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure(message: "templates folder '\(directory)' does not exist", exitCode: 2)
        }
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var files: [String: [UInt8]] = [:]
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) {
            for case let url as URL in walker {
                if url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == ".swiftpm" {
                    walker.skipDescendants()
                    continue
                }
                guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
                do throws(FileReader.Failure) {
                    files[relative] = try FileReader.read(url.path)
                } catch {
                    throw CommandFailure(message: "in the templates folder: \(error)", exitCode: 2)
                }
            }
        }
        return TemplateStore(files: files, origin: "'\(directory)'")
    }

    /// The template of `style`: its manifest, its `project/` files and its `add/<kind>/` files.
    func template(for style: Style) throws -> Template {
        let folder = style.templateFolder
        guard let manifestBytes = files["\(folder)/template.json"] else {
            throw CommandFailure(message: "no template for style '\(style.id)' in \(origin) (expected \(folder)/template.json)", exitCode: 2)
        }
        let manifest: TemplateManifest
        do {
            manifest = try JSONDecoder().decode(TemplateManifest.self, from: Data(manifestBytes))
        } catch {
            throw CommandFailure(message: "invalid \(folder)/template.json in \(origin): \(TemplateStore.describe(error))", exitCode: 2)
        }
        var project: [TemplateFile] = []
        var add: [String: [TemplateFile]] = [:]
        for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
            let parts = path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[0] == folder else { continue }
            if parts[1] == "project", parts.count == 3 {
                project.append(TemplateFile(path: String(parts[2]), contents: contents))
            } else if parts[1] == "add", parts.count == 3 {
                let rest = parts[2].split(separator: "/", maxSplits: 1)
                if rest.count == 2 { add[String(rest[0]), default: []].append(TemplateFile(path: String(rest[1]), contents: contents)) }
            }
        }
        return Template(manifest: manifest, projectFiles: project, addFiles: add)
    }
}

extension TemplateStore {
    /// A decoding error in words, with the path of keys to the place (`add.0.kind`), instead of
    /// `DecodingError`'s debug dump.
    static func describe(_ error: any Error) -> String {
        func at(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? "" : " at '\(path)'"
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)'\(at(context))"
        case DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context):
            return "expected \(type)\(at(context))"
        case DecodingError.dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return (underlying ?? context.debugDescription) + at(context)
        default:
            return "\(error)"
        }
    }
}

/// One file of a template, before rendering.
struct TemplateFile: Equatable {
    var path: String
    var contents: [UInt8]
}

/// A style's template.
struct Template {
    var manifest: TemplateManifest
    var projectFiles: [TemplateFile]
    var addFiles: [String: [TemplateFile]]
}
