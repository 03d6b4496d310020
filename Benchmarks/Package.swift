// swift-tools-version: 6.0
// Dev-only proof tooling for archtool's lexer and structural scanner: differential tests
// against swift-syntax's lexer and parser, and a throughput benchmark. The product package never imports this one.
import PackageDescription

/// SwiftPM names a path dependency after its folder, and a clone may live in any folder
/// (`main` here, something else on CI), so the product package's identity is read, not assumed.
let archtool = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "main")

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
                .product(name: "Linters", package: archtool),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "decl-oracle",
            dependencies: [
                "CorpusFiles",
                .product(name: "Linters", package: archtool),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "member-oracle",
            dependencies: [
                "CorpusFiles",
                .product(name: "Linters", package: archtool),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Dumps every field the scanner produces, to prove a change leaves its output identical.
        .executableTarget(
            name: "scan-dump",
            dependencies: [
                "CorpusFiles",
                .product(name: "Linters", package: archtool),
            ]
        ),
        .executableTarget(
            name: "lexer-bench",
            dependencies: [
                "CorpusFiles",
                .product(name: "Linters", package: archtool),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
