#if canImport(UIKit) && os(iOS)
import SourceArchitecture
import UIKit

/// UIKit Renderer of the item list: `render()` runs on every change of the model.
public final class ItemListViewController: UITableViewController, Renderer {
    @Source public var model: ItemListModel
    private let cellIdentifier = "ItemCell"

    public init(source: Source<ItemListModel>) {
        _model = source
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
        refreshControl.addTarget(self, action: #selector(refresh), for: .valueChanged)
        self.refreshControl = refreshControl
        render()
    }

    public func render() {
        switch model {
        case .notLoaded(let notLoaded):
            if notLoaded.isLoading {
                refreshControl?.beginRefreshing()
            } else {
                refreshControl?.endRefreshing()
            }
            showMessage(notLoaded.errorMessage ?? (notLoaded.isLoading ? nil : "Pull to load the items."))
        case .loaded(let loaded):
            refreshControl?.endRefreshing()
            showMessage(loaded.items.isEmpty ? "No items yet." : nil)
        }
        tableView.reloadData()
    }

    private var items: [Item] {
        if case .loaded(let loaded) = model {
            return loaded.items
        }
        return []
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

    @objc private func refresh() {
        switch model {
        case .notLoaded(let notLoaded):
            notLoaded.load?()
        case .loaded(let loaded):
            loaded.reload()
        }
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
        guard editingStyle == .delete, case .loaded(let loaded) = model else { return }
        loaded.remove(loaded.items[indexPath.row].id)
    }
}
#endif
