import ArchModel

/// P11 `router-shared-only-in-modules`: `Router.shared` (and chains through it) appears only in
/// Modules and Router code. The finding lands on `Router`.
struct RouterSharedOnlyInModulesRule: RuleChecker {
    /// Where `Router.shared` may not appear.
    static let forbidden = Scope(except: ["Modules", "Router"])
    static let routerShared: NameList = ["Router", "shared"]

    func check(_ context: RuleContext) {
        let project = context.project
        // Type aliases of `Router` (`typealias Navigation = Router`): `Navigation.shared` is it,
        // where the name stands for one of them (not for a namesake nested elsewhere).
        let aliasEntries = project.typeAliasEntries(standingForAnyOf: ["Router"])
        let aliases = Set(aliasEntries.map { TypeIndex.simpleName(project.index.entries[$0].name) })
        let entries = project.index.entries
        /// Whether `name`, written in declaration `d` of file `f`, stands for one of those aliases.
        func standsForAlias(_ name: String, file f: Int, declaration d: Int?) -> Bool {
            !project.referencedTypes(name, file: f, declaration: d, strict: true).filter(aliasEntries.contains).isEmpty
        }
        /// Whether `Router`, written there, is a type nested in another (`Payments.Router`), not the app's.
        func namesNestedRouter(file f: Int, declaration d: Int?) -> Bool {
            let positions = project.referencedTypes("Router", file: f, declaration: d, strict: true)
            return !positions.isEmpty && positions.allSatisfy { p in
                entries[p].declarations.first.map { project.index.declaration($0).parent != nil } ?? false
            }
        }
        var resolver: VariableTypeResolver?  // for `.shared` where a `Router` is expected, made when first needed
        /// Whether a qualified type written in declaration `d` of file `f` (`App.Router`, `Deep.R`)
        /// spells out the app's Router: the one tree type it resolves to there, through aliases,
        /// is a `Router` nested in no other type (`Payments.Router` is another).
        func spellsRouter(_ path: String, file f: Int, declaration d: Int?) -> Bool {
            guard case .tree(let key)? = resolver?.resolve(path, file: f, declaration: d)?.origin,
                  TypeIndex.simpleName(key) == "Router", let position = project.index.position(ofQualified: key) else { return false }
            return entries[position].declarations.first.map { project.index.declaration($0).parent == nil } ?? false
        }
        for (f, file) in context.checkedFiles {
            // By index, on the joined path: copying each access and splitting its path into
            // strings was the whole cost of this rule.
            let accesses = file.memberAccesses
            var modules: Set<String>?  // the file's imports and `Swift`, made when first needed
            for a in accesses.indices where !accesses[a].isInPreview {
                var location = accesses[a].location
                if accesses[a].path.count >= 2, accesses[a].path[1] == "shared", accesses[a].path[0] == "." || aliases.contains(accesses[a].path[0]) {
                    // `init(router: Router = .shared)`, or through an alias.
                    let declaration = accesses[a].declaration
                    guard project.contains(Self.forbidden, file: f, declaration: declaration) else { continue }
                    if accesses[a].path[0] == "." {
                        if resolver == nil { resolver = VariableTypeResolver(project: project) }
                        // The type the code says, or the type of the parameter of a tree function the
                        // argument goes to (`show(router: .shared)`), or the element type of a collection
                        // literal's or tuple's (`[.shared]`), looked up where it is written.
                        // (An alias is looked up where it is written, a member alias, `Deep.R`, too.)
                        guard let (type, typeFile, typeDeclaration) = resolver!.expectedType(ofImplicitMemberAt: accesses[a].token, file: f, declaration: declaration),
                              type.utf8.contains(UInt8(ascii: "."))
                                ? spellsRouter(type, file: typeFile, declaration: typeDeclaration)
                                : type == "Router"
                                ? !project.index.isShadowed(type, file: typeFile, declaration: typeDeclaration)
                                    && !namesNestedRouter(file: typeFile, declaration: typeDeclaration)
                                : standsForAlias(type, file: typeFile, declaration: typeDeclaration)
                        else { continue }
                    } else {
                        guard standsForAlias(accesses[a].path[0], file: f, declaration: declaration) else { continue }
                    }
                    context.report(file: f, at: location, .sharedRouterOutsideModules)
                    continue
                }
                if !accesses[a].path.hasPrefix(Self.routerShared) {
                    // `App.Router.shared`: through the module's name; the finding lands on `Router`.
                    let path = accesses[a].path
                    guard path.count >= 3, path[1] == "Router", path[2] == "shared" else { continue }
                    if modules == nil { modules = ModuleQualifier.modules(of: file, project: project, file: f) }
                    guard ModuleQualifier.isModule(path[0], of: "Router", modules: modules!, file: f,
                                                             declaration: accesses[a].declaration, project),
                          let router = file.reference(atToken: accesses[a].token + 2) else { continue }
                    location = router.location
                }
                let access = accesses[a]
                guard project.contains(Self.forbidden, file: f, declaration: access.declaration),
                      !project.index.isShadowed("Router", file: f, declaration: access.declaration) else { continue }
                context.report(file: f, at: location, .sharedRouterOutsideModules)
            }
        }
    }

    /// Its findings land on `Router.shared`, outside Modules and the Router.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        project.files(files, withCodeIn: Self.forbidden, naming: ["shared"])
    }
}

extension String {
    fileprivate static let sharedRouterOutsideModules = "'Router.shared' may be used only in Modules and the Router"
}
