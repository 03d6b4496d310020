import Foundation
import Testing

/// `lint --staged` reports, besides the staged files, the unchanged files whose findings the
/// change alters through what it declares: a type alias pointed at another type.
@Suite struct StagedChangedNamesTests {
    /// Makes `folder` a repository on `main` whose first commit holds everything in it.
    private func commitEverything(in folder: String) throws {
        try git(["init", "-q", "-b", "main"], in: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-q", "-m", "start"], in: folder)
    }

    /// A ViDRep scene's contract and the scene, holding `store` of the type `storeType`.
    private static func scene(storeType: String) -> String {
        """
        import SwiftUI
        enum HomeSceneAction {}
        protocol HomeSceneDispatcherObject {}
        struct HomeSceneState {}
        protocol HomeSceneRepositoryObject: AnyObject {}
        struct HomeScene: View {
            let store: \(storeType)
            var body: some View { Text("") }
        }

        """
    }

    /// A type alias pointed at another type changes the findings of the files that hold one
    /// (item 3 of the 29a review): they are reported, also through an alias of the alias.
    @Test func stagedReportsTheFilesThatNameARetargetedTypeAlias() throws {
        let work = TemporaryDirectory("git-alias")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("App/AppRepository.swift", "import Combine\nfinal class AppRepository: ObservableObject, HomeSceneRepositoryObject {}\n")
        try work.write("App/Aliases.swift", "typealias Store = any HomeSceneRepositoryObject\n")
        try work.write("App/Scenes/HomeScene.swift", Self.scene(storeType: "Store"))
        try commitEverything(in: work.path)
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 3 files\n"))
        let broken = CLIResult(status: 1, out: """
            App/Scenes/HomeScene.swift:7:16: error: 'AppRepository' belongs to Repositories, which Scenes may not use (through the type alias 'Store') [scenes-depend-on-ports]

            """, err: "1 error, 0 warnings in 2 files\n")
        try work.write("App/Aliases.swift", "typealias Store = AppRepository\n")
        try git(["add", "-A"], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path) == broken)
        #expect(runCLI(["lint", "--changed=HEAD"], directory: work.path) == broken)
        #expect(runCLI(["lint"], directory: work.path).out == broken.out)
        // The scene names an alias of the alias that changes.
        try git(["reset", "-q", "--hard"], in: work.path)
        try work.write("App/Aliases.swift", "typealias Store = Backing\n")
        try work.write("App/Backing.swift", "typealias Backing = any HomeSceneRepositoryObject\n")
        try git(["add", "-A"], in: work.path)
        try git(["commit", "-q", "-m", "backing"], in: work.path)
        try work.write("App/Backing.swift", "typealias Backing = AppRepository\n")
        try git(["add", "-A"], in: work.path)
        // (Reported with it: the file of the alias that names it.)
        let throughBoth = broken.out.replacingOccurrences(of: "(through the type alias 'Store')", with: "(through the type alias 'Backing') (through the type alias 'Store')")
        #expect(runCLI(["lint", "--staged"], directory: work.path) == CLIResult(status: 1, out: throughBoth, err: "1 error, 0 warnings in 3 files\n"))
        #expect(runCLI(["lint"], directory: work.path).out == throughBoth)
    }
}
