import Foundation
import Testing
@testable import Linters

/// What archtool reads of an Xcode project: each native target's files and whether it makes
/// `MainActor` the default isolation.
@Suite struct XcodeProjectTests {
    /// A configuration list `id` with a Debug and a Release configuration, each giving the
    /// setting its value (nil: not set).
    private static func configurations(_ id: String, debug: String?, release: String?) -> String {
        func configuration(_ name: String, _ value: String?) -> String {
            let setting = value.map { "SWIFT_DEFAULT_ACTOR_ISOLATION = \($0); " } ?? ""
            return "\(id)\(name) /* \(name) */ = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; \(setting)}; name = \(name); };\n"
        }
        return configuration("Debug", debug) + configuration("Release", release)
            + "\(id) = {isa = XCConfigurationList; buildConfigurations = (\(id)Debug /* Debug */, \(id)Release, ); defaultConfigurationName = Release; };\n"
    }

    /// A native target `id` with its configurations, synchronized folders and compiled files.
    private static func target(_ id: String, debug: String?, release: String? = nil, sameInRelease: Bool = true, folders: [String] = [],
                               sources: [String] = []) -> String {
        let phase = "\(id)Sources = {isa = PBXSourcesBuildPhase; files = (\(sources.map { $0 + "Build, " }.joined())); };\n"
            + sources.map { "\($0)Build /* in Sources */ = {isa = PBXBuildFile; fileRef = \($0); };\n" }.joined()
        return configurations(id + "List", debug: debug, release: sameInRelease ? debug : release) + phase + """
            \(id) /* \(id) */ = {
                isa = PBXNativeTarget;
                buildConfigurationList = \(id)List;
                buildPhases = (\(id)Sources, \(id)Frameworks, );
                fileSystemSynchronizedGroups = (\(folders.joined(separator: ", ")));
                name = \(id);
                productType = "com.apple.product-type.application";
            };
            \(id)Frameworks = {isa = PBXFrameworksBuildPhase; files = (); };

            """
    }

    /// A project whose main group holds `children`, with `objects`, its `targets` and its own
    /// configurations' setting.
    private static func project(_ objects: String, children: [String], targets: [String], setting: String? = nil,
                                projectDirPath: String = "") -> [UInt8] {
        Array("""
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 77;
            \tobjects = {
            \(objects)
            \(configurations("ProjectList", debug: setting, release: setting))
            Main = {isa = PBXGroup; children = (\(children.map { $0 + ", " }.joined())Products, ); sourceTree = "<group>"; };
            Products /* Products */ = {isa = PBXGroup; children = (); name = Products; sourceTree = "<group>"; };
            Project /* Project object */ = {
                isa = PBXProject;
                buildConfigurationList = ProjectList;
                mainGroup = Main;
                projectDirPath = "\(projectDirPath)";
                projectRoot = "";
                targets = (\(targets.map { $0 + " /* \($0) */, " }.joined()));
            };
            \t};
            \trootObject = Project /* Project object */;
            }

            """.utf8)
    }

    private static func folder(_ id: String, _ path: String, exceptions: [String] = []) -> String {
        "\(id) /* \(path) */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(exceptions.joined(separator: ", "))); path = \(path); sourceTree = \"<group>\"; };\n"
    }

    /// The names of the main-actor targets, and of the others, as read.
    private static func isolation(_ bytes: [UInt8]) -> [String] {
        (XcodeProject(pbxproj: bytes, folder: "/p")?.targets ?? []).map { "\($0.name)=\($0.isMainActorByDefault ? "MainActor" : "-")" }
    }

