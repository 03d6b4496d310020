/// Top-level types of one name declared in two modules of a Swift package are two types, as
/// Swift sees them: `struct Row: View` in `Sources/ModuleA` and a model `struct Row` in
/// `Sources/ModuleB` do not share layers, members or supertypes.
///
/// A module is a folder right under a `Sources` or `Tests` folder next to a linted
/// `Package.swift` (SwiftPM's layout); elsewhere (an Xcode target, a Tuist project) the module of
/// a file cannot be told from its path and types of one name stay one type. Only names that two
/// modules (or a module and code outside any) declare are touched: in the files of each
/// declaring module, such a type, what is nested in it and its extensions are written as nested
/// in the module (`ModuleA.Row`), which the type index then keys them by, and which is where
/// names written inside them are looked up first. An extension in another module extends the
/// one its file imports, when it imports exactly one of the declaring modules.
struct ModuleNamespaces: Sendable {
    /// Each file's module, nil outside a package's `Sources` and `Tests` folders.
    let modules: [String?]
    /// The top-level names two modules declare, with the modules that declare each (code outside
    /// any module is not among them).
    let declaringModules: [String: Set<String>]

    var isEmpty: Bool { declaringModules.isEmpty }

    /// By file, the modules a name is looked up in before the top level (`TypeIndex.resolve`):
    /// among those that declare one of the names two modules declare, the file's own and the
    /// ones it imports; nil for a file that can see none.
    let hints: [TypeIndex.ModuleHint?]

    init(files: [FileSyntax], facts: [FileFacts]) {
        let modules = Self.modules(ofPaths: files.map(\.path))
        self.modules = modules
        guard modules.contains(where: { $0 != nil }) else {
            declaringModules = [:]
            hints = modules.map { _ in nil }
            return
        }
        // By top-level name, the first module declaring it ("" for code outside any), and the
        // modules of the names a second module declares too.
        var first: [String: String] = [:]
        var colliding: [String: Set<String>] = [:]
        for f in facts.indices {
            let module = modules[f] ?? ""
            // (Fields read in place: a copy of each contribution retains its arrays.)
            let contributions = facts[f].contributions
            for k in contributions.indices where contributions[k].parent == nil && contributions[k].kind != .extension {
                let name = contributions[k].name
                guard let seen = first[name] else {
                    first[name] = module
                    continue
                }
                if seen != module { colliding[name, default: [seen]].insert(module) }
            }
        }
        for name in colliding.keys { colliding[name]?.remove("") }
        declaringModules = colliding
        let declaringAny = Set(colliding.values.flatMap { $0 })
        hints = files.indices.map { f in
            let own = modules[f].flatMap { declaringAny.contains($0) ? $0 : nil }
            let imported = files[f].imports.map(\.module).filter { declaringAny.contains($0) && $0 != own }
            return own == nil && imported.isEmpty ? nil : TypeIndex.ModuleHint(own: own, imported: imported)
        }
    }

    /// The module of each path (`ModuleA` for `Sources/ModuleA/Views/Row.swift`, `pkg/Tests/ATests/T.swift`
    /// → `ATests`), when the folder holding `Sources` or `Tests` has a `Package.swift` among the paths.
    static func modules(ofPaths paths: [String]) -> [String?] {
        var packages: Set<Substring> = []
        for path in paths where path == "Package.swift" || path.hasSuffix("/Package.swift") {
            packages.insert(path.dropLast("Package.swift".count))
        }
        guard !packages.isEmpty else { return paths.map { _ in nil } }
        // Files come folder by folder: a folder's answer is reused for the next file in it.
        var lastFolder: Substring = "", lastModule: String?
        return paths.map { path in
            let utf8 = path.utf8
            guard let end = utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            let folder = path[..<end]
            if folder == lastFolder { return lastModule }
            lastFolder = folder
            lastModule = module(inFolder: folder, packages: packages)
            return lastModule
        }
    }

    /// The module of the files in `folder`: the folder right after the innermost `Sources` or
    /// `Tests` component whose parent is a package.
    private static func module(inFolder folder: Substring, packages: Set<Substring>) -> String? {
        // Components over the bytes (`/` is ASCII), innermost marker last.
        var result: String?
        var start = folder.startIndex
        var previousWasMarker = false, markerStart = folder.startIndex
        var i = start
        while true {
            let atEnd = i == folder.endIndex
            if atEnd || folder.utf8[i] == UInt8(ascii: "/") {
                let component = folder[start..<i]
                if previousWasMarker, !component.isEmpty, packages.contains(folder[..<markerStart]) { result = String(component) }
                previousWasMarker = component == "Sources" || component == "Tests"
                markerStart = start
                if atEnd { break }
                start = folder.utf8.index(after: i)
            }
            i = folder.utf8.index(after: i)
        }
        return result
    }

