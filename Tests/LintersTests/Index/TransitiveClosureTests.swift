import Testing
@testable import Linters

/// `TypeIndex.supertypes(of:)` (computed on demand) and `types(reaching:)` (walked down from
/// the supertypes) against the plain definition: everything reachable from a name's direct
/// supertypes, on hierarchies with chains, cycles and self-loops.
@Suite struct TransitiveClosureTests {
    static func reachable(_ direct: [String: Set<String>]) -> [String: Set<String>] {
        direct.mapValues { supertypes in
            var seen: Set<String> = []
            var stack = Array(supertypes)
            while let next = stack.popLast() {
                if seen.insert(next).inserted { stack.append(contentsOf: direct[next] ?? []) }
            }
            return seen
        }
    }

    /// One protocol per name, inheriting its direct supertypes.
    static func index(_ direct: [String: Set<String>]) -> TypeIndex {
        let source = direct.sorted { $0.key < $1.key }.map { name, supertypes in
            "protocol \(name)" + (supertypes.isEmpty ? "" : ": " + supertypes.sorted().joined(separator: ", ")) + " {}"
        }.joined(separator: "\n")
        return TypeIndex(files: [SyntaxScanner.scan(SourceFile(path: "t.swift", text: source))])
    }

    static func check(_ direct: [String: Set<String>]) {
        let index = index(direct)
        let closures = reachable(direct)
        for name in direct.keys.sorted() {
            #expect(index.supertypes(of: name) == closures[name], "\(name) in \(direct)")
            #expect(index.supertypes(of: name) == closures[name], "\(name), asked again")
            let expected = Set(closures.filter { $0.value.contains(name) }.keys)
            #expect(index.types(reaching: [name]) == expected, "types reaching \(name) in \(direct)")
        }
    }

    @Test func chainsCyclesSelfLoopsAndFrameworkNames() {
        let direct: [String: Set<String>] = [
            "AppRouter": ["RouterObject"], "RouterObject": ["ObservableObject"],
            "A": ["B"], "B": ["C"], "C": ["A", "Hashable"], "D": ["B"],
            "Leaf": [],
        ]
        Self.check(direct)
        let index = Self.index(direct)
        #expect(index.supertypes(of: "AppRouter") == ["RouterObject", "ObservableObject"])
        #expect(index.supertypes(of: "D") == ["A", "B", "C", "Hashable"])
        #expect(index.types(reaching: ["ObservableObject"]) == ["AppRouter", "RouterObject"])
    }

    @Test func aTypeNamingItselfBySimpleNameReachesItself() {
        // `protocol Lock: NIOCore.Lock`: the simple names make a self-loop.
        let index = TypeIndex(files: [SyntaxScanner.scan(SourceFile(path: "t.swift", text: "protocol Lock: NIOCore.Lock, Sendable {}"))])
        #expect(index.supertypes(of: "Lock") == ["Lock", "Sendable"])
    }

    @Test func randomHierarchiesAgreeWithTheDefinition() {
        var generator = SplitMix(seed: 42)
        for _ in 0..<100 {
            let count = Int(generator.next() % 10) + 1
            var direct: [String: Set<String>] = [:]
            for node in 0..<count {
                var supertypes: Set<String> = []
                for _ in 0..<Int(generator.next() % 4) {
                    let target = Int(generator.next() % UInt64(count + 3))  // some names outside the tree
                    supertypes.insert("T\(target)")
                }
                direct["T\(node)"] = supertypes
            }
            Self.check(direct)
        }
    }
}
