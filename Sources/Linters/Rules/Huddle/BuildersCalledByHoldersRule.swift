import ArchModel

/// H6 `builders-called-by-holders`: `YBuilder.build(…)` is called only from module holders,
/// the composition root (a type named `*CompositionRoot`) and the `@main` App.
struct BuildersCalledByHoldersRule: RuleChecker {
    func check(_ context: RuleContext) {
        let project = context.project
        // The tree's type aliases of builders (`typealias SettingsFactory = SettingsBuilder`):
        // `SettingsFactory.build(…)` calls the builder.
        var aliases: [String: String] = [:]
        let entries = project.index.entries
        for a in project.typeAliases {
            if let target = entries[a].directSupertypes.first.map(TypeIndex.simpleName), isBuilder(target, project) {
                aliases[TypeIndex.simpleName(entries[a].name)] = target
            }
        }
        // The first of `names` that is a builder or a type alias of one.
        func builder(among names: [String]?) -> String? { names?.first { isBuilder($0, project) || aliases[$0] != nil } }
        let resolver = VariableTypeResolver(project: project)
        for (f, file) in context.checkedFiles {
            for call in file.calls where call.name == "build" && !call.isInPreview {
                guard var written = call.receiver.last else { continue }
                // A generic parameter of an enclosing declaration (`func open<B: SettingsBuilding>`):
                // the builder its constraint names, as `any SettingsBuilding.Type` is one, or the one
                // a same-type requirement makes it (`where B == SettingsBuilder`).
                func constraint(of name: String) -> String? {
                    var enclosing = call.declaration
                    while let d = enclosing {
                        // (An extension's `where B: SettingsBuilding` constrains its type's `B`.)
                        let isExtension = file.declarations[d].kind == .extension
                        if isExtension || file.declarations[d].genericParameters.contains(name),
                           let found = builder(among: file.genericConstraints(of: file.declarations[d], parameters: isExtension ? [name] : nil)[name]) {
                            return found
                        }
                        // An extension of a generic type: the constraints its declaration writes (`struct Opener<B: SettingsBuilding>`).
                        if isExtension {
                            for entry in project.index.entries(declared: file.declarations[d].name) {
                                for place in entry.declarations {
                                    let declared = project.files[place.file].declarations[place.declaration]
                                    if declared.genericParameters.contains(name),
                                       let found = builder(among: project.files[place.file].genericConstraints(of: declared)[name]) {
                                        return found
                                    }
                                }
                            }
                        }
                        enclosing = file.declarations[d].parent
                    }
                    return nil
                }
                if builder(among: [written]) == nil, let constrained = constraint(of: written) { written = constrained }
                // `let b = ItemsBuilder.self` (or `b: ItemsBuilder.Type`, a property set in `init`,
                // `c ? ItemsBuilder.self : CartBuilder.self`), then `b.build(…)`: the same call of
                // the builder through its metatype, held in a local or a property (the first
                // builder it may hold).
                if call.receiver.count == 1 || (call.receiver.count == 2 && call.receiver.first == "self"),
                   builder(among: [written]) == nil,
                   let held = resolver.metatypes(heldBy: written, before: call.token, file: f, declaration: call.declaration,
                                                 propertyOnly: call.receiver.count == 2)
                       .lazy.map(LintProject.simpleName).compactMap({ builder(among: [$0]) ?? constraint(of: $0) }).first {
                    written = held
                }
                let aliased = isBuilder(written, project) ? nil : aliases[written]
                guard aliased != nil || isBuilder(written, project) else { continue }
                let through = aliased == nil ? "" : " (through the type alias '\(written)')"
                let layers = project.layers(file: f, declaration: call.declaration)
                if layers.contains("ModuleHolders") || layers.contains("App") { continue }
                if let top = file.topLevelDeclaration(of: call.declaration),
                   LintProject.simpleName(file.declarations[top].name).hasSuffix("CompositionRoot") { continue }
                // The message says how the composition root is told, for code that is one by
                // another name (a UIKit `SceneDelegate`): STYLES.md does not name it.
                context.report(file: f, at: call.location,
                               "'\(aliased ?? written).build(…)' may be called only by module holders and the composition root "
                                   + "(a '*CompositionRoot' type or the @main type)\(through)")
            }
        }
    }

    /// A module builder of the tree, or a `*Builder` type from another package.
    /// Its findings land on calls named `build`.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        project.files(files, withCodeIn: .all, naming: ["build"])
    }

    private func isBuilder(_ name: String, _ project: LintProject) -> Bool {
        if project.isTreeType(name) {
            let layers = project.typeLayers[name] ?? []
            return layers.contains("Builders") && !layers.contains("ResultBuilders")
        }
        return name.hasSuffix("Builder") && name.first?.isUppercase == true
    }
}
