/// Reads `.archtool.json` into a `Configuration`. Every mistake (bad JSON, unknown key, unknown
/// rule id or layer, bad glob, unknown style, wrong type) is an error with its line and column.
public struct ConfigurationParser {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var column: Int
        public var message: String
        /// The configuration names no style (and none was given): what a command that lists
        /// every style's rules may go on without.
        public var isMissingStyle = false
        public var description: String { "\(path):\(line):\(column): \(message)" }
    }

    public let path: String
    /// Finds the preset of a style (supplied by the caller, which owns the presets).
    public let presets: @Sendable (Style) -> StylePreset

    public init(path: String, presets: @escaping @Sendable (Style) -> StylePreset) {
        self.path = path
        self.presets = presets
    }

    /// The ids of archtool's own findings.
    static let ownRuleIDs: Set<String> = ["file-unreadable", "syntax-error", "invalid-suppression", "unused-suppression", "stale-baseline-entry"]
    public static let topLevelKeys = ["style", "project", "include", "exclude", "layers", "rules", "custom-rules", "suppressions", "baseline"]
    static let customRuleKinds = ["forbidden-use", "forbidden-imports", "type-shape", "required-members",
                                  "construction-scope", "assignment-scope", "single-instance", "naming"]

    /// A configuration file's bytes without a leading UTF-8 byte order mark (some Windows
    /// editors write one), which is not part of the JSON.
    public static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    /// Parses `bytes`; `styleOverride` (from `--style`) wins over the file's `style`.
    public func parse(_ bytes: [UInt8], styleOverride: Style? = nil) throws -> Configuration {
        let root: Located<JSONValue>
        let bytes = Self.withoutByteOrderMark(bytes)
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw Failure(path: path, line: error.line, column: error.column, message: error.message)
        }
        let members = try object(root, "the configuration")
        try checkKeys(members, allowed: Self.topLevelKeys, in: "the configuration")
        var config = Configuration(style: styleOverride)
        if let value = member(members, "style") {
            let id = try string(value, "'style'")
            guard let style = Style.named(id) else {
                throw fail(value, "unknown style '\(id)'; styles: \(Style.all.map(\.id).joined(separator: ", "))")
            }
            if config.style == nil { config.style = style }
        }
        if let value = member(members, "project") { config.project = try string(value, "'project'") }
        if let value = member(members, "baseline") {
            let file = try string(value, "'baseline'")
            guard !file.isEmpty else { throw fail(value, "'baseline' must name a file, relative to the configuration") }
            config.baseline = file
            config.baselineLocation = Located(file, line: value.line, column: value.column)
        }
        if let value = member(members, "suppressions") {
            let fields = try object(value, "'suppressions'")
            try checkKeys(fields, allowed: ["require-reason"], in: "'suppressions'")
            config.requireSuppressionReason = try bool(fields, "require-reason")
        }
        if let value = member(members, "include") {
            config.include = try globs(value, "'include'")
            // No paths would lint nothing, which no one means; the whole project is `include` left out.
            if config.include.isEmpty {
                throw fail(value, "'include' lists no paths: leave it out to lint the whole project, or name the folders or globs to lint")
            }
            if case .array(let items) = value.value {
                config.includeLocations = locatedStrings(items)
            }
        }
        if let value = member(members, "exclude") {
            config.exclude = try globs(value, "'exclude'")
            if case .array(let items) = value.value { config.excludeLocations = locatedStrings(items) }
        }
        guard let style = config.style else {
            throw Failure(path: path, line: root.line, column: root.column,
                          message: "no style: add \"style\": \"<id>\" or pass --style (styles: \(Style.all.map(\.id).joined(separator: ", ")))",
                          isMissingStyle: true)
        }
        let preset = presets(style)
        if let value = member(members, "layers") {
            for (key, layerValue) in try object(value, "'layers'") {
                // Findings name a type's layer ("belongs to Services"): a blank name says nothing.
                if key.value.allSatisfy(\.isWhitespace) {
                    throw Failure(path: path, line: key.line, column: key.column,
                                  message: "a layer's name is empty: findings and rules name a layer by it; give the layer a name")
                }
                let fields = try object(layerValue, "layer '\(key.value)'")
                try checkKeys(fields, allowed: ["paths", "suffixes", "inherits", "kinds"], in: "layer '\(key.value)'")
                // A layer of the project's own needs something that puts a type in it (a preset's
                // layer keeps what the override leaves out).
                if !preset.layers.contains(where: { $0.name == key.value }),
                   !["paths", "suffixes", "inherits"].contains(where: { selector in
                       member(fields, selector).map { if case .array(let items) = $0.value { !items.isEmpty } else { true } } ?? false
                   }) {
                    throw fail(layerValue, "layer '\(key.value)' has no 'paths', 'suffixes' or 'inherits': no type would be in it")
                }
                if let paths = member(fields, "paths") { _ = try globs(paths, "'paths'") }
                // `kinds` restricts which types the layer's name endings take in, nothing else.
                let suffixes = try member(fields, "suffixes").map { try strings($0, "'suffixes'") }
                    ?? preset.layers.first { $0.name == key.value }?.suffixes ?? []
                if let kinds = member(fields, "kinds"), case .array(let given) = kinds.value, !given.isEmpty, suffixes.isEmpty {
                    throw fail(key: "kinds", of: fields, otherwise: kinds,
                               "'kinds' of layer '\(key.value)' changes nothing: it restricts the types the layer's 'suffixes' take in to those kinds, "
                                   + "and the layer has no suffixes")
                }
                config.layerLocations[key.value] = key
                config.layers[key.value] = Configuration.LayerOverride(
                    paths: try member(fields, "paths").map { try strings($0, "'paths'") },
                    suffixes: try member(fields, "suffixes").map { value in
                        let suffixes = try strings(value, "'suffixes'")
                        // An empty ending is every type's: the layer would take in the whole tree.
                        if case .array(let entries) = value.value, let empty = entries.first(where: { if case .string(let text) = $0.value { text.isEmpty } else { false } }) {
                            throw fail(empty, "an empty suffix would put every type in layer '\(key.value)'")
                        }
                        try checkLayerNames(value, "suffixes")
                        return suffixes
                    },
                    inherits: try member(fields, "inherits").map { value in
                        let names = try strings(value, "'inherits'")
                        try checkLayerNames(value, "inherits")
                        return names
                    },
                    kinds: try member(fields, "kinds").map { try kinds($0) },
                    pathLocations: member(fields, "paths").map { if case .array(let items) = $0.value { locatedStrings(items) } else { [] } } ?? [])
            }
        }
        let layerNames = Set(config.resolvedLayers(preset).map(\.name))
        if let value = member(members, "custom-rules") {
            guard case .array(let items) = value.value else { throw fail(value, "'custom-rules' must be an array, not \(value.value.typeName)") }
            // Every style's rule codes, lowercased as an id is written (kebab-case).
            var codes: [String: (Style, RuleSpec)] = [:]
            for style in Style.all {
                for rule in presets(style).rules where !rule.code.isEmpty { codes[rule.code.lowercased()] = (style, rule) }
            }
            for item in items {
                let rule = try customRule(item, layers: layerNames)
                // One id, one rule: severities, suppressions and SARIF name rules by id.
                // archtool's own findings: a custom rule's findings must not pass for them.
                if Self.ownRuleIDs.contains(rule.id) {
                    let at = (try? object(item, "a custom rule")).flatMap { member($0, "id") } ?? item
                    throw fail(at, "rule id '\(rule.id)' is taken by archtool's own findings; give this rule its own id")
                }
                let presetRule = preset.rules.contains { $0.id == rule.id }
                if presetRule || config.customRules.contains(where: { $0.id == rule.id }) {
                    let at = (try? object(item, "a custom rule")).flatMap { member($0, "id") } ?? item
                    throw fail(at, "rule id '\(rule.id)' is taken by " + (presetRule ? "a \(style.id) rule" : "another custom rule")
                               + "; give this rule its own id")
                }
                // A code (`V1`, `SA11`, of any style) names a preset rule wherever it is given:
                // `archtool explain v1` would show that rule, not this one.
                if let (owner, coded) = codes[rule.id] {
                    let at = (try? object(item, "a custom rule")).flatMap { member($0, "id") } ?? item
                    throw fail(at, "rule id '\(rule.id)' is taken by \(coded.code), the code of \(owner.id) rule '\(coded.id)'; give this rule its own id")
                }
                config.customRules.append(rule)
                if let scope = (try? object(item, "a custom rule")).flatMap({ member($0, "scope") }),
                   let paths = (try? object(scope, "'scope'")).flatMap({ member($0, "paths") }), case .array(let entries) = paths.value {
                    config.scopePathLocations[rule.id] = locatedStrings(entries)
                }
                if let types = (try? object(item, "a custom rule")).flatMap({ member($0, "project-types") }), case .array(let entries) = types.value {
                    config.projectTypeLocations[rule.id] = locatedStrings(entries)
                }
            }
        }
        let known = Set(preset.rules.map(\.id) + config.customRules.map(\.id))
        if let value = member(members, "rules") {
            for (key, ruleValue) in try object(value, "'rules'") {
                if Configuration.adjustableToolRules.contains(key.value) {
                    if case .string = ruleValue.value {
                        config.toolRuleSeverities[key.value] = try severity(ruleValue)
                    } else {
                        let fields = try object(ruleValue, "rule '\(key.value)'")
                        try checkKeys(fields, allowed: ["severity"], in: "rule '\(key.value)'")
                        if let given = member(fields, "severity") { config.toolRuleSeverities[key.value] = try severity(given) }
                    }
                    continue
                }
                if Configuration.fixedToolRules.contains(key.value) {
                    throw Failure(path: path, line: key.line, column: key.column,
                                  message: "'\(key.value)' is archtool's own finding that the lint is incomplete or wrong, always an error; "
                                      + "of archtool's own findings, only " + Configuration.adjustableToolRules.map { "'\($0)'" }.joined(separator: " and ")
                                      + " can be set.")
                }
                guard known.contains(key.value) else {
                    let hint = UnknownRuleHint.hint(for: key.value, rules: preset.rules + config.customRules,
                                                    otherIDs: Configuration.adjustableToolRules)
                    throw Failure(path: path, line: key.line, column: key.column,
                                  message: "unknown rule '\(Self.quoted(key.value))' for style \(style.id).\(hint)")
                }
                let rule = (preset.rules + config.customRules).first { $0.id == key.value }!
                config.rules[key.value] = try ruleOverride(ruleValue, rule: rule, layers: layerNames)
            }
        }
        return config
    }

    // MARK: - Pieces

    /// Options whose values are layer names, and the one whose values are declaration kinds.
    static let layerOptions: Set<String> = ["layers", "constructed", "allowed-in-layers", "receiver-layers"]
    /// The declaration kinds `kinds` may name (layers and type shapes).
    static let typeKinds = ["class", "struct", "enum", "protocol", "actor"]

    private func ruleOverride(_ value: Located<JSONValue>, rule: RuleSpec, layers: Set<String>) throws -> Configuration.RuleOverride {
        if case .string = value.value {
            return Configuration.RuleOverride(severity: try severity(value), options: [:])
        }
        guard case .object = value.value else {
            throw fail(value, "rule '\(rule.id)' must be a severity (\"error\", \"warning\" or \"off\") or an object, not \(value.value.typeName)")
        }
        let fields = try object(value, "rule '\(rule.id)'")
        try checkKeys(fields, allowed: ["severity", "options", "exclude", "except-types"], in: "rule '\(rule.id)'")
        if let exclude = member(fields, "exclude") { _ = try globs(exclude, "'exclude'") }
        var options: [String: [String]] = [:]
        if let optionsValue = member(fields, "options") {
            let allowed = rule.check.optionNames
            for (key, option) in try object(optionsValue, "'options'") {
                guard allowed.contains(key.value) else {
                    let list = allowed.isEmpty ? "it takes no options" : "its options: \(allowed.joined(separator: ", "))"
                    // An option of its kind that this rule's check cannot use (`main-actor-supertypes`
                    // where no @MainActor is asked for) would change nothing.
                    if let reason = rule.check.unusableOptionReason(key.value) {
                        throw Failure(path: path, line: key.line, column: key.column,
                                      message: "option '\(key.value)' of rule '\(rule.id)' changes nothing: \(reason); \(list)")
                    }
                    throw Failure(path: path, line: key.line, column: key.column,
                                  message: "unknown option '\(key.value)' for rule '\(rule.id)'; \(list)")
                }
                options[key.value] = try key.value == "kinds" ? kinds(option) : strings(option, "option '\(key.value)'")
                // An empty name matches nothing anyone wrote; no kinds makes a required type missing
                // whatever the tree declares.
                if case .array(let items) = option.value, let empty = items.first(where: { $0.value == .string("") }) {
                    throw fail(empty, "an entry of option '\(key.value)' of rule '\(rule.id)' is empty")
                }
                if key.value == "kinds", options[key.value]!.isEmpty {
                    throw fail(option, "option 'kinds' of rule '\(rule.id)' lists no kind: the rule would find no type; leave it out for the default")
                }
                if Self.layerOptions.contains(key.value) { try checkLayers(option, layers, in: "option '\(key.value)' of rule '\(rule.id)'") }
                // An option replaces the preset's list: an entry that could never match turns that
                // check off unseen, so it is held to what a custom rule's list is.
                try checkNames(option, key.value)
            }
        }
        func locations(_ key: String, in fields: [(key: Located<String>, value: Located<JSONValue>)]) -> [Located<String>] {
            guard let value = member(fields, key), case .array(let items) = value.value else { return [] }
            return locatedStrings(items)
        }
        let optionFields = try member(fields, "options").map { try object($0, "'options'") } ?? []
        return Configuration.RuleOverride(
            severity: try member(fields, "severity").map { try severity($0) }, options: options,
            exclude: try member(fields, "exclude").map { try strings($0, "'exclude'") } ?? [],
            exceptTypes: try member(fields, "except-types").map { try strings($0, "'except-types'") } ?? [],
            excludeLocations: locations("exclude", in: fields), exceptTypeLocations: locations("except-types", in: fields),
            projectTypeLocations: locations("project-types", in: optionFields))
    }

    private func customRule(_ value: Located<JSONValue>, layers: Set<String>) throws -> RuleSpec {
        let fields = try object(value, "a custom rule")
        guard let idValue = member(fields, "id") else { throw fail(value, "a custom rule needs an 'id'") }
        let id = try string(idValue, "'id'")
        guard isKebabCase(id) else { throw fail(idValue, "rule id '\(id)' must be kebab-case (lowercase words joined by '-')") }
        guard let kindValue = member(fields, "kind") else { throw fail(value, "custom rule '\(id)' needs a 'kind'") }
        let kind = try string(kindValue, "'kind'")
        guard Self.customRuleKinds.contains(kind) else {
            throw fail(kindValue, "unknown rule kind '\(kind)'; kinds: \(Self.customRuleKinds.joined(separator: ", "))")
        }
        let common = ["id", "kind", "severity", "message", "summary", "scope"]
        func list(_ key: String) throws -> [String] { try member(fields, key).map { try strings($0, "'\(key)'") } ?? [] }
        func checkNames(_ keys: [String]) throws {
            for key in keys { if let items = member(fields, key) { try self.checkNames(items, key) } }
        }
        let scope = try member(fields, "scope").map { try self.scope($0, layers: layers) } ?? .all
        let check: RuleCheck
        switch kind {
        case "forbidden-use":
            try checkKeys(fields, allowed: common + ["layers", "names", "members", "calls", "attributes", "project-type-suffixes", "project-types",
                                                    "subtypes-of-names"],
                          in: "custom rule '\(id)'")
            try checkLayers(fields, "layers", layers)
            let forbidding = ["layers", "names", "members", "calls", "attributes", "project-type-suffixes", "project-types"]
            if try forbidding.allSatisfy({ try list($0).isEmpty }) {
                throw fail(value, "custom rule '\(id)' forbids nothing: give at least one of \(forbidding.joined(separator: ", "))")
            }
            try checkNames(["names", "members", "calls", "project-type-suffixes", "project-types", "attributes"])
            if try bool(fields, "subtypes-of-names"), try list("names").isEmpty {
                throw fail(key: "subtypes-of-names", of: fields, otherwise: value,
                           "'subtypes-of-names' of custom rule '\(id)' changes nothing without 'names': it forbids the tree's subtypes of those names")
            }
            check = .forbiddenUse(ForbiddenUse(scope: scope, layers: try list("layers"), names: try list("names"), members: try list("members"),
                                               calls: try list("calls"), attributes: try list("attributes"),
                                               projectTypeSuffixes: try list("project-type-suffixes"), subtypesOfNames: try bool(fields, "subtypes-of-names"),
                                               projectTypes: try list("project-types")))
        case "forbidden-imports":
            try checkKeys(fields, allowed: common + ["modules"], in: "custom rule '\(id)'")
            if try list("modules").isEmpty { throw fail(member(fields, "modules") ?? value, "custom rule '\(id)' needs 'modules': the modules it forbids") }
            try checkNames(["modules"])
            check = .forbiddenImports(scope: scope, modules: try list("modules"))
        case "type-shape":
            try checkKeys(fields, allowed: common + ["kinds", "final", "main-actor", "main-actor-supertypes", "any-of", "supertypes"],
                          in: "custom rule '\(id)'")
            let requires = try member(fields, "kinds").map { try kinds($0) }?.isEmpty == false || (try bool(fields, "final")) || (try bool(fields, "main-actor"))
                || !(try list("any-of")).isEmpty || !(try list("supertypes")).isEmpty
            if !requires {
                throw fail(value, "custom rule '\(id)' requires nothing: give at least one of kinds, final, main-actor, any-of, supertypes")
            }
            try checkNames(["main-actor-supertypes", "any-of", "supertypes"])
            if !(try bool(fields, "main-actor")), !(try list("main-actor-supertypes")).isEmpty {
                throw fail(key: "main-actor-supertypes", of: fields, otherwise: value,
                           "'main-actor-supertypes' of custom rule '\(id)' changes nothing without \"main-actor\": true: "
                               + "it names the supertypes that make a type @MainActor")
            }
            check = .typeShape(TypeShape(scope: scope, kinds: try member(fields, "kinds").map { try kinds($0) } ?? [], isFinal: try bool(fields, "final"),
                                         isMainActor: try bool(fields, "main-actor"), mainActorSupertypes: try list("main-actor-supertypes"),
                                         anyOf: try list("any-of"), supertypes: try list("supertypes")))
        case "required-members":
            try checkKeys(fields, allowed: common + ["members"], in: "custom rule '\(id)'")
            let members = try list("members")
            if members.isEmpty { throw fail(member(fields, "members") ?? value, "custom rule '\(id)' needs 'members': the required members") }
            var requirements: [MemberRequirement] = []
            if let items = member(fields, "members"), case .array(let entries) = items.value {
                for entry in entries {
                    guard case .string(let text) = entry.value else { continue }
                    guard let requirement = Self.memberRequirement(text) else {
                        throw fail(entry, "'\(text)' is not a member the rule can require: write a property's name ('id'), "
                                   + "or 'var id', '@Source var model', 'func start', 'func render(state:)', 'static func make', 'static live', "
                                   + "'struct Dependencies', 'class X', 'enum X', 'init', 'init(dependencies:)'")
                    }
                    requirements.append(requirement)
                }
            }
            check = .requiredMembers(scope: scope, members: requirements)
        case "construction-scope":
            try checkKeys(fields, allowed: common + ["constructed", "names", "static-members", "allowed-types", "allowed-in-functions"],
                          in: "custom rule '\(id)'")
            try checkLayers(fields, "constructed", layers)
            if try list("constructed").isEmpty && list("names").isEmpty {
                throw fail(value, "custom rule '\(id)' restricts nothing: give 'constructed' (layers) or 'names' (types)")
            }
            try checkNames(["names", "static-members", "allowed-in-functions", "allowed-types"])
            check = .constructionScope(ConstructionScope(constructed: try list("constructed"), names: try list("names"),
                                                         staticMembers: try list("static-members"), forbiddenIn: scope,
                                                         allowedTypes: try list("allowed-types"),
                                                         allowedInFunctions: try list("allowed-in-functions")))
        case "assignment-scope":
            try checkKeys(fields, allowed: common + ["names", "target", "storage-of-attributes", "mutating-calls", "receiver-layers",
                                                     "allowed-in-closures", "allowed-in-init", "allowed-in-layers",
                                                     "forbidden-in-closures", "required-in-init"], in: "custom rule '\(id)'")
            try checkLayers(fields, "receiver-layers", layers)
            try checkLayers(fields, "allowed-in-layers", layers)
            try checkNames(["names", "storage-of-attributes", "mutating-calls", "allowed-in-closures", "forbidden-in-closures"])
            let names = try list("names")
            if names.isEmpty, try list("storage-of-attributes").isEmpty {
                throw fail(member(fields, "names") ?? value, "custom rule '\(id)' needs 'names': the assigned properties")
            }
            var target = AssignmentScope.Target.any
            if let targetValue = member(fields, "target") {
                let text = try string(targetValue, "'target'")
                guard let parsed = AssignmentScope.Target(rawValue: text) else {
                    throw fail(targetValue, "unknown target '\(text)'; use \(AssignmentScope.Target.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                target = parsed
            }
            // Each of these reads one kind of assignment: the target that leaves it out leaves it nothing.
            if target == .own, !(try list("receiver-layers")).isEmpty {
                throw fail(key: "receiver-layers", of: fields, otherwise: value,
                           "'receiver-layers' of custom rule '\(id)' changes nothing with \"target\": \"own\": "
                               + "it narrows the assignments to other values' properties ('store.items') to receivers of those layers")
            }
            if target == .other, !(try list("storage-of-attributes")).isEmpty {
                throw fail(key: "storage-of-attributes", of: fields, otherwise: value,
                           "'storage-of-attributes' of custom rule '\(id)' changes nothing with \"target\": \"other\": "
                               + "it adds the storage of a type's own properties ('_x' for '@Attr var x')")
            }
            check = .assignmentScope(AssignmentScope(
                scope: scope, names: names, storageOfAttributes: try list("storage-of-attributes"), target: target,
                mutatingCalls: try list("mutating-calls"), receiverLayers: try list("receiver-layers"),
                allowedInClosures: try list("allowed-in-closures"), allowedInInitializers: try bool(fields, "allowed-in-init"),
                allowedInLayers: try list("allowed-in-layers"), forbiddenInClosures: try list("forbidden-in-closures"),
                requiredInInitializers: try bool(fields, "required-in-init")))
        case "single-instance":
            // No `scope`: the whole tree is counted.
            try checkKeys(fields, allowed: common.filter { $0 != "scope" } + ["layer", "kinds", "required"], in: "custom rule '\(id)'")
            guard let layerValue = member(fields, "layer") else { throw fail(value, "custom rule '\(id)' needs a 'layer'") }
            let layer = try string(layerValue, "'layer'")
            if layer.allSatisfy(\.isWhitespace) {
                throw fail(layerValue, "'layer' of custom rule '\(id)' is empty: name a layer (layers: \(layers.sorted().joined(separator: ", ")))")
            }
            guard layers.contains(layer) else {
                let hint = EditDistance.suggestion(for: layer, among: layers.sorted()).map { " Did you mean '\($0)'?" } ?? ""
                throw fail(layerValue, "unknown layer '\(layer)'.\(hint) Layers: \(layers.sorted().joined(separator: ", "))")
            }
            if let list = member(fields, "kinds"), case .array(let items) = list.value, items.isEmpty {
                throw fail(list, "'kinds' of custom rule '\(id)' lists no kind: the rule would find no type; leave it out for the default")
            }
            check = .singleInstance(layer: layer, kinds: try member(fields, "kinds").map { try kinds($0) } ?? ["class", "struct", "enum", "actor"],
                                    required: try bool(fields, "required"))
        default:
            try checkKeys(fields, allowed: common + ["suffixes"], in: "custom rule '\(id)'")
            let suffixes = try list("suffixes")
            if suffixes.isEmpty { throw fail(member(fields, "suffixes") ?? value, "custom rule '\(id)' needs 'suffixes': the name endings types in scope must have") }
            try checkNames(["suffixes"])
            check = .naming(scope: scope, suffixes: suffixes)
        }
        // An empty text would make findings (or `rules`) say nothing.
        for key in ["message", "summary"] {
            if let text = member(fields, key), case .string(let value) = text.value, value.allSatisfy(\.isWhitespace) {
                throw fail(text, "'\(key)' of custom rule '\(id)' is empty: leave it out for the default, or write what it says")
            }
        }
        let message = try member(fields, "message").map { try string($0, "'message'") }
        let summary = try member(fields, "summary").map { try string($0, "'summary'") } ?? message ?? "Custom rule \(id)."
        return RuleSpec(id: id, code: "", severity: try member(fields, "severity").map { try severity($0) } ?? .error,
                        summary: summary, rationale: "Defined in \(path).", check: check, message: message)
    }

    private func scope(_ value: Located<JSONValue>, layers: Set<String>) throws -> Scope {
        let fields = try object(value, "'scope'")
        try checkKeys(fields, allowed: ["layers", "except", "paths"], in: "'scope'")
        // An empty list would narrow nothing: the rule would apply to the whole project.
        for key in ["layers", "paths"] {
            if let list = member(fields, key), case .array(let items) = list.value, items.isEmpty {
                throw fail(list, "'\(key)' of 'scope' lists no \(key): leave it out to apply the rule to the whole project, or name the \(key) it applies to")
            }
        }
        try checkLayers(fields, "layers", layers, in: "'layers' of 'scope'")
        try checkLayers(fields, "except", layers, in: "'except' of 'scope'")
        if let paths = member(fields, "paths") { _ = try globs(paths, "'paths'") }
        return Scope(layers: try member(fields, "layers").map { try strings($0, "'layers'") } ?? [],
                     except: try member(fields, "except").map { try strings($0, "'except'") } ?? [],
                     paths: try member(fields, "paths").map { try strings($0, "'paths'") } ?? [])
    }

    /// A text from the file as an error message quotes it: at most 80 characters.
    static func quoted(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(77)) + "…"
    }

    private func checkLayers(_ fields: [(key: Located<String>, value: Located<JSONValue>)], _ key: String, _ layers: Set<String>,
                             in what: String? = nil) throws {
        guard let value = member(fields, key) else { return }
        try checkLayers(value, layers, in: what ?? "'\(key)'")
    }

    /// Every entry of the list `value` (`what`, for messages) names a layer.
    private func checkLayers(_ value: Located<JSONValue>, _ layers: Set<String>, in what: String) throws {
        guard case .array(let items) = value.value else { return }
        for item in items {
            guard case .string(let name) = item.value, !layers.contains(name) else { continue }
            if name.allSatisfy(\.isWhitespace) {
                throw fail(item, "an entry of \(what) is empty: name a layer (layers: \(layers.sorted().joined(separator: ", ")))")
            }
            throw fail(item, "unknown layer '\(name)'; layers: \(layers.sorted().joined(separator: ", "))")
        }
    }

    /// A list of declaration kinds (`class`, `struct`, …), each checked.
    private func kinds(_ value: Located<JSONValue>) throws -> [String] {
        let result = try strings(value, "'kinds'")
        if case .array(let items) = value.value {
            for item in items {
                if case .string(let kind) = item.value, !Self.typeKinds.contains(kind) {
                    throw fail(item, "unknown kind '\(kind)'; kinds: \(Self.typeKinds.joined(separator: ", "))")
                }
            }
        }
        return result
    }

    /// A list's string entries with where each is written, for messages about one entry
    /// (`include`, a rule's `exclude`; the list was checked to hold strings).
    private func locatedStrings(_ items: [Located<JSONValue>]) -> [Located<String>] {
        items.map { Located((try? string($0, "")) ?? "", line: $0.line, column: $0.column) }
    }

    /// A layer's `suffixes` and `inherits` are names as code writes them (`Router`): one that could
    /// never match (`Rou ter`, `Router?`, `Foo.Bar`, matched without its qualification) is a mistake.
    private func checkLayerNames(_ value: Located<JSONValue>, _ key: String) throws {
        guard case .array(let entries) = value.value else { return }
        for entry in entries {
            guard case .string(let name) = entry.value, !name.isEmpty,
                  !(key == "suffixes" ? Self.isSuffix(name) : Self.isIdentifier(name)) else { continue }
            let hint = Self.neverMatchingHint(name, in: key, dotted: false, what: "type")
            throw fail(entry, "'\(name)' in '\(key)' is not a name as code writes it, so it would never match\(hint)")
        }
    }

    /// How the entries of each list of names are read, a custom rule's field and a preset rule's
    /// option alike: whether a dotted name is one name (a module's, an attribute's:
    /// `SwiftUI.State`) and what an entry is called. (The other lists name layers or declaration
    /// kinds, checked as such.) Types are matched by their own names, without their module or
    /// enclosing type: `SwiftUI.View` in `supertypes` would never match.
    static let nameLists: [String: (dotted: Bool, what: String)] = {
        var lists: [String: (dotted: Bool, what: String)] = [:]
        for key in ["names", "members", "calls", "project-type-suffixes", "static-members", "allowed-in-functions", "storage-of-attributes",
                    "mutating-calls", "allowed-in-closures", "forbidden-in-closures", "suffixes"] {
            lists[key] = (false, "name")
        }
        for key in ["main-actor-supertypes", "any-of", "supertypes", "allowed-types", "project-types"] { lists[key] = (false, "type") }
        lists["attributes"] = (true, "attribute")
        lists["modules"] = (true, "module")
        return lists
    }()

    /// The lists of name endings: an entry may start with a digit (`Chart2D`'s `2D`).
    static let suffixLists: Set<String> = ["suffixes", "project-type-suffixes"]

    /// Every entry of the list `key` (`nameLists`) must be a name as the code writes it: one that
    /// could never match (`@Published`, `print()`, `.random`, `self.total`, `import SwiftUI`,
    /// `SwiftUI.View` where types are named) is a mistake.
    private func checkNames(_ value: Located<JSONValue>, _ key: String) throws {
        guard let (dotted, what) = Self.nameLists[key], case .array(let entries) = value.value else { return }
        for entry in entries {
            guard case .string(let name) = entry.value else { continue }
            if Self.suffixLists.contains(key) ? Self.isSuffix(name)
                : (dotted ? name.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : [name]).allSatisfy(Self.isIdentifier) {
                continue
            }
            let hint = Self.neverMatchingHint(name, in: key, dotted: dotted, what: what)
            throw fail(entry, "'\(name)' in '\(key)' is not \(what == "attribute" ? "an" : "a") \(what) as code writes it, so it would never match\(hint)")
        }
    }

    /// What an entry of a list of names that could never match most likely means, and why, as
    /// the end of the error (` (write it as 'Published')`), or nothing when that cannot be told.
    /// `dotted`: whether a dotted name is one name in the list (`nameLists`); `what`: what its
    /// entries name.
    static func neverMatchingHint(_ name: String, in key: String, dotted: Bool, what: String) -> String {
        // A suffix as archtool prints it (`'*Service'`, `*Action`): the `*` is no part of it.
        if suffixLists.contains(key), name.hasPrefix("*"), isSuffix(String(name.dropFirst())) {
            return " (a suffix is written without the '*' that archtool prints before it: write it as '\(name.dropFirst())')"
        }
        var plain = Substring(name.hasPrefix("import ") ? String(name.dropFirst(7)) : name)
        while let first = plain.first, "@.() ".contains(first) { plain.removeFirst() }
        while let last = plain.last, "@.() ".contains(last) { plain.removeLast() }
        let parts = plain.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !plain.isEmpty, parts.allSatisfy(isIdentifier) else { return "" }
        // `Foundation.Date`, `SwiftUI.View` where names are matched one at a time: the last is meant.
        if !dotted, parts.count > 1 {
            guard parts[0] != "self" else { return "" }
            return what == "type" ? " (names are matched without their module or enclosing type: write it as '\(parts.last!)')"
                : " (names are matched without their module: write it as '\(parts.last!)')"
        }
        // `.sink`, as a member is written after a value: the dot is no part of its name.
        if what == "name", !suffixLists.contains(key), name == "." + plain {
            return " (the dot before a member is no part of its name: write it as '\(plain)')"
        }
        return plain != name ? " (write it as '\(plain)')" : ""
    }

    /// Whether `text` can end a type's name: an identifier's characters, a digit first too.
    static func isSuffix(_ text: String) -> Bool { !text.isEmpty && isIdentifier("_" + text) }

    /// A required member as a custom rule writes it: a property's name (`id`), or a kind and a
    /// name (`func start`, `var id`, `struct Dependencies`), or `init`.
    /// `static` before `func` or `var` asks for a type member (an instance member otherwise). A
    /// reserved word is no member's name (`var var`).
    /// A member as a custom rule's `members` writes it, in the forms the presets' requirements
    /// read (`archtool explain`): `id`, `var id`, `@Source var model`, `func start`,
    /// `func render(state:)`, `static func make`, `static live` (a static property or function),
    /// `init`, `init(dependencies:)`, `struct Dependencies`, `class X`, `enum X`.
    static func memberRequirement(_ text: String) -> MemberRequirement? {
        var words = text.split(separator: " ").map(String.init)
        var attribute: String?
        if let first = words.first, first.hasPrefix("@") {
            let name = String(first.dropFirst())
            guard isIdentifier(name), words.count == 3, words[1] == "var" else { return nil }
            attribute = name
            words.removeFirst()
        }
        // `name(a:b:)`: the name and its argument labels (`_` for none).
        func labeled(_ word: String) -> (name: String, labels: [String]?)? {
            guard let open = word.firstIndex(of: "(") else { return (word, nil) }
            guard word.hasSuffix(")") else { return nil }
            let inner = word[word.index(after: open)..<word.index(before: word.endIndex)]
            guard inner.isEmpty || inner.hasSuffix(":") else { return nil }
            let labels = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
            guard labels.allSatisfy({ $0 == "_" || isIdentifier($0) }) else { return nil }
            return (String(word[..<open]), labels)
        }
        if words.count == 1, let (name, labels) = labeled(words[0]), name == "init" { return MemberRequirement(kind: "init", name: "", labels: labels) }
        if words.count == 1, isIdentifier(words[0]), !reservedWords.contains(words[0]) { return MemberRequirement(kind: "var", name: words[0]) }
        let isStatic = words.first == "static"
        if isStatic { words.removeFirst() }
        if isStatic, words.count == 1, isIdentifier(words[0]), !reservedWords.contains(words[0]) {
            return MemberRequirement(kind: "member", name: words[0], modifiers: ["static"])
        }
        guard words.count == 2, (isStatic ? ["func", "var"] : ["func", "var", "struct", "class", "enum"]).contains(words[0]),
              let (name, labels) = labeled(words[1]), labels == nil || words[0] == "func",
              isIdentifier(name), !reservedWords.contains(name), attribute == nil || words[0] == "var" else { return nil }
        return MemberRequirement(kind: words[0], name: name, labels: labels, modifiers: isStatic ? ["static"] : [], attribute: attribute)
    }

    /// Swift's reserved words that cannot name a member without backticks.
    static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    private func severity(_ value: Located<JSONValue>) throws -> Severity {
        let text = try string(value, "a severity")
        guard let severity = Severity(rawValue: text) else { throw fail(value, "unknown severity '\(text)'; use error, warning or off") }
        return severity
    }

    private func bool(_ fields: [(key: Located<String>, value: Located<JSONValue>)], _ key: String) throws -> Bool {
        guard let value = member(fields, key) else { return false }
        guard case .bool(let flag) = value.value else { throw fail(value, "'\(key)' must be true or false, not \(value.value.typeName)") }
        return flag
    }

    private func globs(_ value: Located<JSONValue>, _ what: String) throws -> [Glob] {
        guard case .array(let items) = value.value else { throw fail(value, "\(what) must be an array of strings, not \(value.value.typeName)") }
        var result: [Glob] = []
        for item in items {
            let text = try string(item, "an entry of \(what)")
            do { result.append(try Glob(text)) } catch { throw fail(item, "invalid glob '\(text)': \(error.reason)") }
        }
        return result
    }

    private func strings(_ value: Located<JSONValue>, _ what: String) throws -> [String] {
        guard case .array(let items) = value.value else { throw fail(value, "\(what) must be an array of strings, not \(value.value.typeName)") }
        var result: [String] = []
        for item in items { result.append(try string(item, "an entry of \(what)")) }
        return result
    }

    private func string(_ value: Located<JSONValue>, _ what: String) throws -> String {
        guard case .string(let text) = value.value else { throw fail(value, "\(what) must be a string, not \(value.value.typeName)") }
        return text
    }

    private func object(_ value: Located<JSONValue>, _ what: String) throws -> [(key: Located<String>, value: Located<JSONValue>)] {
        guard case .object(let members) = value.value else { throw fail(value, "\(what) must be an object, not \(value.value.typeName)") }
        return members
    }

    private func member(_ members: [(key: Located<String>, value: Located<JSONValue>)], _ key: String) -> Located<JSONValue>? {
        members.first { $0.key.value == key }?.value
    }

    private func checkKeys(_ members: [(key: Located<String>, value: Located<JSONValue>)], allowed: [String], in what: String) throws {
        for (key, _) in members where !allowed.contains(key.value) {
            var hint = EditDistance.suggestion(for: key.value, among: allowed).map { " Did you mean '\($0)'?" } ?? " Keys: \(allowed.joined(separator: ", "))."
            if what.hasPrefix("custom rule"), ["exclude", "except-types"].contains(key.value) {
                hint = " A custom rule's '\(key.value)' goes under \"rules\": { \"<id>\": { \"\(key.value)\": [...] } }, as a preset rule's does."
            }
            throw Failure(path: path, line: key.line, column: key.column, message: "unknown key '\(Self.quoted(key.value))' in \(what).\(hint)")
        }
    }

    private func fail(_ value: Located<JSONValue>, _ message: String) -> Failure {
        Failure(path: path, line: value.line, column: value.column, message: message)
    }

    /// An error at the key `key` of `fields` (an option given that its rule cannot use), or at
    /// `otherwise` when it is not there.
    private func fail(key: String, of fields: [(key: Located<String>, value: Located<JSONValue>)], otherwise: Located<JSONValue>,
                      _ message: String) -> Failure {
        let at = fields.first { $0.key.value == key }?.key
        return Failure(path: path, line: at?.line ?? otherwise.line, column: at?.column ?? otherwise.column, message: message)
    }

    private func isKebabCase(_ id: String) -> Bool {
        !id.isEmpty && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--")
            && id.unicodeScalars.allSatisfy { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || $0 == "-" }
    }
}
