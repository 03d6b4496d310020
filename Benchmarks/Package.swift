// swift-tools-version: 6.0
// Dev-only proof tooling for archtool's lexer: a differential test against swift-syntax's
// lexer and a throughput benchmark. The product package never imports this one.
import PackageDescription

let package = Package(
    name: "archtool-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "602.0.0"),
    ],
    targets: [
        // File discovery and reading shared by both executables.
        .target(name: "CorpusFiles"),
        .executableTarget(
            name: "lexer-oracle",
            dependencies: [
                "CorpusFiles",
                .product(name: "Linters", package: "main"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "lexer-bench",
            dependencies: [
                "CorpusFiles",
                .product(name: "Linters", package: "main"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
