import ArchModel

/// Generic kind `forbidden-imports`: files with code in scope import none of these modules.
///
/// A type only previews use (`private final class PreviewDispatcher` beside a scene's `#Preview`)
/// is preview code (`PreviewOnlyTypes`), which is exempt: it puts no file in its layer.
struct ForbiddenImportsRule: ReadsNoCode {
    let scope: Scope
    let modules: [String]

    /// A scope of paths or of every file judges the types of no layer of a file it covers.
    func judgesTypesInNoLayer(file f: Int, in project: LintProject) -> Bool {
        project.coversCodeInNoLayer(scope, file: f)
    }

    func check(_ context: RuleContext) {
        let project = context.project
        // The rule's `except-types`, for the type the message names (a finding whose types in
        // scope are all excepted is dropped with the others the exceptions drop: `RuleExceptions`).
        let excepted = ExceptedTypes(context.rule.exceptTypes, project: project)
        // The imports first: most files import none of the modules, and their scope is not
        // worked out.
        for (f, file) in context.checkedFiles where file.imports.contains(where: { modules.contains($0.module) && !$0.isInPreview }) {
            let mask = project.scopeMask(scope, file: f)
            guard Self.importsInScope(mask, file) else { continue }
            for declaration in file.imports where modules.contains(declaration.module) && !declaration.isInPreview {
                context.report(file: f, at: declaration.location, message(declaration.module, mask, file, f, project, excepted))
            }
        }
    }

    /// Why a file in scope may not import `module`: the first type it declares of the scope's
    /// layers, named, as a file that is visibly something else reads as one of those layers only
    /// by it (a SwiftUI view file that declares its Model); a concrete type before a protocol (a
    /// dispatcher's file, all Dispatchers by its folder, is the class's, not its port's); with
    /// the advice to move the types of those layers (`advice`). Else (a file in scope by its
    /// file-level code or its extensions only, or a scope of no layers) the scope's phrase.
    private func message(_ module: String, _ mask: ScopeMask, _ file: FileSyntax, _ f: Int, _ project: LintProject,
                         _ excepted: ExceptedTypes) -> String {
        let declarations = file.declarations
        func isType(_ d: Int) -> Bool {
            declarations[d].kind.isNominalType && !declarations[d].isLocal && !declarations[d].isInPreview && !Self.isExcepted(d, declarations, excepted)
        }
        let inScope = scope.layers.isEmpty ? [] : declarations.indices.compactMap { d -> (index: Int, layer: String)? in
            guard isType(d), mask.contains(d) else { return nil }
            let layers = project.layers(file: f, declaration: d)
            return scope.layers.first(where: layers.contains).map { (d, $0) }
        }
        guard let (d, layer) = inScope.first(where: { declarations[$0.index].kind.isConcreteType }) ?? inScope.first else {
            return "\(scope.phrase) may not import '\(module)'"
        }
        let written = (ModuleNamespaces.writtenPath(declarations[d].path) + [declarations[d].name]).joined(separator: ".")
        return "this file declares '\(written)', which belongs to \(layer), so it may not import '\(module)'"
            + advice(moving: inScope.map(\.index), mask, declarations)
    }

    /// The advice to move the types of the scope's layers (`types`) out, where the file keeps
    /// code the import serves: every one of them, as moving only the first moves the finding to
    /// the next; a nested one with the type it is nested in (a Model's own types), else out of it
    /// (`StatusView.Model`: a view file cannot move itself away). A top-level one only when the
    /// file declares types outside the scope, whose import it would keep; a nested one only when
    /// the type it is nested in declares more (not a namespace `enum Checkout` holding it alone).
    private func advice(moving types: [Int], _ mask: ScopeMask, _ declarations: [Declaration]) -> String {
        let moved = Set(types)
        func movesWithAnother(_ d: Int) -> Bool {
            var parent = declarations[d].parent
            while let p = parent {
                if moved.contains(p) { return true }
                parent = declarations[p].parent
            }
            return false
        }
        func isMoved(_ d: Int) -> Bool { moved.contains(d) || movesWithAnother(d) }
        func outermost(_ d: Int) -> Int {
            var outer = d
            while let parent = declarations[outer].parent { outer = parent }
            return outer
        }
        func keepsCode(_ top: Int) -> Bool {
            declarations.indices.contains { $0 != top && !isMoved($0) && !declarations[$0].isInPreview && outermost($0) == top }
        }
        let others = declarations.indices.contains { d in
            declarations[d].kind.isNominalType && !declarations[d].isLocal && !declarations[d].isInPreview
                && declarations[d].parent == nil && !mask.contains(d)
        }
        // By where they move from (the file, or the type they are nested in), in source order.
        var groups: [(from: String, names: [String])] = []
        for d in types where !movesWithAnother(d) && (declarations[d].parent == nil ? others : keepsCode(outermost(d))) {
            let from = ModuleNamespaces.writtenPath(declarations[d].path).joined(separator: ".")
            if let g = groups.firstIndex(where: { $0.from == from }) {
                groups[g].names.append(declarations[d].name)
            } else {
                groups.append((from, [declarations[d].name]))
            }
        }
        let clauses = groups.map { group in
            let names = group.names.map { "'\($0)'" }
            let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            return listed + (group.from.isEmpty ? "" : " out of '\(group.from)'") + (names.count == 1 ? " to a file of its own" : " to files of their own")
        }
        return clauses.isEmpty ? "" : ": move " + clauses.joined(separator: ", and ")
    }

    /// Whether a file's imports are in scope: a file's imports serve its types, so the layers of
    /// its types and extensions, nested ones included, decide (`HomeView.swift` is a Views file,
    /// and `except: ["Views"]` exempts it, though its file-level code is in no layer; a
    /// `PaymentDispatcher` nested in `enum Checkout` puts its file among the Dispatchers); a
    /// file without any is judged by its file-level code. An extension counts only in a file
    /// whose path is in scope: a file that extends a type of the layer elsewhere declares none
    /// (`extension NoteModel { var tint: Color }` beside a SwiftUI view is no Models file); the
    /// code it adds is the layer's, for the rules about code.
    /// The types of `excepted` (and what is nested in them) put no file in scope: a finding is
    /// on an `import` line, outside the lines of the types that put the file in scope, so the
    /// rule's `except-types` reach it this way (`RuleExceptions`).
    static func importsInScope(_ mask: ScopeMask, _ file: FileSyntax, excepted: ExceptedTypes = ExceptedTypes()) -> Bool {
        let declarations = file.declarations
        var typed = false
        // (Preview code is exempt: a test double nested in a `PreviewProvider` puts no file in its layer.)
        for d in declarations.indices where declarations[d].kind.hasMembers && !declarations[d].isLocal && !declarations[d].isInPreview {
            typed = true
            if mask.contains(d), declarations[d].kind != .extension || mask.fileLevel, !isExcepted(d, declarations, excepted) { return true }
        }
        return !typed && mask.fileLevel
    }

    /// Whether declaration `d` is of a type `except-types` names, or nested in one.
    private static func isExcepted(_ d: Int, _ declarations: [Declaration], _ excepted: ExceptedTypes) -> Bool {
        guard !excepted.isEmpty else { return false }
        var current: Int? = d
        while let c = current {
            if declarations[c].kind.hasMembers, excepted.contains(declarations[c]) { return true }
            current = declarations[c].parent
        }
        return false
    }
}
