import ArchModel

/// Generic kind `forbidden-use`: code in scope may not reference the concrete types of some
/// layers, nor certain names, members, calls, attributes or project types by suffix. With
/// `subtypesOfNames`, a tree type that inherits or conforms to a forbidden name, through
/// refinement and extensions, is forbidden with it (`BadgeLabel: UILabel` where `UILabel` is).
///
/// Only code counts (never comments or string text); previews are exempt; a name bound by an
/// enclosing generic parameter clause, associated type or type alias shadows a tree type.
struct ForbiddenUseRule: RuleChecker {
    let use: ForbiddenUse

    func check(_ context: RuleContext) {
        let project = context.project
        let scope = use.scope
        let names = NameSet(use.names), members = NameSet(use.members), calls = Set(use.calls), attributes = Set(use.attributes)
        // Members that count only as calls with some first labels are found among the calls.
        let memberCallLabels = Set(use.memberCallLabels)
        let membersAsReferences = memberCallLabels.isEmpty ? members : NameSet([String]())
        let heirs = heirs(in: project)
        let checksTreeTypes = !use.layers.isEmpty || !use.projectTypeSuffixes.isEmpty || !use.projectTypes.isEmpty || !heirs.isEmpty
        // The tree's type aliases of what may be forbidden: a forbidden type is no less
        // forbidden through one (most trees have none such: then no name is looked up).
        let aliasNames = project.typeAliasNames(standingForAnyOf: forbiddenWords(in: project, heirs: heirs))
        // Fields are read in place through buffers: copying each file's structure and each
        // `Reference` retains their storage, and rules running side by side then contend for
        // the same reference counts.
        var resolver: VariableTypeResolver?  // made when a forbidden member is first found
        var treeDeclaresNow: Bool?  // whether a type of the tree has a member `now`, asked when first needed
        var treeCaseNames: [String: Set<String>]?  // the forbidden members the tree declares as enum cases, asked when first needed
        var dateAliases: Set<String>?  // the tree's type aliases of `Date`, asked when first needed
        var callAliases: Set<String>?  // the tree's type aliases of a forbidden call's type, asked when first needed
        var environmentValues: [String: String]?  // the tree's environment values' types, asked when first needed
        var treeModules: Set<String>?  // the names of the tree's modules, asked when first needed
        // The forbidden calls that are functions (`print`), not types (`Date`): named as values too.
        let functionCalls = NameSet(use.calls.filter { !ModuleQualifier.mayNameType($0) })
        var treeFunctionNames: Set<String>?  // those the tree declares outside types, asked when first needed
        project.files.withUnsafeBufferPointer { files in
            for f in context.reportedFiles {
                var mask = project.scopeMask(scope, file: f)
                if use.exceptsHelperFunctions { mask = Self.withoutHelperFunctions(mask, files[f].declarations) }
                if mask.isEmpty { continue }
                var modules: Set<String>?  // the file's imports and `Swift`, made when first needed
                var chains: ChainHeads?  // made when a chain's head is first asked
                var callsByToken: [Int: [Int]]?  // the file's calls by name token, made when a forbidden member is first found
                // The tokens of the type names of creations left to a construction rule.
                let constructions = use.exceptConstructionsIn.map { Self.constructionTokens(in: files[f], scope: $0, project, file: f) } ?? []
                files[f].references.withUnsafeBufferPointer { references in
                    // The token of the last reference reported: a nested type named through a
                    // reported one (`SettingsView.Row`) is not reported again.
                    var lastReported = -1
                    for r in references.indices where !references[r].isInPreview {
                        guard mask.contains(references[r].declaration), !constructions.contains(references[r].token) else { continue }
                        if ModuleQualifier.followsChainHead(r, in: references),
                           // Only a name this rule would report counts (most member names are not),
                           names.contains(references[r].name, isASCII: references[r].isASCII)
                            || (checksTreeTypes && ModuleQualifier.mayNameType(references[r].name) && project.isTreeType(references[r].name)),
                           // and only a would-be finding is worth asking whether `X` is a module (the costly part).
                           // Through a module of the tree (`Models.Cart`), that module's type, not a namesake the
                           // name alone stands for here (a Module `Cart`).
                           let message = message(for: references[r].name, isASCII: references[r].isASCII, names: names,
                                                 checksTreeTypes: checksTreeTypes, heirs: heirs, project,
                                                 file: f, declaration: references[r].declaration,
                                                 types: checksTreeTypes ? Self.types(references[r].name, declaredIn: references[r - 1].name, project,
                                                                                     treeModules: &treeModules) : nil,
                                                 viewModule: Self.viewModules.contains(references[r - 1].name)) {
                            // `X.T` after a module name (`SwiftUI.NavigationStack`, `App.BookProvider`): T is named as a type.
                            if modules == nil { modules = ModuleQualifier.modules(of: files[f], project: project, file: f) }
                            if ModuleQualifier.isModule(references[r - 1].name, of: references[r].name, modules: modules!, file: f,
                                                        declaration: references[r].declaration, project) {
                                // A view type of SwiftUI, UIKit or AppKit named through another module
                                // (`Markdown.Text`) is that module's type.
                                if Self.frameworkViewNames.contains(references[r].name), !Self.viewModules.contains(references[r - 1].name),
                                   !project.isTreeType(references[r].name) {
                                    continue
                                }
                                if report(message, references, r, file: f, context) { lastReported = references[r].token }
                                continue
                            }
                        }
                        if references[r].isMember {
                            if membersAsReferences.contains(references[r].name, isASCII: references[r].isASCII),
                               !callsProjectMethod(references[r], file: f, project, resolver: &resolver, callsByToken: &callsByToken),
                               !namesProjectCase(references[r], file: f, project, known: &treeCaseNames),
                               !readsProperty(references[r], file: f, project, resolver: &resolver, callsByToken: &callsByToken),
                               !endsExceptedChain(references[r].token, file: f, declaration: references[r].declaration, project,
                                                  chains: &chains, resolver: &resolver) {
                                context.report(file: f, at: references[r].location, "'.\(references[r].name)' is not allowed in \(scope.phrase)")
                            }
                            // `Settings.Row`: the nested type, named through the types it is nested in
                            // (unless one of them is reported, or the head is a name bound or a type
                            // declared in the code around: asked last, for would-be findings only).
                            if checksTreeTypes, ModuleQualifier.mayNameType(references[r].name), project.isTreeType(references[r].name),
                               case let (head, path, true) = ModuleQualifier.typePath(endingAt: r, in: references, file: files[f].file),
                               lastReported < references[head].token,
                               let message = message(for: references[r].name, isASCII: references[r].isASCII, names: names,
                                                     checksTreeTypes: checksTreeTypes, heirs: heirs, project,
                                                     file: f, declaration: references[r].declaration, path: path),
                               !project.index.isShadowed(references[head].name, file: f, declaration: references[head].declaration),
                               VariableTypeResolver.localType(references[head].name, file: files[f], declaration: references[head].declaration,
                                                              visibleAt: references[head].token) == nil {
                                context.report(file: f, at: references[r].location, message)
                                lastReported = references[r].token
                            }
                            continue
                        }
                        if let message = message(for: references[r].name, isASCII: references[r].isASCII, names: names,
                                                 checksTreeTypes: checksTreeTypes, heirs: heirs, project,
                                                 file: f, declaration: references[r].declaration),
                           report(message, references, r, file: f, context) {
                            lastReported = references[r].token
                        } else if aliasNames.contains(references[r].name),
                                  let message = aliasMessage(for: references[r].name, names: names, checksTreeTypes: checksTreeTypes, heirs: heirs,
                                                             project, file: f, declaration: references[r].declaration) {
                            // (The alias binds the name there: no shadowing to ask about.)
                            context.report(file: f, at: references[r].location, message)
                            lastReported = references[r].token
                        }
                    }
                }
                if !memberCallLabels.isEmpty {
                    // `.sheet(isPresented: …)`, `content.sheet(item: …)`, or `sheet(item: …)` on an implicit `self`.
                    for call in files[f].calls where !call.isInPreview && members.contains(call.name) {
                        // ("": no argument, as in `Bool.random()`.)
                        // (A method the tree declares on the receiver's type, `self`'s or an implicit
                        // member's included, is the tree's: `playlist.shuffled()`, `self.shuffled()`.)
                        guard mask.contains(call.declaration), memberCallLabels.contains(call.labels.first ?? ""),
                              !Self.callsProjectMethod(call, file: f, project, resolver: &resolver, ownTypeToo: true),
                              !endsExceptedChain(call.token, file: f, declaration: call.declaration, project,
                                                chains: &chains, resolver: &resolver) else { continue }
                        context.report(file: f, at: call.location, "'.\(call.name)' is not allowed in \(scope.phrase)")
                    }
                }
                if !calls.isEmpty {
                    // `print(…)`, or `Swift.print(…)` through a module name.
                    for call in files[f].calls where !call.isInPreview && call.receiver.count <= 1 {
                        guard call.arguments != nil || call.trailingClosure != nil, mask.contains(call.declaration) else { continue }
                        // `Date()` or `Date(timeIntervalSinceNow: 60)`, not `Date(timeIntervalSince1970: 0)`, when only those are meant.
                        if let labels = use.callFirstLabels, call.trailingClosure != nil || !(call.labels.first.map(labels.contains) ?? true) {
                            continue
                        }
                        // `Date.init()` is `Date()`: reported at the type's name.
                        if call.name == "init", call.receiver.count == 1, calls.contains(call.receiver[0]) {
                            if namesOtherType(call.receiver[0], file: f, declaration: call.declaration, at: call.token, project, resolver: &resolver) {
                                continue
                            }
                            let type = files[f].reference(atToken: call.token - 2).flatMap { $0.name == call.receiver[0] ? $0 : nil }
                            context.report(file: f, at: type?.location ?? call.location, "'\(call.receiver[0])(…)' is not allowed in \(scope.phrase)")
                            continue
                        }
                        // `let d: Date = .init()`, `Coupon(id: .init())`: the type the context gives (a
                        // variable's, a parameter's), reported at the `.`.
                        if call.name == "init", call.receiver.count == 1, call.receiver[0] == "." {
                            if resolver == nil { resolver = VariableTypeResolver(project: project) }
                            // The type as written where it is written (a callee's parameter's in the callee):
                            // a generic parameter named `UUID` there, or a tree type `Date`, is no framework's.
                            guard let expected = resolver!.expectedType(ofImplicitMemberAt: call.token - 1, file: f, declaration: call.declaration)
                            else { continue }
                            let at = expected.file == f ? call.token : nil
                            let dot = files[f].location(ofToken: call.token - 1)
                            if calls.contains(expected.written),
                               !namesOtherType(expected.written, file: expected.file, declaration: expected.declaration, at: at, project, resolver: &resolver) {
                                context.report(file: f, at: dot, "'\(expected.written)(…)' is not allowed in \(scope.phrase)")
                                continue
                            }
                            // `typealias ID = UUID`, `Ticket(id: .init())`: the type the tree's alias stands for,
                            // by the whole name a variable here is written with (`contextualType` keeps the
                            // last: `Ticket.ID` is `ID` there).
                            let written = expected.file == f
                                ? resolver!.contextualWrittenType(ofExpressionAt: call.token - 1, file: f, declaration: call.declaration)
                                    .flatMap { $0.isTypeName ? nil : VariableTypeResolver.nominalPath($0.written) } ?? expected.written
                                : expected.written
                            if let type = callAliased(written, calls: calls, file: expected.file, declaration: expected.declaration, at: at,
                                                      project, aliases: &callAliases, resolver: &resolver) {
                                context.report(file: f, at: dot, "'\(type)(…)' is not allowed in \(scope.phrase)")
                            }
                            continue
                        }
                        guard calls.contains(call.name) else {
                            // `Moment()` with `typealias Moment = Date`: the type the tree's alias stands for.
                            if call.receiver.isEmpty,
                               let type = callAliased(call.name, calls: calls, file: f, declaration: call.declaration, at: call.token,
                                                      project, aliases: &callAliases, resolver: &resolver) {
                                context.report(file: f, at: call.location, "'\(type)(…)' is not allowed in \(scope.phrase)")
                            }
                            continue
                        }
                        // (A name both lists forbid is reported once, as a name: `print(…)`, `Swift.print(…)`.)
                        if names.contains(call.name) { continue }
                        if !call.receiver.isEmpty {
                            if modules == nil { modules = ModuleQualifier.modules(of: files[f], project: project, file: f) }
                            guard modules!.contains(call.receiver[0]) else { continue }
                        } else if namesOtherType(call.name, file: f, declaration: call.declaration, at: call.token, project, resolver: &resolver) {
                            continue  // `Date()` of the tree's `struct Date`, or of a generic parameter `Date`
                        }
                        context.report(file: f, at: call.location, "'\(call.name)(…)' is not allowed in \(scope.phrase)")
                    }
                    // `Date.now` (or `.now` where a `Date` is expected) is `Date()` under another name.
                    if calls.contains("Date") {
                        for access in files[f].memberAccesses where !access.isInPreview && access.path.count >= 2 && mask.contains(access.declaration) {
                            let path = access.path
                            let isDateNow: Bool
                            if path[0] == "Date" || (path[0] == "Foundation" && path.count >= 3 && path[1] == "Date") {
                                isDateNow = path[path[0] == "Date" ? 1 : 2] == "now"
                            } else if path[0] == ".", path[1] == "now" {
                                // Where a Date is expected; or where the type is not told (`d < .now`,
                                // `startOfDay(for: .now)`) and no type of the tree has a member `now`
                                // (`enum Schedule { case now }`): the frameworks' `now` is the clock's.
                                if resolver == nil { resolver = VariableTypeResolver(project: project) }
                                let type = resolver!.contextualType(ofImplicitMemberAt: access.token, file: f, declaration: access.declaration)
                                // (Only a case or a static member can be an implicit `.now`.)
                                if treeDeclaresNow == nil {
                                    treeDeclaresNow = project.files.contains { $0.declarations.contains { declaration in
                                        declaration.name == "now" && (declaration.kind == .enumCase
                                            || (declaration.kind == .variable && (declaration.hasModifier("static") || declaration.hasModifier("class"))))
                                    } }
                                }
                                if dateAliases == nil { dateAliases = project.typeAliasNames(standingForAnyOf: ["Date"]) }
                                isDateNow = type == "Date" || type.map { dateAliases!.contains($0) } == true || (type == nil && !treeDeclaresNow!)
                            } else {
                                isDateNow = false
                            }
                            if isDateNow { context.report(file: f, at: access.location, "'Date.now' is not allowed in \(scope.phrase)") }
                        }
                    }
                    // `Date.init` not called, where a function of no arguments is expected (`let now: ()
                    // -> Date = Date.init`): a `Date()` made whenever the value is called.
                    reportUnappliedInitializers(file: f, mask: mask, calls: calls, project, context, resolver: &resolver, aliases: &callAliases)
                    // `notes.forEach(print)`, `let log = print`: a forbidden function as a value.
                    if !functionCalls.isEmpty {
                        reportFunctionValues(file: f, mask: mask, functions: functionCalls, project, context, resolver: &resolver,
                                             declared: &treeFunctionNames, modules: &modules)
                    }
                }
                if checksTreeTypes {
                    // `@Environment(\.books) var books`: the value's type as the tree's
                    // `extension EnvironmentValues` declares it (`@Entry var books: BookProvider`),
                    // used as if named here. Native values (`\.dynamicTypeSize`) are no tree's.
                    let declarations = files[f].declarations
                    for d in declarations.indices where mask.contains(d) && !declarations[d].isInPreview && declarations[d].kind == .variable {
                        for attribute in declarations[d].attributes where attribute.isNamed("Environment") {
                            guard let key = Self.environmentKey(attribute) else { continue }
                            if environmentValues == nil { environmentValues = project.environmentValueTypes() }
                            guard let type = environmentValues![key],
                                  let message = message(for: type, isASCII: true, names: names, checksTreeTypes: checksTreeTypes, heirs: heirs,
                                                        project, file: f, declaration: d) else { continue }
                            context.report(file: f, at: attribute.location, "\(message) (the environment value '\\.\(key)' is one)")
                        }
                    }
                }
                if !attributes.isEmpty {
                    let declarations = files[f].declarations
                    // Code the scope excepts only for the excepted layers' own types: a type nested
                    // in a Source (or declared in one of its methods) is no Source.
                    let excepted = Set(scope.except)
                    func inScope(_ d: Int?) -> Bool {
                        if mask.contains(d) { return true }
                        guard !excepted.isEmpty, let type = files[f].enclosingType(of: d) else { return false }
                        return project.ownLayers(file: f, typeDeclaration: type).isDisjoint(with: excepted)
                    }
                    for d in declarations.indices where inScope(d) && !declarations[d].isInPreview {
                        for attribute in declarations[d].attributes where attributes.contains(where: attribute.isNamed) {
                            context.report(file: f, at: attribute.location, "'@\(attribute.name)' is not allowed in \(scope.phrase)")
                        }
                    }
                    // Local property wrappers (`@Threadsafe var cache` in a function).
                    for local in files[f].localAttributes where !local.isInPreview && inScope(local.declaration)
                        && attributes.contains(where: local.attribute.isNamed) {
                        context.report(file: f, at: local.attribute.location, "'@\(local.attribute.name)' is not allowed in \(scope.phrase)")
                    }
                    if use.observationSpellings {
                        reportObservationSpellings(file: f, inScope: inScope, names: names, checksTreeTypes: checksTreeTypes, heirs: heirs,
                                                   project, context, resolver: &resolver)
                    }
                }
            }
        }
    }

