import ArchModel

/// H10 `view-model-shape`, the part no generic kind expresses: each module's view model
/// (`XViewModel` where the tree declares `XModule`) is declared in its own file named after it
/// (`XViewModel.swift`, or `XViewModel+Concern.swift`).
struct ViewModelInOwnFileRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        let project = context.project
        for type in project.concreteTypes(in: "ViewModels") where type.declaration.parent == nil {
            let name = LintProject.simpleName(type.declaration.name)
            // A module's view model (`ItemsViewModel` of `ItemsModule`), as the type shape asks.
            guard name.hasSuffix("ViewModel"), project.isTreeType(String(name.dropLast("ViewModel".count)) + "Module") else { continue }
            if FileNamedAfterTypeRule.typeName(ofPath: project.files[type.file].path) != name {
                context.report(file: type.file, at: type.declaration.location, "'\(name)' must be declared in its own file '\(name).swift'")
            }
        }
    }
}
