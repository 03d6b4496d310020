import ArchModel

/// P11 `router-shared-only-in-modules`: `Router.shared` (and chains through it) appears only in
/// Modules and Router code. The finding lands on `Router`.
struct RouterSharedOnlyInModulesRule: RuleChecker {
    /// Where `Router.shared` may not appear.
    static let forbidden = Scope(except: ["Modules", "Router"])
    static let routerShared: NameList = ["Router", "shared"]

    func check(_ context: RuleContext) {
        let project = context.project
        for (f, file) in context.checkedFiles {
            // By index, on the joined path: copying each access and splitting its path into
            // strings was the whole cost of this rule.
            let accesses = file.memberAccesses
            for a in accesses.indices where !accesses[a].isInPreview && accesses[a].path.hasPrefix(Self.routerShared) {
                let access = accesses[a]
                guard project.contains(Self.forbidden, file: f, declaration: access.declaration),
                      !project.index.isShadowed("Router", file: f, declaration: access.declaration) else { continue }
                context.report(file: f, at: access.location, .sharedRouterOutsideModules)
            }
        }
    }
}

extension String {
    fileprivate static let sharedRouterOutsideModules = "'Router.shared' may be used only in Modules and the Router"
}
