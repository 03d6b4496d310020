import Foundation
import Testing

@Suite struct InspectLayersTests {
    @Test func reportsLayersAndWhatMatchesNoneOrSeveral() throws {
        let work = TemporaryDirectory("layers")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("Reducers/BooksReducer.swift", "struct BooksReducer {}\n")
        // (The folder takes in observable types: the one Repository, not its helpers.)
        try work.write("Repositories/CacheReducer.swift", "final class CacheReducer: ObservableObject {}\n")
        try work.write("Misc/Helpers.swift", "enum Helpers {}\n")
        #expect(runCLI(["inspect", "layers"], directory: work.path) == CLIResult(status: 0, out: """
            Misc/Helpers.swift: (no layer)
              1:6 enum Helpers: (no layer)
            Reducers/BooksReducer.swift: Reducers
              1:8 struct BooksReducer: Reducers (path, name *Reducer)
            Repositories/CacheReducer.swift: Repositories
              1:13 class CacheReducer: Reducers (name *Reducer), Repositories (path)

            1 file in no layer:
              Misc/Helpers.swift
            1 type in several layers:
              CacheReducer (Reducers, Repositories)

            """, err: ""))
    }

    /// ViDRep's Repositories folder (and Puddles' Providers folder) takes in observable types:
    /// `@Observable` ones and their subclasses, `ObservableObject` conformers; a helper beside
    /// them is in no layer. A configuration that sets the layer's paths takes in every type there.
    @Test func anObservableFolderTakesInObservableTypes() throws {
        let work = TemporaryDirectory("layers-observable")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("Repositories/AppStore.swift", "@Observable\nfinal class AppStore {}\nfinal class Cache {}\nclass Base: ObservableObject {}\nfinal class Sub: Base {}\n")
        #expect(runCLI(["inspect", "layers"], directory: work.path).out.hasPrefix("""
            Repositories/AppStore.swift: Repositories
              2:13 class AppStore: Repositories (path)
              3:13 class Cache: (no layer)
              4:7 class Base: Repositories (path)
              5:13 class Sub: Repositories (path)

            """))
        try work.write(".archtool.json", #"{ "style": "vidrep", "layers": { "Repositories": { "paths": ["**/Repositories/**"] } } }"#)
        #expect(runCLI(["inspect", "layers"], directory: work.path).out.contains("  3:13 class Cache: Repositories (path)\n"))
    }

    @Test func readsPathsOutsideTheCurrentFolderAndNamesWhatItCannotRead() throws {
        let work = TemporaryDirectory("layers-outside")
        let elsewhere = TemporaryDirectory("layers-elsewhere")
        defer { work.remove(); elsewhere.remove() }
        try work.write("Reducers/BooksReducer.swift", "struct BooksReducer {}\n")
        // Discovery lists regular files only: a FIFO is read when named.
        #expect(mkfifo(work.path + "/Pipe.swift", 0o644) == 0)
        let result = runCLI(["inspect", "layers", "--style", "vidrep", work.path + "/Reducers", work.path + "/Pipe.swift"],
                            directory: elsewhere.path)
        #expect(result == CLIResult(status: 0, out: """
            \(work.path)/Reducers/BooksReducer.swift: Reducers
              1:8 struct BooksReducer: Reducers (path, name *Reducer)

            0 files in no layer
            0 types in several layers
            """ + "\n", err: "warning: \(work.path)/Pipe.swift: cannot read the file: is not a regular file\n"))
    }

    /// A path into the project through a link to one of its folders, or by its real path while
    /// the configuration names the project through a link, is the project's file, as `lint`
    /// takes it: its path's layers are the project's (it was read as a file outside the tree,
    /// in no layer by its path).
    @Test func aPathThroughALinkIsTheProjectsFile() throws {
        let work = TemporaryDirectory("layers-link")
        let outside = TemporaryDirectory("layers-link-outside")
        defer { work.remove(); outside.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("Repositories/AppStore.swift", "final class AppStore: ObservableObject {}\n")
        let inProject = """
            Repositories/AppStore.swift: Repositories
              1:13 class AppStore: Repositories (path)

            0 files in no layer
            0 types in several layers

            """
        #expect(runCLI(["inspect", "layers", "Repositories/AppStore.swift"], directory: work.path) == CLIResult(status: 0, out: inProject, err: ""))
        // Through a link to one of the project's folders.
        try FileManager.default.createSymbolicLink(atPath: outside.path + "/stores", withDestinationPath: work.path + "/Repositories")
        #expect(runCLI(["inspect", "layers", outside.path + "/stores/AppStore.swift"], directory: work.path)
            == CLIResult(status: 0, out: inProject, err: ""))
        // By its real path, the configuration naming the project through a link: named from the
        // root as the configuration names it, as `lint` names it.
        try FileManager.default.createSymbolicLink(atPath: outside.path + "/project", withDestinationPath: work.path)
        #expect(runCLI(["inspect", "layers", "--config", "project/.archtool.json", work.path + "/Repositories/AppStore.swift"],
                       directory: outside.path) == CLIResult(status: 0, out: """
            project/Repositories/AppStore.swift: Repositories
              1:13 class AppStore: Repositories (path)

            0 files in no layer
            0 types in several layers

            """, err: ""))
    }

    /// A file that is not Swift text (here a NUL byte) is refused as `lint` refuses it: `inspect
    /// layers` leaves it out with a warning, `inspect decls` stops with a usage error; `inspect
    /// tokens` still shows what the lexer made of it.
    @Test func leavesOutFilesThatAreNotSwiftText() throws {
        let work = TemporaryDirectory("layers-binary")
        defer { work.remove() }
        try work.write("Reducers/BooksReducer.swift", "struct BooksReducer {}\n")
        try work.write("Reducers/Blob.swift", "struct Blob {}\n  \u{0}\n")
        #expect(runCLI(["inspect", "layers", "--style", "vidrep"], directory: work.path) == CLIResult(status: 0, out: """
            Reducers/BooksReducer.swift: Reducers
              1:8 struct BooksReducer: Reducers (path, name *Reducer)

            0 files in no layer
            0 types in several layers
            """ + "\n", err: "warning: Reducers/Blob.swift:2:3: the file is not Swift text: a NUL byte (binary file?); it was not read\n"))
        #expect(runCLI(["inspect", "decls", "Reducers/Blob.swift"], directory: work.path) == CLIResult(status: 2, out: "", err:
            "Error: Reducers/Blob.swift:2:3: the file is not Swift text: a NUL byte (binary file?); lint does not read it\n"))
        // The tokens show what the lexer made of the bytes, and say lint reads none of them.
        #expect(runCLI(["inspect", "tokens", "Reducers/Blob.swift"], directory: work.path) == CLIResult(status: 0, out: """
            1:1 keyword "struct"
            1:8 identifier "Blob"
            1:13 left-brace "{"
            1:14 right-brace "}"
            2:3 invalid "\\u{0}"
            2:3 error "nul character in source"

            """, err: "warning: Reducers/Blob.swift:2:3: the file is not Swift text: a NUL byte (binary file?); lint does not read it\n"))
    }

    /// What discovery cannot look into is named, as lint reports it.
    @Test func namesWhatItCannotLookInto() throws {
        let work = TemporaryDirectory("layers-unreadable")
        defer { work.remove() }
        try work.write("Reducers/BooksReducer.swift", "struct BooksReducer {}\n")
        let name = (Array((work.path + "/Reducers/Caf").utf8) + [0xE9] + Array(".swift".utf8) + [0]).map { CChar(bitPattern: $0) }
        #expect(name.withUnsafeBufferPointer { creat($0.baseAddress!, 0o644) } >= 0)
        let result = runCLI(["inspect", "layers", "--style", "vidrep"], directory: work.path)
        #expect(result.status == 0)
        #expect(result.err == "warning: Reducers/Caf\u{FFFD}.swift: the file name is not valid UTF-8; rename the file to lint it\n")
    }

    /// A fake only a `#Preview` uses is preview code, as `lint` reads it (no second Repository):
    /// shown as such, with the layers it would be in, and counted in no layer's lists below.
    /// A file named alone is read with the project, as `lint` reads it: a fake that another
    /// file's code uses is a Repository.
    @Test func aTypeOnlyPreviewsUseIsShownAsPreviewCode() throws {
        let work = TemporaryDirectory("layers-preview-only")
        defer { work.remove() }
        try work.write(".archtool.json", #"{ "style": "vidrep" }"#)
        try work.write("Repositories/AppRepository.swift", "@Observable\nfinal class AppRepository: BooksSceneRepositoryObject {}\n")
        try work.write("App/AppResolver.swift", "enum AppResolver { static func scene() -> some View { BooksScene(repository: AppRepository()) } }\n")
        try work.write("Views/BooksScene.swift", """
            struct BooksScene<Repository: BooksSceneRepositoryObject>: View {
                let repository: Repository
                var body: some View { Text("Books") }
            }
            final class PreviewBooksRepository: BooksSceneRepositoryObject {}
            #Preview {
                BooksScene(repository: PreviewBooksRepository())
            }

