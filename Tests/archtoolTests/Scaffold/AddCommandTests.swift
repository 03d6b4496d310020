import Foundation
import Testing
@testable import archtool

@Suite struct AddCommandTests {
    /// A project made by `new` from the fixture templates.
    private func makeProject() throws -> TemporaryDirectory {
        let work = TemporaryDirectory("add")
        try makeFixtureTemplates(in: work)
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", "."], directory: work.path).status == 0)
        return work
    }

    @Test func addsFilesAndRegistersOnceEvenWhenRerun() throws {
        let work = try makeProject()
        defer { work.remove() }
        let project = work.path + "/Demo"
        let first = runCLI(["add", "scene", "SettingsScene", "--templates", ".."], directory: project)
        #expect(first == CLIResult(status: 0, out: """
            Added scene Settings to .:
              create    Sources/Scenes/SettingsScene.swift
              create    Tests/SettingsSceneTests.swift
              update    Sources/App/Resolver.swift

            """, err: ""))
        #expect(runCLI(["add", "scene", "Settings", "--templates", "..", "--dry-run"], directory: project).out
            .hasPrefix("Nothing to add: scene Settings is already in ., every file as it would write it:\n"))
        let again = runCLI(["add", "scene", "Settings", "--templates", ".."], directory: project)
        #expect(again.out == """
            Nothing to add: scene Settings is already in ., every file as it would write it:
              identical Sources/Scenes/SettingsScene.swift
              identical Tests/SettingsSceneTests.swift
              identical Sources/App/Resolver.swift

            """)
        #expect(work.read("Demo/Sources/App/Resolver.swift") == """
            enum Resolver {
                static let settings = "SettingsScene"
                // archtool:insert scenes
            }

            """)
    }

    @Test func neverOverwritesAUsersFileWithoutForce() throws {
        let work = try makeProject()
        defer { work.remove() }
        try work.write("Demo/Sources/Scenes/SettingsScene.swift", "// mine\n")
        let refused = runCLI(["add", "scene", "Settings", "--templates", ".."], directory: work.path + "/Demo")
        #expect(refused == CLIResult(status: 1, out: "", err: """
            Error: these files already exist with other contents; nothing was written:
              Sources/Scenes/SettingsScene.swift
            Use --force to overwrite them.

            """))
        #expect(work.read("Demo/Sources/Scenes/SettingsScene.swift") == "// mine\n")
        #expect(work.read("Demo/Tests/SettingsSceneTests.swift") == nil)
        #expect(runCLI(["add", "scene", "Settings", "--templates", "..", "--force"], directory: work.path + "/Demo").status == 0)
        #expect(work.read("Demo/Sources/Scenes/SettingsScene.swift") == "struct SettingsScene {}\n")
    }

    @Test func aFolderWhereAFileGoesIsNeverReplaced() throws {
        let work = try makeProject()
        defer { work.remove() }
        let project = work.path + "/Demo"
        try work.write("Demo/Sources/Scenes/SettingsScene.swift/notes.txt", "keep\n")
        let refused = CLIResult(status: 1, out: "", err: "Error: 'Sources/Scenes/SettingsScene.swift' is a folder, not a file; nothing was written.\n")
        #expect(runCLI(["add", "scene", "Settings", "--templates", ".."], directory: project) == refused)
        #expect(runCLI(["add", "scene", "Settings", "--templates", "..", "--force"], directory: project) == refused)
        #expect(runCLI(["add", "scene", "Settings", "--templates", ".", "--project", "Demo"], directory: work.path) == CLIResult(
            status: 1, out: "", err: "Error: 'Demo/Sources/Scenes/SettingsScene.swift' is a folder, not a file; nothing was written.\n"))
        #expect(runCLI(["add", "scene", "Settings", "--templates", "..", "--dry-run"], directory: project) == CLIResult(status: 1, out: """
            Would add scene Settings to .:
              blocked   Sources/Scenes/SettingsScene.swift
              create    Tests/SettingsSceneTests.swift
              update    Sources/App/Resolver.swift

            """, err: ""))
        #expect(work.read("Demo/Sources/Scenes/SettingsScene.swift/notes.txt") == "keep\n")
        #expect(work.read("Demo/Tests/SettingsSceneTests.swift") == nil)
        #expect(work.read("Demo/Sources/App/Resolver.swift") == "enum Resolver {\n    // archtool:insert scenes\n}\n")
    }

    @Test func aFileWhereAFolderGoesIsRefusedBeforeWriting() throws {
        let work = try makeProject()
        defer { work.remove() }
        try work.write("Demo/Tests", "mine\n")
        #expect(runCLI(["add", "scene", "Settings", "--templates", "..", "--force"], directory: work.path + "/Demo")
            == CLIResult(status: 1, out: "", err: "Error: 'Tests' is a file, not a folder; nothing was written.\n"))
        #expect(work.read("Demo/Tests") == "mine\n")
        #expect(work.read("Demo/Sources/Scenes/SettingsScene.swift") == nil)
    }

    /// Run in a subfolder of a project in a git repository, `add` finds the project as `lint` does.
    @Test func addFindsTheProjectAboveInItsRepository() throws {
        let work = TemporaryDirectory("add-subfolder")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Shop"], directory: work.path).status == 0)
        let project = work.path + "/Shop"
        try FileManager.default.createDirectory(atPath: project + "/.git", withIntermediateDirectories: true)
        let added = runCLI(["add", "scene", "Cart"], directory: project + "/Sources")
        #expect(added.status == 0)
        #expect(added.out.hasPrefix("Added scene Cart to ..:\n") && FileManager.default.fileExists(atPath: project + "/Sources/Models/CartData.swift"))
    }

    /// Every missing marker is said in one run, each with its snippet.
    @Test func everyMissingMarkerIsSaidAtOnce() throws {
        let work = TemporaryDirectory("markers-missing")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "puddles", "--name", "Shop"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Shop")
        for file in ["Sources/Shop/Router/Router.swift", "Sources/Shop/Modules/Root.swift"] {
            let text = try #require(project.read(file))
            try project.write(file, text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("archtool:insert") }.joined(separator: "\n"))
        }
        let result = runCLI(["add", "module", "Cart"], directory: project.path)
        #expect(result.status == 1)
        #expect(result.err.components(separatedBy: "the marker '// archtool:insert").count - 1 == 4)
        #expect(project.read("Sources/Shop/Modules/Cart/Cart.swift") == nil)
    }

    @Test func aDanglingSymbolicLinkWhereAFileGoesCountsAsExisting() throws {
        // The templates apart from the project: a template folder is read whole, and the link leads nowhere.
        let templates = TemporaryDirectory("templates")
        defer { templates.remove() }
        try makeFixtureTemplates(in: templates)
        let work = TemporaryDirectory("link")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", templates.path], directory: work.path).status == 0)
        let link = work.path + "/Demo/Tests/SettingsSceneTests.swift"
        try FileManager.default.createDirectory(atPath: work.path + "/Demo/Tests", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere.swift")
        #expect(runCLI(["add", "scene", "Settings", "--templates", templates.path], directory: work.path + "/Demo") == CLIResult(status: 1, out: "", err: """
            Error: these files already exist with other contents; nothing was written:
              Tests/SettingsSceneTests.swift
            Use --force to overwrite them.

            """))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "nowhere.swift")
        #expect(work.read("Demo/Sources/Scenes/SettingsScene.swift") == nil)
    }

    @Test func forceReplacesALinkToAFolderAndNotTheFolder() throws {
        let templates = TemporaryDirectory("templates")
        defer { templates.remove() }
        try makeFixtureTemplates(in: templates)
        let kept = TemporaryDirectory("kept")
        defer { kept.remove() }
        try kept.write("notes.txt", "keep\n")
        let work = TemporaryDirectory("link-to-folder")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", templates.path], directory: work.path).status == 0)
        try FileManager.default.createDirectory(atPath: work.path + "/Demo/Tests", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: work.path + "/Demo/Tests/SettingsSceneTests.swift", withDestinationPath: kept.path)
        let forced = runCLI(["add", "scene", "Settings", "--templates", templates.path, "--force"], directory: work.path + "/Demo")
        #expect(forced.status == 0)
        #expect(forced.out.contains("  overwrite Tests/SettingsSceneTests.swift\n"))
        #expect(work.read("Demo/Tests/SettingsSceneTests.swift") == "// tests of SettingsScene\n")
        #expect(kept.read("notes.txt") == "keep\n")
    }

    @Test func missingMarkerExplainsAndPrintsTheSnippet() throws {
        let work = try makeProject()
        defer { work.remove() }
        try work.write("Demo/Sources/App/Resolver.swift", "enum Resolver {}\n")
        let result = runCLI(["add", "scene", "Settings", "--templates", ".."], directory: work.path + "/Demo")
        #expect(result == CLIResult(status: 1, out: "", err: """
            Error: cannot register scene in 'Sources/App/Resolver.swift': the marker '// archtool:insert scenes' is missing; nothing was written.
            Put the marker line back, or paste this into 'Sources/App/Resolver.swift' by hand and re-run:
                static let settings = "SettingsScene"


            """))
        #expect(work.read("Demo/Sources/Scenes/SettingsScene.swift") == nil)
    }

    /// A registration goes before the line that is the marker comment: not where a doc comment
    /// quotes the marker (that put it at file scope), nor at a longer marker that starts alike;
    /// a marker in a file with CRLF line breaks is found too. With no marker line, only a quote
    /// of it, nothing is written.
    @Test func registrationsGoAtTheMarkerLineNotAtAQuoteOfIt() throws {
        let work = try makeProject()
        defer { work.remove() }
        try work.write("Demo/Sources/App/Resolver.swift", """
            /// New scenes go at the line `// archtool:insert scenes`.
            enum Resolver {
                // archtool:insert scenes-extra
                // archtool:insert scenes
            }

            """)
        #expect(runCLI(["add", "scene", "Settings", "--templates", ".."], directory: work.path + "/Demo").status == 0)
        #expect(work.read("Demo/Sources/App/Resolver.swift") == """
            /// New scenes go at the line `// archtool:insert scenes`.
            enum Resolver {
                // archtool:insert scenes-extra
                static let settings = "SettingsScene"
                // archtool:insert scenes
            }

            """)
        try work.write("Demo/Sources/App/Resolver.swift", "enum Resolver {\r\n    // archtool:insert scenes\r\n}\r\n")
        #expect(runCLI(["add", "scene", "Profile", "--templates", ".."], directory: work.path + "/Demo").status == 0)
        #expect(work.read("Demo/Sources/App/Resolver.swift")
            == "enum Resolver {\r\n    static let profile = \"ProfileScene\"\r\n    // archtool:insert scenes\r\n}\r\n")
        // Nor a line in a block comment or a multi-line string that reads like the marker.
        try work.write("Demo/Sources/App/Resolver.swift", """
            /*
                // archtool:insert scenes
            */
            enum Resolver {
                static let help = \"\"\"
                    // archtool:insert scenes
                    \"\"\"
                // archtool:insert scenes
            }

            """)
        #expect(runCLI(["add", "scene", "Cart", "--templates", ".."], directory: work.path + "/Demo").status == 0)
        #expect(work.read("Demo/Sources/App/Resolver.swift") == """
            /*
                // archtool:insert scenes
            */
            enum Resolver {
                static let help = \"\"\"
                    // archtool:insert scenes
                    \"\"\"
                static let cart = "CartScene"
                // archtool:insert scenes
            }

            """)
        try work.write("Demo/Sources/App/Resolver.swift", "/// Scenes go at `// archtool:insert scenes`.\nenum Resolver {}\n")
        let quoted = runCLI(["add", "scene", "Shelf", "--templates", ".."], directory: work.path + "/Demo")
        #expect(quoted.status == 1 && quoted.err.hasPrefix("Error: cannot register scene in 'Sources/App/Resolver.swift': the marker '// archtool:insert scenes' is missing"))
        #expect(work.read("Demo/Sources/Scenes/ShelfScene.swift") == nil)
    }

    /// A placeholder a team's template cannot fill is named with its file and line.
    @Test func aBadPlaceholderInAnAddTemplateNamesItsFile() throws {
        let work = try makeProject()
        defer { work.remove() }
        try work.write("ViDRep/add/scene/Sources/Scenes/{{Name}}Scene.swift", "struct {{Name}}Scene {}\nlet f = {{ 1 }}\n")
        #expect(runCLI(["add", "scene", "Settings", "--templates", ".."], directory: work.path + "/Demo") == CLIResult(status: 2, out: "",
            err: "Error: template ViDRep/add/scene/Sources/Scenes/{{Name}}Scene.swift has '{{' at line 2 that starts no placeholder (such as {{Name}})\n"))
    }

    @Test func aNameOfOnlySeparatorsIsEmpty() throws {
        let work = try makeProject()
        defer { work.remove() }
        let result = runCLI(["add", "scene", "_", "--templates", ".."], directory: work.path + "/Demo")
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: The name '_' is invalid: the name is empty.\nUsage: archtool add "))
        #expect(TemporaryDirectory.at(work.path + "/Demo").files() == [".archtool.json", "Package.swift", "Sources/App/Resolver.swift"])
    }

    @Test func aNameThatWouldDeclareATypeTheTemplateDeclaresIsRefused() throws {
        let work = TemporaryDirectory("type-clash")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "puddles", "--name", "Demo"], directory: work.path).status == 0)
        let project = work.path + "/Demo"
        let before = TemporaryDirectory.at(project).files()
        let usage = """
            Usage: archtool add [--flow <flow>] [--project <dir>] [--templates <dir>] [--dry-run] [--force] <kind> <name>
              See 'archtool help add' for more information.

            """
        let router = CLIResult(status: 2, out: "", err: """
            Error: The name 'Router' is invalid: it would declare a second type named 'Router' (Sources/Demo/Router/Router.swift declares one).

            """ + usage)
        #expect(runCLI(["add", "module", "Router"], directory: project) == router)
        #expect(runCLI(["add", "module", "Router", "--force"], directory: project) == router)
        // The app's root module is the template's: there already, and not replaced.
        #expect(runCLI(["add", "module", "root", "--force"], directory: project) == CLIResult(status: 1, out: "", err: """
            Error: the project already has a module 'Root', which its template made (Sources/Demo/Modules/Root.swift, \
            Sources/Demo/Router/RootRouter.swift); nothing was written. The rest of the project uses it as the template wrote it, so \
            --force does not replace it: choose another name.

            """))
        #expect(runCLI(["add", "module", "ModelsModule", "--project", "Demo"], directory: work.path) == CLIResult(status: 2, out: "", err: """
            Error: The name 'ModelsModule' is invalid: it would declare a type named 'Models', the name of the module 'Models'.

            """ + usage))
        #expect(TemporaryDirectory.at(project).files() == before)
        #expect(runCLI(["add", "module", "Settings"], directory: project).status == 0)
        #expect(runCLI(["add", "module", "Settings"], directory: project).status == 0)
        // A type an earlier `add` declared counts too: a component's view and a module's.
        #expect(runCLI(["add", "component", "Rating"], directory: project).status == 0)
        let after = TemporaryDirectory.at(project).files()
        #expect(runCLI(["add", "module", "RatingView"], directory: project) == CLIResult(status: 2, out: "", err: """
            Error: The name 'RatingView' is invalid: it would declare a second type named 'RatingView' (Sources/Demo/Components/RatingView.swift declares one).

            """ + usage))
        #expect(TemporaryDirectory.at(project).files() == after)
        // A file of the same name in the same target, whatever it declares.
        try TemporaryDirectory.at(project).write("Sources/Demo/Misc/Profile.swift", "enum Misc {}\n")
        #expect(runCLI(["add", "module", "Profile"], directory: project) == CLIResult(status: 2, out: "", err: """
            Error: The name 'Profile' is invalid: it would add a second file named 'Profile.swift' to 'Sources/Demo' (Sources/Demo/Misc/Profile.swift is one), which SwiftPM refuses.

            """ + usage))
    }

    /// The template's example item is there already: said so plainly (not an invalid name that
    /// would declare an internal protocol a second time), exit 1, and not replaced with --force,
    /// as the rest of the skeleton uses it as written (`AppRouter` conforms to its router delegate).
    @Test func theTemplatesOwnItemIsThereAlready() throws {
        let work = TemporaryDirectory("template-item")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        let before = project.files(), scene = project.read("Sources/Views/BooksScene.swift")
        let there = CLIResult(status: 1, out: "", err: """
            Error: the project already has a scene 'Books', which its template made (Sources/App/Wiring/BooksWiring.swift, \
            Sources/Controllers/Dispatchers/BooksDispatcher.swift, Sources/Controllers/Reducers/BooksReducer.swift, Sources/Views/BooksScene.swift, \
            Tests/ControllersTests/BooksDispatcherTests.swift); nothing was written. The rest of the project uses it as the template wrote it, \
            so --force does not replace it: choose another name.

            """)
        for arguments in [["add", "scene", "Books"], ["add", "scene", "BooksScene", "--force"], ["add", "scene", "books", "--dry-run"]] {
            #expect(runCLI(arguments, directory: project.path) == there)
        }
        #expect(project.files() == before)
        #expect(project.read("Sources/Views/BooksScene.swift") == scene)
    }

    /// A name that ends like another layer's types, or names a system type, is refused: the
    /// project would no longer be lint-clean, or the type would hide Swift's or SwiftUI's.
    @Test(arguments: [
        ("SettingsProvider", "it would declare 'SettingsProvider', which its ending puts in Providers and under that layer's rules; choose a name that does not end like a Providers type"),
        ("String", "it would declare a type 'String', which hides the system type of that name in the module"),
        ("Calendar", "it would declare a type 'Calendar', which hides the system type of that name in the module"),
        ("Slider", "it would declare a type 'Slider', which hides the system type of that name in the module"),
        // Inside the root view, `Body` is the view's own associated type.
        ("Body", "it would declare a type 'Body', which hides the system type of that name in the module"),
        // `let reset` beside the router's `func reset()`.
        ("Reset", "it would declare a second 'let reset' in 'Router' (Sources/Demo/Router/Router.swift)"),
        ("class", "'class', its lowerCamelCase form that names properties and cases, is a Swift keyword. Try 'ClassItem'"),
        // `add` has no `--output` to point to (`new` does).
        ("a/b", "a name cannot contain a path separator. Try 'AB'"),
    ])
    func aNameThatChangesWhatTheItemMeansIsRefused(name: String, reason: String) throws {
        let work = TemporaryDirectory("name-meaning")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "puddles", "--name", "Demo"], directory: work.path).status == 0)
        let project = work.path + "/Demo"
        let before = TemporaryDirectory.at(project).files()
        let result = runCLI(["add", "module", name], directory: project)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: The name '\(name)' is invalid: \(reason).\n"))
        #expect(TemporaryDirectory.at(project).files() == before)
    }

    /// A `project` that names no target folder is a configuration error: the item's files would
    /// belong to no target. Nothing is written.
    @Test func aProjectThatNamesNoTargetFolderIsRefused() throws {
        let work = TemporaryDirectory("no-target")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "puddles", "--name", "Q"], directory: work.path).status == 0)
        let project = work.path + "/Q"
        let config = try String(contentsOfFile: project + "/.archtool.json", encoding: .utf8)
        try TemporaryDirectory.at(project).write(".archtool.json", config.replacingOccurrences(of: #""project": "Q""#, with: #""project": "Nope""#))
        let before = TemporaryDirectory.at(project).files()
        #expect(runCLI(["add", "component", "Chip"], directory: project) == CLIResult(status: 2, out: "", err: """
            Error: .archtool.json:1:34: project 'Nope' has no folder Sources/Nope, so the files would be in no target; set "project" to the name of the package's app target

            """))
        #expect(TemporaryDirectory.at(project).files() == before)
    }

    /// A type the item's own module would hide in a project module it imports is refused: huddle's
    /// `add module View` declared a `ViewBuilding` refining itself instead of HuddleArch's, and
    /// the package no longer compiled.
    @Test func aNameThatWouldHideATypeOfAnImportedProjectModuleIsRefused() throws {
        let work = TemporaryDirectory("imported-clash")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "huddle", "--name", "Demo"], directory: work.path).status == 0)
        let project = work.path + "/Demo"
        let before = TemporaryDirectory.at(project).files()
        let result = runCLI(["add", "module", "View"], directory: project)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: The name 'View' is invalid: it would declare a type named 'ViewBuilding', which hides the one of the module 'HuddleArch' its target imports (Sources/HuddleArch/Building.swift).\n"))
        // And SwiftUI's: `add module Empty` would declare an `EmptyView`.
        #expect(runCLI(["add", "module", "Empty"], directory: project).err.hasPrefix(
            "Error: The name 'Empty' is invalid: it would declare a type 'EmptyView', which hides the system type of that name in the module.\n"))
        #expect(TemporaryDirectory.at(project).files() == before)
    }

    /// A name whose files differ from an item's only by case is refused (one file on macOS);
    /// so is one that would hide a UIKit or SwiftUI type.
    @Test func aNameDifferingOnlyByCaseOrHidingAnSDKTypeIsRefused() throws {
        let work = TemporaryDirectory("case-clash")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "puddles", "--name", "Demo"], directory: work.path).status == 0)
        let project = work.path + "/Demo"
        #expect(runCLI(["add", "module", "SettingsList"], directory: project).status == 0)
        let before = TemporaryDirectory.at(project).files()
        #expect(runCLI(["add", "module", "Settingslist"], directory: project).err.hasPrefix("""
            Error: The name 'Settingslist' is invalid: it would add 'Sources/Demo/Modules/Settingslist.swift', which differs only in case from 'Sources/Demo/Modules/SettingsList.swift' (one file on a disk that ignores case, as macOS's).

            """))
        #expect(runCLI(["add", "component", "Timeline"], directory: project).err.hasPrefix(
            "Error: The name 'Timeline' is invalid: it would declare a type 'TimelineView', which hides the system type of that name in the module.\n"))
        #expect(TemporaryDirectory.at(project).files() == before)
    }

    /// A target the user added to the manifest counts as the template's do: its name, and the
    /// public types it shows the item's target.
    @Test func aTargetTheUserAddedCounts() throws {
        let work = TemporaryDirectory("user-target")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "puddles", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        let manifest = try #require(project.read("Package.swift"))
        try project.write("Package.swift", manifest
            .replacingOccurrences(of: "        .target(name: \"Extensions\", path: \"Core/Extensions\"),",
                                  with: "        .target(name: \"Extensions\", path: \"Core/Extensions\"),\n        .target(name: \"Weather\", path: \"Core/Weather\"),")
            .replacingOccurrences(of: "\"BookstoreAPI\"],\n            path: \"Sources/Demo\"", with: "\"BookstoreAPI\", \"Weather\"],\n            path: \"Sources/Demo\""))
        try project.write("Core/Weather/Forecast.swift", "public struct Forecast { public init() {} }\n")
        try project.write("Sources/Demo/Uses.swift", "import Weather\n\nstruct Uses { let forecast = Forecast() }\n")
        let before = project.files()
        #expect(runCLI(["add", "module", "Weather"], directory: project.path).err.hasPrefix(
            "Error: The name 'Weather' is invalid: it would declare a type named 'Weather', the name of the module 'Weather'.\n"))
        #expect(runCLI(["add", "module", "Forecast"], directory: project.path).err.hasPrefix(
            "Error: The name 'Forecast' is invalid: it would declare a type named 'Forecast', which hides the one of the module 'Weather' its target imports (Core/Weather/Forecast.swift).\n"))
        #expect(project.files() == before)
    }

    /// A type of a project module that other files of the item's target import counts too, found
    /// where the manifest puts the module: puddles' `add module Book` declared a `Book` view in
    /// the app target, whose providers then took it for the `Models.Book` they load (`Models` is
    /// at `path: "Core/Models"`), and the app no longer compiled with SwiftUI. A type the module
    /// does not show its importers hides nothing.
    @Test func aNameThatWouldHideAPublicTypeOfAModuleTheTargetImportsIsRefused() throws {
        let work = TemporaryDirectory("target-import-clash")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "puddles", "--name", "Demo"], directory: work.path).status == 0)
        let project = work.path + "/Demo"
        let before = TemporaryDirectory.at(project).files()
        let result = runCLI(["add", "module", "Book"], directory: project)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: The name 'Book' is invalid: it would declare a type named 'Book', which hides the one of the module 'Models' its target imports (Core/Models/Book.swift).\n"))
        #expect(TemporaryDirectory.at(project).files() == before)
        // An internal type of a module imported without `@testable` is not seen: no clash.
        try "struct Shelf {}\nstruct ShelfRouterTests {}\n".write(toFile: project + "/Core/Models/Shelf.swift", atomically: true, encoding: .utf8)
        // Through `@testable import Models` in the test target, it is: the module's test suite
        // would hide one of that name there.
        let testable = project + "/Tests/DemoTests/ModelsAccess.swift"
        try "@testable import Models\n".write(toFile: testable, atomically: true, encoding: .utf8)
        #expect(runCLI(["add", "module", "Shelf"], directory: project).err.hasPrefix("Error: The name 'Shelf' is invalid: it would declare a type named 'ShelfRouterTests', which hides the one of the module 'Models' its target imports (Core/Models/Shelf.swift).\n"))
        try FileManager.default.removeItem(atPath: testable)
        #expect(runCLI(["add", "module", "Shelf"], directory: project).status == 0)
    }

    /// A registration file keeps its permissions; one that is a link is not replaced by a file
    /// of its own without --force (the file it points at would miss the registration).
    @Test func registrationFilesKeepTheirModeAndLinks() throws {
        let work = TemporaryDirectory("registration-files")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sobreiro", "--name", "Demo"], directory: work.path).status == 0)
        let screens = work.path + "/Demo/Sources/Demo/App/AppScreens.swift"
        chmod(screens, 0o600)
        #expect(runCLI(["add", "screen", "Profile"], directory: work.path + "/Demo").status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: screens)[.posixPermissions] as? Int == 0o600)
        #expect(runCLI(["new", "--style", "sourcearch", "--name", "Demo", "--output", "sa"], directory: work.path).status == 0)
        let dependencies = work.path + "/sa/Sources/Demo/App/AppDependencies.swift"
        try FileManager.default.moveItem(atPath: dependencies, toPath: work.path + "/shared.swift")
        try FileManager.default.createSymbolicLink(atPath: dependencies, withDestinationPath: work.path + "/shared.swift")
        let before = TemporaryDirectory.at(work.path + "/sa").files()
        let result = runCLI(["add", "feature", "Profile"], directory: work.path + "/sa")
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("Error: cannot register feature in 'Sources/Demo/App/AppDependencies.swift': it is a link, which registering would replace with a file; nothing was written.\n"))
        #expect(TemporaryDirectory.at(work.path + "/sa").files() == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dependencies) == work.path + "/shared.swift")
    }

    /// A registration file with another name (a hard link) is not split from it without --force:
    /// the other name would keep the file as it was, unregistered.
    @Test func aHardLinkedRegistrationFileIsNotSplit() throws {
        let work = TemporaryDirectory("registration-hard-link")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sobreiro", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        let screens = project.path + "/Sources/Demo/App/AppScreens.swift"
        #expect(link(screens, work.path + "/shared.swift") == 0)
        let before = project.read("Sources/Demo/App/AppScreens.swift"), files = project.files()
        #expect(runCLI(["add", "screen", "Profile"], directory: project.path) == CLIResult(status: 1, out: "", err: """
            Error: cannot register screen in 'Sources/Demo/App/AppScreens.swift': it is a hard link (one file of 2 names), which registering would \
            split into a file of its own; nothing was written.
            Paste into it by hand, each above its marker line, and re-run, or use --force to split it from its other names:
            above '// archtool:insert screen-view-models':
                public func makeProfileViewModel() -> ProfileViewModel {
                    ProfileViewModel()
                }


            above '// archtool:insert screen-view-controllers':
                @MainActor
                public func makeProfileViewController() -> UIViewController {
                    ProfileViewController(viewModel: makeProfileViewModel())
                }



            """))
        #expect(project.files() == files)
        var info = stat()
        #expect(stat(screens, &info) == 0 && info.st_nlink == 2)
        #expect(project.read("Sources/Demo/App/AppScreens.swift") == before)
        // With --force the project's name gets a registered file of its own.
        #expect(runCLI(["add", "screen", "Profile", "--force"], directory: project.path).status == 0)
        #expect(stat(screens, &info) == 0 && info.st_nlink == 1)
        #expect(project.read("Sources/Demo/App/AppScreens.swift")?.contains("ProfileViewModel") == true)
        #expect(work.read("shared.swift") == before)
    }

    /// A registration file keeps its owner and group: root running `add` in a user's project
    /// (sudo, a container's bind mount) does not leave the user a file they cannot edit.
    @Test(.enabled(if: geteuid() == 0, "only root may give a file to another user"))
    func registrationFilesKeepTheirOwner() throws {
        let work = TemporaryDirectory("registration-owner")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sobreiro", "--name", "Demo"], directory: work.path).status == 0)
        let screens = work.path + "/Demo/Sources/Demo/App/AppScreens.swift"
        #expect(chown(screens, 65534, 65534) == 0)
        var info = stat()
        #expect(stat(screens, &info) == 0)
        let mode = info.st_mode
        let added = runCLI(["add", "screen", "Profile"], directory: work.path + "/Demo")
        #expect(added.status == 0)
        #expect(added.out.contains("  update    Sources/Demo/App/AppScreens.swift\n"))
        #expect(stat(screens, &info) == 0)
        #expect(info.st_uid == 65534)
        #expect(info.st_gid == 65534)
        #expect(info.st_mode == mode)
    }

    /// What root's `add` creates in a user's project, files and folders, takes the owner and
    /// group of the folder it is created in, as the user's own editor would have made it: the
    /// user's next `add` may then register in the new flow (it was refused as read-only).
    @Test(.enabled(if: geteuid() == 0, "only root may give a file to another user"))
    func createdFilesAndFoldersTakeTheirFoldersOwner() throws {
        let work = TemporaryDirectory("created-owner")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "huddle", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        let entries = { (FileManager.default.enumerator(atPath: project.path)?.allObjects as? [String] ?? []).sorted() }
        for entry in entries() + ["."] { #expect(lchown(project.path + "/" + entry, 65534, 65534) == 0) }
        let before = Set(entries())
        #expect(runCLI(["add", "flow", "Onboarding"], directory: project.path) == CLIResult(status: 0, out: """
            Added flow Onboarding to .:
              create    Sources/Demo/Flows/Onboarding/OnboardingFlow.swift
              create    Tests/DemoTests/Flows/Onboarding/OnboardingFlowTests.swift
              update    Sources/Demo/App/CompositionRoot.swift

            """, err: ""))
        let created = entries().filter { !before.contains($0) }
        #expect(created == [
            "Sources/Demo/Flows/Onboarding",
            "Sources/Demo/Flows/Onboarding/OnboardingFlow.swift",
            "Tests/DemoTests/Flows/Onboarding",
            "Tests/DemoTests/Flows/Onboarding/OnboardingFlowTests.swift",
        ])
        for entry in created {
            var info = stat()
            #expect(lstat(project.path + "/" + entry, &info) == 0)
            #expect(info.st_uid == 65534 && info.st_gid == 65534, "\(entry): \(info.st_uid):\(info.st_gid)")
        }
    }

    /// A registration file of another user that this user may not write is not "read-only":
    /// the message says whose it is, and offers --force only where it can replace the file
    /// (its folder is writable by this user). Run as user 65534 through `runuser`.
    @Test(.enabled(if: geteuid() == 0 && getpwuid(65534) != nil && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser"),
                   "needs root, user 65534 and runuser to run archtool as another user"))
    func anotherUsersRegistrationFileIsSaidToBeTheirs() throws {
        let work = TemporaryDirectory("registration-other-user")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "huddle", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        #expect(runCLI(["add", "flow", "Onboarding"], directory: project.path).status == 0)
        chmod(work.path, 0o755)
        for entry in (FileManager.default.enumerator(atPath: project.path)?.allObjects as? [String] ?? []) + ["."] {
            #expect(lchown(project.path + "/" + entry, 65534, 65534) == 0)
        }
        let flow = "Sources/Demo/Flows/Onboarding/OnboardingFlow.swift"
        #expect(chown(project.path + "/" + flow, 0, 0) == 0)
        let before = project.read(flow), files = project.files()
        let asUser = ["-u", String(cString: getpwuid(65534).pointee.pw_name), "--", builtArchtool(), "add", "step", "Welcome", "--flow", "Onboarding"]
        var result = try runProcess("/usr/sbin/runuser", asUser, in: project.path)
        #expect(result.status == 1)
        #expect(result.out == """
            Error: cannot register step in '\(flow)': it belongs to another user and is not writable by you; nothing was written.
            Have its owner make it writable by you and re-run, or use --force to register in it all the same (it becomes yours).

            """)
        // Its folder is not theirs either: --force could not replace it.
        #expect(chown(project.path + "/Sources/Demo/Flows/Onboarding", 0, 0) == 0)
        result = try runProcess("/usr/sbin/runuser", asUser, in: project.path)
        #expect(result.status == 1)
        #expect(result.out == """
            Error: cannot register step in '\(flow)': it belongs to another user and is not writable by you; nothing was written.
            Run archtool as its owner, or have them make it and its folder writable by you, and re-run.

            """)
        #expect(project.read(flow) == before)
        #expect(project.files() == files)
    }

    /// A registration file the user made read-only is not written without --force (also by
    /// root, whom `access` lets write any file: its mode counts); with --force it is, and stays
    /// read-only. Already registered in, it is `identical`.
    @Test func aReadOnlyRegistrationFileIsNotWrittenWithoutForce() throws {
        let work = TemporaryDirectory("registration-read-only")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sobreiro", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        let screens = "Sources/Demo/App/AppScreens.swift"
        let before = project.read(screens), files = project.files()
        chmod(project.path + "/" + screens, 0o444)
        #expect(runCLI(["add", "screen", "Profile"], directory: project.path) == CLIResult(status: 1, out: "", err: """
            Error: cannot register screen in 'Sources/Demo/App/AppScreens.swift': it is read-only; nothing was written.
            Make it writable and re-run, or use --force to register in it all the same (it stays read-only).

            """))
        #expect(project.read(screens) == before)
        #expect(project.files() == files)
        let forced = runCLI(["add", "screen", "Profile", "--force"], directory: project.path)
        #expect(forced.status == 0)
        #expect(forced.out.contains("  update    Sources/Demo/App/AppScreens.swift\n"))
        #expect(project.read(screens)?.contains("ProfileViewModel") == true)
        #expect(try FileManager.default.attributesOfItem(atPath: project.path + "/" + screens)[.posixPermissions] as? Int == 0o444)
        #expect(runCLI(["add", "screen", "Profile"], directory: project.path).out.contains("  identical Sources/Demo/App/AppScreens.swift\n"))
    }

    /// A registration the user commented or re-indented is still there: a re-run inserts
    /// nothing; one edited into another form is known by the name it registers, kept as it is
    /// and said so (review 33d M1: re-adding the item failed for ever, even with --force); a
    /// declaration of its name elsewhere is said to be one, with the way out.
    @Test func aRegistrationEditedByHandIsNotInsertedTwice() throws {
        let work = TemporaryDirectory("registration-edited")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "puddles", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        #expect(runCLI(["add", "provider", "Prefs"], directory: project.path).status == 0)
        let app = "Sources/Demo/DemoApp.swift"
        try project.write(app, (project.read(app) ?? "").replacingOccurrences(of: ".environment(PrefsProvider.live)", with: "  .environment( PrefsProvider.live ) // prefs"))
        #expect(runCLI(["add", "provider", "Prefs"], directory: project.path).status == 0)
        #expect((project.read(app) ?? "").components(separatedBy: "PrefsProvider.live").count == 2)
        #expect(runCLI(["add", "module", "Settings"], directory: project.path).status == 0)
        let router = "Sources/Demo/Router/Router.swift"
        let edited = (project.read(router) ?? "").replacingOccurrences(of: "let settings = SettingsRouter()", with: "let settings: SettingsRouter = SettingsRouter()")
            .replacingOccurrences(of: "        case settings\n", with: "        case settings, about\n")
        try project.write(router, edited)
        try FileManager.default.removeItem(atPath: project.path + "/Tests/DemoTests/SettingsRouterTests.swift")
        let lines = edited.split(separator: "\n", omittingEmptySubsequences: false)
        let caseLine = try #require(lines.firstIndex { $0.contains("case settings, about") }) + 1, line = try #require(lines.firstIndex { $0.contains("let settings:") }) + 1
        #expect(runCLI(["add", "module", "Settings"], directory: project.path) == CLIResult(status: 0, out: """
            Added module Settings to .:
              identical Sources/Demo/Modules/Settings.swift
              identical Sources/Demo/Router/SettingsRouter.swift
              create    Tests/DemoTests/SettingsRouterTests.swift
              identical Sources/Demo/Router/Router.swift
              identical Sources/Demo/Modules/Root.swift
            Kept as edited by hand: the registration of module Settings at line \(caseLine) of Sources/Demo/Router/Router.swift.
            Kept as edited by hand: the registration of module Settings at line \(line) of Sources/Demo/Router/Router.swift.

            """, err: ""))
        #expect(project.read(router) == edited)
        // Run again: nothing to add, but not every file as add writes it (review 33g L2).
        #expect(runCLI(["add", "module", "Settings"], directory: project.path).out.hasPrefix("""
            Nothing to add: module Settings is already in ., every file as it would write it but for the registrations kept as edited by hand:
              identical Sources/Demo/Modules/Settings.swift

            """))
        // With --force, the item's files are written again, and the registration still kept; the
        // files it may rely on are named (review 33g L2).
        try project.write("Sources/Demo/Router/SettingsRouter.swift", "// mine\n")
        let forced = runCLI(["add", "module", "Settings", "--force"], directory: project.path)
        #expect(forced.out.contains("  overwrite Sources/Demo/Router/SettingsRouter.swift\n"))
        #expect(forced.out.hasSuffix("Kept as edited by hand: the registration of module Settings at line \(line) of Sources/Demo/Router/Router.swift.\n"
            + "Check the registration kept as edited by hand against what --force overwrote: Sources/Demo/Router/SettingsRouter.swift.\n"))
        #expect(project.read(router) == edited)
        // Declared in another file, it is no registration add knows.
        try project.write(router, edited.replacingOccurrences(of: "let settings: SettingsRouter = SettingsRouter()", with: ""))
        try project.write("Sources/Demo/Router/Router+Settings.swift", "extension Router {\n    var settings: SettingsRouter { SettingsRouter() }\n}\n")
        #expect(runCLI(["add", "module", "Settings"], directory: project.path) == CLIResult(status: 1, out: "", err: """
            Error: module Settings looks registered already, in a form edited by hand: it would declare a second 'let settings' in 'Router' \
            (Sources/Demo/Router/Router+Settings.swift declares one); nothing was written. If that is not its registration, rename it and re-run.

            """))
    }

    /// A registration is there only in the block of its marker: `case cart` of another enum of
    /// the file is not `Destination`'s; and a member an extension in another file of the target
    /// declares is not declared again.
    @Test func registrationsLookInTheMarkersBlockAndAtExtensions() throws {
        let work = TemporaryDirectory("registration-scope")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "puddles", "--name", "Shop"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Shop")
        let router = "Sources/Shop/Router/Router.swift"
        try project.write(router, (project.read(router) ?? "").replacingOccurrences(
            of: "    /// The root module's navigation stack.", with: "    enum Tab: Hashable {\n        case home\n        case cart\n    }\n\n    /// The root module's navigation stack."))
        #expect(runCLI(["add", "module", "Cart"], directory: project.path).status == 0)
        #expect((project.read(router) ?? "").components(separatedBy: "case cart").count == 3)
        try project.write("Sources/Shop/Router/Router+Promo.swift", "extension Router {\n    var promo: String { \"spring-sale\" }\n}\n")
        #expect(runCLI(["add", "module", "Promo"], directory: project.path) == CLIResult(status: 2, out: "", err: """
            Error: The name 'Promo' is invalid: it would declare a second 'let promo' in 'Router' (Sources/Shop/Router/Router+Promo.swift declares one).
            Usage: archtool add [--flow <flow>] [--project <dir>] [--templates <dir>] [--dry-run] [--force] <kind> <name>
              See 'archtool help add' for more information.

            """))
        // A type's own member of that name is another name space: Swift builds both.
        try project.write("Sources/Shop/Router/Router+Deals.swift", "extension Router {\n    static let deals = \"deals\"\n}\n")
        #expect(runCLI(["add", "module", "Deals"], directory: project.path).status == 0)
    }

    /// A registration the user moved below its marker is still there: a declaration in the
    /// marker's block, a statement anywhere in the file.
    @Test func aRegistrationMovedBelowItsMarkerIsThere() throws {
        let work = TemporaryDirectory("registration-below")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "puddles", "--name", "Shop"], directory: work.path).status == 0)
        let shop = TemporaryDirectory.at(work.path + "/Shop")
        #expect(runCLI(["add", "module", "Cart"], directory: shop.path).status == 0)
        let router = "Sources/Shop/Router/Router.swift"
        try shop.write(router, (shop.read(router) ?? "").replacingOccurrences(
            of: "        case cart\n        // archtool:insert destinations\n", with: "        // archtool:insert destinations\n        case cart\n"))
        let moved = shop.read(router)
        #expect(moved?.contains("// archtool:insert destinations\n        case cart\n") == true)
        #expect(runCLI(["add", "module", "Cart"], directory: shop.path).out.contains("identical " + router))
        #expect(shop.read(router) == moved)
        #expect(runCLI(["new", "--style", "huddle", "--name", "Hub"], directory: work.path).status == 0)
        let hub = TemporaryDirectory.at(work.path + "/Hub")
        #expect(runCLI(["add", "module", "Cart"], directory: hub.path).status == 0)
        let holder = "Sources/Hub/App/RootModuleHolder.swift"
        let line = "            CartBuilder.build(parentComponent: component, holder: self, context: context),\n"
        try hub.write(holder, (hub.read(holder) ?? "").replacingOccurrences(of: line + "            // archtool:insert modules\n",
                                                                            with: "            // archtool:insert modules\n" + line))
        let movedHolder = hub.read(holder)
        #expect(movedHolder?.contains("// archtool:insert modules\n" + line) == true)
        #expect(runCLI(["add", "module", "Cart"], directory: hub.path).out.contains("identical " + holder))
        #expect(hub.read(holder) == movedHolder)
    }

    /// Every UIKit and AppKit view type the lint rules know is a system type an item may not hide.
    @Test func aScreenNamedLikeAUIKitControllerIsRefused() throws {
        let work = TemporaryDirectory("sdk-controller")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sobreiro", "--name", "Demo"], directory: work.path).status == 0)
        let refused = runCLI(["add", "screen", "UIColorPicker", "--dry-run"], directory: work.path + "/Demo")
        #expect(refused.status == 2)
        #expect(refused.err.hasPrefix("Error: The name 'UIColorPicker' is invalid: it would declare a type 'UIColorPickerViewController', "
            + "which hides the system type of that name in the module.\n"))
    }

    /// `--force` over a file where other items register keeps their registrations: the flow
    /// overwritten still runs its steps.
    @Test func forceKeepsTheRegistrationsOfAFileItOverwrites() throws {
        let work = TemporaryDirectory("force-registrations")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "huddle", "--name", "Shop"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Shop")
        for arguments in [["add", "flow", "Onboarding"], ["add", "step", "Welcome", "--flow", "Onboarding"], ["add", "step", "Terms", "--flow", "Onboarding"]] {
            #expect(runCLI(arguments, directory: project.path).status == 0)
        }
        let flow = "Sources/Shop/Flows/Onboarding/OnboardingFlow.swift"
        let registered = try #require(project.read(flow))
        try project.write(flow, registered.replacingOccurrences(of: "struct OnboardingFlowContext {}", with: "struct OnboardingFlowContext {\n    var userID = \"\"\n}"))
        #expect(runCLI(["add", "flow", "Onboarding", "--force"], directory: project.path).out.contains("  overwrite Sources/Shop/Flows/Onboarding/OnboardingFlow.swift\n"))
        #expect(project.read(flow) == registered)
        // With its marker moved to column 1: only the registrations come along, not the lines
        // above them in the file.
        try project.write(flow, registered.replacingOccurrences(of: "            // archtool:insert steps", with: "// archtool:insert steps")
            .replacingOccurrences(of: "struct OnboardingFlowContext {}", with: "struct OnboardingFlowContext {\n    var userID = \"\"\n}"))
        #expect(runCLI(["add", "flow", "Onboarding", "--force"], directory: project.path).status == 0)
        #expect(project.read(flow) == registered)
        // A registration a formatter wrapped over several lines is one all the same (review 30d item 3).
        let wrapped = registered.replacingOccurrences(of: "TermsStep(flow: self, context: context, component: component),",
                                                      with: "TermsStep(\n                flow: self, context: context,\n                component: component\n            ),")
        #expect(wrapped != registered)
        try project.write(flow, wrapped.replacingOccurrences(of: "struct OnboardingFlowContext {}", with: "struct OnboardingFlowContext {\n    var userID = \"\"\n}"))
        #expect(runCLI(["add", "flow", "Onboarding", "--force"], directory: project.path).status == 0)
        #expect(project.read(flow) == wrapped)
        // One the user annotated, or gave an argument, is kept as they wrote it (review 33d H1: it
        // was dropped, and the step's tests failed).
        let edited = registered
            .replacingOccurrences(of: "WelcomeStep(flow: self, context: context, component: component),",
                                  with: "WelcomeStep(flow: self, context: context, component: component), // shown after login")
            .replacingOccurrences(of: "TermsStep(flow: self, context: context, component: component),",
                                  with: "TermsStep(flow: self, context: context, component: component, version: 2),")
        try project.write(flow, edited.replacingOccurrences(of: "struct OnboardingFlowContext {}", with: "struct OnboardingFlowContext {\n    var userID = \"\"\n}"))
        #expect(runCLI(["add", "flow", "Onboarding", "--force"], directory: project.path).status == 0)
        #expect(project.read(flow) == edited)
    }

    /// A registration file the user moved (or renamed) is found by its marker.
    @Test func aMovedRegistrationFileIsFoundByItsMarker() throws {
        let work = TemporaryDirectory("registration-file-moved")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sobreiro", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        try FileManager.default.createDirectory(atPath: project.path + "/Sources/Demo/Composition", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: project.path + "/Sources/Demo/App/AppScreens.swift",
                                         toPath: project.path + "/Sources/Demo/Composition/Screens.swift")
        let added = runCLI(["add", "screen", "Profile"], directory: project.path)
        #expect(added.status == 0)
        #expect(added.out.contains("  update    Sources/Demo/Composition/Screens.swift\n"))
        #expect(project.read("Sources/Demo/Composition/Screens.swift")?.contains("ProfileViewModel") == true)
    }

    /// A skeleton type the item names, renamed since (`AppDependencies` now `ShopDependencies`),
    /// makes `add` refuse, naming it: the code would not compile. An alias of the old name lets it.
    @Test func aRenamedSkeletonTypeIsNamedNotWrittenAgainst() throws {
        let work = TemporaryDirectory("skeleton-renamed")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sourcearch", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        for file in project.files() where file.hasSuffix(".swift") {
            let text = try #require(project.read(file))
            if text.contains("AppDependencies") { try project.write(file, text.replacingOccurrences(of: "AppDependencies", with: "ShopDependencies")) }
        }
        let before = project.files()
        #expect(runCLI(["add", "feature", "Wishlist"], directory: project.path) == CLIResult(status: 1, out: "", err: """
            Error: add feature Wishlist would write code naming 'AppDependencies', which the sourcearch skeleton declared and this \
            project no longer does where that code can see it (renamed?), so it would not compile; nothing was written. Declare it \
            again, for instance at file scope as an alias of the type that took its place (public typealias AppDependencies = …), \
            then re-run.

            """))
        #expect(project.files() == before)
        // Nested, an alias does not count; at file scope in the target that names it, it does.
        try project.write("Sources/Demo/App/AppDependencies+Alias.swift", "enum Legacy {\n    typealias AppDependencies = ShopDependencies\n}\n")
        #expect(runCLI(["add", "feature", "Wishlist"], directory: project.path).status == 1)
        try project.write("Sources/Demo/App/AppDependencies+Alias.swift", "typealias AppDependencies = ShopDependencies\n")
        #expect(runCLI(["add", "feature", "Wishlist"], directory: project.path).status == 0)
        // The portable runtime replaced by the upstream package is no renamed skeleton type.
        try FileManager.default.removeItem(atPath: project.path + "/Sources/SourceArchitecture")
        #expect(runCLI(["add", "feature", "Orders"], directory: project.path).status == 0)
    }

    /// A registration the user moved to a file of its own is still there; one commented out is
    /// not (re-running `add` puts it back).
    @Test func aRegistrationMovedElsewhereCountsAndOneCommentedOutDoesNot() throws {
        let work = TemporaryDirectory("registration-moved")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sourcearch", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        #expect(runCLI(["add", "feature", "Settings"], directory: project.path).status == 0)
        let dependencies = "Sources/Demo/App/AppDependencies.swift"
        let original = try #require(project.read(dependencies))
        let block = "extension AppDependencies: SettingsDependency {\n    public var settingsSource: Source<SettingsModel> {\n        SettingsSource().eraseToSource()\n    }\n}\n"
        #expect(original.contains(block))
        try project.write(dependencies, original.replacingOccurrences(of: block, with: ""))
        try project.write("Sources/Demo/App/AppDependencies+Settings.swift", "import SourceArchitecture\n\n" + block)
        let moved = project.read(dependencies)
        #expect(runCLI(["add", "feature", "Settings"], directory: project.path).out.contains("identical " + dependencies))
        #expect(project.read(dependencies) == moved)
        // Commented out where it was: not registered.
        try FileManager.default.removeItem(atPath: project.path + "/Sources/Demo/App/AppDependencies+Settings.swift")
        try project.write(dependencies, original.replacingOccurrences(of: block, with: "/*\n" + block + "*/\n"))
        #expect(runCLI(["add", "feature", "Settings"], directory: project.path).out.contains("update    " + dependencies))
        #expect((project.read(dependencies) ?? "").components(separatedBy: "var settingsSource").count == 3)
    }

    /// A registration a formatter wrapped over several lines is still there: re-running `add`
    /// (to have a deleted file again) inserts it no second time.
    @Test func aRegistrationWrappedByAFormatterIsNotInsertedTwice() throws {
        let work = TemporaryDirectory("registration-wrapped")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "huddle", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        #expect(runCLI(["add", "flow", "Onboarding"], directory: project.path).status == 0)
        let root = "Sources/Demo/App/CompositionRoot.swift"
        let line = try #require((project.read(root) ?? "").split(separator: "\n").first { $0.contains("OnboardingFlow(") })
        let indent = String(line.prefix { $0 == " " })
        let wrapped = line.replacingOccurrences(of: "OnboardingFlow(", with: "OnboardingFlow(\n" + indent + "    ")
            .replacingOccurrences(of: ", component:", with: ",\n" + indent + "    component:")
        try project.write(root, (project.read(root) ?? "").replacingOccurrences(of: String(line), with: wrapped))
        let edited = project.read(root)
        try FileManager.default.removeItem(atPath: project.path + "/Tests/DemoTests/Flows/Onboarding/OnboardingFlowTests.swift")
        let rerun = runCLI(["add", "flow", "Onboarding"], directory: project.path)
        #expect(rerun.status == 0)
        #expect(rerun.out.contains("identical " + root))
        #expect(project.read(root) == edited)
    }

    /// One step name in two flows would be two `WelcomeStep` classes in one module.
    @Test func aStepNameTakenInAnotherFlowIsRefused() throws {
        let work = TemporaryDirectory("step-clash")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "huddle", "--name", "Demo"], directory: work.path).status == 0)
        let project = work.path + "/Demo"
        #expect(runCLI(["add", "flow", "Onboarding"], directory: project).status == 0)
        #expect(runCLI(["add", "flow", "Checkout"], directory: project).status == 0)
        #expect(runCLI(["add", "step", "Welcome", "--flow", "Onboarding"], directory: project).status == 0)
        // The flow, with the step registered in it since, is still the flow `add flow` writes.
        let flowFile = "Sources/Demo/Flows/Onboarding/OnboardingFlow.swift"
        #expect(runCLI(["add", "flow", "Onboarding"], directory: project).out.contains("identical " + flowFile))
        #expect(runCLI(["add", "flow", "Onboarding", "--force"], directory: project).status == 0)
        #expect(TemporaryDirectory.at(project).read(flowFile)?.contains("WelcomeStep(") == true)
        let result = runCLI(["add", "step", "Welcome", "--flow", "Checkout"], directory: project)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("Error: The name 'Welcome' is invalid: it would declare a second type named 'WelcomeStep' (Sources/Demo/Flows/Onboarding/WelcomeStep.swift declares one)."))
        // A flow that is not there is what is missing, also for a step name another flow has
        // (review 33d L2: that clash was said instead).
        for step in ["Pay", "Welcome"] {
            let noFlow = runCLI(["add", "step", step, "--flow", "Nope"], directory: project)
            #expect(noFlow.status == 2)
            #expect(noFlow.err.hasPrefix("Error: There is no flow 'Nope': 'Sources/Demo/Flows/Nope/NopeFlow.swift' does not exist, and no file holds "
                + "it with the marker '// archtool:insert steps' in a file of its own. Add it first with 'archtool add flow Nope', or give the flow a file "
                + "of its own with the marker.\n"))
        }
        // A flow moved elsewhere is found by its marker and its declaration.
        try FileManager.default.createDirectory(atPath: project + "/Sources/Demo/Launch", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: project + "/Sources/Demo/Flows/Onboarding", toPath: project + "/Sources/Demo/Launch/Onboarding")
        let moved = runCLI(["add", "step", "Rate", "--flow", "Onboarding"], directory: project)
        #expect(moved.status == 0)
        #expect(moved.out.contains("  update    Sources/Demo/Launch/Onboarding/OnboardingFlow.swift\n"))
        #expect(moved.out.contains("  create    Sources/Demo/Launch/Onboarding/RateStep.swift\n"))
        #expect(!FileManager.default.fileExists(atPath: project + "/Sources/Demo/Flows/Onboarding"))
        // The moved flow added again is there already, not a name to correct (review 33d L1).
        #expect(runCLI(["add", "flow", "Onboarding"], directory: project) == CLIResult(status: 1, out: "", err: """
            Error: flow Onboarding is already in the project, moved: 'Sources/Demo/Launch/Onboarding/OnboardingFlow.swift' \
            (the template puts it at 'Sources/Demo/Flows/Onboarding/OnboardingFlow.swift'); nothing was written. \
            add writes an item's files where the template puts them: move it back there to have the item written again.

            """))
    }

    /// A registration counts as pasted by hand only where the moved file's types are: a `case
    /// cart` of another enum is not the router's route. Two flows merged into one file are no
    /// place to guess which flow a step goes to.
    @Test func aLookalikeRegistrationOrAMergedFlowIsNoPlaceToRegister() throws {
        let work = TemporaryDirectory("registration-lookalike")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        let router = "Sources/Views/Routers/AppRouter.swift"
        let text = try #require(project.read(router))
        try FileManager.default.removeItem(atPath: project.path + "/" + router)
        try project.write("Sources/Views/Routers/Navigation.swift",
                          text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("archtool:insert routes") }.joined(separator: "\n"))
        try project.write("Sources/Models/Tab.swift", "enum Tab {\n    case books\n    case cart\n}\n")
        let refused = runCLI(["add", "scene", "Cart"], directory: project.path)
        #expect(refused.status == 1)
        #expect(refused.err.hasPrefix("Error: cannot register scene in '\(router)': the file does not exist, and no file under Sources/ has the marker"))

        let hub = TemporaryDirectory("registration-merged-flows")
        defer { hub.remove() }
        #expect(runCLI(["new", "--style", "huddle", "--name", "Demo"], directory: hub.path).status == 0)
        let flows = TemporaryDirectory.at(hub.path + "/Demo")
        #expect(runCLI(["add", "flow", "Checkout"], directory: flows.path).status == 0)
        #expect(runCLI(["add", "flow", "Onboarding"], directory: flows.path).status == 0)
        let onboarding = try #require(flows.read("Sources/Demo/Flows/Onboarding/OnboardingFlow.swift"))
        let checkout = try #require(flows.read("Sources/Demo/Flows/Checkout/CheckoutFlow.swift"))
        try FileManager.default.removeItem(atPath: flows.path + "/Sources/Demo/Flows/Onboarding/OnboardingFlow.swift")
        try FileManager.default.removeItem(atPath: flows.path + "/Sources/Demo/Flows/Checkout/CheckoutFlow.swift")
        try flows.write("Sources/Demo/Flows/LaunchFlows.swift", onboarding + "\n" + checkout.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n"))
        let step = runCLI(["add", "step", "Rate", "--flow", "Checkout"], directory: flows.path)
        #expect(step.status == 2)
        #expect(step.err.hasPrefix("Error: There is no flow 'Checkout':"))
        // A flow in two files, each with its marker, is there: which one is what cannot be told
        // (review 33g L2: "There is no flow").
        try FileManager.default.removeItem(atPath: flows.path + "/Sources/Demo/Flows/LaunchFlows.swift")
        try flows.write("Sources/Demo/Flows/Onboarding/OnboardingFlow.swift", onboarding)
        try flows.write("Sources/Demo/Flows/New/CheckoutFlow.swift", checkout)
        try flows.write("Sources/Demo/Flows/Old/CheckoutFlow.swift", checkout)
        #expect(runCLI(["add", "step", "Rate", "--flow", "Checkout"], directory: flows.path) == CLIResult(status: 2, out: "", err: """
            Error: Flow 'Checkout' is in 2 files (Sources/Demo/Flows/New/CheckoutFlow.swift, Sources/Demo/Flows/Old/CheckoutFlow.swift), each with the \
            marker '// archtool:insert steps', and 'Sources/Demo/Flows/Checkout/CheckoutFlow.swift' does not exist, so which one the step goes in \
            cannot be told. Keep one of them.
            Usage: archtool add [--flow <flow>] [--project <dir>] [--templates <dir>] [--dry-run] [--force] <kind> <name>
              See 'archtool help add' for more information.

            """))
    }

    /// Sobreiro's screens file split by platform, one of its markers moving to the UIKit part:
    /// each registration goes to the file with its marker.
    @Test func aSplitScreensFileTakesEachRegistrationAtItsMarker() throws {
        let work = TemporaryDirectory("registration-split-screens")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sobreiro", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        let screens = "Sources/Demo/App/AppScreens.swift"
        let original = try #require(project.read(screens))
        let marker = try #require(original.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains("archtool:insert screen-view-controllers") })
        try project.write(screens, original.replacingOccurrences(of: marker + "\n", with: ""))
        try project.write("Sources/Demo/App/AppScreens+UIKit.swift", "extension AppScreens {\n" + marker + "\n}\n")
        let added = runCLI(["add", "screen", "Profile"], directory: project.path)
        #expect(added.status == 0)
        #expect(added.out.contains("  update    Sources/Demo/App/AppScreens+UIKit.swift\n"))
        #expect(added.out.contains("  update    " + screens + "\n"))
    }

    /// A registration file split in two, the marker moving with its part, is found there while
    /// the skeleton's file stays; one moved without its marker, with the registration pasted by
    /// hand as the error says, counts as registered.
    @Test func aSplitOrMovedRegistrationFileIsFound() throws {
        let work = TemporaryDirectory("registration-split")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sourcearch", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        let dependencies = "Sources/Demo/App/AppDependencies.swift"
        let original = try #require(project.read(dependencies))
        let marker = try #require(original.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains("archtool:insert") })
        try project.write(dependencies, original.replacingOccurrences(of: marker + "\n", with: ""))
        try project.write("Sources/Demo/App/AppDependencies+Features.swift", "import SourceArchitecture\n\n" + marker + "\n")
        let split = runCLI(["add", "feature", "Settings"], directory: project.path)
        #expect(split.status == 0)
        #expect(split.out.contains("  update    Sources/Demo/App/AppDependencies+Features.swift\n"))
        // Moved, its marker gone: the registration pasted where the file went counts.
        try FileManager.default.removeItem(atPath: project.path + "/Sources/Demo/App/AppDependencies+Features.swift")
        try FileManager.default.createDirectory(atPath: project.path + "/Sources/Demo/App/Root", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: project.path + "/" + dependencies, toPath: project.path + "/Sources/Demo/App/Root/AppDependencies.swift")
        let refused = runCLI(["add", "feature", "Profile"], directory: project.path)
        #expect(refused.status == 1)
        #expect(refused.err.hasPrefix("Error: cannot register feature in '\(dependencies)': the file does not exist, and no file under Sources/ has the marker"))
        let snippet = try #require(refused.err.components(separatedBy: "then re-run:\n").last)
        try project.write("Sources/Demo/App/Root/AppDependencies.swift", (project.read("Sources/Demo/App/Root/AppDependencies.swift") ?? "") + snippet)
        #expect(runCLI(["add", "feature", "Profile"], directory: project.path).status == 0)
    }

    /// A registration that would declare a name twice in one scope (vidrep's route `case book`
    /// beside the example's `case book(Book.ID)`) is refused; other names register as usual.
    @Test func aRegistrationThatWouldDeclareANameTwiceIsRefused() throws {
        let work = TemporaryDirectory("registration-clash")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo"], directory: work.path).status == 0)
        let project = work.path + "/Demo"
        let before = TemporaryDirectory.at(project).files()
        let result = runCLI(["add", "scene", "Book"], directory: project)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("""
            Error: The name 'Book' is invalid: it would declare a second 'case book' in 'AppRouter.Route' (Sources/Views/Routers/AppRouter.swift).

            """))
        #expect(TemporaryDirectory.at(project).files() == before)
        #expect(runCLI(["add", "scene", "Settings"], directory: project).status == 0)
    }

    /// Two `add`s run at once in one project take turns: each registers its scene, and neither
    /// writes the copy of a registration file it read over what the other wrote (which left one
    /// scene's files unregistered, and the package not building).
    @Test func twoAddsAtOnceBothRegister() throws {
        let work = TemporaryDirectory("add-at-once")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        let names = ["Alpha", "Beta", "Gamma", "Delta"]
        let runs = names.map { name in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: builtArchtool())
            process.arguments = ["add", "scene", name]
            process.currentDirectoryURL = URL(fileURLWithPath: project.path)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in runs { try process.run() }
        for process in runs { process.waitUntilExit() }
        #expect(runs.map(\.terminationStatus) == [0, 0, 0, 0])
        for name in names {
            let lower = name.lowercased()
            for (file, registration) in [("Sources/Models/Repositories/AppRepository.swift", "    public var \(lower) = \(name)Data()\n"),
                                         ("Sources/Views/Routers/AppRouter.swift", "        case \(lower)\n"),
                                         ("Sources/App/AppResolver.swift", "    public private(set) lazy var \(lower)Dispatcher = \(name)Dispatcher(\n"),
                                         ("Sources/App/AppResolver.swift", "        case .\(lower):\n            make\(name)Scene()\n")] {
                #expect((project.read(file) ?? "").components(separatedBy: registration).count == 2, "\(file): \(registration)")
            }
        }
    }

    /// A run killed outright leaves its staging folder (review 30a item 5): the next write removes
    /// it when its process is gone, and refuses, naming them, when it holds the backups of files
    /// it was replacing (the only copy of what was there).
    @Test func aStagingFolderOfAKilledRunIsClearedOrSaid() throws {
        let work = TemporaryDirectory("stale-staging")
        defer { work.remove() }
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        let stale = work.path + "/.archtool-staging-\(finished.processIdentifier)-1"
        try work.write(".archtool-staging-\(finished.processIdentifier)-1/Sources/App/A.swift", "// staged\n")
        try FileTransaction.write([("Sources/App/B.swift", Array("struct B {}\n".utf8))], to: work.path)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(work.read("Sources/App/B.swift") == "struct B {}\n")
        try work.write(".archtool-staging-\(finished.processIdentifier)-2/.backups/Sources/App/B.swift", "struct B { let mine = 1 }\n")
        #expect(throws: CommandFailure.self) { try FileTransaction.write([("Sources/App/C.swift", Array("struct C {}\n".utf8))], to: work.path) }
        #expect(work.read(".archtool-staging-\(finished.processIdentifier)-2/.backups/Sources/App/B.swift") == "struct B { let mine = 1 }\n")
        #expect(!FileManager.default.fileExists(atPath: work.path + "/Sources/App/C.swift"))
    }

    /// A registration file written by something else (an editor) between `add`'s read and its
    /// write is not replaced by the copy `add` read: nothing of the item is written.
    @Test func aFileChangedSinceItWasReadIsNotReplaced() throws {
        let work = TemporaryDirectory("changed-meanwhile")
        defer { work.remove() }
        try work.write("Sources/App/Resolver.swift", "enum Resolver {\n    static let cart = \"CartScene\"\n}\n")
        let files: [(path: String, contents: [UInt8])] = [
            ("Sources/Scenes/SettingsScene.swift", Array("struct SettingsScene {}\n".utf8)),
            ("Sources/App/Resolver.swift", Array("enum Resolver {\n    static let settings = \"SettingsScene\"\n}\n".utf8)),
        ]
        #expect(throws: FileTransaction.Changed(path: "Sources/App/Resolver.swift")) {
            try FileTransaction.write(files, to: work.path, unchanged: ["Sources/App/Resolver.swift": Array("enum Resolver {\n}\n".utf8)])
        }
        #expect(work.files() == ["Sources/App/Resolver.swift"])
        #expect(work.read("Sources/App/Resolver.swift") == "enum Resolver {\n    static let cart = \"CartScene\"\n}\n")
        // Still as read, it is replaced.
        try FileTransaction.write(files, to: work.path, unchanged: ["Sources/App/Resolver.swift": Array("enum Resolver {\n    static let cart = \"CartScene\"\n}\n".utf8)])
        #expect(work.read("Sources/App/Resolver.swift") == "enum Resolver {\n    static let settings = \"SettingsScene\"\n}\n")
        #expect(work.files() == ["Sources/App/Resolver.swift", "Sources/Scenes/SettingsScene.swift"])
    }

    @Test func unknownKindAndMissingConfig() throws {
        let work = try makeProject()
        defer { work.remove() }
        let unknown = runCLI(["add", "scen", "X", "--templates", ".."], directory: work.path + "/Demo")
        #expect(unknown.status == 2)
        #expect(unknown.err.hasPrefix("Error: Unknown kind 'scen' for style vidrep. Did you mean 'scene'? Kinds:\n  scene  "))
        let outside = runCLI(["add", "scene", "X"], directory: work.path)
        #expect(outside.status == 2)
        #expect(outside.err.hasPrefix("Error: no .archtool.json in '"))
        #expect(outside.err.hasSuffix("', or pass --project <dir>.\n"))
        // In a subfolder of the project outside a git repository: the configuration above is named
        // (review 30a item 3: "run it in a project made by archtool new", where it was).
        try FileManager.default.createDirectory(atPath: work.path + "/Demo/Sources/Deep", withIntermediateDirectories: true)
        let below = runCLI(["add", "scene", "X"], directory: work.path + "/Demo/Sources/Deep")
        #expect(below.status == 2)
        #expect(below.err.hasSuffix("/Demo/Sources/Deep'; outside a git repository the folders above are not searched, and "
            + "'../../.archtool.json' is above: pass --project ../.., or run it there.\n"))
        // A --project that is not there, or holds no configuration, is said so (not "pass --project").
        #expect(runCLI(["add", "scene", "X", "--project", "Shpo"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: --project 'Shpo' does not exist.\n"))
        let unconfigured = runCLI(["add", "scene", "X", "--project", "."], directory: work.path)
        #expect(unconfigured.status == 2)
        #expect(unconfigured.err.hasSuffix("; --project names the folder that holds its .archtool.json.\n"))
    }

    @Test func malformedConfigNamesLineAndColumn() throws {
        let work = try makeProject()
        defer { work.remove() }
        try work.write("Demo/.archtool.json", "{\n  // comment\n  \"style\": \"vidrep\",\n  \"project\": 42,\n}\n")
        #expect(runCLI(["add", "scene", "X", "--templates", ".."], directory: work.path + "/Demo").err
            == "Error: .archtool.json:4:14: 'project' must be a string, not a number\n")
        #expect(runCLI(["add", "scene", "X", "--templates", ".", "--project", "Demo"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: Demo/.archtool.json:4:14: 'project' must be a string, not a number\n"))
        try work.write("Demo/.archtool.json", "{ \"style\": \"vidrep\" \"project\": \"Demo\" }")
        #expect(runCLI(["add", "scene", "X", "--templates", ".."], directory: work.path + "/Demo").err
            == "Error: .archtool.json:1:21: expected ',' or '}' in object\n")
        // What `lint` refuses, `add` refuses, before writing anything; a missing key is placed too.
        try work.write("Demo/.archtool.json", #"{ "style": "vidrep", "project": "Demo", "stlye": "huddle" }"#)
        #expect(runCLI(["add", "scene", "X", "--templates", ".."], directory: work.path + "/Demo")
            == CLIResult(status: 2, out: "", err: "Error: .archtool.json:1:41: unknown key 'stlye' in the configuration. Did you mean 'style'?\n"))
        #expect(work.read("Demo/Sources/Scenes/XScene.swift") == nil)
        try work.write("Demo/.archtool.json", #"{ "style": "vidrep" }"#)
        #expect(runCLI(["add", "scene", "X", "--templates", ".."], directory: work.path + "/Demo").err
            == "Error: .archtool.json:1:1: missing key 'project'\n")
        // A UTF-8 byte order mark is no error, for add as for lint.
        try work.write("Demo/.archtool.json", "\u{FEFF}" + #"{ "style": "vidrep", "project": "Demo" }"#)
        #expect(runCLI(["add", "scene", "X", "--templates", ".."], directory: work.path + "/Demo").status == 0)
    }
}
