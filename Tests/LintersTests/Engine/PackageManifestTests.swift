import Testing
@testable import Linters

/// The targets a `Package.swift` gives a folder of their own, read from its tokens.
@Suite struct PackageManifestTests {
    private static func targets(_ text: String) -> [String] {
        PackageManifest.targetPaths(Array(text.utf8)).map { "\($0.name)=\($0.path)" }
    }

    @Test func targetsWithALiteralPathAreRead() {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                products: [.library(name: "GRDB", targets: ["GRDB"])],
                dependencies: [.package(path: "../swift-collections")],
                targets: [
                    .target(name: "GRDB", dependencies: [.product(name: "Collections", package: "swift-collections")], path: "GRDB"),
                    .testTarget(
                        name: "GRDBTests",
                        dependencies: ["GRDB"],
                        path: "./Tests/",
                        resources: [.copy("Fixtures")]
                    ),
                    .executableTarget(name: "roll", path: "Examples/roll"),
                    .macro(name: "Macros", path: "Sources/Macros/Impl"),
                    .target(name: "Default"),
                ]
            )
            """
        #expect(Self.targets(manifest) == ["GRDB=GRDB", "GRDBTests=Tests", "roll=Examples/roll", "Macros=Sources/Macros/Impl"])
    }

    /// Only what the manifest says for certain: no computed, interpolated, raw, absolute or
    /// climbing path; no label of a nested call (`.product(name:)`); nothing in comments or strings.
    @Test func uncertainPathsAreNotTaken() {
        let manifest = #"""
            let base = "Modules"
            let package = Package(name: "App", targets: [
                .target(name: "A", path: kind.path(for: "A")),
                .target(name: "B", path: "\(base)/B"),
                .target(name: "C", path: #"Modules/C"#),
                .target(name: "D", path: "/abs/D"),
                .target(name: "E", path: "../E"),
                .target(name: "F", dependencies: [.target(name: "G")], path: "Modules/F"),
                // .target(name: "H", path: "Modules/H"),
                /* .target(name: "I", path: "Modules/I") */
                .target(name: "J", sources: [".target(name: \"K\", path: \"Modules/K\")"]),
                .target(name: "L", path: "Sources" + "/L"),
                .target(name: "M", path: "Modules/M", sources: files),
                .target(name: "N", path: "Modules/N", exclude: ["../Other"]),
            ])
            """#
        #expect(Self.targets(manifest) == ["F=Modules/F"])
    }

    /// `sources:` and `exclude:` are read when they are arrays of literals.
    @Test func sourcesAndExclusionsAreRead() {
        let manifest = #"""
            let package = Package(name: "App", targets: [
                .target(name: "A", path: "Shared", sources: ["A", "./Common/"], exclude: ["A/Resources", "README.md",]),
                .target(name: "B", path: ".", sources: ["B"]),
            ])
            """#
        let targets = PackageManifest.targetPaths(Array(manifest.utf8))
        #expect(targets.map(\.folders) == [["Shared/A", "Shared/Common"], ["B"]])
        #expect(targets.map(\.exclude) == [["A/Resources", "README.md"], []])
    }

    @Test func foldersAreNormalized() {
        #expect(PackageManifest.normalizedFolder("./Sources//Core/") == "Sources/Core")
        #expect(PackageManifest.normalizedFolder(".") == "")
        #expect(PackageManifest.normalizedFolder("Sources/../Core") == nil)
        #expect(PackageManifest.normalizedFolder("/Sources") == nil)
    }

    /// The targets that make `MainActor` their default isolation, written in the call or through
    /// a constant of the manifest; not in a comment or a string.
    @Test func targetsIsolatedToTheMainActorByDefault() {
        let manifest = #"""
            // swift-tools-version: 6.2
            import PackageDescription

            let appSettings: [SwiftSetting] = [.defaultIsolation(MainActor.self), .enableUpcomingFeature("X")]
            let other: [SwiftSetting] = []
            let package = Package(
                name: "App",
                targets: [
                    .executableTarget(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
                    .target(name: "Features", path: "Modules/Features", swiftSettings: appSettings),
                    .target(name: "Core", swiftSettings: other),
                    .target(name: "Plain"),  // .defaultIsolation(MainActor.self)
                    .testTarget(name: "AppTests", swiftSettings: [.defaultIsolation(nil)]),
                ]
            )
            let note = ".target(name: "Quoted", swiftSettings: [.defaultIsolation(MainActor.self)])"
            """#
        #expect(PackageManifest.mainActorTargets(Array(manifest.utf8)) == ["App", "Features"])
        #expect(PackageManifest.mainActorTargets(Array("let package = Package(name: \"A\", targets: [.target(name: \"A\")])".utf8)).isEmpty)
    }

    /// The setting given through a constant inside the settings' list, a constant made of
    /// another, or to every target after the package is made (a loop over `package.targets`,
    /// leaving out the tests or not; `forEach`); not through a loop with another filter.
    @Test func targetsIsolatedAfterThePackageIsMade() {
        func targets(_ text: String) -> [String] { PackageManifest.mainActorTargets(Array(text.utf8)) }
        let package = """
            let package = Package(name: "App", targets: [
                .target(name: "App", swiftSettings: SETTINGS),
                .target(name: "Kit"),
                .testTarget(name: "AppTests"),
            ])

            """
        let constant = "let mainActorByDefault: SwiftSetting = .defaultIsolation(MainActor.self)\n"
        #expect(targets(constant + package.replacingOccurrences(of: "SETTINGS", with: "[mainActorByDefault, .enableUpcomingFeature(\"ExistentialAny\")]")) == ["App"])
        #expect(targets(constant + "let shared: [SwiftSetting] = [mainActorByDefault]\n" + package.replacingOccurrences(of: "SETTINGS", with: "shared")) == ["App"])
        let plain = package.replacingOccurrences(of: "SETTINGS", with: "[]")
        #expect(targets(plain + """
            for target in package.targets where target.type != .test {
                target.swiftSettings = (target.swiftSettings ?? []) + [.defaultIsolation(MainActor.self)]
            }
            """) == ["App", "Kit"])
        #expect(targets(plain + "for target in package.targets {\n    target.swiftSettings = [.defaultIsolation(MainActor.self)]\n}\n") == ["App", "Kit", "AppTests"])
        #expect(targets(constant + plain + "package.targets.forEach { $0.swiftSettings = [mainActorByDefault] }\n") == ["App", "Kit", "AppTests"])
        // A filter that may leave out any target is not worked out; nor is a loop that sets other settings.
        #expect(targets(plain + "for target in package.targets where target.name == \"App\" {\n    target.swiftSettings = [.defaultIsolation(MainActor.self)]\n}\n").isEmpty)
        #expect(targets(plain + "for target in package.targets {\n    target.swiftSettings = [.enableUpcomingFeature(\"X\")]\n}\nlet s = [SwiftSetting.defaultIsolation(MainActor.self)]\n").isEmpty)
    }
}
