import Foundation
import Linters
import Testing

/// An Xcode app whose target sets `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (Xcode 26's new
/// app) has `@MainActor` types without the attribute, as a SwiftPM target with
/// `.defaultIsolation(MainActor.self)` does.
@Suite struct XcodeProjectLintTests {
    /// Xcode 26's project for an app whose folder `App` is synchronized, with a test target;
    /// the app target's configurations give `isolation` (nil: no setting), and `exceptions`
    /// leaves files of its folder out of it.
    static func pbxproj(isolation: String?, exceptions: [String] = []) -> String {
        let setting = isolation.map { "\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = \($0);\n" } ?? ""
        func configuration(_ id: String, _ name: String, _ settings: String) -> String {
            "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\(settings)\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
        }
        let appSettings = "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t\tSWIFT_APPROACHABLE_CONCURRENCY = YES;\n" + setting + "\t\t\t\tSWIFT_VERSION = 5.0;\n"
        let testSettings = "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t\tSWIFT_VERSION = 5.0;\n"
        let exceptionSet = exceptions.isEmpty ? "" : """
            /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
            \t\t0000000000000000000000E0 /* Exceptions for "App" folder in "App" target */ = {
            \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            \t\t\tmembershipExceptions = (
            \(exceptions.map { "\t\t\t\t\($0),\n" }.joined())\t\t\t);
            \t\t\ttarget = 0000000000000000000000C1 /* App */;
            \t\t};
            /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

            """
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 77;
            \tobjects = {

            /* Begin PBXFileReference section */
            \t\t0000000000000000000000A1 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
            \t\t0000000000000000000000A2 /* AppTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = AppTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
            /* End PBXFileReference section */

            \(exceptionSet)/* Begin PBXFileSystemSynchronizedRootGroup section */
            \t\t0000000000000000000000B1 /* App */ = {
            \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
            \(exceptions.isEmpty ? "" : "\t\t\texceptions = (\n\t\t\t\t0000000000000000000000E0 /* Exceptions for \"App\" folder in \"App\" target */,\n\t\t\t);\n")\t\t\tpath = App;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\t0000000000000000000000B2 /* AppTests */ = {
            \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
            \t\t\tpath = AppTests;
            \t\t\tsourceTree = "<group>";
            \t\t};
            /* End PBXFileSystemSynchronizedRootGroup section */

            /* Begin PBXGroup section */
            \t\t0000000000000000000000D0 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\t0000000000000000000000B1 /* App */,
            \t\t\t\t0000000000000000000000B2 /* AppTests */,
            \t\t\t\t0000000000000000000000D1 /* Products */,
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\t0000000000000000000000D1 /* Products */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\t0000000000000000000000A1 /* App.app */,
            \t\t\t\t0000000000000000000000A2 /* AppTests.xctest */,
            \t\t\t);
            \t\t\tname = Products;
            \t\t\tsourceTree = "<group>";
            \t\t};
            /* End PBXGroup section */

            /* Begin PBXNativeTarget section */
            \t\t0000000000000000000000C1 /* App */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = 0000000000000000000000F2 /* Build configuration list for PBXNativeTarget "App" */;
            \t\t\tbuildPhases = (
            \t\t\t\t0000000000000000000000S1 /* Sources */,
            \t\t\t);
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\t0000000000000000000000B1 /* App */,
            \t\t\t);
            \t\t\tname = App;
            \t\t\tproductReference = 0000000000000000000000A1 /* App.app */;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            \t\t0000000000000000000000C2 /* AppTests */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = 0000000000000000000000F3 /* Build configuration list for PBXNativeTarget "AppTests" */;
            \t\t\tbuildPhases = (
            \t\t\t\t0000000000000000000000S2 /* Sources */,
            \t\t\t);
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\t0000000000000000000000B2 /* AppTests */,
            \t\t\t);
            \t\t\tname = AppTests;
            \t\t\tproductReference = 0000000000000000000000A2 /* AppTests.xctest */;
            \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
            \t\t};
            /* End PBXNativeTarget section */

            /* Begin PBXProject section */
            \t\t0000000000000000000000P0 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = 0000000000000000000000F1 /* Build configuration list for PBXProject "App" */;
            \t\t\tmainGroup = 0000000000000000000000D0;
            \t\t\tpreferredProjectObjectVersion = 77;
            \t\t\tproductRefGroup = 0000000000000000000000D1 /* Products */;
            \t\t\tprojectDirPath = "";
            \t\t\tprojectRoot = "";
            \t\t\ttargets = (
            \t\t\t\t0000000000000000000000C1 /* App */,
            \t\t\t\t0000000000000000000000C2 /* AppTests */,
            \t\t\t);
            \t\t};
            /* End PBXProject section */

            /* Begin PBXSourcesBuildPhase section */
            \t\t0000000000000000000000S1 /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tbuildActionMask = 2147483647;
            \t\t\tfiles = (
            \t\t\t);
            \t\t\trunOnlyForDeploymentPostprocessing = 0;
            \t\t};
            \t\t0000000000000000000000S2 /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tbuildActionMask = 2147483647;
            \t\t\tfiles = (
            \t\t\t);
            \t\t\trunOnlyForDeploymentPostprocessing = 0;
            \t\t};
            /* End PBXSourcesBuildPhase section */

            /* Begin XCBuildConfiguration section */
            \(configuration("000000000000000000000101", "Debug", "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = \"DEBUG $(inherited)\";\n"))\
            \(configuration("000000000000000000000102", "Release", "\t\t\t\tSDKROOT = iphoneos;\n"))\
            \(configuration("000000000000000000000103", "Debug", appSettings))\
            \(configuration("000000000000000000000104", "Release", appSettings))\
            \(configuration("000000000000000000000105", "Debug", testSettings))\
            \(configuration("000000000000000000000106", "Release", testSettings))\
            /* End XCBuildConfiguration section */

            /* Begin XCConfigurationList section */
            \t\t0000000000000000000000F1 /* Build configuration list for PBXProject "App" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\t000000000000000000000101 /* Debug */,
            \t\t\t\t000000000000000000000102 /* Release */,
            \t\t\t);
            \t\t\tdefaultConfigurationIsVisible = 0;
            \t\t\tdefaultConfigurationName = Release;
            \t\t};
            \t\t0000000000000000000000F2 /* Build configuration list for PBXNativeTarget "App" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\t000000000000000000000103 /* Debug */,
            \t\t\t\t000000000000000000000104 /* Release */,
            \t\t\t);
            \t\t\tdefaultConfigurationIsVisible = 0;
            \t\t\tdefaultConfigurationName = Release;
            \t\t};
            \t\t0000000000000000000000F3 /* Build configuration list for PBXNativeTarget "AppTests" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\t000000000000000000000105 /* Debug */,
            \t\t\t\t000000000000000000000106 /* Release */,
            \t\t\t);
            \t\t\tdefaultConfigurationIsVisible = 0;
            \t\t\tdefaultConfigurationName = Release;
            \t\t};
            /* End XCConfigurationList section */
            \t};
            \trootObject = 0000000000000000000000P0 /* Project object */;
            }

            """
    }

    /// The app's sources: a provider and a router written without `@MainActor`, and a router
    /// that opts out with `nonisolated`.
    private static func makeApp(_ pbxproj: String) throws -> TemporaryDirectory {
        let work = TemporaryDirectory("xcode-isolation")
        try work.write("App.xcodeproj/project.pbxproj", pbxproj)
        try work.write("App/Providers/BookProvider.swift", """
            import Observation

            @Observable
            final class BookProvider {
                struct Dependencies { var fetch: @Sendable () async throws -> [String] }
                private let dependencies: Dependencies
                init(dependencies: Dependencies) { self.dependencies = dependencies }
                static let live = BookProvider(dependencies: .init(fetch: { [] }))
                static var mock: BookProvider { BookProvider(dependencies: .init(fetch: { ["a"] })) }
            }

            """)
        try work.write("App/Router/Router.swift", "import Observation\n@Observable\nfinal class Router {\n    var path: [Int] = []\n}\n")
        try work.write("App/Router/DetailRouter.swift", "import Observation\n@Observable\nnonisolated final class DetailRouter {}\n")
        return work
    }

    private static let detailRouter = "App/Router/DetailRouter.swift:3:25: error: 'DetailRouter' must be @MainActor [routers-are-main-actor]\n"
    private static let everyFinding = """
        App/Providers/BookProvider.swift:4:13: error: 'BookProvider' must be @MainActor [provider-shape]
        \(detailRouter)App/Router/Router.swift:3:13: error: 'Router' must be @MainActor [routers-are-main-actor]

        """

    /// With the setting, only the `nonisolated` router must say `@MainActor`; linted whole, or
    /// a folder of it (the project is beside the folder).
    @Test func theAppTargetsTypesAreMainActor() throws {
        let work = try Self.makeApp(Self.pbxproj(isolation: "MainActor"))
        defer { work.remove() }
        #expect(runCLI(["lint", "--style", "puddles"], directory: work.path)
            == CLIResult(status: 1, out: Self.detailRouter, err: "1 error, 0 warnings in 3 files\n"))
        #expect(runCLI(["lint", "--style", "puddles", "App/Router"], directory: work.path)
            == CLIResult(status: 1, out: Self.detailRouter, err: "1 error, 0 warnings in 2 files\n"))
        // From inside the app's folder: the project is above.
        #expect(runCLI(["lint", "--style", "puddles"], directory: work.path + "/App")
            == CLIResult(status: 1, out: Self.detailRouter.replacingOccurrences(of: "App/", with: ""), err: "1 error, 0 warnings in 3 files\n"))
    }

    /// Without the setting, with `nonisolated`, with a file left out of the target, or with a
    /// project that cannot be read: the types are as written (no warning, no crash).
    @Test func otherwiseTheTypesAreAsWritten() throws {
        for isolation in [nil, "nonisolated", "\"$(inherited)\""] {
            let work = try Self.makeApp(Self.pbxproj(isolation: isolation))
            defer { work.remove() }
            #expect(runCLI(["lint", "--style", "puddles"], directory: work.path)
                == CLIResult(status: 1, out: Self.everyFinding, err: "3 errors, 0 warnings in 3 files\n"), "\(isolation ?? "none")")
        }
        let excluded = try Self.makeApp(Self.pbxproj(isolation: "MainActor", exceptions: ["Router/Router.swift", "Info.plist"]))
        defer { excluded.remove() }
        #expect(runCLI(["lint", "--style", "puddles"], directory: excluded.path) == CLIResult(status: 1, out: """
            \(Self.detailRouter)App/Router/Router.swift:3:13: error: 'Router' must be @MainActor [routers-are-main-actor]

            """, err: "2 errors, 0 warnings in 3 files\n"))
        let whole = Self.pbxproj(isolation: "MainActor")
        for broken in [String(whole.prefix(whole.count / 2)), whole.replacingOccurrences(of: "isa = PBXProject;", with: "isa = PBXProject"), "\u{0}\u{FF}"] {
            let work = try Self.makeApp(broken)
            defer { work.remove() }
            #expect(runCLI(["lint", "--style", "puddles"], directory: work.path)
                == CLIResult(status: 1, out: Self.everyFinding, err: "3 errors, 0 warnings in 3 files\n"))
        }
    }

    /// `lint --staged` reads the project's settings as the commit holds them, as it reads the
    /// Swift files: the index's `project.pbxproj` where the work tree's differs (staged and
    /// changed since, or changed and not staged), none where the commit does not hold it.
    @Test func stagedReadsTheProjectAsTheCommitHoldsIt() throws {
        let work = try Self.makeApp(Self.pbxproj(isolation: nil))
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "puddles" }"#)
        try git(["init", "-q", "-b", "main"], in: work.path)
        try git(["add", "-A"], in: work.path)
        try git(["commit", "-q", "-m", "start"], in: work.path)
        let project = "App.xcodeproj/project.pbxproj"
        let routers = ["App/Router/Router.swift", "App/Router/DetailRouter.swift"]
        var edits = 0
        // The routers changed and staged, so that `--staged` reports them.
        func stageRouters() throws {
            edits += 1
            for router in routers {
                let text = try String(contentsOfFile: work.path + "/" + router, encoding: .utf8)
                try work.write(router, text + "// edit \(edits)\n")
            }
            try git(["add"] + routers, in: work.path)
        }
        let router = "App/Router/Router.swift:3:13: error: 'Router' must be @MainActor [routers-are-main-actor]\n"
        // Staged with the setting, the work tree's copy without it.
        try work.write(project, Self.pbxproj(isolation: "MainActor"))
        try git(["add", project], in: work.path)
        try work.write(project, Self.pbxproj(isolation: nil))
        try stageRouters()
        // (The commit turns the setting on: every file is reported.)
        #expect(runCLI(["lint", "--staged"], directory: work.path)
            == CLIResult(status: 1, out: Self.detailRouter, err: "1 error, 0 warnings in 3 files\n"))
        // (The work tree, linted as it is, has no setting.)
        #expect(runCLI(["lint", "App/Router"], directory: work.path)
            == CLIResult(status: 1, out: Self.detailRouter + router, err: "2 errors, 0 warnings in 2 files\n"))
        // Committed with the setting, the work tree's copy without it, not staged: the commit's.
        try git(["commit", "-q", "-m", "main actor"], in: work.path)
        try stageRouters()
        #expect(runCLI(["lint", "--staged"], directory: work.path)
            == CLIResult(status: 1, out: Self.detailRouter, err: "1 error, 0 warnings in 2 files\n"))
        // Taken out of the index (the commit deletes it), the work tree's copy with the setting: no
        // project, and so no setting (every file is reported).
        try work.write(project, Self.pbxproj(isolation: "MainActor"))
        try git(["rm", "-q", "--cached", project], in: work.path)
        try stageRouters()
        #expect(runCLI(["lint", "--staged"], directory: work.path)
            == CLIResult(status: 1, out: Self.everyFinding, err: "3 errors, 0 warnings in 3 files\n"))
    }

    /// The project of `pbxproj(isolation: nil)` whose app target's configurations are based
    /// on `App.xcconfig`, beside the `.xcodeproj`.
    static func pbxprojWithXcconfig() -> String {
        var text = pbxproj(isolation: nil)
        let reference = "\t\t0000000000000000000000A3 /* App.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = App.xcconfig; sourceTree = \"<group>\"; };\n"
        text = text.replacingOccurrences(of: "/* Begin PBXFileReference section */\n", with: "/* Begin PBXFileReference section */\n" + reference)
        text = text.replacingOccurrences(of: "\t\t\t\t0000000000000000000000D1 /* Products */,\n",
                                         with: "\t\t\t\t0000000000000000000000A3 /* App.xcconfig */,\n\t\t\t\t0000000000000000000000D1 /* Products */,\n")
        for id in ["000000000000000000000103", "000000000000000000000104"] {
            let head = "\t\t\(id) /* \(id.hasSuffix("3") ? "Debug" : "Release") */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
            text = text.replacingOccurrences(of: head, with: head + "\t\t\tbaseConfigurationReference = 0000000000000000000000A3 /* App.xcconfig */;\n")
        }
        return text
    }

    /// Teams keep build settings in `.xcconfig` files: the setting read there makes the app's
    /// types main-actor, in a whole-tree lint and, as the commit holds the file, under `--staged`.
    @Test func theSettingIsReadFromXcconfigFiles() throws {
        let work = try Self.makeApp(Self.pbxprojWithXcconfig())
        defer { work.remove() }
        let config = "App.xcconfig"
        let withSetting = "// App\n#include? \"Local.xcconfig\"\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n"
        try work.write(config, withSetting)
        try work.write(".archtool.json", #"{ "style": "puddles" }"#)
        let router = "App/Router/Router.swift:3:13: error: 'Router' must be @MainActor [routers-are-main-actor]\n"
        #expect(runCLI(["lint", "App/Router"], directory: work.path)
            == CLIResult(status: 1, out: Self.detailRouter, err: "1 error, 0 warnings in 2 files\n"))
        try work.write(config, "SWIFT_VERSION = 5.0\n")
        #expect(runCLI(["lint", "App/Router"], directory: work.path)
            == CLIResult(status: 1, out: Self.detailRouter + router, err: "2 errors, 0 warnings in 2 files\n"))
        try git(["init", "-q", "-b", "main"], in: work.path)
        try git(["add", "-A"], in: work.path)
        try git(["commit", "-q", "-m", "start"], in: work.path)
        let routers = ["App/Router/Router.swift", "App/Router/DetailRouter.swift"]
        for router in routers {
            let text = try String(contentsOfFile: work.path + "/" + router, encoding: .utf8)
            try work.write(router, text + "// edit\n")
        }
        try git(["add"] + routers, in: work.path)
        // Staged with the setting, the work tree's copy without it.
        try work.write(config, withSetting)
        try git(["add", config], in: work.path)
        try work.write(config, "SWIFT_VERSION = 5.0\n")
        // (The commit turns the setting on: every file is reported.)
        #expect(runCLI(["lint", "--staged"], directory: work.path)
            == CLIResult(status: 1, out: Self.detailRouter, err: "1 error, 0 warnings in 3 files\n"))
        // Taken out of the index (the commit deletes it), the work tree's copy with the setting: none.
        try work.write(config, withSetting)
        try git(["rm", "-q", "--cached", config], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path)
            == CLIResult(status: 1, out: Self.detailRouter + router, err: "2 errors, 0 warnings in 2 files\n"))
    }

    /// A commit that changes only the default isolation (the project file, an `.xcconfig`, a
    /// package manifest) changes what every file of the target is held to: `--staged` and
    /// `--changed` lint the whole tree then, as CI will; a change that leaves it as it was does not.
    @Test func aChangeOfTheDefaultIsolationAloneLintsTheWholeTree() throws {
        let work = try Self.makeApp(Self.pbxproj(isolation: "MainActor"))
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "puddles" }"#)
        try git(["init", "-q", "-b", "main"], in: work.path)
        try git(["add", "-A"], in: work.path)
        try git(["commit", "-q", "-m", "start"], in: work.path)
        let project = "App.xcodeproj/project.pbxproj"
        let nothing = CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 0 files\n")
        let everything = CLIResult(status: 1, out: Self.everyFinding, err: "3 errors, 0 warnings in 3 files\n")
        // Another setting changed: nothing to report.
        try work.write(project, Self.pbxproj(isolation: "MainActor").replacingOccurrences(of: "SWIFT_VERSION = 5.0;", with: "SWIFT_VERSION = 6.0;"))
        try git(["add", project], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path) == nothing)
        #expect(runCLI(["lint", "--changed=HEAD"], directory: work.path) == nothing)
        // The setting turned off, in the project file alone.
        try work.write(project, Self.pbxproj(isolation: "nonisolated"))
        try git(["add", project], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path) == everything)
        #expect(runCLI(["lint", "--changed=HEAD"], directory: work.path) == everything)
        // Moved to an `.xcconfig` (the same isolation): nothing; then turned off there.
        try work.write(project, Self.pbxprojWithXcconfig())
        try work.write("App.xcconfig", "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n")
        try git(["add", "-A"], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path) == nothing)
        try git(["commit", "-q", "-m", "xcconfig"], in: work.path)
        try work.write("App.xcconfig", "SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated\n")
        try git(["add", "App.xcconfig"], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path) == everything)
        #expect(runCLI(["lint", "--changed=HEAD"], directory: work.path) == everything)
    }

    /// A project file's change that touches no setting, folder or group line (a file added to a
    /// group, as Xcode restages most) is not parsed again to compare the isolation.
    @Test func aFileAddedToTheProjectDoesNotChangeTheIsolation() {
        let before = Array(Self.pbxproj(isolation: "MainActor").utf8)
        func changed(_ from: String, _ to: String) -> [UInt8] { Array(Self.pbxproj(isolation: "MainActor").replacingOccurrences(of: from, with: to).utf8) }
        let reference = "/* Begin PBXFileReference section */\n"
        let added = changed(reference, reference + "\t\t0000000000000000000000A9 /* Row.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Row.swift; sourceTree = \"<group>\"; };\n")
        let child = changed("\t\t\t\t0000000000000000000000D1 /* Products */,\n", "\t\t\t\t0000000000000000000000A9 /* Row.swift */,\n\t\t\t\t0000000000000000000000D1 /* Products */,\n")
        #expect(!DefaultIsolationChange.mayChangeIsolation(projectFile: before, to: added))
        #expect(!DefaultIsolationChange.mayChangeIsolation(projectFile: before, to: child))
        // A setting (any: the isolation may be made of one), a folder's path, the setting itself.
        #expect(DefaultIsolationChange.mayChangeIsolation(projectFile: before, to: changed("SWIFT_VERSION = 5.0;", "SWIFT_VERSION = 6.0;")))
        #expect(DefaultIsolationChange.mayChangeIsolation(projectFile: before, to: changed("\t\t\tpath = App;\n", "\t\t\tpath = Application;\n")))
        #expect(DefaultIsolationChange.mayChangeIsolation(projectFile: before, to: Array(Self.pbxproj(isolation: nil).utf8)))
    }

    /// A package target that stops being main-actor by default, in a commit of its manifest alone.
    @Test func aManifestThatDropsTheDefaultIsolationLintsTheWholeTree() throws {
        let work = TemporaryDirectory("manifest-isolation")
        defer { work.remove() }
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "App"SETTINGS)])

            """
        try work.write("Package.swift", manifest.replacingOccurrences(of: "SETTINGS", with: ", swiftSettings: [.defaultIsolation(MainActor.self)]"))
        try work.write("Sources/App/Router/Router.swift", "import Observation\n@Observable\nfinal class Router {\n    var path: [Int] = []\n}\n")
        try work.write(".archtool.json", #"{ "style": "puddles" }"#)
        try git(["init", "-q", "-b", "main"], in: work.path)
        try git(["add", "-A"], in: work.path)
        try git(["commit", "-q", "-m", "start"], in: work.path)
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 2 files\n"))
        try work.write("Package.swift", manifest.replacingOccurrences(of: "SETTINGS", with: ""))
        try git(["add", "Package.swift"], in: work.path)
        let router = "Sources/App/Router/Router.swift:3:13: error: 'Router' must be @MainActor [routers-are-main-actor]\n"
        #expect(runCLI(["lint", "--staged"], directory: work.path) == CLIResult(status: 1, out: router, err: "1 error, 0 warnings in 2 files\n"))
        #expect(runCLI(["lint", "--changed=HEAD"], directory: work.path) == CLIResult(status: 1, out: router, err: "1 error, 0 warnings in 2 files\n"))
    }

    /// Without a configuration, `lint App` reads the project in a folder beside it
    /// (`Xcode/App.xcodeproj`, whose synchronized folder is `../App`).
    @Test func aProjectBesideTheNamedFolderIsRead() throws {
        let work = try Self.makeApp(Self.pbxproj(isolation: "MainActor").replacingOccurrences(of: "\t\t\tpath = App;\n", with: "\t\t\tpath = ../App;\n"))
        defer { work.remove() }
        try FileManager.default.moveItem(atPath: work.path + "/App.xcodeproj", toPath: work.path + "/Xcode.xcodeproj.tmp")
        try FileManager.default.createDirectory(atPath: work.path + "/Xcode", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: work.path + "/Xcode.xcodeproj.tmp", toPath: work.path + "/Xcode/App.xcodeproj")
        #expect(runCLI(["lint", "--style", "puddles", "App"], directory: work.path)
            == CLIResult(status: 1, out: Self.detailRouter, err: "1 error, 0 warnings in 3 files\n"))
    }
}
