#if canImport(UIKit) && os(iOS)
import Sobreiro
import UIKit

/// The item list screen: a table that renders `ItemListViewState`.
public final class ItemListViewController: UITableViewController, StatefulView {
    private let viewModel: ItemListViewModel
    private let cellIdentifier = "ItemCell"
    private var items: [Item] = []

    public init(viewModel: ItemListViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        let refreshControl = UIRefreshControl()
        refreshControl.addTarget(self, action: #selector(reload), for: .valueChanged)
        self.refreshControl = refreshControl
        viewModel.subscribe(view: self)
        reload()
    }

    // MARK: - StatefulView

    public func render(state: ItemListViewState) {
        items = state.items
        tableView.reloadData()
        if state.isLoading {
            refreshControl?.beginRefreshing()
        } else {
            refreshControl?.endRefreshing()
        }
        switch state {
        case .loading:
            showMessage(nil)
        case .loaded(let items):
            showMessage(items.isEmpty ? "No items yet." : nil)
        case .failed(let message):
            showMessage(message)
        }
    }

    private func showMessage(_ message: String?) {
        guard let message else {
            tableView.backgroundView = nil
            return
        }
        let label = UILabel()
        label.text = message
        label.textAlignment = .center
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
        tableView.backgroundView = label
    }

    @objc private func reload() {
        Task { await viewModel.load() }
    }

    // MARK: - UITableViewDataSource

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }

    override public func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        viewModel.remove(itemID: items[indexPath.row].id)
    }
}
#endif