    /// `apply(_:file:facts:)`, with the file's facts made for its new names.
    func apply(_ syntax: FileSyntax, file f: Int, facts: FileFacts) -> (syntax: FileSyntax, facts: FileFacts)? {
        guard let (placed, modules) = place(syntax, file: f, facts: facts) else { return nil }
        return (placed, facts.placing(in: modules))
    }

    /// The file with its colliding types, their members and extensions written inside their
    /// module; nil when it has none.
    func apply(_ syntax: FileSyntax, file f: Int) -> FileSyntax? {
        place(syntax, file: f, facts: nil)?.syntax
    }

    /// The placed file, and by declaration the module it is put in. `facts`: the file's, when
    /// known: most files declare none of the names, which their contributions tell at once.
    private func place(_ syntax: FileSyntax, file f: Int, facts: FileFacts?) -> (syntax: FileSyntax, modules: [String?])? {
        guard !declaringModules.isEmpty, let module = modules[f] else { return nil }
        let declarations = syntax.declarations
        if let contributions = facts?.contributions {
            guard contributions.indices.contains(where: { k in
                contributions[k].parent == nil && declaringModules[TypeIndex.firstComponent(contributions[k].name)] != nil
            }) else { return nil }
        } else if !declarations.indices.contains(where: { d in
            declarations[d].parent == nil && declaringModules[TypeIndex.firstComponent(declarations[d].name)] != nil
        }) {
            return nil
        }
        // By declaration, the module it is put in (children follow their parent).
        var placed = [String?](repeating: nil, count: declarations.count)
        var rewritten = declarations
        var changed = false
        // The children of one declaration share its placed path (one array, not one each).
        var childPaths: [Int: [String]] = [:]
        // (Fields read in place: a copy of each `Declaration` retains all its arrays.)
        for d in declarations.indices {
            if let parent = declarations[d].parent {
                guard let into = placed[parent] else { continue }
                placed[d] = into
                if let shared = childPaths[parent] {
                    rewritten[d].path = shared
                } else {
                    let path = [into] + declarations[d].path
                    childPaths[parent] = path
                    rewritten[d].path = path
                }
                changed = true
                continue
            }
            let kind = declarations[d].kind
            guard kind.hasMembers || kind == .typealias, let declarers = declaringModules[TypeIndex.firstComponent(declarations[d].name)]
            else { continue }
            let into: String
            if declarers.contains(module) {
                into = module
            } else if kind == .extension {
                let imported = declarers.intersection(syntax.imports.map(\.module))
                guard imported.count == 1, let only = imported.first else { continue }
                into = only
            } else {
                continue  // (declared outside any module: a file with a module never is)
            }
            placed[d] = into
            if kind == .extension { rewritten[d].name = into + "." + declarations[d].name } else { rewritten[d].path = [into] }
            changed = true
        }
        guard changed else { return nil }
        var result = syntax
        result.declarations = rewritten
        return (result, placed)
    }
}

extension FileFacts {
    /// These facts for the file with declarations put in modules (`ModuleNamespaces`; by
    /// declaration, the module or nil): what `FileFacts(_:_:)` makes of the placed file, without
    /// reading its declarations again. Only names change: a placed type's or extension's key
    /// and lookup scope, its members' owner, and the types enclosing an extension's.
    func placing(in modules: [String?]) -> FileFacts {
        var result = self
        for k in result.contributions.indices {
            guard let module = modules[result.contributions[k].declaration] else { continue }
            result.contributions[k].name = module + "." + result.contributions[k].name
            if !result.contributions[k].supertypePaths.isEmpty { result.contributions[k].scope.insert(module, at: 0) }
        }
        for r in result.memberRuns.indices {
            let parent = Int(result.parents[result.memberRuns[r].indices[0]])
            if parent >= 0, let module = modules[parent] { result.memberRuns[r].owner = module + "." + result.memberRuns[r].owner }
        }
        let extensions = Set(contributions.lazy.filter { $0.kind == .extension }.map(\.declaration))
        for t in result.types.indices {
            guard let module = modules[result.types[t].index], !result.types[t].key.isEmpty else { continue }
            result.types[t].key = module + "." + result.types[t].key
            // An extension's enclosing types (`Row` for `Row.Cell`) are the module's, after it.
            if extensions.contains(result.types[t].index) { result.types[t].outer = [module] + result.types[t].outer.map { module + "." + $0 } }
        }
        return result
    }
}