    /// Reports `T.init` written without a call, for a forbidden call's type `T` (`Date.init`,
    /// `UUID.init`, or a tree alias of one), where the code says a function of no arguments is
    /// expected (an annotation, an assigned variable's or a parameter's type, a return type:
    /// `let now: () -> Date = Date.init`, `Clock(now: Date.init)`): the value makes a `T()`
    /// whenever it is called. Not where arguments are passed (`ids.compactMap(UUID.init)` is
    /// `UUID(uuidString:)`) or the type is not known. At the type's name.
    private func reportUnappliedInitializers(file f: Int, mask: ScopeMask, calls: Set<String>, _ project: LintProject, _ context: RuleContext,
                                             resolver: inout VariableTypeResolver?, aliases: inout Set<String>?) {
        let file = project.files[f]
        let fileCalls = file.calls
        for access in file.memberAccesses where !access.isInPreview && access.path.count == 2 && access.path[1] == "init" && mask.contains(access.declaration) {
            let head = access.path[0]
            guard ModuleQualifier.mayNameType(head) else { continue }
            // Called (`Date.init()`, which the calls' loop reports): the next call is this `init`.
            let low = partitionPoint(fileCalls.count) { fileCalls[$0].token <= access.token }
            if low < fileCalls.count, fileCalls[low].name == "init", fileCalls[low].receiver.last == head,
               fileCalls[low].token <= access.token + 8 { continue }
            if aliases == nil { aliases = project.typeAliasNames(standingForAnyOf: calls) }
            guard calls.contains(head) || aliases!.contains(head) else { continue }
            if resolver == nil { resolver = VariableTypeResolver(project: project) }
            guard let expected = resolver!.expectedWrittenType(ofValueAt: access.token, file: f, declaration: access.declaration),
                  VariableTypeResolver.isFunctionTypeWithoutParameters(expected.written) else { continue }
            let type: String
            if calls.contains(head) {
                if namesOtherType(head, file: f, declaration: access.declaration, at: access.token, project, resolver: &resolver) { continue }
                type = head
            } else if let aliased = callAliased(head, calls: calls, file: f, declaration: access.declaration, at: access.token, project,
                                                aliases: &aliases, resolver: &resolver) {
                type = aliased
            } else {
                continue
            }
            context.report(file: f, at: access.location, "'\(type)(…)' is not allowed in \(use.scope.phrase)")
        }
    }

