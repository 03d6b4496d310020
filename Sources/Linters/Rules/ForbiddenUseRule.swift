import ArchModel

/// Generic kind `forbidden-use`: code in scope may not reference the concrete types of some
/// layers, nor certain names, members, calls, attributes or project types by suffix.
///
/// Only code counts (never comments or string text); previews are exempt; a name bound by an
/// enclosing generic parameter clause, associated type or type alias shadows a tree type.
struct ForbiddenUseRule: RuleChecker {
    let use: ForbiddenUse

    func check(_ context: RuleContext) {
        let project = context.project
        let scope = use.scope
        let names = Set(use.names), members = Set(use.members), calls = Set(use.calls), attributes = Set(use.attributes)
        let checksTreeTypes = !use.layers.isEmpty || !use.projectTypeSuffixes.isEmpty
        for (f, file) in context.checkedFiles {
            let mask = project.scopeMask(scope, file: f)
            if mask.isEmpty { continue }
            for reference in file.references where !reference.isInPreview {
                guard mask.contains(reference.declaration) else { continue }
                if reference.isMember {
                    if members.contains(reference.name) {
                        context.report(file: f, at: reference.location, "'.\(reference.name)' is not allowed in \(scope.phrase)")
                    }
                    continue
                }
                // Decide first, then ask whether a generic parameter, associated type or typealias
                // binds the name (that lookup is the costly part, so only for would-be findings).
                var message: String?
                if names.contains(reference.name) {
                    message = "'\(reference.name)' is not allowed in \(scope.phrase)"
                } else if checksTreeTypes, project.isTreeType(reference.name) {
                    let layers = project.layersOfReferencedType(reference.name, includeProtocols: use.includeProtocols)
                    if let layer = use.layers.first(where: { layers.contains($0) }) {
                        message = "'\(reference.name)' belongs to \(layer), which \(scope.phrase) may not use"
                    } else if let suffix = use.projectTypeSuffixes.first(where: { reference.name.hasSuffix($0) }) {
                        message = "'\(reference.name)' is a project '*\(suffix)' type, which \(scope.phrase) may not use"
                    }
                }
                if let message, !project.index.isShadowed(reference.name, file: f, declaration: reference.declaration) {
                    context.report(file: f, at: reference.location, message)
                }
            }
            if !calls.isEmpty {
                for call in file.calls where !call.isInPreview && call.receiver.isEmpty && calls.contains(call.name) {
                    guard call.arguments != nil || call.trailingClosure != nil, mask.contains(call.declaration) else { continue }
                    context.report(file: f, at: call.location, "'\(call.name)(…)' is not allowed in \(scope.phrase)")
                }
            }
            if !attributes.isEmpty {
                for d in file.declarations.indices where mask.contains(d) && !file.declarations[d].isInPreview {
                    let declaration = file.declarations[d]
                    for attribute in declaration.attributes where attributes.contains(attribute.name) {
                        context.report(file: f, at: attribute.location, "'@\(attribute.name)' is not allowed in \(scope.phrase)")
                    }
                }
            }
        }
    }
}
