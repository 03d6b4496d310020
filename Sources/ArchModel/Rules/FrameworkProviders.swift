/// Framework protocols whose conformers are named `…Provider` without being an app's data
/// providers (STYLES.md: framework types are never "Providers"): a widget's
/// `WeatherProvider: TimelineProvider`, a control's `TimerValueProvider: ControlValueProvider`.
/// Puddles' `FrameworkProviders` layer and the `forbidden-use` kind's project-suffix check read
/// this one list.
public enum FrameworkProviders {
    public static let protocols = [
        "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider", "ControlValueProvider",
        "AppIntentControlValueProvider", "DynamicOptionsProvider", "AppShortcutsProvider",
    ]
}
