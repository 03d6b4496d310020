import ArchModel

/// SA11 `renderers-create-no-sources`, its `@State` half: a Renderer holds no observable object
/// of its own in `@State` (`@State private var store = CounterStore()` with `@Observable final
/// class CounterStore`), the `@Observable` form of `@StateObject`. The object's type is read
/// from the property's annotation, its `T(…)` initial value, a type's static property
/// (`= CounterStore.shared`) or a static function of the class that returns it (`=
/// CounterStore.make()`, declared `-> CounterStore` or `-> Self`); a class of the tree that is
/// `@Observable` (itself or a superclass in the tree) or conforms to `ObservableObject` counts.
/// `@Bindable` of such a class is the `@ObservedObject` of Observation, reported alike; so is
/// a local `@Bindable` (`@Bindable var store = store` in `body`), which takes only such objects.
/// Values (`@State private var isExpanded = false`) are not observable state. And a Renderer that
/// is an `ObservableObject` through a protocol of the tree that refines it.
struct RenderersOwnNoObservableStateRule: ReadsNoCode {
    func check(_ context: RuleContext) {
        let project = context.project
        let scope = Scope.layers("Renderers")
        let resolver = VariableTypeResolver(project: project)
        for (f, file) in context.checkedFiles {
            let declarations = file.declarations
            // (The kind and whether it has attributes first: most declarations are turned away there.)
            // `@State` is `@StateObject`'s Observation spelling, `@Bindable` `@ObservedObject`'s.
            for d in declarations.indices where declarations[d].kind == .variable && !declarations[d].attributes.isEmpty
                && !declarations[d].isInPreview && !declarations[d].isLocal {
                guard let wrapper = declarations[d].attribute("State") ?? declarations[d].attribute("Bindable"),
                      !declarations[d].hasModifier("static"),
                      project.contains(scope, file: f, declaration: d) else { continue }
                let name = declarations[d].nameToken
                var types: [VariableTypeResolver.ResolvedType] = []
                if let written = declarations[d].typeAnnotation ?? VariableTypeResolver.declaredType(afterName: name, file) {
                    types = resolver.resolve(written, file: f, declaration: declarations[d].parent).map { [$0] } ?? []
                } else if let chain = VariableTypeResolver.aliasedChain(afterName: name, file, end: file.file.tokens.count), chain.count > 1,
                          chain[0].first?.isUppercase == true {
                    // `= CounterStore.shared`: the type of a type's static property, as declared.
                    types = resolver.types(ofChain: chain, before: name, file: f, declaration: declarations[d].parent)
                } else if let made = Self.madeByStaticFactory(afterName: name, file: f, declaration: declarations[d].parent, project, resolver) {
                    types = [made]
                }
                guard let type = types.first(where: { type in
                    if case .tree(let key) = type.origin { return project.isObservableClass(key) }
                    return false
                }) else { continue }
                context.report(file: f, at: wrapper.location,
                               wrapper.isNamed("Bindable") ? .bindsObservable(type.name) : .ownsObservable(type.name))
            }
            // `@Bindable var store = store` in `body`: SwiftUI's `Bindable` takes only an observable
            // object, whatever its type.
            for local in file.localAttributes where !local.isInPreview && local.attribute.isNamed("Bindable")
                && project.contains(scope, file: f, declaration: local.declaration) {
                context.report(file: f, at: local.attribute.location, .bindsObservable(nil))
            }
            // A Renderer made an `ObservableObject` through a protocol of the tree that refines it
            // (`protocol LiveUpdating: ObservableObject`); naming `ObservableObject` itself is the
            // forbidden use of the rule's other check.
            for d in declarations.indices where declarations[d].kind.hasMembers && !declarations[d].inheritance.isEmpty
                && !declarations[d].isInPreview && !declarations[d].isLocal {
                guard project.contains(scope, file: f, declaration: d) else { continue }
                for inherited in declarations[d].inheritance where inherited.name != "ObservableObject" && !inherited.isSuppressed {
                    guard let type = resolver.resolve(inherited.baseName, file: f, declaration: declarations[d].parent),
                          case .tree(let key) = type.origin, project.index.supertypes(ofDeclared: key).contains("ObservableObject") else { continue }
                    context.report(file: f, at: inherited.location, .refinesObservable(inherited.name))
                }
            }
        }
    }

