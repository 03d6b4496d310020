import ArchModel

/// P11 `router-shared-only-in-modules`: `Router.shared` (and chains through it) appears only in
/// Modules and Router code. The finding lands on `Router`.
struct RouterSharedOnlyInModulesRule: RuleChecker {
    /// Where `Router.shared` may not appear.
    static let forbidden = Scope(except: ["Modules", "Router"])

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            for access in file.memberAccesses where !access.isInPreview && access.path.count >= 2 {
                guard access.path[0] == "Router", access.path[1] == "shared",
                      project.contains(Self.forbidden, file: f, declaration: access.declaration),
                      !project.index.isShadowed("Router", file: f, declaration: access.declaration) else { continue }
                context.report(file: f, at: access.location, .sharedRouterOutsideModules)
            }
        }
    }
}

extension String {
    fileprivate static let sharedRouterOutsideModules = "'Router.shared' may be used only in Modules and the Router"
}
