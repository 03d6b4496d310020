import Testing
@testable import archtool

@Suite struct PlaceholderRendererTests {
    let renderer = PlaceholderRenderer(variables: ["Name": "Settings", "name": "settings"])

    @Test func replacesKnownVariablesInText() throws {
        #expect(try renderer.render("struct {{Name}}Scene { let {{name}}: Int }") == "struct SettingsScene { let settings: Int }")
    }

    /// `add`'s variables: the name as code writes it, and as prose does (`{{name_words}}`, in doc
    /// comments: "A reusable search field row", not "searchField").
    @Test func itemVariablesSpellTheNameForCodeAndProse() throws {
        let variables = PlaceholderRenderer.itemVariables(try ProjectName("SearchField"))
        #expect(variables == ["Name": "SearchField", "name": "searchField", "name_snake": "search_field", "name_words": "search field"])
        for (name, words) in [("HTTPStatus", "HTTP status"), ("AToZList", "a to z list"), ("ATeam", "a team"), ("ARView", "AR view"),
                              ("Settings", "settings"), ("X", "x")] {
            #expect(PlaceholderRenderer.itemVariables(try ProjectName(name))["name_words"] == words, "\(name)")
        }
    }

    @Test func leavesOtherBracesAlone() throws {
        #expect(try renderer.render("f { {x} } { { } } {1} }}") == "f { {x} } { { } } {1} }}")
    }

    @Test func unknownVariableIsAnError() {
        #expect(throws: PlaceholderRenderer.UnknownVariable(name: "Flow", line: 2)) { try renderer.render("// x\n{{Flow}}Step") }
    }

    /// `{{` is reserved for placeholders (Templates/README.md): one that starts none is an error
    /// at its line, not text copied into the project.
    @Test func aStrayDoubleBraceIsAnError() {
        for text in ["a {{ b", "{{ }}", "x\n\n{{1}}", "{{Name"] {
            #expect(throws: PlaceholderRenderer.UnknownVariable.self) { try renderer.render(text) }
        }
        #expect(throws: PlaceholderRenderer.UnknownVariable(name: "", isStray: true, line: 3)) { try renderer.render("x\n\n{{1}}") }
    }
}
