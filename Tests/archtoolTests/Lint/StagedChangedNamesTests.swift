import Foundation
import Testing

/// `lint --staged` reports, besides the staged files, the unchanged files whose findings the
/// change alters through what it declares: a type alias pointed at another type, a type's stored
/// properties, a static or global variable (`Linter.ChangedNames`); and paths after `--staged`
/// narrow what is reported when the commit renames a file.
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
            App/Scenes/HomeScene.swift:7:9: warning: hold the repository 'store' as @ObservedObject: a 'let' of an ObservableObject does not update the scene [scene-observes-repository]
            App/Scenes/HomeScene.swift:7:16: error: 'AppRepository' belongs to Repositories, which Scenes may not use (through the type alias 'Store') [scenes-depend-on-ports]

            """, err: "1 error, 1 warning in 2 files\n")
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
        #expect(runCLI(["lint", "--staged"], directory: work.path) == CLIResult(status: 1, out: throughBoth, err: "1 error, 1 warning in 3 files\n"))
        #expect(runCLI(["lint"], directory: work.path).out == throughBoth)
    }

    /// A scene split over two files: a stored property of the scene made its repository in
    /// `HomeScene.swift` breaks `scenes-mutate-nothing` in `HomeScene+Actions.swift` (item 4 of the
    /// 29a review). The scene's other files are reported; not when a method, a computed property
    /// or a body changes.
    @Test func stagedReportsATypesOtherFilesWhenItsStoredPropertiesChange() throws {
        let work = TemporaryDirectory("git-members")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("App/AppRepository.swift", """
            import Combine
            final class AppRepository: ObservableObject, HomeSceneRepositoryObject { @Published var n = 0 }
            final class Settings { var n = 0 }

            """)
        let scene = """
            import SwiftUI
            enum HomeSceneAction {}
            protocol HomeSceneDispatcherObject {}
            struct HomeSceneState {}
            protocol HomeSceneRepositoryObject: ObservableObject { var n: Int { get set } }
            struct HomeScene<Repository: HomeSceneRepositoryObject>: View {
                @ObservedObject var repo: Repository
                let store: Settings
                var body: some View { Text("") }
            }

            """
        try work.write("App/Scenes/HomeScene.swift", scene)
        try work.write("App/Scenes/HomeScene+Actions.swift", "extension HomeScene {\n    func bump() { store.n += 1 }\n}\n")
        // A file that uses the scene, and one that names it in a comment only.
        try work.write("App/Scenes/Shell.swift", "struct Shell {\n    let home: HomeScene<AppRepository>\n}\n")
        try work.write("App/Notes.swift", "// HomeScene is the first screen.\nstruct Notes {}\n")
        try commitEverything(in: work.path)
        // Body, computed property and method edits alter no stored property: the file alone.
        try work.write("App/Scenes/HomeScene.swift", scene.replacingOccurrences(of: "Text(\"\")", with: "Text(\"home\")")
            .replacingOccurrences(of: "    let store: Settings\n", with: "    let store: Settings\n    var title: String { \"Home\" }\n    func reset() {}\n"))
        try git(["add", "-A"], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
        try git(["reset", "-q", "--hard"], in: work.path)
        try work.write("App/Scenes/HomeScene.swift", scene.replacingOccurrences(of: "    let store: Settings", with: "    @ObservedObject var store: Repository"))
        try git(["add", "-A"], in: work.path)
        let broken = CLIResult(status: 1, out: """
            App/Scenes/HomeScene+Actions.swift:2:19: error: scenes mutate nothing: send an action to the dispatcher instead of assigning 'store.n' [scenes-mutate-nothing]

            """, err: "1 error, 0 warnings in 2 files\n")
        #expect(runCLI(["lint", "--staged"], directory: work.path) == broken)
        #expect(runCLI(["lint", "--changed=HEAD"], directory: work.path) == broken)
        #expect(runCLI(["lint", "--quiet"], directory: work.path).out == broken.out)
    }

    /// A global `let` made `var`, a `static let` made `static var`: the reducers that read them
    /// break `reducers-are-pure` (item 4 of the 29a review). The files that read them are
    /// reported; not one that names the type without the variable, nor one that names them in
    /// a comment.
    @Test func stagedReportsTheReadersOfAChangedGlobalOrStaticVariable() throws {
        let work = TemporaryDirectory("git-globals")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("App/AppRepository.swift", "final class AppRepository: ObservableObject {}\n")
        try work.write("App/Globals.swift", "let taxRate = 0.2\nenum Config { static let limit = 3 }\n")
        try work.write("App/Reducers/CartReducer.swift", """
            struct CartReducer {
                func total(_ x: Double) -> Double { x * (1 + taxRate) }
                func cap(_ n: Int) -> Int { min(n, Config.limit) }
            }

            """)
        try work.write("App/Reducers/PriceReducer.swift", "struct PriceReducer {\n    func cap(_ n: Int) -> Int { n }\n}\n")
        try work.write("App/Reducers/OtherReducer.swift", "struct OtherReducer {\n    // Config.limit and taxRate are not read here.\n    let config: Config? = nil\n}\n")
        try commitEverything(in: work.path)
        #expect(runCLI(["lint"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 5 files\n"))
        let global = "App/Reducers/CartReducer.swift:2:50: error: reducers use no global mutable state: 'taxRate' is a global 'var' (declared in App/Globals.swift) [reducers-are-pure]\n"
        let statik = "App/Reducers/CartReducer.swift:3:47: error: reducers use no static mutable state: 'Config.limit' is a 'static var' [reducers-are-pure]\n"
        try work.write("App/Globals.swift", "var taxRate = 0.2\nenum Config { static let limit = 3 }\n")
        try git(["add", "-A"], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path) == CLIResult(status: 1, out: global, err: "1 error, 0 warnings in 2 files\n"))
        try work.write("App/Globals.swift", "let taxRate = 0.2\nenum Config { static var limit = 3 }\n")
        try git(["add", "-A"], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path) == CLIResult(status: 1, out: statik, err: "1 error, 0 warnings in 2 files\n"))
        try work.write("App/Globals.swift", "var taxRate = 0.2\nenum Config { static var limit = 3 }\n")
        try git(["add", "-A"], in: work.path)
        let both = CLIResult(status: 1, out: global + statik, err: "2 errors, 0 warnings in 2 files\n")
        #expect(runCLI(["lint", "--staged"], directory: work.path) == both)
        #expect(runCLI(["lint", "--changed=HEAD"], directory: work.path) == both)
        #expect(runCLI(["lint", "--quiet"], directory: work.path).out == both.out)
        // An initial value, or a function, changed: the file alone.
        try work.write("App/Globals.swift", "let taxRate = 0.25\nenum Config { static let limit = 4\n    static func twice() -> Int { limit * 2 } }\n")
        try git(["add", "-A"], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
        // A global added (most commits add some, and its name is a word in many files), or a
        // private one changed, which no other file reads: the file alone.
        try work.write("App/Globals.swift", "let taxRate = 0.25\nprivate let rounding = 2\nenum Config { static let limit = 4\n    static func twice() -> Int { limit * 2 } }\n")
        try work.write("App/Reducers/LimitReducer.swift", "struct LimitReducer {\n    func f(limit: Int, rounding: Int) -> Int { limit + rounding }\n}\n")
        try git(["add", "-A"], in: work.path)
        try git(["commit", "-q", "-m", "values"], in: work.path)
        try work.write("App/Globals.swift", "let taxRate = 0.25\nvar limit = 1\nprivate var rounding = 3\nenum Config { static let limit = 4\n    static func twice() -> Int { limit * 2 } }\n")
        try git(["add", "App/Globals.swift"], in: work.path)
        #expect(runCLI(["lint", "--staged"], directory: work.path) == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n"))
    }

    /// Nor are the files outside them that name what a deletion outside them removes (item 14
    /// of the 29c review): their findings are as they were.
    @Test func stagedPathsLeaveOutTheUsersOfADeletionOutsideThem() throws {
        let work = TemporaryDirectory("git-deleted")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("App/AppRepository.swift", "import Combine\nfinal class AppRepository: ObservableObject {}\n")
        try work.write("App/Other.swift", "struct Other {}\n")
        try work.write("App/Legacy/Helper.swift", "struct Helper {}\n")
        try work.write("App/Reducers/XReducer.swift", "struct XReducer {\n    var cache: [Int] = []\n    func f(_ h: Helper) {}\n}\n")
        try commitEverything(in: work.path)
        try work.write("App/Other.swift", "struct Other {}\n// x\n")
        try git(["rm", "-q", "App/Legacy/Helper.swift"], in: work.path)
        try git(["add", "-A"], in: work.path)
        let clean = CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n")
        #expect(runCLI(["lint", "--staged", "App/Other.swift"], directory: work.path) == clean)
        #expect(runCLI(["lint", "--changed=HEAD", "App/Other.swift"], directory: work.path) == clean)
        // Without paths, the file that named the deleted type is reported.
        #expect(runCLI(["lint", "--staged"], directory: work.path).out
            == "App/Reducers/XReducer.swift:2:9: error: reducers hold no state: 'cache' is a stored 'var' [reducers-are-pure]\n")
    }

    /// Paths after `--staged` narrow what is reported: a file the commit renames outside them
    /// is not reported (item 13 of the 29a review), nor are the files that name its types; a
    /// file moved within them is compared with what it was.
    @Test func stagedPathsLeaveOutAFileRenamedOutsideThem() throws {
        let work = TemporaryDirectory("git-renamed")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("App/AppRepository.swift", "final class AppRepository: ObservableObject {}\n")
        try work.write("App/Reducers/XReducer.swift", "struct XReducer { var a = 1 }\n")
        try work.write("App/Reducers/UsesX.swift", "struct YReducer { var b = 1\n    let x: XReducer? = nil }\n")
        try work.write("App/Other.swift", "struct Other { let b = 1 }\n")
        try work.write("App/Sub/Moved.swift", "struct Moved { let c = 1 }\n")
        try work.write("App/Sub/UsesMoved.swift", "struct UsesMoved { var d = 1\n    let m: Moved? = nil }\n")
        try commitEverything(in: work.path)
        try git(["mv", "App/Reducers/XReducer.swift", "App/Reducers/Renamed.swift"], in: work.path)
        try work.write("App/Other.swift", "struct Other { let b = 2 }\n")
        try git(["add", "-A"], in: work.path)
        let clean = CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 1 file\n")
        #expect(runCLI(["lint", "--staged", "App/Other.swift"], directory: work.path) == clean)
        #expect(runCLI(["lint", "--changed=HEAD", "App/Other.swift"], directory: work.path) == clean)
        #expect(runCLI(["lint", "App/Other.swift"], directory: work.path) == clean)
        // Without paths, the renamed file is reported (the same type under another name: not its users).
        #expect(runCLI(["lint", "--staged"], directory: work.path) == CLIResult(status: 1, out: """
            App/Reducers/Renamed.swift:1:23: error: reducers hold no state: 'a' is a stored 'var' [reducers-are-pure]

            """, err: "1 error, 0 warnings in 2 files\n"))
        // A file moved within the paths, as it was: its users are not reported, and the one
        // renamed outside them is still not.
        try FileManager.default.createDirectory(atPath: work.path + "/App/Sub/Inner", withIntermediateDirectories: true)
        try git(["mv", "App/Sub/Moved.swift", "App/Sub/Inner/Moved.swift"], in: work.path)
        #expect(runCLI(["lint", "--staged", "App/Sub"], directory: work.path) == clean)
        #expect(runCLI(["lint", "--staged", "App/Sub", "App/Other.swift"], directory: work.path)
            == CLIResult(status: 0, out: "", err: "0 errors, 0 warnings in 2 files\n"))
    }
}
