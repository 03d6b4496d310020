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
