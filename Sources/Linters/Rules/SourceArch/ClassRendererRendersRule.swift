import ArchModel

/// SA2 `class-renderer-renders`: a class conforming to `Renderer` declares `func render()`,
/// in its body, an extension, or a superclass declared in the tree.
///
/// SwiftUI views get `render()` from the runtime; classes (UIKit/AppKit views and controllers)
/// are redrawn only through it.
struct ClassRendererRendersRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        let project = context.project
        let scope = Scope.layers("Renderers")
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices
            where file.declarations[d].kind == .class && !file.declarations[d].isLocal && !file.declarations[d].isInPreview {
                let declaration = file.declarations[d]
                guard project.contains(scope, file: f, declaration: d) else { continue }
                // A class nested in a Renderer, in its body or in an extension of it (a table's
                // `DataSource`, a SwiftUI `Coordinator`), is not itself a Renderer unless it conforms.
                if let parent = declaration.parent, file.declarations[parent].kind.hasMembers,
                   project.contains(scope, file: f, declaration: parent),
                   !project.index.supertypes(ofDeclared: declaration.qualifiedName).contains("Renderer") { continue }
                // Its own members, and its superclasses' in the tree (each type by qualified name).
                let entries = project.index.entries
                let superclasses = project.index.supertypeEntries(ofDeclared: declaration.qualifiedName)
                    .filter { entries[$0].kind == .class }.map { entries[$0].qualifiedName }
                let rendersItself = ([declaration.qualifiedName] + superclasses).map { project.memberIndices(ofDeclared: $0) }.contains { members in
                    members.contains { member in
                        let candidate = project.files[member.file].declarations[member.index]
                        return candidate.kind == .function && candidate.name == "render" && candidate.parameters.isEmpty
                            && !candidate.hasModifier("static") && !candidate.hasModifier("class")
                    }
                }
                if !rendersItself {
                    context.report(file: f, at: declaration.location, .missingRender(declaration.name))
                }
            }
        }
    }
}

extension String {
    fileprivate static func missingRender(_ name: String) -> String {
        "'\(name)' is a class Renderer and must declare 'func render()'"
    }
}
