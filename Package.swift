// swift-tools-version: 6.0
// archtool: scaffold and lint iOS app architectures. No package dependencies, by design:
// dev-only tooling that needs packages (the swift-syntax oracle, benchmarks) lives in
// the nested package under Benchmarks/, which this package never imports.
import PackageDescription

let package = Package(
    name: "archtool",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archtool", targets: ["archtool"]),
        .library(name: "Linters", targets: ["Linters"]),
        .library(name: "ArchModel", targets: ["ArchModel"]),
    ],
    targets: [
        // Dependency direction: archtool -> Linters -> ArchModel.
        .target(name: "ArchModel"),
        .target(name: "Linters", dependencies: ["ArchModel"]),
        .executableTarget(
            name: "archtool", dependencies: ["Linters", "ArchModel"],
            plugins: ["EmbedTemplates"]),
        // Build-time only: embeds Templates/ into the archtool binary.
        .executableTarget(name: "template-embedder"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["template-embedder"]),
        .testTarget(name: "ArchModelTests", dependencies: ["ArchModel"]),
        .testTarget(name: "LintersTests", dependencies: ["Linters"]),
        .testTarget(name: "archtoolTests", dependencies: ["archtool"]),
    ],
    swiftLanguageModes: [.v6]
)
