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
    /// The folder as given (`--templates <dir>`); nil for the built-in templates.
    var folder: String? = nil

    /// The templates compiled into this binary.
    static func embedded() -> TemplateStore {
        var files: [String: [UInt8]] = [:]
        for entry in EmbeddedTemplates.files {
            files[entry.path] = Array(Data(base64Encoded: entry.base64) ?? Data())
        }
        return TemplateStore(files: files, origin: "the built-in templates")
    }

    /// Every file under `directory`, skipping build folders; `shown` is the folder as given.
    static func directory(_ directory: String, shown: String? = nil) throws -> TemplateStore {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw CommandFailure(message: "templates folder '\(shown ?? directory)' does not exist", exitCode: 2)
        }
        guard isDirectory.boolValue else {
            throw CommandFailure(message: "'\(shown ?? directory)' is a file, not a templates folder (one folder per style, as Templates/README.md describes)", exitCode: 2)
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
        return TemplateStore(files: files, origin: "'\(directory)'", folder: shown ?? directory)
    }

    /// The template of `style`: its manifest, its `project/` files and its `add/<kind>/` files.
    func template(for style: Style) throws -> Template {
        let folder = style.templateFolder
        guard let manifestBytes = files["\(folder)/template.json"] else {
            throw CommandFailure(message: "no template for style '\(style.id)' in \(origin) (expected \(folder)/template.json)", exitCode: 2)
        }
        let manifest: TemplateManifest
        do {
            manifest = try TemplateManifest.parse(manifestBytes, style: style.id)
        } catch {
            let file = (self.folder.map { $0 == "." || $0 == "./" ? "" : $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "") + folder + "/template.json"
            throw CommandFailure(message: "\(file):\(error.line):\(error.column): \(error.message)" + (self.folder == nil ? " (in the built-in templates)" : ""),
                                 exitCode: 2)
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
        guard !project.isEmpty else {
            throw CommandFailure(message: "no template for style '\(style.id)' in \(origin): \(folder)/project/ holds no file", exitCode: 2)
        }
        return Template(manifest: manifest, projectFiles: project, addFiles: add)
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
