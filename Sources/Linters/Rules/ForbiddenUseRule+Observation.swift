import ArchModel

/// `forbidden-use` with `observationSpellings`: the Observation framework's ways of writing what
/// the forbidden `ObservableObject` wrappers do (P1: a component that reads `@Environment(CartStore.self)`
/// owns and observes an object as much as one with `@EnvironmentObject var cart: CartStore`).
/// - `@Environment(T.self)` for `EnvironmentObject` (SwiftUI takes only an `Observable` class
///   there; `@Environment(\.dynamicTypeSize)` and `@Environment(\.self)`, values, are fine);
/// - `@Bindable` for `ObservedObject` (it takes only an `Observable` class), on a property or a
///   local (`@Bindable var cart = cart` in `body`);
/// - `@State` holding a class of the tree that is `@Observable` or an `ObservableObject` for
///   `StateObject` (`@State private var store = CartStore()`; `@State var count = 0` is a value).
/// A type argument this rule reports by itself (`@Environment(BookProvider.self)`, a Provider) is
/// not reported twice.
extension ForbiddenUseRule {
    func reportObservationSpellings(file f: Int, inScope: (Int?) -> Bool, names: NameSet, checksTreeTypes: Bool,
                                    heirs: [String: String], _ project: LintProject, _ context: RuleContext,
                                    resolver: inout VariableTypeResolver?) {
        let wrappers = use.attributes
        let environment = wrappers.contains("EnvironmentObject"), bindable = wrappers.contains("ObservedObject")
        let state = wrappers.contains("StateObject")
        let file = project.files[f]
        let phrase = use.scope.phrase
        for d in file.declarations.indices where file.declarations[d].kind == .variable && !file.declarations[d].attributes.isEmpty
            && !file.declarations[d].isInPreview && inScope(d) {
            let declaration = file.declarations[d]
            for attribute in declaration.attributes {
                if environment, attribute.isNamed("Environment"), let argument = attribute.arguments, argument.hasSuffix(".self"),
                   !argument.hasPrefix("\\") {  // (`\.self` is the key path of all the environment values)
                    let type = String(argument.dropLast(5))
                    // (Reported at the type's name already when the type is itself forbidden.)
                    let simple = type.split(separator: ".").last.map(String.init) ?? type
                    guard message(for: simple, isASCII: simple.utf8.allSatisfy { $0 < 0x80 }, names: names, checksTreeTypes: checksTreeTypes,
                                  heirs: heirs, project, file: f, declaration: d) == nil else { continue }
                    context.report(file: f, at: attribute.location,
                                   "'@Environment(\(argument))' is not allowed in \(phrase): it reads an observable object, as '@EnvironmentObject' does")
                } else if bindable, attribute.isNamed("Bindable") {
                    context.report(file: f, at: attribute.location, .bindable(phrase))
                } else if state, attribute.isNamed("State"), !declaration.hasModifier("static"),
                          let written = declaration.typeAnnotation ?? VariableTypeResolver.declaredType(afterName: declaration.nameToken, file) {
                    if resolver == nil { resolver = VariableTypeResolver(project: project) }
                    guard let type = resolver!.resolve(written, file: f, declaration: declaration.parent),
                          case .tree(let key) = type.origin, project.isObservableClass(key) else { continue }
                    context.report(file: f, at: attribute.location,
                                   "'@State' holding '\(type.name)', an observable class, is not allowed in \(phrase): it owns the object, as '@StateObject' does")
                }
            }
        }
        // `@Bindable var cart = cart` in a function.
        if bindable {
            for local in file.localAttributes where !local.isInPreview && inScope(local.declaration) && local.attribute.isNamed("Bindable") {
                context.report(file: f, at: local.attribute.location, .bindable(phrase))
            }
        }
    }
}

extension String {
    fileprivate static func bindable(_ phrase: String) -> String {
        "'@Bindable' is not allowed in \(phrase): it observes an object, as '@ObservedObject' does"
    }
}
