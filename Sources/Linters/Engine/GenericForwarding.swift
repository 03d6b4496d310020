/// Generic classes of the tree that pass a generic parameter on to a supertype among `targets`
/// (`class LoadingSource<Model>: SourceOf<Model>`), directly or through one another: a subclass
/// written `NewsSource: LoadingSource<NewsModel>` names `NewsModel` as `SourceOf`'s argument.
/// By simple name (two generic classes of one name: the first declared).
struct GenericForwarding {
    /// Per target position: the forwarding class's generic parameter at that index, or nil for
    /// an argument the class writes itself (recorded where it is written).
    private typealias Slots = [Int?]
    private var forwarders: [String: [(target: String, slots: Slots)]] = [:]

    var isEmpty: Bool { forwarders.isEmpty }

    init(files: [FileSyntax], targets: Set<String>) {
        guard !targets.isEmpty else { return }
        // The generic classes, with their parameters and supertypes.
        var classes: [(name: String, parameters: [String], inheritance: [InheritedType])] = []
        for file in files {
            let declarations = file.declarations
            for d in declarations.indices where declarations[d].kind == .class && !declarations[d].genericParameters.isEmpty
                && !declarations[d].isLocal {
                classes.append((TypeIndex.simpleName(declarations[d].name), declarations[d].genericParameters, declarations[d].inheritance))
            }
        }
        guard !classes.isEmpty else { return }
        // Through one another, a few deep.
        for _ in 0..<4 {
            var changed = false
            for type in classes where forwarders[type.name] == nil {
                var found: [(target: String, slots: Slots)] = []
                for inherited in type.inheritance {
                    let arguments = inherited.genericArguments.map(TypeIndex.pathName)
                    let own: Slots = arguments.map { type.parameters.firstIndex(of: $0) }
                    if targets.contains(inherited.name) {
                        if own.contains(where: { $0 != nil }) { found.append((inherited.name, own)) }
                    } else if let next = forwarders[inherited.name], inherited.name != type.name {
                        for (target, slots) in next {
                            let composed: Slots = slots.map { slot in slot.flatMap { $0 < own.count ? own[$0] : nil } }
                            if composed.contains(where: { $0 != nil }) { found.append((target, composed)) }
                        }
                    }
                }
                if !found.isEmpty {
                    forwarders[type.name] = found
                    changed = true
                }
            }
            if !changed { break }
        }
    }

    /// Whether a supertype written with this name passes its arguments on.
    func forwards(_ name: String) -> Bool { forwarders[name] != nil }

    /// The targets an inheritance entry names through a forwarding class, each with the
    /// arguments it passes there (`LoadingSource<NewsModel>` → `("SourceOf", ["NewsModel"])`),
    /// only those written in the entry.
    func arguments(of inherited: InheritedType) -> [(supertype: String, arguments: [String])] {
        guard let found = forwarders[inherited.name] else { return [] }
        let written = inherited.genericArguments.map(TypeIndex.pathName)
        return found.map { target, slots in
            (target, slots.compactMap { slot in slot.flatMap { $0 < written.count ? written[$0] : nil } })
        }
    }

    /// The argument at `position` of `target` that an inheritance entry passes through a
    /// forwarding class (`BaseViewModel<SettingsState>` → `SettingsState` for `ViewModel`, 0).
    func argument(of inherited: InheritedType, target: String, position: Int) -> String? {
        guard let found = forwarders[inherited.name] else { return nil }
        let written = inherited.genericArguments.map(TypeIndex.pathName)
        for (name, slots) in found where name == target && position < slots.count {
            if let slot = slots[position], slot < written.count { return written[slot] }
        }
        return nil
    }
}
