import ArchModel

/// Generic kind `construction-scope`: the concrete types of some layers are not created
/// (`T(…)`, `T.init(…)`, `T.live`, and an implicit `.init(…)` or `.live` where the code names
/// `T`, as in `let p: T = .live` or `func f(r: T = .init())`, or where it goes to a parameter
/// the tree types `T`, as in `Row(provider: .live)`, or is an element of a collection of `T`,
/// as in `reducers = [.init()]`) in the forbidden scope.
struct ConstructionScopeRule: RuleChecker {
    let construction: ConstructionScope

    func check(_ context: RuleContext) {
        let project = context.project
        let scope = construction.forbiddenIn
        let resolver = VariableTypeResolver(project: project)
        // The names a `.init(…)` could be reported for: what the type before it must be.
        let reportable = NameSet(construction.names + construction.constructed.flatMap { layer in
            project.concreteTypeIndices(in: layer).map { LintProject.simpleName(project.files[$0.file].declarations[$0.index].name) }
        })
        let factories = construction.staticMembers.isEmpty ? [:] : staticFactories(project)
        let factoryNames = Set(factories.values.joined())
        // The labels and names of the calls whose arguments may go to a parameter of a reportable type.
        // (Made when an implicit member first needs them: most checked files have none, and the
        // words read every declaration of the tree.)
        var argumentWords: NameSet?
        func words() -> NameSet {
            if let argumentWords { return argumentWords }
            let made = NameSet(reportable.isEmpty ? [] : Array(self.argumentWords(project)))
            argumentWords = made
            return made
        }
        for (f, file) in context.checkedFiles {
            let mask = project.scopeMask(scope, file: f)
            if mask.isEmpty { continue }
            // By index, testing fields in place: copying every call and access retains its names.
            let calls = file.calls
            // Where the arguments of the last `.init(…)` whose type was worked out end: the next
            // element of the same literal (`[.init(), .init(), …]`) is asked about too.
            var lastExpectedEnd = -1
            for c in calls.indices where !calls[c].isInPreview && mask.contains(calls[c].declaration) {
                if calls[c].constructedType != nil {
                    let call = calls[c]
                    // (As written, `Core.Paging`: looked up so.)
                    var name = call.constructedType!
                    // `Self()` in a type (or an extension of one) makes that type.
                    if name == "Self", let type = file.enclosingType(of: call.declaration) {
                        name = LintProject.simpleName(file.declarations[type].name)
                    }
                    report(name, at: call.location, typeOfCall: call.name == "init" ? c : nil, declaration: call.declaration, file: f, context)
                } else if !reportable.isEmpty, calls[c].receiver.count == 1, calls[c].name == "init", calls[c].receiver.first == "." {
                    // `.init(…)` where the code names the type it creates (`let r: T = .init()`).
                    // Reading the code back needs the file's tokens (lexed again): only when a type
                    // this rule would report is named just before.
                    let call = calls[c]
                    let dot = call.token - 1
                    // `static let shared: Self = .init()` in a type of a reportable name makes that type.
                    let own = file.enclosingType(of: call.declaration).map { LintProject.simpleName(file.declarations[$0].name) }
                        .flatMap { reportable.contains($0) ? $0 : nil }
                    // Or an argument to a parameter the tree types (`use(.init())`), or an element of a
                    // literal (`reducers = [.init()]`, the next element of one): looked up with the callee's
                    // or the variable's type where that is written. (Only what is named there is read
                    // in a type of a reportable name: the arguments of its calls are read when asked.)
                    let mayGoElsewhere = namesReportableType(before: dot, in: file, declaration: call.declaration, reportable, project,
                                                             labels: resolver.switchLabels(of: f))
                        || (lastExpectedEnd >= 0 && lastExpectedEnd <= dot && dot - lastExpectedEnd <= 12)
                        || Self.mayGoToWord(at: dot, in: file, words())
                    let found: (written: String, file: Int, declaration: Int?)?
                    if mayGoElsewhere {
                        found = resolver.expectedType(ofImplicitMemberAt: dot, file: f, declaration: call.declaration)
                    } else if own != nil {
                        found = resolver.contextualType(ofImplicitMemberAt: dot, file: f, declaration: call.declaration).map { ($0, f, call.declaration) }
                    } else {
                        continue
                    }
                    guard let expected = found else { continue }
                    lastExpectedEnd = call.arguments?.upperBound ?? -1
                    var type = expected.written
                    let isContextual = expected.file == f && expected.declaration == call.declaration
                    if LintProject.simpleName(type) == "Self" {
                        // Written where the member is, the enclosing type; in a callee, the callee's.
                        guard let made = isContextual ? own : madeType("Self", in: project.files[expected.file], declaration: expected.declaration)
                        else { continue }
                        type = made
                    }
                    report(type, at: call.location, typeOfCall: c, declaration: call.declaration, file: f,
                           writtenIn: isContextual ? nil : (expected.file, expected.declaration), context)
                } else if calls[c].name == "init", calls[c].receiver.last == "type", let (typeOf, chain) = Self.typeOf(before: c, in: file) {
                    // `type(of: self).init(…)` in a type (or an extension of one) makes that type, as
                    // `Self()` does (or a subclass of it, made the same way); `type(of: x).init(…)`,
                    // the type `x` is declared with, when the code says it.
                    let call = calls[c]
                    guard let type = madeType(resolver.dynamicType(ofChain: chain, before: calls[typeOf].token, file: f, declaration: call.declaration),
                                              in: file, declaration: call.declaration) else { continue }
                    report(type, at: typeLocation(of: calls[typeOf], in: file), declaration: call.declaration, file: f, context)
                } else if calls[c].name == "init", calls[c].receiver == ["self"] {
                    // `self.init(…)` in a static method, computed property or subscript, where `self`
                    // is the type: it makes one (in an initializer, it delegates).
                    let call = calls[c]
                    guard Self.isInStaticMember(call.declaration, of: file), let type = madeType("Self", in: file, declaration: call.declaration)
                    else { continue }
                    report(type, at: call.location, typeOfCall: c, declaration: call.declaration, file: f, context)
                } else if calls[c].name == "init", let held = Self.heldMetatypeName(calls[c].receiver) {
                    // `t.init(…)` where `t` holds a metatype (`let t = type(of: self)`, `let t =
                    // BooksReducer.self`, `t: BooksReducer.Type`), a local, a parameter or a property:
                    // reported once, for the first type it may hold that is reported.
                    let call = calls[c]
                    for written in resolver.metatypes(heldBy: held, before: call.token, file: f, declaration: call.declaration,
                                                      propertyOnly: call.receiver.count == 2) {
                        guard let type = madeType(written, in: file, declaration: call.declaration) else { continue }
                        if report(type, at: call.location, typeOfCall: c, declaration: call.declaration, file: f, context) { break }
                    }
                }
            }
            reportUnappliedInitializers(file: f, mask: mask, context)
            if !construction.staticMembers.isEmpty {
                func isFactory(_ member: String, of type: String) -> Bool {
                    construction.staticMembers.contains(member) || factories[LintProject.simpleName(type)]?.contains(member) == true
                }
                var modules: Set<String>?  // the file's imports and `Swift`, made when first needed
                let accesses = file.memberAccesses
                for a in accesses.indices where accesses[a].path.count >= 2 && !accesses[a].isInPreview && mask.contains(accesses[a].declaration) {
                    let access = accesses[a]
                    if access.path.count >= 3, isFactory(access.path[2], of: access.path[1]) {
                        // `App.BookProvider.live`: the type named through a module.
                        if modules == nil { modules = ModuleQualifier.modules(of: file, project: project, file: f) }
                        if ModuleQualifier.isModule(access.path[0], of: access.path[1], modules: modules!, file: f,
                                                              declaration: access.declaration, project) {
                            // At the type's name, as a constructor call through a module is reported.
                            report(access.path[0] + "." + access.path[1],
                                   at: Self.location(ofMember: access.path[1], after: access.token, in: file) ?? access.location,
                                   declaration: access.declaration, file: f, context)
                        }
                        continue
                    }
                    if access.path[0] == "." {
                        // `.mock` where the code names the type it is looked up in, or where it goes to
                        // a parameter the tree types (`Row(provider: .mock)`) or is an element of a
                        // literal of a collection of it.
                        guard construction.staticMembers.contains(access.path[1]) || factoryNames.contains(access.path[1]),
                              let expected = resolver.expectedType(ofImplicitMemberAt: access.token, file: f, declaration: access.declaration),
                              case let type = LintProject.simpleName(expected.written), type != "Self",
                              isFactory(access.path[1], of: type)
                        else { continue }
                        let isContextual = expected.file == f && expected.declaration == access.declaration
                        report(expected.written, at: access.location, declaration: access.declaration, file: f,
                               writtenIn: isContextual ? nil : (expected.file, expected.declaration), context)
                    } else {
                        guard isFactory(access.path[1], of: access.path[0]) else { continue }
                        report(access.path[0], at: access.location, declaration: access.declaration, file: f, context)
                    }
                }
            }
        }
    }

