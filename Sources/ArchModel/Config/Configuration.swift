/// A project's `.archtool.json`, parsed and validated against the style's preset.
public struct Configuration: Sendable {
    /// A layer override: any field given replaces the preset's.
    public struct LayerOverride: Sendable, Equatable {
        public var paths: [String]?
        public var suffixes: [String]?
        public var inherits: [String]?
        public var kinds: [String]?
        /// Where the entries of `paths` are written, for warnings about entries that match nothing.
        public var pathLocations: [Located<String>] = []
    }

    /// A rule override: its severity, and options that replace fields of its check.
    public struct RuleOverride: Sendable, Equatable {
        public var severity: Severity?
        public var options: [String: [String]]
        /// Files where the rule is not applied.
        public var exclude: [String] = []
        /// Types whose code the rule does not report on.
        public var exceptTypes: [String] = []
        /// Where the entries of `exclude` and `except-types` are written, for warnings about
        /// entries that match nothing.
        public var excludeLocations: [Located<String>] = []
        public var exceptTypeLocations: [Located<String>] = []
        /// Where the entries of the `project-types` option are written, for warnings about
        /// entries that name no type of the tree.
        public var projectTypeLocations: [Located<String>] = []
    }

    public var style: Style?
    public var project: String?
    public var include: [Glob] = []
    /// Where each `include` entry is written in the file (line, column), in the same order.
    public var includeLocations: [Located<String>] = []
    public var exclude: [Glob] = []
    /// Where each `exclude` entry is written in the file, in the same order.
    public var excludeLocations: [Located<String>] = []
    public var layers: [String: LayerOverride] = [:]
    /// Where each key of `layers` is written in the file.
    public var layerLocations: [String: Located<String>] = [:]
    public var rules: [String: RuleOverride] = [:]
    public var customRules: [RuleSpec] = []
    /// Where the entries of each custom rule's `scope.paths` are written, by rule id, for
    /// warnings about entries that match nothing.
    public var scopePathLocations: [String: [Located<String>]] = [:]
    /// Where the entries of each custom rule's `project-types` are written, by rule id, for
    /// warnings about entries that name no type of the tree.
    public var projectTypeLocations: [String: [Located<String>]] = [:]
    /// Whether `// archtool:disable…` directives must give a reason after `--`.
    public var requireSuppressionReason = false
    /// The baseline every lint applies (`--baseline` without the option), relative to the
    /// configuration file's folder.
    public var baseline: String?
    /// Where `baseline` is written, for an error about the file it names.
    public var baselineLocation: Located<String>?
    /// Severities given to archtool's own findings that a team may tone down
    /// (`Configuration.adjustableToolRules`), by rule id.
    public var toolRuleSeverities: [String: Severity] = [:]

    /// archtool's own findings whose severity `rules` may set (`off` included): a directive that
    /// suppresses nothing, a baseline entry that matches nothing. The others (`file-unreadable`,
    /// `syntax-error`, `invalid-suppression`) say that the lint itself is incomplete or wrong.
    public static let adjustableToolRules = ["stale-baseline-entry", "unused-suppression"]
    /// archtool's own findings that `rules` may not set (a configuration that names one is
    /// told so, not that the rule is unknown).
    public static let fixedToolRules = ["file-unreadable", "invalid-suppression", "syntax-error"]

    public init(style: Style? = nil) {
        self.style = style
    }

