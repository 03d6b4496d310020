// swift-tools-version: 6.0
// {{Project}}: a Puddles app (Modules, Components, Providers, Router, and a Core of plain targets).
// No package dependencies: the Core "package" is the targets under Core/, and `Puddles` is a
// small portable runtime with the upstream library's type names.
import PackageDescription

let package = Package(
    name: "{{Project}}",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .executable(name: "{{Project}}", targets: ["{{Project}}"]),
    ],
    targets: [
        // MARK: Core: business logic, no UI. Only Providers import the service targets.
        .target(name: "Models", path: "Core/Models"),
        .target(name: "Extensions", path: "Core/Extensions"),
        .target(name: "MockData", dependencies: ["Models"], path: "Core/MockData"),
        .target(name: "BookstoreAPI", dependencies: ["Models"], path: "Core/BookstoreAPI"),

        // MARK: Runtime (excluded from `archtool lint`)
        .target(name: "Puddles", path: "Sources/Puddles"),

        // MARK: App: Modules/, Components/, Providers/, Router/
        .executableTarget(
            name: "{{Project}}",
            dependencies: ["Puddles", "Models", "Extensions", "MockData", "BookstoreAPI"],
            path: "Sources/{{Project}}"
        ),

        // MARK: Tests
        .testTarget(name: "{{Project}}Tests", dependencies: ["{{Project}}", "Puddles", "Models", "MockData"]),
        .testTarget(name: "CoreTests", dependencies: ["BookstoreAPI", "Extensions", "Models"]),
    ],
    swiftLanguageModes: [.v6]
)