    /// Reports a forbidden function of `functions` (`print`) named as a value, not called:
    /// passed as an argument (`notes.forEach(print)`, `run(log: print)`), assigned or given as a
    /// variable's value (`let log = print`), returned, or an element of a literal; through its
    /// module too (`Swift.print`). Not a name bound there (a parameter, a local), a member of
    /// the enclosing type or of its supertypes, or a function or variable the tree declares
    /// outside types of that name (`declared`, made on the first call); not a member of another
    /// value or a key path's (`\.print`).
    private func reportFunctionValues(file f: Int, mask: ScopeMask, functions: NameSet, _ project: LintProject, _ context: RuleContext,
                                      resolver: inout VariableTypeResolver?, declared: inout Set<String>?, modules: inout Set<String>?) {
        let file = project.files[f]
        let references = file.references
        let fileCalls = file.calls
        var tokens: [Token]?  // lexed again for the first candidate
        for r in references.indices where functions.contains(references[r].name, isASCII: references[r].isASCII) {
            let reference = references[r]
            guard !reference.isInPreview, mask.contains(reference.declaration) else { continue }
            var head = reference.token
            if reference.isMember {
                // `Swift.print`: through a module the file sees.
                guard ModuleQualifier.followsChainHead(r, in: references) else { continue }
                if modules == nil { modules = ModuleQualifier.modules(of: file, project: project, file: f) }
                guard modules!.contains(references[r - 1].name) else { continue }
                head = references[r - 1].token
            }
            // Called (`print(…)`, `print { … }`): the calls' loop reports it.
            let low = partitionPoint(fileCalls.count) { fileCalls[$0].token < reference.token }
            if low < fileCalls.count, fileCalls[low].token == reference.token { continue }
            // A value alone: after `(`, `[`, `,`, a label's or a dictionary key's `:`, `=` or `return`,
            // and before `)`, `]`, `,`, `}`, `;` or the line's end.
            if tokens == nil { tokens = file.file.tokens }
            let source = file.file
            let before = VariableTypeResolver.significantToken(before: head, tokens!)
            guard before >= 0 else { continue }
            let previous = tokens![before]
            guard [.leftParen, .leftSquare, .comma, .colon].contains(previous.kind)
                    || (previous.kind == .operator && source.token(previous, is: "="))
                    || (previous.kind == .keyword && source.token(previous, is: "return")) else { continue }
            var after = reference.token + 1
            var endsLine = false
            while after < tokens!.count, tokens![after].kind.isTrivia {
                if tokens![after].kind == .newline { endsLine = true }
                after += 1
            }
            guard endsLine || after == tokens!.count
                    || [.rightParen, .rightSquare, .rightBrace, .comma, .semicolon].contains(tokens![after].kind) else { continue }
            // A name the code binds there, or the tree declares, is not the standard library's.
            if resolver == nil { resolver = VariableTypeResolver(project: project) }
            if !reference.isMember {
                if resolver!.localBinding(reference.name, before: reference.token, in: reference.declaration, file: f) != nil { continue }
                let owners = resolver!.types(ofChain: ["self"], before: reference.token, file: f, declaration: reference.declaration)
                if owners.contains(where: { owner in
                    resolver!.memberIndices(of: owner, inherited: true).contains { project.files[$0.file].declarations[$0.index].name == reference.name }
                }) { continue }
                if declared == nil {
                    var names: Set<String> = []
                    for other in project.files {
                        let declarations = other.declarations
                        for d in declarations.indices where functions.contains(declarations[d].name)
                            && (declarations[d].kind == .function || declarations[d].kind == .variable)
                            && !(declarations[d].parent.map { declarations[$0].kind.hasMembers } ?? false) {
                            names.insert(declarations[d].name)
                        }
                    }
                    declared = names
                }
                if declared!.contains(reference.name) { continue }
            }
            context.report(file: f, at: reference.location, "'\(reference.name)' is not allowed in \(use.scope.phrase)")
        }
    }