    /// The preset's layers with this configuration's overrides and new layers.
    public func resolvedLayers(_ preset: StylePreset) -> [LayerDefinition] {
        var result = preset.layers
        // Each layer's place in `result`, by name (a search of `result` for each override made a
        // configuration of many layers quadratic).
        var indices = Dictionary(result.indices.map { (result[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, override) in layers.sorted(by: { $0.key < $1.key }) {
            var layer = indices[name].map { result[$0] } ?? LayerDefinition(name: name)
            if let paths = override.paths {
                // The team's own folders take in every type of their files: the preset's filters of
                // its folders by what a type is (views, observable types) are for its layout.
                layer.paths = paths
                layer.pathRequiresInheriting = []
                layer.pathExceptsFrameworkExtensions = false
            }
            if let suffixes = override.suffixes { layer.suffixes = suffixes }
            if let inherits = override.inherits { layer.inherits = inherits }
            if let kinds = override.kinds { layer.kinds = kinds }
            if let index = indices[name] {
                result[index] = layer
            } else {
                indices[name] = result.count
                result.append(layer)
            }
        }
        return result
    }

    /// Layers the file adds to the preset's that no rule names, in file order, each with the
    /// preset layer it most likely meant to override (`Viewmodels` for `ViewModels`): a typo in
    /// a layer's name adds a layer instead of changing one.
    public func unusedAddedLayers(_ preset: StylePreset) -> [(layer: Located<String>, suggestion: String?)] {
        let presetNames = preset.layers.map(\.name)
        let named = resolvedRules(preset).reduce(into: Set<String>()) { $0.formUnion($1.check.layerNames) }
        return layers.keys.filter { !presetNames.contains($0) && !named.contains($0) }
            .compactMap { layerLocations[$0] }
            .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            .map { layer in
                let suggestion = presetNames.first { $0.lowercased() == layer.value.lowercased() }
                    ?? EditDistance.suggestion(for: layer.value, among: presetNames)
                return (layer, suggestion)
            }
    }

    /// The preset's rules with severities and options applied, then the custom rules.
    public func resolvedRules(_ preset: StylePreset) -> [RuleSpec] {
        var result: [RuleSpec] = []
        for var rule in preset.rules + customRules {
            if let override = rules[rule.id] {
                if let severity = override.severity { rule.severity = severity }
                rule.check = rule.check.applying(override.options)
                rule.exclude = override.exclude
                rule.exceptTypes = override.exceptTypes
            }
            result.append(rule)
        }
        // The creations a rule leaves to another (SA13's in Renderers, to SA11) are its own
        // again where the configuration turns that other rule off: one fact, still one finding.
        let off = Set(result.lazy.filter { $0.severity == .off }.map(\.id))
        if !off.isEmpty {
            for index in result.indices { result[index].check = result[index].check.reportingConstructions(leftTo: off) }
        }
        return result
    }
}

extension RuleCheck {
    /// The list options of each kind whose options are fields of its struct, by name, in the
    /// order `explain` lists them: what `optionNames`, `optionList` and `applying` read and set.
    private static var forbiddenUseOptions: [(String, WritableKeyPath<ForbiddenUse, [String]>)] {
        [("layers", \.layers), ("names", \.names), ("members", \.members), ("calls", \.calls), ("attributes", \.attributes),
         ("project-type-suffixes", \.projectTypeSuffixes), ("project-types", \.projectTypes)]
    }
    private static var typeShapeOptions: [(String, WritableKeyPath<TypeShape, [String]>)] {
        [("kinds", \.kinds), ("main-actor-supertypes", \.mainActorSupertypes), ("any-of", \.anyOf), ("supertypes", \.supertypes)]
    }
    private static var constructionOptions: [(String, WritableKeyPath<ConstructionScope, [String]>)] {
        [("constructed", \.constructed), ("names", \.names), ("static-members", \.staticMembers), ("allowed-types", \.allowedTypes),
         ("allowed-in-functions", \.allowedInFunctions)]
    }
    private static var assignmentOptions: [(String, WritableKeyPath<AssignmentScope, [String]>)] {
        [("names", \.names), ("storage-of-attributes", \.storageOfAttributes), ("mutating-calls", \.mutatingCalls),
         ("receiver-layers", \.receiverLayers), ("allowed-in-closures", \.allowedInClosures), ("forbidden-in-closures", \.forbiddenInClosures),
         ("allowed-in-layers", \.allowedInLayers)]
    }

    /// The option names a rule of this kind accepts in config (`"options": { "names": [...] }`):
    /// those its check can use (no `main-actor-supertypes` where the shape asks for no
    /// `@MainActor`, no `receiver-layers` where only a type's own properties are checked, no
    /// `storage-of-attributes` where only other values' are).
    public var optionNames: [String] {
        switch self {
        case .forbiddenUse: Self.forbiddenUseOptions.map(\.0)
        case .forbiddenImports: ["modules"]
        case .typeShape(let shape): Self.typeShapeOptions.map(\.0).filter { shape.isMainActor || $0 != "main-actor-supertypes" }
        case .requiredMembers: []
        case .constructionScope: Self.constructionOptions.map(\.0)
        case .assignmentScope(let assignment):
            Self.assignmentOptions.map(\.0).filter {
                !(assignment.target == .own && $0 == "receiver-layers") && !(assignment.target == .other && $0 == "storage-of-attributes")
            }
        case .singleInstance: ["kinds"]
        case .naming: ["suffixes"]
        case .all(let checks): Array(Set(checks.flatMap(\.optionNames))).sorted()
        case .fileNamedAfterType, .specific: []
        }
    }

    /// Why an option that checks of this kind take is none of this one's (`optionNames`): the
    /// check could not use it. Nil for an option it takes, or one no such check takes.
    public func unusableOptionReason(_ name: String) -> String? {
        switch self {
        case .typeShape(let shape) where name == "main-actor-supertypes" && !shape.isMainActor:
            "its type-shape does not ask for @MainActor"
        case .assignmentScope(let assignment) where name == "receiver-layers" && assignment.target == .own:
            "it checks assignments to a type's own properties only"
        case .assignmentScope(let assignment) where name == "storage-of-attributes" && assignment.target == .other:
            "it checks assignments to other values' properties only"
        case .all(let checks) where !optionNames.contains(name):
            checks.lazy.compactMap { $0.unusableOptionReason(name) }.first
        default:
            nil
        }
    }

    /// The list an option of this name sets (`optionNames`), as the check has it now; nil for
    /// a name the check does not take.
    public func optionList(_ name: String) -> [String]? {
        func list<T>(_ value: T, _ options: [(String, WritableKeyPath<T, [String]>)]) -> [String]? {
            options.first { $0.0 == name }.map { value[keyPath: $0.1] }
        }
        switch self {
        case .forbiddenUse(let use): return list(use, Self.forbiddenUseOptions)
        case .forbiddenImports(_, let modules): return name == "modules" ? modules : nil
        case .typeShape(let shape): return list(shape, Self.typeShapeOptions)
        case .constructionScope(let construction): return list(construction, Self.constructionOptions)
        case .assignmentScope(let assignment): return list(assignment, Self.assignmentOptions)
        case .singleInstance(_, let kinds, _): return name == "kinds" ? kinds : nil
        case .naming(_, let suffixes): return name == "suffixes" ? suffixes : nil
        default: return nil
        }
    }

    /// This check with list options replaced.
    public func applying(_ options: [String: [String]]) -> RuleCheck {
        if options.isEmpty { return self }
        func applied<T>(_ value: T, _ table: [(String, WritableKeyPath<T, [String]>)]) -> T {
            var value = value
            for (name, path) in table { if let v = options[name] { value[keyPath: path] = v } }
            return value
        }
        switch self {
        case .forbiddenUse(let use):
            return .forbiddenUse(applied(use, Self.forbiddenUseOptions))
        case .forbiddenImports(let scope, let modules):
            return .forbiddenImports(scope: scope, modules: options["modules"] ?? modules)
        case .typeShape(let shape):
            return .typeShape(applied(shape, Self.typeShapeOptions))
        case .constructionScope(let construction):
            return .constructionScope(applied(construction, Self.constructionOptions))
        case .assignmentScope(let assignment):
            return .assignmentScope(applied(assignment, Self.assignmentOptions))
        case .singleInstance(let layer, let kinds, let required):
            return .singleInstance(layer: layer, kinds: options["kinds"] ?? kinds, required: required)
        case .naming(let scope, let suffixes):
            return .naming(scope: scope, suffixes: options["suffixes"] ?? suffixes)
        case .all(let checks):
            // Each option sets one check: the first whose list of that name is not empty (the
            // `members: [random]` of `reducers-are-pure`'s second check, not the first check's
            // empty one), else the first that has such a list. Given to every check with that
            // field, two checks of one rule reported the same code twice (`names` in a rule made
            // of a forbidden-use and a construction-scope check).
            var own = [[String: [String]]](repeating: [:], count: checks.count)
            for (key, value) in options {
                guard let target = optionTarget(key) else { continue }
                own[target][key] = value
            }
            return .all(checks.indices.map { checks[$0].applying(own[$0]) })
        default:
            return self
        }
    }

    /// Of the checks of `.all`, the one an option of this name sets (see `applying`): the first
    /// whose list of that name is not empty, else the first that has such a list; nil for
    /// another check or a name none takes. What `explain` marks as the option's list.
    public func optionTarget(_ key: String) -> Int? {
        guard case .all(let checks) = self else { return nil }
        let accepting = checks.indices.filter { checks[$0].optionNames.contains(key) }
        return accepting.first(where: { checks[$0].optionList(key)?.isEmpty == false }) ?? accepting.first
    }
}
