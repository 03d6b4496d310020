import ArchModel

/// S2 `view-model-naming`, its second half: in `class XViewModel: ViewModel<S>`, `S` is named
/// `*ViewState` (the class name itself is checked by the generic `naming` kind).
///
/// Subclasses of `ViewModel<…>` are checked, and those of a generic class of the tree that
/// passes its parameter on (`class BaseViewModel<S: ViewState>: ViewModel<S>` makes
/// `SettingsViewModel: BaseViewModel<SettingsState>` name `SettingsState`); a generic parameter
/// passed through (or one of an enclosing or extended type) or an associated type names no state
/// type and is skipped.
struct ViewModelStateNamingRule: RuleChecker {
    func check(_ context: RuleContext) {
        let project = context.project
        let forwarding = project.genericForwarding(to: ["ViewModel"])
        for (f, file) in context.checkedFiles {
            for d in file.declarations.indices
            where file.declarations[d].kind == .class && !file.declarations[d].isInPreview && !file.declarations[d].isLocal {
                let declaration = file.declarations[d]
                var found = declaration.inheritance.first(where: { $0.name == "ViewModel" }).flatMap { superclass in
                    superclass.genericArguments.first.map { (superclass, $0) }
                }
                if found == nil, !forwarding.isEmpty {
                    for inherited in declaration.inheritance {
                        if let argument = forwarding.argument(of: inherited, file: f, declaration: d, target: "ViewModel", position: 0) {
                            found = (inherited, argument)
                            break
                        }
                    }
                }
                guard let (superclass, argument) = found, !declaration.genericParameters.contains(TypeIndex.pathName(argument)) else { continue }
                let state = LintProject.simpleName(argument)
                guard !state.isEmpty, !state.hasSuffix("ViewState"),
                      !project.index.isShadowed(state, file: f, declaration: d) else { continue }
                context.report(file: f, at: location(of: state, in: declaration, file) ?? superclass.location,
                               .stateNamed(state, viewModel: declaration.name))
            }
        }
    }

    /// Where the state type is named in the declaration's header.
    private func location(of name: String, in declaration: Declaration, _ file: FileSyntax) -> SourceLocation? {
        let end = declaration.body?.lowerBound ?? declaration.tokenRange.upperBound
        return file.references.first { $0.name == name && $0.token > declaration.nameToken && $0.token < end }?.location
    }

    /// It reads the references in the headers of classes that inherit a `ViewModel`.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        let forwarding = project.genericForwarding(to: ["ViewModel"])
        return files.filter { f in
            let declarations = project.files[f].declarations
            return declarations.indices.contains {
                declarations[$0].kind == .class && declarations[$0].inheritance.contains { $0.name == "ViewModel" || forwarding.mayForward($0.name) }
            }
        }
    }
}

extension String {
    fileprivate static func stateNamed(_ state: String, viewModel: String) -> String {
        "'\(state)', the state of '\(viewModel)', should be named '*ViewState'"
    }
}
