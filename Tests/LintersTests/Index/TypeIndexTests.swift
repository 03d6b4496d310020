import Testing
@testable import Linters

private func index(_ sources: [String]) -> TypeIndex {
    TypeIndex(files: sources.enumerated().map { SyntaxScanner.scan(SourceFile(path: "f\($0.offset).swift", text: $0.element)) })
}

@Suite struct TypeIndexTests {
    @Test func extensionsMergeIntoTheirType() {
        let types = index([
            "final class AppRouter: RouterObject {}",
            "extension AppRouter: Sendable { enum Route {} }\nextension String {}",
        ])
        let router = types.entry(named: "AppRouter")!
        #expect(router.kind == .class && router.declarations.count == 1 && router.extensions.count == 1)
        #expect(router.directSupertypes == ["RouterObject", "Sendable"])
        #expect(types.entry(named: "AppRouter.Route")?.kind == .enum)
        #expect(types.entry(named: "Route")?.qualifiedName == "AppRouter.Route")
        #expect(types.entry(named: "String")?.kind == nil)
        #expect(!types.declares("String") && types.declares("AppRouter"))
    }

    /// A type nested in an extension of sugared or generic type keeps its own name: the
    /// qualified name holds a `<` (`[Foo<Bar.Baz>].InnerView`), the last component does not.
    @Test func typesInSugaredExtensionsKeepTheirNames() {
        let types = index(["extension [Foo<Bar.Baz>] { struct InnerView {} }\nextension Optional<Book> { enum Sort {} }"])
        let names = types.entries.filter { $0.kind != nil }.map(\.name).sorted()
        #expect(names == ["InnerView", "Sort"])
        #expect(types.entry(named: "[Foo<Bar.Baz>].InnerView")?.name == "InnerView")
    }

    @Test func conformanceFollowsRefinementAndExtensions() {
        let types = index([
            "protocol RouterObject: ObservableObject {}\n@MainActor protocol Routing {}",
            "final class AppRouter: RouterObject {}\nextension AppRouter: Routing {}",
            "typealias AppDependencies = BooksDependency & AuthDependency\nfinal class Root: AppDependencies {}",
        ])
        #expect(types.type("AppRouter", conformsTo: "ObservableObject"))
        #expect(types.type("AppRouter", conformsTo: "Routing"))
        #expect(!types.type("RouterObject", conformsTo: "Routing"))
        #expect(types.isMainActor("AppRouter") && types.isMainActor("Routing") && !types.isMainActor("RouterObject"))
        #expect(types.supertypes(of: "Root") == ["AppDependencies", "BooksDependency", "AuthDependency"])
    }

    @Test func aNonisolatedTypeStopsMainActorInference() {
        // SE-0449: `nonisolated` on a type turns off the isolation its supertypes would give it,
        // and so its subclasses inherit none from it.
        let types = index([
            "@MainActor protocol Routing {}\n@MainActor class Base {}",
            "nonisolated class Settings: Routing {}\nfinal class Profile: Settings {}\nfinal class Other: Base {}\nnonisolated final class Plain: Base {}",
        ])
        #expect(!types.isMainActor("Settings") && !types.isMainActor("Profile") && !types.isMainActor("Plain"))
        #expect(types.isMainActor("Other"))
    }

    @Test func genericParametersAssociatedTypesAndLocalAliasesShadowTreeTypes() {
        let types = index([
            """
            final class Dispatcher {}
            final class Repository {}
            protocol Store { associatedtype Item }
            struct Scene<Dispatcher: SceneDispatcherObject>: View {
                let dispatcher: Dispatcher
                let repository: Repository
            }
            extension Scene { func run(_ d: Dispatcher) {} }
            extension Store { func first() -> Item? { nil } }
            struct Other { typealias Repository = Int; let r: Repository }
            struct Shelf<Repository> { struct Row {}; typealias Dispatcher = Int }
            extension Shelf.Row { func load(_ r: Repository, _ d: Dispatcher) {} }
            """,
        ])
        let syntax = types.files[0]
        func isTreeReference(_ name: String, line: Int) -> Bool {
            let reference = syntax.references.first { $0.name == name && $0.location.line == line }!
            return types.referencesTreeType(reference, file: 0)
        }
        #expect(!isTreeReference("Dispatcher", line: 5))
        #expect(isTreeReference("Repository", line: 6))
        #expect(!isTreeReference("Dispatcher", line: 8))
        #expect(types.isShadowed("Item", file: 0, declaration: syntax.declarations.firstIndex { $0.name == "first" }))
        #expect(!isTreeReference("Repository", line: 10))
        // `extension Outer.Inner` sees `Outer`'s generic parameters, not its member type aliases.
        #expect(!isTreeReference("Repository", line: 12))
        #expect(isTreeReference("Dispatcher", line: 12))
    }

    /// The simple name of a written type: its last component before any generic arguments,
    /// without `any`, `some` or attribute words; non-ASCII names and sugared types keep their bytes.
    @Test func simpleNames() {
        let cases: [(String, String)] = [
            ("Book", "Book"), ("App.Book", "Book"), ("Swift.Array<App.Book>", "Array"), ("SourceOf<Fetchable<Movie>>", "SourceOf"),
            ("Dictionary<String, Int>.Index", "Dictionary"), ("any BookProviding", "BookProviding"), ("some View", "View"),
            ("@unchecked Sendable", "Sendable"), ("@retroactive Identifiable", "Identifiable"), ("Café.Thé<Crème>", "Thé"),
            ("[Int]", "[Int]"), ("", ""), ("A.", ""),
        ]
        for (text, simple) in cases {
            #expect(TypeIndex.simpleName(text) == simple, "\(text)")
            #expect(TypeIndex.simpleName(Substring(text)) == simple, "\(text)")
        }
    }

    /// Names taken apart over their bytes give what the `Character` operations gave: a `.`
    /// followed by a combining mark or a joiner is one `Character` with it, not a separator.
    @Test func namePartsOverBytes() {
        #expect(TypeIndex.lastComponent("Settings.Row") == "Row")
        #expect(TypeIndex.lastComponent("Row") == "Row")
        #expect(TypeIndex.lastComponent("[Foo<Bar.Baz>].InnerView") == "InnerView")
        #expect(TypeIndex.lastComponent("A.\u{301}B") == "B")
        #expect(TypeIndex.lastComponent("Outer.\u{200D}Disk") == "Disk")
        #expect("A.B..C.".utf8Split(separator: UInt8(ascii: ".")) == ["A", "B", "C"])
        #expect("A.\u{301}B.C".utf8Split(separator: UInt8(ascii: ".")) == "A.\u{301}B.C".split(separator: ".").map(String.init))
        #expect("Café.Thé".utf8Suffix(afterLast: UInt8(ascii: ".")) == "Thé")
        #expect("Settings.Row.Cell".utf8Prefix(beforeLast: UInt8(ascii: ".")) == "Settings.Row")
        #expect("Row".utf8Prefix(beforeLast: UInt8(ascii: ".")) == nil)
        #expect(TypeIndex.nameAndOuterNames("Settings.Row.Cell") == ["Settings.Row.Cell", "Settings.Row", "Settings"])
        #expect(TypeIndex.nameAndOuterNames("Row") == ["Row"])
        #expect(FileFacts.enclosingNames(ofExtended: "A.B<C.D>.E") == ["A", "B"])
        #expect(FileFacts.enclosingNames(ofExtended: "Dictionary<K, A.B>.Values") == ["Dictionary"])
        #expect(FileFacts.enclosingNames(ofExtended: "C") == [])
    }
}
