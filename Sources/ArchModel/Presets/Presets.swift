/// Every style's preset, by style.
public enum Presets {
    public static func preset(for style: Style) -> StylePreset {
        switch style.id {
        case "sourcearch": SourceArchPreset.preset
        case "puddles": PuddlesPreset.preset
        case "sobreiro": SobreiroPreset.preset
        case "vidrep": ViDRepPreset.preset
        default: HuddlePreset.preset
        }
    }

    /// Every rule of every style, in catalogue order.
    public static var allRules: [(style: Style, rule: RuleSpec)] {
        Style.all.flatMap { style in preset(for: style).rules.map { (style, $0) } }
    }
}
