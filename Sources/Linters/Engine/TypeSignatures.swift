/// What files declare of each type, by simple name: for each type, extension and type alias
/// (not a local one), its kind, written name, supertypes, attributes, modifiers, generic
/// parameters and aliased type; apart, its stored properties; and the file-level variables.
/// Two versions of the changed files compared tell which types a change alters (`lint
/// --staged`: a conformance added in an extension, a class made a Source, an alias pointed at
/// another type), which types' stored properties (one retyped, a `static let` made `var`) and
/// which global variables (a `let` made `var`), not which it only mentions.
struct TypeSignatures {
    /// By simple name, each declaration's signature, sorted.
    private var signatures: [String: [String]] = [:]
    /// The simple names declared as a class, struct, enum, protocol or actor (not only extended).
    private var nominal: Set<String> = []
    /// The simple names declared as a type alias (not a local one).
    private var aliases: Set<String> = []
    /// By simple name, the names its supertypes' generic arguments write (`SourceOf<NewsModel>`:
    /// `NewsModel`).
    private var named: [String: Set<String>] = [:]
    /// By a type's simple name, its stored properties (instance or static) written directly in
    /// its declarations and extensions: by name, their signatures (`variable(_:)`),
    /// sorted.
    private var properties: [String: [String: [String]]] = [:]
    /// By a type's simple name, the names of its static (`static`, `class`) stored properties;
    /// and the outermost type it is written in, which code outside writes first (`Config` for
    /// `Config.Price.tax`).
    private var statics: [String: Set<String>] = [:]
    private var outermost: [String: String] = [:]
    /// By name, the signatures of the file-level variables (`let`/`var`, type, storage, …).
    private var globals: [String: [String]] = [:]

    /// `pathLayers`: the layers a file's path puts it in, part of each of its declarations'
    /// signatures (a file moved into another layer's folder changes its types).
    init(_ files: [FileSyntax], pathLayers: (String) -> Set<String> = { _ in [] }) {
        for file in files {
            let layers = pathLayers(file.path).sorted().joined(separator: ",")
            for declaration in file.declarations where !declaration.isLocal
                && (declaration.kind.hasMembers || declaration.kind == .typealias) {
                let name = TypeIndex.simpleName(declaration.name)
                if declaration.kind.isNominalType { nominal.insert(name) }
                if declaration.kind == .typealias { aliases.insert(name) }
                let signature = [
                    declaration.kind.rawValue, declaration.name,
                    declaration.inheritance.map(\.text).joined(separator: ","),
                    Self.attributes(declaration),
                    declaration.modifiers.sorted().joined(separator: ","),
                    declaration.genericParameters.joined(separator: ","),
                    declaration.aliasedType ?? "",
                    layers,
                ].joined(separator: "|")
                signatures[name, default: []].append(signature)
                for inherited in declaration.inheritance {
                    let own = Set(inherited.baseName.split(separator: ".").map(String.init))
                    named[name, default: []].formUnion(inherited.identifiers.filter { !own.contains($0) })
                }
            }
            let declarations = file.declarations
            // (Not a `private` or `fileprivate` one: no other file's code can read it.)
            for declaration in declarations where declaration.kind == .variable && !declaration.isLocal
                && !declaration.hasModifier("private") && !declaration.hasModifier("fileprivate") {
                guard let parent = declaration.parent else {
                    globals[declaration.name, default: []].append(Self.variable(declaration))
                    continue
                }
                // A stored property written directly in a type or an extension: what rules read of
                // a type's members in its other files (`Linter.ChangedNames.properties`). (A method
                // or a computed property added is not a change: most commits add some.)
                let owner = declarations[parent]
                guard declaration.storage == .stored, owner.kind.hasMembers, !owner.isLocal else { continue }
                let name = TypeIndex.simpleName(owner.name)
                properties[name, default: [:]][declaration.name, default: []].append(Self.variable(declaration))
                if declaration.hasModifier("static") || declaration.hasModifier("class") {
                    statics[name, default: []].insert(declaration.name)
                    outermost[name] = owner.path.first ?? TypeIndex.firstComponent(owner.name)
                }
            }
        }
        for name in signatures.keys { signatures[name]!.sort() }
        for name in globals.keys { globals[name]!.sort() }
        for (type, variables) in properties {
            for name in variables.keys { properties[type]![name]!.sort() }
        }
    }

    /// A property's or a global variable's signature: name, `let`/`var`, stored or computed, the
    /// type written, attributes, modifiers and accessors; not its initial value nor its body.
    static func variable(_ declaration: Declaration) -> String {
        [
            declaration.name, declaration.binding ?? "", declaration.storage?.rawValue ?? "", declaration.typeAnnotation ?? "",
            attributes(declaration), declaration.modifiers.sorted().joined(separator: ","), declaration.accessors.joined(separator: ","),
        ].joined(separator: "|")
    }

    private static func attributes(_ declaration: Declaration) -> String {
        declaration.attributes.map { $0.name + "(" + ($0.arguments ?? "") + ")" }.sorted().joined(separator: ",")
    }

    /// Every simple name declared or extended.
    var names: Set<String> { Set(signatures.keys) }

    /// The names whose declarations differ between the two (added, removed or changed).
    func namesThatDiffer(from other: TypeSignatures) -> Set<String> {
        Set(signatures.keys).union(other.signatures.keys).filter { signatures[$0] != other.signatures[$0] }
    }

    /// The stored properties that differ between the two (added, removed or changed, in a
    /// declaration of the type or an extension), each with its type's simple name, whether it
    /// is static (on either side), and the outermost type code names it through (`Config` for
    /// a `static var` of `Config.Price`).
    func propertiesThatDiffer(from other: TypeSignatures) -> [(type: String, name: String, isStatic: Bool, outermost: String)] {
        var found: [(type: String, name: String, isStatic: Bool, outermost: String)] = []
        for type in Set(properties.keys).union(other.properties.keys).sorted() {
            let mine = properties[type] ?? [:], theirs = other.properties[type] ?? [:]
            for name in Set(mine.keys).union(theirs.keys).sorted() where mine[name] != theirs[name] {
                let isStatic = statics[type]?.contains(name) == true || other.statics[type]?.contains(name) == true
                found.append((type, name, isStatic, outermost[type] ?? other.outermost[type] ?? type))
            }
        }
        return found
    }

    /// The file-level variables declared in both whose declarations differ (`let` made `var`,
    /// another type), not `private` or `fileprivate` ones.
    func globalVariablesThatDiffer(from other: TypeSignatures) -> Set<String> {
        // (One added is no change to the code that names it: most commits add some, and each
        // name is a word in hundreds of files; nor is one removed, which that code no longer builds with.)
        Set(globals.keys).intersection(other.globals.keys).filter { globals[$0] != other.globals[$0] }
    }

    /// The names written in the generic arguments of the supertypes of `names` here (`NewsModel`
    /// for a `NewsSource: SourceOf<NewsModel>`): types a changed clause may give a layer.
    func namesInSupertypes(of names: Set<String>) -> Set<String> {
        Set(names.flatMap { named[$0] ?? [] })
    }

    /// Whether a name is declared as a nominal type here.
    func declaresNominalType(_ name: String) -> Bool { nominal.contains(name) }

    /// Whether a name is declared as a type alias here (not a local one).
    func declaresTypeAlias(_ name: String) -> Bool { aliases.contains(name) }
}
