// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{{Project}}",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "{{Project}}", targets: ["{{Project}}"]),
        .executable(name: "{{Project}}App", targets: ["{{Project}}App"]),
    ],
    targets: [
        // A portable subset of the HuddleArch package under its type names. To move to
        // upstream, depend on HuddleArch instead and delete Sources/HuddleArch.
        .target(name: "HuddleArch"),
        // Modules, flows, services and the composition root.
        .target(name: "{{Project}}", dependencies: ["HuddleArch"]),
        // The SwiftUI app on Apple platforms; a headless start-up elsewhere.
        .executableTarget(name: "{{Project}}App", dependencies: ["{{Project}}"]),
        .testTarget(name: "HuddleArchTests", dependencies: ["HuddleArch"]),
        .testTarget(name: "{{Project}}Tests", dependencies: ["{{Project}}", "HuddleArch"]),
    ],
    swiftLanguageModes: [.v6]
)