    /// The key path of `@Environment(\.name)`: `name` (nil for `@Environment(Type.self)` and others).
    static func environmentKey(_ attribute: Attribute) -> String? {
        guard let arguments = attribute.arguments, arguments.hasPrefix("\\.") else { return nil }
        let name = arguments.dropFirst(2)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    /// With `subtypesOfNames`, tree types that inherit or conform to a forbidden framework name,
    /// transitively (`final class BadgeLabel: UILabel`, `struct Row: View`): forbidden with it.
    /// Each with the forbidden name it reaches (the first by name, when several).
    /// Whether the forbidden member at `reference` is a call of a method the tree declares on
    /// the receiver's type (`logger.sink(event)` with `final class Logger { func sink(_:) }`),
    /// not the framework's. A receiver whose type is not known stays the framework's.
    /// `callsByToken`: the file's calls by name token, made on first use (a search of every call
    /// for each forbidden member made 20,000 `.sink`s quadratic).
    private func callsProjectMethod(_ reference: Reference, file f: Int, _ project: LintProject,
                                    resolver: inout VariableTypeResolver?, callsByToken: inout [Int: [Int]]?) -> Bool {
        guard let c = call(at: reference, file: f, project, callsByToken: &callsByToken) else { return false }
        return Self.callsProjectMethod(project.files[f].calls[c], file: f, project, resolver: &resolver)
    }

    /// The call (its index in the file's calls) whose name is the forbidden member at
    /// `reference`, if it is called; `callsByToken` as `callsProjectMethod` keeps it.
    private func call(at reference: Reference, file f: Int, _ project: LintProject, callsByToken: inout [Int: [Int]]?) -> Int? {
        let calls = project.files[f].calls
        if callsByToken == nil {
            var byToken: [Int: [Int]] = [:]
            for c in calls.indices { byToken[calls[c].token, default: []].append(c) }
            callsByToken = byToken
        }
        return callsByToken![reference.token]?.first { calls[$0].name == reference.name }
    }

    /// Whether a forbidden member that is not called is a property, not the framework's method
    /// of that name: written where only a property can stand (assigned to, `writer.sink = nil`;
    /// optional or unwrapped, `self.sink?.finish()`, `log.sink!`: a method is neither), or an
    /// instance property the tree declares on the receiver's type (`if let sink = self.sink`
    /// in a type with `var sink`). A receiver whose type is not known stays the framework's.
    private func readsProperty(_ reference: Reference, file f: Int, _ project: LintProject,
                               resolver: inout VariableTypeResolver?, callsByToken: inout [Int: [Int]]?) -> Bool {
        if call(at: reference, file: f, project, callsByToken: &callsByToken) != nil { return false }
        let file = project.files[f].file
        let tokens = file.tokens
        func isPostfix(_ k: Int) -> Bool {
            k < tokens.count && tokens[k].kind == .operator && tokens[k].length == 1
                && (file.bytes[Int(tokens[k].start)] == UInt8(ascii: "?") || file.bytes[Int(tokens[k].start)] == UInt8(ascii: "!"))
        }
        // Optional or unwrapped: `?` or `!` right after the name.
        if isPostfix(reference.token + 1) { return true }
        // Assigned to (`writer.sink = nil`, `x.sink += 1`): an assignment the scan recorded, whose
        // operator follows the name.
        let syntax = project.files[f]
        var n = reference.token + 1
        while n < tokens.count, tokens[n].kind.isTrivia { n += 1 }
        if Self.assignment(at: n, in: syntax)?.path.last == reference.name { return true }
        // The receiver: names joined by `.` (with `?` or `!`), read back; none past a call or a subscript.
        var chain: [String] = []
        var k = reference.token - 1
        while true {
            while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
            guard k >= 0, tokens[k].kind == .period else { break }
            k -= 1
            while k >= 0, tokens[k].kind.isTrivia || (isPostfix(k) && k > 0 && !tokens[k - 1].kind.isTrivia) { k -= 1 }
            // A key path (`\.sink`, `\Writer.sink`) names a property, never a method.
            if k >= 0, tokens[k].kind == .backslash { return true }
            guard k >= 0, tokens[k].kind == .identifier || tokens[k].kind == .keyword else { return false }
            chain.insert(file.text(of: tokens[k]), at: 0)
            k -= 1
        }
        if k >= 0, tokens[k].kind == .backslash { return true }
        guard !chain.isEmpty else { return false }
        // Assigned to a property of its name (`self.sink = writer.sink`, a tuple's element): a
        // value of that property's kind, not a method.
        if k >= 0, let assigned = Self.assignment(at: k, in: syntax), assigned.operator == "=", assigned.path.last == reference.name { return true }
        if resolver == nil { resolver = VariableTypeResolver(project: project) }
        return resolver!.types(ofChain: chain, before: reference.token, file: f, declaration: reference.declaration)
            .contains { resolver!.declaresProperty(reference.name, in: $0) }
    }

    /// The assignment the scan recorded whose operator is token `k` (`=`, `+=`; not a comparison,
    /// nor a declaration's `=`), if any: the scanner's facts are sorted by token.
    private static func assignment(at k: Int, in file: FileSyntax) -> Assignment? {
        let assignments = file.assignments
        let i = partitionPoint(assignments.count) { assignments[$0].token < k }
        return i < assignments.count && assignments[i].token == k ? assignments[i] : nil
    }

    /// The view types of the UI frameworks (`FrameworkViewTypes`), and those frameworks.
    static let frameworkViewNames = Set(FrameworkViewTypes.all)
    static let viewModules: Set<String> = ["SwiftUI", "UIKit", "AppKit"]

    /// Whether a forbidden member that is not called is an enum case the tree declares of that
    /// name, named as one: an implicit member (`route == .sink`, `case .sink:`) or through the
    /// enum (`AudioRoute.sink`); not through a value or another type (`publisher.sink`,
    /// `URLCache.shared`), and a framework method is called.
    /// `known`: by forbidden member, the enums of the tree that declare it as a case, found in one
    /// pass when first asked.
    private func namesProjectCase(_ reference: Reference, file f: Int, _ project: LintProject, known: inout [String: Set<String>]?) -> Bool {
        if known == nil {
            let members = Set(use.members)
            var found: [String: Set<String>] = [:]
            for file in project.files {
                file.declarations.withUnsafeBufferPointer { declarations in
                    for d in declarations.indices where declarations[d].kind == .enumCase && members.contains(declarations[d].name) {
                        if let parent = declarations[d].parent { found[declarations[d].name, default: []].insert(TypeIndex.simpleName(declarations[parent].name)) }
                    }
                }
            }
            known = found
        }
        guard let enums = known![reference.name] else { return false }
        let file = project.files[f]
        // What is written before the `.`: nothing that ends an expression, or the enum's name.
        let tokens = file.file.tokens
        var k = reference.token - 1
        while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
        guard k >= 0, tokens[k].kind == .period else { return false }
        k -= 1
        // (Across line breaks: `publisher\n    .sink` is a member of the publisher.)
        while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
        guard k >= 0 else { return true }
        let before = file.file.text(of: tokens[k])
        // A case's pattern (`case .sink(let device):`) names the case even with parentheses;
        // elsewhere a framework method is called.
        if tokens[k].kind == .keyword, before == "case" { return true }
        if file.calls.contains(where: { $0.token == reference.token && $0.name == reference.name }) { return false }
        switch tokens[k].kind {
        case .identifier: return enums.contains(before)
        case .keyword: return !["self", "Self", "super"].contains(before)  // `case .sink:`, `return .sink`
        case .rightParen, .rightSquare, .rightBrace: return false
        case .operator where before == "?" || before == "!":
            // `a?.sink` follows a value; a ternary's `?` (blank before it) an expression starts after.
            return k > 0 && tokens[k - 1].kind.isTrivia
        default: return true
        }
    }

    /// Whether the member name at token `member` ends a chain that starts at one of
    /// `memberExceptChainHeads`, a framework type the tree does not declare
    /// (`URLSession.shared.dataTaskPublisher(for: r)….sink`), or at a local or a property of the
    /// enclosing type whose initial value is such a chain (`let ticks = Timer.publish(…)`, then
    /// `ticks.sink`): a value stored on the way is the same pipeline. Or at a value declared as
    /// one of those types (`session: URLSession`, `let center: NotificationCenter = .default`),
    /// or at the projection of a `@Published` property of a type that is no Source (`$query`,
    /// `self.$query`, `client.$query`): see `startsAtFrameworkValue`. `chains`: the file's, made
    /// when first needed.
    private func endsExceptedChain(_ member: Int, file f: Int, declaration: Int?, _ project: LintProject,
                                   chains: inout ChainHeads?, resolver: inout VariableTypeResolver?) -> Bool {
        guard !use.memberExceptChainHeads.isEmpty else { return false }
        if chains == nil { chains = ChainHeads(file: project.files[f].file) }
        guard let head = chains!.headToken(endingAt: member) else { return false }
        let tokens = chains!.tokens, source = chains!.file
        var name = source.text(of: tokens[head]), propertyOnly = false
        if tokens[head].kind == .identifier {
            if isExceptedChainHead(name, project) { return true }
        } else {
            // `self.ticks.sink`: the property.
            guard name == "self", let dot = tokens[(head + 1)...].firstIndex(where: { !$0.kind.isTrivia }), tokens[dot].kind == .period,
                  let next = tokens[(dot + 1)...].firstIndex(where: { !$0.kind.isTrivia }), tokens[next].kind == .identifier else { return false }
            name = source.text(of: tokens[next])
            propertyOnly = true
        }
        if resolver == nil { resolver = VariableTypeResolver(project: project) }
        return startsAtFrameworkValue(head, file: f, declaration: declaration, tokens, project, resolver!)
            || holdsExceptedChain(name, before: head, file: f, declaration: declaration, propertyOnly: propertyOnly, project, resolver!)
    }

    /// Whether the chain that starts at token `head` (a name, or `self`) starts at a value whose
    /// declared type is one of `memberExceptChainHeads` and no type of the tree (a local, a
    /// parameter or a property of the enclosing type: `session.dataTaskPublisher(for:)` with
    /// `let session: URLSession`, or made `URLSession(configuration:)`), the publishers such a
    /// value makes being the framework's like those of the type's `shared` one; or at the
    /// projection of a `@Published` property (`$query`, `self.$query`, or `client.$query` with
    /// `client` typed as a class of the tree) of a type that is no Source (in none of
    /// `projectionsForbiddenIn`): a plain object's own state, not a Source's.
    private func startsAtFrameworkValue(_ head: Int, file f: Int, declaration: Int?, _ tokens: [Token], _ project: LintProject,
                                        _ resolver: VariableTypeResolver) -> Bool {
        let source = project.files[f].file
        // The names of the chain from its head: `session`, `self.session`, `client.$query`, up to three.
        var chain = [source.text(of: tokens[head])]
        var k = head
        while chain.count < 3, let dot = tokens[(k + 1)...].firstIndex(where: { !$0.kind.isTrivia }), tokens[dot].kind == .period,
              let next = tokens[(dot + 1)...].firstIndex(where: { !$0.kind.isTrivia }), tokens[next].kind == .identifier {
            chain.append(source.text(of: tokens[next]))
            k = next
        }
        // `self.x…` is the property `x` (the enclosing type's), `x…` the binding `x` has there.
        let receiverCount = chain[0] == "self" ? 1 : 0
        guard chain.count > receiverCount else { return false }
        let value = chain[receiverCount]
        if ChainHeads.isProjectedValue(value) {
            // `$query` of the enclosing type, as `self.$query` too.
            let enclosing = project.files[f].enclosingType(of: declaration).map { d -> String in
                project.lookupKey(typeDeclaration: d, in: project.files[f])
            }
            guard let enclosing else { return false }
            return publishesOutsideSources(String(value.dropFirst()), ofDeclared: enclosing, project)
        }
        let types = resolver.types(ofChain: Array(chain.prefix(receiverCount + 1)), before: head, file: f, declaration: declaration)
        guard !types.isEmpty else { return false }
        if types.allSatisfy({ $0.origin == .named && isExceptedChainHead($0.name, project) }) { return true }
        // `client.$query`: a class of the tree whose `@Published` property it projects.
        guard chain.count > receiverCount + 1, ChainHeads.isProjectedValue(chain[receiverCount + 1]) else { return false }
        let property = String(chain[receiverCount + 1].dropFirst())
        return types.allSatisfy { type in
            guard case .tree(let key) = type.origin else { return false }
            return publishesOutsideSources(property, ofDeclared: key, project)
        }
    }

    /// Whether the type declared as `key` (the index's) or a superclass of it in the tree declares
    /// an instance property `name` with `@Published` (each declaration of the name: `#if`
    /// branches), and neither it nor the declaring type is in `projectionsForbiddenIn` (none is
    /// excepted when that is empty).
    private func publishesOutsideSources(_ name: String, ofDeclared key: String, _ project: LintProject) -> Bool {
        let sourceLayers = Set(use.projectionsForbiddenIn)
        guard !sourceLayers.isEmpty, project.layers(ofDeclared: key).isDisjoint(with: sourceLayers) else { return false }
        let simple = TypeIndex.simpleName(key)
        var owners = [(key: key, members: project.members(ofDeclared: key))]
        for supertype in project.supertypes(of: simple).sorted() where project.isTreeType(supertype) {
            owners.append((key: supertype, members: project.members(ofType: supertype)))
        }
        var found = false
        for owner in owners {
            let properties = owner.members.map(\.declaration).filter { $0.kind == .variable && $0.name == name }
            guard !properties.isEmpty else { continue }
            guard owner.key == key || (project.typeLayers[owner.key] ?? []).isDisjoint(with: sourceLayers),
                  properties.allSatisfy({ $0.hasAttribute("Published") && !$0.hasModifier("static") && !$0.hasModifier("class") })
            else { return false }
            found = true
        }
        return found
    }

    /// Whether a chain head is one of `memberExceptChainHeads` and no type of the tree: a type
    /// alias of the tree of that name is the tree's too (`typealias Timer = CounterSource`).
    private func isExceptedChainHead(_ name: String, _ project: LintProject) -> Bool {
        use.memberExceptChainHeads.contains(name) && !project.index.entries(named: name).contains { $0.kind != nil }
    }

    /// Whether the local or the property of the enclosing type `name`, read at `token`, is
    /// given as its initial value a chain that starts at one of `memberExceptChainHeads` (or at
    /// another such value, a few deep), every `#if` branch's, and so is every value the file
    /// assigns it later (`assignedValues`). Its declared type tells nothing: an
    /// `AnyPublisher<Date, Never>` may be a Source's.
    private func holdsExceptedChain(_ name: String, before token: Int, file f: Int, declaration: Int?, propertyOnly: Bool,
                                    _ project: LintProject, _ resolver: VariableTypeResolver, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        var values = resolver.initialValues(of: name, before: token, file: f, declaration: declaration, propertyOnly: propertyOnly)
        guard !values.isEmpty else { return false }
        guard let assigned = assignedValues(of: name, before: token, file: f, declaration: declaration, propertyOnly: propertyOnly,
                                            project, resolver) else { return false }
        values += assigned
        return values.allSatisfy { value in
            let source = project.files[value.file].file
            return source.withTokens { tokens in
                guard let head = ChainHeads.head(ofValueAt: value.start, source, tokens) else { return false }
                let text = source.text(of: tokens[head])
                return isExceptedChainHead(text, project)
                    || startsAtFrameworkValue(head, file: value.file, declaration: value.declaration, tokens, project, resolver)
                    || holdsExceptedChain(text, before: head, file: value.file, declaration: value.declaration, propertyOnly: false,
                                          project, resolver, depth: depth + 1)
            }
        }
    }

    /// Where the values assigned to the local `var` or to the property of the enclosing type
    /// `name` (read at `token` in file `f`) start: `name = value` where the name is that binding
    /// (the local's, in its function in `f` before `token`; the property's, where no local hides
    /// it, in any order) and `self.name = value`, in the type's code: in `f` and in every other
    /// file that declares or extends the type (an extension elsewhere may assign it).
    /// Nil when one is no plain value (`+=`, passed `&name`).
    /// Another file still skimmed (in a whole-tree lint, one in no layer; in `lint --staged` and
    /// `lint <paths>`, every unreported one) is scanned in full when it is needed
    /// (`VariableTypeResolver.fullScan(of:)`), that one alone: every mode finds the same, without
    /// scanning every unreported file in full for this rare case (a sourcearch pre-commit run took
    /// 0.52 s, 0.83 s so). Where the skim left out local declarations (`lint --staged`), an
    /// assignment in a local function is read as in the function around it, and one in a local
    /// type's code is none of the type's.
    private func assignedValues(of name: String, before token: Int, file f: Int, declaration: Int?, propertyOnly: Bool,
                                _ project: LintProject, _ resolver: VariableTypeResolver) -> [(file: Int, start: Int, declaration: Int?)]? {
        let file = project.files[f]
        let local = propertyOnly ? nil : resolver.localBinding(name, before: token, in: declaration, file: f)
        let type = file.enclosingType(of: declaration)
        if local == nil, type == nil { return [] }
        let key = type.map { project.lookupKey(typeDeclaration: $0, in: file) }
        var files = [f]
        if local == nil, let type, !file.declarations[type].isLocal, let key, let position = project.index.position(ofQualified: key) {
            let entry = project.index.entries[position]
            files += Set((entry.declarations + entry.extensions).map(\.file)).subtracting([f]).sorted()
        }
        var found: [(file: Int, start: Int, declaration: Int?)] = []
        for g in files {
            let scan = resolver.fullScan(of: g)
            let other = scan.syntax
            for assignment in other.assignments where assignment.path.last == name && assignment.path.count <= 2 {
                let path = assignment.path
                // (Declarations as the project has them.)
                let declaration = scan.projectDeclaration(assignment.declaration)
                let binding = resolver.localBinding(name, before: assignment.token, in: declaration, file: g)
                if let local {
                    // The same local, given the value before it is read: the binding the name has there.
                    guard assignment.token < token, path.count == 1, let binding, binding.nameToken == local.nameToken else { continue }
                } else {
                    guard path.count == 1 ? binding == nil : path[0] == "self",
                          // (The owner as the project places it: a fresh full scan is in no module namespace.)
                          let owner = scan.sameDeclaration(other.enclosingType(of: assignment.declaration)),
                          project.lookupKey(typeDeclaration: owner, in: project.files[g]) == key
                    else { continue }
                }
                guard assignment.operator == "=" else { return nil }
                found.append((g, VariableTypeResolver.nextCode(after: assignment.token, other), declaration))
            }
        }
        return found
    }

    /// Where member chains of one file start, read back from its tokens (lexed again:
    /// they are not kept for the run). Each member's is remembered, and a chain read back stops
    /// at a member read before: a chain of such members by the thousand (`a.sink{}.sink{}…`) is
    /// read once, in linear time.
    struct ChainHeads {
        let file: SourceFile
        let tokens: [Token]
        /// By member token, the token its chain starts at (nil: none).
        private var heads: [Int: Int?] = [:]

        /// A chain is read back at most this many tokens (closures in it included): real
        /// chains are far shorter.
        static let maximumWalk = 4096

        init(file: SourceFile) {
            self.file = file
            tokens = file.withTokens { $0 }
        }

        /// `$model`: a property wrapper's projected value, not an anonymous closure parameter (`$0`).
        static func isProjectedValue(_ name: String) -> Bool {
            let bytes = name.utf8
            guard bytes.count > 1, bytes.first == UInt8(ascii: "$") else { return false }
            let second = bytes[bytes.index(after: bytes.startIndex)]
            return !(second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9"))
        }

        /// The token of the name the member chain ending at token `member` (after a `.`) starts
        /// at, read back over member names (keywords too: `NotificationCenter.default`), calls,
        /// trailing closures, subscripts, generic argument clauses and postfix `?` and `!`, across
        /// lines: `URLSession` for `URLSession.shared.dataTaskPublisher(for: r)\n.map { … }\n.sink`,
        /// `Just` for `Just(1).sink`, `PassthroughSubject` for `PassthroughSubject<Int, Never>().sink`,
        /// `self` for `self.ticks.sink`. Nil when it starts at anything else (`(a ?? b)`, `[a]`,
        /// an implicit `.sink`), carries a projected value, or is longer than `maximumWalk` tokens.
        mutating func headToken(endingAt member: Int) -> Int? {
            if let known = heads[member] { return known }
            let head = walk(from: member)
            heads[member] = head
            return head
        }

        private func walk(from member: Int) -> Int? {
            var k = member - 1
            var steps = 0
            func skipTrivia() { while k >= 0, tokens[k].kind.isTrivia { k -= 1 } }
            skipTrivia()
            guard k >= 0, tokens[k].kind == .period else { return nil }
            k -= 1
            while steps < Self.maximumWalk {
                skipTrivia()
                guard k >= 0 else { return nil }
                switch tokens[k].kind {
                case .rightParen, .rightSquare, .rightBrace:
                    // Back over the arguments, closure or subscript to the bracket that opens it.
                    var depth = 0
                    repeat {
                        switch tokens[k].kind {
                        case .rightParen, .rightSquare, .rightBrace: depth += 1
                        case .leftParen, .leftSquare, .leftBrace: depth -= 1
                        // A projected value in the chain's arguments or closures (`.flatMap { _ in
                        // counter.$model }`, `.combineLatest(counter.$model)`): the chain observes it.
                        // (Not a closure's `$0`.)
                        case .identifier where Self.isProjectedValue(file.text(of: tokens[k])): return nil
                        default: break
                        }
                        k -= 1
                        steps += 1
                    } while k >= 0 && depth > 0 && steps < Self.maximumWalk
                    guard depth == 0 else { return nil }
                case .identifier, .keyword:
                    // A member whose chain was read before: this one starts where it does.
                    if let known = heads[k] { return known }
                    let name = k
                    k -= 1
                    skipTrivia()
                    guard k >= 0, tokens[k].kind == .period else { return name }
                    k -= 1
                case .operator:
                    let text = file.text(of: tokens[k])
                    if (text == "?" || text == "!") && k > 0 && !tokens[k - 1].kind.isTrivia {
                        k -= 1  // `a?.sink`, `a!.sink`
                    } else if text.hasSuffix(">"), text.utf8.allSatisfy({ $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<") }) {
                        // Back over a generic argument clause (`Subject<Int, Never>`) to its `<`.
                        var depth = 0
                        repeat {
                            if tokens[k].kind == .operator {
                                for byte in file.text(of: tokens[k]).utf8 {
                                    if byte == UInt8(ascii: ">") { depth += 1 } else if byte == UInt8(ascii: "<") { depth -= 1 }
                                }
                            }
                            k -= 1
                            steps += 1
                        } while k >= 0 && depth > 0 && steps < Self.maximumWalk
                        guard depth == 0 else { return nil }
                    } else {
                        return nil
                    }
                default:
                    return nil
                }
                steps += 1
            }
            return nil
        }

        /// The head token of the value starting at token `start` when the value is one member
        /// chain and nothing more, read forward: a name, then member names, calls, trailing
        /// closures, subscripts, generic arguments and postfix `?` and `!`, across lines
        /// (`Timer.publish(every: 1, on: .main, in: .common)\n.autoconnect()`,
        /// `PassthroughSubject<Int, Never>()`). Nil when it carries a projected value (`$model`,
        /// as `head` reads it) or goes on with an operator (`a ?? b`).
        static func head(ofValueAt start: Int, _ file: SourceFile, _ tokens: [Token]) -> Int? {
            guard start < tokens.count, tokens[start].kind == .identifier else { return nil }
            var k = start + 1  // after what the chain holds so far
            var steps = 0
            while steps < maximumWalk {
                var j = k
                var sameLine = true
                while j < tokens.count, tokens[j].kind.isTrivia {
                    if tokens[j].kind == .newline { sameLine = false }
                    j += 1
                }
                guard j < tokens.count else { return start }
                let kind = tokens[j].kind
                switch kind {
                case .period:
                    guard let name = tokens[(j + 1)...].firstIndex(where: { !$0.kind.isTrivia }),
                          tokens[name].kind == .identifier || tokens[name].kind == .keyword else { return nil }
                    k = name + 1
                case .leftParen, .leftSquare, .leftBrace:
                    // On another line, a bracket starts another statement.
                    guard sameLine else { return start }
                    var depth = 0
                    repeat {
                        switch tokens[j].kind {
                        case .leftParen, .leftSquare, .leftBrace: depth += 1
                        case .rightParen, .rightSquare, .rightBrace: depth -= 1
                        case .identifier where isProjectedValue(file.text(of: tokens[j])): return nil
                        default: break
                        }
                        j += 1
                        steps += 1
                    } while j < tokens.count && depth > 0 && steps < maximumWalk
                    guard depth == 0 else { return nil }
                    k = j
                case .operator:
                    let text = file.text(of: tokens[j])
                    guard j == k else { return nil }  // an infix operator: the value goes on
                    if text == "?" || text == "!" {
                        k = j + 1
                    } else if text.hasPrefix("<"), text.utf8.allSatisfy({ $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<") }) {
                        // Over a generic argument clause (`Subject<Int, Never>`) to its `>`.
                        var depth = 0
                        repeat {
                            if tokens[j].kind == .operator {
                                for byte in file.text(of: tokens[j]).utf8 {
                                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                                }
                            }
                            j += 1
                            steps += 1
                        } while j < tokens.count && depth > 0 && steps < maximumWalk
                        guard depth == 0 else { return nil }
                        k = j
                    } else {
                        return nil
                    }
                default:
                    // The statement ends (a line's end, `;`, `}`, a `,` between bindings), or
                    // something else follows (`as`, `where`): not a chain alone.
                    return !sameLine || kind == .semicolon || kind == .rightBrace || kind == .comma ? start : nil
                }
                steps += 1
            }
            return nil
        }
    }

    /// `mask` without the file-level functions and what they declare, in a file that declares
    /// no type or extension in scope (`ForbiddenUse.exceptsHelperFunctions`).
    static func withoutHelperFunctions(_ mask: ScopeMask, _ declarations: [Declaration]) -> ScopeMask {
        guard mask.declarations.contains(true), !declarations.indices.contains(where: { d in
            declarations[d].kind.hasMembers && !declarations[d].isLocal && !declarations[d].isInPreview && mask.contains(d)
        }) else { return mask }
        var result = mask
        // (A declaration comes after the one it is written in.)
        var inHelper = [Bool](repeating: false, count: declarations.count)
        for d in declarations.indices {
            inHelper[d] = declarations[d].parent.map { inHelper[$0] } ?? (declarations[d].kind == .function && isViewHelper(declarations[d]))
            if inHelper[d] { result.declarations[d] = false }
        }
        return result
    }

    /// Whether a file-level function is a view helper: its return type or a parameter's type names
    /// a framework view (`-> some View`, `(_ screen: UIViewController)`), as the mock helper on
    /// `View` is one (`func withMockProviders<Content: View>(_ content: Content) -> some View`). A
    /// function that hands out no view (`func f() { Router.shared.go() }`) is the layer's code.
    static func isViewHelper(_ function: Declaration) -> Bool {
        let written = ([function.returnType ?? ""] + function.parameters.map(\.type)).joined(separator: " ")
        return written.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { frameworkViewNames.contains(String($0)) }
    }

    /// Whether `call` calls a method the tree declares on the receiver's type: a value's
    /// (`log.sink(…)`) or a type's own (`AuditLog.sink(…)` with `static func sink`). With
    /// `ownTypeToo`, also the enclosing type's for `self.f()`, `Self.f()` or `f()` with no
    /// receiver, and the expected type's for an implicit member (`.random()` where the tree's
    /// `Mode` with `static func random()` is expected).
    /// (Shared with P2's modifier check, which finds the same presentations as V11.)
    static func callsProjectMethod(_ call: Call, file f: Int, _ project: LintProject, resolver: inout VariableTypeResolver?,
                                   ownTypeToo: Bool = false) -> Bool {
        var receiver = Array(call.receiver)
        if ownTypeToo, receiver.isEmpty || receiver == ["Self"] { receiver = ["self"] }
        guard let head = receiver.first else { return false }
        if resolver == nil { resolver = VariableTypeResolver(project: project) }
        if head == "." {
            guard ownTypeToo, receiver.count == 1,
                  let expected = resolver!.expectedType(ofImplicitMemberAt: call.token - 1, file: f, declaration: call.declaration),
                  let type = resolver!.resolve(expected.written, file: expected.file, declaration: expected.declaration,
                                               at: expected.file == f ? call.token : nil) else { return false }
            return resolver!.declaresMethod(call.name, in: type)
        }
        var types = resolver!.types(ofChain: receiver, before: call.token, file: f, declaration: call.declaration)
        if types.isEmpty, receiver.count == 1, head.utf8.first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true,
           let type = resolver!.resolve(head, file: f, declaration: call.declaration, at: call.token) {
            types = [type]
        }
        return types.contains { resolver!.declaresMethod(call.name, in: $0) }
    }

    private func heirs(in project: LintProject) -> [String: String] {
        guard use.subtypesOfNames else { return [:] }
        var heirs: [String: String] = [:]
        let frameworkNames = frameworkNames(in: project)
        for heir in project.index.types(reaching: frameworkNames) where project.isTreeType(heir) {
            heirs[heir] = project.supertypes(of: heir).intersection(frameworkNames).min()
        }
        return heirs
    }

    /// The forbidden names that are no tree type's: framework types, whose subtypes `subtypesOfNames` forbids.
    private func frameworkNames(in project: LintProject) -> Set<String> {
        Set(use.names.filter { !project.isTreeType($0) })
    }

    /// Its findings land on a reference or call of a forbidden name, a tree type of a forbidden
    /// layer or suffix, or a subtype of a forbidden name, or an attribute (declarations' are in
    /// a skim, local variables' are not).
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        var words = forbiddenWords(in: project, heirs: heirs(in: project)).union(use.members + use.calls + use.attributes)
        words.formUnion(project.typeAliasNames(standingForAnyOf: words))
        // (The other files of a type that assign a stored pipeline, `assignedValues`, are
        // scanned alone when a `.sink` needs them.)
        return project.files(files, withCodeIn: use.scope, naming: words)
    }

    /// The type names a reference may be reported for: the forbidden names, the tree types of the
    /// forbidden layers and suffixes, and the subtypes of forbidden names.
    private func forbiddenWords(in project: LintProject, heirs: [String: String]) -> Set<String> {
        var words = Set(use.names).union(use.projectTypes).union(project.typeNames(inAnyOf: use.layers))
        if !use.projectTypeSuffixes.isEmpty {
            words.formUnion(project.typeLayers.keys.filter { name in use.projectTypeSuffixes.contains { name.hasSuffix($0) && name != $0 } })
        }
        words.formUnion(heirs.keys)
        return words
    }

    /// The tokens of the types created in `scope` in file `f`: `T` of `T(…)`, `A.T(…)`,
    /// `T { … }` and `T.init(…)`.
    private static func constructionTokens(in file: FileSyntax, scope: Scope, _ project: LintProject, file f: Int) -> Set<Int> {
        let mask = project.scopeMask(scope, file: f)
        if mask.isEmpty { return [] }
        var tokens = Set<Int>()
        let calls = file.calls
        for c in calls.indices where calls[c].constructedType != nil && mask.contains(calls[c].declaration) {
            // (`T.init(…)`: the call is `init`, two tokens after `T`.)
            tokens.insert(calls[c].name == "init" ? calls[c].token - 2 : calls[c].token)
        }
        return tokens
    }

    /// Reports a would-be finding on the reference at `r`, unless a generic parameter, associated
    /// type or type alias binds its name there (asked only now: the costly part). The reference
    /// is read in place from the buffer: copying a `Reference` retains its name, and rules
    /// running side by side then contend for the same reference counts.
    @discardableResult
    private func report(_ message: String, _ references: UnsafeBufferPointer<Reference>, _ r: Int, file f: Int, _ context: RuleContext) -> Bool {
        guard !context.project.index.isShadowed(references[r].name, file: f, declaration: references[r].declaration) else { return false }
        context.report(file: f, at: references[r].location, message)
        return true
    }

    /// Why a reference to `name` (not a member name), written in declaration `declaration` of
    /// file `file`, is not allowed in the scope, if it is not. A tree type is judged by the types
    /// the name stands for there (`LintProject.referencedTypes`): a top-level `Row` is not the
    /// view `Settings.Row`.
    /// `path`: for a nested type named through the types it is nested in (`Settings.Row`), the
    /// path written, which must name the tree type it spells out.
    func message(for name: String, isASCII: Bool, names: NameSet, checksTreeTypes: Bool, heirs: [String: String],
                         _ project: LintProject, file: Int, declaration: Int?, path: String? = nil, types known: [Int]? = nil,
                         viewModule: Bool = false) -> String? {
        // A type the tree declares is the project's own, not the framework type of that name
        // (`struct Section` in the app is not SwiftUI's `Section`).
        // Only a type of the tree that the name stands for where it is written (a local one too):
        // a type nested in another (`Doc.Text`) or in a module the file does not see leaves the
        // framework's `Text` there. Named through its UI framework (`SwiftUI.Image`, `viewModule`),
        // a view type is the framework's, whatever the tree calls by that name (`typealias Image = UIImage`).
        if path == nil, names.contains(name, isASCII: isASCII),
           (viewModule && Self.frameworkViewNames.contains(name)) || !namesTreeType(name, project, file: file, declaration: declaration) {
            return "'\(name)' is not allowed in \(use.scope.phrase)"
        }
        guard checksTreeTypes, project.isTreeType(name) else { return nil }
        // Asked by name first (cheap, and most names are of no forbidden layer, suffix or framework).
        let layers = project.layersOfReferencedType(name, includeProtocols: use.includeProtocols)
        let layer = use.layers.first(where: { layers.contains($0) })
        let suffix = use.projectTypeSuffixes.first(where: { name.hasSuffix($0) && name != $0 })
        let named = use.projectTypes.contains(name)
        guard layer != nil || suffix != nil || named || heirs[name] != nil else { return nil }
        let entries = project.index.entries
        let types = known ?? path.map { qualifiedTypes($0, project, file: file, declaration: declaration) }
            ?? project.referencedTypes(name, file: file, declaration: declaration)
        if types.isEmpty, path != nil || known != nil { return nil }
        // A type's own name in its declaration, its members and its extensions (`static let shared =
        // CartFeature()`, `extension CartFeature {`) is no use of another type of the layer.
        if layer != nil || named, !types.isEmpty, isOwnType(types, project, file: file, declaration: declaration) { return nil }
        // (One of `projectTypes` where the name stands for the tree's type of that name.)
        if named, !types.isEmpty { return "'\(name)' is not allowed in \(use.scope.phrase)" }
        if layer != nil {
            var own: Set<String> = []
            for t in types where use.includeProtocols || entries[t].kind?.isConcreteType == true {
                own.formUnion(project.layers(ofDeclared: entries[t].qualifiedName))
            }
            if let layer = use.layers.first(where: { own.contains($0) }), own.isDisjoint(with: use.exceptLayers) {
                return "'\(name)' belongs to \(layer), which \(use.scope.phrase) may not use"
            }
        }
        var supertypes: Set<String> = []
        for t in types { supertypes.formUnion(project.index.supertypes(ofDeclared: entries[t].qualifiedName)) }
        // A name with the suffix before it (`BookProvider`, not `Provider`), as layer suffixes
        // match; and not a type that plays a framework part of that name (a widget's
        // `TimelineProvider`).
        if let suffix, supertypes.isDisjoint(with: Self.frameworkProviderProtocols), !isExcepted(types, project) {
            return "'\(name)' is a project '*\(suffix)' type, which \(use.scope.phrase) may not use"
        }
        if heirs[name] != nil, let framework = supertypes.intersection(frameworkNames(in: project)).min() {
            return "'\(name)' inherits or conforms to '\(framework)', which is not allowed in \(use.scope.phrase)"
        }
        return nil
    }

    /// Whether the types at `types` (index positions) are all in a layer the rule excepts, every
    /// declaration of each (a Core model `PaymentProvider` is no Provider; a Provider class of that
    /// name beside it is): by the paths of the declarations' files where two declare the name,
    /// whose layers are one type's. False for none.
    private func isExcepted(_ types: [Int], _ project: LintProject) -> Bool {
        guard !use.exceptLayers.isEmpty, !types.isEmpty else { return false }
        let entries = project.index.entries
        return types.allSatisfy { t in
            let declarations = entries[t].declarations
            return declarations.allSatisfy { location in
                !project.fileLayers[location.file].isDisjoint(with: use.exceptLayers)
                    || (declarations.count == 1 && !project.layers(file: location.file, declaration: location.declaration).isDisjoint(with: use.exceptLayers))
            }
        }
    }

    /// Whether the types at `types` (index positions) are all the type the code of `declaration`
    /// belongs to, or one it is nested in (a type declaration or extension around it, itself included).
    private func isOwnType(_ types: [Int], _ project: LintProject, file: Int, declaration: Int?) -> Bool {
        let syntax = project.files[file]
        let declarations = syntax.declarations
        var own: Set<String> = []
        var current = declaration
        while let d = current {
            // (And the types it is nested in: `extension AnalyticsTracker.Event` is the tracker's code.)
            if declarations[d].kind.hasMembers { own.formUnion(TypeIndex.nameAndOuterNames(project.lookupKey(typeDeclaration: d, in: syntax))) }
            current = declarations[d].parent
        }
        let entries = project.index.entries
        return !own.isEmpty && types.allSatisfy { own.contains(entries[$0].qualifiedName) }
    }

    /// Why a reference to the type alias `name` is not allowed, if what it aliases is not (a
    /// `typealias Session = URLSession`, an alias of an alias, up to a few deep).
    private func aliasMessage(for name: String, names: NameSet, checksTreeTypes: Bool, heirs: [String: String], _ project: LintProject,
                              file: Int, declaration: Int?, depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        for target in project.typeAliasTargets(of: name, file: file, declaration: declaration) {
            let isASCII = target.utf8.allSatisfy { $0 < 0x80 }
            if let message = message(for: target, isASCII: isASCII, names: names, checksTreeTypes: checksTreeTypes, heirs: heirs, project,
                                     file: file, declaration: declaration)
                ?? aliasMessage(for: target, names: names, checksTreeTypes: checksTreeTypes, heirs: heirs, project,
                                file: file, declaration: declaration, depth: depth + 1) {
                return message + " (through the type alias '\(name)')"
            }
        }
        return nil
    }

    /// Whether `name`, a forbidden call's type (`Date`, `UUID`) as written at `token` in
    /// `declaration` of file `f`, stands there for another type than the framework's: a generic
    /// parameter, associated type or type alias bound there (`struct Tagged<UUID: Hashable>`),
    /// or a type the tree declares (`Event.Date` inside `Event`, a top-level `struct Date`).
    private func namesOtherType(_ name: String, file f: Int, declaration: Int?, at token: Int?, _ project: LintProject,
                                resolver: inout VariableTypeResolver?) -> Bool {
        guard ModuleQualifier.mayNameType(name) else { return false }
        if resolver == nil { resolver = VariableTypeResolver(project: project) }
        // (The resolver places an extended framework type, `extension Date`, in the tree: only
        // what binds the name, or a local type, is asked of it.)
        if let type = resolver!.resolve(name, file: f, declaration: declaration, at: token), type.origin == .bound || type.isLocal { return true }
        return namesTreeType(name, project, file: f, declaration: declaration)
    }

    /// The forbidden call's type (of `calls`) that `written`, a type alias of the tree written in
    /// `declaration` of file `f`, stands for there (`typealias ID = UUID`: `UUID`), followed
    /// through the tree's aliases; nil for any other type, or one the alias's target names
    /// another type of (a tree type `Date`, a generic parameter). `aliases`: the tree's type
    /// aliases of `calls`, by simple name, made on the first call.
    private func callAliased(_ written: String, calls: Set<String>, file f: Int, declaration: Int?, at token: Int?, _ project: LintProject,
                             aliases: inout Set<String>?, resolver: inout VariableTypeResolver?) -> String? {
        if aliases == nil { aliases = project.typeAliasNames(standingForAnyOf: calls) }
        guard !aliases!.isEmpty, let path = VariableTypeResolver.nominalPath(written),
              aliases!.contains(TypeIndex.simpleName(path)) else { return nil }
        if resolver == nil { resolver = VariableTypeResolver(project: project) }
        // The alias's target, followed alias by alias, each looked up where its alias is
        // declared (`typealias Stamp = Foundation.Date`, `Ticket.ID` for `Ticket`'s `ID = UUID`).
        var current = path, file = f, scope = declaration, at = token
        for step in 0..<8 {
            let components = current.split(separator: ".").map(String.init)
            // `Foundation.Date`: a framework module's type, whatever the tree declares.
            if components.count == 2, calls.contains(components[1]), !project.isTreeType(components[0]) {
                var treeModules: Set<String>?
                if Self.types(components[1], declaredIn: components[0], project, treeModules: &treeModules) == nil { return components[1] }
            }
            var alias: (declaration: Declaration, file: Int)?
            if components.count == 1 {
                if resolver!.localType(current, file: file, declaration: scope, visibleAt: at) != nil { return nil }
                switch project.index.binder(of: current, file: file, declaration: scope) {
                case .typeAlias(let bound)?: alias = (bound, file)
                case .genericParameter?, .associatedType?: return nil
                case nil: break
                }
            }
            if alias == nil {
                let types = project.referencedTypes(current, file: file, declaration: scope)
                if types.count == 1, project.index.entries[types[0]].kind == .typealias,
                   let location = project.index.entries[types[0]].declarations.first {
                    alias = (project.index.declaration(location), location.file)
                }
            }
            guard let alias else {
                // Not an alias: the forbidden type itself where it is written (not the first
                // name, which is the tree's alias), unless that names another type there.
                guard step > 0, components.count == 1, calls.contains(current) else { return nil }
                return namesOtherType(current, file: file, declaration: scope, at: at, project, resolver: &resolver) ? nil : current
            }
            guard let target = alias.declaration.aliasedType.flatMap(VariableTypeResolver.nominalPath) else { return nil }
            current = target
            file = alias.file
            scope = alias.declaration.parent
            at = nil
        }
        return nil
    }

    /// Whether `name`, written in `declaration` of file `file`, stands for a type of the tree
    /// there: one declared locally around it, or one the lookup from there finds (not an
    /// extension of the framework's type) in the file's own module, one it imports, or code
    /// outside any module.
    private func namesTreeType(_ name: String, _ project: LintProject, file: Int, declaration: Int?) -> Bool {
        if let declaration, project.files[file].localType(named: name, around: declaration) != nil { return true }
        return !project.visibleTypes(name, file: file, declaration: declaration).isEmpty
    }

    /// The tree types named `name` that `module`, a module of the tree, declares (`Models.Cart`:
    /// Core's `Cart`, though the app has a Module `Cart`): what `module.name` stands for. Nil
    /// when `module` is no module of the tree (a framework's, or the app's own name outside
    /// any module). `treeModules`: the names of the tree's modules, made on the first call.
    private static func types(_ name: String, declaredIn module: String, _ project: LintProject, treeModules: inout Set<String>?) -> [Int]? {
        let modules = project.moduleNamespaces.modules
        if treeModules == nil { treeModules = Set(modules.compactMap { $0 }) }
        guard treeModules!.contains(module) else { return nil }
        let index = project.index
        return index.qualifiedNames(named: name).compactMap { index.position(ofQualified: $0) }.filter { position in
            index.entries[position].declarations.contains { $0.file < modules.count && modules[$0.file] == module }
        }
    }

    /// The tree types a qualified path written in a declaration spells out: `Settings.Row`
    /// resolved from there, and only a type whose qualified name ends in the path (or, after a
    /// module name that is no tree type, in the rest of it) — not, as a plain name is when
    /// nothing is in scope, every type of its last component.
    private func qualifiedTypes(_ path: String, _ project: LintProject, file: Int, declaration: Int?) -> [Int] {
        let entries = project.index.entries
        var suffixes = [path]
        if let dot = path.firstIndex(of: "."), !project.isTreeType(String(path[..<dot])) {
            let rest = String(path[path.index(after: dot)...])
            if rest.contains(".") { suffixes.append(rest) }
        }
        let spelled = project.referencedTypes(path, file: file, declaration: declaration).filter { t in
            let qualified = entries[t].qualifiedName
            return suffixes.contains { qualified == $0 || qualified.hasSuffix("." + $0) }
        }
        // Else a type its outer type inherits from a superclass (`ListScreen.Row` for
        // `BaseScreen.Row`): the outer path spelled out the same way, then its nested types.
        guard spelled.isEmpty, let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { return spelled }
        let outers = qualifiedTypes(String(path[..<dot]), project, file: file, declaration: declaration)
        let last = String(path[path.utf8.index(after: dot)...])
        var inherited: [Int] = []
        for outer in outers where entries[outer].kind == .class {
            if let t = project.index.nestedType(last, in: outer), !inherited.contains(t) { inherited.append(t) }
        }
        return inherited
    }

    /// Framework protocols whose conformers are named `…Provider` without being the app's
    /// data providers (`FrameworkProviders`), and `PreviewProvider`.
    static let frameworkProviderProtocols = Set(FrameworkProviders.protocols + ["PreviewProvider"])
}
