import ArchModel

/// S5 `stateful-views-subscribe`, its third part: every concrete `StatefulView` calls
/// `subscribe(view: self)` in its body or in one of its extensions, or inherits a class or a
/// protocol (extension) that does. That it is a class and declares `render(state:)` is checked
/// by the generic `type-shape` and `required-members` kinds under the same id.
///
/// Only a type's own conformance counts: an enum nested in a view controller is not a view. A
/// view declared once per platform (`#if os(macOS) class V: NSView … #else class V: UIView …`)
/// subscribes in each declaration, or in an extension.
struct StatefulViewsSubscribeRule: RuleChecker {
    /// `subscribe(view: self)` is called in a method or initializer, possibly in an extension in
    /// another file than the view's declaration, where the finding is reported.
    var readsOtherFilesFunctionBodies: Bool { true }

    /// The calls of `subscribe`, in any file.
    func filesWhoseCodeIsRead(among files: [Int], in project: LintProject) -> [Int]? {
        project.files(files, withCodeIn: .all, naming: ["subscribe"])
    }

    /// Whether the argument list `(view: self)` (`(` through `)`) passes `self` itself, not one
    /// of its properties (`self.child`).
    private static func passesSelf(_ arguments: Range<Int>, _ file: FileSyntax) -> Bool {
        let tokens = file.file.tokens
        let code = arguments.filter { !tokens[$0].kind.isTrivia }
        guard code.count == 5 else { return false }  // ( view : self )
        return tokens[code[3]].kind == .keyword && file.file.token(tokens[code[3]], is: "self")
    }

    func check(_ context: RuleContext) {
        let project = context.project
        // Types (by qualified name, as the type index keys them) whose code calls `subscribe(view: self)`; and where: in an
        // extension (which every declaration of the type has), or in one declaration of it (a
        // type declared once per platform in `#if` branches must subscribe in each).
        var subscribed: Set<String> = []
        var subscribedInExtensions: Set<String> = []
        var subscribedDeclarations: Set<TypeIndex.Location> = []
        for (f, file) in project.files.enumerated() {
            for call in file.calls where call.name == "subscribe" && call.labels == ["view"] {
                guard let arguments = call.arguments, let owner = call.declaration,
                      let type = file.enclosingType(of: owner),
                      Self.passesSelf(arguments, file)
                else { continue }
                let name = project.index.canonicalKey(file.declarations[type].typeKey)
                subscribed.insert(name)
                if file.declarations[type].kind == .extension {
                    subscribedInExtensions.insert(name)
                } else {
                    subscribedDeclarations.insert(TypeIndex.Location(file: f, declaration: type))
                }
            }
        }
        // The views judged: those declared or extended in the checked files, each reported at its
        // declaration with its other files as related files: `lint --staged` reports the view a
        // staged extension breaks. (Not those under a class, protocol or framework type a checked
        // file extends: a comment's edit to `extension UIViewController` would report every view's
        // old finding, review 32h item 1. From the layer's few views, not the tree's types.)
        let entries = project.index.entries
        let checked = Set(context.reportedFiles)
        var judged: [Int: Set<Int>] = [:]
        for type in project.concreteTypeIndices(in: "Views") {
            let syntax = project.files[type.file]
            guard let position = project.index.position(ofQualified: project.lookupKey(typeDeclaration: type.index, in: syntax)),
                  judged[position] == nil else { continue }
            let own = Set((entries[position].declarations + entries[position].extensions).map(\.file))
            if !own.isDisjoint(with: checked) { judged[position] = own }
        }
        for position in judged.keys.sorted() {
            let entry = entries[position]
            let name = entry.qualifiedName
            // A superclass that subscribes subscribes its subclasses.
            guard !project.index.supertypeEntries(ofDeclared: name).contains(where: { subscribed.contains(entries[$0].qualifiedName) }) else { continue }
            for location in entry.declarations {
                let declaration = project.files[location.file].declarations[location.declaration]
                guard !declaration.isInPreview, !declaration.isLocal else { continue }
                if entry.declarations.count > 1 {
                    // Declared more than once: each declaration on its own.
                    guard !subscribedInExtensions.contains(name), !subscribedDeclarations.contains(location) else { continue }
                } else {
                    guard !subscribed.contains(name) else { continue }
                }
                // (`report` leaves out the finding's own file and sorts the others.)
                context.report(file: location.file, at: declaration.location, .neverSubscribes(declaration.name),
                               relatedFiles: Array(judged[position]!))
            }
        }
    }
}

extension String {
    fileprivate static func neverSubscribes(_ view: String) -> String {
        "'\(view)' never calls 'subscribe(view: self)'; a StatefulView subscribes itself to its view model, which renders it"
    }
}
