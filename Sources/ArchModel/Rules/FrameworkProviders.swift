/// Framework protocols whose conformers are named `…Provider` without being an app's data
/// providers (STYLES.md: framework types are never "Providers"): a widget's
/// `WeatherProvider: TimelineProvider`, a control's `TimerValueProvider: ControlValueProvider`.
/// Puddles' `FrameworkProviders` layer and the `forbidden-use` kind's project-suffix check read
/// this one list.
/// With them, the framework classes an app subclasses under a `…Provider` name (a share sheet's
/// `BookShareItemProvider: UIActivityItemProvider`, a Quick Look extension's `ThumbnailProvider`,
/// a VPN's `PacketTunnelProvider`, Xcode's tvOS Top Shelf template's `ContentProvider`), the presentation-context protocols of authentication
/// (`AuthContextProvider: ASWebAuthenticationPresentationContextProviding`) and Core ML's
/// feature providers.
public enum FrameworkProviders {
    public static let protocols = [
        "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider", "ControlValueProvider",
        "AppIntentControlValueProvider", "DynamicOptionsProvider", "AppShortcutsProvider",
        "UIActivityItemProvider", "NSFilePromiseProvider", "QLPreviewProvider", "QLThumbnailProvider",
        "NEPacketTunnelProvider", "NEAppProxyProvider", "NEDNSProxyProvider", "NEFilterDataProvider",
        "NEFilterControlProvider", "NEFilterPacketProvider", "NEFilterProvider", "NETransparentProxyProvider", "NEAppPushProvider",
        "NETunnelProvider", "NEProvider", "TVTopShelfContentProvider", "TVTopShelfProvider", "RelevanceEntriesProvider",
        "EKVirtualConferenceProvider",
        "ASWebAuthenticationPresentationContextProviding", "ASAuthorizationControllerPresentationContextProviding",
        "MLFeatureProvider", "MLBatchProvider",
    ]
}
