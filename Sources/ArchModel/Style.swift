/// One of the five architecture styles archtool scaffolds and lints.
public struct Style: Sendable, Equatable, Hashable {
    /// What users type after `--style`.
    public let id: String
    /// The style's own name.
    public let name: String
    /// The folder under `Templates/` that holds the style's skeleton.
    public let templateFolder: String
    /// One line for `archtool styles` and for help text.
    public let summary: String

    public init(id: String, name: String, templateFolder: String, summary: String) {
        self.id = id
        self.name = name
        self.templateFolder = templateFolder
        self.summary = summary
    }
}

extension Style {
    /// Every style, in the order of STYLES.md; the order of listings and help text.
    public static let all: [Style] = [
        Style(id: "sourcearch", name: "SourceArchitecture", templateFolder: "SourceArch",
              summary: "Sources own one model each; Renderers render it and call its Actions."),
        Style(id: "puddles", name: "Puddles", templateFolder: "Puddles",
              summary: "SwiftUI Modules, data-free Components, environment Providers, a Core package."),
        Style(id: "sobreiro", name: "Sobreiro", templateFolder: "Sobreiro",
              summary: "ViewModels write a value ViewState in transactions; StatefulViews render it."),
        Style(id: "vidrep", name: "ViDRep", templateFolder: "ViDRep",
              summary: "Scenes send actions to Dispatchers; pure Reducers; one Repository; a Resolver."),
        Style(id: "huddle", name: "Huddle", templateFolder: "Huddle",
              summary: "Modules built by Builders, held by ModuleHolders, wired by Components; Flows of steps."),
    ]

    /// The style with this id (case-insensitive), if any.
    public static func named(_ id: String) -> Style? {
        let lowered = id.lowercased()
        return all.first { $0.id == lowered }
    }
}
