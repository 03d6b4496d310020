import Testing
@testable import archtool

@Suite struct PlaceholderRendererTests {
    let renderer = PlaceholderRenderer(variables: ["Name": "Settings", "name": "settings"])

    @Test func replacesKnownVariablesInText() throws {
        #expect(try renderer.render("struct {{Name}}Scene { let {{name}}: Int }") == "struct SettingsScene { let settings: Int }")
    }

    @Test func leavesOtherBracesAlone() throws {
        #expect(try renderer.render("f { {x} } {{ }} {{1}}") == "f { {x} } {{ }} {{1}}")
    }

    @Test func unknownVariableIsAnError() {
        #expect(throws: PlaceholderRenderer.UnknownVariable(name: "Flow")) { try renderer.render("{{Flow}}Step") }
    }
}
