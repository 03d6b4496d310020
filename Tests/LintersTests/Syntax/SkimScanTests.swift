import ArchModel
import Foundation
import Testing
@testable import Linters

/// `SyntaxScanner.scan(_:bodies: false)` (the skim `lint` uses for files whose code no rule
/// reads) must find every declaration a full scan finds, in the same order and with exactly the
/// same facts, and the same imports.
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
        // Every declaration, local ones included, index for index: the project model built from
        // skims stays valid for the files scanned again in full (`Linter`'s code demand).
        if full.declarations.count != skim.declarations.count {
            problems.append("\(file.path): \(full.declarations.count) declarations, \(skim.declarations.count) in the skim")
        }
        for (d, declaration) in full.declarations.enumerated() where d < skim.declarations.count && skim.declarations[d] != declaration {
            problems.append("\(file.path):\(declaration.location): \(declaration.kind) \(declaration.name): differs in the skim")
        }
        return problems
    }

    @Test func skimStepsOverFunctionAndPropertyBodies() {
        let source = """
            import SwiftUI

            @MainActor final class MovieRouter: ObservableObject {
                @Published var path: [Route] = [] {
                    didSet { log(path) }
                }
                var title: String { path.isEmpty ? "Home" : "Detail" }
                var selection: Route? {
                    get { path.last }
                    set { if let newValue { path.append(newValue) } }
                }
                subscript(index: Int) -> Route {
                    mutating get { path[index] }
                }
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
        // What a body without declarations holds is not read: `path.append`, `print`; one with a
        // local declaration (the initializer's `Local`) is read, so that both scans declare it.
        #expect(skim.declarations.contains { $0.name == "Local" })
        #expect(full.calls.contains { $0.name == "print" } && full.calls.contains { $0.name == "append" })
        // A closure at type level is still read (its local declarations are declared); references,
        // calls, member accesses and assignments are not recorded at all (rules read them only in
        // files they report in).
        #expect(skim.declarations.contains { $0.name == "Inner" })
        #expect(full.references.contains { $0.name == "isEmpty" })
        #expect(full.calls.contains { $0.name == "log" })
        #expect(skim.references.isEmpty && skim.calls.isEmpty && skim.memberAccesses.isEmpty && skim.assignments.isEmpty)
        // Property bodies are stepped over with their accessor blocks noted, as the full scan notes them.
        let accessors = { (name: String) in skim.declarations.first { $0.name == name }?.accessors }
        #expect(accessors("path") == ["didSet"] && accessors("title") == [] && accessors("selection") == ["get", "set"])
        #expect(accessors("subscript") == ["get"])
        #expect(skim.declarations.first { $0.name == "open" }?.body != nil)
    }

    /// `lint --staged`'s skim (`localDeclarations: false`) steps over bodies with local
    /// declarations too: those are missing, every other declaration is the full scan's.
    @Test func stagedSkimStepsOverLocalDeclarations() {
        let source = "struct A {\n    init() {\n        struct Local {}\n        func helper() {}\n    }\n    var x: Int { 1 }\n    func f() {}\n}\n"
        let file = SourceFile(path: "A.swift", text: source)
        let full = SyntaxScanner.scan(file)
        let skim = SyntaxScanner.scan(file, bodies: false, localDeclarations: false)
        #expect(full.declarations.map(\.name) == ["A", "init", "Local", "helper", "x", "f"])
        #expect(skim.declarations.map(\.name) == ["A", "init", "x", "f"])
        func nonLocal(_ syntax: FileSyntax) -> [Declaration] {
            syntax.declarations.filter { !$0.isLocal }.map { declaration in
                var comparable = declaration
                comparable.parent = declaration.parent.map { syntax.declarations[$0].nameToken }
                return comparable
            }
        }
        #expect(nonLocal(full) == nonLocal(skim))
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
        // Local functions, types, actors and type aliases, also in closures: declared by both.
        "struct A {\n    func f() {\n        func g() { h() }\n        let actor = 1\n        actor.run()\n    }\n}\n",
        "func f() {\n    actor Counter { var n = 0 }\n    _ = [1].map { x -> Int in\n        enum E { case a }\n        typealias T = Int\n        return x\n    }\n}\n",
        // Accessor blocks of properties, subscripts and protocol requirements; words that only look
        // like accessors (in brackets, after a value); a property body with a local function.
        "protocol P {\n    var a: Int { get set }\n    subscript(i: Int) -> Int { get async throws }\n}\n",
        "struct A {\n    var b: Int {\n        mutating get async { 1 }\n        nonmutating set {}\n    }\n    var c = 0 { willSet {} didSet {} }\n}\n",
        "struct A {\n    var d: Int { [get, set].count }\n    var e: Int { f(get) + set }\n    var g: Int { get\n    }\n}\n",
        "struct A {\n    var h: Int {\n        func helper() -> Int { 1 }\n        return helper()\n    }\n    var i: Int { _read { yield 1 } _modify { yield &x } }\n}\n",
        // Headers the skim steps over, or reads when stepping over could change what follows:
        // attributes, a default value's closure, generic clauses, unbalanced brackets, an attribute
        // at the end of a header.
        "struct A<T> {\n    func f(_ g: @escaping @Sendable () -> Void = { struct S {} }, h: [Int: (String) -> Void]) -> some View where T: P {}\n    var b: Dictionary<String, [Int]> = [:], c: Int\n    subscript<K: Hashable>(key: K) -> Int? { nil }\n}\n",
        "enum E: Int, Codable {\n    case a(Int, String), b(x: [Int] = [1, 2])\n    case c\n    init?(raw: Int) { nil }\n}\n",
        "struct A {\n    func f(x: Int {\n    }\n    var y: Int\n}\nstruct B {\n    func g(x: [Int) {}\n    let z = 1\n}\n",
        "struct A {\n    var x: @MainActor\n    func g() {}\n    var y: (Int, (String) -> Void\n    @Published var z = 0\n}\n",
        // Parentheses, brackets, closures and blocks the skim steps over, or reads: patterns,
        // keyword labels, `#selector`, closures declaring something, brackets left open.
        "struct A {\n    let x = f(a: 1, b: [2, 3], c: (4, [5]))\n    let y = g(class: 1, .init(z: 2))\n    func h() {\n        func local() {}\n        if case (let a, let b) = (1, 2) { print(a, b) }\n        _ = x[keyPath: \\A.x]\n        _ = #selector(h)\n        [1].forEach { _ in struct Inner {} }\n    }\n}\n",
        "struct A {\n    lazy var v: Int = { 1 }()\n    let w = { () -> Int in\n        struct Local {}\n        return 1\n    }()\n    let u = [1, 2].map { $0 + 1 }\n}\n",
        "struct A {\n    let x = f(a: 1,\nstruct B {\n    var y = [1, 2\n}\nfinal class C {\n    let z = (1, [2)\n    func g() { if (a { } }\n}\n",
        "func f() {\n    func local() {}\n    run(work: { struct Job {} }, [{ enum E {} }], #Preview { V() })\n}\nstruct A {\n    let x = f(a: 1,\nstruct B: P, Q\n)\n    let y = g(\n@MainActor final class C {}\n)\n}\n",        // Broken code a review fuzzer found the skim reading differently (accessor words among
        // brackets, attributes and `#Preview` at a body's end, local macros and operators, an
        // unclosed `#available(` or tuple pattern, a body brace inside a closure, `actor` in a
        // group, an attribute's arguments or a generic callee or statement word ending a header).
        "struct S {\n    var x: Int { get { ( } set { } }\n}\n",
        "struct S {\n    var x: Int { ( get { ) } set { } }\n}\n",
        "struct S {\n    var x: Int { Foo<(a>(b)) {} get { } }\n}\n",
        "struct S {\n    let a = { x @objc }\n    func g() {}\n}\n",
        "struct S {\n    let a = { @A([ }\n    @objc func e() {}\n    )\n}\n",
        // A preview's labeled trailing closures, with local declarations, then a type.
        "#Preview(as: .systemSmall) {\n    W()\n} timeline: {\n    struct E {}\n    [1].map { _ in enum F {} }\n}\nstruct After {}\n",
        "struct S {\n    let a = { #Preview }\n    let b = { { struct T {} } }\n}\n",
        "struct S {\n    let a = { macro m() }\n    let b = { infix operator +++ }\n    var c: Int { associatedtype A }\n}\n",
        "let x = {#available(}\nfunc g() {}\n",
        "struct S {\n    let a = { let (p, [q }\n    func b() {}\n    )\n}\n",
        "func handle({) {}}\n",
        "struct S {\n    let a = f(actor A)\n    let b = f(macro m())\n}\n",
        "struct S {\n    var f: @convention(c)\n    func g() {}\n}\n",
        "func f() where guard let buffer\nenum E {\n    case a = if\n    var z: Int\n}\n",
        "enum E {\n    case a = X<Int, case b>.c\n}\n",
        // Found by the member oracle.
        "final class L {\n    var t = Task<Void, Never> { }\n    let h = R<Int, E> { 1 }, c = 0\n    var a, b, d: Int\n}\n",
        "struct S {\n    func f(\n        a: Int,\n    ) async -> Int { 1 }\n    subscript(i: Int,) -> Int { 0 }\n}\n",
        "struct S {\n    var d: A<A<Int>!>, n = 0\n    func f(_ b: B<O<S>?>, l: S) {}\n    let q = Box<Array<Int>?>() { 1 }\n}\n",
        "struct S {\n    init(@SwiftUI.ViewBuilder c: () -> V, s: D) {}\n    func r(@B<C> b: () -> R, @O(n: .l) _ l: Int = 1) {}\n}\n",
        "struct S {\n    @M @U<Bool>(k: 1) private var f: Bool\n    @C<Int>(0...1) var v = 5 { didSet {} }\n    @I<R> var r\n}\n",
        "final class M {\n    var s: Int {\n        @MainActor didSet { print(s) }\n    }\n    var v: Int {\n        @A get { 0 }\n        @available(*, unavailable) set { }\n    }\n    var c = 0 { @A willSet { } }\n    subscript(i: Int) -> Int {\n        @inline(__always) get { i }\n        @inline(__always) @_t _modify { yield &s }\n    }\n    @P var a = 1\n}\n",
        "struct S {\n    var v: Int { @A }\n    var w: Int { @A get }\n    var x: Int { get @A }\n    var y: Int { @A({ }) get { 1 } }\n    @B var z = 1\n}\n",
        "enum A {\n    case t(@Sendable () -> Void)\n    case l(@M (R<I, E>) -> Void, id: I)\n    case w(@S.M () -> V), x(r: @escaping @S () -> V)\n}\n",
        "struct S {\n    let m = open\n    private var c = 0\n    let o = a ?? final\n    var x: Set<Int>\n    open var y = 1\n}\n",
        "struct B<T> {\n    static func ==<U>(l: B<T>, r: B<U>) -> Bool { false }\n    static func <<<V: P>(l: B, r: V) -> B { l }\n}\n",
        "struct S {\n    @inlinable public __consuming func c(_ x: __owned S, _ y: __shared I) -> I { 0 }\n}\n",
        "struct S {\n    private var _x = 0\n    var x: Int {\n        @storageRestrictions(initializes: _x)\n        init(initialValue) { _x = initialValue }\n        get { _x }\n        @inline(__always) _modify { yield &_x }\n    }\n    var p: Int {\n        unsafeAddress { b }\n        unsafeMutableAddress { b }\n    }\n    var q: Int { init { } }\n    init() { x = 1 }\n}\n",
        "func c(_ m: @autoclosure() -> String = \"\", l: UInt = #line) {}\nfunc r(_ b: @escaping() async -> Void, o: @M() -> V, c: @convention(c) (Int) -> Int) {}\n",
        "struct B {\n    var s: R {\n        @_lifetime(borrow self)\n        borrowing get { o(s, borrowing: self) }\n    }\n    var o: Int { consuming get { 1 } }\n    var l: Int { __consuming get { 1 } }\n    var m: Int { borrowing(x) }\n}\n",
    ])
    func skimAgreesOnStructureOfTrickyBodies(source: String) {
        #expect(Self.differences("t.swift", source) == [])
    }

    /// Braces nested thousands deep, left open or holding what makes the skim read a body (a
    /// `#if`, a local declaration): the searches for a body's end that gave up are remembered
    /// (`skippableBodyEnd`), and the skim still declares what the full scan does.
    @Test func deeplyNestedBracesAgree() {
        let depth = 3_000
        let open = String(repeating: "foo {\n", count: depth), close = String(repeating: "}\n", count: depth)
        let sources = [
            "func f() {\n" + open + "#if DEBUG\nlet a = 1\n#endif\n" + close + "}\nstruct After {}\n",
            "func f() {\n" + open + "struct Local { var x: Int { 1 } }\n" + close + "}\nstruct After {}\n",
            "struct S {\n    func f() {\n" + open + "func g() {}\n",
            "struct S {\n    var x: Int {\n" + open + "enum E { case a }\n" + close + "    }\n}\n",
        ]
        for source in sources {
            #expect(Self.differences("deep.swift", source) == [])
        }
    }

    @Test(arguments: Style.all)
    func skimAgreesOnEveryTemplateFile(style: Style) throws {
        let fixture = try TemplateFixture(style)
        for (path, text) in fixture.files.sorted(by: { $0.key < $1.key }) {
            #expect(Self.differences(path, text) == [])
        }
    }

    /// Broken versions of a file, each with what was done: cut at a third and at two thirds, a
    /// bracket deleted after the middle, the line at 40% deleted, a stray `(` at the line at 60%
    /// (unclosed and stray brackets, headers and bodies cut short).
    static func mutations(of bytes: [UInt8]) -> [(String, [UInt8])] {
        var result: [(String, [UInt8])] = []
        for cut in [bytes.count / 3, bytes.count * 2 / 3] { result.append(("cut at \(cut)", Array(bytes[..<cut]))) }
        let brackets: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                                    UInt8(ascii: "{"), UInt8(ascii: "}")]
        if let b = bytes[(bytes.count / 2)...].firstIndex(where: brackets.contains) {
            var mutated = bytes
            mutated.remove(at: b)
            result.append(("without the bracket at \(b)", mutated))
        }
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }.filter { $0 < bytes.count }
        if lineStarts.count > 4 {
            let doomed = lineStarts[lineStarts.count * 2 / 5], after = lineStarts[lineStarts.count * 2 / 5 + 1]
            result.append(("without the line at \(doomed)", Array(bytes[..<doomed] + bytes[after...])))
            let at = lineStarts[lineStarts.count * 3 / 5]
            result.append(("with a ( at \(at)", Array(bytes[..<at] + [UInt8(ascii: "(")] + bytes[at...])))
        }
        return result
    }

    /// On a real corpus when `ARCHTOOL_CORPUS` names one (CI sets it): every `.swift` file under it,
    /// and broken versions of every eighth one (`mutations(of:)`).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ARCHTOOL_CORPUS"] != nil))
    func skimAgreesOnTheCorpus() throws {
        let root = ProcessInfo.processInfo.environment["ARCHTOOL_CORPUS"]!
        var files = 0
        var problems: [String] = []
        let walker = FileManager.default.enumerator(atPath: root)
        while let next = walker?.nextObject() as? String {
            guard next.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + next) else { continue }
            files += 1
            let bytes = Array(data)
            problems += Self.differences(SourceFile(path: next, bytes: bytes))
            if files % 8 == 0 {
                for (what, mutated) in Self.mutations(of: bytes) {
                    problems += Self.differences(SourceFile(path: "\(next) \(what)", bytes: mutated))
                }
            }
        }
        #expect(files > 0)
        #expect(problems == [], "\(problems.count) differences in \(files) files; first: \(problems.prefix(20))")
    }
}
