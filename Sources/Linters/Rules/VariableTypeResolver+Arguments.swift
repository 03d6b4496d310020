import ArchModel

extension VariableTypeResolver {
    /// A parameter's nominal type as written (`Router`, `App.Router` for `App.Router?`), with
    /// where it is written (the file and the function, initializer or stored property that
    /// declares it): where its name is looked up.
    typealias ParameterType = (written: String, file: Int, declaration: Int)

    /// The type an implicit member written as a call's argument (`.shared` in `show(router:
    /// .shared)`, `Presenter(router: .shared)`, also after `??` or in a conditional's branch) is
    /// looked up in, when the tree declares what is called: the nominal type of the parameter
    /// the argument goes to, in every function or initializer of that name and labels the call
    /// may reach (all must agree). What is called is found as the compiler would look first:
    /// `T(…)` and `T.init(…)` in T's initializers (or a struct's memberwise one, by its stored
    /// properties); `f(…)` in the methods of the enclosing type and its supertypes and the
    /// tree's file-level functions; `x.f(…)` and `T.f(…)` in the methods of the receiver's
    /// type. Nil anywhere else (an implicit member's call `.make(.shared)`, a receiver of
    /// unknown type, a function the tree does not declare), where only the compiler knows.
    func parameterType(ofImplicitMemberAt dot: Int, file f: Int, declaration: Int?) -> ParameterType? {
        let file = project.files[f]
        let source = file.file
        let tokens = source.tokens
        var k = Self.significantToken(before: dot, tokens)
        guard k >= 0 else { return nil }
        k = Self.beforeConditionalOperands(k, in: source, labels: switchLabels(of: f))
        guard k >= 0, tokens[k].kind == .leftParen || tokens[k].kind == .comma || tokens[k].kind == .colon else { return nil }
        // The innermost call whose parentheses hold the argument.
        var call: Call?
        for c in file.calls {
            guard let arguments = c.arguments, arguments.lowerBound <= k, dot < arguments.upperBound else { continue }
            if call.map({ $0.arguments!.lowerBound < arguments.lowerBound }) ?? true { call = c }
        }
        guard let call, let open = call.arguments?.lowerBound, let position = Self.argumentPosition(before: k, open: open, tokens, source),
              position < call.labels.count else { return nil }
        let labels = Array(call.labels)
        var types: [ParameterType] = []
        for candidate in callees(of: call, file: f) {
            guard let parameters = Self.parameters(of: candidate, project), let index = Self.parameter(for: position, labels: labels, among: parameters),
                  let written = Self.nominalPath(parameters[index].type) else { continue }
            let found = (written, candidate.file, candidate.index)
            if !types.contains(where: { $0.written == found.0 }) { types.append(found) }
        }
        return types.count == 1 ? types[0] : nil
    }

