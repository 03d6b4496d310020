import ArchModel
import Linters

/// Whether an item's name changes what the types `add` writes mean: a name that ends like
/// another layer's types (puddles' `add module SettingsProvider` declares the module's view
/// `SettingsProvider`, which the `Provider` suffix puts among the providers, so the project is no
/// longer lint-clean), or the name of a Swift, Foundation or SwiftUI type (`add module String`
/// declares a `String` that hides Swift's in the whole module).
enum NameMeaning {
    /// Types of the standard library, Foundation and SwiftUI that generated code names, or that
    /// a project's code is all but sure to: a type of the project with one of these names hides it.
    static let frameworkTypes: Set<String> = ([
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "Bool", "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Void",
        "Task", "Actor", "MainActor", "Sendable", "Equatable", "Hashable", "Identifiable", "Codable", "Decodable",
        "Encodable", "Comparable", "Data", "Date", "URL", "UUID", "Decimal", "Notification", "Bundle", "Locale",
        "View", "Text", "List", "Button", "Image", "Color", "Font", "Group", "Section", "Form", "Label", "Toggle", "Picker",
        "Spacer", "Divider", "Link", "Menu", "Table", "Grid", "Shape", "Path", "Scene", "App", "Window", "Binding", "State",
        "Environment", "Published", "ObservableObject", "Observable", "NavigationStack", "NavigationLink", "ScrollView",
        "ForEach", "Alert", "Animation", "Transaction", "Namespace", "ViewBuilder", "ViewModifier", "AnyView", "EmptyView",
        "PreviewProvider", "Layout",
        // Foundation types app code reaches by name (`Calendar.current`, `Timer.publish`).
        "Calendar", "TimeZone", "Timer", "DateComponents", "DateFormatter", "DateInterval", "NumberFormatter", "Formatter",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "Measurement", "Unit", "URLSession",
        "URLRequest", "URLComponents", "URLQueryItem", "HTTPURLResponse", "FileManager", "NotificationCenter",
        "UserDefaults", "ProcessInfo", "Thread", "RunLoop", "OperationQueue", "IndexPath", "IndexSet", "CharacterSet",
        "AttributedString", "Progress", "Duration", "Range", "ClosedRange", "KeyPath",
        // SwiftUI's views, shapes and wrappers on iOS.
        "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "GridRow", "GeometryReader",
        "NavigationView", "NavigationSplitView", "NavigationPath", "TabView", "ProgressView", "TextField", "SecureField",
        "TextEditor", "DatePicker", "ColorPicker", "Slider", "Stepper", "Gauge", "Canvas", "Circle", "Rectangle",
        "RoundedRectangle", "Capsule", "Ellipse", "Gradient", "LinearGradient", "ToolbarItem", "ShareLink",
        "ContentUnavailableView", "EditButton", "DisclosureGroup", "GroupBox", "LabeledContent", "Edge", "Axis",
        "Alignment", "Angle", "EnvironmentObject", "StateObject", "ObservedObject", "Bindable", "AppStorage", "FocusState",
        "WindowGroup",
        // A view's `Body`: inside any `View`, the name is its associated type, not the item's type.
        "Body",
        // UIKit's and AppKit's views and controllers, which the styles' UI code names (`add screen
        // UI` declared a `UIViewController` that inherits from itself).
        "UIView", "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UIAlertController", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UIScrollView", "UIStackView", "UILabel", "UIButton",
        "UIImage", "UIImageView", "UIColor", "UIFont", "UIWindow", "UIWindowScene", "UIScene", "UIApplication", "UIResponder",
        "UITextField", "UITextView", "UISwitch", "UISlider", "UIControl", "UIDevice", "UIScreen", "UIHostingController",
        "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSApplication", "NSTableView", "NSCollectionView",
        "NSScrollView", "NSStackView", "NSTextField", "NSTextView", "NSButton", "NSImage", "NSImageView", "NSColor", "NSFont",
        "NSHostingView", "NSHostingController", "NSObject", "UIActivityViewController", "UIInputViewController",
        "UIActivityIndicatorView", "UIDocumentPickerViewController", "UIImagePickerController", "UIPageControl",
        "UISegmentedControl", "UIRefreshControl", "UISearchController", "UISearchBar", "UIToolbar", "UINavigationBar", "UITabBar",
        "EquatableView", "TimelineView", "TupleView", "ModifiedContent", "AnyLayout", "SubscriptionView", "ViewThatFits",
        "UIReferenceLibraryViewController",
    ] as Set<String>).union(FrameworkViewTypes.all)  // and every view type the lint rules know (`UIColorPickerViewController`)

    /// Why the name is refused, or nil. `files` are the item's files rendered with its name, and
    /// `reference` the same files rendered with a name that means nothing (`Item`): their
    /// top-level types correspond one to one, in order.
    static func reason(files: [TemplateFile], reference: [TemplateFile], layers: [LayerDefinition]) -> String? {
        let mine = files.filter { $0.path.hasSuffix(".swift") }, theirs = reference.filter { $0.path.hasSuffix(".swift") }
        guard mine.count == theirs.count else { return nil }
        for (file, neutral) in zip(mine, theirs) {
            let types = topLevelTypes(file), neutralTypes = topLevelTypes(neutral)
            guard types.count == neutralTypes.count else { continue }
            for (type, neutralType) in zip(types, neutralTypes) {
                if frameworkTypes.contains(type.name) {
                    return "it would declare a type '\(type.name)', which hides the system type of that name in the module"
                }
                let gained = suffixLayers(of: type, layers).subtracting(suffixLayers(of: neutralType, layers))
                if let layer = gained.sorted().first {
                    return "it would declare '\(type.name)', which its ending puts in \(layer) and under that layer's rules; choose a name that does not end like a \(layer) type"
                }
            }
        }
        return nil
    }

    private static func topLevelTypes(_ file: TemplateFile) -> [(name: String, kind: String)] {
        TypeClash.topLevelTypes(in: file.contents, path: file.path).filter { $0.kind.isNominalType }.map { ($0.name, $0.kind.rawValue) }
    }

    /// The layers a type's name puts it in by suffix.
    private static func suffixLayers(of type: (name: String, kind: String), _ layers: [LayerDefinition]) -> Set<String> {
        Set(layers.filter { layer in
            (layer.kinds.isEmpty || layer.kinds.contains(type.kind)) && layer.suffixes.contains { type.name.hasSuffix($0) && type.name != $0 }
        }.map(\.name))
    }
}
