/// UIKit and AppKit classes the SDKs declare `@MainActor`: a router that subclasses one (a
/// `UINavigationController` that routes) is main-actor isolated, as Swift infers from its
/// superclass. Their subclasses too, as far as the rules need them.
public enum FrameworkMainActorTypes {
    /// The responder classes below, and every UIKit and AppKit view and controller of
    /// `FrameworkViewTypes` (all `UIResponder` or `NSResponder` subclasses).
    public static let classes = bases + FrameworkViewTypes.all.filter { name in
        (name.hasPrefix("UI") || name.hasPrefix("NS")) && !bases.contains(name)
    }

    private static let bases = [
        // UIKit (`UIResponder` and every responder below it are `@MainActor`)
        "UIResponder", "UIView", "UIViewController", "UINavigationController", "UITabBarController",
        "UISplitViewController", "UIPageViewController", "UITableViewController", "UICollectionViewController",
        "UIHostingController", "UIApplication", "UIWindow",
        // AppKit
        "NSResponder", "NSView", "NSViewController", "NSWindowController", "NSWindow", "NSHostingController",
        "NSSplitViewController", "NSTabViewController", "NSApplication",
    ]
}
