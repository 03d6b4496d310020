import ArchModel
import Foundation
import Linters

/// The skeleton's types an item names (`AppRepository`, `AppDependencies`, `AppScreens`,
/// `RootModuleHolderContext`), when the project no longer declares them where the item's code
/// can see them: a team renamed the repository or the composition root after `new`. Code naming
/// them would not compile, while `add` said it succeeded and `lint` saw nothing wrong; so `add`
/// refuses, naming them.
///
/// Only the app's own skeleton types count: not the portable runtime's (the folders the
/// template's `.archtool.json` excludes, `Sources/Sobreiro`), which a team replaces with the
/// upstream package as the generated `Package.swift` says.
enum SkeletonNames {
    /// The types the planned writes newly name (more often than the files on disk do) that the
    /// template's skeleton declares outside its runtime, the item does not, and no Swift file
    /// under `root` declares at file scope where the code naming it can see it (in its own
    /// target, or `public`, `open` or `package` in another; a test target sees every target).
    /// Sorted.
    static func missing(in plan: GenerationPlan, newFiles: [TemplateFile], template: Template, project: ProjectName, root: String) -> [String] {
        let rendered = PlaceholderRenderer(variables: PlaceholderRenderer.projectVariables(project))
        let runtime = runtimeFolders(template, rendered)
        let skeletonFiles = template.projectFiles.compactMap { file -> (String, [UInt8])? in
            guard file.path.hasSuffix(".swift"), let path = try? rendered.render(file.path),
                  !runtime.contains(where: { path.hasPrefix($0 + "/") }), let text = try? rendered.render(file.contents) else { return nil }
            return (path, text)
        }
        let skeleton = Set(topLevelTypes(skeletonFiles).map(\.name))
        let own = Set(topLevelTypes(newFiles.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.contents) }).map(\.name))
        var named: [String: Set<String>] = [:]  // name → the targets whose new code names it
        for entry in plan.writes where entry.path.hasSuffix(".swift") {
            let before = FileManager.default.contents(atPath: root + "/" + entry.path).map(Array.init) ?? []
            let counts = identifierCounts(entry.contents), earlier = identifierCounts(before)
            for (name, count) in counts where count > earlier[name, default: 0] && skeleton.contains(name) && !own.contains(name) {
                named[name, default: []].insert(TypeClash.target(of: entry.path))
            }
        }
        guard !named.isEmpty else { return [] }
        // Only files whose text holds one of the names are scanned.
        let needles = named.keys.map { Data($0.utf8) }
        let files = ((try? FileDiscovery(root: root).discover(["."])) ?? []).compactMap { path -> (String, [UInt8])? in
            guard let data = FileManager.default.contents(atPath: root + "/" + path),
                  needles.contains(where: { data.range(of: $0) != nil }) else { return nil }
            return (path, Array(data))
        }
        let declared = topLevelTypes(files)
        return named.filter { name, targets in
            let declarations = declared.filter { $0.name == name }
            return !targets.allSatisfy { using in
                declarations.contains { $0.isVisibleOutside || $0.target == using || using.hasPrefix("Tests/") }
            }
        }.keys.sorted()
    }

    /// The names of the types the skeleton's file at `path` (root-relative) declares at file
    /// scope; none when no skeleton file is there.
    static func declaredTypes(ofSkeletonFile path: String, template: Template, project: ProjectName) -> Set<String> {
        let rendered = PlaceholderRenderer(variables: PlaceholderRenderer.projectVariables(project))
        guard let file = template.projectFiles.first(where: { (try? rendered.render($0.path)) == path }),
              let text = try? rendered.render(file.contents) else { return [] }
        return Set(topLevelTypes([(path, text)]).map(\.name))
    }

    /// The folders the template's `.archtool.json` excludes: its portable runtime.
    private static func runtimeFolders(_ template: Template, _ rendered: PlaceholderRenderer) -> [String] {
        guard let file = template.projectFiles.first(where: { $0.path == ProjectConfig.fileName }),
              let text = try? rendered.render(file.contents), let root = try? JSONParser.parse(text),
              case .object(let members) = root.value,
              let exclude = members.first(where: { $0.key.value == "exclude" }), case .array(let entries) = exclude.value.value
        else { return [] }
        return entries.compactMap { entry in
            guard case .string(let folder) = entry.value else { return nil }
            return folder.hasSuffix("/**") ? String(folder.dropLast(3)) : folder
        }
    }


    /// The types and type aliases the files declare at file scope, with the target of each and
    /// whether other targets see it.
    private static func topLevelTypes(_ files: [(path: String, text: [UInt8])]) -> [(name: String, target: String, isVisibleOutside: Bool)] {
        var result: [(name: String, target: String, isVisibleOutside: Bool)] = []
        for (path, text) in files {
            for declaration in TypeClash.topLevelTypes(in: text, path: path) {
                let visible = ["public", "open", "package"].contains(where: declaration.hasModifier)
                result.append((declaration.name, TypeClash.target(of: path), visible))
            }
        }
        return result
    }

    /// How often each identifier occurs in code (not in comments or strings).
    private static func identifierCounts(_ text: [UInt8]) -> [String: Int] {
        let file = SourceFile(path: "", bytes: text)
        var counts: [String: Int] = [:]
        for token in file.tokens where token.kind == .identifier { counts[file.text(of: token), default: 0] += 1 }
        return counts
    }
}
