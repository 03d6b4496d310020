#if canImport(UIKit) && os(iOS)
import Sobreiro
import UIKit

/// The {{name_words}} screen: renders `{{Name}}ViewState`.
public final class {{Name}}ViewController: UIViewController, StatefulView {
    private let viewModel: {{Name}}ViewModel
    private let label = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)

    public init(viewModel: {{Name}}ViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "{{Name}}"
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.textAlignment = .center
        let stack = UIStackView(arrangedSubviews: [spinner, label])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        viewModel.subscribe(view: self)
        viewModel.load()
    }

    // MARK: - StatefulView

    public func render(state: {{Name}}ViewState) {
        switch state {
        case .loading:
            spinner.startAnimating()
            label.text = nil
        case .loaded(let title):
            spinner.stopAnimating()
            label.text = title
            label.textColor = .label
        case .failed(let message):
            spinner.stopAnimating()
            label.text = message
            label.textColor = .secondaryLabel
        }
    }
}
#endif