            """)
        let scene = """
            Views/BooksScene.swift: (no layer)
              1:8 struct BooksScene: Scenes (name *Scene)
              5:13 class PreviewBooksRepository: preview code (only previews use it); else Repositories (name *Repository)

            """
        #expect(runCLI(["inspect", "layers"], directory: work.path) == CLIResult(status: 0, out: """
            App/AppResolver.swift: (no layer)
              1:6 enum AppResolver: Resolvers (name *Resolver)
            Repositories/AppRepository.swift: Repositories
              2:13 class AppRepository: Repositories (path, name *Repository)
            \(scene)
            0 files in no layer
            0 types in several layers

            """, err: ""))
        #expect(runCLI(["inspect", "layers", "Views"], directory: work.path) == CLIResult(status: 0, out: """
            \(scene)
            0 files in no layer
            0 types in several layers

            """, err: ""))
        #expect(!runCLI(["lint"], directory: work.path).out.contains("[single-repository]"))
        // Used by app code elsewhere, it is a second Repository, as `lint` says, also when the
        // scene's folder is named alone.
        try work.write("App/AppResolver.swift", "enum AppResolver { static func scene() -> some View { BooksScene(repository: PreviewBooksRepository()) } }\n")
        #expect(runCLI(["inspect", "layers", "Views"], directory: work.path).out.contains(
            "  5:13 class PreviewBooksRepository: Repositories (name *Repository)\n"))
        #expect(runCLI(["lint", "Views"], directory: work.path).out.contains("Views/BooksScene.swift:5:13: error: "))
        #expect(runCLI(["lint", "Views"], directory: work.path).out.contains("[single-repository]"))
    }

    /// Each file's types as the model names them, which `lint`'s rules read: an extension of a
    /// type that two modules declare is shown with the module of the one it extends.
    @Test func anExtensionOfATypeTwoModulesDeclareNamesItsModule() throws {
        let work = TemporaryDirectory("layers-modules")
        defer { work.remove() }
        try work.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\"), .target(name: \"B\")])\n")
        try work.write("Sources/A/Reducers/BooksReducer.swift", "struct BooksReducer {}\nextension BooksReducer {}\n")
        try work.write("Sources/B/Reducers/BooksReducer.swift", "struct BooksReducer {}\nextension BooksReducer {}\n")
        #expect(runCLI(["inspect", "layers", "--style", "vidrep", "Sources"], directory: work.path) == CLIResult(status: 0, out: """
            Sources/A/Reducers/BooksReducer.swift: Reducers
              1:8 struct BooksReducer: Reducers (path, name *Reducer)
              2:11 extension A.BooksReducer: Reducers (path, name *Reducer)
            Sources/B/Reducers/BooksReducer.swift: Reducers
              1:8 struct BooksReducer: Reducers (path, name *Reducer)
              2:11 extension B.BooksReducer: Reducers (path, name *Reducer)

            0 files in no layer
            0 types in several layers

            """, err: ""))
    }
}
