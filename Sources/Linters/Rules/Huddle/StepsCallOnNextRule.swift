import ArchModel

/// H12 `steps-call-on-next`: a `FlowStep` subclass that overrides `run()` calls `onNext()`
/// (or `self.onNext()`, also inside a closure) in it, or in a method of its own that `run()`
/// calls (`finish()`, declared in the step or an extension of it; transitively).
struct StepsCallOnNextRule: RuleChecker {
    /// The method `run()` calls may be declared in an extension in another file.
    var readsOtherFilesFunctionBodies: Bool { true }

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices {
                guard let owner = Self.stepOwner(ofRun: d, in: file, project) else { continue }
                let run = file.declarations[d]
                let reached = project.ownMethodsReached(from: TypeIndex.Location(file: f, declaration: d), ofType: file.declarations[owner].typeKey)
                let callsOnNext = reached.contains { location in
                    let code = project.files[location.file]
                    return code.calls.contains { call in
                        call.name == "onNext" && (call.receiver.isEmpty || call.receiver == ["self"] || call.receiver == ["super"])
                            && code.isDeclaration(call.declaration, inside: location.declaration)
                    }
                }
                if !callsOnNext {
                    context.report(file: f, at: run.location,
                                   "'\(LintProject.simpleName(file.declarations[owner].name)).run()' must call 'onNext()', or the flow stops after this step")
                }
            }
        }
    }

    /// It reads the calls of the files that declare a step's `override func run()`, and of those
    /// that extend a step (its methods `run()` may call).
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        files.filter { f in
            let file = project.files[f]
            return file.declarations.indices.contains {
                Self.stepOwner(ofRun: $0, in: file, project) != nil
                    || (file.declarations[$0].kind == .extension && !file.declarations[$0].isInPreview
                        && project.layers(ofDeclared: file.declarations[$0].typeKey).contains("FlowSteps"))
            }
        }
    }

    /// The type in FlowSteps whose `override func run()` declaration `d` is, outside previews.
    private static func stepOwner(ofRun d: Int, in file: FileSyntax, _ project: LintProject) -> Int? {
        let declarations = file.declarations
        guard declarations[d].kind == .function, declarations[d].name == "run", declarations[d].parameters.isEmpty,
              declarations[d].hasModifier("override"), !declarations[d].isInPreview, let owner = declarations[d].parent,
              declarations[owner].kind.hasMembers, project.layers(ofDeclared: declarations[owner].typeKey).contains("FlowSteps")
        else { return nil }
        return owner
    }
}
