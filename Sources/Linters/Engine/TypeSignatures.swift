/// What files declare of each type, by simple name: for each type, extension and type alias
/// (not a local one), its kind, written name, supertypes, attributes, modifiers, generic
/// parameters and aliased type. Two versions of the changed files compared tell which types a
/// change alters (`lint --staged`: a conformance added in an extension, a class made a Source, an
/// alias pointed at another type), not which it only mentions.
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
                    declaration.attributes.map { $0.name + "(" + ($0.arguments ?? "") + ")" }.sorted().joined(separator: ","),
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
        }
        for name in signatures.keys { signatures[name]!.sort() }
    }

    /// Every simple name declared or extended.
    var names: Set<String> { Set(signatures.keys) }

    /// The names whose declarations differ between the two (added, removed or changed).
    func namesThatDiffer(from other: TypeSignatures) -> Set<String> {
        Set(signatures.keys).union(other.signatures.keys).filter { signatures[$0] != other.signatures[$0] }
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
