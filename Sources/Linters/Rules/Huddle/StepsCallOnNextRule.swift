import ArchModel

/// H12 `steps-call-on-next`: a `FlowStep` subclass that overrides `run()` calls `onNext()`
/// (or `self.onNext()`, also inside a closure) in it.
struct StepsCallOnNextRule: RuleChecker {
    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices {
                guard let owner = Self.stepOwner(ofRun: d, in: file, project) else { continue }
                let run = file.declarations[d]
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

    /// It reads the calls of the files that declare a step's `override func run()`.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        files.filter { f in
            let file = project.files[f]
            return file.declarations.indices.contains { Self.stepOwner(ofRun: $0, in: file, project) != nil }
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
