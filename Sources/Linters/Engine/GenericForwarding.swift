/// Generic classes of the tree that pass a generic parameter on to a supertype among `targets`
/// (`class LoadingSource<Model>: SourceOf<Model>`), directly or through one another: a subclass
/// written `NewsSource: LoadingSource<NewsModel>` names `NewsModel` as `SourceOf`'s argument.
/// A supertype is the class it names where it is written (`TypeIndex.resolve`, strictly: a
/// namesake elsewhere, `Images.Loader`, is not `News.Loader`); a target, by its written name
/// (the runtime's `SourceOf` or `ViewModel`, usually outside the tree).
struct GenericForwarding {
    /// Per target position: the forwarding class's generic parameter at that index, or nil for
    /// an argument the class writes itself (recorded where it is written).
    private typealias Slots = [Int?]
    /// By the forwarding class's qualified name (the index's key).
    private var forwarders: [String: [(target: String, slots: Slots)]] = [:]
    /// Their simple names: a cheap first test.
    private var simpleNames: Set<String> = []
    private let index: TypeIndex
    private let hints: [TypeIndex.ModuleHint?]
    private let files: [FileSyntax]

    var isEmpty: Bool { forwarders.isEmpty }

    init(files: [FileSyntax], index: TypeIndex, hints: [TypeIndex.ModuleHint?], targets: Set<String>) {
        self.index = index
        self.hints = hints
        self.files = files
        guard !targets.isEmpty else { return }
        // The generic classes: where they are, and their parameters.
        var classes: [(key: String, file: Int, declaration: Int, parameters: [String])] = []
        for (f, file) in files.enumerated() {
            let declarations = file.declarations
            for d in declarations.indices where declarations[d].kind == .class && !declarations[d].genericParameters.isEmpty
                && !declarations[d].isLocal {
                classes.append((index.canonicalKey(declarations[d].qualifiedName), f, d, declarations[d].genericParameters))
            }
        }
        guard !classes.isEmpty else { return }
        // Through one another, a few deep.
        for _ in 0..<4 {
            var changed = false
            for type in classes where forwarders[type.key] == nil {
                var found: [(target: String, slots: Slots)] = []
                for inherited in files[type.file].declarations[type.declaration].inheritance {
                    let arguments = inherited.genericArguments.map(TypeIndex.pathName)
                    let own: Slots = arguments.map { type.parameters.firstIndex(of: $0) }
                    if targets.contains(inherited.name) {
                        if own.contains(where: { $0 != nil }) { found.append((inherited.name, own)) }
                    } else if let key = supertypeKey(inherited, file: type.file, declaration: type.declaration), key != type.key,
                              let next = forwarders[key] {
                        for (target, slots) in next {
                            let composed: Slots = slots.map { slot in slot.flatMap { $0 < own.count ? own[$0] : nil } }
                            if composed.contains(where: { $0 != nil }) { found.append((target, composed)) }
                        }
                    }
                }
                if !found.isEmpty {
                    forwarders[type.key] = found
                    simpleNames.insert(TypeIndex.simpleName(type.key))
                    changed = true
                }
            }
            if !changed { break }
        }
    }

    /// The tree class an inheritance entry of declaration `d` of file `f` names, by key.
    private func supertypeKey(_ inherited: InheritedType, file f: Int, declaration d: Int) -> String? {
        let declarations = files[f].declarations
        var scope = TypeIndex.lookupScope(of: d, in: declarations)
        if declarations[d].kind != .extension { scope.append(declarations[d].name) }
        let hint = f < hints.count ? hints[f] : nil
        guard let position = index.resolve(inherited.baseName, simpleName: inherited.name, scope: scope, module: hint, strict: true).first
        else { return nil }
        return index.entries[position].qualifiedName
    }

    /// Whether a supertype written with this simple name may pass its arguments on.
    func mayForward(_ name: String) -> Bool { simpleNames.contains(name) }

    /// The forwarding entries of the class the entry names.
    private func forwarding(_ inherited: InheritedType, file f: Int, declaration d: Int) -> [(target: String, slots: Slots)]? {
        guard mayForward(inherited.name), let key = supertypeKey(inherited, file: f, declaration: d) else { return nil }
        return forwarders[key]
    }

    /// The targets an inheritance entry of declaration `d` of file `f` names through a
    /// forwarding class, each with the arguments it passes there (`LoadingSource<NewsModel>` →
    /// `("SourceOf", ["NewsModel"])`), only those written in the entry.
    func arguments(of inherited: InheritedType, file f: Int, declaration d: Int) -> [(supertype: String, arguments: [String])] {
        guard let found = forwarding(inherited, file: f, declaration: d) else { return [] }
        // (`LoadingSource<NewsModel?>` passes `NewsModel`, as `SourceOf<NewsModel?>` names it.)
        let written = inherited.genericArguments.map { TypeIndex.pathName(FileFacts.element(ofWrapper: $0)) }
        return found.map { target, slots in
            (target, slots.compactMap { slot in slot.flatMap { $0 < written.count ? written[$0] : nil } })
        }
    }

    /// The argument at `position` of `target` that the entry passes through a forwarding class
    /// (`BaseViewModel<SettingsState>` → `SettingsState` for `ViewModel`, 0).
    func argument(of inherited: InheritedType, file f: Int, declaration d: Int, target: String, position: Int) -> String? {
        guard let found = forwarding(inherited, file: f, declaration: d) else { return nil }
        let written = inherited.genericArguments.map(TypeIndex.pathName)
        for (name, slots) in found where name == target && position < slots.count {
            if let slot = slots[position], slot < written.count { return written[slot] }
        }
        return nil
    }
}