    /// The position of the argument that starts after `k` (the call's `(`, a `,` or the `:`
    /// after a label) in the argument list opening at `open`: nil when `k` is not at the list's
    /// own level (inside a nested bracket, a dictionary's `:`).
    private static func argumentPosition(before k: Int, open: Int, _ tokens: [Token], _ source: SourceFile) -> Int? {
        var position = 0
        var separator = open  // the `(` or the last `,` at depth 0
        var depth = 0
        var j = open + 1
        while j < k {
            switch tokens[j].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0:
                position += 1
                separator = j
            default: break
            }
            j += 1
        }
        guard depth == 0 else { return nil }
        switch tokens[k].kind {
        case .leftParen: return k == open ? 0 : nil
        case .comma: return position + 1
        default:
            // `label: .x`: a name right after the `(` or a `,` of the list.
            let label = significantToken(before: k, tokens)
            guard label > open, tokens[label].kind == .identifier || tokens[label].kind == .keyword,
                  significantToken(before: label, tokens) == separator else { return nil }
            return position
        }
    }

    /// The index of the parameter that the argument at `position` of a call with `labels` goes
    /// to: the arguments matched in order, each to the next parameter with its label (a
    /// parameter skipped has a default value); nil when they do not all match. An unlabelled
    /// argument is placed only when every argument matches the parameter at its own position
    /// (how Swift fills defaulted unlabelled parameters is not read here).
    private static func parameter(for position: Int, labels: [String], among parameters: [Parameter]) -> Int? {
        if labels[position] == "_" {
            guard labels.count == parameters.count, zip(labels, parameters).allSatisfy({ $0 == ($1.label ?? "_") }) else { return nil }
            return position
        }
        var next = 0
        var found: Int?
        for (a, label) in labels.enumerated() {
            guard let p = parameters[next...].firstIndex(where: { ($0.label ?? "_") == label }) else { return nil }
            if a == position { found = p }
            next = p + 1
        }
        return found
    }

    /// The parameters of a callee: a function's or initializer's, or a struct's memberwise
    /// initializer's (`memberwise`, the type's declaration): its stored instance properties
    /// with a written type and no attribute, in order, each labelled by its name. Nil for a
    /// memberwise initializer some property's parameter would not be read right for (a
    /// wrapped property, an untyped one).
    private static func parameters(of callee: Callee, _ project: LintProject) -> [Parameter]? {
        let declarations = project.files[callee.file].declarations
        guard callee.memberwise else { return declarations[callee.index].parameters }
        var parameters: [Parameter] = []
        for d in project.files[callee.file].childIndices(of: callee.index) where declarations[d].kind == .variable {
            let property = declarations[d]
            guard property.storage == .stored, !property.hasModifier("static"), !property.hasModifier("class"), !property.hasModifier("lazy") else { continue }
            // A `let` with a value is no parameter.
            if property.binding == "let", VariableTypeResolver.initialValue(afterName: property.nameToken, project.files[callee.file]) != nil { continue }
            guard property.attributes.isEmpty, let type = property.typeAnnotation else { return nil }
            parameters.append(Parameter(label: property.name, name: property.name, type: type))
        }
        return parameters
    }

    /// A function or initializer a call may reach, or (`memberwise`) a struct whose memberwise
    /// initializer it is.
    private struct Callee {
        var file: Int
        var index: Int
        var memberwise = false
    }

    /// What `call` may reach in the tree (`parameterType(ofImplicitMemberAt:file:declaration:)`):
    /// empty when it may reach anything else.
    private func callees(of call: Call, file f: Int) -> [Callee] {
        let receiver = Array(call.receiver)
        if let constructed = call.constructedType {
            guard let type = resolve(constructed, file: f, declaration: call.declaration, at: call.token) else { return [] }
            let members = memberIndices(of: type, inherited: false)
            let initializers = members.filter { project.files[$0.file].declarations[$0.index].kind == .initializer }
            if !initializers.isEmpty { return initializers.map { Callee(file: $0.file, index: $0.index) } }
            // No initializer declared: a struct's memberwise one (an extension's would keep it, but there is none).
            guard case .tree(let key) = type.origin else { return [] }
            let structs = project.index.entries(declared: key).flatMap(\.declarations)
                .filter { project.index.declaration($0).kind == .struct }
            return structs.count == 1 ? [Callee(file: structs[0].file, index: structs[0].declaration, memberwise: true)] : []
        }
        if receiver.first == "." || receiver.first == "super" { return [] }
        var owners: [ResolvedType] = []
        var functions: [(file: Int, index: Int)] = []
        if receiver.isEmpty || receiver == ["self"] {
            owners = types(ofChain: ["self"], before: call.token, file: f, declaration: call.declaration)
            if receiver.isEmpty {
                // The tree's file-level functions of that name.
                for (g, other) in project.files.enumerated() {
                    let declarations = other.declarations
                    for d in other.childIndices(of: nil) where declarations[d].kind == .function && declarations[d].name == call.name {
                        functions.append((g, d))
                    }
                }
            }
        } else {
            owners = types(ofChain: receiver, before: call.token, file: f, declaration: call.declaration)
            if owners.isEmpty, receiver.count == 1, ModuleQualifier.mayNameType(receiver[0]),
               localBinding(receiver[0], before: call.token, in: call.declaration, file: f) == nil,
               let type = resolve(receiver[0], file: f, declaration: call.declaration, at: call.token) {
                owners = [type]  // `Presenter.make(…)`: the type's own
            }
        }
        for owner in owners where owner.origin != .bound {
            functions += memberIndices(of: owner, inherited: true).filter { member in
                let d = project.files[member.file].declarations[member.index]
                return d.kind == .function && d.name == call.name
            }
        }
        return functions.map { Callee(file: $0.file, index: $0.index) }
    }
}
