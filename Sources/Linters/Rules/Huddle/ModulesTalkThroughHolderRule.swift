import ArchModel

/// H5 `modules-talk-through-holder`: a module's files name no other module's concrete
/// `YModule`, `YRouter` or `YModuleHolder`.
///
/// A file belongs to the modules its folder (`Modules/<X>/…`) and its types' names say
/// (`XModule`, `XRouter`, `XView`, `XModuleComponentImpl`, …); a file that belongs to none
/// (services, flows, the composition root) is not a module file and may name any type. Only a
/// module the tree has counts: a folder under `Modules/`, an `XModule` or an `XModuleHolder` class.
struct ModulesTalkThroughHolderRule: RuleChecker {
    /// Suffixes of a module's parts, longest first: a part's module is its name without one.
    static let partSuffixes = [
        "ModuleComponentImpl", "ViewComponentImpl", "ModuleHolderContext", "ModuleComponent", "ViewComponent",
        "ModuleHolder", "ViewModel", "Supporting", "Building", "Routing", "Builder", "Module", "Router", "View",
    ]
    /// The concrete parts other modules may not name.
    static let concreteSuffixes = ["ModuleHolder", "Module", "Router"]

    /// How to reach another module's part `name` instead of naming it, typed by the protocol the
    /// tree declares for it: `StoreSupporting`, or `StoreModuleSupporting` where modules are
    /// named as seed 004 names them (`StoreModule`, `StoreModuleRouter`, `StoreModuleRouting`),
    /// so the advice names a type that exists; the first when the tree declares none.
    static func instead(_ suffix: String, module: String, name: String, _ project: LintProject) -> String {
        let call: String, role: String
        switch suffix {
        case "Module": (call, role) = ("holder?.module()", "Supporting")
        case "Router": (call, role) = ("holder?.router(for:)", "Routing")
        default: return "use 'holder' typed as 'ModuleHolding'"
        }
        // `Store` + role, `StoreModule` + role, and the part's name with the role for its suffix.
        let candidates = [module + role, module + "Module" + role, String(name.dropLast(suffix.count)) + role]
        let protocolName = candidates.first(where: project.isTreeType) ?? candidates[0]
        return "use '\(call)' typed as '\(protocolName)'"
    }

    /// The last bytes of `concreteSuffixes` (two; an array, searched without hashing).
    static let concreteSuffixEnds = Array(Set(concreteSuffixes.compactMap(\.utf8.last)))

    /// Whether a name can end in one of `concreteSuffixes` (`…Module`, `…Router`, `…ModuleHolder`),
    /// by its last byte: most names cannot, and this turns them away without comparing strings.
    static func mayHaveConcreteSuffix(_ name: String) -> Bool {
        name.utf8.last.map(concreteSuffixEnds.contains) ?? false
    }

