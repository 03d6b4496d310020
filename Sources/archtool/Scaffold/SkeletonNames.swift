import Foundation
import Linters

/// The skeleton's types an item names (`AppRepository`, `AppDependencies`, `AppScreens`,
/// `RootModuleHolderContext`), when the project no longer declares them: a team renamed the
/// repository or the composition root after `new`. Code naming them would not compile, while
/// `add` said it succeeded and `lint` saw nothing wrong; so `add` refuses, naming them.
enum SkeletonNames {
    /// The types the planned writes newly name (more often than the files on disk do) that the
    /// template's skeleton declares, the item does not, and no Swift file under `root` declares
    /// (as a type or a type alias). Sorted.
    static func missing(in plan: GenerationPlan, newFiles: [TemplateFile], template: Template, project: ProjectName, root: String) -> [String] {
        let rendered = PlaceholderRenderer(variables: PlaceholderRenderer.projectVariables(project))
        let skeleton = declaredTypes(template.projectFiles.compactMap { file in
            guard file.path.hasSuffix(".swift"), let path = try? rendered.render(file.path), let text = try? rendered.render(file.contents) else { return nil }
            return (path, text)
        })
        let own = declaredTypes(newFiles.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.contents) })
        var named: Set<String> = []
        for entry in plan.writes where entry.path.hasSuffix(".swift") {
            let before = FileManager.default.contents(atPath: root + "/" + entry.path).map(Array.init) ?? []
            let counts = identifierCounts(entry.contents), earlier = identifierCounts(before)
            for (name, count) in counts where count > earlier[name, default: 0] && skeleton.contains(name) && !own.contains(name) {
                named.insert(name)
            }
        }
        guard !named.isEmpty else { return [] }
        // Only files whose text holds one of the names are scanned.
        let needles = named.map { Data($0.utf8) }
        let files = ((try? FileDiscovery(root: root).discover(["."])) ?? []).compactMap { path -> (String, [UInt8])? in
            guard let data = FileManager.default.contents(atPath: root + "/" + path),
                  needles.contains(where: { data.range(of: $0) != nil }) else { return nil }
            return (path, Array(data))
        }
        return named.subtracting(declaredTypes(files)).sorted()
    }

    /// The names of the types and type aliases the files declare, at any depth.
    private static func declaredTypes(_ files: [(path: String, text: [UInt8])]) -> Set<String> {
        var result: Set<String> = []
        for (path, text) in files {
            let syntax = SyntaxScanner.scan(SourceFile(path: path, bytes: text), bodies: false)
            for declaration in syntax.declarations where declaration.kind.hasMembers || declaration.kind == .typealias {
                guard declaration.kind != .extension else { continue }
                result.insert(String(declaration.name.split(separator: ".").last ?? Substring(declaration.name)))
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
