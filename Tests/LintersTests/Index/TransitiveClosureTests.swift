import Testing
@testable import Linters

/// `TypeIndex.transitiveClosures` (one pass over strongly connected components) against the
/// plain definition: everything reachable from a name's direct supertypes.
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

    @Test func chainsCyclesSelfLoopsAndFrameworkNames() {
        let direct: [String: Set<String>] = [
            "AppRouter": ["RouterObject"], "RouterObject": ["ObservableObject"],
            "Lock": ["Lock", "Sendable"],  // `struct Lock: NIOCore.Lock`
            "A": ["B"], "B": ["C"], "C": ["A", "Hashable"], "D": ["B"],
            "Leaf": [],
        ]
        let closures = TypeIndex.transitiveClosures(direct)
        #expect(closures == Self.reachable(direct))
        #expect(closures["AppRouter"] == ["RouterObject", "ObservableObject"])
        #expect(closures["Lock"] == ["Lock", "Sendable"])
        #expect(closures["D"] == ["A", "B", "C", "Hashable"])
    }

    @Test func randomGraphsAgreeWithTheDefinition() {
        var generator = SplitMix(seed: 42)
        for _ in 0..<200 {
            let count = Int(generator.next() % 12) + 1
            var direct: [String: Set<String>] = [:]
            for node in 0..<count {
                var supertypes: Set<String> = []
                for _ in 0..<Int(generator.next() % 4) {
                    let target = Int(generator.next() % UInt64(count + 3))  // some names outside the graph
                    supertypes.insert("T\(target)")
                }
                direct["T\(node)"] = supertypes
            }
            #expect(TypeIndex.transitiveClosures(direct) == Self.reachable(direct))
        }
    }
}
