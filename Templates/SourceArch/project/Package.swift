// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{{Project}}",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "{{Project}}", targets: ["{{Project}}"]),
    ],
    targets: [
        // Portable subset of the SourceArchitecture package (Action, SourceOf, ComposedSource,
        // Source, Renderer, ActionFromMethod). To use upstream instead, add the package
        // dependency and delete this target: the type names are the same.
        .target(name: "SourceArchitecture"),
        // Features: models, sources, dependency protocols, renderers, composition root.
        .target(name: "{{Project}}", dependencies: ["SourceArchitecture"]),
        .testTarget(name: "{{Project}}Tests", dependencies: ["{{Project}}", "SourceArchitecture"]),
    ]
)
