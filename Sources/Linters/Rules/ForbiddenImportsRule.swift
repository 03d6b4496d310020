import ArchModel

/// Generic kind `forbidden-imports`: files with code in scope import none of these modules.
struct ForbiddenImportsRule: ReadsNoCode {
    let scope: Scope
    let modules: [String]

    func check(_ context: RuleContext) {
        let project = context.project
        // The imports first: most files import none of the modules, and their scope is not
        // worked out.
        for (f, file) in context.checkedFiles
        where file.imports.contains(where: { modules.contains($0.module) && !$0.isInPreview })
            && Self.importsInScope(project.scopeMask(scope, file: f), file) {
            for declaration in file.imports where modules.contains(declaration.module) && !declaration.isInPreview {
                context.report(file: f, at: declaration.location, "\(scope.phrase) may not import '\(declaration.module)'")
            }
        }
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
