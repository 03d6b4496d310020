import ArchModel

/// P7 `only-providers-import-core-services`: outside the Core, only files that declare or
/// extend Providers import a Core service target.
///
/// The Core's targets are the modules of the files in the `Core` layer: the target a
/// `Package.swift` gives their folder (`.target(name: "BookstoreAPI", path: "Core/API")`), or,
/// where no manifest says, the folder after `Core/` (or after `Core/Sources/`), as in
/// `Core/BookstoreAPI/BookstoreClient.swift`. A module that also holds files outside the Core (a
/// `Core` folder inside the app's target) is no target of its own. Every target except `Models`,
/// `Extensions` and `MockData` is a service: by name, or by folder (`BookstoreModels` in
/// `Core/Models`), and a target that holds one of those folders is shared too. The finding lands
/// on the imported module's name.
struct OnlyProvidersImportCoreServicesRule: ReadsNoCode {
    static let core = "Core"
    static let providers = "Providers"
    /// Core targets any layer may import.
    static let sharedTargets: Set<String> = ["Models", "Extensions", "MockData"]

    func check(_ context: RuleContext) {
        let project = context.project
        let modules = project.moduleNamespaces.modules
        func module(_ f: Int) -> String? { f < modules.count ? modules[f] : nil }
        var outsideCore: Set<String> = []
        for f in project.files.indices where !project.fileLayers[f].contains(Self.core) {
            if let module = module(f) { outsideCore.insert(module) }
        }
        // A target is shared when its name or its folder says so (`BookstoreModels` in
        // `Core/Models`), or when it holds such a folder (one `Core` target with everything).
        var services: Set<String> = [], shared: Set<String> = []
        for (f, file) in project.files.enumerated() where project.fileLayers[f].contains(Self.core) {
            let folder = Self.coreTarget(of: file.path)
            let target: String?
            if let module = module(f) { target = outsideCore.contains(module) ? nil : module } else { target = folder }
            guard let target else { continue }
            if Self.sharedTargets.contains(target) || folder.map(Self.sharedTargets.contains) == true {
                shared.insert(target)
            } else {
                services.insert(target)
            }
        }
        services.subtract(shared)
        guard !services.isEmpty else { return }
        for (f, file) in context.checkedFiles where !project.fileLayers[f].contains(Self.core) {
            guard !declaresProviders(file: f, project) else { continue }
            for declaration in file.imports where services.contains(declaration.module) && !declaration.isInPreview {
                context.report(file: f, at: declaration.location, .serviceImport(declaration.module))
            }
        }
    }

    /// Types named `*Provider` that are no Puddles Providers: a framework's provider protocol's
    /// conformers (`TimelineProvider`) and `DynamicProperty` containers.
    static let notProviders: Set<String> = ["FrameworkProviders", "ProviderContainers"]

    /// Whether the file lies in the Providers folder or declares or extends a Provider.
    private func declaresProviders(file f: Int, _ project: LintProject) -> Bool {
        if project.fileLayers[f].contains(Self.providers) { return true }
        return project.files[f].declarations.indices.contains { d in
            guard project.files[f].declarations[d].parent == nil else { return false }
            let layers = project.layers(file: f, declaration: d)
            return layers.contains(Self.providers) && layers.isDisjoint(with: Self.notProviders)
        }
    }

    /// The Core target a file belongs to: the folder after `Core/` or `Sources/`, else the file's folder.
    static func coreTarget(of path: String) -> String? {
        var folders = path.split(separator: "/").dropLast().map(String.init)
        var anchored = false
        if let core = folders.lastIndex(of: core) {
            folders = Array(folders[(core + 1)...])
            anchored = true
        }
        if let sources = folders.firstIndex(of: "Sources") {
            folders = Array(folders[(sources + 1)...])
            anchored = true
        }
        guard let target = anchored ? folders.first : folders.last, target != "Tests" else { return nil }
        return target
    }
}

extension String {
    fileprivate static func serviceImport(_ module: String) -> String {
        "'\(module)' is a Core service target; only Providers may import it"
    }
}
