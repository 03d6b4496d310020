/// Placeholder while the SourceArch rules are written.
enum SourceArchPreset {
    static let preset = StylePreset(style: Style.all.first { $0.templateFolder == "SourceArch" }!, layers: [], rules: [])
}
