import Testing
@testable import Linters

private func scan(_ source: String) -> FileSyntax {
    SyntaxScanner.scan(SourceFile(path: "t.swift", text: source))
}

/// `line:col kind qualifiedName` of every declaration.
private func outline(_ syntax: FileSyntax) -> [String] {
    syntax.declarations.map { "\($0.location) \($0.kind.rawValue) \($0.qualifiedName)" }
}

@Suite struct SyntaxScannerTests {
    // MARK: - Names written from the source bytes

    /// Chains, receivers and labels longer than an inline string (interned), with backticked names.
    @Test func longAndBacktickedChains() {
        let syntax = scan("""
            func f() {
                self.`default`.someRatherLongPropertyName.value = 1
                coordinator.navigationController.pushViewController(controller, animated: true)
                self.coordinator.navigationController.pushViewController(other, animated: false)
                let z: T = .`init`.x
            }
            """)
        #expect(syntax.assignments.map(\.path) == [["self", "default", "someRatherLongPropertyName", "value"]])
        #expect(syntax.calls.map { "\($0.receiver) \($0.name) \($0.labels)" } == [
            "[\"coordinator\", \"navigationController\"] pushViewController [\"_\", \"animated\"]",
            "[\"self\", \"coordinator\", \"navigationController\"] pushViewController [\"_\", \"animated\"]",
        ])
        #expect(syntax.memberAccesses.map(\.path).contains([".", "init", "x"]))
        #expect(syntax.references.map(\.name).filter { $0.utf8.count > 15 }
            == ["someRatherLongPropertyName", "navigationController", "pushViewController", "navigationController", "pushViewController"])
    }

    // MARK: - Imports

    @Test func importsInEveryForm() {
        let syntax = scan("""
            import Foundation
            import Core.Models
            @testable import struct App.Thing
            @_exported @preconcurrency import Combine
            public import SwiftUI
            internal import os.log
            """)
        #expect(syntax.imports.map(\.module) == ["Foundation", "Core", "App", "Combine", "SwiftUI", "os"])
        #expect(syntax.imports[1].path == ["Core", "Models"])
        #expect(syntax.imports[2].kind == "struct")
        #expect(syntax.imports[2].attributes == ["testable"])
        #expect(syntax.imports[2].location == SourceLocation(line: 3, column: 25))
        #expect(syntax.imports[3].attributes == ["_exported", "preconcurrency"])
        #expect(syntax.imports[4].accessLevel == "public")
        #expect(syntax.imports[5].accessLevel == "internal")
        #expect(syntax.imports[5].path == ["os", "log"])
        #expect(syntax.declarations.isEmpty)
    }

    // MARK: - SourceArchitecture

    @Test func sourceWithActionFromMethodAndNestedGenericBase() {
        let syntax = scan("""
            import SourceArchitecture

            @MainActor
            final class MoviesSource: SourceOf<Fetchable<Movie>>, @unchecked Sendable {
                @ActionFromMethod(load) var loadAction
                @Threadsafe private var cache: [Movie.ID: Movie] = [:]
                lazy var initialModel = Fetchable<Movie>.loading(loadAction)

                private func load() async throws {
                    model = .loaded(try await client.fetch())
                }
            }
            """)
        #expect(outline(syntax) == [
            "4:13 class MoviesSource",
            "5:33 variable MoviesSource.loadAction",
            "6:29 variable MoviesSource.cache",
            "7:14 variable MoviesSource.initialModel",
            "9:18 function MoviesSource.load",
        ])
        let source = syntax.declarations[0]
        #expect(source.modifiers == ["final"])
        #expect(source.attributes.map(\.name) == ["MainActor"])
        #expect(source.inheritance.map(\.text) == ["SourceOf<Fetchable<Movie>>", "@unchecked Sendable"])
        #expect(source.inheritance.map(\.baseName) == ["SourceOf", "Sendable"])
        #expect(source.inheritance[0].genericArguments == ["Fetchable<Movie>"])
        #expect(source.inheritance[0].identifiers == ["SourceOf", "Fetchable", "Movie"])
        #expect(source.body.map { syntax.location(ofToken: $0.lowerBound) } == SourceLocation(line: 4, column: 75))
        let action = syntax.declarations[1]
        #expect(action.attribute("ActionFromMethod")?.arguments == "load")
        #expect(action.storage == .stored && action.binding == "var" && action.typeAnnotation == nil)
        let cache = syntax.declarations[2]
        #expect(cache.typeAnnotation == "[Movie.ID: Movie]")
        #expect(cache.typeIdentifiers == ["Movie", "ID", "Movie"])
        #expect(cache.modifiers == ["private"] && cache.hasAttribute("Threadsafe"))
        #expect(syntax.declarations[3].modifiers == ["lazy"])
        let load = syntax.declarations[4]
        #expect(load.isAsync && load.isThrowing && load.parameters.isEmpty && load.modifiers == ["private"])
        #expect(syntax.assignments.map { $0.path } == [["model"]])
        #expect(syntax.assignments[0].declaration == 4)
        #expect(syntax.assignments[0].location == SourceLocation(line: 10, column: 9))
    }

    @Test func enumModelWithCasesAndActions() {
        let syntax = scan("""
            enum AuthenticationModel {
                case loggedOut(logIn: Action<Credentials>)
                case loggedIn(user: User, logOut: Action<Void>), pending
                indirect case nested(AuthenticationModel)
                case raw = "x", negative = -1
            }
            """)
        #expect(outline(syntax) == [
            "1:6 enum AuthenticationModel",
            "2:10 enumCase AuthenticationModel.loggedOut",
            "3:10 enumCase AuthenticationModel.loggedIn",
            "3:54 enumCase AuthenticationModel.pending",
            "4:19 enumCase AuthenticationModel.nested",
            "5:10 enumCase AuthenticationModel.raw",
            "5:21 enumCase AuthenticationModel.negative",
        ])
        #expect(syntax.declarations[2].labels == ["user", "logOut"])
        #expect(syntax.declarations[2].parameters[1].type == "Action<Void>")
        #expect(syntax.declarations[4].labels == ["_"] && syntax.declarations[4].modifiers == ["indirect"])
    }

    // MARK: - ViDRep

    @Test func sceneWithGenericPortsShadowsConcreteNames() {
        let syntax = scan("""
            enum BooksSceneAction { case load }
            protocol BooksSceneDispatcherObject: AnyObject { func runAction(_ action: BooksSceneAction) }
            protocol BooksSceneRepositoryObject: ObservableObject { var books: [Book] { get } }

            struct BooksScene<Dispatcher: BooksSceneDispatcherObject, Repository: BooksSceneRepositoryObject>: View {
                let dispatcher: Dispatcher
                @ObservedObject var repository: Repository
                weak var routerDelegate: BooksSceneRouterDelegate?

                var body: some View {
                    List(repository.books) { book in Text(book.title) }
                        .onAppear { dispatcher.runAction(.load) }
                }
            }
            """)
        let scene = syntax.declaration(named: "BooksScene")!
        #expect(scene.genericParameters == ["Dispatcher", "Repository"])
        #expect(scene.inheritance.map(\.name) == ["View"])
        #expect(scene.location == SourceLocation(line: 5, column: 8))
        let repositoryProperty = syntax.declarations.firstIndex { $0.name == "repository" }!
        #expect(syntax.boundTypeNames(at: repositoryProperty).isSuperset(of: ["Dispatcher", "Repository"]))
        // The generic parameter names are bindings, not references; their constraints are references.
        let sceneIndex = syntax.declarations.firstIndex { $0.name == "BooksScene" }!
        let headerNames = syntax.references.filter { $0.declaration == sceneIndex }.map(\.name)
        #expect(headerNames == ["BooksSceneDispatcherObject", "BooksSceneRepositoryObject", "View"])
        let body = syntax.declaration(named: "body")!
        #expect(body.storage == .computed && body.typeAnnotation == "some View")
        #expect(syntax.declaration(named: "routerDelegate")?.modifiers == ["weak"])
        #expect(syntax.declaration(named: "books")?.accessors == ["get"])
        let calls = syntax.calls.map { ($0.receiver + [$0.name]).joined(separator: ".") }
        #expect(calls == ["List", "Text", "List.onAppear", "dispatcher.runAction"])
        #expect(syntax.calls[0].trailingClosure != nil && syntax.calls[0].constructedType == "List")
        #expect(syntax.calls[2].location == SourceLocation(line: 12, column: 14))
    }

    @Test func nestedRouterExtensionsHaveQualifiedPaths() {
        let syntax = scan("""
            @MainActor final class AppRouter: RouterObject {}
            extension AppRouter {
                enum Route: Hashable {
                    case detail(id: Book.ID)
                }
            }
            extension AppRouter.Route {
                struct Modifier: ViewModifier {}
            }
            """)
        #expect(outline(syntax) == [
            "1:24 class AppRouter",
            "2:11 extension AppRouter",
            "3:10 enum AppRouter.Route",
            "4:14 enumCase AppRouter.Route.detail",
            "7:11 extension AppRouter.Route",
            "8:12 struct AppRouter.Route.Modifier",
        ])
        #expect(syntax.declarations[4].extendedType == "AppRouter.Route")
        #expect(syntax.declarations[3].parameters == [Parameter(label: "id", name: "id", type: "Book.ID")])
    }

    @Test func reducerLocalVarsAreNotMembers() {
        let syntax = scan("""
            struct BooksReducer {
                static func reduce(_ books: [Book], action: BooksSceneAction) -> [Book] {
                    var result = books
                    let (a, b) = (1, 2)
                    result = result.filter { $0.id != a + b }
                    return result
                }
            }
            """)
        #expect(outline(syntax) == ["1:8 struct BooksReducer", "2:17 function BooksReducer.reduce"])
        let reduce = syntax.declarations[1]
        #expect(reduce.labels == ["_", "action"] && reduce.returnType == "[Book]" && reduce.modifiers == ["static"])
        #expect(syntax.assignments.map(\.path) == [["result"]])
        #expect(!syntax.references.contains { $0.name == "a" && $0.location.line == 4 })
    }

    // MARK: - Sobreiro

    @Test func assignmentsKnowTheirWriteClosure() {
        let syntax = scan("""
            final class CounterViewModel: ViewModel<CounterViewState> {
                func increment() {
                    write {
                        state = .counting(state.count + 1)
                    }
                    update { self.state.count += 1 }
                    state = .idle
                }
            }
            """)
        #expect(syntax.assignments.map { "\($0.location) \($0.path.joined(separator: ".")) \($0.operator) \($0.enclosingClosures)" } == [
            "4:13 state = [\"write\"]",
            "6:18 self.state.count += [\"update\"]",
            "7:9 state = []",
        ])
        let write = syntax.calls.first { $0.name == "write" }!
        #expect(write.trailingClosure.map { syntax.location(ofToken: $0.lowerBound) } == SourceLocation(line: 3, column: 15))
        #expect(write.trailingClosure.map { syntax.location(ofToken: $0.upperBound - 1) } == SourceLocation(line: 5, column: 9))
        #expect(syntax.trailingClosureCalls(named: "write", containing: syntax.assignments[0].token).count == 1)
        #expect(syntax.trailingClosureCalls(named: "write", containing: syntax.assignments[2].token).isEmpty)
    }

    /// `(a, self.b) = …` assigns each element that is a name or member chain; bindings
    /// (`let (a, b) = …`), comparisons and calls do not.
    @Test func tupleAssignmentsAssignEachElement() {
        let syntax = scan("""
            func f() {
                (state, self.page) = (.loading, 1)
                let (a, b) = pair
                if (x, y) == pair { }
                g(c, d)
                write { (state, _) = ((.idle), 2) }
                ((p, q), r) = ((1, 2), 3)
                let w = v
                (e) = 5
                k = (m, n)
                foo(bar)
                (u, v) = (1, 2)
            }
            """)
        #expect(syntax.assignments.map { "\($0.location) \($0.path.joined(separator: ".")) \($0.operator) \($0.enclosingClosures)" } == [
            "2:6 state = []",
            "2:13 self.page = []",
            "6:14 state = [\"write\"]",
            "7:7 p = []",
            "7:10 q = []",
            "7:14 r = []",
            "9:6 e = []",
            "10:5 k = []",
            "12:6 u = []",
            "12:9 v = []",
        ])
    }

    /// Each element of a tuple assignment is assigned as its chain alone is, where it is written:
    /// an optional-chained element was dropped (`(a.state, b?.state) = …` assigned `a.state`
    /// only), as was one with a call or a subscript in it.
    @Test(arguments: [
        "x", "self.state", "a.state", "b?.state", "b!.state", "all.first?.state", "all[0].state", "make().value",
        "all.first(where: { $0.isVisible })?.state", "(model as? ListViewModel)?.state", "items[0]",
    ])
    func aTupleElementIsAssignedAsItsChainAlone(element: String) {
        // Each assignment's path and column, on line 2 (the element starts at column 5 alone,
        // 6 first in a tuple, 9 last).
        func assigned(_ statement: String) -> [String] {
            scan("func f() {\n    \(statement)\n}\n").assignments.map {
                "\($0.path.joined(separator: ".")) \($0.location.line):\($0.location.column)"
            }
        }
        let alone = scan("func f() {\n    \(element) = 1\n}\n").assignments
        #expect(alone.count == 1)
        guard let chain = alone.first else { return }
        let path = chain.path.joined(separator: "."), column = chain.location.column
        #expect(assigned("(\(element), z) = (1, 2)") == ["\(path) 2:\(column + 1)", "z 2:\(element.utf8.count + 8)"])
        #expect(assigned("(z, \(element)) = (1, 2)") == ["z 2:6", "\(path) 2:\(column + 4)"])
    }

    /// Attributes nested in attribute arguments by the thousand are read in linear time; the
    /// outer one is the declaration's.
    @Test func nestedAttributesInArguments() {
        let syntax = scan(String(repeating: "@A(", count: 20_000) + String(repeating: ")", count: 20_000) + "\nstruct S {}\n")
        #expect(syntax.declarations.map { "\($0.name) \($0.attributes.map(\.name))" } == ["S [\"A\"]"])
    }

    /// Parentheses nested by the thousand before `=` are read in linear time and without deep
    /// recursion; a tuple nested past the limit records nothing.
    @Test func deeplyNestedParenthesesBeforeAnAssignment() {
        let syntax = scan("func f() {\n" + String(repeating: "(", count: 20_000) + "a" + String(repeating: ")", count: 20_000) + " = 1\n}\n")
        #expect(syntax.assignments.isEmpty)
        #expect(scan("func f() {\n((a, b), c) = x\n}\n").assignments.map { $0.path.joined(separator: ".") } == ["a", "b", "c"])
    }

    /// An assignment through a member of a parenthesized value (a cast) starts its path with
    /// `(…)`: it is not the writer's own. Calls and subscripts inside a chain are skipped, as
    /// in member accesses.
    @Test func assignmentsThroughAnExpressionStartWithAPlaceholder() {
        let syntax = scan("""
            func f() {
                (model as? ListViewModel)?.state = .idle
                (model as! ListViewModel).state.count = 1
                items[0].title = "x"
                make().value += 1
                self.state = .idle
            }
            """)
        #expect(syntax.assignments.map { "\($0.location) \($0.path.joined(separator: "."))" } == [
            "2:32 (…).state", "3:31 (…).state.count", "4:5 items.title", "5:5 make.value", "6:5 self.state",
        ])
        // Calls and member accesses on such a value have the same head: `print` here is a
        // method of the cast value, not the global function.
        let calls = scan("func f() {\n    (logger as? Logger)?.print(\"x\")\n    (a ?? b).count\n}\n")
        #expect(calls.calls.map { "\($0.receiver) \($0.name)" } == ["[\"(…)\"] print"])
        #expect(calls.memberAccesses.map { $0.path.joined(separator: ".") } == ["(…).print", "(…).count"])
    }

    /// Types nested past the limit stop the scan (its cost would grow with the square of the
    /// depth); blocks and closures nest without limit.
    @Test func typesNestedPastTheLimitStopTheScan() {
        let depth = SyntaxScanner.maximumTypeNesting + 10
        // One line: a type at column 1 would close every open scope (recovery in broken code).
        let syntax = scan(String(repeating: "enum E { ", count: depth) + String(repeating: "}", count: depth) + "\nstruct After {}\n")
        #expect(syntax.nestingLimit == SourceLocation(line: 1, column: 9 * SyntaxScanner.maximumTypeNesting + 6))
        #expect(syntax.declarations.count == SyntaxScanner.maximumTypeNesting + 1)
        #expect(!syntax.declarations.contains { $0.name == "After" })
        let blocks = scan("func f() {\n" + String(repeating: "if a {\n", count: 5_000) + String(repeating: "}\n", count: 5_000) + "}\nstruct After {}\n")
        #expect(blocks.nestingLimit == nil && blocks.declarations.map(\.name) == ["f", "After"])
    }

    // MARK: - Puddles

    @Test func providerWithNestedDependenciesAndStaticMembers() {
        let syntax = scan("""
            @MainActor @Observable
            final class BookProvider {
                struct Dependencies {
                    var fetch: @Sendable () async throws -> [Book]
                }
                private let dependencies: Dependencies
                init(dependencies: Dependencies) { self.dependencies = dependencies }
                static let live = BookProvider(dependencies: .init(fetch: { try await Client().books() }))
                static var mock: BookProvider { .init(dependencies: .init(fetch: { [] })) }
            }
            """)
        #expect(outline(syntax) == [
            "2:13 class BookProvider",
            "3:12 struct BookProvider.Dependencies",
            "4:13 variable BookProvider.Dependencies.fetch",
            "6:17 variable BookProvider.dependencies",
            "7:5 initializer BookProvider.init",
            "8:16 variable BookProvider.live",
            "9:16 variable BookProvider.mock",
        ])
        #expect(syntax.declarations[0].attributes.map(\.name) == ["MainActor", "Observable"])
        #expect(syntax.declarations[2].typeAnnotation == "@Sendable () async throws -> [Book]")
        #expect(syntax.declarations[4].signature == "init(dependencies:)")
        #expect(syntax.declarations[5].modifiers == ["static"] && syntax.declarations[5].binding == "let")
        #expect(syntax.declarations[6].storage == .computed)
        let constructions = syntax.calls.compactMap(\.constructedType)
        #expect(constructions == ["BookProvider", "Client"])
        #expect(syntax.calls.first { $0.constructedType == "BookProvider" }?.declaration == 5)
        #expect(syntax.assignments.map(\.path) == [["self", "dependencies"]])
    }

    @Test func componentPreviewsAreMarked() {
        let syntax = scan("""
            struct BookRow: View {
                var interface: Interface<Action>
                enum Action { case tapped }
                var body: some View { Text("row") }
            }

            struct BookRow_Previews: PreviewProvider {
                static var previews: some View { BookRow(interface: .ignore) }
            }

            #Preview("Dark") {
                BookRow(interface: .consume { _ in })
            }
            """)
        #expect(syntax.declarations.filter(\.isInPreview).map(\.name) == ["BookRow_Previews", "previews"])
        #expect(syntax.previewRegions.map(\.location) == [SourceLocation(line: 7, column: 1), SourceLocation(line: 11, column: 1)])
        let rows = syntax.calls.filter { $0.constructedType == "BookRow" }
        #expect(rows.map(\.isInPreview) == [true, true])
        #expect(rows.map(\.location) == [SourceLocation(line: 8, column: 38), SourceLocation(line: 12, column: 5)])
        #expect(syntax.calls.first { $0.name == "Text" }?.isInPreview == false)
    }

    @Test func previewMacroWithItsBodyAsAnArgumentIsMarked() {
        let syntax = scan("""
            #Preview("Home", body: { BookRow(interface: .ignore) })
            #Preview("Named", traits: .sizeThatFitsLayout) { BookRow(interface: .ignore) }
            func make() { if ready { BookRow(interface: .ignore) } }
            """)
        // Its arguments are one region; the next brace (a function's body) is not preview code.
        #expect(syntax.previewRegions.map(\.location) == [SourceLocation(line: 1, column: 1), SourceLocation(line: 2, column: 1)])
        #expect(syntax.calls.filter { $0.constructedType == "BookRow" }.map(\.isInPreview) == [true, true, false])
    }

    @Test func everyTrailingClosureOfAPreviewIsPreviewCode() {
        let syntax = scan("""
            #Preview(as: .systemSmall) {
                ShelfWidget()
            } timeline: {
                ShelfEntry(date: .now)
            } other: { ShelfEntry(date: .now) }
            func make() { ShelfEntry(date: .now) }
            """)
        // One region, from the `#` to the last trailing closure's `}`; the label is no reference.
        #expect(syntax.previewRegions.map(\.location) == [SourceLocation(line: 1, column: 1)])
        #expect(syntax.previewRegions.first.map { syntax.file.location(of: syntax.file.tokens[$0.tokenRange.upperBound - 1]) }
            == SourceLocation(line: 5, column: 35))
        #expect(syntax.calls.filter { $0.constructedType == "ShelfEntry" }.map(\.isInPreview) == [true, true, false])
        #expect(!syntax.references.contains { $0.name == "timeline" || $0.name == "other" })
    }

    @Test func captureListBindingsAssignNothing() {
        let syntax = scan("""
            func f() {
                let g = { [state = self.state, weak self] in print(state) }
                load { [model = self.model] value in self.model = model }
                items = [a]
            }
            """)
        #expect(syntax.assignments.map(\.path) == [["self", "model"], ["items"]])
    }

    @Test func protocolWhereSelfRequirementsRefine() {
        let syntax = scan("""
            protocol ScreenState where Self: ViewState & Sendable, Element == Array<Int> {}
            protocol RouterObject: AnyObject where Self: ObservableObject {}
            struct Box<T> where T: Equatable {}
            """)
        #expect(syntax.declarations.map { $0.inheritance.map(\.text) } == [["ViewState", "Sendable"], ["AnyObject", "ObservableObject"], []])
    }

    // MARK: - Huddle

    @Test func dynamicMemberLookupComponentAndBuilder() {
        let syntax = scan("""
            @dynamicMemberLookup
            open class Component {
                public let parent: Component?
                public subscript<T>(dynamicMember member: String) -> T { fatalError() }
            }

            final class HomeModuleComponentImpl: Component, HomeModuleComponent {
                init(parent: Component) { self.parent = parent }
                var apiClient: APIClient { parent.apiClient }
            }

            struct HomeBuilder: HomeBuilding {
                static func build(parentComponent: Component, holder: ModuleHolder?, context: ModuleHolderContext) -> HomeModule {
                    HomeModule(component: HomeModuleComponentImpl(parent: parentComponent))
                }
            }
            """)
        let component = syntax.declarations[0]
        #expect(component.modifiers == ["open"] && component.hasAttribute("dynamicMemberLookup"))
        let subscriptDeclaration = syntax.declarations[2]
        #expect(subscriptDeclaration.kind == .subscript && subscriptDeclaration.genericParameters == ["T"])
        #expect(subscriptDeclaration.labels == ["dynamicMember"] && subscriptDeclaration.returnType == "T")
        #expect(syntax.declarations[3].inheritance.map(\.name) == ["Component", "HomeModuleComponent"])
        let build = syntax.declaration(named: "build")!
        #expect(build.signature == "build(parentComponent:holder:context:)")
        #expect(build.parameters[1].type == "ModuleHolder?")
        #expect(syntax.memberAccesses.map(\.path).contains(["parent", "apiClient"]))
        #expect(syntax.calls.compactMap(\.constructedType) == ["HomeModule", "HomeModuleComponentImpl"])
        #expect(syntax.calls.first { $0.name == "HomeModule" }?.labels == ["component"])
    }

    /// A generic initializer's `<…>` is its generic parameter clause, not a failable marker.
    @Test func genericAndFailableInitializers() {
        let syntax = scan("struct S {\n    init<T: P>(store: T) {}\n    init?<T>(x: T) {}\n    init!(z: Int) {}\n    init?(w: Int) {}\n}")
        let initializers = syntax.declarations.filter { $0.kind == .initializer }
        #expect(initializers.map(\.genericParameters) == [["T"], ["T"], [], []])
        #expect(initializers.map(\.signature) == ["init(store:)", "init(x:)", "init(z:)", "init(w:)"])
        #expect(initializers.allSatisfy { $0.body != nil })
    }

    @Test func flowWithAsyncSteps() {
        let syntax = scan("""
            final class OnboardingFlow: Flow<OnboardingContext, OnboardingComponent, OnboardingResult> {
                override init(context: OnboardingContext) {
                    super.init(context: context)
                    steps = [WelcomeStep(), PermissionsStep()]
                }
            }
            final class WelcomeStep: FlowStep {
                override func run() async throws {
                    await Task.yield()
                    onNext()
                }
                nonisolated func isApplicable(context: OnboardingContext) -> Bool { true }
            }
            """)
        let flow = syntax.declarations[0]
        #expect(flow.inheritance[0].genericArguments == ["OnboardingContext", "OnboardingComponent", "OnboardingResult"])
        #expect(syntax.declarations[1].modifiers == ["override"] && syntax.declarations[1].kind == .initializer)
        #expect(syntax.assignments.map { "\($0.path) \($0.declaration!)" } == ["[\"steps\"] 1"])
        let run = syntax.declaration(named: "run")!
        #expect(run.isAsync && run.isThrowing && run.modifiers == ["override"])
        #expect(syntax.calls.filter { $0.declaration == 3 }.map(\.name) == ["yield", "onNext"])
        #expect(syntax.declaration(named: "isApplicable")?.modifiers == ["nonisolated"])
    }

    /// `isolated deinit` (SE-0371) records `isolated`; a parameter's `isolated` is no modifier.
    @Test func isolatedDeinitIsAModifier() {
        let syntax = scan("""
            @MainActor final class Player {
                isolated deinit { stop() }
                func attach(to actor: isolated Engine) {}
            }
            """)
        #expect(syntax.declarations.map { "\($0.kind) \($0.modifiers)" } == [
            "class [\"final\"]", "deinitializer [\"isolated\"]", "function []",
        ])
        #expect(syntax.declaration(named: "attach")?.parameters.map(\.type) == ["isolated Engine"])
    }

    // MARK: - Regions and hidden code

    @Test func everyConditionalBranchIsScanned() {
        let syntax = scan("""
            #if canImport(UIKit)
            import UIKit
            final class BooksViewController: UIViewController, StatefulView {}
            #elseif canImport(AppKit)
            import AppKit
            final class BooksViewController: NSViewController, StatefulView {}
            #else
            struct Placeholder {}
            #endif
            """)
        #expect(syntax.imports.map(\.module) == ["UIKit", "AppKit"])
        #expect(outline(syntax) == ["3:13 class BooksViewController", "6:13 class BooksViewController", "8:8 struct Placeholder"])
        #expect(syntax.conditionalBranches.map { "\($0.directive) \($0.condition) \($0.location)" } == [
            "if canImport(UIKit) 1:1", "elseif canImport(AppKit) 4:1", "else  7:1",
        ])
    }

    @Test func codeInCommentsAndStringsIsNotCode() {
        let syntax = scan(#"""
            // final class Hidden: SourceOf<Model> {}
            /* struct AlsoHidden { var state = 1 } */
            let text = "class NotAType { func f() { state = 1 } }"
            let multi = """
                struct Nope {}
                """
            let shown = "\(Visible(value: 1))"
            """#)
        #expect(outline(syntax) == ["3:5 variable text", "4:5 variable multi", "7:5 variable shown"])
        #expect(syntax.assignments.isEmpty)
        #expect(syntax.calls.map(\.name) == ["Visible"])
        #expect(syntax.calls[0].location == SourceLocation(line: 7, column: 16))
    }

    @Test func columnsCountUTF8BytesAfterMultiByteText() {
        let syntax = scan("let é = \"😀\"; struct Café: P {}")
        #expect(syntax.declarations.map(\.location) == [SourceLocation(line: 1, column: 5), SourceLocation(line: 1, column: 25)])
        #expect(syntax.declarations[1].name == "Café")
    }

    // MARK: - Robustness

    @Test func brokenCodeRecoversAtTheNextTopLevelDeclaration() {
        let syntax = scan("""
            struct A {
                func f( {
                    let x = [1, 2
            }
            struct B: P {
                var y: Int
            }
            extension C {
            """)
        #expect(outline(syntax) == ["1:8 struct A", "2:10 function A.f", "5:8 struct B", "6:9 variable B.y", "8:11 extension C"])
        #expect(syntax.declarations[2].parent == nil)
    }

    /// Where the braces balance they say where scopes end, as for the compiler: nested types
    /// written at column 1 (pasted or unformatted code) stay nested. Only where they do not
    /// balance does a type at column 1 end every open scope.
    @Test func nestedTypesAtColumnOneStayNestedWhereBracesBalance() {
        let balanced = scan("""
            @MainActor @Observable final class BookProvider {
            struct Dependencies {
            struct Inner {}
            }
            init(dependencies: Dependencies) {}
            static let live = BookProvider(dependencies: .init())
            }
            struct After {}
            """)
        #expect(outline(balanced) == [
            "1:36 class BookProvider", "2:8 struct BookProvider.Dependencies", "3:8 struct BookProvider.Dependencies.Inner",
            "5:1 initializer BookProvider.init", "6:12 variable BookProvider.live", "8:8 struct After",
        ])
        // One `}` short: `Dependencies` at column 1 is where `BookProvider` likely ended.
        let broken = scan("""
            final class BookProvider {
                func f() {
            struct Dependencies {}
            }
            """)
        #expect(outline(broken) == ["1:13 class BookProvider", "2:10 function BookProvider.f", "3:8 struct Dependencies"])
    }

    @Test(arguments: [
        "", "}", "{{{{", ")))]]]", "class", "struct", "extension", "func", "import", "@", "@attr(", "#if", "#Preview {",
        "var x: [Int: ", "enum E { case", "protocol P: class, ", "init?<T>(", "let (a, b", "x = y = z", "a.b.c.", "Foo<Bar<",
        "typealias X = ", "case let .a(x) = y", "}}} struct S {} {{{", "func f() -> some", "subscript(",
    ])
    func truncatedInputNeverCrashes(source: String) {
        let syntax = scan(source)
        #expect(syntax.declarations.count <= source.count)
    }

    @Test func keywordsAsNamesAndOperators() {
        let syntax = scan("""
            struct V: ~Copyable {
                let `default`: Int
                var actor = 0
                static func == (lhs: V, rhs: V) -> Bool { lhs.actor == rhs.actor }
                func open(_ url: URL) {}
            }
            func use(v: V) { let open = v.open; _ = open }
            """)
        #expect(outline(syntax) == [
            "1:8 struct V", "2:9 variable V.default", "3:9 variable V.actor", "4:17 function V.==", "5:10 function V.open",
            "7:6 function use",
        ])
        #expect(syntax.declarations[0].inheritance[0].isSuppressed)
        #expect(syntax.declarations[3].labels == ["lhs", "rhs"])
    }

    @Test func valueGenericsAndInlineArraySugarAreOneType() {
        // Swift 6.2: an integer generic argument and `[N of T]` end no type early.
        let syntax = scan("""
            struct S {
                var b: InlineArray<2, AppRepository>
                let c: [2 of () -> Void]
                let d: [Int: [count of [3 of String]]]
                init(recent: [4 of Int], seed: InlineArray<3, Book>) {}
            }
            enum E { case grid(InlineArray<9, Int>), other }
            typealias Triple = InlineArray<3, Double>
            """)
        #expect(outline(syntax) == [
            "1:8 struct S", "2:9 variable S.b", "3:9 variable S.c", "4:9 variable S.d", "5:5 initializer S.init",
            "7:6 enum E", "7:15 enumCase E.grid", "7:42 enumCase E.other", "8:11 typealias Triple",
        ])
        #expect(syntax.declarations[1...3].map(\.typeAnnotation) == ["InlineArray<2, AppRepository>", "[2 of () -> Void]", "[Int: [count of [3 of String]]]"])
        #expect(syntax.declarations[4].labels == ["recent", "seed"])
        #expect(syntax.declarations[4].body != nil)
        #expect(syntax.declarations[6].labels == ["_"])
        #expect(syntax.declarations[8].aliasedType == "InlineArray<3, Double>")
    }

    @Test func nonisolatedConformancesAndNonsendingFunctionTypes() {
        // Swift 6.2: `nonisolated P` in a conformance list (SE-0470) conforms to `P`; a function
        // type may start with `nonisolated(nonsending)` (SE-0461); `func /(…)` names an operator.
        let syntax = scan("""
            final class BState: nonisolated ViewState, Equatable {
                var title = ""
                let onFail: nonisolated(nonsending) () async -> Void
                static func /(l: BState, r: Double) -> BState { BState(x: l.x/r) }
                static func ==(l: BState, r: BState) -> Bool { true }
            }
            """)
        #expect(outline(syntax) == [
            "1:13 class BState", "2:9 variable BState.title", "3:9 variable BState.onFail", "4:17 function BState./",
            "5:17 function BState.==",
        ])
        #expect(syntax.declarations[0].inheritance.map(\.text) == ["ViewState", "Equatable"])
        #expect(syntax.declarations[0].inheritance[0].location == SourceLocation(line: 1, column: 33))
        #expect(syntax.declarations[2].typeAnnotation == "nonisolated(nonsending)() async -> Void")
        #expect(!syntax.declarations[1].isLocal && !syntax.declarations[2].isLocal)
    }

    // MARK: - Found by the swift-syntax oracle (Benchmarks/decl-oracle)

    @Test func compositionInInheritanceIsOneEntryPerType() {
        // swift-nio `class NIOFileHandle: FileDescriptor & Sendable`.
        let syntax = scan("""
            final class Handle: FileDescriptor & @unchecked Sendable, Base<A & B> {}
            extension Callbacks: Locatable & SummaryOverridable {}
            """)
        let handle = syntax.declarations[0].inheritance
        #expect(handle.map(\.text) == ["FileDescriptor", "@unchecked Sendable", "Base<A & B>"])
        #expect(handle.map(\.baseName) == ["FileDescriptor", "Sendable", "Base"])
        #expect(handle.map(\.identifiers) == [["FileDescriptor"], ["Sendable"], ["Base", "A", "B"]])
        #expect(handle[1].location == SourceLocation(line: 1, column: 38))
        #expect(syntax.declarations[1].inherits("SummaryOverridable"))
    }

    @Test func extensionOfSugaredOptionalIsNotTheWrappedType() {
        // swift-syntax `extension UInt8? { ... }` extends Optional<UInt8>, not UInt8.
        let syntax = scan("""
            extension UInt8? { var isASCII: Bool { false } }
            extension [Int]: P {}
            extension Array<Int> {}
            extension [Foundation.URL] { struct Inner {} }
            """)
        #expect(syntax.declarations.filter { $0.kind == .extension }.map(\.name) == ["UInt8?", "[Int]", "Array", "[Foundation.URL]"])
        #expect(syntax.declarations[1].path == ["UInt8?"])
        #expect(syntax.declarations.last?.path == ["[Foundation.URL]"])
    }

    // MARK: - Found by the linter fuzzer (Benchmarks/Fuzz/run.sh linter)

    /// `func` or `import` inside brackets or a body, but followed by no name (`(func)`, `{ import (`):
    /// they closed the open scopes before finding they start no declaration, and the word was
    /// then read in a scope that was gone (index out of range).
    @Test(arguments: ["(func)", "f(func", "{import", "f(import (", "struct S {\n    func f() { import ( }\n}\n"])
    func declarationKeywordThatStartsNoDeclarationInsideAScope(source: String) {
        #expect(scan(source).declarations.count <= 2)
    }

    /// ... and the scopes stay open: what follows is read where it is written.
    @Test func scopesStayOpenAfterAKeywordThatStartsNoDeclaration() {
        let syntax = scan("""
            struct S {
                func f() { g(func) }
                func h() { import ( }
                var x = 1
            }
            """)
        #expect(outline(syntax) == ["1:8 struct S", "2:10 function S.f", "3:10 function S.h", "4:9 variable S.x"])
    }

    /// Scans `source` and returns the structure and the seconds it took.
    private func timedScan(_ source: String) -> (FileSyntax, Double) {
        let file = SourceFile(path: "t.swift", text: source)
        let clock = ContinuousClock()
        let start = clock.now
        let syntax = SyntaxScanner.scan(file)
        let elapsed = (clock.now - start).components
        return (syntax, Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }

    /// Brackets left open by the thousand: each attribute's arguments, `#available` and parameter
    /// list looked for its `)` through the rest of the file, in time that grows with the square
    /// of the file (tens of seconds here); read once, it takes a fraction of a second.
    @Test func bracketsLeftOpenByTheThousandAreReadInLinearTime() {
        let (attributes, attributeSeconds) = timedScan(String(repeating: "@A(", count: 20_000) + "\nstruct S {}\n")
        #expect(attributes.declarations.map(\.name) == ["S"])
        #expect(attributeSeconds < 5, "\(attributeSeconds) s")
        let (available, availableSeconds) = timedScan("func f() {\n" + String(repeating: "if #available(", count: 20_000))
        #expect(available.declarations.map(\.name) == ["f"])
        #expect(availableSeconds < 5, "\(availableSeconds) s")
        let (functions, functionSeconds) = timedScan(String(repeating: "func f(a: Int = g(", count: 15_000))
        #expect(functions.declarations.count == 15_000)
        #expect(functionSeconds < 5, "\(functionSeconds) s")
    }

    /// Generic parameter clauses left unclosed by the thousand, with no brace after them: each
    /// looked for its `>` through the rest of the file (1.3 s at 270 KB in release) and took the
    /// next `struct` in as a parameter. A declaration keyword now ends such a clause, so every
    /// declaration is found, and value generics (`<let N: Int>`) still read.
    @Test func genericClausesLeftOpenByTheThousandAreReadInLinearTime() {
        let (syntax, seconds) = timedScan(String(repeating: "struct S<\n", count: 20_000))
        #expect(syntax.declarations.count == 20_000)
        #expect(seconds < 5, "\(seconds) s")
        #expect(outline(scan("struct S<\nstruct R<T\nstruct Q {}\n")) == ["1:8 struct S", "2:8 struct R", "3:8 struct Q"])
        #expect(scan("struct V<let N: Int, each T> {}\n").declarations.first?.genericParameters == ["N", "T"])
    }

    /// A local `let`/`var` list declares none of its bindings, as its first declares none (the
    /// later ones were local variables, with the wrong keyword), and a comma in generic arguments
    /// starts no binding (`Never` was a variable, and no reference).
    @Test func localBindingListsDeclareNothing() {
        let syntax = scan("""
            func f() {
                let a = g(), b = h()
                var p = C<Int, Never> { 1 }
                let s: Int, t: String
            }
            struct S {
                let y = 1, z = 2
            }
            """)
        #expect(outline(syntax) == ["1:6 function f", "6:8 struct S", "7:9 variable S.y", "7:16 variable S.z"])
        let names = Set(syntax.references.map(\.name))
        #expect(names.isSuperset(of: ["g", "h", "C", "Int", "Never", "String"]))
        #expect(names.isDisjoint(with: ["a", "b", "p", "s", "t", "y", "z"]))
    }

    /// Closures nested by the thousand, each with an assignment: every assignment walked all the
    /// open scopes for the trailing closures it is written in.
    @Test func assignmentsInClosuresNestedByTheThousandAreReadInLinearTime() {
        let (syntax, seconds) = timedScan("write {\n" + String(repeating: "x = {\n", count: 30_000))
        #expect(syntax.assignments.count == 30_000)
        #expect(syntax.assignments.allSatisfy { $0.enclosingClosures == ["write"] })
        #expect(seconds < 5, "\(seconds) s")
    }

    /// Calls chained by the thousand: each records the chain before it as its receiver, which
    /// keeps its first `maximumReceiverLength` components, so the scan stays linear (the whole
    /// chains took time and memory in the square of the chain).
    @Test func callsChainedByTheThousandKeepBoundedReceivers() {
        let (syntax, seconds) = timedScan("a" + String(repeating: ".b()", count: 8_000))
        #expect(syntax.calls.count == 8_000)
        #expect(syntax.calls.map(\.receiver.count).max() == SyntaxScanner.maximumReceiverLength)
        #expect(syntax.calls[2].receiver == ["a", "b", "b"])
        #expect(syntax.calls.last?.receiver.first == "a")
        #expect(seconds < 5, "\(seconds) s")
    }

    /// A type or import at column 1 inside a closure in an attribute's arguments closes every
    /// scope before the attribute, which starts before the closure's `{`: the closure's range
    /// ended before it began (a trap).
    @Test func declarationAtColumnOneInsideAnAttributesClosure() {
        #expect(outline(scan("@A({\nextension E {}\n})\n")) == ["2:11 extension E"])
        #expect(outline(scan("@A({\nstruct S {}\n})\n")) == ["2:8 struct S"])
        #expect(scan("@A({\nimport M\n})\n").imports.map(\.module) == ["M"])
    }

    // MARK: - Found by the member oracle (Benchmarks/member-oracle)

    /// A comma in a member's initializer, in generic arguments before a trailing closure, starts
    /// no binding (`var Never` and `let Error` were stored properties), and a closure leaves the
    /// list open: `count` after `{ 1 }` is the next binding.
    @Test func commaInGenericArgumentsOfAMemberInitializerStartsNoBinding() {
        let syntax = scan("""
            final class Loader {
                var task = Task<Void, Never> { }
                let handler = Result<Int, Error> { 1 }, count = 0
                var a, b, c: Int
            }
            """)
        #expect(outline(syntax) == [
            "1:13 class Loader", "2:9 variable Loader.task", "3:9 variable Loader.handler", "3:45 variable Loader.count",
            "4:9 variable Loader.a", "4:12 variable Loader.b", "4:15 variable Loader.c",
        ])
        #expect(syntax.declarations.dropFirst().map { "\($0.binding ?? "-") \($0.storage.map(\.rawValue) ?? "-") \($0.typeAnnotation ?? "-")" } == [
            "var stored -", "let stored -", "let stored -", "var stored -", "var stored -", "var stored Int",
        ])
        let names = syntax.references.map(\.name)
        #expect(names.contains("Never") && names.contains("Error"))
        #expect(!names.contains("count"))
        // Each comma asks whether an `=` or `:` ends the run of names after it: a run is read once.
        let (listed, seconds) = timedScan("struct S {\n    var a" + String(repeating: ", b", count: 30_000) + ": Int\n}\n")
        #expect(listed.declarations.count == 30_002 && listed.declarations.last?.typeAnnotation == "Int")
        #expect(seconds < 5, "\(seconds) s")
    }

    /// A trailing comma in a parameter list (SE-0439, Swift 6.1) lost the whole signature:
    /// parameters, effects and return type.
    @Test func trailingCommaInAParameterListKeepsTheSignature() {
        let syntax = scan("""
            struct S {
                func load(
                    id: Int,
                    force: Bool = false,
                ) async throws -> String { "" }
                init(x: Int,) {}
                subscript(i: Int,) -> Int { 0 }
                enum E { case a(Int, String,), b }
            }
            """)
        #expect(outline(syntax) == [
            "1:8 struct S", "2:10 function S.load", "6:5 initializer S.init", "7:5 subscript S.subscript", "8:10 enum S.E",
            "8:19 enumCase S.E.a", "8:36 enumCase S.E.b",
        ])
        let load = syntax.declarations[1]
        #expect(load.parameters == [
            Parameter(label: "id", name: "id", type: "Int"), Parameter(label: "force", name: "force", type: "Bool", hasDefault: true),
        ])
        #expect(load.isAsync && load.isThrowing && load.returnType == "String" && load.body != nil)
        #expect(syntax.declarations[2].parameters == [Parameter(label: "x", name: "x", type: "Int")])
        #expect(syntax.declarations[3].parameters == [Parameter(label: nil, name: "i", type: "Int")])
        #expect(syntax.declarations[3].returnType == "Int")
        #expect(syntax.declarations[5].parameters == [Parameter(label: nil, name: "", type: "Int"), Parameter(label: nil, name: "", type: "String")])
    }

    /// The lexer makes one operator of `>?>` and `>!>` (`X<Y<Z>?>`), as swift-syntax's does:
    /// only its leading `>` closed an angle bracket, so the type read on past a comma
    /// (swallowing the next binding or parameter) and its text got a `>` too many.
    @Test func fusedClosingAnglesWithOptionalsCloseEveryBracket() {
        let syntax = scan("""
            struct S {
                var deep: Array<Array<Int>!>, next = 0
                func f(_ b: Binding<Optional<String>?>, label: String) {}
                func g() -> Optional<Array<Int>?> { nil }
                let p: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
                let q = Box<Array<Int>?>()
            }
            """)
        #expect(outline(syntax) == [
            "1:8 struct S", "2:9 variable S.deep", "2:35 variable S.next", "3:10 function S.f", "4:10 function S.g",
            "5:9 variable S.p", "6:9 variable S.q",
        ])
        #expect(syntax.declarations[1].typeAnnotation == "Array<Array<Int>!>")
        #expect(syntax.declarations[1].typeIdentifiers == ["Array", "Array", "Int"])
        #expect(syntax.declarations[2].typeAnnotation == nil)
        #expect(syntax.declarations[3].parameters == [
            Parameter(label: nil, name: "b", type: "Binding<Optional<String>?>"), Parameter(label: "label", name: "label", type: "String"),
        ])
        #expect(syntax.declarations[4].returnType == "Optional<Array<Int>?>")
        #expect(syntax.declarations[5].typeAnnotation == "UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?")
        // In an expression too: `Box<…>` is the callee of the call.
        #expect(syntax.calls.map { "\($0.name) \($0.constructedType ?? "-")" } == ["Box Box"])
    }

    /// A parameter attribute with a dotted name or generic arguments was read as `@`, one name
    /// and the rest as the parameter: `(_:spacing:)` with a parameter of type `.`.
    @Test func qualifiedAndGenericParameterAttributesAreSteppedOver() {
        let syntax = scan("""
            struct S {
                init(@SwiftUI.ViewBuilder content: () -> some View, spacing: Double) {}
                func route(@RouteBuilder<Context> builder: () -> Route, @Option(name: .long) _ limit: Int = 1) {}
            }
            """)
        #expect(outline(syntax) == ["1:8 struct S", "2:5 initializer S.init", "3:10 function S.route"])
        #expect(syntax.declarations[1].parameters == [
            Parameter(label: "content", name: "content", type: "() -> some View"),
            Parameter(label: "spacing", name: "spacing", type: "Double"),
        ])
        #expect(syntax.declarations[2].parameters == [
            Parameter(label: "builder", name: "builder", type: "() -> Route"),
            Parameter(label: nil, name: "limit", type: "Int", hasDefault: true),
        ])
        #expect(syntax.declarations[2].body != nil)
    }

    /// An attribute with generic arguments was dropped with every attribute before it: the
    /// identifier in `<Bool>` was read as code, which clears the pending attributes.
    @Test func declarationAttributeWithGenericArgumentsIsKept() {
        let syntax = scan("""
            struct Settings {
                @MainActor @UserDefault<Bool>(key: "flag", defaultValue: false) private var flag: Bool
                @Clamped<Int>(0...10) var volume = 5
                @Injected<Repository> var repository
            }
            """)
        #expect(outline(syntax) == [
            "1:8 struct Settings", "2:81 variable Settings.flag", "3:31 variable Settings.volume", "4:31 variable Settings.repository",
        ])
        #expect(syntax.declarations.dropFirst().map { $0.attributes.map(\.description) } == [
            ["@MainActor", "@UserDefault(key: \"flag\", defaultValue: false)"], ["@Clamped(0...10)"], ["@Injected"],
        ])
        #expect(syntax.declarations[1].attributes[1].location == SourceLocation(line: 2, column: 17))
        #expect(syntax.declarations[1].modifiers == ["private"] && syntax.declarations[1].typeAnnotation == "Bool")
        // The generic arguments' types are references, as an attribute's arguments' are.
        #expect(Set(syntax.references.map(\.name)).isSuperset(of: ["Bool", "Int", "Repository"]))
    }

    /// An attribute on an accessor hid it (only a `{`, `}` or accessor word before it counted),
    /// and on the first observer made the property computed.
    @Test func attributesOnAccessorsKeepThemAndTheStorage() {
        let syntax = scan("""
            final class Model {
                var selection: Int {
                    @MainActor didSet { print(selection) }
                }
                var value: Int {
                    @MainActor get { 0 }
                    @available(*, unavailable) set { }
                }
                var count = 0 { @MainActor willSet { } }
                subscript(i: Int) -> Int {
                    @inline(__always) get { i }
                    @inline(__always) @_transparent _modify { yield &storage }
                }
                @Published var after = 1
            }
            """)
        #expect(outline(syntax) == [
            "1:13 class Model", "2:9 variable Model.selection", "5:9 variable Model.value", "9:9 variable Model.count",
            "10:5 subscript Model.subscript", "14:20 variable Model.after",
        ])
        #expect(syntax.declarations.dropFirst().map { "\($0.storage.map(\.rawValue) ?? "-") \($0.accessors)" } == [
            "stored [\"didSet\"]", "computed [\"get\", \"set\"]", "stored [\"willSet\"]", "- [\"get\", \"_modify\"]", "stored []",
        ])
        // The accessors' attributes are no next declaration's.
        #expect(syntax.declarations.map { $0.attributes.map(\.name) } == [[], [], [], [], [], ["Published"]])
    }

    /// The attributes before an enum case's unlabeled associated value are its type's; they were
    /// taken for a parameter's attributes and left out of the type.
    @Test func attributesOfAnUnlabeledAssociatedValueArePartOfItsType() {
        let syntax = scan("""
            enum Action {
                case tapped(@Sendable () -> Void)
                case loaded(@MainActor (Result<Int, Error>) -> Void, id: Int)
                case wrapped(@SwiftUI.MainActor () -> Void), labeled(run: @escaping @Sendable () -> Void)
            }
            """)
        #expect(syntax.declarations.dropFirst().map(\.parameters) == [
            [Parameter(label: nil, name: "", type: "@Sendable () -> Void")],
            [Parameter(label: nil, name: "", type: "@MainActor (Result<Int, Error>) -> Void"), Parameter(label: "id", name: "id", type: "Int")],
            [Parameter(label: nil, name: "", type: "@SwiftUI.MainActor () -> Void")],
            [Parameter(label: "run", name: "run", type: "@escaping @Sendable () -> Void")],
        ])
    }

    /// A modifier word used as a value at the end of an initializer (`= open`) is no modifier of
    /// the next declaration, though a modifier and a declaration keyword follow it.
    @Test func modifierWordEndingAnInitializerIsNoModifier() {
        let syntax = scan("""
            struct S {
                let mode = open
                private var count = 0
                let other = a ?? final
                public static var shared = S()
                var x: Set<Int>
                open var y = 1
                var z = w!
                public var last = 2
                fileprivate typealias Producer = Generic<
                    Int, Error
                >
                private let iterations: Int
            }
            prefix operator +++
            public prefix func +++ (s: S) -> S { s }
            """)
        #expect(syntax.declarations.dropFirst().map { "\($0.name) \($0.modifiers)" } == [
            "mode []", "count [\"private\"]", "other []", "shared [\"public\", \"static\"]", "x []", "y [\"open\"]", "z []",
            "last [\"public\"]", "Producer [\"fileprivate\"]", "iterations [\"private\"]", "+++ [\"prefix\"]",
            "+++ [\"public\", \"prefix\"]",
        ])
        #expect(syntax.references.map(\.name).contains("open"))
    }

    /// An operator function with its generic clause glued on (`func ==<U>`): the lexer makes one
    /// operator of `==<`, which was the name, and the signature after it was not read.
    @Test func operatorFunctionWithAGluedGenericClause() {
        let syntax = scan("""
            struct Box<T> {
                static func ==<U>(lhs: Box<T>, rhs: Box<U>) -> Bool { false }
                static func <<<V: P>(l: Box, r: V) -> Box { l }
                static func <(l: Box, r: Box) -> Bool { true }
            }
            """)
        #expect(outline(syntax) == ["1:8 struct Box", "2:17 function Box.==", "3:17 function Box.<<", "4:17 function Box.<"])
        #expect(syntax.declarations.dropFirst().map { "\($0.signature) \($0.genericParameters) \($0.returnType ?? "-")" } == [
            "==(lhs:rhs:) [\"U\"] Bool", "<<(l:r:) [\"V\"] Box", "<(l:r:) [] Bool",
        ])
        #expect(syntax.declarations[1].parameters.map(\.type) == ["Box<T>", "Box<U>"])
        #expect(syntax.declarations.dropFirst().allSatisfy { $0.body != nil })
    }

    /// The standard library's `__consuming` modifier and `__owned` / `__shared` parameter
    /// specifiers (swift-collections): the modifier cleared the pending attributes and
    /// modifiers, and a specifier ended the parameter's type.
    @Test func underscoredOwnershipWords() {
        let syntax = scan("""
            struct S {
                @inlinable public __consuming func consume(_ x: __owned String, _ y: __shared Int, z: __owned some Sequence) -> Int { 0 }
            }
            """)
        #expect(outline(syntax) == ["1:8 struct S", "2:40 function S.consume"])
        let consume = syntax.declarations[1]
        #expect(consume.modifiers == ["public", "__consuming"] && consume.attributes.map(\.name) == ["inlinable"])
        #expect(consume.parameters.map(\.type) == ["__owned String", "__shared Int", "__owned some Sequence"])
        #expect(consume.returnType == "Int")
    }

    /// `init` accessors (SE-0400) and `unsafeAddress` / `unsafeMutableAddress` were not recorded.
    @Test func initAccessorsAndAddressors() {
        let syntax = scan("""
            struct S {
                private var _x = 0
                var x: Int {
                    @storageRestrictions(initializes: _x)
                    init(initialValue) { _x = initialValue }
                    get { _x }
                    @inline(__always) _modify { yield &_x }
                }
                var p: Int {
                    unsafeAddress { base }
                    unsafeMutableAddress { base }
                }
                init() { x = 1 }
            }
            """)
        #expect(outline(syntax) == ["1:8 struct S", "2:17 variable S._x", "3:9 variable S.x", "9:9 variable S.p", "13:5 initializer S.init"])
        #expect(syntax.declarations[2...3].map { "\($0.storage.map(\.rawValue) ?? "-") \($0.accessors)" } == [
            "computed [\"init\", \"get\", \"_modify\"]", "computed [\"unsafeAddress\", \"unsafeMutableAddress\"]",
        ])
        #expect(syntax.declarations[4].attributes.isEmpty && syntax.declarations[4].body != nil)
    }

    /// A type attribute glued to a function type's parameters (`@autoclosure() -> String`):
    /// the `()` was read as the attribute's arguments, and the type ended there.
    @Test func typeAttributeGluedToAFunctionType() {
        let syntax = scan("""
            func check(_ message: @autoclosure() -> String = "", line: UInt = #line) {}
            func run(_ body: @escaping() async -> Void, other: @MainActor() -> Void, c: @convention(c) (Int) -> Int) {}
            """)
        #expect(syntax.declarations[0].parameters == [
            Parameter(label: nil, name: "message", type: "@autoclosure() -> String", hasDefault: true),
            Parameter(label: "line", name: "line", type: "UInt", hasDefault: true),
        ])
        #expect(syntax.declarations[1].parameters.map(\.type) == [
            "@escaping() async -> Void", "@MainActor() -> Void", "@convention(c)(Int) -> Int",
        ])
    }

    /// Accessors with the ownership modifiers of Swift 6.2's non-escapable spans, after an
    /// attribute (swift-nio's `@_lifetime(borrow self) borrowing get`), were not recorded.
    @Test func accessorsWithOwnershipModifiers() {
        let syntax = scan("""
            struct B {
                public var span: RawSpan {
                    @_lifetime(borrow self)
                    borrowing get { _overrideLifetime(s, borrowing: self) }
                }
                var owned: Int {
                    consuming get { 1 }
                }
                var legacy: Int {
                    __consuming get { 1 }
                }
            }
            """)
        #expect(syntax.declarations.dropFirst().map { "\($0.name) \($0.storage.map(\.rawValue) ?? "-") \($0.accessors)" } == [
            "span computed [\"get\"]", "owned computed [\"get\"]", "legacy computed [\"get\"]",
        ])
        #expect(syntax.declarations.allSatisfy { $0.attributes.isEmpty })
    }
}
