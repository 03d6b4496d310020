/// UIKit, AppKit and SwiftUI view types that code kept apart from views must not name: view
/// models (S6) and Providers (P5).
public enum FrameworkViewTypes {
    public static let all = [
        // UIKit
        "UIView", "UIViewController", "UITableView", "UITableViewCell", "UITableViewController",
        "UICollectionView", "UICollectionViewCell", "UICollectionViewListCell", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIAlertController",
        "UIWindow", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UIStackView",
        "UIScrollView", "UISwitch", "UISlider", "UISegmentedControl", "UIActivityIndicatorView",
        "UIRefreshControl", "UIControl", "UIHostingController", "UIDatePicker", "UIPickerView", "UIProgressView",
        "UISearchBar", "UISearchController", "UISearchTextField", "UINavigationBar", "UITabBar", "UIToolbar",
        "UIPageControl", "UIStepper", "UIVisualEffectView", "UITableViewHeaderFooterView", "UICollectionReusableView",
        "UIInputView", "UIInputViewController", "UIColorWell", "UICalendarView", "UIContentUnavailableView",
        "UIActivityViewController", "UIImagePickerController", "UIDocumentPickerViewController",
        "UIDocumentBrowserViewController", "UIColorPickerViewController", "UIFontPickerViewController",
        // AppKit
        "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSTableView", "NSTableCellView",
        "NSCollectionView", "NSCollectionViewItem", "NSOutlineView", "NSTextField", "NSTextView", "NSButton",
        "NSImageView", "NSStackView", "NSScrollView", "NSSplitViewController", "NSTabViewController",
        "NSAlert", "NSHostingView", "NSHostingController", "NSControl", "NSPopUpButton", "NSComboBox",
        "NSSegmentedControl", "NSSlider", "NSProgressIndicator", "NSSearchField", "NSSecureTextField", "NSDatePicker",
        "NSPathControl", "NSColorWell", "NSBox", "NSSplitView", "NSTabView", "NSVisualEffectView", "NSPageController",
        "NSPanel", "NSTableRowView", "NSClipView", "NSSwitch", "NSStepper",
        // SwiftUI
        // (not `Color`, `Font` or the gradients: styles a view model may hand its views; nor `Path`, a
        // common name in other modules, nor `Table`, a type of the database libraries a Provider or a
        // view model queries (GRDB's, SQLite.swift's). `Image` is a view, and a type the project declares under one of
        // these names, such as its own `Section` or `typealias Image = UIImage`, is the project's, not SwiftUI's)
        "View", "AnyView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "NavigationStack", "NavigationView",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
        "Text", "Button", "List", "Form", "Section", "Label", "Toggle", "Slider", "Stepper", "Picker", "DatePicker",
        "ColorPicker", "TextField", "SecureField", "TextEditor", "ProgressView", "Link", "ShareLink", "Menu", "ScrollView",
        "ScrollViewReader", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group", "GroupBox", "ControlGroup",
        "DisclosureGroup", "OutlineGroup", "ForEach", "Spacer", "Divider", "EmptyView", "TabView", "NavigationSplitView",
        "NavigationLink", "GeometryReader", "TimelineView", "Canvas", "Gauge", "ContentUnavailableView", "AsyncImage",
        "Image", "ViewThatFits", "LabeledContent", "EditButton", "PasteButton", "RenameButton",
        "MultiDatePicker", "HSplitView", "VSplitView", "TupleView", "ModifiedContent", "EquatableView",
        // Shapes are views.
        "Shape", "InsettableShape", "AnyShape", "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle",
        "Capsule", "Ellipse", "ContainerRelativeShape",
    ]
}