    /// The type `= T.f(…)` after a bound name makes, the whole value: a call of a static (or
    /// class) function of the tree type T, or of its nearest superclass in the tree that has one,
    /// whose declared result is `Self` (T) or a tree type (`static func make() -> CounterStore`,
    /// or another class), every one of that name that can take the call's arguments making the
    /// same type; nil for any other value (`= CounterStore.make().child`), a result of no tree
    /// type, or functions that disagree (review 32c item 8).
    private static func madeByStaticFactory(afterName name: Int, file f: Int, declaration: Int?,
                                            _ project: LintProject, _ resolver: VariableTypeResolver) -> VariableTypeResolver.ResolvedType? {
        let file = project.files[f]
        let source = file.file
        let tokens = source.tokens
        guard let start = VariableTypeResolver.initialValue(afterName: name, file), tokens[start].kind == .identifier else { return nil }
        let calls = file.calls
        let first = partitionPoint(calls.count) { calls[$0].token <= start }
        guard first < calls.count else { return nil }
        let call = calls[first]
        let receiver = Array(call.receiver)
        guard call.constructedType == nil, call.trailingClosure == nil, let arguments = call.arguments,
              let head = receiver.first, ModuleQualifier.mayNameType(head) else { return nil }
        // The receiver is the value's start, a type's (qualified) name (`CounterStore.make`).
        var k = start
        for part in receiver {
            guard k < tokens.count, tokens[k].kind == .identifier, source.text(of: tokens[k]) == part else { return nil }
            k = VariableTypeResolver.nextCode(after: k, file)
            guard k < tokens.count, tokens[k].kind == .period else { return nil }
            k = VariableTypeResolver.nextCode(after: k, file)
        }
        guard k == call.token, VariableTypeResolver.valueEnds(at: arguments.upperBound, file, end: tokens.count),
              let type = resolver.resolve(receiver.joined(separator: "."), file: f, declaration: declaration, at: call.token),
              case .tree(let key) = type.origin else { return nil }
        let labels = Array(call.labels)
        func factories(of owner: String) -> [(file: Int, index: Int)] {
            project.memberIndices(ofDeclared: owner).filter { member in
                let d = project.files[member.file].declarations[member.index]
                return d.kind == .function && d.name == call.name && (d.hasModifier("static") || d.hasModifier("class"))
                    && project.canTake(labels: labels, trailingClosure: false, later: [], TypeIndex.Location(file: member.file, declaration: member.index))
            }
        }
        // The type's own functions of that name, else its nearest superclass's in the tree (a
        // `class func make() -> Self` inherited).
        let entries = project.index.entries
        var found = factories(of: key)
        if found.isEmpty {
            for position in project.index.supertypeEntries(ofDeclared: key) where entries[position].kind == .class {
                found = factories(of: entries[position].qualifiedName)
                if !found.isEmpty { break }
            }
        }
        // What they make: `Self` is T; a type written is the tree type it names (the class
        // itself, or another the factory returns). All of them one type, or none.
        var made: [VariableTypeResolver.ResolvedType] = []
        for member in found {
            let d = project.files[member.file].declarations[member.index]
            guard let written = d.returnType.flatMap(VariableTypeResolver.nominalPath) else { return nil }
            if written == "Self" {
                made.append(type)
            } else if let resolved = resolver.resolve(written, file: member.file, declaration: d.parent), case .tree = resolved.origin {
                made.append(resolved)
            } else {
                return nil
            }
        }
        guard let first = made.first, made.allSatisfy({ $0.origin == first.origin }) else { return nil }
        return first
    }
}

extension String {
    fileprivate static func refinesObservable(_ type: String) -> String {
        "a Renderer owns no observable state: '\(type)' makes it an ObservableObject; inject the state through a Source"
    }

    fileprivate static func bindsObservable(_ type: String?) -> String {
        "a Renderer holds no observable state: '@Bindable' observes " + (type.map { "'\($0)', an observable class" } ?? "an observable object")
            + "; inject the state through a Source"
    }

    fileprivate static func ownsObservable(_ type: String) -> String {
        "a Renderer owns no observable state: '\(type)' is an observable class; inject the state through a Source"
    }
}
