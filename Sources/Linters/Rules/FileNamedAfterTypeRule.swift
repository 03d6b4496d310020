import ArchModel

/// Generic kind `file-named-after-type`: a file's name matches the first type it declares
/// that is not `private` or `fileprivate` (the first of all when every one is; with `anyType`,
/// one of the types it declares at file level); `Home+Detail.swift` may hold
/// extensions of `Home`.
/// The types a file declares are those at top level and those written directly in a top-level
/// extension (`extension API { struct Document {} }` declares `API.Document`). Such a type is
/// named after by its own name (`Document.swift`), its qualified name (`BitSet.Counted.swift`),
/// the names it is nested in run together (`ContentEncoding.swift` for `OpenAPI.Content.Encoding`),
/// or the extended type's (`Response.swift` of `extension Response { enum RedirectType }`). A
/// private one is a detail of the extension it is written in (`private enum CalendarKey` beside
/// the `DependencyValues` property it serves), and so are all of them in a `+` file: only its
/// top-level types can make it another type's file.
struct FileNamedAfterTypeRule: ReadsNoCode {
    var anyType = false

    /// Every file's file-level types, whatever their layers; but only one not named after the
    /// file can change what the rule says by being preview code (`Cart.swift` that declares
    /// `Cart` alone is judged alike with it or without it).
    func judgesTypesInNoLayer(file f: Int, in project: LintProject) -> Bool {
        let file = project.files[f]
        let declarations = file.declarations
        let named = Self.typeName(ofPath: file.path)
        let isPlusFile = Self.isPlusFile(file.path)
        func judged(_ d: Int) -> Bool {
            Self.isFileLevelType(d, in: declarations, topLevelOnly: isPlusFile) && !declarations[d].isInPreview
                && !Self.isNamed(named, after: d, in: declarations)
        }
        return file.childIndices(of: nil).contains { d in
            judged(d) || !isPlusFile && declarations[d].kind == .extension && file.childIndices(of: d).contains(where: judged)
        }
    }

    /// Whether a file's name has a `+Concern` (`Home+Detail.swift`), over the bytes of its path.
    static func isPlusFile(_ path: String) -> Bool {
        let utf8 = path.utf8
        return utf8[(utf8.lastIndex(of: UInt8(ascii: "/")) ?? utf8.startIndex)...].contains(UInt8(ascii: "+"))
    }

    /// Whether declaration `d` is a type the file declares: a class, struct, enum, protocol or
    /// actor at top level or, unless `topLevelOnly`, not private, directly in a top-level extension's body.
    static func isFileLevelType(_ d: Int, in declarations: [Declaration], topLevelOnly: Bool = false) -> Bool {
        guard declarations[d].kind.isNominalType else { return false }
        guard let parent = declarations[d].parent else { return true }
        return !topLevelOnly && declarations[parent].kind == .extension && declarations[parent].parent == nil
            && !isPrivate(d, in: declarations)
    }

    /// Whether a file-level type is `private` or `fileprivate`, itself or through its extension.
    static func isPrivate(_ d: Int, in declarations: [Declaration]) -> Bool {
        var current: Int? = d
        while let c = current {
            if declarations[c].hasModifier("private") || declarations[c].hasModifier("fileprivate") { return true }
            current = declarations[c].parent
        }
        return false
    }

    /// Whether a file called `named` is named after the file-level type `d`: by its name; for one
    /// written in an extension, also by a trailing part of the extended type's name with or
    /// without its own, joined by `.` or run together (`Content.Encoding`, `ContentEncoding`,
    /// `Content` for `extension OpenAPI.Content { struct Encoding }`).
    static func isNamed(_ named: String, after d: Int, in declarations: [Declaration]) -> Bool {
        let name = declarations[d].name
        if name == named { return true }
        guard let parent = declarations[d].parent, declarations[parent].kind == .extension else { return false }
        let extended = declarations[parent].name.split(separator: ".").map(String.init)
        for components in [extended + [name], extended] {
            for start in components.indices {
                let tail = components[start...]
                if tail.joined(separator: ".") == named || tail.joined() == named { return true }
            }
        }
        return false
    }

    func check(_ context: RuleContext) {
        for (f, file) in context.checkedFiles {
            // By index: copying each `Declaration` to test it retains all its arrays.
            let declarations = file.declarations
            let isPlusFile = Self.isPlusFile(file.path)
            let types = declarations.indices.lazy.filter {
                Self.isFileLevelType($0, in: declarations, topLevelOnly: isPlusFile) && !declarations[$0].isInPreview
            }
            // The first type the file shows: a private helper declared first (`private enum
            // Layout` above `CartView`) is the file's own detail.
            func isPrivate(_ d: Int) -> Bool { Self.isPrivate(d, in: declarations) }
            guard let d = types.first(where: { !isPrivate($0) }) ?? types.first else { continue }
            let named = Self.typeName(ofPath: file.path)
            func isNamed(_ d: Int) -> Bool { Self.isNamed(named, after: d, in: declarations) }
            // `Home+Rows.swift` that extends `Home` is named after it, whatever helper types it
            // declares besides. One whose types are all private helpers of its extensions
            // declares no type to be named after (`NumberFactProvider+Environment.swift`: a
            // private `EnvironmentKey` and `extension EnvironmentValues`).
            if isPlusFile {
                var extendsNamed = false, extends = false
                for e in declarations.indices where declarations[e].kind == .extension && declarations[e].parent == nil {
                    extends = true
                    if TypeIndex.simpleName(declarations[e].name) == named { extendsNamed = true }
                }
                if extendsNamed || extends && types.allSatisfy(isPrivate) { continue }
            }
            let first = declarations[d]
            // (A private type named after the file, before the first that is not, is what it is named after.)
            if !anyType, !isNamed(d), !types.prefix(while: isPrivate).contains(where: isNamed) {
                context.report(file: f, at: first.location, "the file declares '\(first.name)' first; name it '\(first.name).swift'")
            } else if anyType, !types.contains(where: isNamed) {
                // The file's own type, after the protocols that may come first.
                let main = declarations[types.first { declarations[$0].kind != .protocol } ?? d]
                context.report(file: f, at: main.location,
                               "the file declares no type '\(named)'; name it after a type it declares ('\(main.name).swift')")
            }
        }
    }

    /// The type a file is named after: its name without folders, `.swift` and a `+Concern`
    /// (`Home` for `Views/Home+Detail.swift`). The name is found over the bytes of an ASCII path
    /// (splitting by `Character` cost more than the rest of the rule).
    static func typeName(ofPath path: String) -> String {
        var base = SWAR.isASCII(path) ? Substring(path.utf8Suffix(afterLast: UInt8(ascii: "/"))) : path.split(separator: "/").last ?? ""
        if base.hasSuffix(".swift") { base = base.dropLast(6) }
        return base.split(separator: "+").first.map(String.init) ?? String(base)
    }
}
