import ArchModel

/// S5 `stateful-views-subscribe`, its third part: every concrete `StatefulView` calls
/// `subscribe(view: self)` in its body or in one of its extensions, or inherits a class or a
/// protocol (extension) that does. That it is a class and declares `render(state:)` is checked
/// by the generic `type-shape` and `required-members` kinds under the same id.
///
/// Only a type's own conformance counts: an enum nested in a view controller is not a view.
struct StatefulViewsSubscribeRule: RuleChecker {
    /// `subscribe(view: self)` is called in a method or initializer, possibly in an extension in
    /// another file than the view's declaration, where the finding is reported.
    var readsOtherFilesFunctionBodies: Bool { true }

    func check(_ context: RuleContext) {
        let project = context.project
        // Types (by simple name) whose code calls `subscribe(view: self)`.
        var subscribed: Set<String> = []
        for file in project.files {
            for call in file.calls where call.name == "subscribe" && call.labels == ["view"] {
                guard let arguments = call.arguments, let owner = call.declaration,
                      let type = file.enclosingType(of: owner),
                      file.file.tokens[arguments].contains(where: { $0.kind == .keyword && file.file.token($0, is: "self") })
                else { continue }
                subscribed.insert(LintProject.simpleName(file.declarations[type].name))
            }
        }
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices
            where file.declarations[d].kind.isConcreteType && !file.declarations[d].isInPreview && !file.declarations[d].isLocal {
                let declaration = file.declarations[d]
                let name = LintProject.simpleName(declaration.name)
                guard project.typeLayers[name]?.contains("Views") == true,
                      // Once per type, at its first declaration.
                      project.index.entry(named: declaration.qualifiedName)?.declarations.first == TypeIndex.Location(file: f, declaration: d),
                      !subscribed.contains(name), project.supertypes(of: name).isDisjoint(with: subscribed)
                else { continue }
                context.report(file: f, at: declaration.location, .neverSubscribes(name))
            }
        }
    }
}

extension String {
    fileprivate static func neverSubscribes(_ view: String) -> String {
        "'\(view)' never calls 'subscribe(view: self)'; the view model renders only subscribed views"
    }
}
