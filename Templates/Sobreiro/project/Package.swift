// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "{{Project}}",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "{{Project}}", targets: ["{{Project}}"]),
    ],
    targets: [
        // Portable subset of the Sobreiro package (ViewState, ViewModel, StatefulView,
        // RenderPolicy). To use upstream instead, add the package dependency and delete this
        // target: the type names are the same.
        .target(name: "Sobreiro"),
        // Screens: view states, view models, views (UIKit behind `canImport`), composition root.
        .target(name: "{{Project}}", dependencies: ["Sobreiro"]),
        .testTarget(name: "{{Project}}Tests", dependencies: ["{{Project}}", "Sobreiro"]),
    ]
)