    /// Xcode 26's new app: the app target says `MainActor` in Debug and Release, its folder is
    /// synchronized; the test target says nothing.
    @Test func aNewAppTargetIsMainActorByDefault() throws {
        let bytes = Self.project(Self.folder("AppFolder", "App") + Self.folder("TestsFolder", "AppTests")
                                 + Self.target("App", debug: "MainActor", folders: ["AppFolder"]) + Self.target("AppTests", debug: nil, folders: ["TestsFolder"]),
                                 children: ["AppFolder", "TestsFolder"], targets: ["App", "AppTests"])
        let project = try #require(XcodeProject(pbxproj: bytes, folder: "/p"))
        #expect(project.targets == [
            XcodeProject.Target(name: "App", isMainActorByDefault: true, folders: [XcodeProject.Folder(path: "/p/App")]),
            XcodeProject.Target(name: "AppTests", isMainActorByDefault: false, folders: [XcodeProject.Folder(path: "/p/AppTests")]),
        ])
        #expect(project.targets[0].holds("/p/App/Views/Row.swift"))
        #expect(!project.targets[0].holds("/p/AppTests/RowTests.swift"))
        #expect(!project.targets[0].holds("/p/Application.swift"))
    }

    /// The target's own value wins over the project's; `$(inherited)` and no value take the
    /// project's; `nonisolated`, a quoted value, a value made of another setting are read as
    /// written.
    @Test func aTargetOverridesTheProject() {
        let targets = Self.target("Own", debug: "nonisolated") + Self.target("Inherited", debug: "\"$(inherited)\"") + Self.target("Unset", debug: nil)
            + Self.target("Quoted", debug: "\"MainActor\"") + Self.target("Variable", debug: "\"$(ISOLATION)\"")
        let names = ["Own", "Inherited", "Unset", "Quoted", "Variable"]
        #expect(Self.isolation(Self.project(targets, children: [], targets: names, setting: "MainActor"))
            == ["Own=-", "Inherited=MainActor", "Unset=MainActor", "Quoted=MainActor", "Variable=-"])
        #expect(Self.isolation(Self.project(targets, children: [], targets: names, setting: nil))
            == ["Own=-", "Inherited=-", "Unset=-", "Quoted=MainActor", "Variable=-"])
        // `$(inherited)` at the project's level is Swift's default.
        #expect(Self.isolation(Self.project(targets, children: [], targets: names, setting: "\"$(inherited)\""))
            == ["Own=-", "Inherited=-", "Unset=-", "Quoted=MainActor", "Variable=-"])
    }

    /// Configurations that disagree (Debug `MainActor`, Release not) make a target that is not:
    /// the build that ships has nonisolated types.
    @Test func everyConfigurationMustSayMainActor() {
        let targets = Self.target("DebugOnly", debug: "MainActor", release: nil, sameInRelease: false)
            + Self.target("ReleaseOnly", debug: "nonisolated", release: "MainActor", sameInRelease: false)
            + Self.target("Both", debug: "MainActor")
        #expect(Self.isolation(Self.project(targets, children: [], targets: ["DebugOnly", "ReleaseOnly", "Both"]))
            == ["DebugOnly=-", "ReleaseOnly=-", "Both=MainActor"])
        // Release taking it from the project.
        #expect(Self.isolation(Self.project(Self.target("Mixed", debug: "MainActor", release: nil, sameInRelease: false), children: [],
                                            targets: ["Mixed"], setting: "MainActor")) == ["Mixed=MainActor"])
    }

    /// A synchronized folder's membership exceptions for a target take files (or a folder) out
    /// of it; an exception for a target that does not synchronize the folder adds them to it.
    @Test func membershipExceptionsTakeFilesOutAndAddThemElsewhere() throws {
        let objects = Self.folder("AppFolder", "App", exceptions: ["AppExceptions", "WidgetExceptions"])
            + "AppExceptions = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, \"Legacy/Old.swift\", Scripts, ); target = App; };\n"
            + "WidgetExceptions = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Model.swift, ); target = Widget; };\n"
            + Self.target("App", debug: "MainActor", folders: ["AppFolder"]) + Self.target("Widget", debug: nil)
        let project = try #require(XcodeProject(pbxproj: Self.project(objects, children: ["AppFolder"], targets: ["App", "Widget"]), folder: "/p"))
        let (app, widget) = (project.targets[0], project.targets[1])
        #expect(app.holds("/p/App/Row.swift"))
        #expect(!app.holds("/p/App/Legacy/Old.swift"))
        #expect(app.holds("/p/App/Legacy/OldStyle.swift"))
        #expect(!app.holds("/p/App/Scripts/Build.swift"))
        #expect(widget.holds("/p/App/Shared/Model.swift"))
        #expect(!widget.holds("/p/App/Row.swift"))
    }

    /// Classic groups: the Compile Sources phase's files, their paths through their groups
    /// (`<group>`, `SOURCE_ROOT`, `<absolute>`, a group without a path); one under the build
    /// products is in no tree; `projectDirPath` moves the project's root.
    @Test func compiledFilesAreFoundThroughTheirGroups() throws {
        let objects = """
            Group /* Sources */ = {isa = PBXGroup; children = (Row, Sub, Loose, ); path = Sources; sourceTree = "<group>"; };
            Sub = {isa = PBXGroup; children = (Cell, Rooted, ); name = Virtual; sourceTree = "<group>"; };
            Row /* Row.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Row.swift; sourceTree = "<group>"; };
            Cell = {isa = PBXFileReference; path = "Views/../Cell.swift"; sourceTree = "<group>"; };
            Rooted = {isa = PBXFileReference; path = Other/Rooted.swift; sourceTree = SOURCE_ROOT; };
            Loose = {isa = PBXFileReference; path = /abs/Loose.swift; sourceTree = "<absolute>"; };
            Built = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
            Orphan = {isa = PBXFileReference; path = Orphan.swift; sourceTree = "<group>"; };

            """ + Self.target("App", debug: "MainActor", sources: ["Row", "Cell", "Rooted", "Loose", "Built", "Orphan", "Missing"])
        let project = try #require(XcodeProject(pbxproj: Self.project(objects, children: ["Group"], targets: ["App"]), folder: "/p"))
        #expect(project.targets.map(\.files) == [["/p/Sources/Row.swift", "/p/Sources/Cell.swift", "/p/Other/Rooted.swift", "/abs/Loose.swift", "/p/Orphan.swift"]])
        let moved = try #require(XcodeProject(pbxproj: Self.project(objects, children: ["Group"], targets: ["App"], projectDirPath: "ios"), folder: "/p"))
        #expect(moved.targets.map(\.files) == [["/p/ios/Sources/Row.swift", "/p/ios/Sources/Cell.swift", "/p/ios/Other/Rooted.swift", "/abs/Loose.swift",
                                                 "/p/ios/Orphan.swift"]])
    }

    /// Only native targets: an aggregate target compiles nothing.
    @Test func onlyNativeTargetsCount() {
        let objects = Self.target("App", debug: "MainActor") + "Script = {isa = PBXAggregateTarget; buildConfigurationList = AppList; name = Script; };\n"
        #expect(Self.isolation(Self.project(objects, children: [], targets: ["App", "Script", "Nowhere"])) == ["App=MainActor"])
    }

    /// A file is main-actor by default when some target compiles it and every one that does is
    /// main-actor: read from the `.xcodeproj` folders on disk; paths normalized.
    @Test func mainActorFilesAreReadFromTheDisk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archtool-xcode-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let objects = Self.folder("AppFolder", "App") + Self.folder("SharedFolder", "Shared") + Self.folder("KitFolder", "Kit")
            + Self.target("App", debug: "MainActor", folders: ["AppFolder", "SharedFolder"]) + Self.target("Widget", debug: nil, folders: ["SharedFolder"])
            + Self.target("Kit", debug: "MainActor", folders: ["KitFolder"])
        let bytes = Self.project(objects, children: ["AppFolder", "SharedFolder", "KitFolder"], targets: ["App", "Widget", "Kit"])
        for (path, contents) in [("ios/App.xcodeproj/project.pbxproj", bytes), ("Broken.xcodeproj/project.pbxproj", Array("{ objects = {".utf8)),
                                 ("Other.xcodeproj/project.pbxproj", Array("{ SWIFT_DEFAULT_ACTOR_ISOLATION = (; }".utf8)),
                                 ("Plain.xcodeproj/project.pbxproj", Self.project(Self.target("Plain", debug: "nonisolated"), children: [], targets: ["Plain"]))] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents).write(to: url)
        }
        let paths = ["ios/App/Row.swift", "ios/Shared/Model.swift", "ios/Kit/../Kit/Tool.swift", "ios/Other/Thing.swift", "App/Row.swift"]
        let projects = ["ios/App.xcodeproj", "Broken.xcodeproj", "Other.xcodeproj", "Missing.xcodeproj"]
        let targets = XcodeProject.targets(ofProjects: projects, root: root)
        #expect(targets.map(\.name) == ["App", "Widget", "Kit"])
        #expect(XcodeProject.mainActorFiles(paths.map { root + "/" + $0 }, targets: targets) == [0, 2])
        #expect(XcodeProject.targets(ofProjects: projects.map { root + "/" + $0 }, root: "/elsewhere") == targets)
        // None main-actor: none kept.
        #expect(XcodeProject(at: root + "/Plain.xcodeproj")?.targets.map(\.name) == ["Plain"])
        #expect(XcodeProject.targets(ofProjects: ["Plain.xcodeproj", "Other.xcodeproj", "Missing.xcodeproj"], root: root) == [])
        // A project of relative paths (files not read from disk) resolves relative ones.
        let relative = try #require(XcodeProject(pbxproj: bytes, folder: ""))
        #expect(relative.targets.map(\.folders) == [[.init(path: "App"), .init(path: "Shared")], [.init(path: "Shared")], [.init(path: "Kit")]])
        #expect(relative.targets[0].holds("App/Row.swift"))
    }

    /// A malformed or foreign file is no project: nil, never a crash.
    @Test func malformedProjectsAreNil() {
        for text in ["", "{", "{ objects = {}; }", "{ rootObject = P; }", "{ objects = { P = x; }; rootObject = P; }",
                     "{ objects = (); rootObject = P; }", "{ objects = {}; rootObject = (P); }", "<00>", "garbage"] {
            #expect(XcodeProject(pbxproj: Array(text.utf8), folder: "/p") == nil, "\(text)")
        }
        // Objects of the wrong kinds where lists and ids are expected, and groups in a loop: read, with what can be.
        let odd = """
            { objects = {
                P = {isa = PBXProject; targets = (T, X, (nested), ); buildConfigurationList = (L); mainGroup = G; };
                T = {isa = PBXNativeTarget; name = T; buildConfigurationList = TL; fileSystemSynchronizedGroups = F; buildPhases = (S, T, ); };
                TL = {isa = XCConfigurationList; buildConfigurations = (C, TL, ); };
                C = {isa = XCBuildConfiguration; buildSettings = {SWIFT_DEFAULT_ACTOR_ISOLATION = (MainActor); }; name = Debug; };
                S = {isa = PBXSourcesBuildPhase; files = (B, ); };
                B = {isa = PBXBuildFile; fileRef = R; };
                R = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (G2, R, ); path = a; };
                G2 = {isa = PBXGroup; children = (G1, ); path = b; };
                X = x;
            }; rootObject = P; }
            """
        let project = XcodeProject(pbxproj: Array(odd.utf8), folder: "/p")
        #expect(project?.targets.map(\.name) == ["T"])
        #expect(project?.targets.first?.isMainActorByDefault == false)
        #expect(project?.targets.first?.files.isEmpty == true)
    }

    /// A project whose configurations take settings from `.xcconfig` files: the project's
    /// Debug and Release from `Project.xcconfig`, the target `T`'s from `T-Debug.xcconfig` and
    /// `T-Release.xcconfig` (all in `Config/`), with `own` as the target's own setting.
    private static func configuredProject(own: String? = nil) -> [UInt8] {
        func configuration(_ id: String, _ name: String, base: String, setting: String?) -> String {
            let value = setting.map { "SWIFT_DEFAULT_ACTOR_ISOLATION = \($0); " } ?? ""
            return "\(id) = {isa = XCBuildConfiguration; baseConfigurationReference = \(base) /* x.xcconfig */; buildSettings = {\(value)}; name = \(name); };\n"
        }
        let objects = configuration("PD", "Debug", base: "ProjectFile", setting: nil) + configuration("PR", "Release", base: "ProjectFile", setting: nil)
            + configuration("TD", "Debug", base: "DebugFile", setting: own) + configuration("TR", "Release", base: "ReleaseFile", setting: own)
            + """
            ProjectList = {isa = XCConfigurationList; buildConfigurations = (PD, PR, ); };
            TList = {isa = XCConfigurationList; buildConfigurations = (TD, TR, ); };
            T = {isa = PBXNativeTarget; buildConfigurationList = TList; buildPhases = (); name = T; };
            Config = {isa = PBXGroup; children = (ProjectFile, DebugFile, ReleaseFile, ); path = Config; sourceTree = "<group>"; };
            ProjectFile = {isa = PBXFileReference; path = Project.xcconfig; sourceTree = "<group>"; };
            DebugFile = {isa = PBXFileReference; path = "T-Debug.xcconfig"; sourceTree = "<group>"; };
            ReleaseFile = {isa = PBXFileReference; path = "T-Release.xcconfig"; sourceTree = "<group>"; };
            Main = {isa = PBXGroup; children = (Config, ); sourceTree = "<group>"; };
            Project = {isa = PBXProject; buildConfigurationList = ProjectList; mainGroup = Main; projectDirPath = ""; targets = (T, ); };

            """
        return Array("{ objects = {\n\(objects)}; rootObject = Project; }".utf8)
    }

    /// Whether target `T` of `configuredProject(own:)` is main-actor by default, its
    /// `.xcconfig` files (and those they include) given by name in `Config/`.
    private static func configuredIsolation(own: String? = nil, _ files: [String: String]) -> Bool? {
        let read = { (path: String) -> [UInt8]? in
            path.hasPrefix("/p/Config/") ? files[String(path.dropFirst("/p/Config/".count))].map { Array($0.utf8) } : nil
        }
        return XcodeProject(pbxproj: configuredProject(own: own), folder: "/p", read: read)?.targets.first?.isMainActorByDefault
    }

    /// Teams that keep build settings in `.xcconfig` files set the isolation there: a
    /// configuration's own setting, then its `.xcconfig` (with its includes), then the
    /// project's configuration and its `.xcconfig`, as Xcode stacks them.
    @Test func xcconfigFilesGiveTheSetting() {
        let both = "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n"
        // The target's files, or the project's, or a file both include.
        #expect(Self.configuredIsolation(["T-Debug.xcconfig": both, "T-Release.xcconfig": both]) == true)
        #expect(Self.configuredIsolation(["Project.xcconfig": "// Shared\nSWIFT_VERSION = 6.0\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n"]) == true)
        #expect(Self.configuredIsolation(["T-Debug.xcconfig": "#include \"Shared.xcconfig\"\n", "T-Release.xcconfig": "#include? \"../Config/Shared.xcconfig\"\n",
                                          "Shared.xcconfig": both]) == true)
        // Release alone does not make every build main-actor; nor does a comment.
        #expect(Self.configuredIsolation(["T-Release.xcconfig": both]) == false)
        #expect(Self.configuredIsolation(["Project.xcconfig": "// SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n"]) == false)
        // The target's own setting is above its file; its file above the project's.
        #expect(Self.configuredIsolation(own: "nonisolated", ["Project.xcconfig": both, "T-Debug.xcconfig": both, "T-Release.xcconfig": both]) == false)
        #expect(Self.configuredIsolation(own: "\"$(inherited)\"", ["Project.xcconfig": both]) == true)
        #expect(Self.configuredIsolation(["Project.xcconfig": both, "T-Debug.xcconfig": "SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated\n"]) == false)
        #expect(Self.configuredIsolation(["Project.xcconfig": both, "T-Debug.xcconfig": "SWIFT_DEFAULT_ACTOR_ISOLATION = $(inherited)\n"]) == true)
        // `$(inherited)` after an earlier assignment of the same file (or an include) is that one's value.
        #expect(Self.configuredIsolation(["Project.xcconfig": "#include \"Base.xcconfig\"\nSWIFT_DEFAULT_ACTOR_ISOLATION = $(inherited)\n", "Base.xcconfig": both]) == true)
        #expect(Self.configuredIsolation(["Project.xcconfig": "SWIFT_DEFAULT_ACTOR_ISOLATION = Main\nSWIFT_DEFAULT_ACTOR_ISOLATION = $(inherited)Actor\n"]) == true)
        // A value made of another setting, from any level.
        #expect(Self.configuredIsolation(["Project.xcconfig": "APP_ISOLATION = MainActor\nSWIFT_DEFAULT_ACTOR_ISOLATION = $(APP_ISOLATION)\n"]) == true)
        #expect(Self.configuredIsolation(own: "\"${APP_ISOLATION}\"", ["Project.xcconfig": "APP_ISOLATION = MainActor\n"]) == true)
        #expect(Self.configuredIsolation(["Project.xcconfig": "SWIFT_DEFAULT_ACTOR_ISOLATION = $(UNSET)\n"]) == false)
        // A conditional assignment is some builds' value: all of them must be MainActor.
        #expect(Self.configuredIsolation(["Project.xcconfig": both + "SWIFT_DEFAULT_ACTOR_ISOLATION[sdk=macosx*] = nonisolated\n"]) == false)
        #expect(Self.configuredIsolation(["Project.xcconfig": both + "SWIFT_DEFAULT_ACTOR_ISOLATION[sdk=iphone*][arch=*] = MainActor\n"]) == true)
        // A file that includes itself, a missing include: read as far as they go.
        #expect(Self.configuredIsolation(["Project.xcconfig": "#include \"Project.xcconfig\"\n#include \"Missing.xcconfig\"\n" + both]) == true)
        // Settings made of each other in a loop are not worked out.
        #expect(Self.configuredIsolation(["Project.xcconfig": "A = $(B)\nB = $(A)\nSWIFT_DEFAULT_ACTOR_ISOLATION = $(A)\n"]) == false)
    }

    /// Xcode 16 names an `.xcconfig` in a synchronized folder by the folder and the path in it
    /// (`baseConfigurationReferenceAnchor`, `baseConfigurationReferenceRelativePath`).
    @Test func anXcconfigInASynchronizedFolderIsRead() throws {
        let anchored = String(decoding: Self.configuredProject(), as: UTF8.self)
            .replacingOccurrences(of: "baseConfigurationReference = ProjectFile /* x.xcconfig */;",
                                  with: "baseConfigurationReferenceAnchor = AppFolder; baseConfigurationReferenceRelativePath = Config/App.xcconfig;")
            .replacingOccurrences(of: "Main = {isa = PBXGroup; children = (Config, );", with: "AppFolder = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };\nMain = {isa = PBXGroup; children = (Config, AppFolder, );")
        #expect(anchored.contains("baseConfigurationReferenceAnchor = AppFolder"))
        let files = ["/p/App/Config/App.xcconfig": "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n"]
        let project = try #require(XcodeProject(pbxproj: Array(anchored.utf8), folder: "/p", read: { files[$0].map { Array($0.utf8) } }))
        #expect(project.targets.map(\.isMainActorByDefault) == [true])
    }

    /// `lint --staged` reads an `.xcconfig` as the commit holds it: `overrides` by its path
    /// from the root; empty, a file the commit does not hold.
    @Test func xcconfigFilesAreReadFromOverrides() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archtool-xcconfig-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, contents) in [("App.xcodeproj/project.pbxproj", Self.configuredProject()),
                                 ("Config/Project.xcconfig", Array("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n".utf8))] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents).write(to: url)
        }
        #expect(XcodeProject.targets(ofProjects: ["App.xcodeproj"], root: root).map(\.isMainActorByDefault) == [true])
        #expect(XcodeProject.targets(ofProjects: ["App.xcodeproj"], root: root, overrides: ["Config/Project.xcconfig": []]).isEmpty)
        #expect(XcodeProject.targets(ofProjects: ["App.xcodeproj"], root: root,
                                     overrides: ["Config/Project.xcconfig": Array("SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated\n".utf8)]).isEmpty)
    }

    @Test func pathsAreNormalized() {
        #expect(XcodeProject.normalized("/p/./a//b/../c/") == "/p/a/c")
        #expect(XcodeProject.normalized("/../a") == "/a")
        #expect(XcodeProject.normalized("../a/./b") == "../a/b")
        #expect(XcodeProject.normalized("a/../../b") == "../b")
        #expect(XcodeProject.isPath("/p/App/Row.swift", in: "/p/App"))
        #expect(!XcodeProject.isPath("/p/Application/Row.swift", in: "/p/App"))
        #expect(XcodeProject.isPath("/p/App", in: "/p/App"))
        #expect(XcodeProject.isPath("/p/App", in: "/"))
        #expect(XcodeProject.isPath("App/Row.swift", in: ""))
    }
}
