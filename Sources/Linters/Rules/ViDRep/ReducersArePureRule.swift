import ArchModel

/// V3 `reducers-are-pure`, the part no generic kind expresses: no stored `var` (instance or
/// static), and no global mutable state in Reducer files.
struct ReducersArePureRule: RuleChecker {
    func check(_ context: RuleContext) {
        let project = context.project
        for type in project.concreteTypes(in: "Reducers") {
            for (file, member) in project.members(ofType: type.declaration.name) {
                if member.kind == .variable, member.binding == "var", member.storage == .stored {
                    let what = member.hasModifier("static") || member.hasModifier("class") ? "static mutable state" : "a stored 'var'"
                    context.report(file: file, at: member.location, "reducers hold no state: '\(member.name)' is \(what)")
                }
            }
        }
        for (f, file) in context.checkedFiles where project.fileLayers[f].contains("Reducers") {
            for declaration in file.declarations
            where declaration.parent == nil && declaration.kind == .variable && declaration.binding == "var" && declaration.storage == .stored {
                context.report(file: f, at: declaration.location, "reducers use no global mutable state: '\(declaration.name)' is a global 'var'")
            }
        }
    }
}
