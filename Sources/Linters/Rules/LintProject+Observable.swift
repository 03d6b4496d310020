import ArchModel

extension LintProject {
    /// Whether the tree type (by the index's key) is a class that is `@Observable`, itself or
    /// through a superclass of the tree, or conforms to `ObservableObject`.
    func isObservableClass(_ key: String) -> Bool {
        let entries = index.entries
        guard let position = index.position(ofQualified: index.canonicalKey(key)), entries[position].kind == .class else { return false }
        if index.supertypes(ofDeclared: key).contains("ObservableObject") { return true }
        let classes = [position] + index.supertypeEntries(ofDeclared: key).filter { entries[$0].kind == .class }
        return classes.contains { entries[$0].declarations.contains { index.declaration($0).hasAttribute("Observable") } }
    }
}