    static func module(of typeName: String, suffixes: [String]) -> String? {
        for suffix in suffixes where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            return String(typeName.dropLast(suffix.count))
        }
        return nil
    }

    /// The modules of the tree: the folders under `Modules/` and the names of its `XModule` and
    /// `XModuleHolder` classes. A `StackRouter` or an `ItemsDetailRouter` of no such module is no module's router.
    /// A generic class or one the tree's classes inherit (`class FeatureModule<C, R>:
    /// ModuleObject<…>` or `class FeatureModuleHolder: ModuleHolder` in `Shared/`) is a base the
    /// modules share, not a module, unless it is in a module's folder.
    private static func modules(of project: LintProject) -> Set<String> {
        var result = Set(project.files.compactMap { moduleFolder(ofPath: $0.path) })
        // (By index, fields in place: a copy of each entry retains its arrays.)
        let entries = project.index.entries
        for e in entries.indices where entries[e].kind?.isConcreteType == true {
            guard let module = module(of: entries[e].name, suffixes: ["ModuleHolder", "Module"]), !result.contains(module) else { continue }
            let isBase = !entries[e].genericParameters.isEmpty || project.index.isInherited(TypeIndex.simpleName(entries[e].name), besides: e)
            if !isBase { result.insert(module) }
        }
        return result
    }

    /// The module folder (`Modules/<X>/`) that declares the tree type `name`, when all its
    /// declarations are in one.
    private static func moduleFolder(declaring name: String, _ project: LintProject) -> String? {
        let folders = Set(project.index.entries(named: name).flatMap(\.declarations).map { moduleFolder(ofPath: project.files[$0.file].path) })
        return folders.count == 1 ? folders.first! : nil
    }

    /// `X` for a file under `Modules/X/`.
    private static func moduleFolder(ofPath path: String) -> String? {
        let components = path.utf8Split(separator: UInt8(ascii: "/"))
        guard let index = components.firstIndex(of: "Modules"), index + 2 < components.count else { return nil }
        return String(components[index + 1])
    }

    func check(_ context: RuleContext) {
        let project = context.project
        let treeModules = Self.modules(of: project)
        // The tree's type aliases of its concrete parts (`typealias ItemsFeature = ItemsModule`):
        // named through one, the part is named.
        let aliases = Self.aliasedParts(project)
        for (f, file) in context.checkedFiles {
            let own = ownModules(of: file, treeModules: treeModules)
            guard !own.isEmpty else { continue }
            let references = file.references
            var modules: Set<String>?  // the file's imports and `Swift`, made when first needed
            for r in references.indices where !references[r].isInPreview {
                // Tested in place: copying every `Reference` retains its name.
                let aliased = aliases.isEmpty ? nil : aliases[references[r].name]
                guard aliased != nil || Self.mayHaveConcreteSuffix(references[r].name) else { continue }
                let name = aliased ?? references[r].name
                let isMember = references[r].isMember
                // A member name counts only as `App.SettingsRouter`: a type named through its module.
                if isMember, !ModuleQualifier.followsChainHead(r, in: references) { continue }
                guard let suffix = Self.concreteSuffixes.first(where: { name.hasSuffix($0) }),
                      var module = Self.module(of: name, suffixes: [suffix]), !own.contains(module) else { continue }
                // A module the tree has, or else the one whose folder declares the type (a
                // `SettingsDetailRouter` in `Modules/Settings/` is Settings's).
                if !treeModules.contains(module) {
                    guard let folder = Self.moduleFolder(declaring: name, project), !own.contains(folder) else { continue }
                    module = folder
                }
                let reference = references[r]
                guard project.isConcreteTreeType(name), !isCompositionRoot(file, reference.declaration) else { continue }
                if isMember {
                    if modules == nil { modules = ModuleQualifier.modules(of: file, project: project, file: f) }
                    guard ModuleQualifier.isModule(references[r - 1].name, of: reference.name, modules: modules!, file: f,
                                                             declaration: reference.declaration, project) else { continue }
                }
                guard !project.index.isShadowed(reference.name, file: f, declaration: reference.declaration) else { continue }
                let through = aliased == nil ? "" : " (through the type alias '\(reference.name)')"
                context.report(file: f, at: reference.location,
                               "'\(name)' is a concrete type of another module\(through); \(Self.instead(suffix, module: module, name: name, project))")
            }
        }
    }

    /// It reads the code of the files that belong to a module and may name a concrete type of the
    /// tree with a part's suffix (`…Module`, `…Router`, `…ModuleHolder`), where its findings land.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        let entries = project.index.entries
        var names: Set<String> = []
        for e in entries.indices where entries[e].kind?.isConcreteType == true && Self.mayHaveConcreteSuffix(entries[e].name) {
            let name = TypeIndex.simpleName(entries[e].name)
            if Self.concreteSuffixes.contains(where: { name.hasSuffix($0) && name.count > $0.count }) { names.insert(name) }
        }
        let parts = WordFilter.Query(names.union(Self.aliasedParts(project).keys))
        let treeModules = Self.modules(of: project)
        return files.filter { project.mayName(parts, file: $0) && !ownModules(of: project.files[$0], treeModules: treeModules).isEmpty }
    }

    /// By alias name, the concrete part of the tree a type alias stands for (`ItemsFeature` →
    /// `ItemsModule`), through aliases of aliases.
    static func aliasedParts(_ project: LintProject) -> [String: String] {
        project.aliasedTypeNames { part in
            mayHaveConcreteSuffix(part) && concreteSuffixes.contains(where: { part.hasSuffix($0) && part.count > $0.count })
                && project.isConcreteTreeType(part)
        }
    }

    /// The modules a file belongs to: the names of the module parts it declares (or, when it
    /// declares none, of those it extends), and its `Modules/<X>/` folder, unless it lies in a
    /// subfolder there and its parts are another module of the tree's (a child module nested in
    /// its parent's folder, `Modules/Items/Detail/ItemDetailModule.swift`; not a sub-router of
    /// no module of its own, `Modules/Items/Routers/ItemsDetailRouter.swift`).
    ///
    /// A file of extensions only (`ItemsModule+Settings.swift`) is the extended part's module's
    /// code. In a file that declares a module's parts, an extension of another module's part
    /// (`extension SettingsModule: ItemsListener {}` in `ItemsModule.swift`) makes it no code of
    /// that module: the extension names `SettingsModule`, which H5 forbids ("no file names
    /// another module's concrete `YModule`"), so it is reported with the file's other names.
    private func ownModules(of file: FileSyntax, treeModules: Set<String>) -> Set<String> {
        var declared: Set<String> = [], extended: Set<String> = []
        // Types declared or extended at file level: `extension ItemsModule` is Items code.
        // By index, fields in place: copying every `Declaration` retains all its arrays.
        let declarations = file.declarations
        for d in declarations.indices where declarations[d].kind.hasMembers && declarations[d].parent == nil && !declarations[d].isInPreview {
            guard let module = Self.module(of: LintProject.simpleName(declarations[d].name), suffixes: Self.partSuffixes) else { continue }
            if declarations[d].kind == .extension { extended.insert(module) } else { declared.insert(module) }
        }
        // (Declared parts of no module of the tree, as a helper `ItemRowView` read as module
        // "ItemRow"'s view, decide nothing: the file's extensions do.)
        let declaredOfTree = declared.intersection(treeModules)
        var result = declaredOfTree.isEmpty ? declared.union(extended) : declaredOfTree
        if let folder = Self.moduleFolder(ofPath: file.path),
           result.isDisjoint(with: treeModules) || result.contains(folder) || !Self.isInSubfolder(file.path) {
            result.insert(folder)
        }
        return result
    }

    /// Whether a file under `Modules/<X>/` lies in a folder below that one.
    private static func isInSubfolder(_ path: String) -> Bool {
        let components = path.utf8Split(separator: UInt8(ascii: "/"))
        guard let index = components.firstIndex(of: "Modules") else { return false }
        return components.count - index > 3
    }

    /// Code of the composition root or the `@main` App, which creates the holders and may name them.
    private func isCompositionRoot(_ file: FileSyntax, _ declaration: Int?) -> Bool {
        guard let top = file.topLevelDeclaration(of: declaration) else { return false }
        let type = file.declarations[top]
        return LintProject.simpleName(type.name).hasSuffix("CompositionRoot") || type.hasAttribute("main")
    }
}
