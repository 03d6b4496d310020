import Foundation
import Testing

/// `lint --staged` reports, besides the staged files, the unchanged files whose findings the
/// change alters through what it declares: a type alias pointed at another type, a type's stored
/// properties, a static or global variable (`Linter.ChangedNames`).
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
    }
}
