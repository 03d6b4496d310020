import ArchModel

/// H12 `steps-call-on-next`: a `FlowStep` subclass that overrides `run()` calls `onNext()`
/// (or `self.onNext()`, also inside a closure) in it.
struct StepsCallOnNextRule: RuleChecker {
    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices
            where file.declarations[d].kind == .function && file.declarations[d].name == "run" && file.declarations[d].parameters.isEmpty && file.declarations[d].hasModifier("override") && !file.declarations[d].isInPreview {
                let run = file.declarations[d]
                guard let owner = run.parent, file.declarations[owner].kind.hasMembers,
                      project.layers(ofDeclared: file.declarations[owner].typeKey).contains("FlowSteps") else { continue }
                let callsOnNext = file.calls.contains { call in
                    call.name == "onNext" && (call.receiver.isEmpty || call.receiver == ["self"] || call.receiver == ["super"])
                        && file.isDeclaration(call.declaration, inside: d)
                }
                if !callsOnNext {
                    context.report(file: f, at: run.location,
                                   "'\(LintProject.simpleName(file.declarations[owner].name)).run()' must call 'onNext()', or the flow stops after this step")
                }
            }
        }
    }

    /// It reads the calls of the files that declare a `run()`.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        files.filter { f in
            let declarations = project.files[f].declarations
            return declarations.indices.contains { declarations[$0].kind == .function && declarations[$0].name == "run" }
        }
    }
}
