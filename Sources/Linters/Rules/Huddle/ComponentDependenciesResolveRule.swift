import ArchModel

/// H4 `component-dependencies-resolve`: every name a child component reads from its parent is
/// declared, with the same name, as a property of another component class of the tree.
///
/// A read is `parent.x` (or `self.parent?.x`, or `p.x` where `p` is an initializer's `parent:`
/// parameter, unless that parameter is typed as a class that declares `x`: a member access the
/// compiler checks, not a lookup; or a name bound to the parent: `let p = self.parent!`, `guard
/// let p = parent`, `$0` in `parent.map { $0.x }`) inside a `Component` subclass, or a stored
/// property without a value in an `@ComponentImpl` class, whose generated `init(parent:)` fills it
/// from the parent by name. `Optional`'s own methods on the optional parent (`parent.map { … }`)
/// are no read. A tracked `var` of an `@Observable` class is stored as `_x` (the macro makes `x`
/// computed), so it provides `_x`, not `x`; a `let` and an `@ObservationIgnored var` keep their names.
/// Where an initializer types its `parent:` parameter as a component class of the tree
/// (`init(parent: AppComponent)`), the ancestors are that class and, following the same rule,
/// its own parent's chain; where the component is made with one parent class (by name, or as
/// `.init(parent:)` where the code gives the type: an annotation, a parameter's type), that
/// class's chain; made with several (each known), every one's chain must provide the name, since the
/// lookup may walk any of them. Otherwise (`parent: Component`, or a generated `init(parent:)`) which
/// component is whose parent is decided at run time, so every other component counts as a
/// possible ancestor, but only for the names it declares itself rather than reads from its own
/// parent: the rule finds the names no possible ancestor provides, the ones upstream's lookup
/// only finds by crashing.
/// The same holds for `c.x` anywhere (a module, flow or flow step, a builder's `component` and
/// `parentComponent`, a helper), where `c` is typed as a component class of the tree that
/// declares no member `x` (nor does a superclass, an extension, or a supertype from outside the
/// tree, which may have it): the dynamic member lookup, from that component up its ancestors;
/// typed as a protocol of component classes that declares no `x` (nor do they), from each class
/// it may be; typed as `Component` itself, from any component, so some component must declare
/// `x`. And for `self.x` in a component class (or an extension of one) that declares no `x`: a
/// lookup from the component itself. (A bare `x` declared nowhere does not compile: dynamic
/// member lookup needs the `.`.)
struct ComponentDependenciesResolveRule: RuleChecker {
    /// Members of `Component` itself: reading them is not a dependency lookup.
    static let componentMembers: Set<String> = ["parent", "lookup", "shared", "self", "init"]

    /// A component's reads of `parent.x` and its `super.init(parent: nil)` are in method and
    /// initializer bodies, possibly in other files than the one a finding is reported in.
    var readsOtherFilesFunctionBodies: Bool { true }

