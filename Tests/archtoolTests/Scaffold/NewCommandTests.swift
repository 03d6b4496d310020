import Foundation
import Testing
@testable import archtool

/// A minimal template folder of the ViDRep shape, for behaviour tests independent of the real templates.
func makeFixtureTemplates(in directory: TemporaryDirectory, extraProjectFiles: [String: String] = [:]) throws {
    try directory.write("ViDRep/template.json", """
        {
          "style": "vidrep", "displayName": "ViDRep", "summary": "fixture",
          "add": {
            "scene": {
              "summary": "a scene", "suffix": "Scene", "options": [],
              "registrations": [
                { "path": "Sources/App/Resolver.swift", "marker": "// archtool:insert scenes",
                  "text": "    static let {{name}} = \\"{{Name}}Scene\\"\\n" }
              ]
            }
          }
        }
        """)
    try directory.write("ViDRep/project/.archtool.json", #"{ "style": "vidrep", "project": "{{Project}}" }"# + "\n")
    try directory.write("ViDRep/project/Package.swift", "// {{Project}} {{project}} {{project_snake}}\n")
    try directory.write("ViDRep/project/Sources/App/Resolver.swift", "enum Resolver {\n    // archtool:insert scenes\n}\n")
    try directory.write("ViDRep/add/scene/Sources/Scenes/{{Name}}Scene.swift", "struct {{Name}}Scene {}\n")
    try directory.write("ViDRep/add/scene/Tests/{{Name}}SceneTests.swift", "// tests of {{Name}}Scene\n")
    for (path, text) in extraProjectFiles { try directory.write("ViDRep/project/" + path, text) }
}

@Suite struct NewCommandTests {
    @Test func writesTheRenderedProjectAndTheNextSteps() throws {
        let work = TemporaryDirectory("new")
        defer { work.remove() }
        try makeFixtureTemplates(in: work)
        let result = runCLI(["new", "--style", "vidrep", "--name", "my_shop", "--templates", "ViDRep/.."], directory: work.path)
        #expect(result == CLIResult(status: 0, out: """
            Created MyShop (ViDRep) in MyShop:
              create    .archtool.json
              create    Package.swift
              create    Sources/App/Resolver.swift

            Next:
              cd MyShop && swift test && archtool lint

            """, err: ""))
        #expect(TemporaryDirectory.at(work.path + "/MyShop").files() == [".archtool.json", "Package.swift", "Sources/App/Resolver.swift"])
        #expect(work.read("MyShop/Package.swift") == "// MyShop myShop my_shop\n")
        // A folder the shell would split is quoted (review 30a item 4); one holding only `.git`
        // (a repository made or cloned for the project) is empty (item 6).
        try FileManager.default.createDirectory(atPath: work.path + "/my app/.git", withIntermediateDirectories: true)
        let spaced = runCLI(["new", "--style", "vidrep", "--name", "Shop", "--templates", "ViDRep/..", "--output", "my app"], directory: work.path)
        #expect(spaced.status == 0)
        #expect(spaced.out.hasSuffix("Next:\n  cd 'my app' && swift test && archtool lint\n"))
    }

    /// A project name that makes the app's folders look like a layer's (puddles' `Router/`,
    /// `Modules/`) is refused: every file of the app would be in that layer.
    @Test func aNameThatPutsTheAppInALayerIsRefused() throws {
        let work = TemporaryDirectory("layer-name")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "puddles", "--name", "Router"], directory: work.path) == CLIResult(status: 2, out: "", err: """
            Error: The value 'Router' is invalid for '--name <name>': the app's folders would be named like the Router layer's, which would take in every file of the app
            Usage: archtool new --style <style> --name <name> [--output <dir>] [--templates <dir>] [--dry-run] [--force]
              See 'archtool help new' for more information.

            """))
        #expect(!FileManager.default.fileExists(atPath: work.path + "/Router"))
    }

    @Test func dryRunWritesNothing() throws {
        let work = TemporaryDirectory("dry")
        defer { work.remove() }
        try makeFixtureTemplates(in: work)
        let result = runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", ".", "--dry-run", "--output", "out"], directory: work.path)
        #expect(result.status == 0)
        #expect(result.out == "Would create Demo (ViDRep) in out:\n  create    .archtool.json\n  create    Package.swift\n  create    Sources/App/Resolver.swift\n")
        #expect(!FileManager.default.fileExists(atPath: work.path + "/out"))
    }

    @Test func refusesANonEmptyDestinationUnlessForced() throws {
        let work = TemporaryDirectory("conflict")
        defer { work.remove() }
        try makeFixtureTemplates(in: work)
        try work.write("Demo/Package.swift", "// mine\n")
        let refused = runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", "."], directory: work.path)
        #expect(refused == CLIResult(status: 1, out: "", err: """
            Error: 'Demo' is not empty; nothing was written. These files already exist:
              Package.swift
            Use --force to write into it anyway.

            """))
        #expect(work.read("Demo/Package.swift") == "// mine\n")
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", ".", "--dry-run"], directory: work.path) == CLIResult(status: 1,
            out: "Would create Demo (ViDRep) in Demo:\n  create    .archtool.json\n  conflict  Package.swift\n  create    Sources/App/Resolver.swift\n",
            err: "'Demo' is not empty: without --force, a real run would write nothing.\n"))
        let forced = runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", ".", "--force"], directory: work.path)
        #expect(forced.status == 0)
        #expect(forced.out.contains("  overwrite Package.swift\n"))
        #expect(work.read("Demo/Package.swift") == "// Demo demo demo\n")
    }

    /// `new --force` over a project keeps the registrations of the items added since, as `add
    /// --force` does (review 30a item 1: a resolver edited by hand lost a scene's dispatcher,
    /// factory and destination, and the tests no longer compiled); the user's other edits go.
    @Test func forceKeepsTheRegistrationsOfAddedItems() throws {
        let work = TemporaryDirectory("new-force-registrations")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        #expect(runCLI(["add", "scene", "Settings"], directory: project.path).status == 0)
        let resolver = "Sources/App/AppResolver.swift"
        let registered = try #require(project.read(resolver))
        #expect(registered.contains("lazy var settingsDispatcher = SettingsDispatcher(") && registered.contains("case .settings:"))
        try project.write(resolver, "// a team note\n" + registered)
        let forced = runCLI(["new", "--style", "vidrep", "--name", "Demo", "--output", ".", "--force"], directory: project.path)
        #expect(forced.status == 0)
        #expect(forced.out.contains("  overwrite Sources/App/AppResolver.swift\n"))
        #expect(project.read(resolver) == registered)
        // A registration a formatter wrapped otherwise, one under `#if` (it keeps its `#if`), one
        // commented out (it stays out): review 30d items 3 and 4.
        let dispatcher = "    public private(set) lazy var settingsDispatcher = SettingsDispatcher(\n        repository: repository,\n        reducer: SettingsReducer()\n    )\n"
        let factory = "    public func makeSettingsScene() -> some View {\n        SettingsScene(dispatcher: settingsDispatcher, repository: repository)\n    }\n"
        #expect(registered.contains(dispatcher) && registered.contains(factory))
        let edited = registered
            .replacingOccurrences(of: dispatcher, with: "    #if DEBUG\n    public private(set) lazy var settingsDispatcher = SettingsDispatcher(\n"
                                  + "        repository: repository, reducer: SettingsReducer())\n    #endif\n")
            .replacingOccurrences(of: factory, with: "    /* Off until the redesign.\n" + factory + "    */\n")
        try project.write(resolver, "// a team note\n" + edited)
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--output", ".", "--force"], directory: project.path).status == 0)
        #expect(project.read(resolver) == edited.replacingOccurrences(of: "    /* Off until the redesign.\n" + factory + "    */\n\n", with: ""))
    }

    /// Registrations the user edited (a comment, a formatter's trailing comma, an injected
    /// argument) come along too, known by the names they register (review 33d H1: they were
    /// dropped while the item's other wiring stayed, and the project no longer compiled); a dry
    /// run without --force says `conflict` for the file --force overwrites (it said `identical`).
    @Test func forceKeepsRegistrationsTheUserEdited() throws {
        let work = TemporaryDirectory("new-force-edited")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Demo")
        for scene in ["Settings", "Profile"] { #expect(runCLI(["add", "scene", scene], directory: project.path).status == 0) }
        let resolver = "Sources/App/AppResolver.swift"
        let edited = try #require(project.read(resolver))
            .replacingOccurrences(of: "reducer: SettingsReducer()\n    )", with: "reducer: SettingsReducer(),\n        database: database,\n    )")
            .replacingOccurrences(of: "            makeProfileScene()\n", with: "            makeProfileScene() // from the tab bar too\n")
        try project.write(resolver, "// a team note\n" + edited)
        let arguments = ["new", "--style", "vidrep", "--name", "Demo", "--output", "."]
        #expect(runCLI(arguments + ["--dry-run"], directory: project.path).out.contains("  conflict  \(resolver)\n"))
        #expect(runCLI(arguments + ["--dry-run", "--force"], directory: project.path).out.contains("  overwrite \(resolver)\n"))
        #expect(runCLI(arguments + ["--force"], directory: project.path).status == 0)
        #expect(project.read(resolver) == edited)
        // Sourcearch: an extension the user annotated, not the last before the marker.
        #expect(runCLI(["new", "--style", "sourcearch", "--name", "Shop"], directory: work.path).status == 0)
        let shop = TemporaryDirectory.at(work.path + "/Shop")
        for feature in ["Cart", "Wishlist"] { #expect(runCLI(["add", "feature", feature], directory: shop.path).status == 0) }
        let dependencies = "Sources/Shop/App/AppDependencies.swift"
        let annotated = try #require(shop.read(dependencies))
            .replacingOccurrences(of: "        CartSource().eraseToSource()", with: "        CartSource().eraseToSource() // TODO inject client")
        try shop.write(dependencies, "// a team note\n" + annotated)
        #expect(runCLI(["new", "--style", "sourcearch", "--name", "Shop", "--output", ".", "--force"], directory: shop.path).status == 0)
        #expect(shop.read(dependencies) == annotated)
        // One sharing a declaration with the skeleton's own registration can be neither kept nor
        // dropped: refused, at its line, nothing written.
        let merged = annotated.replacingOccurrences(of: "AppDependencies: ItemListDependency {", with: "AppDependencies: ItemListDependency, CartDependency {")
            .replacingOccurrences(of: "extension AppDependencies: CartDependency {", with: "extension AppDependencies {")
        try shop.write(dependencies, merged)
        let line = try #require(merged.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("CartDependency {") }) + 1
        #expect(runCLI(["new", "--style", "sourcearch", "--name", "Shop", "--output", ".", "--force"], directory: shop.path) == CLIResult(status: 1, out: "", err: """
            Error: cannot overwrite '\(dependencies)' keeping its registrations: line \(line) (in the block of '// archtool:insert feature-dependencies') \
            registers 'Cart' together with 'ItemList', which the template writes there itself, so the file could neither keep it (registering 'ItemList' \
            twice) nor drop it (losing the registration of 'Cart'); nothing was written. Give 'Cart' a registration of its own in that block, as \
            'archtool add' writes one, and re-run.

            """))
        #expect(shop.read(dependencies) == merged)
    }

    /// Over a project whose registration file the team moved, --force writes it where it is now
    /// (review 33d M2: it wrote a second one at the skeleton's place, declaring the composition
    /// root twice); one split in parts is refused, naming them.
    @Test func forceFindsAMovedRegistrationFile() throws {
        let work = TemporaryDirectory("new-force-moved")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sourcearch", "--name", "Shop"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Shop")
        #expect(runCLI(["add", "feature", "Cart"], directory: project.path).status == 0)
        try FileManager.default.createDirectory(atPath: project.path + "/Sources/Shop/Composition", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: project.path + "/Sources/Shop/App/AppDependencies.swift", toPath: project.path + "/Sources/Shop/Composition/Root.swift")
        #expect(runCLI(["add", "feature", "Wishlist"], directory: project.path).status == 0)
        let moved = try #require(project.read("Sources/Shop/Composition/Root.swift"))
        try project.write("Sources/Shop/Composition/Root.swift", "// a team note\n" + moved)
        let forced = runCLI(["new", "--style", "sourcearch", "--name", "Shop", "--output", ".", "--force"], directory: project.path)
        #expect(forced.out.contains("  overwrite Sources/Shop/Composition/Root.swift\n"))
        #expect(!forced.out.contains("App/AppDependencies.swift"))
        #expect(project.read("Sources/Shop/Composition/Root.swift") == moved)
        #expect(project.read("Sources/Shop/App/AppDependencies.swift") == nil)
        // A folder moved (huddle's Startup flow, which `add step` follows): its files without
        // markers are found too, not written again where the skeleton has them (review 33g M3:
        // PrefetchItemsStep was declared twice).
        #expect(runCLI(["new", "--style", "huddle", "--name", "Hub"], directory: work.path).status == 0)
        let hub = TemporaryDirectory.at(work.path + "/Hub")
        try FileManager.default.createDirectory(atPath: hub.path + "/Sources/Hub/Launch", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: hub.path + "/Sources/Hub/Flows/Startup", toPath: hub.path + "/Sources/Hub/Launch/Startup")
        let step = "Sources/Hub/Launch/Startup/PrefetchItemsStep.swift"
        let prefetch = try #require(hub.read(step))
        try hub.write(step, prefetch + "// a team note\n")
        let hubForced = runCLI(["new", "--style", "huddle", "--name", "Hub", "--output", ".", "--force"], directory: hub.path)
        #expect(hubForced.status == 0)
        #expect(hubForced.out.contains("  overwrite \(step)\n") && hubForced.out.contains("  identical Sources/Hub/Launch/Startup/StartupFlow.swift\n"))
        #expect(!hubForced.out.contains("Sources/Hub/Flows/Startup"))
        #expect(hub.read(step) == prefetch)
        #expect(!FileManager.default.fileExists(atPath: hub.path + "/Sources/Hub/Flows/Startup"))
        // Split: the view controllers' part, with its marker, in a file of its own.
        #expect(runCLI(["new", "--style", "sobreiro", "--name", "Demo"], directory: work.path).status == 0)
        let demo = TemporaryDirectory.at(work.path + "/Demo")
        let screens = "Sources/Demo/App/AppScreens.swift"
        let original = try #require(demo.read(screens))
        let marker = "    // archtool:insert screen-view-controllers\n"
        try demo.write(screens, original.replacingOccurrences(of: marker, with: ""))
        try demo.write("Sources/Demo/App/AppScreens+UIKit.swift", "extension AppScreens {\n" + marker + "}\n")
        let before = demo.files()
        #expect(runCLI(["new", "--style", "sobreiro", "--name", "Demo", "--output", ".", "--force"], directory: demo.path) == CLIResult(status: 1, out: "", err: """
            Error: the skeleton's '\(screens)' is now partly in 'Sources/Demo/App/AppScreens+UIKit.swift' (it holds '// archtool:insert screen-view-controllers'), \
            so writing it would declare its code twice; nothing was written. Move that part back into '\(screens)', or generate into an empty folder \
            and move your code over.

            """))
        #expect(demo.files() == before)
    }

    /// A line at column 0 in a registration block (a line commented out with Xcode's Cmd-/, a
    /// flush-left `#if DEBUG`) neither drops the registrations above it nor moves a `case` below
    /// it into another section (review 33g H1: the resolver lost Settings' dispatcher and factory,
    /// or no longer compiled, and --force exited 0); `add` finds the registrations above it.
    @Test func forceReadsABlockByItsBracketsNotItsIndentation() throws {
        let work = TemporaryDirectory("new-force-column-zero")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Shop"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Shop")
        for scene in ["Profile", "Settings", "DebugMenu", "Help"] { #expect(runCLI(["add", "scene", scene], directory: project.path).status == 0) }
        let resolver = "Sources/App/AppResolver.swift"
        let dispatcher = "\n    public private(set) lazy var debugMenuDispatcher = DebugMenuDispatcher(\n        repository: repository,\n"
            + "        reducer: DebugMenuReducer()\n    )\n"
        let factory = "    public func makeDebugMenuScene() -> some View {\n        DebugMenuScene(dispatcher: debugMenuDispatcher, repository: repository)\n    }\n"
        let destination = "        case .debugMenu:\n            makeDebugMenuScene()\n"
        let registered = try #require(project.read(resolver))
        #expect(registered.contains(dispatcher) && registered.contains(factory) && registered.contains(destination))
        let edited = registered
            .replacingOccurrences(of: "        case .settings:\n            makeSettingsScene()\n", with: "//        case .settings:\n//            makeSettingsScene()\n")
            .replacingOccurrences(of: dispatcher, with: "\n#if DEBUG" + dispatcher + "#endif\n")
            .replacingOccurrences(of: factory, with: "#if DEBUG\n" + factory + "#endif\n")
            .replacingOccurrences(of: destination, with: "#if DEBUG\n" + destination + "#endif\n")
        try project.write(resolver, "// a team note\n" + edited)
        let forced = runCLI(["new", "--style", "vidrep", "--name", "Shop", "--output", ".", "--force"], directory: project.path)
        #expect(forced.status == 0)
        #expect(forced.out.contains("  overwrite \(resolver)\n"))
        #expect(project.read(resolver) == edited)
        let added = runCLI(["add", "scene", "Profile"], directory: project.path)
        #expect(added.out.hasPrefix("Nothing to add: scene Profile is already in ., every file as it would write it:\n"))
        #expect(added.out.contains("  identical \(resolver)\n") && !added.out.contains("Kept as edited by hand"))
    }

    /// A launch flow the user made conditional comes along whole; one moved into a helper method
    /// is refused, at its line, rather than lost (review 33g H3: both were dropped in silence,
    /// while `add flow` said the flow was registered).
    @Test func forceKeepsAStatementHoldingARegistrationAndRefusesToLoseOne() throws {
        let work = TemporaryDirectory("new-force-statement")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "huddle", "--name", "Shop"], directory: work.path).status == 0)
        let project = TemporaryDirectory.at(work.path + "/Shop")
        #expect(runCLI(["add", "flow", "Onboarding"], directory: project.path).status == 0)
        let root = "Sources/Shop/App/CompositionRoot.swift"
        let run = "        await OnboardingFlow(context: OnboardingFlowContext(), component: OnboardingFlowComponent(parent: component)).run()\n"
        let registered = try #require(project.read(root))
        let conditional = registered.replacingOccurrences(of: run, with: "        if !component.skipsOnboarding {\n    " + run + "        }\n")
        #expect(conditional != registered)
        try project.write(root, conditional.replacingOccurrences(of: "    let component: AppComponent\n", with: "    let component: AppComponent // edited\n"))
        let arguments = ["new", "--style", "huddle", "--name", "Shop", "--output", ".", "--force"]
        #expect(runCLI(arguments, directory: project.path).status == 0)
        #expect(project.read(root) == conditional)
        let helper = registered.replacingOccurrences(of: run, with: "        await runOnboarding()\n")
            .replacingOccurrences(of: "    #if canImport(SwiftUI)\n    /// The first", with: "    private func runOnboarding() async {\n" + run + "    }\n\n    #if canImport(SwiftUI)\n    /// The first")
        try project.write(root, helper)
        let line = try #require(helper.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("await OnboardingFlow(") }) + 1
        #expect(runCLI(arguments, directory: project.path) == CLIResult(status: 1, out: "", err: """
            Error: cannot overwrite '\(root)' keeping its registrations: line \(line) registers 'Onboarding' as the registrations of \
            '// archtool:insert flows' do, but in code --force does not keep (it keeps the declarations and statements of that marker's block \
            that register items, not a function that runs them nor other code of the file), so overwriting the file would lose it; nothing was \
            written. Move it into the block of '// archtool:insert flows', as a declaration or statement of its own, and re-run.

            """))
        #expect(project.read(root) == helper)
    }

    /// A registration that only names another item in its arguments registers that one's too no
    /// more (review 33g M1: a dispatcher injected with another made --force refuse, saying it
    /// registered both); a view-controller factory taking its view model stays among the view
    /// controllers (review 33g M4: it was moved to the view models'); the user's steps and launch
    /// flows stay in the order they run in (review 33g M2: each came after the template's).
    @Test func forceKeepsWhatARegistrationDeclaresWhereItIs() throws {
        let work = TemporaryDirectory("new-force-heads")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Shop"], directory: work.path).status == 0)
        let vidrep = TemporaryDirectory.at(work.path + "/Shop")
        #expect(runCLI(["add", "scene", "Settings"], directory: vidrep.path).status == 0)
        let resolver = "Sources/App/AppResolver.swift"
        let injected = try #require(vidrep.read(resolver)).replacingOccurrences(of: "reducer: SettingsReducer()\n", with: "reducer: SettingsReducer(),\n        books: booksDispatcher\n")
        try vidrep.write(resolver, "// a team note\n" + injected)
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Shop", "--output", ".", "--force"], directory: vidrep.path).status == 0)
        #expect(vidrep.read(resolver) == injected)
        #expect(runCLI(["new", "--style", "sobreiro", "--name", "Demo"], directory: work.path).status == 0)
        let sobreiro = TemporaryDirectory.at(work.path + "/Demo")
        #expect(runCLI(["add", "screen", "Settings"], directory: sobreiro.path).status == 0)
        let screens = "Sources/Demo/App/AppScreens.swift"
        let factory = try #require(sobreiro.read(screens)).replacingOccurrences(
            of: "makeSettingsViewController() -> UIViewController {\n        SettingsViewController(viewModel: makeSettingsViewModel())",
            with: "makeSettingsViewController(viewModel: SettingsViewModel? = nil) -> UIViewController {\n"
                + "        SettingsViewController(viewModel: viewModel ?? makeSettingsViewModel())")
        try sobreiro.write(screens, "// a team note\n" + factory)
        #expect(runCLI(["new", "--style", "sobreiro", "--name", "Demo", "--output", ".", "--force"], directory: sobreiro.path).status == 0)
        #expect(sobreiro.read(screens) == factory)
        #expect(runCLI(["new", "--style", "huddle", "--name", "Hub"], directory: work.path).status == 0)
        let huddle = TemporaryDirectory.at(work.path + "/Hub")
        #expect(runCLI(["add", "step", "Consent", "--flow", "Startup"], directory: huddle.path).status == 0)
        #expect(runCLI(["add", "flow", "Onboarding"], directory: huddle.path).status == 0)
        var reordered: [String: String] = [:]
        for (file, template, added) in [
            ("Sources/Hub/Flows/Startup/StartupFlow.swift", "            PrefetchItemsStep(", "            ConsentStep(flow: self, context: context, component: component),\n"),
            ("Sources/Hub/App/CompositionRoot.swift", "        await StartupFlow(",
             "        await OnboardingFlow(context: OnboardingFlowContext(), component: OnboardingFlowComponent(parent: component)).run()\n"),
        ] {
            let text = try #require(huddle.read(file))
            #expect(text.contains(added))
            reordered[file] = text.replacingOccurrences(of: added, with: "").replacingOccurrences(of: template, with: added + template)
            try huddle.write(file, "// a team note\n" + reordered[file]!)
        }
        #expect(runCLI(["new", "--style", "huddle", "--name", "Hub", "--output", ".", "--force"], directory: huddle.path).status == 0)
        for (file, text) in reordered { #expect(huddle.read(file) == text) }
    }

    /// Over a project of another name, the skeleton's registration files go into the new
    /// name's target: the old target's are that module's own, not the new one's moved (review 33g
    /// H2: `new --force --name Store` over Shop wrote Store's composition root into `Sources/Shop`,
    /// and `Sources/Store` did not compile).
    @Test func forceWithAnotherNameWritesThatTargetsRegistrationFiles() throws {
        let work = TemporaryDirectory("new-force-renamed")
        defer { work.remove() }
        for (style, files) in [("sourcearch", ["App/AppDependencies.swift"]), ("huddle", ["App/CompositionRoot.swift", "Flows/Startup/StartupFlow.swift"])] {
            #expect(runCLI(["new", "--style", style, "--name", "Store", "--output", "fresh-" + style], directory: work.path).status == 0)
            #expect(runCLI(["new", "--style", style, "--name", "Shop", "--output", style], directory: work.path).status == 0)
            let project = TemporaryDirectory.at(work.path + "/" + style)
            let shop = files.map { project.read("Sources/Shop/" + $0) }
            let forced = runCLI(["new", "--style", style, "--name", "Store", "--output", ".", "--force"], directory: project.path)
            #expect(forced.status == 0)
            for (file, before) in zip(files, shop) {
                #expect(forced.out.contains("  create    Sources/Store/\(file)\n"))
                #expect(!forced.out.contains("Sources/Shop/\(file)"))
                #expect(project.read("Sources/Store/" + file) == work.read("fresh-\(style)/Sources/Store/" + file))
                #expect(project.read("Sources/Shop/" + file) == before)
            }
        }
    }

    /// A folder that cannot be created is named, with the system's reason (review 33d L5:
    /// Foundation's message named neither). Run as user 65534 through `runuser`.
    @Test(.enabled(if: geteuid() == 0 && getpwuid(65534) != nil && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser"),
                   "needs root, user 65534 and runuser to run archtool as another user"))
    func aFolderThatCannotBeCreatedIsNamed() throws {
        let work = TemporaryDirectory("new-read-only-folder")
        defer { work.remove() }
        try FileManager.default.createDirectory(atPath: work.path + "/Shop/Sources/Shop", withIntermediateDirectories: true)
        for entry in ["", "/Shop", "/Shop/Sources", "/Shop/Sources/Shop"] { #expect(lchown(work.path + entry, 65534, 65534) == 0) }
        chmod(work.path + "/Shop/Sources/Shop", 0o555)
        let user = String(cString: getpwuid(65534).pointee.pw_name)
        let result = try runProcess("/usr/sbin/runuser", ["-u", user, "--", builtArchtool(), "new", "--style", "sourcearch", "--name", "Shop", "--output", ".", "--force"],
                                    in: work.path + "/Shop")
        #expect(result.status == 1)
        #expect(result.out == "Error: cannot write into '\(work.path)/Shop', nothing was changed: cannot create the folder '\(work.path)/Shop/Sources/Shop/App': "
            + "Permission denied\n")
        #expect(TemporaryDirectory.at(work.path + "/Shop").files().isEmpty)
    }

    @Test func aFolderWhereAFileGoesIsNeverReplacedEvenWithForce() throws {
        let work = TemporaryDirectory("folder")
        defer { work.remove() }
        try makeFixtureTemplates(in: work)
        try work.write("Demo/Package.swift/notes.txt", "keep\n")
        let refused = CLIResult(status: 1, out: "", err: "Error: 'Demo/Package.swift' is a folder, not a file; nothing was written.\n")
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", "."], directory: work.path) == refused)
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", ".", "--force"], directory: work.path) == refused)
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", ".", "--force", "--dry-run"], directory: work.path)
            == CLIResult(status: 1, out: "Would create Demo (ViDRep) in Demo:\n  create    .archtool.json\n  blocked   Package.swift\n  create    Sources/App/Resolver.swift\n", err: ""))
        #expect(TemporaryDirectory.at(work.path + "/Demo").files() == ["Package.swift/notes.txt"])
    }

    @Test func aFileWhereAFolderGoesIsRefusedBeforeWriting() throws {
        let work = TemporaryDirectory("file-in-the-way")
        defer { work.remove() }
        try makeFixtureTemplates(in: work)
        try work.write("afile", "x\n")
        #expect(runCLI(["new", "--style", "vidrep", "--name", "x", "--templates", ".", "--output", "afile"], directory: work.path)
            == CLIResult(status: 1, out: "", err: "Error: 'afile' is a file, not a folder; nothing was written.\n"))
        #expect(runCLI(["new", "--style", "vidrep", "--name", "x", "--templates", ".", "--output", "afile/x"], directory: work.path)
            == CLIResult(status: 1, out: "", err: "Error: 'afile' is a file, not a folder; nothing was written.\n"))
        try work.write("Half/Sources", "x\n")
        #expect(runCLI(["new", "--style", "vidrep", "--name", "half", "--templates", ".", "--output", "Half", "--force"], directory: work.path)
            == CLIResult(status: 1, out: "", err: "Error: 'Half/Sources' is a file, not a folder; nothing was written.\n"))
        #expect(runCLI(["new", "--style", "vidrep", "--name", "half", "--templates", ".", "--output", "Half", "--force", "--dry-run"], directory: work.path)
            == CLIResult(status: 1, out: "Would create Half (ViDRep) in Half:\n  create    .archtool.json\n  create    Package.swift\n  blocked   Sources/App/Resolver.swift\n", err: ""))
        #expect(work.read("afile") == "x\n")
        #expect(TemporaryDirectory.at(work.path + "/Half").files() == ["Sources"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted() == ["Half", "ViDRep", "afile"])
    }

    @Test func aFailedGenerationLeavesNothingBehind() throws {
        let work = TemporaryDirectory("atomic")
        defer { work.remove() }
        // `a{{Project}}` renders to `aDemo`, which is also a folder of the template: a write must fail.
        try makeFixtureTemplates(in: work, extraProjectFiles: ["a{{Project}}": "a file\n", "aDemo/b": "in a folder\n"])
        let result = runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", "."], directory: work.path)
        #expect(result == CLIResult(status: 1, out: "", err: "Error: cannot write 'aDemo' into '\(work.path)/Demo': Is a directory\n"))
        #expect(!FileManager.default.fileExists(atPath: work.path + "/Demo"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted() == ["ViDRep"])
    }

    @Test func invalidNameExitsTwoWithASuggestion() {
        #expect(runCLI(["new", "--style", "vidrep", "--name", "my/shop"]) == CLIResult(status: 2, out: "", err: """
            Error: The value 'my/shop' is invalid for '--name <name>': a name cannot contain a path separator; use --output to choose the folder. Try 'MyShop'.
            Usage: archtool new --style <style> --name <name> [--output <dir>] [--templates <dir>] [--dry-run] [--force]
              See 'archtool help new' for more information.

            """))
    }

    @Test(arguments: ["_", "-", "__"])
    func aNameOfOnlySeparatorsIsEmpty(raw: String) {
        let work = TemporaryDirectory("separators")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", "sobreiro", "--name", raw], directory: work.path) == CLIResult(status: 2, out: "", err: """
            Error: The value '\(raw)' is invalid for '--name <name>': the name is empty.
            Usage: archtool new --style <style> --name <name> [--output <dir>] [--templates <dir>] [--dry-run] [--force]
              See 'archtool help new' for more information.

            """))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: work.path)) == [])
    }

    @Test(arguments: [
        ("sobreiro", "Sobreiro", "the sobreiro template already has a target named 'Sobreiro'", "SobreiroApp"),
        ("sobreiro", "SOBREIRO", "the sobreiro template already has a target named 'Sobreiro'", "SOBREIROApp"),
        ("sourcearch", "source_architecture", "the sourcearch template already has a target named 'SourceArchitecture'", "SourceArchitectureApp"),
        ("huddle", "HuddleArch", "the huddle template already has a target named 'HuddleArch'", "HuddleArchApp"),
        ("puddles", "Puddles", "the puddles template already has a target named 'Puddles'", "PuddlesApp"),
        ("puddles", "models", "the puddles template already has a target named 'Models'", "ModelsApp"),
        ("puddles", "Core", "the puddles template already has a target named 'CoreTests', which '{{Project}}Tests' would also be", "CoreApp"),
    ])
    func aNameThatClashesWithATargetOfTheTemplateIsRefused(style: String, raw: String, reason: String, suggestion: String) {
        let work = TemporaryDirectory("target-clash")
        defer { work.remove() }
        #expect(runCLI(["new", "--style", style, "--name", raw], directory: work.path) == CLIResult(status: 2, out: "", err: """
            Error: The value '\(raw)' is invalid for '--name <name>': \(reason). Try '\(suggestion)'.
            Usage: archtool new --style <style> --name <name> [--output <dir>] [--templates <dir>] [--dry-run] [--force]
              See 'archtool help new' for more information.

            """))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: work.path)) == [])
    }

    @Test func theTargetsOfATemplateComeFromItsPackageManifest() {
        #expect(TemplateTargets.names(in: """
            targets: [
                .target(name: "Models", path: "Core/Models"),
                .executableTarget(
                    name: "{{Project}}",
                    dependencies: ["Models"]
                ),
                .testTarget(name: "{{Project}}Tests", dependencies: ["{{Project}}"]),
                .plugin(name: "Tool", capability: .buildTool()),
            ]
            """) == ["Models", "{{Project}}", "{{Project}}Tests", "Tool"])
    }

    @Test func missingStyleListsTheStyles() {
        let result = runCLI(["new", "--name", "Demo"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("""
            Error: Missing expected argument '--style <style>'. Choose one of:
              sourcearch  SourceArchitecture: 
            """))
        #expect(result.err.contains("\n  huddle      Huddle: "))
    }

    /// A templates folder that cannot be read, or whose manifest does not decode, is a usage
    /// error that names the file and the place, not a Foundation error dump.
    @Test func unreadableOrMalformedTemplatesAreClearErrors() throws {
        let work = TemporaryDirectory("bad-templates")
        defer { work.remove() }
        try makeFixtureTemplates(in: work)
        #expect(symlink(work.path + "/gone.swift", work.path + "/ViDRep/project/Dangling.swift") == 0)
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", "."], directory: work.path) == CLIResult(
            status: 2, out: "", err: "Error: in the templates folder: cannot read '\(work.path)/ViDRep/project/Dangling.swift': No such file or directory\n"))
        try FileManager.default.removeItem(atPath: work.path + "/ViDRep/project/Dangling.swift")
        try work.write("ViDRep/template.json", #"{ "style": "vidrep", "displayName": "ViDRep", "summary": 3, "add": {} }"#)
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", "."], directory: work.path).err
            == "Error: ViDRep/template.json:1:58: 'summary' must be a string, not a number\n")
    }

    /// A team's template.json is read strictly: a typo'd key, a registration that edits a file
    /// outside the project or whose marker is no comment, another style's manifest, a folder with
    /// no project files, a file given as the folder: each refused, exit 2, at its place.
    @Test(arguments: [
        (#"{ "path": "../../escape.swift", "marker": "// archtool:insert scenes", "text": "x" }"#,
         "3:22: 'path' must name a file inside the project, relative to its root, without '..' (not '../../escape.swift')"),
        (#"{ "path": "/etc/hosts", "marker": "// archtool:insert scenes", "text": "x" }"#,
         "3:22: 'path' must name a file inside the project, relative to its root, without '..' (not '/etc/hosts')"),
        (#"{ "path": "Sources/App/Resolver.swift", "marker": "", "text": "x" }"#,
         "3:62: 'marker' must be a one-line '//' comment that names the place (such as '// archtool:insert scenes')"),
        (#"{ "path": "Sources/App/Resolver.swift", "marker": "// archtool:insert scenes\nfoo", "text": "x" }"#,
         "3:62: 'marker' must be a one-line '//' comment that names the place (such as '// archtool:insert scenes')"),
        (#"{ "path": "Sources/App/Resolver.swift", "marker": "// archtool:insert scenes", "txt": "x" }"#,
         "3:91: unknown key 'txt' in a registration of add kind 'scene'; keys: path, marker, text"),
    ])
    func aTemplateManifestIsReadStrictly(registration: String, error: String) throws {
        let work = TemporaryDirectory("strict-templates")
        defer { work.remove() }
        try makeFixtureTemplates(in: work)
        try work.write("ViDRep/template.json", """
            { "style": "vidrep", "displayName": "ViDRep", "summary": "fixture",
              "add": { "scene": { "summary": "a scene", "registrations": [
                       \(registration) ] } } }
            """)
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", "."], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: ViDRep/template.json:\(error)\n"))
        #expect(TemporaryDirectory.at(work.path + "/Demo").files().isEmpty)
    }

    @Test func aTemplateFolderOfAnotherStyleOrWithoutProjectFilesIsRefused() throws {
        let work = TemporaryDirectory("strict-templates")
        defer { work.remove() }
        try makeFixtureTemplates(in: work)
        let manifest = work.read("ViDRep/template.json")!
        try work.write("ViDRep/template.json", manifest.replacingOccurrences(of: #""style": "vidrep""#, with: #""style": "huddle""#))
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", "."], directory: work.path).err
            == "Error: ViDRep/template.json:2:12: 'style' is 'huddle', but this is the vidrep template's folder\n")
        try work.write("ViDRep/template.json", manifest.replacingOccurrences(of: #""registrations""#, with: #""registratons""#))
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", "."], directory: work.path).err
            == "Error: ViDRep/template.json:6:7: unknown key 'registratons' in add kind 'scene'; keys: summary, suffix, options, registrations\n")
        try work.write("ViDRep/template.json", manifest)
        for file in ["Package.swift", ".archtool.json", "Sources/App/Resolver.swift"] { try FileManager.default.removeItem(atPath: work.path + "/ViDRep/project/" + file) }
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", "."], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: no template for style 'vidrep' in '\(work.path)': ViDRep/project/ holds no file\n"))
        #expect(runCLI(["new", "--style", "vidrep", "--name", "Demo", "--templates", "ViDRep/template.json"], directory: work.path)
            == CLIResult(status: 2, out: "", err: "Error: 'ViDRep/template.json' is a file, not a templates folder (one folder per style, as Templates/README.md describes)\n"))
    }

    @Test func everyStyleHasAnEmbeddedTemplate() {
        for style in ["sourcearch", "puddles", "sobreiro", "vidrep", "huddle"] {
            let result = runCLI(["new", "--style", style, "--name", "Demo", "--dry-run", "--output", "/nonexistent/x"])
            #expect(result.status == 0, "\(style): \(result.err)")
            #expect(result.out.contains("  create    Package.swift\n"), "\(style)")
            #expect(result.out.contains("  create    .archtool.json\n"), "\(style)")
        }
    }
}

extension TemporaryDirectory {
    static func at(_ path: String) -> TemporaryDirectory { TemporaryDirectory(existing: path) }
    init(existing: String) { path = existing }
}
