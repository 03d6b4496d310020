import ArchModel

/// P2 `components-own-no-navigation`, its modifier part: `.navigationTitle(…)`, `.toolbar { … }`,
/// `.sheet(…)` and `.fullScreenCover(…)` in a Component. Only a call counts: the modifiers are
/// always called, while a component's `style: Presentation = .sheet`, a pattern
/// `case .fullScreenCover:` or a property `theme.toolbar.tint` is no navigation. (`NavigationStack`
/// and `NavigationView` are the rule's forbidden-use part.) `sheet` and `fullScreenCover` count
/// with SwiftUI's first labels only (`isPresented:`, `item:`), not as an action's case with a
/// payload (`interface.send(.sheet(id: 1))`). A modifier called on an implicit `self`
/// (`sheet(isPresented: $x) { … }` in a view's method or an `extension View`) counts as V11
/// counts it: unless the tree declares a method of that name on the receiver's type (`self`'s
/// for a bare call). The finding lands on the name.
struct ComponentsOwnNoNavigationRule: RuleChecker {
    static let modifiers: Set<String> = ["navigationTitle", "toolbar", "sheet", "fullScreenCover"]
    static let scope = Scope.layers("Components")
    /// The modifiers whose first argument label tells them from an enum case of the same name.
    static let presentations: Set<String> = ["sheet", "fullScreenCover"]
    static let presentationLabels: Set<String> = ["isPresented", "item"]

    func check(_ context: RuleContext) {
        let project = context.project
        var resolver: VariableTypeResolver?  // made when a modifier's call is first found
        for (f, file) in context.checkedFiles {
            let mask = project.scopeMask(Self.scope, file: f)
            if mask.isEmpty { continue }
            // By index, fields in place: copying every call retains its names.
            let calls = file.calls
            for c in calls.indices where !calls[c].isInPreview && Self.modifiers.contains(calls[c].name) {
                guard calls[c].arguments != nil || calls[c].trailingClosure != nil, mask.contains(calls[c].declaration) else { continue }
                if Self.presentations.contains(calls[c].name), !(calls[c].labels.first.map(Self.presentationLabels.contains) ?? false) { continue }
                // (A method the tree declares, `self`'s included, is the tree's: `toolbar(for: item)` of a `BookRow` that declares it.)
                if ForbiddenUseRule.callsProjectMethod(calls[c], file: f, project, resolver: &resolver, ownTypeToo: true) { continue }
                if calls[c].receiver.isEmpty, Self.namesValueInScope(calls[c].name, at: calls[c].declaration, file, project) { continue }
                context.report(file: f, at: calls[c].location, "'.\(calls[c].name)' is not allowed in \(Self.scope.phrase)")
            }
        }
    }

    /// Whether a bare call's name is a value or function of the code around it, not a modifier on
    /// `self`: a parameter of an enclosing function (`func header(toolbar: () -> some View) {
    /// toolbar() }`), a local function or variable there, or a property of the enclosing type
    /// (`@ViewBuilder let toolbar: () -> Toolbar`, called in `body`).
    static func namesValueInScope(_ name: String, at declaration: Int?, _ file: FileSyntax, _ project: LintProject) -> Bool {
        let declarations = file.declarations
        // (Only a value of a function type can be called: `@State var sheet: Int?` leaves the modifier.)
        func isCallable(_ type: String?) -> Bool { type?.contains("->") ?? true }
        var enclosing = declaration
        while let d = enclosing {
            if declarations[d].parameters.contains(where: { $0.name == name && isCallable($0.type) }) { return true }
            if declarations[d].kind.hasMembers {
                let members = project.members(ofDeclared: declarations[d].kind == .extension ? declarations[d].name : declarations[d].qualifiedName)
                if members.contains(where: { $0.declaration.kind == .variable && $0.declaration.name == name && isCallable($0.declaration.typeAnnotation) }) {
                    return true
                }
                break
            }
            enclosing = declarations[d].parent
        }
        // A local function or variable of the enclosing code (`func sheet(isPresented:)` in `body`).
        var ancestor = declaration
        while let a = ancestor {
            if file.childIndices(of: a).contains(where: { k in
                declarations[k].isLocal && declarations[k].name == name
                    && (declarations[k].kind == .function || declarations[k].kind == .variable && isCallable(declarations[k].typeAnnotation))
            }) { return true }
            ancestor = declarations[a].parent
        }
        return false
    }

    /// It reads component code that names a modifier.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        project.files(files, withCodeIn: Self.scope, naming: Self.modifiers)
    }
}
