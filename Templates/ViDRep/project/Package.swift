// swift-tools-version: 6.0
// {{Project}}: a ViDRep app (View -> Dispatcher -> Repository -> View).
// No package dependencies: `ViDRep` below is a tiny portable runtime of shared value types.
import PackageDescription

let package = Package(
    name: "{{Project}}",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "App", targets: ["App"]),
        .executable(name: "{{Project}}App", targets: ["{{Project}}App"]),
    ],
    targets: [
        // Portable runtime (excluded from `archtool lint`).
        .target(name: "ViDRep"),
        // Data types and the single Repository.
        .target(name: "Models", dependencies: ["ViDRep"]),
        // Scenes (each file starts with its contract), the Router, view components.
        .target(name: "Views", dependencies: ["Models", "ViDRep"]),
        // Dispatchers and Reducers. They implement the contracts the scenes declare.
        .target(name: "Controllers", dependencies: ["Models", "Views", "ViDRep"]),
        // The APIClient and the Database: no dependencies on the other layers.
        .target(name: "Infrastructures", dependencies: ["Models"]),
        // The Resolver: the one place that creates everything.
        .target(name: "App", dependencies: ["Models", "Views", "Controllers", "Infrastructures", "ViDRep"]),
        .executableTarget(name: "{{Project}}App", dependencies: ["App"]),
        .testTarget(name: "ModelsTests", dependencies: ["Models", "ViDRep"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "Models"]),
        .testTarget(name: "ControllersTests", dependencies: ["Controllers", "Views", "Models", "ViDRep"]),
        .testTarget(name: "InfrastructuresTests", dependencies: ["Infrastructures", "Models"]),
        .testTarget(name: "AppTests", dependencies: ["App", "Controllers", "Views", "Models", "ViDRep"]),
    ],
    swiftLanguageModes: [.v6]
)
