import ArchModel

/// Generic kind `forbidden-imports`: files with code in scope import none of these modules.
struct ForbiddenImportsRule: ReadsNoCode {
    let scope: Scope
    let modules: [String]

    func check(_ context: RuleContext) {
        let project = context.project
        // The imports first: most files import none of the modules, and their scope is not
        // worked out.
        for (f, file) in context.checkedFiles where file.imports.contains(where: { modules.contains($0.module) && !$0.isInPreview }) {
            let mask = project.scopeMask(scope, file: f)
            guard Self.importsInScope(mask, file) else { continue }
            for declaration in file.imports where modules.contains(declaration.module) && !declaration.isInPreview {
                context.report(file: f, at: declaration.location, message(declaration.module, mask, file, f, project))
            }
        }
    }

    /// Why a file in scope may not import `module`: the first type it declares of the scope's
    /// layers, named, as a file that is visibly something else reads as one of those layers only
    /// by it (a SwiftUI view file that declares its Model); a concrete type before a protocol (a
    /// dispatcher's file, all Dispatchers by its folder, is the class's, not its port's); with
    /// the advice to move that type when the file declares types outside the scope, whose imports
    /// it would keep. Else (a file in scope by its file-level code or its extensions only, or a
    /// scope of no layers) the scope's phrase.
    private func message(_ module: String, _ mask: ScopeMask, _ file: FileSyntax, _ f: Int, _ project: LintProject) -> String {
        let declarations = file.declarations
        func isType(_ d: Int) -> Bool { declarations[d].kind.isNominalType && !declarations[d].isLocal && !declarations[d].isInPreview }
        let inScope = scope.layers.isEmpty ? [] : declarations.indices.filter { isType($0) && mask.contains($0) }
        for d in inScope.filter({ declarations[$0].kind.isConcreteType }) + inScope.filter({ !declarations[$0].kind.isConcreteType }) {
            let layers = project.layers(file: f, declaration: d)
            guard let layer = scope.layers.first(where: layers.contains) else { continue }
            let name = declarations[d].qualifiedName
            let others = declarations[d].parent == nil
                && declarations.indices.contains { isType($0) && declarations[$0].parent == nil && !mask.contains($0) }
            return "this file declares '\(name)', which belongs to \(layer), so it may not import '\(module)'"
                + (others ? ": move '\(name)' to a file of its own" : "")
        }
        return "\(scope.phrase) may not import '\(module)'"
    }

    /// Whether a file's imports are in scope: a file's imports serve its types, so the layers of
    /// its types and extensions, nested ones included, decide (`HomeView.swift` is a Views file,
    /// and `except: ["Views"]` exempts it, though its file-level code is in no layer; a
    /// `PaymentDispatcher` nested in `enum Checkout` puts its file among the Dispatchers); a
    /// file without any is judged by its file-level code. An extension counts only in a file
    /// whose path is in scope: a file that extends a type of the layer elsewhere declares none
    /// (`extension NoteModel { var tint: Color }` beside a SwiftUI view is no Models file); the
    /// code it adds is the layer's, for the rules about code.
    static func importsInScope(_ mask: ScopeMask, _ file: FileSyntax) -> Bool {
        let declarations = file.declarations
        var typed = false
        // (Preview code is exempt: a test double nested in a `PreviewProvider` puts no file in its layer.)
        for d in declarations.indices where declarations[d].kind.hasMembers && !declarations[d].isLocal && !declarations[d].isInPreview {
            if mask.contains(d), declarations[d].kind != .extension || mask.fileLevel { return true }
            typed = true
        }
        return !typed && mask.fileLevel
    }
}
