/// What follows "unknown rule 'x'" wherever a rule is named (a configuration's `rules`, a
/// suppression): a catalogue code (`V4`, which `archtool rules` prints first) gets the id it
/// stands for, since rules are named by id; anything else, the nearest id.
public enum UnknownRuleHint {
    /// `" V4 is the code of 'scenes-depend-on-ports'; rules are named by id."`, or
    /// `" Did you mean 'models-are-deterministic'?"`, or `""`.
    public static func hint(for name: String, rules: [RuleSpec], otherIDs: [String] = []) -> String {
        if let rule = rules.first(where: { !$0.code.isEmpty && $0.code.lowercased() == name.lowercased() }) {
            return " \(rule.code) is the code of '\(rule.id)'; rules are named by id."
        }
        return EditDistance.suggestion(for: name, among: rules.map(\.id).sorted() + otherIDs).map { " Did you mean '\($0)'?" } ?? ""
    }
}
