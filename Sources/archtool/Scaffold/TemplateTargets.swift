/// The targets a template's `project/Package.swift` declares, as written (`Sobreiro`,
/// `{{Project}}Tests`). A project name must not give one of the project's own targets the
/// name of another (`new --name Sobreiro` would declare `Sobreiro` twice), and an added item
/// must not declare a type that hides a module.
struct TemplateTargets {
    /// The `name:` of every `.target`, `.executableTarget`, `.testTarget`, … in manifest order.
    let names: [String]

    init(_ template: Template) {
        let manifest = template.projectFiles.first { $0.path == "Package.swift" }
        names = manifest.map { Self.names(in: String(decoding: $0.contents, as: UTF8.self)) } ?? []
    }

    /// The target names a package manifest declares (the first `name:` of each target call).
    static func names(in manifest: String) -> [String] {
        let call = #/\.(?:target|executableTarget|testTarget|macro|plugin|binaryTarget|systemLibrary)\(\s*name:\s*"([^"\\]*)"/#
        return manifest.matches(of: call).map { String($0.output.1) }
    }

    /// The folder of each target a manifest places with `path:` (`.target(name: "Models",
    /// path: "Core/Models")`), by target name; a target without one is in `Sources/<name>`.
    static func paths(in manifest: String) -> [String: String] {
        let call = #/\.(?:target|executableTarget|testTarget|macro|plugin)\(\s*name:\s*"([^"\\]*)"/#
        var paths: [String: String] = [:]
        for match in manifest.matches(of: call) {
            // The call's own arguments: up to the `)` that closes it (dependencies nest calls).
            var depth = 1
            var end = match.range.upperBound
            while end < manifest.endIndex, depth > 0 {
                if manifest[end] == "(" { depth += 1 } else if manifest[end] == ")" { depth -= 1 }
                end = manifest.index(after: end)
            }
            let arguments = manifest[match.range.upperBound..<end]
            if let path = arguments.firstMatch(of: #/\bpath:\s*"([^"\\]*)"/#) { paths[String(match.output.1)] = String(path.output.1) }
        }
        return paths
    }

    /// The target names of a project called `project`.
    func rendered(for project: ProjectName) -> [String] {
        let renderer = PlaceholderRenderer(variables: PlaceholderRenderer.projectVariables(project))
        return names.map { (try? renderer.render($0)) ?? $0 }
    }

    /// Why `project` cannot name a project of this template (one of its targets would have the
    /// name of a target the template declares, ignoring case as a macOS disk does), or nil.
    func clash(for project: ProjectName, style: String) -> String? {
        let rendered = rendered(for: project)
        let fixed = names.indices.filter { !names[$0].contains("{{") }
        for index in names.indices where names[index].contains("{{") {
            guard let other = fixed.first(where: { rendered[$0].lowercased() == rendered[index].lowercased() }) else { continue }
            let clash = "the \(style) template already has a target named '\(names[other])'"
            return names[index] == "{{Project}}" ? clash : clash + ", which '\(names[index])' would also be"
        }
        return nil
    }
}
