import ArchModel
import Linters

/// What a rule checks, in words and with each list under the option name `.archtool.json`
/// uses for it (`"options": {"calls": [...]}`), for `archtool explain`.
enum CheckDescription {
    /// `marksOptions`: each list an option of `.archtool.json` replaces says so (`calls (option):`);
    /// of a rule made of several checks, only the one list each option sets (`RuleCheck.optionTarget`):
    /// `reducers-are-pure`'s `calls` is its first check's `print`, not its third's `Date, UUID`.
    static func lines(_ check: RuleCheck, marksOptions: Bool = false) -> [String] {
        lines(check, marking: marksOptions ? { check.optionNames.contains($0) } : { _ in false })
    }

    private static func lines(_ check: RuleCheck, marking: (String) -> Bool) -> [String] {
        func list(_ option: String, _ values: [String]) -> String? {
            values.isEmpty ? nil : "    \(option)\(marking(option) ? " (option)" : ""): " + values.joined(separator: ", ")
        }
        func flag(_ option: String, _ on: Bool) -> String? { on ? "    \(option): true" : nil }
        switch check {
        case .forbiddenUse(let use):
            return ["forbidden-use in \(use.scope.phrase)"] + [
                list("layers", use.layers), list("names", use.names), list("members", use.members), list("calls", use.calls),
                list("attributes", use.attributes),
                use.observationSpellings ? "    and their Observation spellings: @Environment(T.self), @Bindable, @State of an observable class" : nil,
                list("project-type-suffixes", use.projectTypeSuffixes),
                list("project-types", use.projectTypes),
                flag("subtypes-of-names", use.subtypesOfNames), list("except types also in", use.exceptLayers),
                use.memberCallLabels.isEmpty ? nil : "    members only as calls labelled: "
                    + use.memberCallLabels.filter { !$0.isEmpty }.joined(separator: ", ")
                    + (use.memberCallLabels.contains("") ? (use.memberCallLabels.count > 1 ? ", or" : "") + " with no argument" : ""),
                use.callFirstLabels.map { labels in
                    "    calls only without arguments" + (labels.isEmpty ? "" : " or labelled " + labels.joined(separator: ", "))
                },
                use.memberExceptChainHeads.isEmpty ? nil
                    : "    members allowed on chains that start at (or at a value of): " + use.memberExceptChainHeads.joined(separator: ", "),
                use.projectionsForbiddenIn.isEmpty ? nil
                    : "    and at $x of a @Published property of a type in none of: " + use.projectionsForbiddenIn.joined(separator: ", "),
                use.exceptsHelperFunctions ? "    file-level view helpers (a view in their signature) of a file that declares no type in scope are exempt" : nil,
                use.exceptConstructionsIn.map { "    creations in \($0.phrase) are left to the rule that forbids them there" },
            ].compactMap { $0 }
        case .forbiddenImports(let scope, let modules):
            return ["forbidden-imports in \(scope.phrase)"] + [list("modules", modules)].compactMap { $0 }
        case .typeShape(let shape):
            return ["type-shape of \(shape.scope.phrase)"] + [
                list("kinds", shape.kinds), flag("final", shape.isFinal), flag("main-actor", shape.isMainActor),
                list("main-actor-supertypes", shape.mainActorSupertypes), list("any-of", shape.anyOf), list("supertypes", shape.supertypes),
                shape.onlyWithTreeType.map { "    only where the tree declares \($0)" },
            ].compactMap { $0 }
        case .requiredMembers(let scope, let members):
            return ["required-members of \(scope.phrase)", "    requires: " + members.map(Self.describe).joined(separator: ", ")]
        case .constructionScope(let construction):
            return ["construction-scope: not created in \(construction.forbiddenIn.phrase)"] + [
                list("constructed", construction.constructed), list("names", construction.names),
                list("static-members", construction.staticMembers), list("allowed-types", construction.allowedTypes),
                list("allowed-in-functions", construction.allowedInFunctions), list("except types also in", construction.exceptLayers),
            ].compactMap { $0 }
        case .assignmentScope(let assignment):
            return ["assignment-scope in \(assignment.scope.phrase) (target: \(assignment.target.rawValue))"] + [
                list("names", assignment.names), list("storage-of-attributes", assignment.storageOfAttributes),
                list("mutating-calls", assignment.mutatingCalls), list("receiver-layers", assignment.receiverLayers),
                list("allowed-in-closures", assignment.allowedInClosures), flag("allowed-in-init", assignment.allowedInInitializers),
                list("allowed-in-layers", assignment.allowedInLayers), list("forbidden-in-closures", assignment.forbiddenInClosures),
                flag("required-in-init", assignment.requiredInInitializers),
            ].compactMap { $0 }
        case .singleInstance(let layer, let kinds, let required):
            return ["single-instance of \(layer)" + (required ? " (exactly one)" : " (at most one)"), "    kinds: " + kinds.joined(separator: ", ")]
        case .naming(let scope, let suffixes):
            return ["naming of \(scope.phrase)"] + [list("suffixes", suffixes)].compactMap { $0 }
        case .fileNamedAfterType(let anyType):
            return ["file-named-after-type (a check in code; no options): the file is named after "
                    + (anyType ? "a type it declares at top level" : "the first type it declares")]
        case .all(let checks):
            return checks.indices.flatMap { i in lines(checks[i], marking: { marking($0) && check.optionTarget($0) == i }) }
        case .specific:
            return ["a check in code, specific to this rule (no options)"]
        }
    }

    /// A required member as a custom rule writes it (`struct Dependencies`, `init`,
    /// `static var live`, `@Source var model`, `func render(state:)`).
    static func describe(_ member: MemberRequirement) -> String {
        var words = member.attribute.map { ["@" + $0] } ?? []
        words += member.modifiers
        switch member.kind {
        case "init": words.append("init" + (member.labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""))
        case "member": words.append(member.name)
        case "func": words.append("func " + member.name + (member.labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""))
        default: words.append(member.kind + " " + member.name)
        }
        return words.joined(separator: " ")
    }
}
