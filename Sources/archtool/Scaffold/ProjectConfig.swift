import ArchModel
import Foundation

/// The `style` and `project` keys of a project's `.archtool.json`, as `add` needs them.
struct ProjectConfig {
    static let fileName = ".archtool.json"

    var style: Style
    var project: ProjectName
    /// Where the `project` value is written (`.archtool.json:3:14`), for errors about it.
    var projectPlace = fileName

    /// Reads `<directory>/.archtool.json`; errors name the file (relative to `currentDirectory`,
    /// as `lint --config` shows it), line and column.
    /// `projectGiven`: the folder is `--project`'s, so the error does not suggest passing it.
    static func load(in directory: String, currentDirectory: String, projectGiven: Bool = false) throws -> ProjectConfig {
        let path = directory + "/" + fileName
        let shown = DisplayPath.relative(path, from: currentDirectory)
        guard let data = try DiskEntry.configurationIfPresent(path, shown: shown) else {
            // Outside a git repository the folders above are not searched (as `lint` does not):
            // one there is named, with what to pass (a project made by `new` before `git init`).
            // (Without --project, `directory` is the current folder: the path is from there.)
            if !projectGiven, Git.workTreeRoot(above: directory) == nil, let above = LintSetup.configurationAbove(directory) {
                throw CommandFailure(
                    message: "no \(fileName) in '\(directory)'; outside a git repository the folders above are not searched, and "
                        + "'\(above)' is above: pass --project \(above.dropLast(fileName.count + 1)), or run it there.",
                    exitCode: 2)
            }
            throw CommandFailure(
                message: "no \(fileName) in '\(directory)'. Run 'archtool add' in a project made by 'archtool new'"
                    + (projectGiven ? "; --project names the folder that holds its \(fileName)." : ", or pass --project <dir>."),
                exitCode: 2)
        }
        let root: Located<JSONValue>
        do {
            // (A UTF-8 byte order mark is allowed, as `lint` allows it.)
            root = try JSONParser.parse(ConfigurationParser.withoutByteOrderMark(Array(data)))
        } catch {
            throw CommandFailure(message: "\(shown):\(error.line):\(error.column): \(error.message)", exitCode: 2)
        }
        guard case .object(let members) = root.value else {
            throw CommandFailure(message: "\(shown):\(root.line):\(root.column): expected an object", exitCode: 2)
        }
        func string(_ key: String) throws -> Located<String> {
            guard let member = members.first(where: { $0.key.value == key }) else {
                throw CommandFailure(message: "\(shown):\(root.line):\(root.column): missing key '\(key)'", exitCode: 2)
            }
            guard case .string(let value) = member.value.value else {
                throw CommandFailure(
                    message: "\(shown):\(member.value.line):\(member.value.column): '\(key)' must be a string, not \(member.value.value.typeName)",
                    exitCode: 2)
            }
            return Located(value, line: member.value.line, column: member.value.column)
        }
        let styleValue = try string("style")
        guard let style = Style.named(styleValue.value) else {
            throw CommandFailure(
                message: "\(shown):\(styleValue.line):\(styleValue.column): unknown style '\(styleValue.value)' (styles: \(ArchToolInfo.styleList))",
                exitCode: 2)
        }
        let projectValue = try string("project")
        let place = "\(shown):\(projectValue.line):\(projectValue.column)"
        do {
            return ProjectConfig(style: style, project: try ProjectName(projectValue.value, isItem: false), projectPlace: place)
        } catch {
            throw CommandFailure(message: "\(place): invalid project name: \(error.reason)", exitCode: 2)
        }
    }
}
