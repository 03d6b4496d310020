import Testing
@testable import Linters

/// The helpers the rules share.
@Suite struct RuleHelpersTests {
    private func constraints(_ source: String, of name: String, parameters: Set<String>? = nil) -> [String: [String]] {
        let syntax = SyntaxScanner.scan(SourceFile(path: "t.swift", text: source))
        let declaration = syntax.declarations.first { $0.name == name }!
        return syntax.genericConstraints(of: declaration, parameters: parameters)
    }

    /// Conformances and compositions, qualified or not, in the parameter clause and the `where`
    /// clause, and the type a same-type requirement makes a parameter, on either side of the `==`
    /// (review 31g item 6: `where B == SettingsBuilder` was no constraint).
    @Test func genericConstraintsReadConformancesAndSameTypeRequirements() {
        #expect(constraints("struct HomeScene<R: AnyObject & HomeSceneRepositoryObject, D: Combine.ObservableObject>: View {}", of: "HomeScene")
            == ["R": ["AnyObject", "HomeSceneRepositoryObject"], "D": ["ObservableObject"]])
        #expect(constraints("struct HomeScene<R, D>: View where R == AppRepository, Models.AppDispatcher == D, R: Sendable {}", of: "HomeScene")
            == ["R": ["AppRepository", "Sendable"], "D": ["AppDispatcher"]])
        #expect(constraints("func open<B>(_ b: B.Type) where B == SettingsBuilder {}", of: "open") == ["B": ["SettingsBuilder"]])
        #expect(constraints("extension Concrete where B == SettingsBuilder {}", of: "Concrete", parameters: ["B"]) == ["B": ["SettingsBuilder"]])
    }

    /// A parameter made another parameter or a member type of one, and a requirement on a
    /// parameter's member type, say nothing of what the parameter is.
    @Test func genericConstraintsLeaveOutOtherParametersAndMemberTypes() {
        #expect(constraints("struct Pair<A, B> where A == B, B == A.Element, A.Element == SettingsBuilder, B.Element: Sendable {}", of: "Pair")
            == [:])
    }
}