    /// The code it reads: the component classes' files and their extensions' (the reads of the
    /// parent, `super.init(parent: nil)`); the files that may name a component class or hold the
    /// word `parent` (where one is made with `parent:`, by name or as `.init(parent:)`); and the
    /// callers of a function whose parameter such a construction passes on
    /// (`ItemsBuilder.build(parentComponent:)`), which name the function's type, or the
    /// function where no type encloses it. Where the code is not read yet, every type and every
    /// function outside a type that a file declares (local ones included) may hold such a
    /// construction.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        let components = project.concreteTypes(in: "Components").filter { $0.declaration.kind == .class }
        guard !components.isEmpty else { return [] }
        var read = Set<Int>()
        for component in components {
            read.insert(component.file)
            for location in project.index.entries(declared: component.declaration.qualifiedName).flatMap(\.extensions) {
                read.insert(location.file)
            }
        }
        let names = Set(components.map { LintProject.simpleName($0.declaration.name) })
        // (An implicit `.init(parent: x)` names no component class: its label is the word.)
        let naming = WordFilter.Query(names.union(["parent"]))
        let skimmed = Set(files)
        var callees: Set<String> = []
        for (f, file) in project.files.enumerated() {
            let declarations = file.declarations
            if skimmed.contains(f) {
                guard project.mayName(naming, file: f) else { continue }
                read.insert(f)
                // As `argumentTypes` names a function's callers: by its type, local ones included,
                // or by its own name where no type encloses it (at top level or in a function).
                for d in declarations.indices {
                    let kind = declarations[d].kind
                    if kind.hasMembers || (kind == .function && file.enclosingType(of: d) == nil) {
                        callees.insert(LintProject.simpleName(declarations[d].name))
                    }
                }
                continue
            }
            for call in file.calls where call.labels.contains("parent") {
                // (An implicit `.init(parent:)` may make a component, by the type its context gives.)
                let implicit = call.constructedType == nil && call.name == "init" && call.receiver.count == 1 && call.receiver[0] == "."
                guard implicit || call.constructedType.map(LintProject.simpleName).map(names.contains) == true,
                      let function = declarations.indices.last(where: { d in
                          file.isDeclaration(call.declaration, inside: d) && [.function, .initializer].contains(declarations[d].kind)
                      }) else { continue }
                if let owner = file.enclosingType(of: function) {
                    callees.insert(LintProject.simpleName(declarations[owner].name))
                } else {
                    callees.insert(declarations[function].kind == .initializer ? "init" : declarations[function].name)
                }
            }
        }
        if !callees.isEmpty {
            let calling = WordFilter.Query(callees)
            for f in files where !read.contains(f) && project.mayName(calling, file: f) { read.insert(f) }
        }
        // And `component.x` anywhere (a builder, a module, a helper) through a value typed by a
        // component class, a protocol of them or `Component` itself: a file that names one.
        let holding = WordFilter.Query(names.union(Self.componentProtocols(of: names, project)).union([Self.baseComponent]))
        for f in files where !read.contains(f) && project.mayName(holding, file: f) { read.insert(f) }
        return files.filter(read.contains)
    }

    func check(_ context: RuleContext) {
        let project = context.project
        let components = project.concreteTypes(in: "Components").filter { $0.declaration.kind == .class }
        let resolver = VariableTypeResolver(project: project)
        // The class's own reads, and `parent.x` in its extensions (in any file).
        let reads = components.map { component -> [Read] in
            var all = self.reads(of: component.index, in: project.files[component.file], file: component.file, resolver: resolver)
                .map { Read(name: $0.name, location: $0.location, file: component.file, staticType: $0.staticType) }
            for location in project.index.entries(declared: component.declaration.qualifiedName).flatMap(\.extensions) {
                all += accessReads(inside: location.declaration, in: project.files[location.file], parentNames: ["parent"],
                                   typedBy: (resolver, location.file))
                    .map { Read(name: $0.name, location: $0.location, file: location.file, staticType: $0.staticType) }
            }
            // `p.x` through a `parent:` parameter typed as a class that declares `x` (stored or
            // not) is an ordinary member access, checked by the compiler: no lookup at run time.
            return all.filter { read in
                guard let type = read.staticType else { return true }
                return !([type] + project.supertypes(of: type)).contains { owner in
                    project.members(ofType: owner).contains { $0.declaration.kind == .variable && $0.declaration.name == read.name }
                }
            }
        }
        // What each component class provides to its descendants: the stored properties it
        // declares (the lookup reflects on them: a computed property is not there, a `lazy` or
        // wrapped one is under another name, `_x`, and so is a `var` that `@Observable` tracks),
        // less those it only passes on from its own parent (a sibling that passes a name on is no
        // source of it).
        var provided: [String: Set<String>] = [:]
        // And the files that declare it and its members: where a change can take a name away.
        var providerFiles: [String: Set<Int>] = [:]
        // And the computed, `lazy`, wrapped and tracked ones, which the lookup does not see, with
        // why (said in the finding).
        var unstored: [String: [String: String]] = [:]
        for (component, componentReads) in zip(components, reads) {
            let name = LintProject.simpleName(component.declaration.name)
            let members = project.memberIndices(ofType: name)
            let instanceProperties = members.filter { member in
                let declaration = project.files[member.file].declarations[member.index]
                return declaration.kind == .variable && !declaration.hasModifier("static") && !declaration.hasModifier("class")
            }
            var stored: [String] = []
            for member in instanceProperties {
                let property = project.files[member.file].declarations[member.index]
                let qualified = "'\(name).\(property.name)'"
                if property.storage != .stored {
                    unstored[name, default: [:]][property.name] = "\(qualified) is computed: the lookup sees stored properties only"
                } else if property.hasModifier("lazy") {
                    unstored[name, default: [:]][property.name] = "\(qualified) is lazy, stored under another name"
                } else if property.attributes.contains(where: { Self.isPropertyWrapper($0.name) }) {
                    // A wrapped property's storage, `_x`, is what the lookup sees of it.
                    unstored[name, default: [:]][property.name] = "\(qualified) is wrapped, stored as '_\(property.name)'"
                    stored.append("_" + property.name)
                } else if Self.isTrackedByObservable(member.index, in: project.files[member.file]) {
                    // So is a tracked one's.
                    unstored[name, default: [:]][property.name] = "\(qualified) is tracked by @Observable, which stores it as "
                        + "'_\(property.name)': mark it @ObservationIgnored to keep the name"
                    stored.append("_" + property.name)
                } else {
                    stored.append(property.name)
                }
            }
            provided[name, default: []].formUnion(Set(stored).subtracting(componentReads.map(\.name)))
            providerFiles[name, default: []].formUnion(members.map(\.file) + [component.file])
        }
        // The stated parent class of each component, when its initializers all name one, and the
        // roots: components whose every initializer passes `super.init(parent: nil)`.
        var parents: [String: String] = [:]
        var roots: Set<String> = []
        for component in components {
            let file = project.files[component.file]
            let name = LintProject.simpleName(component.declaration.name)
            let initializers = file.childIndices(of: component.index).filter { file.declarations[$0].kind == .initializer }
            // A generic parameter named like a component class is not that class ("": unknown).
            let types = Set(initializers.flatMap { i in
                file.declarations[i].parameters.filter { $0.label == "parent" }.map { parameter in
                    VariableTypeResolver.nominalType(parameter.type)
                        .flatMap { project.index.isShadowed($0, file: component.file, declaration: i) ? nil : $0 } ?? ""
                }
            })
            if types.count == 1, let type = types.first, provided[type] != nil {
                parents[name] = type
            } else if !initializers.isEmpty, initializers.allSatisfy({ passesNilParent(in: $0, file) }) {
                roots.insert(name)
            }
        }
        // Otherwise, the parent where the component is made: `C(parent: component)` with
        // `component` typed as a component class, directly or through a builder's parameter
        // (`ItemsBuilder.build(parentComponent: component)` making `ItemsModuleComponentImpl(parent:
        // parentComponent)`). Only when every place agrees on one class.
        // Made in several places with different parent classes, each known: every one is a chain
        // the lookup may walk, and each must provide what the component reads.
        var parentChoices: [String: [String]] = [:]
        for (name, found) in constructionParents(of: Set(provided.keys), project) where parents[name] == nil && !roots.contains(name) {
            if found.count == 1, let parent = found.first, let parent, parent != name { parents[name] = parent }
            if found.count > 1, !found.contains(nil), !found.contains(name) { parentChoices[name] = found.compactMap { $0 }.sorted() }
        }
        // Every provider's files, once: a run-time chain asks them all.
        let everyProviderFile = Set(providerFiles.values.joined())
        let everyProviderFileInOrder = everyProviderFile.sorted()
        // For a chain decided at run time, which asks every other component: how many components
        // provide each name, and the components in order (worked out once, not per component).
        var providers: [String: Int] = [:]
        for names in provided.values { for name in names { providers[name, default: 0] += 1 } }
        let everyComponent = provided.keys.sorted()
        /// What the chain of ancestors that starts at `first` (the component's parent, or nil for
        /// its stated one) provides, and whom it asks.
        func chain(of own: String, startingAt first: String?) -> AncestorChain {
            var result = AncestorChain(own: own)
            var current = own
            var ancestors: [String] = []
            var next = first ?? parents[own]
            while let parent = next, result.visited.insert(parent).inserted {
                ancestors.append(parent)
                // The parent's class and its superclasses in the tree (it inherits their properties).
                for name in [parent] + project.supertypes(of: parent) {
                    result.askedComponents.append(name)
                    result.available.formUnion(provided[name] ?? [])
                    result.asking.formUnion(providerFiles[name] ?? [])
                }
                current = parent
                next = parents[current]
            }
            let chainIsKnown = parents[current] != nil || roots.contains(current)
            // Else the rest of the chain is decided at run time: any other component may be an ancestor.
            result.asksEveryOther = !chainIsKnown
            // Who was asked: the ancestors when the chain is known to its root, else every other component.
            result.asked = chainIsKnown
                ? (ancestors.isEmpty ? "it has no parent to provide it" : "no ancestor (\(ancestors.joined(separator: " → "))) provides it")
                : ancestors.isEmpty ? "no other component provides it" : "no ancestor (\(ancestors.joined(separator: " → ")) → …) or other component provides it"
            return result
        }
        /// Whether a chain provides `name`: its ancestors, or, asking every other component, one
        /// of them (a component that is not `own`, or `own` among its ancestors' classes).
        func provides(_ chain: AncestorChain, _ name: String) -> Bool {
            if chain.available.contains(name) { return true }
            guard chain.asksEveryOther, let count = providers[name] else { return false }
            return count > (provided[chain.own]?.contains(name) == true ? 1 : 0)
        }
        /// The chains of a component's ancestors: one, or one per parent class it is made with
        /// (once per component: every read and lookup of it asks them).
        var chains: [String: [AncestorChain]] = [:]
        func ancestorChains(of own: String) -> [AncestorChain] {
            if let known = chains[own] { return known }
            let made = (parentChoices[own].map { $0.map(Optional.some) } ?? [nil]).map { chain(of: own, startingAt: $0) }
            chains[own] = made
            return made
        }
        /// The first chain that misses `name`.
        func missing(_ name: String, from own: String) -> AncestorChain? {
            ancestorChains(of: own).first { !provides($0, name) }
        }
        /// Why the lookup misses `name` in a component asked that declares it: stored where it does not look.
        func unseenNote(_ name: String, asking chain: AncestorChain) -> String {
            let others = chain.asksEveryOther ? everyComponent.filter { !chain.visited.contains($0) } : []
            return (chain.askedComponents + others).lazy.compactMap { unstored[$0]?[name] }.first.map { " (\($0))" } ?? ""
        }
        /// The files of the components a chain asks, and `own`'s: where a change can take the name away.
        func askedFiles(_ chain: AncestorChain, and own: [Int]) -> [Int] {
            (chain.asksEveryOther ? everyProviderFile : chain.asking).union(own).sorted()
        }
        for (component, componentReads) in zip(components, reads) {
            let own = LintProject.simpleName(component.declaration.name)
            for read in componentReads {
                guard let missing = missing(read.name, from: own) else { continue }
                let unseen = unseenNote(read.name, asking: missing)
                // The files of the components asked (`Finding.relatedPaths`), and the component's own
                // declaration, which decides its parent (a read may be in an extension's file).
                context.report(file: read.file, at: read.location,
                               "'\(own)' reads '\(read.name)' from its parent, but \(missing.asked)\(unseen); the lookup crashes at run time",
                               relatedFiles: askedFiles(missing, and: [component.file]))
            }
        }
        // `component.x` anywhere (a module, flow or step, a builder, a helper) and `self.x` in a
        // component class, where the value is typed as a component class of the tree that declares
        // no member `x` (nor a supertype of it, nor a subclass the value may be): the dynamic member
        // lookup, which starts at that component and walks its ancestors, as a read from the parent does.
        let componentFiles = Dictionary(grouping: components, by: { LintProject.simpleName($0.declaration.name) }).mapValues { $0.map(\.file) }
        let protocols = Self.componentProtocols(of: Set(componentFiles.keys), project)
        let naming = WordFilter.Query(Set(componentFiles.keys).union(protocols).union([Self.baseComponent]))
        /// `types` and, when one is `Component`, `Component`'s own supertypes (its runtime
        /// conformances and what the tree's extensions of it add), whose extensions in the tree give
        /// members too (`extension ComponentProviding { func trace() }`).
        func withComponentSupertypes(_ types: [String]) -> [String] {
            guard types.contains(Self.baseComponent) else { return types }
            let more = Self.componentConformances + project.supertypes(of: Self.baseComponent).sorted()
                + Self.componentConformances.flatMap { project.supertypes(of: $0).sorted() }
            return types + more.filter { !types.contains($0) }
        }
        /// Whether `owner`, a supertype of it, or a subclass the value may be declares a member `name`
        /// (`_x`: the storage of a wrapped property `x`).
        func declares(_ name: String, _ owner: String) -> Bool {
            let wrapped = name.hasPrefix("_") ? String(name.dropFirst()) : nil
            return (withComponentSupertypes([owner] + project.supertypes(of: owner)) + project.index.types(reaching: [owner]).sorted()).contains { type in
                project.memberIndices(ofType: type).contains { member in
                    let file = project.files[member.file]
                    let declaration = file.declarations[member.index]
                    return declaration.name == name
                        || declaration.name == wrapped && (declaration.attributes.contains { Self.isPropertyWrapper($0.name) }
                            || Self.isTrackedByObservable(member.index, in: file))
                }
            }
        }
        /// The component classes a value of `type` may be, whose lookup of `name` starts there:
        /// the class itself; a protocol's component classes; nil for a member access the compiler
        /// checks or a type that is none of these. (Every class, for the base `Component`: `[]`.)
        func lookupStarts(_ type: VariableTypeResolver.ResolvedType, reading name: String) -> [String]? {
            if case .tree = type.origin, provided[type.name] != nil {
                // A supertype from outside the tree (`ObservableObject`, `CustomStringConvertible`)
                // may declare `name` (`objectWillChange`, `description`): a member access, maybe.
                let foreign = project.supertypes(of: type.name).contains { supertype in
                    !Self.memberlessSupertypes.contains(supertype) && project.index.entries(named: supertype).isEmpty
                }
                return declares(name, type.name) || foreign ? nil : [type.name]
            }
            if type.name == Self.baseComponent, type.origin != .bound, !type.isLocal {
                // Any component: the name must be some component's (declared at all: computed too, to be sure).
                return provided.keys.contains { declares(name, $0) } || withComponentSupertypes([type.name]).contains { owner in
                    project.members(ofType: owner).contains { $0.declaration.name == name }
                } ? nil : []
            }
            guard case .tree = type.origin, protocols.contains(type.name) else { return nil }
            // A protocol whose members are all the tree's (or `Component`'s) and none is `name`.
            let refined = [type.name] + project.supertypes(of: type.name).sorted()
            guard refined.allSatisfy({ $0 == Self.baseComponent || $0 == "AnyObject" || protocols.contains($0) || provided[$0] != nil }),
                  !withComponentSupertypes(refined).contains(where: { owner in project.members(ofType: owner).contains { $0.declaration.name == name } })
            else { return nil }
            let classes = project.index.types(reaching: [type.name]).filter { provided[$0] != nil }.sorted()
            guard !classes.isEmpty, !classes.contains(where: { declares(name, $0) }) else { return nil }
            return classes
        }
        /// Reports `access`'s read of the member after its first `count` names, when the receiver
        /// is typed as a component class, a protocol of them or `Component`, and the lookup misses.
        func checkLookup(_ access: MemberAccess, receiverCount count: Int, in f: Int, _ file: FileSyntax) {
            let path = access.path
            let name = path[count]
            // `$x`, a property wrapper's projection, is a member the compiler checks, never a lookup.
            guard !name.hasPrefix("$") else { return }
            var types = resolver.types(ofChain: Array(path.prefix(count)), before: access.token, file: f, declaration: access.declaration)
            // A closure's parameter typed where it is written (`{ (c: Component) in c.x }`), which
            // the resolver does not read.
            if types.isEmpty, count == 1, let binding = resolver.localBinding(path[0], before: access.token, in: access.declaration, file: f),
               binding.type == nil, binding.aliasOf == nil, let n = binding.token, n < file.file.tokens.count,
               file.file.tokens[n].kind != .leftBrace,
               let written = VariableTypeResolver.declaredType(afterName: n, file),
               let type = resolver.resolve(written, file: f, declaration: access.declaration, at: access.token) {
                types = [type]
            }
            let starts = types.map { lookupStarts($0, reading: name) }
            guard !types.isEmpty, !starts.contains(where: { $0 == nil }) else { return }
            // `Optional`'s own method on an optional value (`c.map { … }` for `c: Component?`, not
            // `c?.map`): no lookup.
            if Self.optionalMembers.contains(name), receiverIsOptional(access, receiverCount: count, in: f, file) { return }
            let read = path.prefix(count + 1).joined(separator: ".")
            guard let location = file.memberLocation(name, after: access.token) else { return }
            reporting: for (type, classes) in zip(types, starts.map { $0! }) {
                if classes.isEmpty {
                    context.report(file: f, at: location,
                                   "'\(type.name)' declares no '\(name)', so '\(read)' looks it up in the component it holds and its ancestors, "
                                   + "but no component provides it; the lookup crashes at run time",
                                   relatedFiles: everyProviderFileInOrder)
                    break
                }
                for component in classes {
                    guard let missing = missing(name, from: component) else { continue }
                    let unseen = unseenNote(name, asking: missing)
                    let subject = component == type.name ? "'\(component)'" : "'\(type.name)' (here '\(component)')"
                    context.report(file: f, at: location,
                                   "\(subject) declares no '\(name)', so '\(read)' looks it up in its ancestors, "
                                   + "but \(missing.asked)\(unseen); the lookup crashes at run time",
                                   relatedFiles: askedFiles(missing, and: componentFiles[component] ?? []))
                    break reporting
                }
            }
        }
        /// Whether the receiver of `access`'s read after its first `count` names is written as an
        /// optional (a local's, a parameter's or a closure parameter's type, or the enclosing type's
        /// property's) and not unwrapped there (`?` or `!` after it).
        func receiverIsOptional(_ access: MemberAccess, receiverCount count: Int, in f: Int, _ file: FileSyntax) -> Bool {
            let tokens = file.file.tokens
            var last = access.token
            for _ in 1..<count { last = VariableTypeResolver.nextCode(after: VariableTypeResolver.nextCode(after: last, file), file) }
            guard last < tokens.count, !isUnwrapped(after: last, in: file) else { return false }
            let name = access.path[count - 1]
            var written: [String] = []
            if count == 1, let binding = resolver.localBinding(name, before: access.token, in: access.declaration, file: f) {
                if let type = binding.type {
                    written = [type]
                } else if let n = binding.token, n < tokens.count, tokens[n].kind != .leftBrace,
                          let type = VariableTypeResolver.declaredType(afterName: n, file) {
                    written = [type]
                } else if let sequence = binding.elementOf {
                    // An element of a sequence a local or the enclosing type's property holds (`all.forEach { c in`).
                    let held = resolver.localBinding(sequence, before: access.token, in: access.declaration, file: f).map { [$0.type].compactMap { $0 } }
                        ?? resolver.types(ofChain: ["self"], before: access.token, file: f, declaration: access.declaration).first
                            .map { resolver.members(sequence, of: $0).map(\.written) } ?? []
                    written = held.compactMap(VariableTypeResolver.elementType)
                }
            } else if count == 1 || access.path[0] == "self",
                      let enclosing = resolver.types(ofChain: ["self"], before: access.token, file: f, declaration: access.declaration).first {
                written = resolver.members(name, of: enclosing).map(\.written)
            }
            return written.contains { $0.hasSuffix("?") || $0.hasSuffix("!") || $0.hasPrefix("Optional<") }
        }
        for (f, file) in context.checkedFiles {
            // (A file that types a value as a component names its class, protocol or `Component`: most name none.)
            guard !componentFiles.isEmpty, project.mayName(naming, file: f) else { continue }
            let declarations = file.declarations
            // Inside a component class (or an extension of one), the names its reads of the parent
            // go through, read above (`parent.x`, `p.x` for `init(parent p:)`), per enclosing type.
            var parentNamesByType: [Int: Set<String>] = [:]
            func parentNames(in type: Int) -> Set<String> {
                if let known = parentNamesByType[type] { return known }
                var names: Set<String> = []
                if provided[LintProject.simpleName(declarations[type].name)] != nil {
                    names = ["parent"]
                    if declarations[type].kind != .extension {
                        for member in file.children(of: type) where member.kind == .initializer {
                            for parameter in member.parameters where parameter.label == "parent" { names.insert(parameter.name) }
                        }
                    }
                }
                parentNamesByType[type] = names
                return names
            }
            for access in file.memberAccesses where !access.isInPreview {
                let path = access.path
                guard path.count > 1, path[0] != "." else { continue }
                // `component.x`, `self.component.x`: the receiver is one name; `self.x`, in a
                // component class, the component itself (an undeclared bare `x` does not compile:
                // dynamic member lookup needs the `.`).
                let skipped = file.enclosingType(of: access.declaration).map(parentNames(in:)) ?? []
                for count in path[0] == "self" ? [1, 2] : [1] where path.count > count {
                    guard !Self.componentMembers.contains(path[count]),
                          // (`parent.x` in a component class, and `p.x` through a name bound to the
                          // parent there, are read above.)
                          !(count == 1 ? skipped.contains(path[0]) : path[1] == "parent" && !skipped.isEmpty),
                          !(count == 1 && !skipped.isEmpty && path[0] != "self"
                              && parentValue(path[0], before: access.token, in: access.declaration, file: file, parentNames: skipped,
                                             typing: (resolver, f)) != nil)
                    else { continue }
                    checkLookup(access, receiverCount: count, in: f, file)
                }
            }
        }
    }

    /// The base class of components, whose dynamic member lookup reads dependencies by name.
    static let baseComponent = "Component"

    /// The protocols of the tree that component classes conform to (`ItemsModuleComponent`), directly or not.
    /// A chain of ancestors a component's lookup walks (`check`'s `chain(of:startingAt:)`).
    private struct AncestorChain {
        /// The component whose ancestors these are.
        let own: String
        /// What the ancestors (and their superclasses) provide.
        var available: Set<String> = []
        /// How the finding says whom it asked.
        var asked = ""
        /// The ancestors' classes and superclasses, in order.
        var askedComponents: [String] = []
        /// Their files.
        var asking: Set<Int> = []
        /// `own` and its ancestors.
        var visited: Set<String>
        /// Whether the chain is decided at run time past its known ancestors, so that every other
        /// component may be asked (what they provide is counted, not copied, per chain).
        var asksEveryOther = false

        init(own: String) {
            self.own = own
            visited = [own]
        }
    }

    static func componentProtocols(of components: Set<String>, _ project: LintProject) -> Set<String> {
        var protocols = Set<String>()
        for component in components {
            for type in project.supertypes(of: component) where !protocols.contains(type) {
                if project.index.entries(named: type).contains(where: { $0.kind == .protocol }) { protocols.insert(type) }
            }
        }
        return protocols
    }

    /// The protocols `Component` conforms to in the generated runtime (`open class Component:
    /// ComponentProviding`, Templates/Huddle), which the tree excludes from linting.
    static let componentConformances = ["ComponentProviding"]

    /// The supertypes of a component class that add no member a lookup could be mistaken for.
    static let memberlessSupertypes = Set([baseComponent, "AnyObject", "Sendable"] + componentConformances)

    /// Whether an attribute of a property is a property wrapper (`@Boxed var x`, stored as `_x`):
    /// a type's name, not one of the attributes Swift or the frameworks give stored properties
    /// (`@MainActor`, a global actor, `@IBOutlet`, `@NSManaged`, `@NSCopying`), nor a macro that
    /// leaves the property stored under its name (`@ObservationIgnored`, SwiftData's `@Transient`).
    static func isPropertyWrapper(_ attribute: String) -> Bool {
        guard let first = attribute.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        let name = attribute.split(separator: ".").last.map(String.init) ?? attribute
        return !name.hasSuffix("Actor") && !Self.storedPropertyAttributes.contains(name)
    }

    /// The capitalised attributes of a stored property that are no property wrapper: it keeps its name.
    static let storedPropertyAttributes: Set<String> = [
        "IBOutlet", "IBInspectable", "GKInspectable", "NSManaged", "NSCopying", "ObservationIgnored", "Transient",
    ]

    /// Whether the declaration at `index` is a stored instance `var` that the `@Observable` macro
    /// of the class it is written in tracks: the macro makes it a computed property over storage
    /// named `_x`, which is what reflection sees. Not a `let`, a `lazy` or a static one, nor one
    /// marked `@ObservationIgnored`, which keep their names.
    static func isTrackedByObservable(_ index: Int, in file: FileSyntax) -> Bool {
        let property = file.declarations[index]
        guard property.kind == .variable, property.binding == "var", property.storage == .stored,
              !property.hasModifier("lazy"), !property.hasModifier("static"), !property.hasModifier("class"),
              !property.hasAttribute("ObservationIgnored"),
              let owner = property.parent, file.declarations[owner].kind == .class else { return false }
        return file.declarations[owner].hasAttribute("Observable")
    }

    /// For each component class made somewhere with `(parent: x)`, the component classes `x` is
    /// typed as at each such place (nil for a place where it cannot be told). Made by its name
    /// (`C(parent: x)`, `C.init(parent: x)`) or as an implicit member whose type the context
    /// gives (`let c: C = .init(parent: x)`, an argument for a parameter typed `C`).
    private func constructionParents(of components: Set<String>, _ project: LintProject) -> [String: Set<String?>] {
        guard !components.isEmpty else { return [:] }
        let resolver = VariableTypeResolver(project: project)
        let sites = CallSites(project)
        var result: [String: Set<String?>] = [:]
        for (f, file) in project.files.enumerated() {
            for call in file.calls where !call.isInPreview && call.labels.contains("parent") {
                guard let made = madeComponent(call, file: f, components: components, resolver: resolver, project) else { continue }
                result[made, default: []].formUnion(argumentTypes(call, label: "parent", file: f, components: components, resolver: resolver,
                                                                  project, followingParameters: sites))
            }
        }
        return result
    }

    /// The component class of the tree `call` makes: `C(…)`, `C.init(…)`, or an implicit
    /// `.init(…)` where the code says the type it is expected to have (a variable's annotation, a
    /// parameter's type: `VariableTypeResolver.expectedType(ofImplicitMemberAt:)`). Nil for
    /// anything else, and where the type cannot be told.
    private func madeComponent(_ call: Call, file f: Int, components: Set<String>, resolver: VariableTypeResolver,
                               _ project: LintProject) -> String? {
        if let constructed = call.constructedType {
            let made = LintProject.simpleName(constructed)
            return components.contains(made) ? made : nil
        }
        let tokens = project.files[f].file.tokens
        let dot = VariableTypeResolver.significantToken(before: call.token, tokens)
        guard call.name == "init", call.receiver.count == 1, call.receiver[0] == ".", dot >= 0, tokens[dot].kind == .period,
              let expected = resolver.expectedType(ofImplicitMemberAt: dot, file: f, declaration: call.declaration),
              let type = resolver.resolve(expected.written, file: expected.file, declaration: expected.declaration,
                                          at: expected.file == f ? call.token : nil),
              case .tree = type.origin, components.contains(type.name)
        else { return nil }
        return type.name
    }

    /// The tree's calls with argument labels, by the name they call and, for those that make a
    /// type, by its simple name: where `argumentTypes` finds a function's callers (looked up,
    /// not searched for in every file for every builder).
    private struct CallSites {
        var byName: [String: [(file: Int, call: Int)]] = [:]
        var byMadeType: [String: [(file: Int, call: Int)]] = [:]

        init(_ project: LintProject) {
            for (g, file) in project.files.enumerated() {
                for (c, site) in file.calls.enumerated() where !site.isInPreview && !site.labels.isEmpty {
                    byName[site.name, default: []].append((g, c))
                    if let made = site.constructedType { byMadeType[LintProject.simpleName(made), default: []].append((g, c)) }
                }
            }
        }

        /// The calls named `name` and, for `init`, those that make `owner`, each once, in order.
        func candidates(_ name: String, owner: String?) -> [(file: Int, call: Int)] {
            let named = byName[name] ?? []
            guard name == "init", let owner, let made = byMadeType[owner] else { return named }
            return (named + made).sorted { ($0.file, $0.call) < ($1.file, $1.call) }
                .reduce(into: []) { unique, site in if unique.last.map({ $0 != site }) ?? true { unique.append(site) } }
        }
    }

    /// The component classes the `label:` argument of `call` may be: its declared type, or, for a
    /// parameter of the enclosing function that is not typed as one (`parentComponent:
    /// Component`), the arguments the function's callers pass for it (one level; with
    /// `followingParameters`, the tree's calls).
    private func argumentTypes(_ call: Call, label: String, file f: Int, components: Set<String>, resolver: VariableTypeResolver,
                               _ project: LintProject, followingParameters sites: CallSites?) -> Set<String?> {
        let file = project.files[f]
        guard let arguments = call.arguments else { return [nil] }
        // A component made right there (`parent: PreviewComponent()`) is of its class.
        if let made = constructedArgument(arguments, label: label, file), components.contains(made),
           !project.index.isShadowed(made, file: f, declaration: call.declaration) {
            return [made]
        }
        guard let chain = argumentChain(arguments, label: label, file) else { return [nil] }
        // A type declared in a function or a bound name is no component class of the tree.
        // (Every type the chain may have: `#if` branches may declare a property twice.)
        let named = resolver.types(ofChain: chain, before: arguments.lowerBound, file: f, declaration: call.declaration).filter { type in
            type.origin != .bound && !type.isLocal && components.contains(type.name)
                && !project.index.isShadowed(type.name, file: f, declaration: call.declaration)
        }
        if !named.isEmpty { return Set(named.map(\.name)) }
        // A parameter of the function the call is in: what its callers pass.
        guard let sites, chain.count == 1, let function = file.declarations.indices.last(where: { d in
            file.isDeclaration(call.declaration, inside: d) && [.function, .initializer].contains(file.declarations[d].kind)
        }), let parameter = file.declarations[function].parameters.first(where: { $0.name == chain[0] }), let parameterLabel = parameter.label
        else { return [nil] }
        let ownerIndex = file.enclosingType(of: function)
        let owner = ownerIndex.map { LintProject.simpleName(file.declarations[$0].name) }
        let name = file.declarations[function].kind == .initializer ? "init" : file.declarations[function].name
        // A local function, a `private` or `fileprivate` one, or one of such a type (or of a
        // local type) is called only from its own file.
        let fileOnly = [function, ownerIndex].compactMap { $0 }.contains { d in
            file.declarations[d].isLocal || file.declarations[d].hasModifier("private") || file.declarations[d].hasModifier("fileprivate")
        }
        var result: Set<String?> = []
        for (g, c) in sites.candidates(name, owner: owner) where !fileOnly || g == f {
            let caller = project.files[g], site = caller.calls[c]
            guard site.labels.contains(parameterLabel),
                  site.name == name || (name == "init" && site.constructedType.map(LintProject.simpleName) == owner),
                  site.receiver.last == owner || site.constructedType.map(LintProject.simpleName) == owner
                    || (site.receiver.isEmpty && caller.enclosingType(of: site.declaration).map { LintProject.simpleName(caller.declarations[$0].name) } == owner)
            else { continue }
            result.formUnion(argumentTypes(site, label: parameterLabel, file: g, components: components, resolver: resolver,
                                           project, followingParameters: nil))
        }
        return result.isEmpty ? [nil] : result
    }

    /// The class the argument for `label:` constructs when it is a call of a type's name, plain
    /// or qualified, with no trailing closure (`PreviewComponent()`, `App.RootComponent(x: 1)`);
    /// nil for anything else.
    private func constructedArgument(_ arguments: Range<Int>, label: String, _ file: FileSyntax) -> String? {
        let code = argumentCode(arguments, file)
        guard let start = argumentStart(code, label: label) else { return nil }
        var k = start
        var name: String?
        while k < code.count, code[k].kind == .identifier {
            name = code[k].text
            k += 1
            if k < code.count, code[k].kind == .period { k += 1 } else { break }
        }
        guard let name, name.first?.isUppercase == true, k < code.count, code[k].kind == .leftParen else { return nil }
        var depth = 0
        while k < code.count {
            switch code[k].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            k += 1
            if depth == 0 { break }
        }
        guard depth == 0, k < code.count, code[k].kind == .comma || code[k].kind == .rightParen else { return nil }
        return name
    }

    /// The argument tokens `(`…`)` without trivia, each with its text.
    private func argumentCode(_ arguments: Range<Int>, _ file: FileSyntax) -> [(kind: TokenKind, text: String)] {
        let source = file.file
        return source.withTokens { tokens in
            tokens[arguments].filter { !$0.kind.isTrivia }.map { (kind: $0.kind, text: source.text(of: $0)) }
        }
    }

    /// Where the argument for `label:` starts in the argument tokens `(`…`)` (trivia left out).
    private func argumentStart(_ code: [(kind: TokenKind, text: String)], label: String) -> Int? {
        var depth = 0
        for (k, token) in code.enumerated() {
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            if depth == 1, token.text == label, k + 1 < code.count, code[k + 1].kind == .colon, k > 0,
               code[k - 1].kind == .leftParen || code[k - 1].kind == .comma {
                return k + 2
            }
        }
        return nil
    }

    /// The argument for `label:` in the argument tokens `(`…`)` when it is a plain name or member
    /// chain (`component`, `self.component`); nil for anything else.
    private func argumentChain(_ arguments: Range<Int>, label: String, _ file: FileSyntax) -> [String]? {
        let code = argumentCode(arguments, file)
        guard let start = argumentStart(code, label: label) else { return nil }
        var chain: [String] = []
        var k = start
        while k < code.count, code[k].kind == .identifier || code[k].kind == .keyword {
            chain.append(code[k].text)
            k += 1
            if k < code.count, code[k].kind == .period { k += 1 } else { break }
        }
        guard !chain.isEmpty, k < code.count, code[k].kind == .comma || code[k].kind == .rightParen else { return nil }
        return chain
    }

    /// Whether initializer `i` has no `parent:` parameter and calls `super.init(parent: nil)`.
    private func passesNilParent(in i: Int, _ file: FileSyntax) -> Bool {
        guard !file.declarations[i].parameters.contains(where: { $0.label == "parent" }) else { return false }
        return file.calls.contains { call in
            guard call.name == "init", call.receiver == ["super"], call.labels == ["parent"], let arguments = call.arguments,
                  file.isDeclaration(call.declaration, inside: i) else { return false }
            let code = file.file.tokens[arguments].filter { !$0.kind.isTrivia }.map { file.file.text(of: $0) }
            return code == ["(", "parent", ":", "nil", ")"]
        }
    }

    /// The dependency names a component class reads from its parent, where each is written.
    private func reads(of index: Int, in file: FileSyntax, file f: Int, resolver: VariableTypeResolver)
        -> [(name: String, location: SourceLocation, staticType: String?)] {
        let component = file.declarations[index]
        var result: [(String, SourceLocation, String?)] = []
        // The parent is `parent` (the stored property, or an initializer parameter of that name)
        // or the internal name of an initializer's `parent:` parameter, with the class it is
        // typed as, when one (`init(parent: AppComponent)`; not when two initializers differ).
        var parentNames: Set<String> = ["parent"]
        for member in file.children(of: index) where member.kind == .initializer {
            for parameter in member.parameters where parameter.label == "parent" { parentNames.insert(parameter.name) }
        }
        result += accessReads(inside: index, in: file, parentNames: parentNames, typedBy: (resolver, f))
        // `@ComponentImpl` generates `init(parent:)`, which reads every stored property without a value.
        if component.hasAttribute("ComponentImpl") {
            for member in file.children(of: index)
            where member.kind == .variable && member.storage == .stored && member.accessors.isEmpty
                && !member.hasModifier("static") && !member.hasModifier("class") && !member.hasModifier("lazy")
                && !hasInitialValue(member, in: file)
            {
                result.append((member.name, member.location, nil))
            }
        }
        return result
    }

    /// `parent.x`, `self.parent?.x`, `p.x` (for `p` in `parentNames`) and `q.x` for a name `q`
    /// bound to the parent (`let q = self.parent!`, `guard let q = parent`, `$0` in `parent.map {
    /// $0.x }`) written inside a declaration (a component class or an extension of one).
    /// With, for a read through an initializer's `parent:` parameter typed as a class other than
    /// `Component` (`init(parent: AppComponent)`), that class: there the read is a member access
    /// the compiler checks (elsewhere `parent` is the `Component` property: a lookup).
    /// In parentheses, it is the same (`(parent).x`, `(self.parent)?.x`, `(parent!).x`).
    /// A method of `Optional` on the optional parent (`parent.map { … }`, not `parent?.map`) is
    /// no read: the optional has it, no lookup happens.
    private func accessReads(inside index: Int, in file: FileSyntax, parentNames: Set<String>,
                             typedBy typing: (resolver: VariableTypeResolver, file: Int))
        -> [(name: String, location: SourceLocation, staticType: String?)] {
        var result: [(String, SourceLocation, String?)] = []
        for access in file.memberAccesses where !access.isInPreview && file.isDeclaration(access.declaration, inside: index) {
            let path = access.path
            guard path.count >= 2 else { continue }
            let value: ParentValue
            // Where the name read is in the path.
            let read: Int
            // The token of the name the parent is read through (`parent` in `self.parent?.x`).
            var receiver = access.token
            if path[0] == "self" {
                guard path.count >= 3, path[1] == "parent" else { continue }
                value = ParentValue(isOptional: true, staticType: nil)
                read = 2
                receiver = VariableTypeResolver.nextCode(after: VariableTypeResolver.nextCode(after: access.token, file), file)
            } else if path[0] == "(…)" {
                // `(parent).x`: what the parentheses hold, the name read after them (the access's token).
                guard let head = parenthesizedHead(before: access.token, in: file) else { continue }
                if head.name == "self.parent" {
                    value = ParentValue(isOptional: !head.forced, staticType: nil)
                } else {
                    guard let found = parentValue(head.name, before: access.token, in: access.declaration, file: file,
                                                  parentNames: parentNames, typing: typing) else { continue }
                    value = ParentValue(isOptional: found.isOptional && !head.forced, staticType: found.staticType)
                }
                read = 1
                receiver = head.close
            } else {
                guard let found = parentValue(path[0], before: access.token, in: access.declaration, file: file, parentNames: parentNames,
                                              typing: typing) else { continue }
                value = found
                read = 1
            }
            let name = path[read]
            guard !Self.componentMembers.contains(name), !name.hasPrefix("$") else { continue }
            if value.isOptional, Self.optionalMembers.contains(name), !isUnwrapped(after: receiver, in: file) { continue }
            // (After the parentheses: the access's token is the name read, after `(…)`.)
            guard let location = file.memberLocation(name, after: path[0] == "(…)" ? receiver : access.token) else { continue }
            result.append((name, location, value.staticType))
        }
        return result
    }

    /// The value in parentheses before the member read at `token` (`(parent).x`, `(self.parent)?.x`,
    /// `((p!)).x`): a name, or `self.parent`, whether it is force-unwrapped, and the `)`.
    /// Nil for other code in them, and for a call's arguments (`make(parent).x`).
    private func parenthesizedHead(before token: Int, in file: FileSyntax) -> (name: String, forced: Bool, close: Int)? {
        let source = file.file
        let tokens = source.tokens
        func back(_ k: Int) -> Int { VariableTypeResolver.significantToken(before: k, tokens) }
        func isOperator(_ k: Int, _ text: StaticString) -> Bool { tokens[k].kind == .operator && source.token(tokens[k], is: text) }
        let dot = back(token)
        guard dot >= 0, tokens[dot].kind == .period else { return nil }
        var close = back(dot)
        // `(parent)?.x`, `(parent)!.x`: the unwrapping follows the `)`.
        if close >= 0, isOperator(close, "?") || isOperator(close, "!") { close = back(close) }
        guard close >= 0, tokens[close].kind == .rightParen else { return nil }
        var open = -1, depth = 0, k = close
        while k >= 0 {
            if tokens[k].kind == .rightParen { depth += 1 }
            if tokens[k].kind == .leftParen {
                depth -= 1
                if depth == 0 { open = k; break }
            }
            k -= 1
        }
        guard open >= 0 else { return nil }
        // Not a call's arguments: a name or a bracket right before the `(`, on its line.
        let before = back(open)
        if before >= 0, !tokens[(before + 1)..<open].contains(where: { $0.kind == .newline }) {
            let kind = tokens[before].kind
            if kind == .identifier || kind == .rightParen || kind == .rightSquare
                || (kind == .keyword && ["self", "Self", "super", "init"].contains(source.text(of: tokens[before]))) { return nil }
        }
        var code = ((open + 1)..<close).filter { !tokens[$0].kind.isTrivia }
        while code.count >= 2, tokens[code[0]].kind == .leftParen, tokens[code[code.count - 1]].kind == .rightParen {
            code.removeFirst()
            code.removeLast()
        }
        let forced = code.count >= 2 && isOperator(code[code.count - 1], "!")
        if forced { code.removeLast() }
        let texts = code.map { source.text(of: tokens[$0]) }
        if texts == ["self", ".", "parent"] { return ("self.parent", forced, close) }
        guard code.count == 1, tokens[code[0]].kind == .identifier else { return nil }
        return (texts[0], forced, close)
    }

    /// The parent of a component, as a name holds it: whether it is the optional (the
    /// `Component?` property, or a name bound to it without unwrapping it), and the class it is
    /// typed as when not `Component` (`init(parent: AppComponent)`).
    struct ParentValue {
        var isOptional: Bool
        var staticType: String?
    }

    /// The members of `Optional` itself: on the optional parent (`parent.map { … }`) no lookup.
    static let optionalMembers: Set<String> = ["map", "flatMap", "unsafelyUnwrapped", "debugDescription", "customMirror", "publisher", "take"]

    /// What `name`, read before `token` in `declaration`, holds of the component's parent; nil
    /// when it is not the parent. The binding the name has there decides: none, the `parent`
    /// property (for the name `parent`); the initializer's `parent:` parameter, typed; for a name
    /// in `parentNames`, one typed as a component (a closure's or a nested function's parameter,
    /// `let parent: Component = parent`); for any name, a `let`/`var` bound to the parent (`if let
    /// p = parent`, `guard let p = self.parent else`, `let p = parent!`, `if let parent`), and the
    /// first parameter (or `$0`) of a closure passed to `map` / `flatMap` on the optional parent.
    /// Any other (a method's parameter of another type, a closure's untyped parameter, a `for`
    /// variable) is not the parent.
    private func parentValue(_ name: String, before token: Int, in declaration: Int?, file: FileSyntax, parentNames: Set<String>,
                             typing: (resolver: VariableTypeResolver, file: Int), depth: Int = 0) -> ParentValue? {
        guard depth < 8 else { return nil }
        guard let binding = typing.resolver.localBinding(name, before: token, in: declaration, file: typing.file) else {
            return name == "parent" ? ParentValue(isOptional: true, staticType: nil) : nil
        }
        let source = file.file
        let tokens = source.tokens
        let bodyToken = binding.token.flatMap { $0 < tokens.count ? $0 : nil }
        let isClosureBrace = bodyToken.map { tokens[$0].kind == .leftBrace } ?? false
        // (A closure's parameter's written type, `{ (parent: Component) in`, is read here.)
        let written = binding.type ?? (isClosureBrace ? nil : binding.nameToken.flatMap { VariableTypeResolver.declaredType(afterName: $0, file) })
        let nominal = written.flatMap(VariableTypeResolver.nominalType)
        let isOptional = written.map { $0.hasSuffix("?") } ?? false
        if isParentParameter(binding, named: name, at: declaration, in: file) {
            return ParentValue(isOptional: isOptional, staticType: nominal.flatMap { $0 == Self.baseComponent ? nil : $0 })
        }
        if let nominal {
            // A name typed as a component is the parent only when named as it; any other is a
            // value of that type (`checkLookup`).
            guard parentNames.contains(name),
                  nominal == Self.baseComponent || typing.resolver.project.type(nominal, inherits: Self.baseComponent) else { return nil }
            return ParentValue(isOptional: isOptional, staticType: nominal == Self.baseComponent ? nil : nominal)
        }
        guard let n = bodyToken else { return nil }
        if isClosureBrace {
            // `$0` of a closure with no parameters.
            guard name == "$0" else { return nil }
            return mappedParent(closureAt: n, in: declaration, file: file, parentNames: parentNames, typing: typing, depth: depth)
        }
        let before = VariableTypeResolver.significantToken(before: n, tokens)
        if before >= 0, tokens[before].kind == .keyword, source.token(tokens[before], is: "let") || source.token(tokens[before], is: "var") {
            return boundParent(named: n, binding: before, in: declaration, file: file, parentNames: parentNames, typing: typing, depth: depth)
        }
        // A closure's first parameter (`parent.map { p in … }`).
        guard let brace = enclosingBrace(of: n, in: file),
              VariableTypeResolver.closureParameters(afterBrace: brace, file, end: tokens.count).first == n else { return nil }
        return mappedParent(closureAt: brace, in: declaration, file: file, parentNames: parentNames, typing: typing, depth: depth)
    }

    /// For the name token `n` a `let` or `var` (at `keyword`) binds, what it holds of the parent:
    /// the value after `=` is `self.parent` or a name that holds the parent, maybe forced (`!`),
    /// and is the whole value; or, with no `=`, the same name unwrapped (`if let parent`, `guard
    /// let p else`). Unwrapped in a condition (`if`, `guard`, `while`) or by `!`; else as the value is.
    private func boundParent(named n: Int, binding keyword: Int, in declaration: Int?, file: FileSyntax, parentNames: Set<String>,
                             typing: (resolver: VariableTypeResolver, file: Int), depth: Int) -> ParentValue? {
        let source = file.file
        let tokens = source.tokens
        func next(_ k: Int) -> Int { VariableTypeResolver.nextCode(after: k, file) }
        func isWord(_ k: Int, _ word: String) -> Bool { k < tokens.count && source.text(of: tokens[k]) == word }
        let inCondition = VariableTypeResolver.patternCase(before: keyword, file) == nil
            && ["if", "guard", "while"].contains(VariableTypeResolver.statementOfCase(at: keyword, file) ?? "")
        var k = next(n)
        guard k < tokens.count else { return nil }
        if [.leftBrace, .comma].contains(tokens[k].kind) || isWord(k, "else") {
            // `if let p`: the same name, unwrapped.
            guard inCondition, let value = parentValue(source.text(of: tokens[n]), before: n, in: declaration, file: file,
                                                        parentNames: parentNames, typing: typing, depth: depth + 1),
                  value.isOptional else { return nil }
            return ParentValue(isOptional: false, staticType: value.staticType)
        }
        guard tokens[k].kind == .operator, source.token(tokens[k], is: "=") else { return nil }
        k = next(k)
        let value: ParentValue?
        if isWord(k, "self"), next(k) < tokens.count, tokens[next(k)].kind == .period {
            k = next(next(k))
            guard isWord(k, "parent") else { return nil }
            value = ParentValue(isOptional: true, staticType: nil)
        } else {
            guard k < tokens.count, tokens[k].kind == .identifier else { return nil }
            value = parentValue(source.text(of: tokens[k]), before: n, in: declaration, file: file, parentNames: parentNames, typing: typing,
                                depth: depth + 1)
        }
        guard let value else { return nil }
        // Force-unwrapped (`= self.parent!`, `= parent!`), it is still the parent.
        var last = k
        var forced = false
        if next(k) < tokens.count, tokens[next(k)].kind == .operator, source.text(of: tokens[next(k)]) == "!" {
            forced = true
            last = next(k)
        }
        // The whole value: not `parent.x`, `parent?.x`, `parent(…)`, `parent[…]`, `parent ?? other`.
        guard endsValue(after: last, in: file) else { return nil }
        return ParentValue(isOptional: value.isOptional && !forced && !inCondition, staticType: value.staticType)
    }

    /// The parent unwrapped, for the closure opening at `brace` when it is passed to `map` or
    /// `flatMap` of the optional parent (`parent.map { … }`, `self.parent.flatMap({ … })`):
    /// `Optional`'s methods, which pass the closure the component itself. Nil for any other closure.
    private func mappedParent(closureAt brace: Int, in declaration: Int?, file: FileSyntax, parentNames: Set<String>,
                              typing: (resolver: VariableTypeResolver, file: Int), depth: Int) -> ParentValue? {
        let source = file.file
        let tokens = source.tokens
        func back(_ k: Int) -> Int { VariableTypeResolver.significantToken(before: k, tokens) }
        var method = back(brace)
        if method >= 0, tokens[method].kind == .leftParen { method = back(method) }
        guard method >= 0, tokens[method].kind == .identifier, ["map", "flatMap"].contains(source.text(of: tokens[method])) else { return nil }
        let dot = back(method)
        guard dot >= 0, tokens[dot].kind == .period else { return nil }
        let receiver = back(dot)
        guard receiver >= 0, tokens[receiver].kind == .identifier, receiver == dot - 1 else { return nil }
        let value: ParentValue?
        let before = back(receiver)
        if before >= 0, tokens[before].kind == .period {
            let owner = back(before)
            guard owner >= 0, source.token(tokens[owner], is: "self"), source.token(tokens[receiver], is: "parent") else { return nil }
            let outer = back(owner)
            guard outer < 0 || tokens[outer].kind != .period else { return nil }
            value = ParentValue(isOptional: true, staticType: nil)
        } else {
            value = parentValue(source.text(of: tokens[receiver]), before: receiver, in: declaration, file: file, parentNames: parentNames,
                                typing: typing, depth: depth + 1)
        }
        guard let value, value.isOptional else { return nil }
        return ParentValue(isOptional: false, staticType: value.staticType)
    }

    /// Whether the value of a binding ends after token `k`: the statement's or the line's end (not
    /// a line the next one continues, `parent\n    .map`), a `}`, a condition's `,`, `{` or `else`.
    private func endsValue(after k: Int, in file: FileSyntax) -> Bool {
        let source = file.file
        let tokens = source.tokens
        var j = k + 1
        while j < tokens.count, tokens[j].kind.isTrivia, tokens[j].kind != .newline { j += 1 }
        guard j < tokens.count else { return true }
        if tokens[j].kind == .newline {
            let following = VariableTypeResolver.nextCode(after: j, file)
            return following >= tokens.count || (tokens[following].kind != .period && tokens[following].kind != .operator)
        }
        return [.semicolon, .rightBrace, .comma, .leftBrace].contains(tokens[j].kind)
            || (tokens[j].kind == .keyword && source.token(tokens[j], is: "else"))
    }

    /// The `{` of the innermost closure or block that token `k` is in, or nil.
    private func enclosingBrace(of k: Int, in file: FileSyntax) -> Int? {
        let tokens = file.file.tokens
        var depth = 0
        var j = k - 1
        while j >= 0 {
            switch tokens[j].kind {
            case .rightBrace: depth += 1
            case .leftBrace:
                if depth == 0 { return j }
                depth -= 1
            default: break
            }
            j -= 1
        }
        return nil
    }

    /// Whether `?` or `!` follows the name at token `k` (`parent?.x`, `parent!.x`): the optional unwrapped.
    private func isUnwrapped(after k: Int, in file: FileSyntax) -> Bool {
        let source = file.file
        let next = VariableTypeResolver.nextCode(after: k, file)
        guard next < source.tokens.count, source.tokens[next].kind == .operator else { return false }
        let text = source.text(of: source.tokens[next])
        return text.hasPrefix("?") || text.hasPrefix("!")
    }

    /// Whether `binding` of `name` at `declaration` is the `parent:` parameter of the initializer
    /// around it (not a closure's or nested function's parameter that hides it, typed otherwise).
    private func isParentParameter(_ binding: VariableTypeResolver.LocalBinding, named name: String, at declaration: Int?,
                                   in file: FileSyntax) -> Bool {
        guard binding.nameToken == nil, binding.elementOf == nil, binding.aliasOf == nil, let type = binding.type else { return false }
        var current = declaration
        while let c = current, !file.declarations[c].kind.hasMembers {
            if file.declarations[c].kind == .initializer {
                return file.declarations[c].parameters.contains { $0.label == "parent" && $0.name == name && $0.type == type }
            }
            current = file.declarations[c].parent
        }
        return false
    }

    /// A name read from the parent, where it is written.
    struct Read {
        var name: String
        var location: SourceLocation
        var file: Int
        /// The class the parent is typed as where it is read (`init(parent: AppComponent)`), if one.
        var staticType: String?
    }

    private func hasInitialValue(_ member: Declaration, in file: FileSyntax) -> Bool {
        let tokens = file.file.tokens
        return (member.nameToken..<member.tokenRange.upperBound).contains { i in
            i < tokens.count && tokens[i].kind == .operator && file.file.token(tokens[i], is: "=")
        }
    }
}
