import Foundation
import PackagePlugin

/// Embeds the package's `Templates/` folder into the `archtool` binary at build time, so a
/// binary copied alone still scaffolds every style.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appendingPathComponent("Templates")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedTemplates.swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where !url.hasDirectoryPath {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding templates",
                executable: try context.tool(named: "template-embedder").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output])
        ]
    }
}
