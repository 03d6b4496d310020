import ArchModel

/// `archtool styles [<style>]`: the five styles with a one-line description each; for one style,
/// its layers as the preset defines them, which a project's `.archtool.json` may override.
struct StylesCommand: Command {
    static let spec = CommandSpec(
        name: "styles",
        abstract: "List the architecture styles, or show one style's layers.",
        discussion: """
            With a style, prints its layers as its preset defines them: a type declared in
            the linted tree is in a layer when its file's path matches one of the layer's
            paths, its name ends with one of its suffixes (of a declaration of one of its
            kinds, when kinds are given), or it inherits one of its supertypes (directly,
            through a protocol it refines, or in an extension). In .archtool.json,
              "layers": { "Scenes": { "paths": ["App/Features/**/*Scene.swift"] } }
            replaces the keys it names (paths, suffixes, inherits, kinds) and keeps the
            others ("suffixes": [] drops the preset's); a name that is no layer of the
            style adds a layer, for custom rules. A layer's paths put every type declared
            in those files in it, helpers too: give paths only to a layer whose folder
            holds nothing else, and let the preset find the others by name or supertype.
            (A few preset folders take in only some types: 'by path inheriting' shows
            which; paths set in .archtool.json take in every type.)
            'archtool inspect layers' shows the layers of each type of a project, and why.
            """,
        arguments: [ArgumentSpec(name: "style", help: "A style whose layers to show (\(Style.all.map(\.id).joined(separator: ", "))).",
                                 isOptional: true)])

    let style: Style?

    init(arguments: ParsedArguments, path: [String]) throws {
        style = try arguments.positionals.first.map { given in
            if let style = Style.named(given) { return style }
            throw UsageError(message: "Unknown style '\(given)'." + StyleOption.alternatives(to: given), commandPath: path)
        }
    }

    func run(_ console: Console) throws -> Int32 {
        guard let style else {
            console.out(StyleOption.listing() + "\n")
            return 0
        }
        console.out(Self.layers(of: style))
        return 0
    }

    /// A style's description and its preset's layers, one key per line.
    static func layers(of style: Style) -> String {
        var text = "\(style.name) (\(style.id)): \(style.summary)\n\nLayers:\n"
        for layer in Presets.preset(for: style).layers {
            text += "  \(layer.name)\n"
            var lines: [(String, [String])] = [
                ("paths", layer.paths), ("suffixes", layer.suffixes), ("kinds", layer.kinds), ("inherits", layer.inherits),
            ]
            // What the preset alone expresses (not settable in .archtool.json).
            lines += [
                ("inheritors named", layer.inheritorNameContains.map { "…\($0)…" }),
                ("generic argument of", layer.genericArgumentOf),
                ("attributes", layer.attributes.map { "@" + $0 }),
                ("wrapped by", layer.wrappedBy.map { "@" + $0 }),
                ("not by path", layer.pathExceptSuffixes.map { "*" + $0 } + (layer.pathExceptsFrameworkExtensions ? ["extensions of framework types"] : [])),
                ("never inheriting", layer.exceptInheritors),
                ("by path inheriting", Self.shortened(layer.pathRequiresInheriting)),
            ]
            for (key, values) in lines where !values.isEmpty {
                // Wrapped at 80 columns, continued under the first value.
                var line = "    " + key.padding(toLength: 20, withPad: " ", startingAt: 0)
                for (i, value) in values.enumerated() {
                    let item = value + (i < values.count - 1 ? "," : "")
                    if i > 0, line.count + 1 + item.count > 80 {
                        text += line + "\n"
                        line = String(repeating: " ", count: 24) + item
                    } else {
                        line += (i > 0 ? " " : "") + item
                    }
                }
                text += line + "\n"
            }
            if layer.coversDeclaringFiles {
                text += "    " + "files".padding(toLength: 20, withPad: " ", startingAt: 0) + "the other top-level types of a file declaring one\n"
            }
        }
        return text
    }

    /// Supertypes as listed, the UI frameworks' view types (dozens) as one item.
    private static func shortened(_ supertypes: [String]) -> [String] {
        let views = Set(FrameworkViewTypes.all)
        let own = supertypes.filter { !views.contains($0) || $0 == "View" }
        return own.count == supertypes.count ? own : own + ["the UIKit and AppKit views"]
    }
}
