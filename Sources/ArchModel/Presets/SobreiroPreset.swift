/// Placeholder while the Sobreiro rules are written.
enum SobreiroPreset {
    static let preset = StylePreset(style: Style.all.first { $0.templateFolder == "Sobreiro" }!, layers: [], rules: [])
}
