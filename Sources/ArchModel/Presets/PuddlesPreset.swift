/// Placeholder while the Puddles rules are written.
enum PuddlesPreset {
    static let preset = StylePreset(style: Style.all.first { $0.templateFolder == "Puddles" }!, layers: [], rules: [])
}
