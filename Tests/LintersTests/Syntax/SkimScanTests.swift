import ArchModel
import Foundation
import Testing
@testable import Linters

/// `SyntaxScanner.scan(_:bodies: false)` (the skim `lint --staged` uses for files whose findings
/// are not reported) must find every declaration outside function bodies with exactly the facts
/// a full scan finds, and the same imports.
@Suite struct SkimScanTests {
    /// Differences between the skim and the full scan of `text`, as readable lines (none: agree).
    static func differences(_ path: String, _ text: String) -> [String] {
        differences(SourceFile(path: path, text: text))
    }

    static func differences(_ file: SourceFile) -> [String] {
        let full = SyntaxScanner.scan(file)
        let skim = SyntaxScanner.scan(file, bodies: false)
        var problems: [String] = []
        if full.imports != skim.imports { problems.append("\(file.path): imports differ") }
        // Declarations are compared by the token of their name; a parent by its own name token.
        func keyed(_ syntax: FileSyntax) -> [Int: Declaration] {
            var result: [Int: Declaration] = [:]
            for declaration in syntax.declarations where !declaration.isLocal {
                var comparable = declaration
                comparable.parent = declaration.parent.map { syntax.declarations[$0].nameToken }
                result[declaration.nameToken] = comparable
            }
            return result
        }
        let expected = keyed(full), actual = keyed(skim)
        for (token, declaration) in expected.sorted(by: { $0.key < $1.key }) where actual[token] != declaration {
            problems.append("\(file.path):\(declaration.location): \(declaration.kind) \(declaration.name): "
                + (actual[token] == nil ? "missing from the skim" : "differs in the skim"))
        }
        for (token, declaration) in actual.sorted(by: { $0.key < $1.key }) where expected[token] == nil {
            problems.append("\(file.path):\(declaration.location): \(declaration.kind) \(declaration.name): only in the skim")
        }
        return problems
    }

    @Test func skimStepsOverFunctionBodiesOnly() {
        let source = """
            import SwiftUI

            @MainActor final class MovieRouter: ObservableObject {
                @Published var path: [Route] = []
                var title: String { path.isEmpty ? "Home" : "Detail" }
                let make: () -> Int = { struct Inner {}; return 1 }
                init(path: [Route]) {
                    struct Local { let value: Int }
                    self.path = path.map { Route($0) }
                }
                func open(_ route: Route) async throws -> Bool {
                    if #available(iOS 17, *) { path.append(route) }
                    return true
                }
                deinit { print("bye") }
            }

            extension MovieRouter: CustomStringConvertible {
                var description: String { "router" }
            }
            """
        let file = SourceFile(path: "MovieRouter.swift", text: source)
        let full = SyntaxScanner.scan(file)
        let skim = SyntaxScanner.scan(file, bodies: false)
        #expect(Self.differences(file) == [])
        // What the bodies hold is not read: the local struct, `Route(…)`, `path.append`, `print`.
        #expect(full.declarations.contains { $0.name == "Local" })
        #expect(!skim.declarations.contains { $0.name == "Local" })
        #expect(full.calls.contains { $0.name == "print" })
        #expect(!skim.calls.contains { $0.name == "print" })
        // A closure at type level is still read; references, member accesses and assignments
        // are not recorded at all (rules read them only in files they report in).
        #expect(skim.declarations.contains { $0.name == "Inner" })
        #expect(full.references.contains { $0.name == "isEmpty" })
        #expect(skim.references.isEmpty && skim.memberAccesses.isEmpty && skim.assignments.isEmpty)
        #expect(skim.declarations.first { $0.name == "open" }?.body != nil)
    }

    @Test(arguments: [
        // `#if` inside a body: scanned in full, so branches with unbalanced braces agree.
        "struct A {\n    func f() {\n#if os(Linux)\n        if a {\n#else\n        if b {\n#endif\n        }\n    }\n    var x: Int { 1 }\n}\n",
        // A type at column 1 inside an unclosed body closes it, in both scans.
        "struct A {\n    func f() {\n        let x = 1\nstruct B: P {\n    var y: Int\n}\n",
        // An extension anywhere closes every scope.
        "func f() {\n    extension A: P {}\n}\nstruct C {}\n",
        // Braces in strings, interpolations and comments are not structure.
        "struct A {\n    func f() -> String {\n        \"}\\(items.map { \"{\\($0)\" })\" // }\n    }\n    let z = 2\n}\n",
        // Attributes and modifiers at column 1 inside a body.
        "struct A {\n    func f() {\n@MainActor\nfinal class B {}\n    }\n}\n",
    ])
    func skimAgreesOnStructureOfTrickyBodies(source: String) {
        #expect(Self.differences("t.swift", source) == [])
    }

    @Test(arguments: Style.all)
    func skimAgreesOnEveryTemplateFile(style: Style) throws {
        let fixture = try TemplateFixture(style)
        for (path, text) in fixture.files.sorted(by: { $0.key < $1.key }) {
            #expect(Self.differences(path, text) == [])
        }
    }

    /// On a real corpus when `ARCHTOOL_CORPUS` names one (CI sets it): every `.swift` file under it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ARCHTOOL_CORPUS"] != nil))
    func skimAgreesOnTheCorpus() throws {
        let root = ProcessInfo.processInfo.environment["ARCHTOOL_CORPUS"]!
        var files = 0
        var problems: [String] = []
        let walker = FileManager.default.enumerator(atPath: root)
        while let next = walker?.nextObject() as? String {
            guard next.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + next) else { continue }
            files += 1
            problems += Self.differences(SourceFile(path: next, bytes: Array(data)))
        }
        #expect(files > 0)
        #expect(problems == [], "\(problems.count) differences in \(files) files; first: \(problems.prefix(20))")
    }
}
