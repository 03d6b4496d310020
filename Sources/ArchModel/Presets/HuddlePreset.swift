/// Placeholder while the Huddle rules are written.
enum HuddlePreset {
    static let preset = StylePreset(style: Style.all.first { $0.templateFolder == "Huddle" }!, layers: [], rules: [])
}