    /// Reports `T.init` passed or held as a function, not called (`ForEach(ids, id: \.self,
    /// content: BookScene.init)`, `ids.map(BooksDispatcher.init)`, `let make = T.init`): each
    /// call of the value makes a `T`, as V3 counts `Date.init` a `Date()`. At the type's name.
    private func reportUnappliedInitializers(file f: Int, mask: ScopeMask, _ context: RuleContext) {
        let file = context.project.files[f]
        let calls = file.calls
        for access in file.memberAccesses where access.path.count == 2 && access.path[1] == "init" && !access.isInPreview
            && mask.contains(access.declaration) {
            let head = access.path[0]
            guard ModuleQualifier.mayNameType(head), head != "Self" else { continue }
            // Called (`T.init(…)`, which the calls' loop reports): the next call is this `init`.
            let low = partitionPoint(calls.count) { calls[$0].token <= access.token }
            if low < calls.count, calls[low].name == "init", calls[low].receiver.last == head, calls[low].token <= access.token + 8 { continue }
            report(head, at: access.location, declaration: access.declaration, file: f, context)
        }
    }

    /// By type name, the static members of the constructed layers' types that make one (`static
    /// var mockFailing: BookProvider`, `static func demo() -> Self`): what `staticMembers` names
    /// (`live`, `mock`) is only the usual few.
    private func staticFactories(_ project: LintProject) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for layer in construction.constructed {
            for type in project.concreteTypeIndices(in: layer) {
                let declared = project.files[type.file].declarations[type.index]
                let name = LintProject.simpleName(declared.name)
                for member in project.memberIndices(ofDeclared: declared.qualifiedName) {
                    let d = project.files[member.file].declarations[member.index]
                    // (Not an optional one, `static var lastUsed: BookProvider?`: a lookup.)
                    guard d.hasModifier("static") || d.hasModifier("class"), let written = d.valueType,
                          let last = written.trimmingSpaces.last, last != "?", last != "!",
                          let nominal = VariableTypeResolver.nominalType(written), nominal == name || nominal == "Self" else { continue }
                    result[name, default: []].insert(d.name)
                }
            }
        }
        return result
    }

    /// Where the member `name` written just after the token `token` is (`BookProvider` in
    /// `App.BookProvider.mock`).
    private static func location(ofMember name: String, after token: Int, in file: FileSyntax) -> SourceLocation? {
        let references = file.references
        let low = partitionPoint(references.count) { references[$0].token <= token }
        return references[low..<min(low + 3, references.count)].first { $0.name == name && $0.isMember }?.location
    }

    /// Its findings land on a created type that is a forbidden name or a tree type of a
    /// constructed layer, named in the file: as the type created, next to an implicit
    /// `.init(…)`, or through a static member (whose name is there); or on `.init(…)` assigned to
    /// a property annotated with such a type (whose name and `.init` are there: `WordFilter.memberInit`),
    /// or passed to a parameter whose type names one, or assigned to a variable whose type does
    /// (the label, the callee's name or the variable's, and `.init`, are there: `argumentWords`);
    /// or on `type(of: x).init(…)`, directly or through a variable (the call `type(of:` and `.init` are there).
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        let types = reportableTypeNames(project)
        let factories = construction.staticMembers.isEmpty ? [] : Set(staticFactories(project).values.joined())
        let named = WordFilter.Query(types.union(construction.staticMembers).union(factories))
        // (An argument's label or callee, or an assigned variable, whose parameter or declared
        // type names a reportable type: `use(.init())`, `reducers = [.init()]`.)
        let properties = WordFilter.Query(project.propertyNames(annotatedWithAnyOf: types).union(argumentWords(project)))
        // `type(of: x).init()`, or a metatype from it held in a variable: asked as the call with
        // its label, which few files make (the word `type` alone is in hundreds of files).
        let dynamicType = WordFilter.call("type", label: "of")
        let initializer = WordFilter.memberInit
        return project.files(files, withCodeIn: construction.forbiddenIn) { f in
            project.mayName(named, file: f)
                || ((project.mayName(properties, file: f) || project.mayName(dynamicType, file: f)) && project.mayName(initializer, file: f))
        }
    }

    /// The names of the types `report` could report, as code writes them: the forbidden names,
    /// the tree types of the constructed layers, and the tree's type aliases of those.
    private func reportableTypeNames(_ project: LintProject) -> Set<String> {
        var types = Set(construction.names).union(project.typeNames(inAnyOf: construction.constructed))
        types.formUnion(project.typeAliasNames(standingForAnyOf: types))
        return types
    }

    /// The words of the code an implicit member may get a reportable type from, where the tree
    /// writes that type in a declaration elsewhere (`reportableTypeNames` named in it, as
    /// `BookProvider`, `BookProvider?` or `[BooksReducer]`): a parameter's label, or for an
    /// unlabelled parameter its function's name (an initializer's: its type's and `init`); a
    /// variable's name (a memberwise initializer's label, or what an assignment assigns to).
    /// A call or an assignment with none of these words before the member is not asked about
    /// (`VariableTypeResolver.expectedType` reads tokens and the file's calls).
    private func argumentWords(_ project: LintProject) -> Set<String> {
        let types = reportableTypeNames(project)
        return types.isEmpty ? [] : project.argumentWords(namingAnyOf: types)
    }

    /// Whether the implicit member whose `.` is token `dot` may go to a parameter or a variable
    /// whose written type names a reportable type (`argumentWords`): the innermost call whose
    /// parentheses hold it has a label among `words`, or an unlabelled argument and its name
    /// among them; or an assignment a few tokens before it assigns to a variable of such a name.
    /// Read from the file's calls (in source order) and assignments, without its tokens.
    private static func mayGoToWord(at dot: Int, in file: FileSyntax, _ words: NameSet) -> Bool {
        guard !words.isEmpty else { return false }
        let assignments = file.assignments
        let a = partitionPoint(assignments.count) { assignments[$0].token < dot }
        if a > 0, assignments[a - 1].token >= dot - 6, let name = assignments[a - 1].path.last, words.contains(name) { return true }
        let calls = file.calls
        let low = partitionPoint(calls.count) { calls[$0].token < dot }
        // Back to the innermost call whose parentheses hold the member (a few hundred calls at most).
        var c = low - 1
        var budget = 512
        while c >= 0, budget > 0 {
            if let arguments = calls[c].arguments, arguments.lowerBound < dot, dot < arguments.upperBound {
                let labels = calls[c].labels
                return labels.contains { words.contains($0) } || (labels.contains("_") && words.contains(calls[c].name))
            }
            // In a trailing closure: a statement there, no argument of a call around it.
            if let closure = calls[c].trailingClosure, closure.lowerBound < dot, dot < closure.upperBound { return false }
            c -= 1
            budget -= 1
        }
        return false
    }

    /// Whether the code names a reportable type for the implicit member at `dot`: right before
    /// it, or before the `x ?? .init()` or `c ? .init() : .init()` it is part of, or as the
    /// return type of the function it is returned from (`return .init()`), or before the `if`
    /// or `switch` expression whose branch it is; or a little before it when it is an element
    /// of a literal or an argument. `labels`: the file's `case` labels answered so
    /// far (`VariableTypeResolver.switchLabels`).
    private func namesReportableType(before dot: Int, in file: FileSyntax, declaration: Int?, _ reportable: NameSet,
                                     _ project: LintProject, labels: Box<[Int: Int]>) -> Bool {
        if namesReportableTypeJustBefore(dot + 1, in: file, reportable, project) { return true }
        // The rest reads the file's tokens (lexed again): only where the declaration's written
        // type, or a name or an assignment a little further back, may be reportable.
        let returnsReportable = declaration.flatMap { file.declarations[$0].valueType }.flatMap(VariableTypeResolver.nominalType)
            .map { reportable.contains($0) } ?? false
        guard returnsReportable || namesReportableTypeJustBefore(dot + 1, in: file, reportable, project, within: 24) else { return false }
        let tokens = file.file.tokens
        var k = dot - 1
        while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
        guard k >= 0 else { return false }
        let anchor = VariableTypeResolver.beforeConditionalOperands(k, in: file.file, labels: labels)
        guard anchor >= 0 else { return false }
        if tokens[anchor].kind == .keyword, file.file.token(tokens[anchor], is: "return") { return returnsReportable }
        // An element of a literal or an argument, a reportable name a little before it (`let
        // reducers: [BooksReducer] = [.init(), .init()]`): what it goes to is read then.
        if [.leftSquare, .leftParen, .comma, .colon].contains(tokens[anchor].kind) { return true }
        return anchor != k && namesReportableTypeJustBefore(anchor + 2, in: file, reportable, project)
    }

    /// Whether the reference right before `token` (an annotation `r: T =` sits right there)
    /// names a type that `report` could report: a forbidden name, or a tree type of a
    /// constructed layer.
    /// `within`: how many tokens back a name may be (an assignment, half of that).
    private func namesReportableTypeJustBefore(_ token: Int, in file: FileSyntax, _ reportable: NameSet, _ project: LintProject,
                                               within: Int = 8) -> Bool {
        let references = file.references
        let low = partitionPoint(references.count) { references[$0].token < token }
        // The nearest one, a few tokens back: `T` (or `Module.T`), blanks, `?`, `=`, blanks, `.`, `init`.
        let k = low - 1
        guard k >= 0, references[k].token >= token - within else { return false }
        if reportable.contains(references[k].name, isASCII: references[k].isASCII) { return true }
        // Further back (a wider window): any name there.
        var j = k - 1
        while within > 8, j >= 0, references[j].token >= token - within {
            if reportable.contains(references[j].name, isASCII: references[j].isASCII) { return true }
            j -= 1
        }
        // `self.provider = .init()`: an assignment's `=` right before, to a property of the
        // enclosing type whose annotation names a reportable type, or a collection of one
        // (looked up without tokens).
        let assignments = file.assignments
        let a = partitionPoint(assignments.count) { assignments[$0].token < token }
        guard a > 0, assignments[a - 1].token >= token - within / 2, assignments[a - 1].operator != "&" else { return false }
        let path = assignments[a - 1].path
        guard let name = path.last, path.count == 1 || (path.count == 2 && path.first == "self"),
              let owner = file.enclosingType(of: assignments[a - 1].declaration) else { return false }
        // The enclosing type by the index's key: its own members, not a namesake's.
        let type = project.lookupKey(typeDeclaration: owner, in: file)
        let key = type + "." + name
        if let known = memberVerdicts.value[key] { return known }
        var verdict = false
        for member in project.memberIndices(ofDeclared: type) {
            let declarations = project.files[member.file].declarations
            guard declarations[member.index].kind == .variable, declarations[member.index].name == name,
                  let annotation = declarations[member.index].typeAnnotation else { continue }
            // (Or a collection of one: `reducers = [.init()]` with `var reducers: [BooksReducer]`.)
            let element = VariableTypeResolver.collectionElementType(annotation, isValue: true)
                ?? VariableTypeResolver.collectionElementType(annotation, isValue: false)
            verdict = (VariableTypeResolver.nominalType(annotation) ?? element.flatMap(VariableTypeResolver.nominalType))
                .map { reportable.contains($0) } ?? false
            break
        }
        memberVerdicts.value[key] = verdict
        return verdict
    }

    /// Whether a property (`Type.name`) is annotated with a reportable type, as found so far.
    private let memberVerdicts = Box<[String: Bool]>([:])

    /// Whether a type alias of the tree has the simple name `name` (the names made when first asked).
    private func isAliasName(_ name: String, _ project: LintProject) -> Bool {
        if aliasNames.value == nil {
            let entries = project.index.entries
            aliasNames.value = Set(project.typeAliases.map { LintProject.simpleName(entries[$0].name) })
        }
        return aliasNames.value!.contains(name)
    }

    /// The simple names of the tree's type aliases, made when first asked.
    private let aliasNames = Box<Set<String>?>(nil)

    /// Where `T.init(…)` names its type (`T`), or `.init(…)` its implicit one (the `.`), rather
    /// than the `init`: the chain before the name is read back from its tokens.
    private func typeLocation(of call: Call, in file: FileSyntax) -> SourceLocation {
        let tokens = file.file.tokens
        var k = call.token
        for component in call.receiver.reversed() {
            guard k >= 1, tokens[k - 1].kind == .period else { return call.location }
            k -= 1
            if component == "." { break }
            guard k >= 1, tokens[k - 1].kind == .identifier || tokens[k - 1].kind == .keyword else { return call.location }
            k -= 1
        }
        return file.location(ofToken: k)
    }

    /// For the `init` call `c` (of a receiver `type` or `Swift.type`), the `type(of: x)` call
    /// whose value it is called on (`type(of: self).init(…)`), with its argument's chain, if that
    /// is it: read from the file's tokens (lexed again), only for such calls.
    private static func typeOf(before c: Int, in file: FileSyntax) -> (call: Int, chain: [String])? {
        let calls = file.calls
        guard c > 0, calls[c].receiver.count == 1 || calls[c].receiver == ["Swift", "type"],
              calls[c - 1].name == "type", calls[c - 1].labels == ["of"], let arguments = calls[c - 1].arguments else { return nil }
        let source = file.file
        let tokens = source.tokens
        // Its code tokens are `of`, `:` and the chain, and only a `.` stands between its `)` and `init`.
        let code = arguments.dropFirst().dropLast().filter { !tokens[$0].kind.isTrivia }
        guard let chain = VariableTypeResolver.typeOfArgument(code[...], file) else { return nil }
        let dot = VariableTypeResolver.nextCode(after: arguments.upperBound - 1, file)
        guard dot < tokens.count, tokens[dot].kind == .period, VariableTypeResolver.nextCode(after: dot, file) == calls[c].token else { return nil }
        return (c - 1, chain)
    }

    /// The name an `init` call's receiver holds a metatype in, when it may (`t` of `t.init()`
    /// and `self.t.init()`): not `self`, `super` or an implicit member's `.`.
    private static func heldMetatypeName(_ receiver: NameList) -> String? {
        guard let name = receiver.last, receiver.count == 1 || (receiver.count == 2 && receiver.first == "self"),
              name != "self", name != "super", name != "." else { return nil }
        return name
    }

    /// Whether `declaration` is, or is written in, a static (or class) method, computed property
    /// or subscript of a type (through the local functions in it), where `self` is the type.
    private static func isInStaticMember(_ declaration: Int?, of file: FileSyntax) -> Bool {
        let declarations = file.declarations
        var current = declaration
        while let c = current, let parent = declarations[c].parent {
            if declarations[parent].kind.hasMembers {
                let kind = declarations[c].kind
                return (declarations[c].hasModifier("static") || declarations[c].hasModifier("class"))
                    && (kind == .function || kind == .subscript || (kind == .variable && declarations[c].storage == .computed))
            }
            current = parent
        }
        return false
    }

    /// The name of the type a construction through a metatype makes, from the type as written
    /// (`written`): `Self`, the enclosing type (or an extension's) of `declaration`; any other,
    /// as written (`report` looks it up so).
    private func madeType(_ written: String?, in file: FileSyntax, declaration: Int?) -> String? {
        guard let written else { return nil }
        guard written == "Self" else { return written }
        return file.enclosingType(of: declaration).map { LintProject.simpleName(file.declarations[$0].name) }
    }

    /// `written`: the created type as written, maybe through its module or the types it is
    /// nested in (`Core.Paging`), which is what it is looked up as. `typeOfCall`: the index of an
    /// `init` call, reported where it names its type (worked out only for a finding: it needs the
    /// file's tokens). `writtenIn`: where the name is written when not where the creation is (a
    /// callee's parameter's type, a variable's declared type), which is where it is looked up.
    /// Whether it reported.
    @discardableResult
    private func report(_ written: String, at location: SourceLocation, typeOfCall: Int? = nil, declaration: Int?, file f: Int,
                        writtenIn: (file: Int, declaration: Int?)? = nil, _ context: RuleContext) -> Bool {
        let project = context.project
        let name = LintProject.simpleName(written)
        let (nameFile, nameDeclaration) = writtenIn ?? (f, declaration)
        guard !construction.allowedTypes.contains(name) else { return false }
        if !construction.allowedInFunctions.isEmpty {
            let declarations = project.files[f].declarations
            var current = declaration
            while let c = current {
                if declarations[c].kind == .function, construction.allowedInFunctions.contains(declarations[c].name) { return false }
                current = declarations[c].parent
            }
        }
        var message: String?
        // Through a type alias of the tree (`typealias LiveAuth = AuthSource`), what it aliases:
        // the name as the file sees it, which may be an alias where a type of that name is
        // declared in another module (its own module's alias, or the one it imports).
        var type = name, through = ""
        if !construction.names.contains(name), !project.isTreeType(name) || isAliasName(name, project),
           let target = aliasedType(name, project, file: nameFile, declaration: nameDeclaration) {
            type = target
            through = " (through the type alias '\(name)')"
        }
        if construction.names.contains(type) {
            message = "'\(type)' may not be created in \(construction.forbiddenIn.phrase)\(through)"
        } else if project.isTreeType(type), !project.layersOfReferencedType(type, includeProtocols: false).isDisjoint(with: construction.constructed) {
            // The types the name stands for where it is written, each by its own layers: not a
            // namesake another module declares (a feature module's Dispatcher `Paging` is not
            // Core's model `Paging`).
            let each = project.layersOfEachReferencedType(through.isEmpty ? written : type, file: nameFile, declaration: nameDeclaration,
                                                          includeProtocols: false)
            var layers = each.reduce(into: Set<String>()) { $0.formUnion($1) }
            // Namesakes it may stand for alike (a Core `BookProvider` beside the app's in one
            // target), one of an excepted layer: the others.
            let outside = construction.exceptLayers.isEmpty ? [] : each.filter { $0.isDisjoint(with: construction.exceptLayers) }
            if !outside.isEmpty { layers = outside.reduce(into: Set<String>()) { $0.formUnion($1) } }
            if let layer = construction.constructed.first(where: { layers.contains($0) }), layers.isDisjoint(with: construction.exceptLayers),
               !(construction.allowedWithinLayer && project.layers(file: f, declaration: declaration).contains(layer) && !isNamedAsLayer(type, layer, project)) {
                message = "'\(type)' belongs to \(layer), which may not be created in \(construction.forbiddenIn.phrase)\(through)"
            }
        }
        // (Through an alias, the alias binds the name there: no shadowing to ask about.) The
        // shadowing lookup is the costly part: only for would-be findings.
        guard let message, !through.isEmpty || !project.index.isShadowed(name, file: nameFile, declaration: nameDeclaration) else { return false }
        let file = project.files[f]
        context.report(file: f, at: typeOfCall.map { typeLocation(of: file.calls[$0], in: file) } ?? location, message)
        return true
    }
}

/// The type a type alias of the tree named `name` stands for where it is written (followed
/// through aliases of aliases, a few deep), when it is one and aliases one type.
private func aliasedType(_ name: String, _ project: LintProject, file: Int, declaration: Int?) -> String? {
    var current = name
    for _ in 0..<4 {
        let targets = project.typeAliasTargets(of: current, file: file, declaration: declaration)
        guard targets.count == 1 else { break }
        current = targets[0]
    }
    return current == name ? nil : current
}

/// Whether `name` carries one of the suffixes that name `layer`'s types (`TabRouter` for
/// Routers): such a type is one of the layer's own, not a part of the type creating it.
private func isNamedAsLayer(_ name: String, _ layer: String, _ project: LintProject) -> Bool {
    project.layers.contains { $0.name == layer && $0.suffixes.contains { name.hasSuffix($0) } }
}

/// A mutable value a checker keeps while it runs (a checker is a value, and each runs alone).
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
