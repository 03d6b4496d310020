import Sobreiro

/// Holds the {{name_words}} screen's state; every command changes it inside `write { … }`.
public final class {{Name}}ViewModel: ViewModel<{{Name}}ViewState> {
    public init() {
        super.init(initialState: .loading)
    }

    // MARK: - Commands

    /// Loads the screen's content; its view controller calls it once it has subscribed. It shows
    /// the screen's name until the screen has a data source: fetch from it here (`startLoading()`,
    /// then `didLoad(title:)` or `didFail(message:)` when the answer comes).
    public func load() {
        write {
            state = .loaded(title: "{{Name}}")
        }
    }

    public func startLoading() {
        write {
            state = .loading
        }
    }

    public func didLoad(title: String) {
        write {
            state = .loaded(title: title)
        }
    }

    public func didFail(message: String) {
        write {
            state = .failed(message: message)
        }
    }
}
