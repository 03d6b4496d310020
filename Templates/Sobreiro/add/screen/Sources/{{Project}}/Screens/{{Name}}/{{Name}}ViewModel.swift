import Sobreiro

/// Holds the {{name}} screen's state; every command changes it inside `write { … }`.
public final class {{Name}}ViewModel: ViewModel<{{Name}}ViewState> {
    public init() {
        super.init(initialState: .loading)
    }

    // MARK: - Commands

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
