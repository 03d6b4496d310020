// A type-checking model of the part of UIKit the templates use, for Linux, where UIKit does not
// exist. `scripts/ui-typecheck.sh` builds it as a module named `UIKit`, so that
// `#if canImport(UIKit)` is true and the generated projects' UIKit code is compiled.
//
// As in the iOS SDK, every class is `@MainActor` and open where apps subclass or override it.
// Two things Linux cannot express are approximated: `UIResponder` does not inherit `NSObject`
// (a global-actor class may not inherit a nonisolated Swift class), and `#selector(m)` is
// checked as `Selector(m)`, which the script rewrites it to, with `@objc` dropped.
@_exported import Foundation

public struct Selector {
    /// Names a method: `Selector(reload)` checks that `reload` exists, as `#selector` does.
    public init<T>(_ method: T) {}
}

public typealias AnyClass = AnyObject.Type

extension IndexPath {
    public var row: Int { self[1] }
    public var section: Int { self[0] }
}

@MainActor
open class UIColor {
    public init(white: CGFloat, alpha: CGFloat) {}
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    open class var secondaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    open class var systemRed: UIColor { UIColor(white: 0, alpha: 1) }
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor
open class NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal, vertical }
    public var isActive = false
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

@MainActor
open class UILayoutGuide {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

@MainActor
open class UIResponder {
    public init() {}
}

@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(frame: .zero) }
    open var backgroundColor: UIColor?
    open var superview: UIView? { nil }
    open var translatesAutoresizingMaskIntoConstraints = true
    open func addSubview(_ view: UIView) {}
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var textColor: UIColor!
}

@MainActor
open class UIStackView: UIView {
    public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0
}

@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium, large }
    public init(style: Style) { super.init(frame: .zero) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    open func startAnimating() {}
    open func stopAnimating() {}
}

@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let touchUpInside = Event(rawValue: 1 << 6)
    }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
}

@MainActor
open class UIRefreshControl: UIControl {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func beginRefreshing() {}
    open func endRefreshing() {}
}

public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?
    public var secondaryText: String?
}

@MainActor
open class UITableViewCell: UIView {
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    open var contentConfiguration: UIContentConfiguration?
}

@MainActor
open class UIScrollView: UIView {}

@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    open var backgroundView: UIView?
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(frame: .zero)
    }
    open func reloadData() {}
}

@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var title: String?
    open var view: UIView! = UIView(frame: .zero)
    open var isViewLoaded: Bool { true }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
}

@MainActor
open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! = UITableView(frame: .zero)
    open var refreshControl: UIRefreshControl?
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(frame: .zero)
    }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
